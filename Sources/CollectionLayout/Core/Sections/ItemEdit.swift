/// The items a batch update inserted into and deleted from one section, whose other items
/// keep their order and their inputs (``ItemArranger/editingItems(_:in:frames:item:memo:diagnostics:)``).
///
/// A reloaded item is both: deleted at its old index and inserted at its new one, so its
/// input is read again.
public struct ItemEdit: Hashable, Sendable {
  /// The items deleted, by index before the update; ascending, distinct.
  public let deletedItems: [Int]
  /// The items inserted, by index after the update; ascending, distinct.
  public let insertedItems: [Int]
  /// How many items the section held before the update.
  public let oldItemCount: Int

  /// An edit of a section of `oldItemCount` items; `nil` when the indices are not
  /// ascending and distinct or out of range (before the update for `deletedItems`, after
  /// it for `insertedItems`).
  ///
  /// - Parameters:
  ///   - deletedItems: The items deleted, by index before the update.
  ///   - insertedItems: The items inserted, by index after the update.
  ///   - oldItemCount: How many items the section held before the update.
  /// - Complexity: O(deleted + inserted).
  public init?(deletedItems: [Int], insertedItems: [Int], oldItemCount: Int) {
    let newItemCount = oldItemCount - deletedItems.count + insertedItems.count
    guard oldItemCount >= 0, newItemCount >= 0, Self.isAscending(deletedItems, below: oldItemCount),
      Self.isAscending(insertedItems, below: newItemCount)
    else { return nil }
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.oldItemCount = oldItemCount
  }

  /// How many items the section holds after the update.
  public var newItemCount: Int { oldItemCount - deletedItems.count + insertedItems.count }

  /// How many more items the section holds after the update than before.
  public var countChange: Int { insertedItems.count - deletedItems.count }

  /// The first index whose item the edit changes: every item before it keeps its index.
  public var firstChangedItem: Int {
    Swift.min(deletedItems.first ?? oldItemCount, insertedItems.first ?? newItemCount)
  }

  /// The items the edit appends after the old ones, by index after the update, when that is
  /// all it does (no deletion, no insertion before the old items' end), as a feed loading
  /// its next page does; `nil` for any other edit. Layouts that place each item from where
  /// the ones before it left off (a waterfall, a mosaic) place these after the others.
  ///
  /// - Complexity: O(1).
  public var appendedItems: Range<Int>? {
    deletedItems.isEmpty && firstChangedItem == oldItemCount ? oldItemCount..<newItemCount : nil
  }

  /// ``appendedItems`` for a section whose frames before the edit are `frames` and which
  /// holds `context`'s items after it; `nil` when either count disagrees with the edit.
  func appendedItems(after frames: [Rect], in context: SectionLayoutContext) -> Range<Int>? {
    guard let appended = appendedItems, frames.count == appended.lowerBound, context.itemCount == appended.upperBound
    else { return nil }
    return appended
  }

  /// The first item, by index before the update, after which nothing changed: every item
  /// from it on is at its index plus ``countChange`` after the update. The old item count
  /// when the edit reaches the section's end (an append).
  public var unchangedTail: Int {
    let afterDeletions = (deletedItems.last ?? -1) + 1
    let afterInsertions = (insertedItems.last ?? -1) + 1 - countChange
    return Swift.min(oldItemCount, Swift.max(afterDeletions, afterInsertions, firstChangedItem))
  }

  /// Where old item `item` is after the update: `nil` when it was deleted (or is out of
  /// range).
  ///
  /// - Parameter item: An item, by index before the update.
  /// - Returns: Its index after the update.
  /// - Complexity: O(log(deleted + inserted)).
  public func newItem(forOld item: Int) -> Int? {
    guard item >= 0, item < oldItemCount, !Self.contains(deletedItems, item) else { return nil }
    let rank = item - Self.count(in: deletedItems, below: item)
    return rank + Self.slotsTaken(by: insertedItems, beforeRank: rank)
  }

  /// Where item `item` (after the update) was before it: `nil` when it was inserted (or is
  /// out of range).
  ///
  /// - Parameter item: An item, by index after the update.
  /// - Returns: Its index before the update.
  /// - Complexity: O(log(deleted + inserted)).
  public func oldItem(forNew item: Int) -> Int? {
    guard item >= 0, item < newItemCount, !Self.contains(insertedItems, item) else { return nil }
    let rank = item - Self.count(in: insertedItems, below: item)
    return rank + Self.slotsTaken(by: deletedItems, beforeRank: rank)
  }

  /// How many of `items` (ascending) are below `item`.
  private static func count(in items: [Int], below item: Int) -> Int {
    var low = 0
    var high = items.count
    while low < high {
      let mid = (low + high) >> 1
      if items[mid] < item { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private static func contains(_ items: [Int], _ item: Int) -> Bool {
    let k = count(in: items, below: item)
    return k < items.count && items[k] == item
  }

  /// How many of `slots` (ascending indices on one side of the edit) come before the item
  /// of rank `rank` among the others: the `k`-th slot does when `slots[k] - k <= rank`,
  /// a non-decreasing test, so a binary search finds them.
  private static func slotsTaken(by slots: [Int], beforeRank rank: Int) -> Int {
    var low = 0
    var high = slots.count
    while low < high {
      let mid = (low + high) >> 1
      if slots[mid] - mid <= rank { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private static func isAscending(_ items: [Int], below count: Int) -> Bool {
    var previous = -1
    for i in items {
      guard i > previous, i < count else { return false }
      previous = i
    }
    return true
  }
}

/// The items of an edited section walked in their order after the update, from an item
/// before the first change: each is either inserted or an old item, whose index before
/// the update it names. O(1) amortised per item.
struct EditWalk {
  private let edit: ItemEdit
  private var nextInserted = 0
  private var nextDeleted = 0
  /// The old index of the next item that was not deleted.
  private var old: Int
  /// The next item after the update the walk expects.
  private var next: Int

  /// A walk from `item` (at or before ``ItemEdit/firstChangedItem``, so it is the same
  /// item before and after the update).
  init(_ edit: ItemEdit, from item: Int) {
    self.edit = edit
    old = item
    next = item
  }

  /// The old index of item `item` after the update (the next one of the walk), or `nil`
  /// when it was inserted.
  @inline(__always)
  mutating func oldItem(_ item: Int) -> Int? {
    assert(item == next, "an edit walk goes one item at a time")
    next += 1
    let inserted = edit.insertedItems
    if nextInserted < inserted.count && inserted[nextInserted] == item {
      nextInserted += 1
      return nil
    }
    let deleted = edit.deletedItems
    while nextDeleted < deleted.count && deleted[nextDeleted] == old {
      nextDeleted += 1
      old += 1
    }
    defer { old += 1 }
    return old
  }
}
