import Testing

@testable import CollectionLayout

/// A batch update's changes to one section's items as insertions and deletions
/// (`BatchUpdate.itemEdit(inSection:oldItemCount:)`), and what an ``ItemEdit`` says about
/// them: applying the edit to the old items gives the new ones, as the update maps them.
@Suite struct ItemEditTests {
  @Test func editsNameTheirFirstChangeUnchangedTailAndAppend() throws {
    let insertAtFront = try #require(ItemEdit(deletedItems: [], insertedItems: [0], oldItemCount: 10))
    #expect(insertAtFront.firstChangedItem == 0 && insertAtFront.unchangedTail == 0)
    #expect(insertAtFront.newItemCount == 11 && insertAtFront.countChange == 1)
    let append = try #require(ItemEdit(deletedItems: [], insertedItems: [10, 11], oldItemCount: 10))
    #expect(append.firstChangedItem == 10 && append.unchangedTail == 10)
    let deleteInside = try #require(ItemEdit(deletedItems: [3, 4], insertedItems: [], oldItemCount: 10))
    #expect(deleteInside.firstChangedItem == 3 && deleteInside.unchangedTail == 5)
    // Deleted at 2, inserted at 6 (after the update): old items 2…5 move back one, then
    // the insertion; from old item 6 on, the indices are kept.
    let both = try #require(ItemEdit(deletedItems: [2], insertedItems: [6], oldItemCount: 10))
    #expect(both.firstChangedItem == 2 && both.unchangedTail == 7)
    let deleteTail = try #require(ItemEdit(deletedItems: [8, 9], insertedItems: [], oldItemCount: 10))
    #expect(deleteTail.unchangedTail == 10)
    // Only insertions past the old items are an append.
    #expect(append.appendedItems == 10..<12)
    #expect(insertAtFront.appendedItems == nil && deleteTail.appendedItems == nil && both.appendedItems == nil)
    let insertBeforeLast = try #require(ItemEdit(deletedItems: [], insertedItems: [9, 11], oldItemCount: 10))
    #expect(insertBeforeLast.appendedItems == nil)
    let replaceLast = try #require(ItemEdit(deletedItems: [9], insertedItems: [9, 10], oldItemCount: 10))
    #expect(replaceLast.appendedItems == nil)
    // Indices out of order, repeated or out of range are refused.
    #expect(ItemEdit(deletedItems: [3, 3], insertedItems: [], oldItemCount: 10) == nil)
    #expect(ItemEdit(deletedItems: [4, 3], insertedItems: [], oldItemCount: 10) == nil)
    #expect(ItemEdit(deletedItems: [10], insertedItems: [], oldItemCount: 10) == nil)
    #expect(ItemEdit(deletedItems: [], insertedItems: [11], oldItemCount: 10) == nil)
    #expect(ItemEdit(deletedItems: [0, 1], insertedItems: [], oldItemCount: 1) == nil)
  }

