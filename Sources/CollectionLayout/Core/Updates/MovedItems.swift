/// The items a batch update moved within their section, kept beside the section's
/// ``ItemEdit`` (which deletes each where it was and inserts it where it goes) in place of
/// maps of every item: where each moved item went, both ways.
struct MovedItems: Sendable {
  /// A moved item's index after the update, by its index before it.
  let newForOld: [Int: Int]
  /// A moved item's index before the update, by its index after it.
  let oldForNew: [Int: Int]

  /// The moves among `fixed` (the slots an update's actions fixed in one section after the
  /// update: their items' old paths, `nil` for an insertion) when every item moved there
  /// came from old section `source`, and every item that moved out of `source` (`leaving`)
  /// went there; `nil` otherwise (an item moved in from, or out to, another section).
  ///
  /// - Complexity: O(fixed).
  init?(_ fixed: [Int: ItemPath?], from source: Int, leaving: Set<Int>) {
    var newForOld: [Int: Int] = [:]
    var oldForNew: [Int: Int] = [:]
    for (new, old) in fixed {
      guard let old else { continue }
      guard old.section == source else { return nil }
      newForOld[old.item] = new
      oldForNew[new] = old.item
    }
    guard newForOld.count == leaving.count else { return nil }
    self.newForOld = newForOld
    self.oldForNew = oldForNew
  }

  /// Whether no item moved.
  var isEmpty: Bool { newForOld.isEmpty }
}
