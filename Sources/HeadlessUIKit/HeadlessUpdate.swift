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
/// arrays), independent of any layout's: tests compare a layout's mapping against it.
struct HeadlessUpdateMapping {
  /// A section after the update: where it came from and its items' origins.
  enum Content {
    /// An untouched section: item i is item i of old section `old`.
    case identity(old: Int, count: Int)
    /// A section whose items were edited: each item's old path (nil = new).
    case explicit(old: Int?, items: [IndexPath?])
  }

  private(set) var sections: [Content] = []
  /// Per old section whose items were edited (or left through a move): where each of its
  /// items went, `nil` where deleted. Arrays by section rather than a dictionary by index
  /// path, so a section of 100k items is indexed without hashing each.
  private var oldToNew: [Int: [IndexPath?]] = [:]
  private var oldSectionToNew: [Int: Int] = [:]
  /// Items reloaded, at their old index paths: their cells are discarded and made again
  /// (Apple's `reloadItems(at:)`: "discard any cells associated with those items and
  /// redisplay them").
  private(set) var reloadedItems: Set<IndexPath> = []

  /// Replays `updates` on `oldCounts`; throws UIKit's complaint when the result does not
  /// match `newCounts`.
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
    func edit(_ s: Int) throws(UpdateMismatch) -> [IndexPath?] {
      guard old.indices.contains(s), let content = old[s] else {
        throw UpdateMismatch("an item update names section \(s), which does not exist before the update")
      }
      switch content {
      case .identity(let o, let n): return (0..<n).map { IndexPath(item: $0, section: o) }
      case .explicit(_, let items): return items
      }
    }
    // 1. Item deletions and move sources, descending.
    let removals = (deletedItems + itemMoves.map(\.0)).sorted(by: >)
    var moved: [IndexPath: IndexPath?] = [:]
    for p in removals {
      var items = try edit(p.section)
      guard items.indices.contains(p.item) else {
        throw UpdateMismatch("item \(p) does not exist before the update (\(oldCounts) items)")
      }
      let removed = items.remove(at: p.item)
      if itemMoves.contains(where: { $0.0 == p }) { moved[p] = removed }
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
    let itemTargets = insertedItems.map { ($0, IndexPath?.none) } + itemMoves.map { ($0.1, moved[$0.0] ?? nil) }
    for (p, origin) in itemTargets.sorted(by: { $0.0 < $1.0 }) {
      guard new.indices.contains(p.section) else {
        throw UpdateMismatch("item \(p) cannot be inserted: \(new.count) sections after the update")
      }
      if case .explicit(nil, _) = new[p.section] { continue }  // items of a new section are all new
      var items: [IndexPath?]
      switch new[p.section] {
      case .identity(let o, let n): items = (0..<n).map { IndexPath(item: $0, section: o) }
      case .explicit(_, let i): items = i
      }
      guard p.item <= items.count else {
        throw UpdateMismatch("item \(p) cannot be inserted into a section of \(items.count) items")
      }
      items.insert(origin, at: p.item)
      new[p.section] = .explicit(old: new[p.section].oldSection, items: items)
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
    var edited = Set(moved.keys.map(\.section))
    for case .explicit(let o?, _) in new { edited.insert(o) }
    for case .explicit(_, let items) in new {
      var last = -1
      for p in items {
        guard let p, p.section != last else { continue }
        edited.insert(p.section)
        last = p.section
      }
    }
    for s in edited {
      oldToNew[s] = Array(repeating: nil, count: oldCounts.indices.contains(s) ? oldCounts[s] : 0)
    }
    for (t, content) in new.enumerated() {
      switch content {
      case .identity(let o, _): oldSectionToNew[o] = t
      case .explicit(let o, let items):
        if let o { oldSectionToNew[o] = t }
        for (i, p) in items.enumerated() {
          if let p { oldToNew[p.section]?[p.item] = IndexPath(item: i, section: t) }
        }
      }
    }
  }

  /// Where the item at `old` went; `nil` if deleted.
  func newPath(forOld old: IndexPath) -> IndexPath? {
    if let items = oldToNew[old.section] { return items.indices.contains(old.item) ? items[old.item] : nil }
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
}

/// UIKit's "Invalid update" complaint.
struct UpdateMismatch: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
