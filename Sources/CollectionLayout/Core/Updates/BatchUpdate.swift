/// The mapping between index paths before and after a batch update.
///
/// Built from the update's actions and the item counts before and after, it checks what
/// UIKit checks (every count after the update equals the count before plus insertions
/// minus deletions, moves included) and answers where each section and item went.
///
/// - Complexity: O(sections + actions · log actions). A section whose items changed keeps
/// its insertions and deletions as an ``ItemEdit`` (a moved item deleted where it was and
/// inserted where it goes) and the moved items in one table, and maps an item in
/// O(log actions); untouched sections map by identity. None holds per-item storage.
public struct BatchUpdate: Sendable {
  /// For each section after the update, where it was before (`nil`: inserted).
  public let oldSectionForNew: [Int?]
  /// For each section before the update, where it is after (`nil`: deleted).
  public let newSectionForOld: [Int?]
  /// Sections (after the update) whose geometry must be computed again: inserted, moved,
  /// reloaded, or with items inserted, deleted, moved or reloaded.
  public let changedSections: [Int]
  /// Sections (after the update) whose items do not keep their identity (reloaded or
  /// inserted).
  public let freshSections: Set<Int>
  /// Items reloaded, by their path after the update.
  let reloadedItems: Set<ItemPath>
  /// Sections (after the update) a section move put there.
  let movedSections: Set<Int>
  /// Per section (after the update) whose items changed, its item count kept from before
  /// (not inserted or reloaded): the items inserted there and deleted from it, an item
  /// moved deleted where it was and inserted where it goes, in place of item maps.
  let itemEdits: [Int: ItemEdit]
  /// Where each moved item went, both ways, across sections or within one.
  let movedItems: MovedItems

