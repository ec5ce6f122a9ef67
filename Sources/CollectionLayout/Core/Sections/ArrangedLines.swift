/// What a layout that places its items line by line keeps with its section (its
/// ``ItemArrangement/memo``), so that when a few items' inputs change (self-sizing) it
/// re-places their lines and shifts the rest instead of laying the section out again: what
/// the lines were arranged with and, once a replacement needed them, the first item of
/// every line.
///
/// A layout does not record its line breaks while it arranges (that cost a split layout's
/// cold prepare a tenth): the first replacement finds them by replaying the layout's
/// line-breaking decisions over the frames' widths (``findingLines(in:_:)``), in O(n), the
/// cost of the shift that follows anyway. Memory: four bytes per line from then on; none
/// for a list, whose every item is a line.
struct ArrangedLines<Layout: Hashable & Sendable>: Sendable {
  /// The layout the lines came from.
  let layout: Layout
  /// The cross extent the lines were arranged in.
  let crossExtent: Double
  /// How many items the lines hold.
  private(set) var itemCount: Int
  /// Whether every item is a line of its own.
  let isOnePerItem: Bool
  /// The first item of every line, ascending, once found; `nil` before (and for a layout
  /// of one item per line).
  private(set) var lineStarts: [Int32]?
  /// The items' main-axis extent (``ItemArrangement/mainExtent``).
  private(set) var mainExtent: Double

  /// Lines arranged by `layout` in `context`, their breaks to be found when needed
  /// (`isOnePerItem`: every item is a line).
  init(layout: Layout, context: SectionLayoutContext, mainExtent: Double, isOnePerItem: Bool = false) {
    self.layout = layout
    self.crossExtent = context.availableCrossExtent
    self.itemCount = context.itemCount
    self.isOnePerItem = isOnePerItem
    self.mainExtent = mainExtent
  }

  /// These lines with their breaks known: `find` replays the layout's line breaking over
  /// `frames` (the section's frames, as the layout placed them) and returns the first item
  /// of every line.
  ///
  /// - Complexity: O(1) once found; `find`'s cost the first time.
  func findingLines(in frames: [Rect], _ find: ([Rect]) -> [Int32]) -> Self {
    guard !isOnePerItem, lineStarts == nil else { return self }
    var lines = self
    lines.lineStarts = find(frames)
    return lines
  }

  /// These lines broken again: `lineStarts` are the first items of all of them (`nil` for
  /// a layout of one item per line), the items now end at `mainExtent` and, after an edit,
  /// number `itemCount`.
  func relined(_ lineStarts: [Int32]?, mainExtent: Double, itemCount: Int? = nil) -> Self {
    var lines = self
    lines.lineStarts = lineStarts
    lines.mainExtent = mainExtent
    if let itemCount { lines.itemCount = itemCount }
    return lines
  }

  /// The lines `memo` holds if `layout` arranged them in `context`, else `nil`.
  static func of(_ layout: Layout, in context: SectionLayoutContext, memo: (any Sendable)?) -> Self? {
    guard let lines = memo as? Self, lines.layout == layout, lines.crossExtent == context.availableCrossExtent,
      lines.itemCount == context.itemCount
    else { return nil }
    return lines
  }

  /// How many lines there are (once found).
  var lineCount: Int { isOnePerItem ? itemCount : lineStarts?.count ?? 0 }