  /// Random insertions, deletions and reloads in section 1 of three (and insertions in
  /// section 2): the edit, walked from the first change, names every new item's old index
  /// as the update maps it, and every old item the update dropped or reloaded is deleted.
  @Test func editsFollowTheUpdatesMapping() throws {
    var random = SplitMix64(seed: 0xED17)
    for round in 0..<300 {
      let count = Int(random.next() % 40)
      var actions: [UpdateAction] = []
      var deleted = Set<Int>()
      for _ in 0..<Int(random.next() % 4) where count > 0 { deleted.insert(Int(random.next() % UInt64(count))) }
      let newCount = count - deleted.count + Int(random.next() % 4)
      var inserted = Set<Int>()
      while count - deleted.count + inserted.count < newCount { inserted.insert(Int(random.next() % UInt64(newCount))) }
      var reloaded = Set<Int>()
      for _ in 0..<Int(random.next() % 3) where count > 0 {
        let r = Int(random.next() % UInt64(count))
        if !deleted.contains(r) { reloaded.insert(r) }
      }
      actions += deleted.map { .deleteItem(ItemPath(section: 1, item: $0)) }
      actions += inserted.map { .insertItem(ItemPath(section: 1, item: $0)) }
      actions += reloaded.map { .reloadItem(ItemPath(section: 1, item: $0)) }
      actions.append(.insertItem(ItemPath(section: 2, item: 0)))
      let update = try BatchUpdate(
        actions: actions, oldItemCounts: [3, count, 2], newItemCounts: [3, newCount, 3])
      let edit = try #require(update.itemEdit(inSection: 1, oldItemCount: count), "round \(round)")
      #expect(edit.newItemCount == newCount, "round \(round)")
      let dropped = (0..<count).filter { update.newID(of: .cell(section: 1, item: $0)) == nil }
      #expect(edit.deletedItems == dropped, "round \(round)")
      var walk = EditWalk(edit, from: 0)
      for i in 0..<newCount {
        let old = update.oldID(of: .cell(section: 1, item: i))?.item
        #expect(walk.oldItem(i) == old, "round \(round) item \(i)")
      }
      // Where items were inserted or deleted, the update knows the old count; an edit for
      // another is refused (the engine then lays the section out). With reloads alone it
      // does not, and the engine checks the edit's count against its data source.
      if !deleted.isEmpty || !inserted.isEmpty {
        #expect(update.itemEdit(inSection: 1, oldItemCount: count + 1) == nil, "round \(round): another count")
      }
    }
  }

