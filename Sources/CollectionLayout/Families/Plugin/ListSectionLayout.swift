/// Full-width rows, one item per line, as a table view: each item keeps its main-axis
/// extent (height in a vertical layout) and spans the item area across.
///
/// - Complexity: O(n) time and memory. A row whose height alone changed (a measured cell)
///   is re-placed in O(1), and rows inserted or deleted by a batch update in O(rows from
///   the first change to the last); the rows after them move in one pass.
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

  /// Places the rows from the first the batch update changed to its last, each inserted
  /// row at its new height and every other at its old one, and moves the rows after them.
  ///
  /// - Complexity: O(rows from the first change to the last), asking only for the
  ///   inserted rows' heights.
  public func editingItems(
    _ edit: ItemEdit, in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard let lines = ArrangedLines.of(self, before: edit, in: context, memo: memo), lines.isOnePerItem,
      frames.count == edit.oldItemCount
    else { return nil }
    // The spacing's repair was reported when the section was arranged.
    var reported = DiagnosticLog()
    let gap = reported.nonNegative(lineSpacing, "lineSpacing", section: context.section)
    let width = context.availableCrossExtent
    let first = edit.firstChangedItem
    let tail = edit.unchangedTail
    let newTail = tail + edit.countChange
    var placed: [Rect] = []
    placed.reserveCapacity(newTail - first)
    // As `arrangeItems` sums: the row before's end, then the gap.
    var y = first == 0 ? 0 : frames[first - 1].maxY
    var walk = EditWalk(edit, from: first)
    for i in first..<newTail {
      if i > 0 { y += gap }
      let height = walk.oldItem(i).map { frames[$0].height } ?? item(i).size.height
      placed.append(Rect(x: 0, y: y, width: width, height: height))
      y += height
    }
    let movesTail = tail < edit.oldItemCount
    let shift = movesTail ? (newTail == 0 ? 0 : y + gap) - frames[tail].minY : 0
    let extent = movesTail ? lines.mainExtent + shift : y
    return ItemReplacement(
      items: first..<newTail, replacedItems: first..<tail, frames: placed, shift: shift, mainExtent: extent,
      memo: lines.relined(nil, mainExtent: extent, itemCount: edit.newItemCount))
  }
}
