/// A changed section's items as insertions and deletions (``ItemEdit``), for a layout that
/// re-places only what they changed.
extension BatchUpdate {
  /// The items inserted into and deleted from section `new` (after the update), a
  /// reloaded item as both; `nil` when the section is inserted, reloaded or moved, an item
  /// moved into it or within it (its items then do not keep their order), or the update
  /// was made for another item count.
  ///
  /// - Parameters:
  ///   - new: A section after the update.
  ///   - oldItemCount: The items the section held before the update.
  /// - Returns: The edit, empty when the section's items map one to one.
  /// - Complexity: O(items of the section), walked in order, when an item action touched
  ///   it; O(reloaded items) otherwise.
  package func itemEdit(inSection new: Int, oldItemCount: Int) -> ItemEdit? {
    guard let old = oldSection(forNew: new), !freshSections.contains(new), !movedSections.contains(new) else {
      return nil
    }
    // Walked beside the items, so no item is hashed.
    let reloaded = reloadedItems.isEmpty ? [] : reloadedItems.filter { $0.section == new }.map(\.item).sorted()
    if let edit = itemEdits[new] {
      guard edit.oldItemCount == oldItemCount else { return nil }
      return reloaded.isEmpty ? edit : edit.reloading(reloaded)
    }
    guard let map = oldItemsForNew[new] else {
      // No item action touched it: its items keep their indices, some perhaps reloaded.
      return ItemEdit(deletedItems: reloaded, insertedItems: reloaded, oldItemCount: oldItemCount)
    }
    guard (newItemsForOld[old]?.count ?? 0) == oldItemCount else { return nil }
    var deleted: [Int] = []
    var inserted: [Int] = []
    var nextOld = 0
    var nextReloaded = 0
    for (i, path) in map.enumerated() {
      guard let path else {
        inserted.append(i)
        continue
      }
      guard path.section == old, path.item >= nextOld else { return nil }
      deleted.append(contentsOf: nextOld..<path.item)
      while nextReloaded < reloaded.count && reloaded[nextReloaded] < i { nextReloaded += 1 }
      if nextReloaded < reloaded.count && reloaded[nextReloaded] == i {
        deleted.append(path.item)
        inserted.append(i)
      }
      nextOld = path.item + 1
    }
    deleted.append(contentsOf: nextOld..<oldItemCount)
    return ItemEdit(deletedItems: deleted, insertedItems: inserted, oldItemCount: oldItemCount)
  }
}

extension ItemEdit {
  /// This edit with `reloaded` items (by index after the update, ascending, none inserted)
  /// deleted and inserted where they are.
  ///
  /// - Complexity: O(deleted + inserted + reloaded · log(deleted + inserted)).
  func reloading(_ reloaded: [Int]) -> ItemEdit? {
    let old = reloaded.compactMap { oldItem(forNew: $0) }
    guard old.count == reloaded.count else { return nil }
    return ItemEdit(
      deletedItems: Self.merged(deletedItems, old), insertedItems: Self.merged(insertedItems, reloaded),
      oldItemCount: oldItemCount)
  }

  /// Two ascending lists with nothing in common, merged.
  private static func merged(_ a: [Int], _ b: [Int]) -> [Int] {
    var out: [Int] = []
    out.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i] < b[j]) {
        out.append(a[i])
        i += 1
      } else {
        out.append(b[j])
        j += 1
      }
    }
    return out
  }
}
