/// The per-item maps of the sections a batch update touches, built by walking each
/// section's items in order: no hashing per item, so an insert into a section of 100k
/// items maps in a single pass.
extension BatchUpdate {
  /// The old path of each item of a touched section after the update: each slot an action
  /// fixed keeps what the action says (`nil` for an insertion, the old path for a move),
  /// and the survivors of the old section fill the other slots in order.
  ///
  /// - Parameters:
  ///   - count: The section's items after the update.
  ///   - fixed: Per slot an action fixed, the old path of its item (`nil`: inserted).
  ///   - source: The old section whose items survive into this one; `nil` when none do
  ///     (the section is inserted or reloaded), so the other slots hold new items.
  ///   - gone: The items of `source` deleted or moved out, ascending, each once.
  /// - Returns: For each item after the update, its old path, `nil` when it is new.
  /// - Complexity: O(count + fixed · log fixed).
  static func itemMap(count: Int, fixed: [Int: ItemPath?], survivorsOf source: Int?, gone: [Int]) -> [ItemPath?] {
    let slots = fixed.sorted { $0.key < $1.key }
    var map: [ItemPath?] = []
    map.reserveCapacity(count)
    var nextSlot = 0
    var nextGone = 0
    var oldItem = 0
    for i in 0..<count {
      if nextSlot < slots.count, slots[nextSlot].key == i {
        map.append(slots[nextSlot].value)
        nextSlot += 1
        continue
      }
      guard let source else {
        map.append(nil)
        continue
      }
      while nextGone < gone.count, gone[nextGone] == oldItem {
        nextGone += 1
        oldItem += 1
      }
      map.append(ItemPath(section: source, item: oldItem))
      oldItem += 1
    }
    return map
  }

  /// For each old section an item of `oldForNew` comes from, where each of its items went
  /// (`nil` where no item of the maps came from it).
  ///
  /// - Parameters:
  ///   - oldForNew: Per touched section after the update, each item's old path.
  ///   - oldItemCounts: The item count of every section before the update.
  /// - Returns: Per old section drawn on, each item's path after the update.
  /// - Complexity: O(items of the maps + items of the old sections drawn on); a section's
  ///   array is looked up only where consecutive items come from different old sections.
  static func inverseMaps(of oldForNew: [Int: [ItemPath?]], oldItemCounts: [Int]) -> [Int: [ItemPath?]] {
    var inverse: [Int: [ItemPath?]] = [:]
    var section = -1
    var items: [ItemPath?] = []
    for (t, map) in oldForNew {
      for (i, old) in map.enumerated() {
        guard let old else { continue }
        if old.section != section {
          // Put the array being filled back, take out the next one (moved, not copied).
          if section >= 0 { inverse[section] = items }
          section = old.section
          items = inverse.removeValue(forKey: section) ?? [ItemPath?](repeating: nil, count: oldItemCounts[section])
        }
        items[old.item] = ItemPath(section: t, item: i)
      }
    }
    if section >= 0 { inverse[section] = items }
    return inverse
  }
}

/// Where the items of one old section go, for carrying many of them across an update
/// (measured sizes): the section's map and the reloads looked up once, not per item. It
/// answers as ``BatchUpdate/newID(of:)`` does for the section's cells.
struct SectionItemRemap {
  /// The section after the update, or `nil` when it was deleted or its items do not keep
  /// their identity (it was reloaded or replaced by a fresh one).
  let newSection: Int?
  /// Each old item's path after the update, or `nil` when the section's items keep their
  /// indices in ``newSection`` or follow ``edit``.
  private let map: [ItemPath?]?
  /// The insertions and deletions that move the section's items in ``newSection``, when
  /// the update kept them as such.
  private let edit: ItemEdit?
  /// The items that moved within ``newSection``, which ``edit`` deletes and inserts.
  private let moved: MovedItems?
  /// The items reloaded, by their paths after the update, or `nil` when none is.
  private let reloaded: Set<ItemPath>?

  /// The items of `old` across `update`; `nil` when none survives (the section was
  /// deleted, reloaded or replaced, and no item moved out of it).
  init?(oldSection old: Int, through update: BatchUpdate) {
    let new = update.newSection(forOld: old)
    newSection = new.flatMap { update.freshSections.contains($0) ? nil : $0 }
    // As `BatchUpdate.newPath(forOld:)`: an item map, where the update touched the
    // section's items, answers first.
    map = update.newItemsForOld[old]
    edit = newSection.flatMap { update.itemEdits[$0] }
    moved = newSection.flatMap { update.movedWithin[$0] }
    guard map != nil || newSection != nil else { return nil }
    reloaded = update.reloadedItems.isEmpty ? nil : update.reloadedItems
  }

  /// Whether every item keeps its index (in ``newSection``) and none is reloaded: the
  /// section's items can be carried across as they are.
  var keepsItems: Bool { map == nil && edit == nil && reloaded == nil }

  /// Where `item` of the old section is after the update: `nil` when it was deleted or
  /// reloaded, as ``BatchUpdate/newID(of:)`` answers for its cell.
  ///
  /// - Complexity: O(1), or O(log actions) where the update kept the section's insertions
  ///   and deletions; a hash only when the update reloads items.
  func newPath(forOld item: Int) -> ItemPath? {
    let path: ItemPath
    if let map {
      guard item >= 0, item < map.count, let mapped = map[item] else { return nil }
      path = mapped
    } else if let newSection {
      if let edit {
        guard let new = moved?.newForOld[item] ?? edit.newItem(forOld: item) else { return nil }
        path = ItemPath(section: newSection, item: new)
      } else {
        path = ItemPath(section: newSection, item: item)
      }
    } else {
      return nil
    }
    if let reloaded, reloaded.contains(path) { return nil }
    return path
  }
}
