import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Batch updates through the split adapter: random sequences of inserts, deletes, moves
/// and reloads of items and sections, each checked against a fresh layout of the same
/// data, against each cell's own history (initial and final attributes), against the size
/// delegate's call count, and for anything UIKit would reject.
@MainActor
@Suite("Split adapter: batch updates")
struct SplitUpdateTests {
  /// A small deterministic generator (SplitMix64).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
    }
  }

  static func makeController(seed: UInt64) -> (IdentifiedSplitController, Generator) {
    var g = Generator(state: seed)
    var nextID = 0
    let sections = (0..<(2 + g.next(5))).map { s -> IdentifiedSplitController.Section in
      let items = (0..<g.next(40)).map { _ in
        nextID += 1
        return nextID
      }
      return .init(id: s, items: items, onRight: g.next(2) == 1)
    }
    return (IdentifiedSplitController(sections: sections), g)
  }

  @Test(arguments: 1...12)
  func randomUpdatesMatchAFreshLayout(seed: Int) {
    let (controller, generator) = Self.makeController(seed: UInt64(seed))
    var g = generator
    controller.show(width: 390, height: 500)
    let collectionView = controller.collectionView!
    var nextID = 100_000
    var nextSection = 1000
    #if canImport(HeadlessUIKit)
    var followed = (moved: 0, faded: 0)
    #endif
    for step in 0..<6 {
      collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(g.next(400)))
      collectionView.layoutIfNeeded()
      #if canImport(HeadlessUIKit)
      let before = controller.framesByID()
      let shownBefore = Dictionary(
        uniqueKeysWithValues: collectionView.shownCellFrames.map {
          (controller.sections[$0.key.section].items[$0.key.item], $0.key)
        })
      #endif
      // One random edit of each kind that applies, expressed as UIKit updates.
      var data = controller.sections
      var deletes: [IndexPath] = []
      var inserts: [IndexPath] = []
      var deletedSections = IndexSet()
      var insertedSections = IndexSet()
      var touched = Set<Int>()  // sections (after) whose items change
      if let s = data.indices.randomElement(using: &g), !data[s].items.isEmpty {
        let i = g.next(data[s].items.count)
        deletes.append(IndexPath(item: i, section: s))
        touched.insert(s)
      }
      if data.count > 2, g.next(3) == 0 {
        let s = g.next(data.count)
        if !touched.contains(s) { deletedSections.insert(s) }
      }
      // Apply deletions (old indices) to the data, then insertions (new indices).
      for p in deletes.sorted(by: >) where !deletedSections.contains(p.section) {
        data[p.section].items.remove(at: p.item)
      }
      deletes.removeAll { deletedSections.contains($0.section) }
      for s in deletedSections.reversed() { data.remove(at: s) }
      if g.next(2) == 0 {
        let t = g.next(data.count + 1)
        data.insert(.init(id: nextSection, items: (0..<g.next(12)).map { nextID + $0 }, onRight: g.next(2) == 1), at: t)
        nextID += 100
        nextSection += 1
        insertedSections.insert(t)
      }
      if let t = data.indices.randomElement(using: &g), !insertedSections.contains(t) {
        let i = g.next(data[t].items.count + 1)
        data[t].items.insert(nextID, at: i)
        nextID += 1
        inserts.append(IndexPath(item: i, section: t))
      }
      controller.sections = data
      collectionView.performBatchUpdates {
        collectionView.deleteItems(at: deletes)
        collectionView.deleteSections(deletedSections)
        collectionView.insertSections(insertedSections)
        collectionView.insertItems(at: inserts)
      }
      #expect(
        collectionView.refusals.isEmpty, "seed \(seed) step \(step): \(collectionView.refusals)")

      // Same frames as a layout that never saw the old data.
      let fresh = IdentifiedSplitController(sections: data)
      fresh.show(width: 390, height: 500)
      fresh.collectionView.contentOffset = collectionView.contentOffset
      fresh.collectionView.layoutIfNeeded()
      #expect(controller.layout.allFrames() == fresh.layout.allFrames(), "seed \(seed) step \(step)")

      #if canImport(HeadlessUIKit)
      // Only HeadlessUIKit records the attributes an update animated from and to.
      // Every cell on screen after the update starts where it was (or fades in if new);
      // every cell on screen before ends where it is (or fades out if gone).
      let after = controller.framesByID()
      let animations = collectionView.headlessLastUpdate
      for (element, initial) in animations.initial where element.category == .cell {
        let id = data[element.indexPath.section].items[element.indexPath.item]
        if let old = before[id] {
          #expect(initial?.frame == old, "seed \(seed) step \(step): item \(id) starts at its old frame")
          followed.moved += 1
        } else {
          #expect(initial?.alpha == 0, "seed \(seed) step \(step): new item \(id) fades in")
          followed.faded += 1
        }
      }
      for (id, oldPath) in shownBefore {
        let final = animations.final[DisplayedElement(category: .cell, kind: nil, indexPath: oldPath)] ?? nil
        if let new = after[id] {
          #expect(final?.frame == new, "seed \(seed) step \(step): item \(id) ends at its new frame")
        } else {
          #expect(final?.alpha == 0, "seed \(seed) step \(step): deleted item \(id) fades out")
        }
      }
      #endif
    }
    #if canImport(HeadlessUIKit)
    // The checks above ran on real cells, old and new.
    #expect(followed.moved > 0 && followed.faded > 0, "seed \(seed): \(followed)")
    #endif
  }

  /// The section's lines are packed again from the inserted item, from the sizes they
  /// hold: the delegate is asked for the inserted item's size alone.
  @Test func oneInsertAsksOnlyForTheInsertedItemsSize() {
    let (controller, _) = Self.makeController(seed: 99)
    controller.show(width: 390, height: 500)
    let collectionView = controller.collectionView!
    let requests = controller.sizeRequests
    controller.sections[1].items.insert(777_777, at: 0)
    collectionView.insertItems(at: [IndexPath(item: 0, section: 1)])
    #expect(controller.sizeRequests - requests == 1)
  }

  @Test func sectionMovesKeepTheirItemsAndAnimateFromTheirOldPlace() {
    let (controller, _) = Self.makeController(seed: 7)
    controller.show(width: 390, height: 2000)
    let collectionView = controller.collectionView!
    #if canImport(HeadlessUIKit)
    let before = controller.framesByID()
    #endif
    let moved = controller.sections.removeLast()
    controller.sections.insert(moved, at: 0)
    let last = controller.sections.count - 1
    collectionView.moveSection(last, toSection: 0)
    let fresh = IdentifiedSplitController(sections: controller.sections)
    fresh.show(width: 390, height: 2000)
    #expect(controller.layout.allFrames() == fresh.layout.allFrames())
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the attributes an update animated from.
    for (element, initial) in collectionView.headlessLastUpdate.initial where element.category == .cell {
      let id = controller.sections[element.indexPath.section].items[element.indexPath.item]
      #expect(initial?.frame == before[id])
    }
    #endif
    #expect(collectionView.refusals.isEmpty)
  }

  #if canImport(HeadlessUIKit)
  /// UIKit raises for an inconsistent update; HeadlessUIKit records it and reloads.
  @Test func anInconsistentUpdateIsCaughtAndRecovered() {
    let (controller, _) = Self.makeController(seed: 3)
    controller.show(width: 390, height: 500)
    let collectionView = controller.collectionView!
    controller.sections[0].items.append(555_555)
    // The app forgets to tell the collection view about one of two new items.
    controller.sections[0].items.append(555_556)
    collectionView.insertItems(at: [IndexPath(item: controller.sections[0].items.count - 1, section: 0)])
    #expect(collectionView.headlessRejections.map(\.reason) == [.inconsistentUpdate])
    // The collection view reloaded; the layout matches a fresh one.
    collectionView.layoutIfNeeded()
    let fresh = IdentifiedSplitController(sections: controller.sections)
    fresh.show(width: 390, height: 500)
    #expect(controller.layout.allFrames() == fresh.layout.allFrames())
  }
  #endif
}

extension RandomAccessCollection where Index == Int {
  /// A random index drawn from `generator`, or nil when empty.
  func randomElement(using generator: inout SplitUpdateTests.Generator) -> Int? {
    isEmpty ? nil : startIndex + generator.next(count)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