  /// Maps `actions` between `oldItemCounts` (one entry per section before) and
  /// `newItemCounts` (after), or throws the first inconsistency.
  public init(actions: [UpdateAction], oldItemCounts: [Int], newItemCounts: [Int]) throws(BatchUpdateError) {
    let sectionMap = try Self.mapSections(actions, old: oldItemCounts.count, new: newItemCounts.count)
    let newSectionForOld = sectionMap.newForOld
    let oldSectionForNew = sectionMap.oldForNew
    let fresh = sectionMap.fresh
    var changed = Set(sectionMap.moved).union(fresh)

    // Item actions grouped by the section (after the update) they affect.
    var deletedFrom: [Int: Set<Int>] = [:]  // old section → old items
    var movedOut: [Int: Set<Int>] = [:]  // old section → old items
    var fixedIn: [Int: [Int: ItemPath?]] = [:]  // new section → new item → old path (nil = inserted)
    var reloaded: Set<ItemPath> = []
    var touchedOld: Set<Int> = []
    func checkOld(_ p: ItemPath, _ what: String) throws(BatchUpdateError) {
      guard oldItemCounts.indices.contains(p.section), (0..<oldItemCounts[p.section]).contains(p.item) else {
        throw BatchUpdateError("\(what) \(p.section)-\(p.item) does not exist before the update")
      }
    }
    func checkNew(_ p: ItemPath, _ what: String) throws(BatchUpdateError) {
      guard newItemCounts.indices.contains(p.section), (0..<newItemCounts[p.section]).contains(p.item) else {
        throw BatchUpdateError("\(what) \(p.section)-\(p.item) does not exist after the update")
      }
    }
    func fix(_ p: ItemPath, from old: ItemPath?) throws(BatchUpdateError) {
      if fixedIn[p.section]?[p.item] != nil {
        throw BatchUpdateError("two updates target item \(p.section)-\(p.item)")
      }
      fixedIn[p.section, default: [:]][p.item] = .some(old)
    }
    for action in actions {
      switch action {
      case .insertItem(let p):
        try checkNew(p, "inserted item")
        try fix(p, from: nil)
      case .deleteItem(let p):
        try checkOld(p, "deleted item")
        // UIKit raises when the deleted and moved-from index paths repeat one (WWDC 2018
        // session 225, "A Tour of UICollectionView").
        if movedOut[p.section]?.contains(p.item) == true {
          throw BatchUpdateError("item \(p.section)-\(p.item) is both deleted and moved")
        }
        deletedFrom[p.section, default: []].insert(p.item)
        touchedOld.insert(p.section)
      case .reloadItem(let p):
        try checkOld(p, "reloaded item")
        reloaded.insert(p)
        if let s = newSectionForOld[p.section] { changed.insert(s) }
      case .moveItem(let from, let to):
        try checkOld(from, "moved item")
        try checkNew(to, "item moved to")
        if deletedFrom[from.section]?.contains(from.item) == true {
          throw BatchUpdateError("item \(from.section)-\(from.item) is both deleted and moved")
        }
        guard movedOut[from.section, default: []].insert(from.item).inserted else {
          throw BatchUpdateError("item \(from.section)-\(from.item) is moved twice")
        }
        touchedOld.insert(from.section)
        try fix(to, from: from)
      default:
        break
      }
    }

    var edits: [Int: ItemEdit] = [:]
    let touchedNew = Set(fixedIn.keys).union(touchedOld.compactMap { newSectionForOld[$0] })
    for t in 0..<newItemCounts.count {
      let source = oldSectionForNew[t]
      let isFresh = source == nil || fresh.contains(t)
      guard touchedNew.contains(t) || isFresh else {
        // Identity within the section: the counts must agree.
        if let s = source, oldItemCounts[s] != newItemCounts[t] {
          throw BatchUpdateError(
            "section \(t) has \(newItemCounts[t]) items after the update but \(oldItemCounts[s]) before, with no "
              + "item inserted, deleted or moved")
        }
        continue
      }
      changed.insert(t)
      // A fresh section's items are all new: any count is consistent.
      guard let s = source, !isFresh else { continue }
      // Items deleted or moved away are deleted where they were; items inserted or moved
      // there are inserted where they go; the others keep their order.
      let fixed = fixedIn[t, default: [:]]
      let gone = deletedFrom[s, default: []].union(movedOut[s] ?? [])
      guard
        let edit = ItemEdit(
          deletedItems: gone.sorted(), insertedItems: fixed.keys.sorted(), oldItemCount: oldItemCounts[s]),
        edit.newItemCount == newItemCounts[t]
      else {
        let count = oldItemCounts[s] - gone.count + fixed.count
        throw BatchUpdateError(
          "section \(t) has \(newItemCounts[t]) items after the update, but the update accounts for \(count)")
      }
      edits[t] = edit
    }
    let moves = MovedItems(fixedIn)
    self.oldSectionForNew = oldSectionForNew
    self.newSectionForOld = newSectionForOld
    reloadedItems = Set(
      reloaded.compactMap { p -> ItemPath? in
        if let moved = moves.newForOld[p] { return moved }
        guard let t = sectionMap.newForOld[p.section], !fresh.contains(t) else { return nil }
        guard let edit = edits[t] else { return ItemPath(section: t, item: p.item) }
        return edit.newItem(forOld: p.item).map { ItemPath(section: t, item: $0) }
      })
    freshSections = fresh
    movedSections = Set(sectionMap.moved)
    itemEdits = edits
    movedItems = moves
    changedSections = changed.sorted()
  }

  /// Where the section at `old` (before the update) is after it; `nil` when deleted.
  public func newSection(forOld old: Int) -> Int? {
    newSectionForOld.indices.contains(old) ? newSectionForOld[old] : nil
  }

  /// Where the section at `new` (after the update) was before it; `nil` when inserted.
  public func oldSection(forNew new: Int) -> Int? {
    oldSectionForNew.indices.contains(new) ? oldSectionForNew[new] : nil
  }

  /// Where the item at `old` (before the update) is after it; `nil` when it was deleted
  /// (or its section was deleted or reloaded).
  public func newPath(forOld old: ItemPath) -> ItemPath? {
    if let moved = movedItems.newForOld[old] { return moved }
    guard let t = newSection(forOld: old.section), !freshSections.contains(t) else { return nil }
    guard let edit = itemEdits[t] else { return ItemPath(section: t, item: old.item) }
    return edit.newItem(forOld: old.item).map { ItemPath(section: t, item: $0) }
  }

