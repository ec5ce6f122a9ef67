/// The line packing shared by the flow and grid plugins.
///
/// Items go after the previous one (`spacing` apart) while they fit, else on a new line
/// `lineSpacing` below the lowest item so far. A closed line is realigned by its
/// ``FlowAlignment`` and each of its items is centred across the line's height; with the
/// `default` alignment the last line is left as packed (as UIKit's flow layout does).
///
/// A fit is tested with a relative tolerance of 1e-9, so items whose sizes were computed to
/// fill a line exactly never wrap because of rounding. An item wider than the line is
/// narrowed to it (`item.oversized`).
///
/// - Complexity: O(n) time; each item is moved at most once when its line closes.
struct FlowLinePacker {
  var limit: Double
  var spacing: Double
  var lineSpacing: Double
  var alignment: FlowAlignment

  /// A packer for the items of `context`, the spacings repaired into `diagnostics`.
  init(
    _ context: SectionLayoutContext, interItemSpacing: Double, lineSpacing: Double, alignment: FlowAlignment,
    diagnostics: inout DiagnosticLog
  ) {
    self.limit = context.availableCrossExtent
    self.spacing = diagnostics.nonNegative(interItemSpacing, "interItemSpacing", section: context.section)
    self.lineSpacing = diagnostics.nonNegative(lineSpacing, "lineSpacing", section: context.section)
    self.alignment = alignment
  }

  /// Packs the items of `context`, of the sizes `size` gives, into lines; the arrangement's
  /// memo keeps the lines for `layout` to re-place one (``replacing(_:frames:lines:size:)``).
  func arrange<Layout: Hashable & Sendable>(
    _ context: SectionLayoutContext, for layout: Layout, size: (Int) -> Size, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    let packed = pack(0..<context.itemCount, top: 0, section: context.section, size: size, diagnostics: &diagnostics)
    return ItemArrangement(frames: packed.frames, mainExtent: packed.mainExtent, linesOf: layout, in: context)
  }

  /// Packs `items`, of the sizes `size` gives, into lines from `top`, the first of them
  /// starting a line; returns their frames (the first item's at index 0), where the last
  /// line ends (`top` for none), the item the packing stopped before (`items.upperBound`
  /// when it packed them all) and, when `recordsLineStarts`, the first item of every line
  /// it packed, counted from the first.
  ///
  /// With `meeting`, it stops at the first line it opens where an old line started (see
  /// ``ArrangedLines``); `mainExtent` is then that line's new top.
  // Inlined into its callers, so `size` is too (the grid's sizes are computed per item)
  // and `recordsLineStarts` is a constant: the arrangement records nothing.
  @inline(__always)
  private func pack(
    _ items: Range<Int>, top: Double, section: Int, size: (Int) -> Size,
    meeting: LineMeeting? = nil, recordsLineStarts: Bool = false, diagnostics: inout DiagnosticLog
  ) -> (frames: [Rect], mainExtent: Double, end: Int, lineStarts: [Int32]) {
    let count = items.count
    let first = items.lowerBound
    let tolerance = 1e-9 * Swift.max(1, limit)
    var frames: [Rect] = []
    frames.reserveCapacity(count)
    // Each item is appended where it stays and moved in place when its line closes: no
    // buffer for the open line (the 1M-item prepare is bound by memory traffic).
    var lineStart = 0
    var x = 0.0
    var lineTop = top
    var lineEndX = 0.0
    var lineEndY = top
    var bottom = top
    var meeting = meeting
    var lineStarts: [Int32] = recordsLineStarts && count > 0 ? [0] : []

    for i in 0..<count {
      var s = size(first + i)
      if s.width > limit + tolerance {
        diagnostics.report(
          "item.oversized", section: section, item: first + i,
          "item width \(s.width) exceeds its line (\(limit)); narrowed to the line")
        s.width = limit
      }
      if lineStart < i && x + s.width > limit + tolerance {
        close(lineStart..<i, endX: lineEndX, endY: lineEndY, isLast: false, in: &frames)
        lineStart = i
        bottom = Swift.max(bottom, lineEndY)
        lineTop = bottom + lineSpacing
        x = 0
        lineEndY = lineTop
        if meeting?.meets(at: first + i) == true { return (frames, lineTop, first + i, lineStarts) }
        if recordsLineStarts { lineStarts.append(Int32(truncatingIfNeeded: i)) }
      }
      frames.append(Rect(x: x, y: lineTop, width: s.width, height: s.height))
      lineEndX = x + s.width
      lineEndY = Swift.max(lineEndY, lineTop + s.height)
      x = lineEndX + spacing
    }
    let mainExtent = count > 0 ? Swift.max(bottom, lineEndY) : top
    if count > 0 { close(lineStart..<count, endX: lineEndX, endY: lineEndY, isLast: true, in: &frames) }
    return (frames, mainExtent, items.upperBound, lineStarts)
  }

