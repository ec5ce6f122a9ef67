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
  let itemCount: Int
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

  /// These lines broken again: `lineStarts` are the first items of all of them, and the
  /// items now end at `mainExtent`.
  func relined(_ lineStarts: [Int32], mainExtent: Double) -> Self {
    var lines = self
    lines.lineStarts = lineStarts
    lines.mainExtent = mainExtent
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
