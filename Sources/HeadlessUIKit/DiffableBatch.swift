import Foundation

/// The batch update that turns one diffable snapshot into another, by identifiers: what
/// `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)` hands the
/// collection view.
///
/// UIKit does not document its diffing, so this is HeadlessUIKit's own, built to be valid
/// by UIKit's batch-update rules rather than minimal: sections and items that keep their
/// order (the longest run that does) stay; the others move. A reloaded section is made
/// anew (reloaded in place, or deleted and inserted when it also moves), so no item moves
/// out of or into it; a reloaded item that also moves is deleted and inserted.
///
/// - Complexity: O(n log n) for n sections and items.
struct DiffableBatch<Section: Hashable, Item: Hashable> {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []

  /// Whether the batch changes nothing.
  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
      && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
  }

  /// The batch from `old` to `new` (sections and their items, in order), reloading
  /// `reloadedSections` and `reloadedItems` of the new one.
  init(
    old: [(Section, [Item])], new: [(Section, [Item])], reloadedSections reloadSections: Set<Section>,
    reloadedItems reloadItems: Set<Item>
  ) {
    let oldSection = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.0, $0) })
    let newSection = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.0, $0) })
    // Sections in both, in old order, and those of them that keep their order.
    let common = old.indices.filter { newSection[old[$0].0] != nil }
    let staying = Set(Self.longestIncreasingRun(common.map { newSection[old[$0].0]! }).map { common[$0] })
    /// Whether a section's old items are discarded (deleted, or made anew).
    var oldGone = Set<Section>()
    /// Whether a section's new items are all new (inserted, or made anew).
    var newFresh = Set<Section>()
    for (s, (id, _)) in old.enumerated() {
      guard let t = newSection[id] else {
        deletedSections.insert(s)
        oldGone.insert(id)
        continue
      }
      switch (reloadSections.contains(id), staying.contains(s)) {
      case (true, true):
        reloadedSections.insert(s)
        oldGone.insert(id)
        newFresh.insert(id)
      case (true, false):
        deletedSections.insert(s)
        insertedSections.insert(t)
        oldGone.insert(id)
        newFresh.insert(id)
      case (false, false): movedSections.append((s, t))
      case (false, true): break
      }
    }
    for (t, (id, _)) in new.enumerated() where oldSection[id] == nil {
      insertedSections.insert(t)
      newFresh.insert(id)
    }
    placeItems(old: old, new: new, oldGone: oldGone, newFresh: newFresh, reloadItems: reloadItems)
  }

  /// The item updates: items of sections kept on both sides stay, move, or are reloaded;
  /// the others are deleted from their old place and inserted at their new one.
  private mutating func placeItems(
    old: [(Section, [Item])], new: [(Section, [Item])], oldGone: Set<Section>, newFresh: Set<Section>,
    reloadItems: Set<Item>
  ) {
    var oldPath: [Item: (section: Section, path: IndexPath)] = [:]
    for (s, (id, items)) in old.enumerated() {
      for (i, item) in items.enumerated() { oldPath[item] = (id, IndexPath(item: i, section: s)) }
    }
    var kept: [Item: IndexPath] = [:]  // items whose old and new places both count
    for (t, (id, items)) in new.enumerated() where !newFresh.contains(id) {
      // Items that stay in this section, in new order, and those that keep their order.
      let stayingHere = items.filter { oldPath[$0]?.section == id }
      let run = Set(Self.longestIncreasingRun(stayingHere.map { oldPath[$0]!.path.item }).map { stayingHere[$0] })
      for (j, item) in items.enumerated() {
        let target = IndexPath(item: j, section: t)
        guard let origin = oldPath[item], !oldGone.contains(origin.section) else {
          insertedItems.append(target)
          continue
        }
        kept[item] = target
        let moves = !run.contains(item)
        switch (moves, reloadItems.contains(item)) {
        case (true, true):
          deletedItems.append(origin.path)
          insertedItems.append(target)
        case (true, false): movedItems.append((origin.path, target))
        case (false, true): reloadedItems.append(origin.path)
        case (false, false): break
        }
      }
    }
    for (s, (id, items)) in old.enumerated() where !oldGone.contains(id) {
      for (i, item) in items.enumerated() where kept[item] == nil {
        deletedItems.append(IndexPath(item: i, section: s))
      }
    }
  }

  /// The positions (in `values`) of a longest strictly increasing subsequence of `values`.
  /// - Complexity: O(n log n).
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // positions of the smallest tail of each run length
    var previous = [Int](repeating: -1, count: values.count)
    for (k, v) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[k] = tails[low - 1] }
      if low == tails.count { tails.append(k) } else { tails[low] = k }
    }
    var run: [Int] = []
    var k = tails.last ?? -1
    while k >= 0 {
      run.append(k)
      k = previous[k]
    }
    return run.reversed()
  }
}
