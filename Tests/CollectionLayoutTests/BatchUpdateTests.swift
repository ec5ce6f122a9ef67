import CollectionLayout
import Testing

/// The engine's batch-update mapping against UIKit's rules.
@Suite("Batch update mapping")
struct BatchUpdateTests {
  @Test func itemInsertAndDeleteShiftTheRest() throws {
    // Section 0: 5 items; delete 1 and 3 (old), insert at 0 (new) → 4 items.
    let update = try BatchUpdate(
      actions: [
        .deleteItem(ItemPath(section: 0, item: 1)), .deleteItem(ItemPath(section: 0, item: 3)),
        .insertItem(ItemPath(section: 0, item: 0)),
      ],
      oldItemCounts: [5, 2], newItemCounts: [4, 2])
    let old = (0..<4).map { update.oldPath(forNew: ItemPath(section: 0, item: $0))?.item }
    #expect(old == [nil, 0, 2, 4])
    #expect(update.newPath(forOld: ItemPath(section: 0, item: 1)) == nil)
    #expect(update.newPath(forOld: ItemPath(section: 0, item: 4)) == ItemPath(section: 0, item: 3))
    #expect(update.newPath(forOld: ItemPath(section: 1, item: 1)) == ItemPath(section: 1, item: 1))
    #expect(update.changedSections == [0])
  }

  @Test func sectionsMoveInsertAndDelete() throws {
    // Old sections A B C D (2 items each); delete B, move D to 0, insert a new one at 2.
    let update = try BatchUpdate(
      actions: [.deleteSection(1), .moveSection(from: 3, to: 0), .insertSection(2)],
      oldItemCounts: [2, 2, 2, 2], newItemCounts: [2, 2, 5, 2])
    #expect(update.oldSectionForNew == [3, 0, nil, 2])
    #expect(update.newSectionForOld == [1, nil, 3, 0])
    #expect(update.changedSections == [0, 2])
    #expect(update.oldPath(forNew: ItemPath(section: 0, item: 1)) == ItemPath(section: 3, item: 1))
    #expect(update.oldPath(forNew: ItemPath(section: 2, item: 4)) == nil)
  }

  @Test func itemMovesAcrossSections() throws {
    let update = try BatchUpdate(
      actions: [.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 2))],
      oldItemCounts: [3, 2], newItemCounts: [2, 3])
    #expect(update.newPath(forOld: ItemPath(section: 0, item: 0)) == ItemPath(section: 1, item: 2))
    #expect(update.newPath(forOld: ItemPath(section: 0, item: 2)) == ItemPath(section: 0, item: 1))
    #expect(update.oldPath(forNew: ItemPath(section: 1, item: 1)) == ItemPath(section: 1, item: 1))
    #expect(update.changedSections == [0, 1])
  }

  @Test func reloadsKeepPlacesButNotIdentity() throws {
    let update = try BatchUpdate(
      actions: [.reloadItem(ItemPath(section: 0, item: 1)), .reloadSection(1)],
      oldItemCounts: [3, 2], newItemCounts: [3, 4])
    #expect(update.isReloaded(ItemPath(section: 0, item: 1)))
    #expect(update.freshSections == [1])
    #expect(update.oldPath(forNew: ItemPath(section: 1, item: 0)) == nil)
    #expect(update.changedSections == [0, 1])
  }

  @Test func inconsistentCountsThrow() {
    #expect(throws: BatchUpdateError.self) {
      try BatchUpdate(actions: [.insertItem(ItemPath(section: 0, item: 0))], oldItemCounts: [2], newItemCounts: [2])
    }
    #expect(throws: BatchUpdateError.self) {
      try BatchUpdate(actions: [], oldItemCounts: [2], newItemCounts: [3])
    }
    #expect(throws: BatchUpdateError.self) {
      try BatchUpdate(actions: [.deleteSection(4)], oldItemCounts: [2], newItemCounts: [])
    }
  }

  /// Sides by section index, as upstream's Basic sample: a section's column changes when
  /// sections before it are inserted or deleted.
  struct ParitySource: SplitLayoutDataSource {
    var sections: [[Size]]
    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].count }
    func side(forSection section: Int) -> SplitSide { section % 2 == 0 ? .left : .right }
    func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size { sections[path.section][path.item] }
  }

  /// UIKit raises when the deleted and moved-from index paths repeat one (WWDC 2018
  /// session 225, "A Tour of UICollectionView"): an item deleted and moved, or moved twice.
  @Test func anItemDeletedAndMovedOrMovedTwiceThrows() {
    let item = ItemPath(section: 0, item: 1)
    // Counts that would agree if the repeated item were counted once.
    let cases: [([UpdateAction], [Int])] = [
      ([.deleteItem(item), .moveItem(from: item, to: ItemPath(section: 0, item: 2)), .insertItem(item)], [5, 4]),
      ([.moveItem(from: item, to: ItemPath(section: 0, item: 2)), .deleteItem(item), .insertItem(item)], [5, 4]),
      (
        [
          .moveItem(from: item, to: ItemPath(section: 0, item: 2)),
          .moveItem(from: item, to: ItemPath(section: 1, item: 0)),
        ], [4, 5]
      ),
    ]
    for (actions, counts) in cases {
      #expect(throws: BatchUpdateError.self, "\(actions)") {
        try BatchUpdate(actions: actions, oldItemCounts: [4, 4], newItemCounts: counts)
      }
    }
  }

  @Test func applyingAnUpdateEqualsAFullRelayout() throws {
    var configuration = SplitLayoutConfiguration()
    configuration.leftSideRatio = 0.5
    var data = (0..<5).map { s in (0..<6).map { Size(width: 40 + Double(s * 6 + $0), height: 30) } }
    var layout = SplitLayout.prepared(
      configuration, environment: .container(320, 600), source: ParitySource(sections: data))
    data.remove(at: 0)
    data[1].append(Size(width: 80, height: 20))
    let update = try BatchUpdate(
      actions: [.deleteSection(0), .insertItem(ItemPath(section: 1, item: 6))],
      oldItemCounts: [6, 6, 6, 6, 6], newItemCounts: [6, 7, 6, 6])
    layout.apply(update)
    layout.prepare(environment: .container(320, 600), dataSource: ParitySource(sections: data))
    let fresh = SplitLayout.prepared(
      configuration, environment: .container(320, 600), source: ParitySource(sections: data))
    let scroll = ScrollState(contentOffset: .zero)
    #expect(layout.model.allElements(scroll: scroll) == fresh.model.allElements(scroll: scroll))
    #expect(layout.model.column(ofSection: 0) == 0)
    #expect(layout.model.column(ofSection: 1) == 1)
  }
}
