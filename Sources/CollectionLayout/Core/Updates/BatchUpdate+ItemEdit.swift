/// A changed section's items as insertions and deletions (``ItemEdit``), for a layout that
/// re-places only what they changed.
extension BatchUpdate {
  /// The items inserted into and deleted from section `new` (after the update), a
  /// reloaded item, or one moved, as both (deleted where it was, inserted where it goes:
  /// the other items keep their order); `nil` when the section is inserted, reloaded or
  /// moved, or the update was made for another item count.
  ///
  /// - Parameters:
  ///   - new: A section after the update.
  ///   - oldItemCount: The items the section held before the update.
  /// - Returns: The edit, empty when the section's items map one to one.
  /// - Complexity: O(reloaded items · log actions): the edit was made with the update, from
  ///   its actions.
  package func itemEdit(inSection new: Int, oldItemCount: Int) -> ItemEdit? {
    guard oldSection(forNew: new) != nil, !freshSections.contains(new), !movedSections.contains(new) else {
      return nil
    }
    // Ascending, to merge into the edit's lists.
    let reloaded = reloadedItems.isEmpty ? [] : reloadedItems.filter { $0.section == new }.map(\.item).sorted()
    guard let edit = itemEdits[new] else {
      // No item action touched it: its items keep their indices, some perhaps reloaded.
      return ItemEdit(deletedItems: reloaded, insertedItems: reloaded, oldItemCount: oldItemCount)
    }
    guard edit.oldItemCount == oldItemCount else { return nil }
    return reloaded.isEmpty ? edit : edit.reloading(reloaded)
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
