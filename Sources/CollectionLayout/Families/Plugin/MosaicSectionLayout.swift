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
/// - Complexity: O(n · columns) time, O(n + columns) memory. A measured cell, whose size
///   this layout does not read, lays nothing out; items a batch update appends are placed
///   after the others, in O(appended items · columns); any other edit places the items
///   again from its first change, asking for each until the columns end as they did.
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
    var columns = self.columns(in: context, diagnostics: &diagnostics)
    let frames = place(0..<context.itemCount, after: &columns, item: item)
    let arranged = Arranged(layout: self, columns: columns, itemCount: context.itemCount)
    return ItemArrangement(frames: frames, mainExtent: arranged.mainExtent, memo: arranged)
  }

  /// Places items a batch update appended to the section after the others, from where the
  /// columns ended and whether the last item spanned several; places any other edit
  /// again from its first change, until the columns end as they did after the same old
  /// item, or to the section's end. `nil` (the section laid out again) when the columns
  /// differ right after the last change with more than half the section ahead.
  ///
  /// - Complexity: O(appended items · columns) for an append, and only the appended items
  ///   are asked for. Any other edit: O(r · columns) for the r items from the first change
  ///   to where the run stops (the section's end at worst), and those r items are asked
  ///   for, the kept ones too: a mosaic's frames do not hold how each item was placed.
  public func editingItems(
    _ edit: ItemEdit, in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard let arranged = memo as? Arranged, arranged.layout == self, arranged.itemCount == frames.count,
      context.itemCount == edit.newItemCount
    else { return nil }
    var reported = DiagnosticLog()  // Reported when the section was arranged.
    let start = columns(in: context, diagnostics: &reported)
    guard arranged.columns.grid == start.grid else { return nil }
    if let appended = edit.appendedItems(after: frames, in: context) {
      var columns = arranged.columns
      let placedFrames = place(appended, after: &columns, item: item)
      let placed = Arranged(layout: self, columns: columns, itemCount: appended.upperBound)
      return ItemReplacement(
        items: appended, replacedItems: appended.lowerBound..<appended.lowerBound, frames: placedFrames, shift: 0,
        mainExtent: placed.mainExtent, memo: placed)
    }
    return replacing(edit, start: start, frames: frames, arranged: arranged, item: item)
  }

  /// Re-places the items from the first changed one
  /// (``LayoutModel/invalidateItems(_:inSection:)``: an app changed their aspect ratios or
  /// whether they may span columns), as an edit that reloaded them (see
  /// ``editingItems(_:in:frames:item:memo:diagnostics:)``): when they keep their shapes,
  /// only they are placed again. (A measured size marks nothing here.)
  ///
  /// - Complexity: as an edit's.
  public func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard let arranged = memo as? Arranged, arranged.layout == self, frames.count == context.itemCount,
      arranged.itemCount == frames.count,
      let reload = ItemEdit(deletedItems: changedItems, insertedItems: changedItems, oldItemCount: frames.count)
    else { return nil }
    var reported = DiagnosticLog()
    let start = columns(in: context, diagnostics: &reported)
    guard arranged.columns.grid == start.grid else { return nil }
    return replacing(reload, start: start, frames: frames, arranged: arranged, item: item)
  }

  /// The replacement of the run `MosaicReplacement` places for `edit`.
  private func replacing(
    _ edit: ItemEdit, start: MosaicColumns, frames: [Rect], arranged: Arranged, item: (Int) -> ItemInput
  ) -> ItemReplacement? {
    guard let run = MosaicReplacement(start: start, frames: frames).placing(edit, item: item) else { return nil }
    let placed = Arranged(layout: self, columns: run.end ?? arranged.columns, itemCount: edit.newItemCount)
    return ItemReplacement(
      items: run.items, replacedItems: run.replacedItems, frames: run.frames, shift: 0, mainExtent: placed.mainExtent,
      memo: placed)
  }

  /// Where the items placed so far leave the columns: what an arrangement keeps for
  /// ``editingItems(_:in:frames:item:memo:diagnostics:)``.
  private struct Arranged: Sendable {
    let layout: MosaicSectionLayout
    /// The columns after the section's items.
    var columns: MosaicColumns
    var itemCount: Int
    /// The section's extent: the longest column.
    var mainExtent: Double { columns.ends.max() ?? 0 }
  }

  /// The empty columns of `context`, with the gap before an item and the line multiple,
  /// repaired into `diagnostics`.
  private func columns(in context: SectionLayoutContext, diagnostics: inout DiagnosticLog) -> MosaicColumns {
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
    return MosaicColumns(grid: grid, gap: gap, lineMultiple: m, ends: [Double](repeating: 0, count: grid.count))
  }

  /// Places `items` after those `columns` describes, as the type's description says, and
  /// moves `columns` on; the frames, one per item.
  // Inlined into its callers, so `item` is too.
  @inline(__always)
  private func place(_ items: Range<Int>, after columns: inout MosaicColumns, item: (Int) -> ItemInput) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(items.count)
    for i in items {
      frames.append(columns.place(item(i)))
    }
    return frames
  }
}

/// Items take their sizes from their aspect ratios, never from ``ItemInput/size``.
extension MosaicSectionLayout: ArrangesWithoutSizes {}
