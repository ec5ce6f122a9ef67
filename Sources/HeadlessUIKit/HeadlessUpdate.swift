import Foundation

/// One update collected inside `performBatchUpdates`.
enum HeadlessUpdate {
  case insertSections(IndexSet)
  case deleteSections(IndexSet)
  case reloadSections(IndexSet)
  case moveSection(Int, Int)
  case insertItems([IndexPath])
  case deleteItems([IndexPath])
  case reloadItems([IndexPath])
  case moveItem(IndexPath, IndexPath)
}

/// Where every section and item goes in a batch update, found the way UIKit documents it:
/// deletions (and the sources of moves) are applied first in descending order, then
/// insertions (and the destinations of moves) in ascending order.
///
/// This is the collection view's own, deliberately simple model (it replays the updates on
/// arrays), independent of any layout's: tests compare a layout's mapping against it. Like
/// UIKit's, it maps every item of an edited section, so an update costs O(items of the
/// sections it edits); items are kept as plain pairs of integers, not index paths, so a
/// section of 100k items is replayed without reference counting or hashing each.
struct HeadlessUpdateMapping {
  /// An item's section and index, as plain integers (`IndexPath`'s storage would be
  /// reference counted each time an array of them is copied or shifted).
  struct Place: Equatable {
    var section: Int
    var item: Int
  }

  /// A section after the update: where it came from and its items' origins.
  enum Content {
    /// An untouched section: item i is item i of old section `old`.
    case identity(old: Int, count: Int)
    /// A section whose items were edited: each item's old place (nil = new).
    case explicit(old: Int?, items: [Place?])
  }

  private(set) var sections: [Content] = []
  /// Per old section (by index) whose items were edited or left through a move: where each
  /// of its items went, `nil` where deleted. Sections left alone have none.
  private var oldToNew: [[Place?]?] = []
  private var oldSectionToNew: [Int: Int] = [:]
  /// Items reloaded, at their old index paths: their cells are discarded and made again
  /// (Apple's `reloadItems(at:)`: "discard any cells associated with those items and
  /// redisplay them").
  private(set) var reloadedItems: Set<IndexPath> = []