  /// The line holding `item` (in range): its index and its items.
  ///
  /// - Complexity: O(log lines).
  func line(holding item: Int) -> (index: Int, items: Range<Int>) {
    guard !isOnePerItem, let starts = lineStarts else { return (item, item..<item + 1) }
    // The last line starting at or before `item`.
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let mid = (low + high) >> 1
      if Int(starts[mid]) <= item { low = mid } else { high = mid }
    }
    let end = low + 1 < starts.count ? Int(starts[low + 1]) : itemCount
    return (low, Int(starts[low])..<end)
  }

  /// Re-places the lines holding `changedItems` (ascending, in range) in order, each by
  /// `relay`, and moves every line between them by what the lines before grew.
  ///
  /// `relay` gets a line's index, its items, the changed ones among them, and the run's
  /// frames (item `j` at `j - offset`), the line's already moved by the growth of the lines
  /// before it; it re-places the line's frames and returns how much its main-axis end
  /// moved, or `nil` when it cannot (the section is then laid out again).
  ///
  /// - Complexity: O(items from the first changed line to the last) plus `relay`'s cost.
  func replacing(
    _ changedItems: [Int], frames: [Rect],
    relay: (_ line: Int, _ items: Range<Int>, _ changed: ArraySlice<Int>, _ frames: inout [Rect], _ offset: Int) ->
      Double?
  ) -> ItemReplacement? {
    guard let first = changedItems.first, let last = changedItems.last, frames.count == itemCount,
      isOnePerItem || lineStarts?.isEmpty == false
    else { return nil }
    let run = line(holding: first).items.lowerBound..<line(holding: last).items.upperBound
    var out = Array(frames[run])
    let offset = run.lowerBound
    var shift = 0.0
    var moved = run.lowerBound
    var k = 0
    while k < changedItems.count {
      let (index, items) = line(holding: changedItems[k])
      var end = k
      while end < changedItems.count && changedItems[end] < items.upperBound { end += 1 }
      if shift != 0 {
        for j in moved..<items.upperBound { out[j - offset].origin.y += shift }
      }
      moved = items.upperBound
      guard let growth = relay(index, items, changedItems[k..<end], &out, offset) else { return nil }
      shift += growth
      k = end
    }
    var lines = self
    lines.mainExtent += shift
    return ItemReplacement(items: run, frames: out, shift: shift, mainExtent: lines.mainExtent, memo: lines)
  }
}

extension ItemArrangement {
  /// Frames arranged in lines by `layout` in `context` (`isOnePerItem`: every item a line),
  /// with a memo that keeps the lines for `layout` to re-place one.
  init<Layout: Hashable & Sendable>(
    frames: [Rect], mainExtent: Double, linesOf layout: Layout, in context: SectionLayoutContext,
    isOnePerItem: Bool = false
  ) {
    self.init(
      frames: frames, mainExtent: mainExtent,
      memo: ArrangedLines(layout: layout, context: context, mainExtent: mainExtent, isOnePerItem: isOnePerItem))
  }
}

/// The old line starts a packing of lines again may meet (``ArrangedLines``), walked forward
/// as it opens lines.
struct LineMeeting {
  /// The first item of every old line.
  let starts: [Int32]
  /// The next old line that may start where a new one does.
  var next: Int
  /// How far the old items moved in index (an edit's count change; 0 for a replacement).
  var indexShift = 0

  /// Whether an old line started at `item` (by index after any edit), the first item of a
  /// line the packing opens (items only increase). O(1) amortised.
  mutating func meets(at item: Int) -> Bool {
    let old = item - indexShift
    while next < starts.count && Int(starts[next]) < old { next += 1 }
    return next < starts.count && Int(starts[next]) == old
  }
}

/// The sizes a packing of lines again reads, in item order: each changed item's new size,
/// every other item's from its frame (the size it was packed at). Walked forward as
/// ``LineMeeting`` is, so only the changed items are looked up (a dictionary lookup per
/// item cost packing 50k items again more than the packing itself).
struct RepackedSizes {
  /// The changed items, ascending.
  let changedItems: [Int]
  /// Their new sizes.
  let sizes: [Int: Size]
  /// The section's frames.
  let frames: [Rect]
  /// The first changed item not passed yet.
  private var next = 0

  init(changedItems: [Int], sizes: [Int: Size], frames: [Rect]) {
    self.changedItems = changedItems
    self.sizes = sizes
    self.frames = frames
  }

  /// The size of `item` (in range; items only increase). O(1) amortised.
  @inline(__always)
  mutating func size(of item: Int) -> Size {
    while next < changedItems.count && changedItems[next] < item { next += 1 }
    if next < changedItems.count && changedItems[next] == item, let size = sizes[item] { return size }
    return frames[item].size
  }
}

