/// PluginLayout's mosaic: equal columns over an invisible grid of lines; an item may span
/// several neighbouring columns that end at the same place, and its length is rounded up
/// to whole lines and snapped to a neighbouring column's end.
///
/// For each item (vertical terms):
/// 1. find the lowest column end; take the run of neighbouring columns from the first
///    column at that end that all end there;
/// 2. use only the run's first column if the item cannot be big, or the previous item
///    spanned several columns, or it is portrait (ratio < 1) and the run spans every column;
/// 3. the item spans the run: width = k columns and k − 1 gaps, height = its width ÷
///    ratio rounded up to a multiple of `lineMultiple`;
/// 4. snap: if a column ends less than `lineMultiple` from the item's end (the first such
///    column by ascending end), the item ends there instead, provided it keeps a positive
///    length;
/// 5. the run's columns now end at the item's end.
///
/// Every item starts `lineSpacing` below its column's end — the first row too, one line
/// spacing below the section's inset, as upstream (reference, mosaic step 3). The section
/// ends at the longest column.
///
/// Repairs: a line count outside 1…4096 (`mosaic.lineCount`); a line multiple that is not
/// finite or below 20 becomes 20 (`mosaic.lineMultiple`; upstream's minimum).
///
/// - Complexity: O(n · columns) time, O(n + columns) memory.
public struct MosaicSectionLayout: ItemArranger, Hashable {
  /// The smallest line multiple upstream allows.
  public static let minimumLineMultiple = 20.0

  /// The number of columns (lines, in a horizontal layout).
  public var lineCount: Int
  /// The grid line every item's length is a multiple of.
  public var lineMultiple: Double
  /// The gap between columns.
  public var interItemSpacing: Double
  /// The gap between an item and the one above it.
  public var lineSpacing: Double

  /// Creates a mosaic.
  public init(lineCount: Int = 3, lineMultiple: Double = 50, interItemSpacing: Double = 0, lineSpacing: Double = 0) {
    self.lineCount = lineCount
    self.lineMultiple = lineMultiple
    self.interItemSpacing = interItemSpacing
    self.lineSpacing = lineSpacing
  }

  /// Lays out the items; see the type's description.
  public func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    let (grid, gap, m) = lines(in: context, diagnostics: &diagnostics)
    var placed = Arranged(layout: self, ends: [Double](repeating: 0, count: grid.count), itemCount: context.itemCount)
    let frames = place(0..<context.itemCount, in: grid, gap: gap, lineMultiple: m, after: &placed, item: item)
    return ItemArrangement(frames: frames, mainExtent: placed.mainExtent, memo: placed)
  }

  /// Places items a batch update appended to the section after the others, from where the
  /// columns ended and whether the last item spanned several; the items before them stay.
  /// `nil` (the section laid out again) for any other edit, which moves items from column
  /// to column.
  ///
  /// - Complexity: O(appended items · columns); only the appended items are asked for.
  public func editingItems(
    _ edit: ItemEdit, in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard let appended = edit.appendedItems(after: frames, in: context), var placed = memo as? Arranged,
      placed.layout == self, placed.itemCount == appended.lowerBound
    else { return nil }
    var reported = DiagnosticLog()  // Reported when the section was arranged.
    let (grid, gap, m) = lines(in: context, diagnostics: &reported)
    guard placed.ends.count == grid.count else { return nil }
    let placedFrames = place(appended, in: grid, gap: gap, lineMultiple: m, after: &placed, item: item)
    return ItemReplacement(
      items: appended, replacedItems: appended.lowerBound..<appended.lowerBound, frames: placedFrames, shift: 0,
      mainExtent: placed.mainExtent, memo: placed)
  }

  /// Where the items placed so far leave the columns: what an arrangement keeps for
  /// ``editingItems(_:in:frames:item:memo:diagnostics:)``.
  private struct Arranged: Sendable {
    let layout: MosaicSectionLayout
    /// Where each column ends.
    var ends: [Double]
    /// Whether the last item placed spanned several columns.
    var previousWasBig = false
    var itemCount: Int
    /// The section's extent: the longest column.
    var mainExtent: Double { ends.max() ?? 0 }
  }

  /// The columns of `context`, the gap before an item and the line multiple, repaired into
  /// `diagnostics`.
  private func lines(in context: SectionLayoutContext, diagnostics: inout DiagnosticLog) -> (
    ColumnGrid, gap: Double, lineMultiple: Double
  ) {
    let section = context.section
    let (grid, gap) = ColumnGrid.columns(
      lineCount, interItemSpacing: interItemSpacing, lineSpacing: lineSpacing, name: "mosaic", in: context,
      diagnostics: &diagnostics)
    var m = diagnostics.boundedLength(lineMultiple, "line multiple", section: section)
    if !(m >= Self.minimumLineMultiple && m.isFinite) {
      m = Self.minimumLineMultiple
      diagnostics.report(
        "mosaic.lineMultiple", section: section,
        "line multiple \(lineMultiple) is below \(Self.minimumLineMultiple) or not finite; used \(m)")
    }
    return (grid, gap, m)
  }

  /// Places `items` after those `placed` describes, as the type's description says, and
  /// moves `placed` on; the frames, one per item.
  // Inlined into its callers, so `item` is too.
  @inline(__always)
  private func place(
    _ items: Range<Int>, in grid: ColumnGrid, gap: Double, lineMultiple m: Double, after placed: inout Arranged,
    item: (Int) -> ItemInput
  ) -> [Rect] {
    var ends = placed.ends
    placed.ends = []  // `ends` now holds the only reference: changed in place.
    var previousWasBig = placed.previousWasBig
    var frames: [Rect] = []
    frames.reserveCapacity(items.count)
    for i in items {
      let input = item(i)
      // 1. The lowest end, and the run of columns from the first one there.
      var first = 0
      for c in 1..<grid.count where ends[c] < ends[first] { first = c }
      var k = 1
      while first + k < grid.count && ends[first + k] == ends[first] { k += 1 }
      // 2. When the item may not span the run.
      if !input.canBeBig || previousWasBig || (input.aspectRatio < 1 && k == grid.count) { k = 1 }
      // 3. Span the run; round the length up to whole lines.
      let y = ends[first] + gap
      let width = grid.span(k)
      var height = (width / input.aspectRatio / m).rounded(.up) * m
      // 4. Snap to the first column (by ascending end) that ends within a line of it.
      var snap: Int?
      for c in 0..<grid.count where abs(ends[c] - (y + height)) < m && ends[c] - y > 0 {
        if snap.map({ ends[c] < ends[$0] }) ?? true { snap = c }
      }
      if let snap { height = ends[snap] - y }
      // 5. The run's columns end with the item.
      for c in first..<first + k {
        ends[c] = y + height
      }
      frames.append(Rect(x: grid.start(of: first), y: y, width: width, height: height))
      previousWasBig = k > 1
    }
    placed.ends = ends
    placed.previousWasBig = previousWasBig
    placed.itemCount = items.upperBound
    return frames
  }
}

/// Items take their sizes from their aspect ratios, never from ``ItemInput/size``.
extension MosaicSectionLayout: ArrangesWithoutSizes {}
