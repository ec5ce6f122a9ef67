/// Items packed into lines from the leading edge, as the split layout arranges them.
///
/// Each item goes right after the previous one (exactly `interItemSpacing` apart, no
/// justification) if it fits; otherwise a new line starts `lineSpacing` below the tallest
/// item of the line. Items are top-aligned in their line.
///
/// Repairs: an item wider than the line is narrowed to the line and put on a line of its
/// own (`item.oversized`); a zero-size item gets a zero-size frame at the cursor and
/// takes no space.
///
/// - Complexity: O(n) time, one pass (two with line-height normalisation), no allocation
/// beyond the frames. An item whose height alone changed (a measured cell) re-places its
/// line, the lines after it moved in one pass; one whose width changed packs the lines
/// again from the line before its own, from the sizes they hold, until they meet the old
/// ones; from the section's first such change, four bytes per line say where its lines
/// break.
public struct PackedLinesLayout: ItemArranger, Hashable {
  /// The exact gap between neighbouring items of a line.
  public var interItemSpacing: Double
  /// The gap between lines.
  public var lineSpacing: Double
  /// Whether every item of a line takes the line's tallest height.
  public var normalizesLineHeight: Bool

  /// Creates the layout.
  public init(interItemSpacing: Double = 0, lineSpacing: Double = 0, normalizesLineHeight: Bool = false) {
    self.interItemSpacing = interItemSpacing
    self.lineSpacing = lineSpacing
    self.normalizesLineHeight = normalizesLineHeight
  }

  /// Only sizes are read.
  public var readsItemSizesOnly: Bool { true }