  /// Re-places the lines of `changedItems` (see ``ArrangedLines``) after they took the sizes
  /// `size` gives: each line in place when the items keep their widths, else the lines
  /// again from the one before the first changed item's, from the frames' sizes (a width may
  /// break the lines around it elsewhere), until a line starts where one started before
  /// (see `repacking`). `nil` when a size is `nil` or an item is wider than the line (a
  /// repair to report).
  ///
  /// - Complexity: O(items from the first changed line to the last) when the widths are
  ///   kept, else O(items from the line before the first changed one to the first line
  ///   after the last that starts where it did), the section's end at worst; no size is
  ///   asked for but the changed items'.
  func replacing<Layout>(
    _ changedItems: [Int], frames: [Rect], lines: ArrangedLines<Layout>, size: (Int) -> Size?
  ) -> ItemReplacement? {
    let lines = lines.findingLines(in: frames, lineStarts)
    // Each changed item's size, asked for once.
    var sizes: [Int: Size] = [:]
    for i in changedItems {
      guard let s = size(i) else { return nil }
      sizes[i] = s
    }
    guard changedItems.allSatisfy({ sizes[$0]?.width == frames[$0].width }) else {
      return repacking(changedItems, frames: frames, lines: lines, sizes: sizes)
    }
    return lines.replacing(changedItems, frames: frames) { line, items, changed, frames, offset in
      relay(
        line: line, isLast: line == lines.lineCount - 1, items: items, changed: changed, sizes: sizes,
        frames: &frames, offset: offset)
    }
  }

  /// Packs the lines again from the one before the first changed item's (see
  /// ``ArrangedLines``), the changed items at `sizes` and the others at their frames' sizes
  /// (the sizes they were packed at), until a line starts where one started before after
  /// the last changed item. `nil` when an item is wider than the line.
  ///
  /// - Complexity: O(items from the line before the first changed one's to the first line
  ///   that starts where it did, after the last changed item); the section's end at worst.
  private func repacking<Layout>(
    _ changedItems: [Int], frames: [Rect], lines: ArrangedLines<Layout>, sizes: [Int: Size]
  ) -> ItemReplacement? {
    lines.repacking(changedItems, frames: frames, sizes: sizes) { packAgain($0, top: $1, size: $2, meeting: $3) }
  }

  /// Packs `items` again from `top` until `meeting`, recording the line starts (see
  /// `pack`); `nil` when an item is wider than the line, a repair the section's full
  /// layout reports (the only one reported here).
  @inline(__always)
  private func packAgain(_ items: Range<Int>, top: Double, size: (Int) -> Size, meeting: LineMeeting) -> (
    frames: [Rect], mainExtent: Double, end: Int, lineStarts: [Int32]
  )? {
    var reports = DiagnosticLog()
    let packed = pack(
      items, top: top, section: 0, size: size, meeting: meeting, recordsLineStarts: true, diagnostics: &reports)
    return reports.isEmpty ? packed : nil
  }

