/// Where the items of one old section go, for carrying many of them across an update
/// (measured sizes): the section's edit, its moved items and the reloads looked up once,
/// not per item. It answers as ``BatchUpdate/newID(of:)`` does for the section's cells.
struct SectionItemRemap {
  /// The old section.
  private let old: Int
  /// The section after the update, or `nil` when it was deleted or its items do not keep
  /// their identity (it was reloaded or replaced by a fresh one).
  let newSection: Int?
  /// The insertions and deletions that move the section's items in ``newSection``, when
  /// any item there changed.
  private let edit: ItemEdit?
  /// The update's moved items, when some moved out of the section.
  private let moved: MovedItems?
  /// The items reloaded, by their paths after the update, or `nil` when none is.
  private let reloaded: Set<ItemPath>?

  /// The items of `old` across `update`; `nil` when none survives (the section was
  /// deleted, reloaded or replaced, and no item moved out of it).
  init?(oldSection old: Int, through update: BatchUpdate) {
    self.old = old
    let new = update.newSection(forOld: old)
    newSection = new.flatMap { update.freshSections.contains($0) ? nil : $0 }
    edit = newSection.flatMap { update.itemEdits[$0] }
    moved = update.movedItems.sourceSections.contains(old) ? update.movedItems : nil
    guard moved != nil || newSection != nil else { return nil }
    reloaded = update.reloadedItems.isEmpty ? nil : update.reloadedItems
  }

  /// Whether every item keeps its index (in ``newSection``) and none is reloaded: the
  /// section's items can be carried across as they are.
  var keepsItems: Bool { moved == nil && edit == nil && reloaded == nil }

  /// Where `item` of the old section is after the update: `nil` when it was deleted or
  /// reloaded, as ``BatchUpdate/newID(of:)`` answers for its cell.
  ///
  /// - Complexity: O(1), O(log actions) where the update changed the section's items; a
  ///   hash where items moved out of it or the update reloads items.
  func newPath(forOld item: Int) -> ItemPath? {
    let path: ItemPath
    if let moved, let to = moved.newForOld[ItemPath(section: old, item: item)] {
      path = to
    } else if let newSection {
      if let edit {
        guard let new = edit.newItem(forOld: item) else { return nil }
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
