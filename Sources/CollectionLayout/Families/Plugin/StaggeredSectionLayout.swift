/// Equal columns filled independently (a Pinterest-style waterfall): each item is a
/// column wide and as long as its aspect ratio makes it.
///
/// The first item of a column starts at the section's top; later ones `lineSpacing` below
/// the previous item of their column. The section ends at its longest column.
///
/// Repairs: a line count outside 1…4096 is clamped (`staggered.lineCount`).
///
/// - Complexity: O(n) with round-robin placement, O(n · columns) with shortest-column. A
///   measured cell, whose size this layout does not read, lays nothing out.
public struct StaggeredSectionLayout: ItemArranger, Hashable {
  /// Which column an item goes to.
  public enum Placement: String, Hashable, Sendable, CaseIterable {
    /// Item i in column i mod columns, as upstream: columns differ by at most one item.
    case roundRobin
    /// The column that ends first, ties to the leading one: columns end as evenly as
    /// possible.
    case shortestColumn
  }

  /// The number of columns (lines, in a horizontal layout).
  public var lineCount: Int
  /// The gap between columns.
  public var interItemSpacing: Double
  /// The gap between items of a column.
  public var lineSpacing: Double
  /// How items are dealt to columns.
  public var placement: Placement

  /// Creates a staggered layout.
  public init(
    lineCount: Int = 2, interItemSpacing: Double = 0, lineSpacing: Double = 0, placement: Placement = .roundRobin
  ) {
    self.lineCount = lineCount
    self.interItemSpacing = interItemSpacing
    self.lineSpacing = lineSpacing
    self.placement = placement
  }

  /// Lays out the items; see the type's description.
  public func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    let (grid, gap) = ColumnGrid.columns(
      lineCount, interItemSpacing: interItemSpacing, lineSpacing: lineSpacing, name: "staggered", in: context,
      diagnostics: &diagnostics)
    // A column's end, or -gap while it is empty so its first item starts at 0.
    var ends = [Double](repeating: -gap, count: grid.count)
    var frames: [Rect] = []
    frames.reserveCapacity(context.itemCount)
    for i in 0..<context.itemCount {
      let c: Int
      switch placement {
      case .roundRobin: c = i % grid.count
      case .shortestColumn:
        var best = 0
        for k in 1..<grid.count where ends[k] < ends[best] { best = k }
        c = best
      }
      let y = ends[c] + gap
      let height = grid.width / item(i).aspectRatio
      frames.append(Rect(x: grid.start(of: c), y: y, width: grid.width, height: height))
      ends[c] = y + height
    }
    let mainExtent = Swift.max(0, ends.max() ?? 0)
    return ItemArrangement(frames: frames, mainExtent: mainExtent, memo: Arranged(layout: self, mainExtent: mainExtent))
  }

  /// What an arrangement keeps for ``replacingItems(_:in:frames:item:memo:diagnostics:)``.
  private struct Arranged: Sendable {
    let layout: StaggeredSectionLayout
    let mainExtent: Double
  }

  /// Keeps the section as it is when the changed items
  /// (``LayoutModel/invalidateItems(_:inSection:)``) still take the heights their aspect
  /// ratios gave, as when only inputs this layout does not read changed; `nil` (the section laid out again) when one's height changed, which
  /// moves the items after it from column to column. (A measured size marks nothing here.)
  ///
  /// - Complexity: O(changed items).
  public func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard let arranged = memo as? Arranged, arranged.layout == self, let first = changedItems.first,
      frames.count == context.itemCount
    else { return nil }
    var reported = DiagnosticLog()
    let (grid, _) = ColumnGrid.columns(
      lineCount, interItemSpacing: interItemSpacing, lineSpacing: lineSpacing, name: "staggered", in: context,
      diagnostics: &reported)
    for i in changedItems {
      guard frames[i].width == grid.width, grid.width / item(i).aspectRatio == frames[i].height else { return nil }
    }
    return ItemReplacement(
      items: first..<first + 1, frames: [frames[first]], shift: 0, mainExtent: arranged.mainExtent, memo: arranged)
  }
}

/// Items take their sizes from their aspect ratios, never from ``ItemInput/size``.
extension StaggeredSectionLayout: ArrangesWithoutSizes {}
