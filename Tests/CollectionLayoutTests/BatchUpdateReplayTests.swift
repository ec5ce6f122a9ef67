import CollectionLayout
import PropertyBased
import Testing

/// The batch-update mapping against a replay of the update on arrays, in the order UIKit
/// documents for `performBatchUpdates`: deletions (and the sources of moves) first, from
/// the highest index path down, then insertions (and the destinations of moves) from the
/// lowest up. Random item deletions, insertions, moves within and across sections and
/// reloads, in sections of up to 40 items.
@Suite("Batch update mapping: a replay of the update")
struct BatchUpdateReplayTests {
  @Test func everyItemMapsWhereTheReplayPutsIt() async {
    await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var random = CompositionalScenario.Random(state: seed)
      let scenario = Scenario(&random)
      let update = try #require(
        try? BatchUpdate(
          actions: scenario.actions, oldItemCounts: scenario.oldCounts, newItemCounts: scenario.newCounts),
        "seed \(seed): \(scenario.actions)")
      for (t, items) in scenario.replayed.enumerated() {
        for (i, old) in items.enumerated() {
          let new = ItemPath(section: t, item: i)
          #expect(update.oldPath(forNew: new) == old, "seed \(seed): item \(new)")
          if let old { #expect(update.newPath(forOld: old) == new, "seed \(seed): item \(old)") }
        }
      }
      for old in scenario.removed {
        #expect(update.newPath(forOld: old) == nil, "seed \(seed): deleted item \(old)")
      }
      for path in scenario.reloaded {
        let new = try #require(update.newPath(forOld: path), "seed \(seed): reloaded item \(path)")
        #expect(update.isReloaded(new), "seed \(seed): reloaded item \(path) at \(new)")
      }
    }
  }

  /// A random item-level update, made from the arrays it should produce: the old
  /// sections lose the items deleted or moved away, the items moved and the new ones land
  /// at random places, and the actions name each arrival at its place in the final arrays
  /// (as UIKit's insertions and move destinations do).
  struct Scenario {
    var oldCounts: [Int] = []
    var actions: [UpdateAction] = []
    /// Per section after the update, each item's old path (`nil`: inserted).
    var replayed: [[ItemPath?]] = []
    /// Items deleted.
    var removed: [ItemPath] = []
    /// Items reloaded, at their old paths.
    var reloaded: [ItemPath] = []
    var newCounts: [Int] { replayed.map(\.count) }

    init(_ random: inout CompositionalScenario.Random) {
      oldCounts = (0..<random.int(1...4)).map { _ in random.int(0...40) }
      // Each old item is deleted, moved or reloaded at most once.
      var chosen: Set<ItemPath> = []
      var moved: Set<ItemPath> = []
      for (s, n) in oldCounts.enumerated() where n > 0 {
        for _ in 0..<random.int(0...min(n, 6)) {
          let path = ItemPath(section: s, item: random.int(0...(n - 1)))
          guard chosen.insert(path).inserted else { continue }
          switch random.int(0...2) {
          case 0: removed.append(path)
          case 1: moved.insert(path)
          default: reloaded.append(path)
          }
        }
      }
      let leaving = Set(removed).union(moved)
      var sections: [[ItemPath?]] = oldCounts.enumerated().map { s, n in
        (0..<n).map { ItemPath(section: s, item: $0) }.filter { !leaving.contains($0) }
      }
      let arrivals: [ItemPath?] =
        moved.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
        + Array(repeating: nil, count: random.int(0...6))
      for arriving in arrivals {
        let t = random.int(0...(sections.count - 1))
        sections[t].insert(arriving, at: random.int(0...sections[t].count))
      }
      replayed = sections
      actions = removed.map { .deleteItem($0) } + reloaded.map { .reloadItem($0) }
      for (t, items) in sections.enumerated() {
        for (i, item) in items.enumerated() {
          let place = ItemPath(section: t, item: i)
          if let item, moved.contains(item) {
            actions.append(.moveItem(from: item, to: place))
          } else if item == nil {
            actions.append(.insertItem(place))
          }
        }
      }
    }
  }
}