  /// Lays out the items; see the type's description.
  public func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    let packed = pack(0..<context.itemCount, top: 0, in: context, size: { item($0).size }, diagnostics: &diagnostics)
    return ItemArrangement(frames: packed.frames, mainExtent: packed.mainExtent, linesOf: self, in: context)
  }

  /// Packs `items` into lines from `top`, each at the size `size` gives: the frames, one per
  /// item packed, where the last line ends (`top` when no item has area), the item the
  /// packing stopped before (`items.upperBound` when it packed them all) and, when
  /// `recordsLineStarts`, the first item of every line it packed, counted from the first.
  ///
  /// With `meeting`, it stops at the first line it opens where an old line started (see
  /// ``ArrangedLines``); `mainExtent` is then that line's new top.
  ///
  /// - Complexity: O(items packed), one pass (two with line-height normalisation).
  // Inlined into its callers, so `size` is too (a call through a closure per item cost
  // the split layout's full relayouts about 3 %) and `recordsLineStarts` is a constant.
  @inline(__always)
  private func pack(
    _ items: Range<Int>, top: Double, in context: SectionLayoutContext, size: (Int) -> Size,
    meeting: LineMeeting? = nil, recordsLineStarts: Bool = false, diagnostics: inout DiagnosticLog
  ) -> (frames: [Rect], mainExtent: Double, end: Int, lineStarts: [Int32]) {
    let section = context.section
    let spacing = diagnostics.nonNegative(interItemSpacing, "interItemSpacing", section: section)
    let lineGap = diagnostics.nonNegative(lineSpacing, "lineSpacing", section: section)
    let limit = context.availableCrossExtent
    // An exact fit stays on its line even when the sums round differently.
    let tolerance = 1e-9 * Swift.max(1, limit)

    var frames: [Rect] = []
    frames.reserveCapacity(items.count)
    var x = 0.0
    var lineTop = top
    var lineHeight = 0.0
    var lineStart = 0
    var lineIsOpen = false
    var meeting = meeting
    // As `lineStarts(of:limit:tolerance:)` finds them: the first line starts at the first item.
    var lineStarts: [Int32] = recordsLineStarts && !items.isEmpty ? [0] : []

    func closeLine(upTo end: Int) {
      guard normalizesLineHeight else { return }
      for j in lineStart..<end where frames[j].size.width > 0 {
        frames[j].size.height = lineHeight
      }
    }

    for i in items {
      var s = size(i)
      guard s.width > 0 && s.height > 0 else {
        frames.append(Rect(x: Swift.min(x, limit), y: lineTop, width: 0, height: 0))
        continue
      }
      if s.width > limit + tolerance {
        diagnostics.report(
          "item.oversized", section: section, item: i,
          "item width \(s.width) exceeds its line (\(limit)); narrowed to the line and placed alone")
        s.width = limit
      }
      if lineIsOpen && x + s.width > limit + tolerance {
        closeLine(upTo: frames.count)
        lineTop += lineHeight + lineGap
        x = 0
        lineHeight = 0
        lineStart = frames.count
        if meeting?.meets(at: i) == true { return (frames, lineTop, i, lineStarts) }
        if recordsLineStarts { lineStarts.append(Int32(truncatingIfNeeded: lineStart)) }
      }
      frames.append(Rect(x: x, y: lineTop, width: s.width, height: s.height))
      lineIsOpen = true
      x += s.width + spacing
      if s.height > lineHeight { lineHeight = s.height }
    }
    closeLine(upTo: frames.count)
    return (frames, lineIsOpen ? lineTop + lineHeight : top, items.upperBound, lineStarts)
  }

  /// Re-places the lines of the changed items when their widths are unchanged (a cell
  /// measured at the width it was given): each line takes its tallest item's height and the
  /// lines after it move. When a width changed, packs the lines again from the one before
  /// the first changed item's, from the frames' sizes, without asking for the other items,
  /// until a line starts where one started before (see `repacking`); the lines after it
  /// move. `nil` (the section laid out again) when an item has or gets no
  /// area (it takes no space, so lines may break elsewhere), a changed item is wider than
  /// the line (a repair to report), or line heights are normalised (the frames no longer
  /// tell the items' own heights).
  ///
  /// - Complexity: O(items from the first changed line to the last) when the widths are
  ///   kept, else O(items from the line before the first changed one to the first line
  ///   after the last that starts where it did), the section's end at worst.
  public func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard !normalizesLineHeight, let arranged = ArrangedLines.of(self, in: context, memo: memo) else { return nil }
    let limit = context.availableCrossExtent
    let tolerance = 1e-9 * Swift.max(1, limit)
    let lines = arranged.findingLines(in: frames) { lineStarts(of: $0, limit: limit, tolerance: tolerance) }
    // Each changed item's size, asked for once; one without area may move every break.
    var sizes: [Int: Size] = [:]
    for i in changedItems {
      let s = item(i).size
      guard s.width > 0, s.height > 0, frames[i].width > 0, frames[i].height > 0 else { return nil }
      sizes[i] = s
    }
    guard changedItems.allSatisfy({ sizes[$0]?.width == frames[$0].width }) else {
      return repacking(changedItems, in: context, frames: frames, lines: lines, sizes: sizes)
    }
    return lines.replacing(changedItems, frames: frames) { _, items, changed, frames, offset in
      // Items are top-aligned: the line's height is its tallest item's, the line's top stays.
      var oldHeight = 0.0
      for j in items { oldHeight = Swift.max(oldHeight, frames[j - offset].height) }
      for i in changed {
        guard let s = sizes[i], s.width <= limit + tolerance else { return nil }
        frames[i - offset].size.height = s.height
      }
      var height = 0.0
      for j in items { height = Swift.max(height, frames[j - offset].height) }
      return height - oldHeight
    }
  }

  /// Packs the lines again from the one before the first changed item's (see
  /// ``ArrangedLines``), the changed items at `sizes` and the others at their frames' sizes
  /// (the sizes they were packed at), until a line starts where one started before after
  /// the last changed item. `nil` when a changed item is wider than the line.
  ///
  /// - Complexity: O(items from the line before the first changed one's to the first line
  ///   that starts where it did, after the last changed item); the section's end at worst.
  private func repacking(
    _ changedItems: [Int], in context: SectionLayoutContext, frames: [Rect], lines: ArrangedLines<Self>,
    sizes: [Int: Size]
  ) -> ItemReplacement? {
    lines.repacking(changedItems, frames: frames, sizes: sizes) {
      packAgain($0, top: $1, in: context, size: $2, meeting: $3)
    }
  }

  /// Packs `items` again from `top` until `meeting`, recording the line starts (see
  /// `pack`); `nil` when an item is wider than the line, a repair the section's full
  /// layout reports (the spacings' repairs were reported when the section was arranged).
  @inline(__always)
  private func packAgain(
    _ items: Range<Int>, top: Double, in context: SectionLayoutContext, size: (Int) -> Size, meeting: LineMeeting
  ) -> (frames: [Rect], mainExtent: Double, end: Int, lineStarts: [Int32])? {
    var reports = DiagnosticLog()
    let packed = pack(
      items, top: top, in: context, size: size, meeting: meeting, recordsLineStarts: true, diagnostics: &reports)
    return reports.diagnostics.contains { $0.code == "item.oversized" } ? nil : packed
  }

  /// Packs the lines again from the one before the first item a batch update inserted or
  /// deleted, from the frames' sizes and the inserted items', until a line starts, after
  /// the last change, where one started before; the lines after it move. `nil` (the
  /// section laid out again) when an inserted item is wider than the line or line heights
  /// are normalised.
  ///
  /// - Complexity: O(items from the line before the first change to that line), the
  ///   section's end at worst; only the inserted items' sizes are asked for.
  public func editingItems(
    _ edit: ItemEdit, in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard !normalizesLineHeight, let arranged = ArrangedLines.of(self, before: edit, in: context, memo: memo)
    else { return nil }
    let limit = context.availableCrossExtent
    let tolerance = 1e-9 * Swift.max(1, limit)
    let lines = arranged.findingLines(in: frames) { lineStarts(of: $0, limit: limit, tolerance: tolerance) }
    var sizes: [Int: Size] = [:]
    for i in edit.insertedItems { sizes[i] = item(i).size }
    return lines.editing(edit, frames: frames, insertedSizes: sizes) {
      packAgain($0, top: $1, in: context, size: $2, meeting: $3)
    }
  }

  /// The first item of every line ``arrangeItems(in:item:diagnostics:)`` made, found by
  /// making its decisions again over `frames`: an item with area has a height, and its
  /// frame's width is the width it was packed at.
  ///
  /// - Complexity: O(n).
  private func lineStarts(of frames: [Rect], limit: Double, tolerance: Double) -> [Int32] {
    var ignored = DiagnosticLog()
    let spacing = ignored.nonNegative(interItemSpacing, "interItemSpacing")
    var starts: [Int32] = frames.isEmpty ? [] : [0]
    var x = 0.0
    var lineIsOpen = false
    for (i, frame) in frames.enumerated() where frame.height > 0 {
      if lineIsOpen && x + frame.width > limit + tolerance {
        starts.append(Int32(truncatingIfNeeded: i))
        x = 0
      }
      lineIsOpen = true
      x += frame.width + spacing
    }
    return starts
  }
}
