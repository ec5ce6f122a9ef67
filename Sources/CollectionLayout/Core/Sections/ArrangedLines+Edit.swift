/// Packing lines again after a batch update inserted and deleted items (``ItemEdit``): from
/// the line before the one holding the first change, until a line starts, after the last
/// change, at an item where a line started before. The items there and after it are the
/// old ones, so their lines are too, moved by the difference in their tops.
extension ArrangedLines {
  /// The lines `memo` holds if `layout` arranged them for the section `edit` changed, now
  /// in `context`; `nil` when it did not, or a side of the edit is empty (a full
  /// arrangement costs nothing then).
  static func of(_ layout: Layout, before edit: ItemEdit, in context: SectionLayoutContext, memo: (any Sendable)?)
    -> Self?
  {
    guard let lines = memo as? Self, lines.layout == layout, lines.crossExtent == context.availableCrossExtent,
      lines.itemCount == edit.oldItemCount, context.itemCount == edit.newItemCount, edit.oldItemCount > 0,
      edit.newItemCount > 0
    else { return nil }
    return lines
  }

  /// Packs the lines again after `edit` (the lines found) with `pack`, which packs the
  /// items it is given from a top, at the sizes `size` gives (each inserted item at
  /// `insertedSizes`, by index after the edit; every other at its old frame's size), until
  /// it opens a line where `meeting` says an old one started; `nil` when it declines (a
  /// repair to report).
  ///
  /// - Complexity: `pack`'s cost over the items it packs (from the line before the first
  ///   change to the first old line it meets after the last, the section's end at worst),
  ///   plus O(lines) for the line starts kept.
  // Inlined, so the layouts' inlined packing loops see the sizes through.
  @inline(__always)
  func editing(
    _ edit: ItemEdit, frames: [Rect], insertedSizes: [Int: Size],
    pack: (
      _ items: Range<Int>, _ top: Double, _ size: (Int) -> Size, _ meeting: LineMeeting
    ) -> (frames: [Rect], mainExtent: Double, end: Int, lineStarts: [Int32])?
  ) -> ItemReplacement? {
    let oldCount = edit.oldItemCount
    guard let starts = lineStarts, !starts.isEmpty, frames.count == oldCount, itemCount == oldCount else {
      return nil
    }
    let firstChange = edit.firstChangedItem
    // An item appended joins the last line at most; one inserted or deleted inside may let
    // the line before take items from its line.
    let holding = line(holding: Swift.min(firstChange, oldCount - 1)).index
    let index = firstChange >= oldCount ? holding : Swift.max(0, holding - 1)
    let first = Int(starts[index])
    let top = Self.top(of: line(holding: first).items, in: frames)
    // The first old line starting in the unchanged tail: the earliest the packing may meet.
    let tail = edit.unchangedTail
    var meetable = line(holding: Swift.min(tail, oldCount - 1)).index
    if Int(starts[meetable]) < tail { meetable += 1 }
    let meeting = LineMeeting(starts: starts, next: meetable, indexShift: edit.countChange)
    var walk = EditWalk(edit, from: first)
    guard
      let packed = pack(
        first..<edit.newItemCount, top,
        { item in walk.oldItem(item).map { frames[$0].size } ?? insertedSizes[item] ?? .zero }, meeting)
    else { return nil }
    return replacement(
      repackingFrom: index, frames: frames, packed: packed.frames, packedStarts: packed.lineStarts, end: packed.end,
      endTop: packed.mainExtent, countChange: edit.countChange)
  }
}
