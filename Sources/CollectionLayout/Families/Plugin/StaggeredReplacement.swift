/// A staggered section's items placed again from the first one an update changed, from
/// the frames the section holds: a kept item is as long as its frame, so only the items
/// the update inserted (or whose inputs changed) are asked for their aspect ratios.
///
/// The placement is the arrangement's, item by item: each item goes where the columns'
/// ends send it. Once every change is behind and each column ends where it ended after
/// the same old item, every later item lies where it lay: the run stops there (a reload
/// that kept its item's length stops at once). Otherwise it reaches the section's end;
/// with round-robin placement, a count change that is not a multiple of the columns moves
/// every later item to another column.
struct StaggeredReplacement {
  /// The section's columns, as the arrangement divided it.
  let grid: ColumnGrid
  /// The gap between items of a column.
  let gap: Double
  let placement: StaggeredSectionLayout.Placement
  /// The section's frames before the update.
  let frames: [Rect]

  /// What the run placed: new frames for `items`, replacing the old frames of
  /// `replacedItems`, and where the columns end after the section's last item.
  struct Run {
    var items: Range<Int>
    var replacedItems: Range<Int>
    var frames: [Rect]
    /// `nil` when the run stopped before the end: the columns end as they did.
    var ends: [Double]?
  }

  /// The column an item before the update lay in: from its index with round-robin
  /// placement, else from its frame's cross-axis start; `nil` when that start is no
  /// column's (the frames are not this grid's).
  func column(ofOld item: Int) -> Int? {
    if placement == .roundRobin || grid.count == 1 { return item % grid.count }
    let pitch = grid.width + grid.spacing
    let start = frames[item].minX
    // Bounded before it becomes an integer: a frame off the grid is declined, never trapped on.
    guard pitch > 0, start >= 0, start / pitch < Double(grid.count) else { return nil }
    let c = Int((start / pitch).rounded())
    return c < grid.count && grid.start(of: c) == start ? c : nil
  }

  /// Where each column ends after the items before `first` (`-gap` while a column is
  /// empty): the end of its last item, found walking back from `first`.
  ///
  /// - Complexity: O(items back to the last column's last item): O(columns) in a section
  ///   whose columns all hold items before `first`, O(first) at most.
  func ends(before first: Int) -> [Double]? {
    var ends = [Double](repeating: -gap, count: grid.count)
    var seen = [Bool](repeating: false, count: grid.count)
    let walked = lastEnds(before: first, seen: &seen) { c, end in
      ends[c] = end
      return true
    }
    return walked == nil ? nil : ends
  }

  /// Whether each column ends at `ends` after the items before `item` (see
  /// ``ends(before:)``); `nil` when a frame is not one of this grid's columns. Reads back
  /// from `item` only until a column differs; `seen` is scratch, one flag per column, all
  /// false before and after.
  ///
  /// - Complexity: as ``ends(before:)`` at most.
  func columns(endingAt ends: [Double], before item: Int, seen: inout [Bool]) -> Bool? {
    defer { for c in seen.indices { seen[c] = false } }
    guard let same = lastEnds(before: item, seen: &seen, { c, end in end == ends[c] }) else { return nil }
    // Columns without an item before `item` end at `-gap`.
    return same && ends.indices.allSatisfy { seen[$0] || ends[$0] == -gap }
  }

  /// Walks back from `item`, handing `body` each column and the end of its last item
  /// before `item`, marked in `seen`, until every column has shown one or `body` returns
  /// false (then `false`); `nil` when a frame is not one of this grid's columns.
  private func lastEnds(before item: Int, seen: inout [Bool], _ body: (Int, Double) -> Bool) -> Bool? {
    var missing = grid.count
    var j = item - 1
    while j >= 0 && missing > 0 {
      guard let c = column(ofOld: j) else { return nil }
      if !seen[c] {
        guard body(c, frames[j].maxY) else { return false }
        seen[c] = true
        missing -= 1
      }
      j -= 1
    }
    return true
  }

  /// Places the items from `edit`'s first change on, a kept item as long as its old
  /// frame, an inserted one `insertedLength(i)` long (asked once per inserted item, in
  /// order); `nil` when a kept frame is not one of this grid's columns.
  ///
  /// The columns are compared with the old ones right after the last change (where a
  /// reload that kept its length stops), then every ``checkInterval(columns:)`` items, not
  /// after each: a run that could have stopped places at most that many items more.
  ///
  /// - Complexity: O(r · columns) with shortest-column placement, O(r) with round-robin,
  ///   for the r items from the first change to where the run stops.
  func placing(_ edit: ItemEdit, insertedLength: (Int) -> Double) -> Run? {
    let first = edit.firstChangedItem
    let (unchangedTail, countChange) = (edit.unchangedTail, edit.countChange)
    guard frames.count == edit.oldItemCount, var ends = ends(before: first) else { return nil }
    let keepsColumns = placement == .shortestColumn || edit.countChange % grid.count == 0
    let interval = Self.checkInterval(columns: grid.count)
    var walk = EditWalk(edit, from: first)
    var placed: [Rect] = []
    var next = first
    var nextCheck = first
    var seen = [Bool](repeating: false, count: grid.count)
    while true {
      // Once every old item from `oldNext` on is kept, unchanged, the run may stop here.
      let oldNext = next - countChange
      if keepsColumns && oldNext >= unchangedTail && next >= nextCheck {
        guard let same = columns(endingAt: ends, before: oldNext, seen: &seen) else { return nil }
        if same { return Run(items: first..<next, replacedItems: first..<oldNext, frames: placed, ends: nil) }
        // Not right after the last change: the run is likely to reach the end.
        if nextCheck == first { placed.reserveCapacity(edit.newItemCount - first) }
        nextCheck = next + interval
      }
      guard next < edit.newItemCount else { break }
      let length: Double
      if let old = walk.oldItem(next) {
        guard frames[old].width == grid.width else { return nil }
        length = frames[old].height
      } else {
        length = insertedLength(next)
      }
      let c = StaggeredSectionLayout.column(of: next, placement: placement, ends: ends)
      let y = ends[c] + gap
      placed.append(Rect(x: grid.start(of: c), y: y, width: grid.width, height: length))
      ends[c] = y + length
      next += 1
    }
    return Run(items: first..<edit.newItemCount, replacedItems: first..<frames.count, frames: placed, ends: ends)
  }

  /// How many items a run places between two comparisons of its columns with the old
  /// ones: a comparison reads each column's last item, so it waits for as many items.
  static func checkInterval(columns: Int) -> Int { Swift.max(16, columns) }
}