  /// An item moved within its section is deleted where it was and inserted where it goes;
  /// the other items keep their order, so the edit maps them as the update does. Random
  /// moves (with insertions and deletions) in a section of 30.
  @Test func anItemMovedWithinItsSectionIsDeletedAndInserted() throws {
    let counts = [4, 4, 4]
    let forward = try BatchUpdate(
      actions: [.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 3))],
      oldItemCounts: counts, newItemCounts: counts)
    let edit = try #require(forward.itemEdit(inSection: 0, oldItemCount: 4))
    #expect(edit.deletedItems == [0] && edit.insertedItems == [3])
    let back = try BatchUpdate(
      actions: [.moveItem(from: ItemPath(section: 1, item: 3), to: ItemPath(section: 1, item: 0))],
      oldItemCounts: counts, newItemCounts: counts)
    #expect(
      back.itemEdit(inSection: 1, oldItemCount: 4) == ItemEdit(deletedItems: [3], insertedItems: [0], oldItemCount: 4))
    var random = SplitMix64(seed: 0x30FE)
    for round in 0..<300 {
      var items = Array(0..<30)
      var actions: [UpdateAction] = []
      // Deletions by old index, then moves and insertions by new index, as UIKit reads them.
      let deleted = Set((0..<Int(random.next() % 3)).map { _ in Int(random.next() % 30) })
      var moves: [(from: Int, item: Int)] = []
      for _ in 0..<Int(1 + random.next() % 4) {
        let from = Int(random.next() % 30)
        guard !deleted.contains(from), !moves.contains(where: { $0.from == from }) else { continue }
        moves.append((from, from))
      }
      items.removeAll { deleted.contains($0) || moves.map(\.item).contains($0) }
      for move in moves {
        items.insert(move.item, at: Int(random.next() % UInt64(items.count + 1)))
      }
      let inserted = Int(random.next() % 3)
      for k in 0..<inserted { items.insert(-1 - k, at: Int(random.next() % UInt64(items.count + 1))) }
      actions += deleted.map { .deleteItem(ItemPath(section: 1, item: $0)) }
      for (new, item) in items.enumerated() {
        if item < 0 { actions.append(.insertItem(ItemPath(section: 1, item: new))) }
        if moves.contains(where: { $0.item == item }) {
          actions.append(.moveItem(from: ItemPath(section: 1, item: item), to: ItemPath(section: 1, item: new)))
        }
      }
      let update = try BatchUpdate(actions: actions, oldItemCounts: [4, 30, 4], newItemCounts: [4, items.count, 4])
      let edit = try #require(update.itemEdit(inSection: 1, oldItemCount: 30), "round \(round)")
      #expect(edit.newItemCount == items.count, "round \(round)")
      for (new, item) in items.enumerated() {
        let kept = item >= 0 && !moves.contains { $0.item == item }
        // Kept items map as the update maps them; moved and inserted ones are inserted.
        #expect(edit.oldItem(forNew: new) == (kept ? item : nil), "round \(round) item \(new)")
        if kept { #expect(update.newPath(forOld: ItemPath(section: 1, item: item))?.item == new) }
      }
      for item in 0..<30 {
        let gone = deleted.contains(item) || moves.contains { $0.item == item }
        #expect(edit.newItem(forOld: item) == nil || !gone, "round \(round) old item \(item)")
      }
      // No map of every item: the update answers from the edit and the moved items (a
      // table of those alone), both ways, as does the remap that carries measured sizes
      // across.
      #expect(update.movedItems.newForOld.count == moves.count, "round \(round)")
      let remap = try #require(SectionItemRemap(oldSection: 1, through: update))
      for (new, item) in items.enumerated() {
        let old = item >= 0 ? ItemPath(section: 1, item: item) : nil
        #expect(update.oldPath(forNew: ItemPath(section: 1, item: new)) == old, "round \(round) item \(new)")
        if let old {
          #expect(update.newPath(forOld: old) == ItemPath(section: 1, item: new), "round \(round) item \(new)")
          #expect(remap.newPath(forOld: item) == ItemPath(section: 1, item: new), "round \(round) item \(new)")
        }
      }
      for item in deleted {
        #expect(update.newPath(forOld: ItemPath(section: 1, item: item)) == nil && remap.newPath(forOld: item) == nil)
      }
    }
  }

  /// An item moved to another section is deleted from its old section and inserted into its
  /// new one; moved, reloaded and inserted sections have no edit.
  @Test func movesAcrossSectionsAreEditsAndFreshSectionsHaveNone() throws {
    let counts = [4, 4, 4]
    let across = try BatchUpdate(
      actions: [.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 2))],
      oldItemCounts: counts, newItemCounts: [3, 5, 4])
    #expect(across.itemEdit(inSection: 0, oldItemCount: 4)?.deletedItems == [0])
    #expect(
      across.itemEdit(inSection: 1, oldItemCount: 4) == ItemEdit(deletedItems: [], insertedItems: [2], oldItemCount: 4))
    #expect(across.newPath(forOld: ItemPath(section: 0, item: 0)) == ItemPath(section: 1, item: 2))
    #expect(across.oldPath(forNew: ItemPath(section: 1, item: 2)) == ItemPath(section: 0, item: 0))
    #expect(across.newPath(forOld: ItemPath(section: 1, item: 2)) == ItemPath(section: 1, item: 3))
    #expect(across.newPath(forOld: ItemPath(section: 0, item: 1)) == ItemPath(section: 0, item: 0))
    let movedSection = try BatchUpdate(
      actions: [.moveSection(from: 0, to: 2)], oldItemCounts: counts, newItemCounts: counts)
    #expect(movedSection.itemEdit(inSection: 2, oldItemCount: 4) == nil)
    let reloadedSection = try BatchUpdate(actions: [.reloadSection(1)], oldItemCounts: counts, newItemCounts: counts)
    #expect(reloadedSection.itemEdit(inSection: 1, oldItemCount: 4) == nil)
    let insertedSection = try BatchUpdate(
      actions: [.insertSection(1)], oldItemCounts: counts, newItemCounts: [4, 2, 4, 4])
    #expect(insertedSection.itemEdit(inSection: 1, oldItemCount: 0) == nil)
    // Reloads alone: each reloaded item deleted and inserted where it is.
    let reloads = try BatchUpdate(
      actions: [.reloadItem(ItemPath(section: 2, item: 3)), .reloadItem(ItemPath(section: 2, item: 1))],
      oldItemCounts: counts, newItemCounts: counts)
    let edit = try #require(reloads.itemEdit(inSection: 2, oldItemCount: 4))
    #expect(edit.deletedItems == [1, 3] && edit.insertedItems == [1, 3])
  }
}