  /// Replays `updates` on `oldCounts`; throws UIKit's complaint when the result does not
  /// match `newCounts`.
  ///
  /// - Complexity: O(updates · log updates + sections + items of the sections the update
  ///   edits, times the edits in each).
  init(_ updates: [HeadlessUpdate], oldCounts: [Int], newCounts: [Int]) throws(UpdateMismatch) {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var sectionMoves: [(Int, Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var itemMoves: [(IndexPath, IndexPath)] = []
    for u in updates {
      switch u {
      case .insertSections(let s): insertedSections.formUnion(s)
      case .deleteSections(let s): deletedSections.formUnion(s)
      case .reloadSections(let s): reloadedSections.formUnion(s)
      case .moveSection(let a, let b): sectionMoves.append((a, b))
      case .insertItems(let p): insertedItems += p
      case .deleteItems(let p): deletedItems += p
      case .reloadItems(let p): reloadedItems.formUnion(p)  // in place, with a new cell
      case .moveItem(let a, let b): itemMoves.append((a, b))
      }
    }
    // A moved item may be neither deleted nor moved again: UIKit raises
    // NSInternalInconsistencyException when the deleted, reloaded and moved-from index
    // paths repeat one (WWDC 2018 session 225, "A Tour of UICollectionView").
    var moveSources = Set<IndexPath>()
    let deletedSet = Set(deletedItems)
    for (source, _) in itemMoves {
      guard !deletedSet.contains(source), moveSources.insert(source).inserted else {
        throw UpdateMismatch("attempt to move item \(source), which the update also deletes or moves")
      }
    }
    // Old sections as editable content.
    var old: [Content?] = oldCounts.enumerated().map { Content.identity(old: $0, count: $1) }
    // 1. Item deletions and move sources, descending.
    let removals = (deletedItems + itemMoves.map(\.0)).sorted(by: >)
    var moved: [IndexPath: Place?] = [:]
    for p in removals {
      guard old.indices.contains(p.section), let content = old[p.section] else {
        throw UpdateMismatch("an item update names section \(p.section), which does not exist before the update")
      }
      old[p.section] = nil  // so `items` is the array's only reference, changed in place
      var items = content.items
      guard items.indices.contains(p.item) else {
        throw UpdateMismatch("item \(p) does not exist before the update (\(oldCounts) items)")
      }
      let removed = items.remove(at: p.item)
      if moveSources.contains(p) { moved[p] = removed }
      old[p.section] = .explicit(old: p.section, items: items)
    }
    // 2. Section deletions and move sources, descending.
    var movedSections: [Int: Content] = [:]
    for s in (Array(deletedSections) + sectionMoves.map(\.0)).sorted(by: >) {
      guard old.indices.contains(s), let content = old[s] else {
        throw UpdateMismatch("section \(s) does not exist before the update, or is deleted twice")
      }
      if sectionMoves.contains(where: { $0.0 == s }) { movedSections[s] = content }
      old[s] = nil
    }
    var new: [Content] = old.compactMap { $0 }
    // 3. Section insertions and move destinations, ascending.
    let sectionTargets = insertedSections.map { ($0, Content?.none) } + sectionMoves.map { ($0.1, movedSections[$0.0]) }
    for (t, content) in sectionTargets.sorted(by: { $0.0 < $1.0 }) {
      guard t <= new.count, newCounts.indices.contains(t) else {
        throw UpdateMismatch("section \(t) cannot be inserted: \(newCounts.count) sections after the update")
      }
      new.insert(content ?? .explicit(old: nil, items: Array(repeating: nil, count: newCounts[t])), at: t)
    }
    // Reloaded sections keep their place but not their items' identity.
    for s in reloadedSections {
      guard oldCounts.indices.contains(s) else { throw UpdateMismatch("reloaded section \(s) does not exist") }
      if let t = new.firstIndex(where: { $0.oldSection == s }) {
        new[t] = .explicit(
          old: s, items: Array(repeating: nil, count: newCounts.indices.contains(t) ? newCounts[t] : 0))
      }
    }
    // 4. Item insertions and move destinations, ascending.
    let itemTargets = insertedItems.map { ($0, Place?.none) } + itemMoves.map { ($0.1, moved[$0.0] ?? nil) }
    for (p, origin) in itemTargets.sorted(by: { $0.0 < $1.0 }) {
      guard new.indices.contains(p.section) else {
        throw UpdateMismatch("item \(p) cannot be inserted: \(new.count) sections after the update")
      }
      let content = new[p.section]
      if case .explicit(nil, _) = content { continue }  // items of a new section are all new
      new[p.section] = .identity(old: -1, count: 0)  // so `items` is changed in place
      var items = content.items
      guard p.item <= items.count else {
        throw UpdateMismatch("item \(p) cannot be inserted into a section of \(items.count) items")
      }
      items.insert(origin, at: p.item)
      new[p.section] = .explicit(old: content.oldSection, items: items)
    }
    // 5. The counts must be what the data source now says.
    guard new.count == newCounts.count else {
      throw UpdateMismatch(
        "invalid number of sections: \(newCounts.count) after the update, but \(oldCounts.count) before plus or "
          + "minus those inserted and deleted gives \(new.count)")
    }
    for (t, content) in new.enumerated() where content.count != newCounts[t] {
      throw UpdateMismatch(
        "invalid number of items in section \(t): \(newCounts[t]) after the update, but the updates account for "
          + "\(content.count)")
    }
    sections = new
    // Every old section an edited one draws on, an edited one's own source, and every
    // section an item was moved out of, gets a table: its items not found in the new
    // sections were deleted.
    oldToNew = Array(repeating: nil, count: oldCounts.count)
    func table(_ s: Int) {
      if oldToNew[s] == nil { oldToNew[s] = Array(repeating: nil, count: oldCounts[s]) }
    }
    for p in moved.keys { table(p.section) }
    for case .explicit(let o, let items) in new {
      if let o { table(o) }
      var last = -1
      for case let p? in items where p.section != last {
        table(p.section)
        last = p.section
      }
    }
    for (t, content) in new.enumerated() {
      switch content {
      case .identity(let o, _): oldSectionToNew[o] = t
      case .explicit(let o, let items):
        if let o { oldSectionToNew[o] = t }
        for (i, p) in items.enumerated() {
          if let p { oldToNew[p.section]?[p.item] = Place(section: t, item: i) }
        }
      }
    }
  }

  /// Where the item at `old` went; `nil` if deleted.
  func newPath(forOld old: IndexPath) -> IndexPath? {
    guard oldToNew.indices.contains(old.section) else { return nil }
    if let items = oldToNew[old.section] {
      guard items.indices.contains(old.item), let p = items[old.item] else { return nil }
      return IndexPath(item: p.item, section: p.section)
    }
    guard let t = oldSectionToNew[old.section], case .identity = sections[t] else { return nil }
    return IndexPath(item: old.item, section: t)
  }

  /// Where the section at `old` went; `nil` if deleted.
  func newSection(forOld old: Int) -> Int? { oldSectionToNew[old] }
}

extension HeadlessUpdateMapping.Content {
  var oldSection: Int? {
    switch self {
    case .identity(let o, _): o
    case .explicit(let o, _): o
    }
  }

  var count: Int {
    switch self {
    case .identity(_, let n): n
    case .explicit(_, let items): items.count
    }
  }

  /// Each item's old place (`nil` = new).
  var items: [HeadlessUpdateMapping.Place?] {
    switch self {
    case .identity(let o, let n): (0..<n).map { HeadlessUpdateMapping.Place(section: o, item: $0) }
    case .explicit(_, let items): items
    }
  }
}

/// UIKit's "Invalid update" complaint.
struct UpdateMismatch: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
