/// Where a mosaic's items placed so far leave its columns, and the placement of the next
/// item: the steps `MosaicSectionLayout` describes, one item at a time.
struct MosaicColumns: Equatable {
  /// The section's columns.
  let grid: ColumnGrid
  /// The gap before an item.
  let gap: Double
  /// The grid line every item's length is a multiple of.
  let lineMultiple: Double
  /// Where each column ends (0 while it is empty).
  var ends: [Double]
  /// Whether the last item placed spanned several columns.
  var previousWasBig = false

  /// Places one item after the others and moves the columns on; its frame.
  @inline(__always)
  mutating func place(_ input: ItemInput) -> Rect {
    let m = lineMultiple
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
    previousWasBig = k > 1
    return Rect(x: grid.start(of: first), y: y, width: width, height: height)
  }
}

/// A mosaic section's items placed again from the first one an update changed.
///
/// A mosaic's frames do not hold what placed them (an item's length is rounded to the
/// lines and snapped to a neighbouring column, and whether it may span columns is its
/// data's), so every item of the run is asked for again, the kept ones too. Once every
/// change is behind and the columns end where they ended after the same old item, with the
/// last item spanning as many columns as the old one did, every later item lies where it
/// lay: the run stops there (a reload that kept its item's shape stops at once). Otherwise
/// it reaches the section's end.
struct MosaicReplacement {
  /// The columns before the section's first item: the grid, the gap, the line multiple.
  let start: MosaicColumns
  /// The section's frames before the update.
  let frames: [Rect]

  /// What the run placed: new frames for `items`, replacing the old frames of
  /// `replacedItems`, and where the columns end after the section's last item (`nil` when
  /// the run stopped before the end: they end as they did).
  struct Run {
    var items: Range<Int>
    var replacedItems: Range<Int>
    var frames: [Rect]
    var end: MosaicColumns?
  }

  /// The columns the old item `item` spans; `nil` when its frame is not on this grid.
  func columns(ofOld item: Int) -> Range<Int>? {
    let grid = start.grid
    let pitch = grid.width + grid.spacing
    let frame = frames[item]
    // Bounded before they become integers: a frame off the grid is declined, never trapped on.
    let columnCount = Double(grid.count)
    guard pitch > 0, frame.minX >= 0, frame.minX / pitch < columnCount, frame.width >= 0,
      frame.width / pitch <= columnCount
    else { return nil }
    let first = Int((frame.minX / pitch).rounded())
    let count = Int(((frame.width + grid.spacing) / pitch).rounded())
    guard count >= 1, first + count <= grid.count, grid.start(of: first) == frame.minX, grid.span(count) == frame.width
    else { return nil }
    return first..<first + count
  }

  /// The columns after the old items before `item`: each column's end is that of the last
  /// item over it (0 while none is), found walking back from `item`; `nil` when a frame is
  /// not on this grid.
  ///
  /// - Complexity: O(items back to the last column's last item).
  func columns(before item: Int) -> MosaicColumns? {
    var columns = start
    var seen = [Bool](repeating: false, count: start.grid.count)
    return read(before: item, into: &columns, seen: &seen) ? columns : nil
  }

  /// ``columns(before:)`` into `columns` and `seen` (one flag per column), reused from one
  /// comparison to the next so that it allocates nothing; false when a frame is not on
  /// this grid.
  private func read(before item: Int, into columns: inout MosaicColumns, seen: inout [Bool]) -> Bool {
    for c in seen.indices {
      seen[c] = false
      columns.ends[c] = 0
    }
    columns.previousWasBig = false
    var missing = seen.count
    var j = item - 1
    while j >= 0 && missing > 0 {
      guard let span = self.columns(ofOld: j) else { return false }
      if j == item - 1 { columns.previousWasBig = span.count > 1 }
      for c in span where !seen[c] {
        columns.ends[c] = frames[j].maxY
        seen[c] = true
        missing -= 1
      }
      j -= 1
    }
    return true
  }

  /// Places the items from `edit`'s first change on, each asked for with `item` (in
  /// order); `nil` when a kept frame is not on this grid.
  ///
  /// The columns are compared with the old ones right after the last change (where a
  /// reload that kept its shape stops), then `StaggeredReplacement.checkInterval` items
  /// later, each interval twice the one before: a run that fails one comparison likely
  /// reaches the end, and one that could have stopped places at most as many items more
  /// as it had placed. `nil` too when that first comparison fails with more than half the
  /// section still ahead: the section is laid out instead.
  ///
  /// - Complexity: O(r · columns) for the r items from the first change to where the run
  ///   stops, and r delegate calls; each of the O(log r) comparisons walks back O(columns)
  ///   items in a section whose columns all hold items.
  func placing(_ edit: ItemEdit, item: (Int) -> ItemInput) -> Run? {
    let first = edit.firstChangedItem
    let (unchangedTail, countChange) = (edit.unchangedTail, edit.countChange)
    guard frames.count == edit.oldItemCount, var columns = columns(before: first) else { return nil }
    var interval = StaggeredReplacement.checkInterval(columns: start.grid.count)
    var old = start
    var seen = [Bool](repeating: false, count: start.grid.count)
    var placed: [Rect] = []
    var next = first
    var nextCheck = first
    while true {
      // Once every old item from `oldNext` on is kept, unchanged, the run may stop here.
      let oldNext = next - countChange
      if oldNext >= unchangedTail && next >= nextCheck {
        guard read(before: oldNext, into: &old, seen: &seen) else { return nil }
        if old == columns { return Run(items: first..<next, replacedItems: first..<oldNext, frames: placed, end: nil) }
        if nextCheck == first {
          // Not right after the last change: the run is likely to reach the end. Asking
          // for more than half the section again and splicing it in costs more than
          // laying the section out.
          guard edit.newItemCount - next <= next else { return nil }
          placed.reserveCapacity(edit.newItemCount - first)
        } else {
          interval *= 2
        }
        nextCheck = next + interval
      }
      guard next < edit.newItemCount else { break }
      placed.append(columns.place(item(next)))
      next += 1
    }
    return Run(items: first..<edit.newItemCount, replacedItems: first..<frames.count, frames: placed, end: columns)
  }
}
