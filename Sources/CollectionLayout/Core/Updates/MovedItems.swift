/// The items a batch update moved, kept beside the sections' ``ItemEdit``s (which delete
/// each where it was and insert it where it goes) in place of maps of every item: where
/// each moved item went, both ways.
struct MovedItems: Sendable {
  /// A moved item's path after the update, by its path before it.
  let newForOld: [ItemPath: ItemPath]
  /// A moved item's path before the update, by its path after it.
  let oldForNew: [ItemPath: ItemPath]
  /// The sections (before the update) items moved out of.
  let sourceSections: Set<Int>

  /// The moves among `fixed`: per section after the update, the slots an update's actions
  /// fixed and their items' old paths (`nil` for an insertion).
  ///
  /// - Complexity: O(fixed slots).
  init(_ fixed: [Int: [Int: ItemPath?]]) {
    var newForOld: [ItemPath: ItemPath] = [:]
    var oldForNew: [ItemPath: ItemPath] = [:]
    for (section, slots) in fixed {
      for case (let item, let old?) in slots {
        let new = ItemPath(section: section, item: item)
        newForOld[old] = new
        oldForNew[new] = old
      }
    }
    self.newForOld = newForOld
    self.oldForNew = oldForNew
    sourceSections = Set(newForOld.keys.map(\.section))
  }
}
