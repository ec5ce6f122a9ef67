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
    var ends = [Double](repeating: 0, count: grid.count)
    var frames: [Rect] = []
    frames.reserveCapacity(context.itemCount)
    var previousWasBig = false
    for i in 0..<context.itemCount {
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
    return ItemArrangement(frames: frames, mainExtent: ends.max() ?? 0)
  }
}

/// Items take their sizes from their aspect ratios, never from ``ItemInput/size``.
extension MosaicSectionLayout: ArrangesWithoutSizes {}
