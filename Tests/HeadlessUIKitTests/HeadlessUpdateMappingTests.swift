import Testing

@testable import HeadlessUIKit

/// The collection view's own batch-update mapping, against the arrangement it describes:
/// random deletions, insertions and moves within and across sections, given as UIKit takes
/// them (deletions and move sources at their paths before the update, insertions and move
/// destinations at their paths after it, per Apple's `performBatchUpdates(_:completion:)`).
@Suite("HeadlessUIKit: batch-update mapping")
struct HeadlessUpdateMappingTests {
  /// A small deterministic generator (Knuth's 64-bit linear congruential one, high bits).
  struct Random {
    var state: UInt64
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
  }

  /// An old item, or a new one (`nil`), in the arrangement after the update.
  typealias Label = IndexPath?

  @Test(arguments: 0..<300)
  func everyOldItemIsFoundWhereTheUpdatePutIt(_ seed: Int) throws {
    var r = Random(state: UInt64(seed) &* 7_919)
    let oldCounts = (0..<r.int(1...4)).map { _ in r.int(0...40) }
    var arrangement: [[Label]] = oldCounts.enumerated().map { s, n in
      (0..<n).map { IndexPath(item: $0, section: s) }
    }
    // Remove some items (deleted or moved), from their paths before the update.
    var removed: [IndexPath] = []
    for s in arrangement.indices {
      for i in arrangement[s].indices where r.int(0...3) == 0 { removed.append(IndexPath(item: i, section: s)) }
    }
    var movedOut: [IndexPath] = []
    var deleted: [IndexPath] = []
    for p in removed { if r.int(0...1) == 0 { movedOut.append(p) } else { deleted.append(p) } }
    for p in removed.sorted(by: >) { arrangement[p.section].remove(at: p.item) }
    // Put the moved items and some new ones back anywhere, building the arrangement after.
    var placing: [Label] = movedOut.map { $0 } + (0..<r.int(0...8)).map { _ in nil }
    for i in placing.indices.reversed() { placing.swapAt(i, r.int(0...i)) }
    for label in placing {
      let s = r.int(0...(arrangement.count - 1))
      arrangement[s].insert(label, at: r.int(0...arrangement[s].count))
    }
    // The updates as UIKit takes them: destinations are paths in the arrangement after.
    var updates: [HeadlessUpdate] = [.deleteItems(deleted)]
    var inserted: [IndexPath] = []
    var expected: [IndexPath: IndexPath] = [:]
    for (t, items) in arrangement.enumerated() {
      for (i, label) in items.enumerated() {
        let now = IndexPath(item: i, section: t)
        guard let old = label else {
          inserted.append(now)
          continue
        }
        expected[old] = now
        if movedOut.contains(old) { updates.append(.moveItem(old, now)) }
      }
    }
    updates.append(.insertItems(inserted))

    let mapping = try HeadlessUpdateMapping(updates, oldCounts: oldCounts, newCounts: arrangement.map(\.count))
    for (s, n) in oldCounts.enumerated() {
      for i in 0..<n {
        let old = IndexPath(item: i, section: s)
        #expect(mapping.newPath(forOld: old) == expected[old], "seed \(seed): \(old)")
      }
    }
  }

  /// UIKit raises when the deleted and moved-from index paths repeat one (WWDC 2018
  /// session 225, "A Tour of UICollectionView"): an item deleted and moved, or moved twice,
  /// is refused, even with counts that its replay of the updates would agree with.
  @Test func anItemDeletedAndMovedOrMovedTwiceIsRefused() {
    let item = IndexPath(item: 1, section: 0)
    let cases: [([HeadlessUpdate], [Int])] = [
      ([.deleteItems([item]), .moveItem(item, IndexPath(item: 2, section: 0)), .insertItems([item])], [4, 4]),
      ([.moveItem(item, IndexPath(item: 2, section: 0)), .moveItem(item, IndexPath(item: 0, section: 1))], [3, 5]),
    ]
    for (updates, counts) in cases {
      #expect(throws: UpdateMismatch.self, "\(updates)") {
        try HeadlessUpdateMapping(updates, oldCounts: [4, 4], newCounts: counts)
      }
    }
  }
}
