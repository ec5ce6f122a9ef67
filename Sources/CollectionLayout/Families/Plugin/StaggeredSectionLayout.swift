/// Equal columns filled independently (a Pinterest-style waterfall): each item is a
/// column wide and as long as its aspect ratio makes it.
///
/// The first item of a column starts at the section's top; later ones `lineSpacing` below
/// the previous item of their column. The section ends at its longest column.
///
/// Repairs: a line count outside 1…4096 is clamped (`staggered.lineCount`).
///
/// - Complexity: O(n) with round-robin placement, O(n · columns) with shortest-column. A
///   measured cell, whose size this layout does not read, lays nothing out; items a batch
///   update appends are placed after the others, in O(appended items); any other edit
///   places the items again from its first change, from the lengths the section holds.
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
    let (grid, gap) = columns(in: context, diagnostics: &diagnostics)
    // A column's end, or -gap while it is empty so its first item starts at 0.
    var ends = [Double](repeating: -gap, count: grid.count)
    let frames = place(0..<context.itemCount, in: grid, gap: gap, ends: &ends, item: item)
    let mainExtent = Swift.max(0, ends.max() ?? 0)
    return ItemArrangement(
      frames: frames, mainExtent: mainExtent,
      memo: Arranged(layout: self, mainExtent: mainExtent, ends: ends, itemCount: context.itemCount))
  }

  /// The section's columns and the gap between items of a column, repairs into
  /// `diagnostics`.
  private func columns(in context: SectionLayoutContext, diagnostics: inout DiagnosticLog) -> (ColumnGrid, Double) {
    ColumnGrid.columns(
      lineCount, interItemSpacing: interItemSpacing, lineSpacing: lineSpacing, name: "staggered", in: context,
      diagnostics: &diagnostics)
  }

  /// Places `items` in the columns of `grid`, each in its column after `ends` (a column's
  /// end, `-gap` while it is empty), which it moves on; the frames, one per item.
  // Inlined into its callers, so `item` is too (the 1M-item cold prepare reads it per item).
  @inline(__always)
  private func place(
    _ items: Range<Int>, in grid: ColumnGrid, gap: Double, ends: inout [Double], item: (Int) -> ItemInput
  ) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(items.count)
    for i in items {
      let c = Self.column(of: i, placement: placement, ends: ends)
      let y = ends[c] + gap
      let height = grid.width / item(i).aspectRatio
      frames.append(Rect(x: grid.start(of: c), y: y, width: grid.width, height: height))
      ends[c] = y + height
    }
    return frames
  }

  /// The column item `i` goes to when the columns end at `ends`.
  @inline(__always)
  static func column(of i: Int, placement: Placement, ends: [Double]) -> Int {
    switch placement {
    case .roundRobin: return i % ends.count
    case .shortestColumn:
      var best = 0
      for k in 1..<ends.count where ends[k] < ends[best] { best = k }
      return best
    }
  }

  /// What an arrangement keeps for ``replacingItems(_:in:frames:item:memo:diagnostics:)``
  /// and ``editingItems(_:in:frames:item:memo:diagnostics:)``: where each column ends after
  /// the section's items.
  private struct Arranged: Sendable {
    let layout: StaggeredSectionLayout
    let mainExtent: Double
    let ends: [Double]
    let itemCount: Int
  }

  /// Places items a batch update appended to the section after the others, from where
  /// the columns ended; re-places any other edit from its first change, kept items as long
  /// as their frames, until the columns end as they did after the same old item, or to the
  /// section's end.
  ///
  /// - Complexity: O(appended items) for an append; else O(r) for the r items from the
  ///   first change to where the run stops (the section's end at worst). Times the
  ///   columns with shortest-column placement. Only the inserted items are asked for.
  public func editingItems(
    _ edit: ItemEdit, in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard let arranged = memo as? Arranged, arranged.layout == self, arranged.itemCount == frames.count,
      context.itemCount == edit.newItemCount
    else { return nil }
    var reported = DiagnosticLog()  // Reported when the section was arranged.
    let (grid, gap) = columns(in: context, diagnostics: &reported)
    guard arranged.ends.count == grid.count else { return nil }
    if let appended = edit.appendedItems(after: frames, in: context) {
      var ends = arranged.ends
      let placed = place(appended, in: grid, gap: gap, ends: &ends, item: item)
      let mainExtent = Swift.max(0, ends.max() ?? 0)
      return ItemReplacement(
        items: appended, replacedItems: appended.lowerBound..<appended.lowerBound, frames: placed, shift: 0,
        mainExtent: mainExtent,
        memo: Arranged(layout: self, mainExtent: mainExtent, ends: ends, itemCount: appended.upperBound))
    }
    return replacing(edit, grid: grid, gap: gap, frames: frames, arranged: arranged) {
      grid.width / item($0).aspectRatio
    }
  }

  /// Keeps the section as it is when the changed items
  /// (``LayoutModel/invalidateItems(_:inSection:)``) still take the lengths their aspect
  /// ratios gave, as when only inputs this layout does not read changed; otherwise
  /// re-places the items from the first changed one, as an edit that reloaded them (see
  /// ``editingItems(_:in:frames:item:memo:diagnostics:)``). (A measured size marks nothing
  /// here.)
  ///
  /// - Complexity: O(changed items) when no length changed; else as an edit's.
  public func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard let arranged = memo as? Arranged, arranged.layout == self, let first = changedItems.first,
      frames.count == context.itemCount, arranged.itemCount == frames.count,
      let reload = ItemEdit(deletedItems: changedItems, insertedItems: changedItems, oldItemCount: frames.count)
    else { return nil }
    var reported = DiagnosticLog()
    let (grid, gap) = columns(in: context, diagnostics: &reported)
    guard arranged.ends.count == grid.count else { return nil }
    let lengths = changedItems.map { grid.width / item($0).aspectRatio }
    if zip(changedItems, lengths).allSatisfy({ frames[$0].width == grid.width && frames[$0].height == $1 }) {
      return ItemReplacement(
        items: first..<first + 1, frames: [frames[first]], shift: 0, mainExtent: arranged.mainExtent, memo: arranged)
    }
    var next = 0
    return replacing(reload, grid: grid, gap: gap, frames: frames, arranged: arranged) { _ in
      defer { next += 1 }
      return lengths[next]
    }
  }

  /// The replacement of the run `StaggeredReplacement` places for `edit`.
  private func replacing(
    _ edit: ItemEdit, grid: ColumnGrid, gap: Double, frames: [Rect], arranged: Arranged,
    insertedLength: (Int) -> Double
  ) -> ItemReplacement? {
    let replacement = StaggeredReplacement(grid: grid, gap: gap, placement: placement, frames: frames)
    guard let run = replacement.placing(edit, insertedLength: insertedLength) else { return nil }
    let ends = run.ends ?? arranged.ends
    let mainExtent = run.ends.map { Swift.max(0, $0.max() ?? 0) } ?? arranged.mainExtent
    return ItemReplacement(
      items: run.items, replacedItems: run.replacedItems, frames: run.frames, shift: 0, mainExtent: mainExtent,
      memo: Arranged(layout: self, mainExtent: mainExtent, ends: ends, itemCount: edit.newItemCount))
  }
}

/// Items take their sizes from their aspect ratios, never from ``ItemInput/size``.
extension StaggeredSectionLayout: ArrangesWithoutSizes {}