  /// Where the item at `new` (after the update) was before it; `nil` when it was inserted
  /// (or its section was inserted or reloaded).
  public func oldPath(forNew new: ItemPath) -> ItemPath? {
    if let moved = movedItems.oldForNew[new] { return moved }
    guard let s = oldSection(forNew: new.section), !freshSections.contains(new.section) else { return nil }
    guard let edit = itemEdits[new.section] else { return ItemPath(section: s, item: new.item) }
    return edit.oldItem(forNew: new.item).map { ItemPath(section: s, item: $0) }
  }

  /// Whether the item at `new` (after the update) was reloaded.
  public func isReloaded(_ new: ItemPath) -> Bool { reloadedItems.contains(new) }

  /// Sections: which old ones survive where, which new ones are fresh, which moved.
  private static func mapSections(_ actions: [UpdateAction], old: Int, new: Int) throws(BatchUpdateError) -> (
    oldForNew: [Int?], newForOld: [Int?], fresh: Set<Int>, moved: [Int]
  ) {
    var deleted: Set<Int> = []
    var reloaded: Set<Int> = []
    var fixed: [Int: Int?] = [:]  // new → old (nil = inserted)
    var movedFrom: Set<Int> = []
    for action in actions {
      switch action {
      case .insertSection(let t):
        guard (0..<new).contains(t), fixed[t] == nil else {
          throw BatchUpdateError("inserted section \(t) is out of range or targeted twice (\(new) sections after)")
        }
        fixed[t] = .some(nil)
      case .deleteSection(let s):
        guard (0..<old).contains(s) else { throw BatchUpdateError("deleted section \(s) does not exist before") }
        deleted.insert(s)
      case .reloadSection(let s):
        guard (0..<old).contains(s) else { throw BatchUpdateError("reloaded section \(s) does not exist before") }
        reloaded.insert(s)
      case .moveSection(let s, let t):
        guard (0..<old).contains(s), (0..<new).contains(t), fixed[t] == nil, !movedFrom.contains(s) else {
          throw BatchUpdateError("section move \(s) → \(t) is out of range or conflicts with another update")
        }
        movedFrom.insert(s)
        fixed[t] = .some(s)
      default:
        break
      }
    }
    let survivors = (0..<old).filter { !deleted.contains($0) && !movedFrom.contains($0) }
    guard survivors.count + fixed.count == new else {
      throw BatchUpdateError(
        "\(new) sections after the update, but \(old) before with \(fixed.count - movedFrom.count) inserted and "
          + "\(deleted.count) deleted")
    }
    var oldForNew = [Int?](repeating: nil, count: new)
    var next = survivors.makeIterator()
    for t in 0..<new {
      if let f = fixed[t] { oldForNew[t] = f } else { oldForNew[t] = next.next() }
    }
    var newForOld = [Int?](repeating: nil, count: old)
    for (t, s) in oldForNew.enumerated() { if let s { newForOld[s] = t } }
    let fresh = Set(reloaded.compactMap { newForOld[$0] })
    let moved = fixed.compactMap { t, s in s == nil ? nil : t }
    return (oldForNew, newForOld, fresh, moved)
  }
}

/// Elements through an update: cells follow their items, section-level elements their
/// sections; nothing keeps its identity through a reload.
extension BatchUpdate {
  /// The identity after the update of `id` (before it), or `nil` if it was deleted or
  /// reloaded.
  public func newID(of id: ElementID) -> ElementID? {
    var new = id
    if id.category == .cell {
      guard let p = newPath(forOld: ItemPath(section: id.section, item: id.item)), !isReloaded(p) else { return nil }
      new.section = p.section
      new.item = p.item
    } else {
      guard let s = newSection(forOld: id.section), !freshSections.contains(s) else { return nil }
      new.section = s
    }
    return new
  }

  /// The identity before the update of `id` (after it), or `nil` if it was inserted or
  /// reloaded.
  public func oldID(of id: ElementID) -> ElementID? {
    var old = id
    if id.category == .cell {
      let path = ItemPath(section: id.section, item: id.item)
      guard !isReloaded(path), let p = oldPath(forNew: path) else { return nil }
      old.section = p.section
      old.item = p.item
    } else {
      guard !freshSections.contains(id.section), let s = oldSection(forNew: id.section) else { return nil }
      old.section = s
    }
    return old
  }
}