/// Packing lines again after an item took another width: from the line before the first
/// changed item's, until a line starts at an item after the last changed one where a line
/// started before. A line is placed from its first item and its top alone, so the lines
/// from there on are the old ones, moved by the difference in their tops.
extension ArrangedLines {
  /// Where a packing for `changedItems` (ascending, not empty; the lines found) starts: the
  /// line before the first one's, its items and its top in `frames` (an item that narrowed
  /// at the start of its line may now fit at the end of the one before; lines before that
  /// broke on items that did not change), and the old lines it may meet, those after the
  /// last one's.
  ///
  /// - Complexity: O(log lines + the line's items).
  func repackingStart(for changedItems: [Int], in frames: [Rect]) -> (
    line: Int, items: Range<Int>, top: Double, meeting: LineMeeting
  )? {
    guard let starts = lineStarts, let first = changedItems.first, let last = changedItems.last else { return nil }
    let index = Swift.max(0, line(holding: first).index - 1)
    let items = line(holding: Int(starts[index])).items
    return (
      index, items, Self.top(of: items, in: frames), LineMeeting(starts: starts, next: line(holding: last).index + 1)
    )
  }

  /// Packs the lines again for `changedItems` (ascending, not empty; the lines found) with
  /// `pack`, which packs the items it is given from a top, at the sizes `size` gives (each
  /// changed item at `sizes`, the others at their frames' sizes), until it opens a line
  /// where `meeting` says an old one started, and returns the packed lines' frames and
  /// first items (see `replacement(repackingFrom:frames:packed:packedStarts:end:endTop:)`),
  /// or `nil` when it declines (a repair to report). The packing starts at the line before
  /// the first changed item's (see `repackingStart(for:in:)`).
  ///
  /// - Complexity: `pack`'s cost over the items it packs, plus the replacement's.
  // Inlined, so the layouts' inlined packing loops see the sizes through.
  @inline(__always)
  func repacking(
    _ changedItems: [Int], frames: [Rect], sizes: [Int: Size],
    pack: (
      _ items: Range<Int>, _ top: Double, _ size: (Int) -> Size, _ meeting: LineMeeting
    ) -> (frames: [Rect], mainExtent: Double, end: Int, lineStarts: [Int32])?
  ) -> ItemReplacement? {
    guard frames.count == itemCount, let start = repackingStart(for: changedItems, in: frames) else { return nil }
    var repacked = RepackedSizes(changedItems: changedItems, sizes: sizes, frames: frames)
    guard
      let packed = pack(start.items.lowerBound..<frames.count, start.top, { repacked.size(of: $0) }, start.meeting)
    else { return nil }
    return replacement(
      repackingFrom: start.line, frames: frames, packed: packed.frames, packedStarts: packed.lineStarts,
      end: packed.end, endTop: packed.mainExtent)
  }

  /// The replacement made of the lines from line `index` packed again into `packed` (one
  /// frame per item from the line's first): the packing stopped before item `end` at a line
  /// whose new top is `endTop`, or packed to the section's end (`end` is the item count)
  /// and ended at `endTop`. `packedStarts` are the packed lines' first items, counted from
  /// the line's first item. After an edit, `end` is an index after it and the old lines
  /// from the met one on move by `countChange` items.
  ///
  /// - Complexity: O(lines) for the line starts kept, plus the met line's items.
  func replacement(
    repackingFrom index: Int, frames: [Rect], packed: [Rect], packedStarts: [Int32], end: Int, endTop: Double,
    countChange: Int = 0
  ) -> ItemReplacement? {
    guard let starts = lineStarts else { return nil }
    let first = Int(starts[index])
    // `end` counts items after an edit; the old lines, before it.
    let oldEnd = end - countChange
    let met = oldEnd < frames.count
    let metLine = met ? line(holding: oldEnd) : (index: starts.count, items: oldEnd..<oldEnd)
    let shift = met ? endTop - Self.top(of: metLine.items, in: frames) : 0
    let extent = met ? mainExtent + shift : endTop
    let offset = Int32(truncatingIfNeeded: first)
    let moved = Int32(truncatingIfNeeded: countChange)
    let newStarts =
      Array(starts[..<index]) + packedStarts.map { $0 &+ offset } + starts[metLine.index...].map { $0 &+ moved }
    return ItemReplacement(
      items: first..<end, replacedItems: first..<oldEnd, frames: packed, shift: shift, mainExtent: extent,
      memo: relined(newStarts, mainExtent: extent, itemCount: frames.count + countChange))
  }

  /// A line's top in `frames`: its highest item's (items centred across a line move down).
  /// O(items).
  static func top(of line: Range<Int>, in frames: [Rect]) -> Double {
    var top = Double.infinity
    for j in line { top = Swift.min(top, frames[j].minY) }
    return top
  }
}
