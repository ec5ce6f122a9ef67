/// Full-width rows, one item per line, as a table view: each item keeps its main-axis
/// extent (height in a vertical layout) and spans the item area across.
///
/// - Complexity: O(n) time and memory. A row whose height alone changed (a measured cell)
///   is re-placed in O(1), the rows after it moved in one pass.
public struct ListSectionLayout: ItemArranger, Hashable {
  /// The gap between rows.
  public var lineSpacing: Double

  /// Creates a list.
  public init(lineSpacing: Double = 0) {
    self.lineSpacing = lineSpacing
  }

  /// Only sizes are read.
  public var readsItemSizesOnly: Bool { true }

  /// Lays out the rows; see the type's description.
  public func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    let gap = diagnostics.nonNegative(lineSpacing, "lineSpacing", section: context.section)
    let width = context.availableCrossExtent
    var frames: [Rect] = []
    frames.reserveCapacity(context.itemCount)
    var y = 0.0
    for i in 0..<context.itemCount {
      if i > 0 { y += gap }
      let height = item(i).size.height
      frames.append(Rect(x: 0, y: y, width: width, height: height))
      y += height
    }
    return ItemArrangement(frames: frames, mainExtent: y, linesOf: self, in: context, isOnePerItem: true)
  }

  /// Re-places the changed rows at their new heights and moves the rows after each by its
  /// growth.
  ///
  /// - Complexity: O(rows from the first changed to the last).
  public func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard let lines = ArrangedLines.of(self, in: context, memo: memo) else { return nil }
    return lines.replacing(changedItems, frames: frames) { _, row, _, frames, offset in
      let i = row.lowerBound
      let height = item(i).size.height
      let growth = height - frames[i - offset].height
      frames[i - offset].size.height = height
      return growth
    }
  }
}