  /// Packs the lines `layout` arranged (kept in `memo`) again after a batch update's
  /// insertions and deletions (see ``ArrangedLines/editing(_:frames:insertedSizes:pack:)``),
  /// each inserted item at the size `size` gives. `nil` when `memo` holds no lines of
  /// `layout` for the section before `edit` in `context`, a size is `nil` or an item is
  /// wider than the line (a repair to report).
  ///
  /// - Complexity: O(items from the line before the first change to the first line after
  ///   the last that starts where it did), the section's end at worst; no size is asked
  ///   for but the inserted items'.
  func editing<Layout: Hashable & Sendable>(
    _ edit: ItemEdit, of layout: Layout, in context: SectionLayoutContext, frames: [Rect], memo: (any Sendable)?,
    size: (Int) -> Size?
  ) -> ItemReplacement? {
    guard let kept = ArrangedLines.of(layout, before: edit, in: context, memo: memo) else { return nil }
    let lines = kept.findingLines(in: frames, lineStarts)
    var sizes: [Int: Size] = [:]
    for i in edit.insertedItems {
      guard let s = size(i) else { return nil }
      sizes[i] = s
    }
    return lines.editing(edit, frames: frames, insertedSizes: sizes) { packAgain($0, top: $1, size: $2, meeting: $3) }
  }

  /// The first item of every line `arrange` made, found by making its decisions again over
  /// `frames`, whose widths are the widths it packed (alignment moves items, it does not
  /// resize them).
  ///
  /// - Complexity: O(n).
  private func lineStarts(of frames: [Rect]) -> [Int32] {
    let tolerance = 1e-9 * Swift.max(1, limit)
    var starts: [Int32] = frames.isEmpty ? [] : [0]
    var x = 0.0
    for (i, frame) in frames.enumerated() {
      if i > Int(starts[starts.count - 1]) && x + frame.width > limit + tolerance {
        starts.append(Int32(truncatingIfNeeded: i))
        x = 0
      }
      // As `arrange` sums: the item's end, then the spacing.
      x = x + frame.width + spacing
    }
    return starts
  }

  /// Re-places one line (its items `items`, the last line when `isLast`) after the
  /// `changed` ones among them, which kept their widths, took the heights in `sizes`, as
  /// `arrange` would place the line from the same top; returns how far the line's end moved.
  ///
  /// - Complexity: O(items in the line).
  private func relay(
    line index: Int, isLast: Bool, items: Range<Int>, changed: ArraySlice<Int>, sizes: [Int: Size],
    frames: inout [Rect], offset: Int
  ) -> Double {
    var heights = ContiguousArray<Double>()
    heights.reserveCapacity(items.count)
    // The line's top is its tallest item's top: centring moves the others down.
    var lineTop = Double.infinity
    var oldHeight = 0.0
    for j in items {
      let frame = frames[j - offset]
      lineTop = Swift.min(lineTop, frame.minY)
      oldHeight = Swift.max(oldHeight, frame.height)
      heights.append(frame.height)
    }
    for i in changed { heights[i - items.lowerBound] = sizes[i]?.height ?? frames[i - offset].height }
    let oldEnd = lineTop + oldHeight
    var end = lineTop
    for h in heights { end = Swift.max(end, lineTop + h) }
    let centres = !(isLast && alignment == .default)
    for j in items {
      var frame = frames[j - offset]
      frame.origin.y = lineTop
      frame.size.height = heights[j - items.lowerBound]
      if centres { frame.origin.y += (end - frame.maxY) / 2 }
      frames[j - offset] = frame
    }
    return end - oldEnd
  }

  /// Realigns one line, the frames at `line`: shifts it along the cross axis by the
  /// alignment and centres each item across the line.
  private func close(_ line: Range<Int>, endX: Double, endY: Double, isLast: Bool, in frames: inout [Rect]) {
    if isLast && alignment == .default { return }
    let free = Swift.max(0, limit - endX)
    let n = line.count
    frames.withUnsafeMutableBufferPointer { buffer in
      for k in 0..<n {
        let shift: Double =
          switch alignment {
          case .start: 0
          case .center: free / 2
          case .end: free
          case .default: n == 1 ? free / 2 : free * Double(k) / Double(n - 1)
          }
        let j = line.lowerBound + k
        buffer[j].origin.x += shift
        buffer[j].origin.y += (endY - buffer[j].maxY) / 2
      }
    }
  }
}
