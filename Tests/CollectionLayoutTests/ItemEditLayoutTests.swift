import CollectionLayout
import Testing

/// Items a batch update inserts, deletes, reloads or moves within a list, flow, grid or
/// packed-lines section are re-placed from the first change (`ItemArranger.editingItems`),
/// the rest of the section moved, without asking the data source for any item but the
/// inserted, reloaded and moved ones: the update edits the section (`sectionsEdited`), and
/// the layout equals a fresh one built from the data after the update (frames, content
/// size, diagnostics) and answers rect queries as its frames do. A staggered section
/// re-places every edit; so does a mosaic, asking for the items of its run again (its
/// frames do not say how they were placed), unless more than half the section would be
/// asked for. Where a layout cannot (normalised line heights, an empty side of the edit, a
/// repair to report), the section is laid out again.
@Suite("Items inserted and deleted re-placed from the first change")
struct ItemEditLayoutTests {
  /// What a layout does with an edit: re-places it unless a side of it is empty, re-places
  /// every edit, re-places an edit asking for the kept items of its run too (or lays the
  /// section out when the run would pass half the section), or lays the section out.
  enum Outcome { case edits, editsEvery, editsRereadingItsRun, laysOut }

  /// One item of the edited section: an identity and its size.
  struct Item: Equatable {
    var id: Int
    var size: Size
  }

  /// A data source counting the item inputs it gives for section 1.
  final class Counter: @unchecked Sendable { var inputs = 0 }
  struct CountingSource: PluginLayoutDataSource {
    var base: TestStackedSource
    let counter: Counter
    var numberOfSections: Int { base.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
    func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
      base.descriptor(forSection: section, crossExtent: crossExtent)
    }
    func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
      if path.section == 1 { counter.inputs += 1 }
      return base.itemInput(at: path, crossExtent: crossExtent)
    }
  }

  static let arrangers: [(any ItemArranger, Outcome)] = [
    (ListSectionLayout(lineSpacing: 3), .edits),
    (FlowSectionLayout(interItemSpacing: 4, lineSpacing: 6), .edits),
    (FlowSectionLayout(interItemSpacing: 4, lineSpacing: 6, alignment: .center), .edits),
    (FlowSectionLayout(interItemSpacing: 0, lineSpacing: 0, alignment: .end), .edits),
    (PackedLinesLayout(interItemSpacing: 5, lineSpacing: 7), .edits),
    (PackedLinesLayout(interItemSpacing: 5, lineSpacing: 7, normalizesLineHeight: true), .laysOut),
    (GridSectionLayout(interItemSpacing: 4, lineSpacing: 4), .edits),
    (GridSectionLayout(interItemSpacing: 2, lineSpacing: 0, alignment: .center), .edits),
    (StaggeredSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 6), .editsEvery),
    (StaggeredSectionLayout(lineCount: 2, lineSpacing: 3, placement: .shortestColumn), .editsEvery),
    (MosaicSectionLayout(lineCount: 3, lineMultiple: 20, interItemSpacing: 4, lineSpacing: 4), .editsRereadingItsRun),
  ]

  /// A size with whole-point extents (so the shifted frames and fresh sums agree exactly),
  /// some repeated (so repacked lines meet the old ones), some without area.
  static func size(_ random: inout SplitMix64) -> Size {
    if random.next() % 40 == 0 { return .zero }
    return Size(width: Double(20 + 10 * (random.next() % 12)), height: Double(20 + random.next() % 50))
  }

  private func source(_ arranger: any ItemArranger, _ items: [Item], direction: ScrollDirection) -> TestStackedSource {
    let stacked = TestStackedSource(
      sections: [
        .init(layout: ListSectionLayout(), items: MeasuredCellReplacementTests.items(12), header: 20),
        .init(
          layout: arranger,
          // Aspect ratios from the sizes, for the staggered layouts and the grids; line
          // fractions too, for the grids (mostly 3 a line).
          items: items.map {
            ItemInput(
              size: $0.size, aspectRatio: Swift.max(0.25, $0.size.width / Swift.max(1, $0.size.height)),
              lineFraction: Int($0.size.height) % 5 == 0 ? 2 : 3)
          },
          header: 24, footer: 10,
          inset: LayoutEdgeInsets(all: 6)),
        .init(layout: FlowSectionLayout(), items: MeasuredCellReplacementTests.items(7), header: 20),
      ])
    return direction == .vertical ? stacked : stacked.transposed
  }

  private func environment(_ direction: ScrollDirection) -> LayoutEnvironment {
    var env = LayoutEnvironment(containerSize: Size(width: 320, height: 480))
    if direction == .horizontal {
      env.containerSize = env.containerSize.transposed
      env.scrollDirection = .horizontal
    }
    return env
  }

  /// One batch update on section 1: what it does to the items and its actions.
  enum Change: CaseIterable {
    case insertAtFront, insertInside, append, deleteFirst, deleteInside, deleteTail, scattered, reload, moveWithin

    func actions(_ items: inout [Item], nextID: inout Int, _ random: inout SplitMix64) -> [UpdateAction] {
      let count = items.count
      func path(_ i: Int) -> ItemPath { ItemPath(section: 1, item: i) }
      func newItem() -> Item {
        defer { nextID += 1 }
        return Item(id: nextID, size: ItemEditLayoutTests.size(&random))
      }
      switch self {
      case .insertAtFront:
        items.insert(newItem(), at: 0)
        return [.insertItem(path(0))]
      case .insertInside:
        let at = Int(random.next() % UInt64(count + 1))
        let new = (0..<Int(1 + random.next() % 4)).map { _ in newItem() }
        items.insert(contentsOf: new, at: at)
        return new.indices.map { .insertItem(path(at + $0)) }
      case .append:
        let new = (0..<Int(1 + random.next() % 30)).map { _ in newItem() }
        items.append(contentsOf: new)
        return new.indices.map { .insertItem(path(count + $0)) }
      case .deleteFirst:
        guard count > 0 else { return [] }
        items.removeFirst()
        return [.deleteItem(path(0))]
      case .deleteInside:
        guard count > 0 else { return [] }
        let at = Int(random.next() % UInt64(count))
        let end = Swift.min(count, at + Int(1 + random.next() % 5))
        items.removeSubrange(at..<end)
        return (at..<end).map { .deleteItem(path($0)) }
      case .deleteTail:
        let kept = count - Swift.min(count, Int(1 + random.next() % 12))
        items.removeSubrange(kept..<count)
        return (kept..<count).map { .deleteItem(path($0)) }
      case .scattered:
        // Deletions by old index, then insertions by new index, as UIKit reads them.
        let deleted = Set(
          (0..<Int(random.next() % 4)).compactMap { _ in count > 0 ? Int(random.next() % UInt64(count)) : nil })
        items = items.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
        var inserted: [Int] = []
        for _ in 0..<Int(random.next() % 4) {
          let at = Int(random.next() % UInt64(items.count + 1))
          inserted = inserted.map { $0 >= at ? $0 + 1 : $0 } + [at]
          items.insert(newItem(), at: at)
        }
        return deleted.map { .deleteItem(path($0)) } + inserted.map { .insertItem(path($0)) }
      case .reload:
        guard count > 0 else { return [] }
        let reloaded = Set((0..<2).map { _ in Int(random.next() % UInt64(count)) })
        for i in reloaded { items[i].size = ItemEditLayoutTests.size(&random) }
        return reloaded.map { .reloadItem(path($0)) }
      case .moveWithin:
        // A row dragged to another place: its size goes with it.
        guard count > 1 else { return [] }
        let from = Int(random.next() % UInt64(count))
        let to = Int(random.next() % UInt64(count))
        items.insert(items.remove(at: from), at: to)
        return from == to ? [] : [.moveItem(from: path(from), to: path(to))]
      }
    }
  }

  /// Runs `steps` random changes on section 1 of `count` items laid out by `arranger`,
  /// each checked against a fresh layout.
  private func run(
    _ arranger: any ItemArranger, expect: Outcome, count: Int, steps: Int, seed: UInt64,
    direction: ScrollDirection = .vertical, queryStep: Double? = nil
  ) {
    var random = SplitMix64(seed: seed)
    var items = (0..<count).map { Item(id: $0, size: Self.size(&random)) }
    var nextID = count
    let env = environment(direction)
    let counter = Counter()
    var layout = PluginLayoutEngine()
    layout.prepare(environment: env, dataSource: source(arranger, items, direction: direction))
    for step in 0..<steps {
      let change = Change.allCases[Int(random.next() % UInt64(Change.allCases.count))]
      let before = items
      let actions = change.actions(&items, nextID: &nextID, &random)
      // Nothing to delete from an empty section, or nothing drawn: no update.
      if actions.isEmpty { continue }
      let oldCounts = [12, before.count, 7]
      let newCounts = [12, items.count, 7]
      let update: BatchUpdate
      do {
        update = try BatchUpdate(actions: actions, oldItemCounts: oldCounts, newItemCounts: newCounts)
      } catch {
        Issue.record("step \(step) \(change): \(error)")
        return
      }
      layout.apply(update)
      counter.inputs = 0
      layout.prepare(
        environment: env,
        dataSource: CountingSource(base: source(arranger, items, direction: direction), counter: counter))
      let comment: Comment =
        "\(arranger) \(direction) seed \(seed) step \(step) \(change): \(before.count) → \(items.count)"
      let summary = layout.model.lastUpdate
      let edits =
        switch expect {
        case .edits: !before.isEmpty && !items.isEmpty
        case .editsEvery: true
        // Laid out only when the run, from the first change, would pass half the section;
        // never an append.
        case .editsRereadingItsRun: summary.sectionsEdited == 1 || !Self.passesHalf(actions, count: items.count)
        case .laysOut: false
        }
      #expect(
        summary.sectionsEdited == (edits ? 1 : 0) && summary.sectionsLaidOut == (edits ? 0 : 1),
        "\(comment): \(summary)")
      // The inserted, reloaded and moved items are asked for.
      let asked = actions.filter { if case .deleteItem = $0 { false } else { true } }.count
      if edits && expect == .editsRereadingItsRun {
        // And the kept items of the run, which lie after the first change.
        let firstChange = actions.map(\.firstItem).min() ?? 0
        #expect(
          (asked...Swift.max(asked, items.count - firstChange)).contains(counter.inputs),
          "\(comment): \(counter.inputs) inputs asked for")
      } else if edits {
        // Only they are.
        #expect(counter.inputs == asked, "\(comment): \(counter.inputs) inputs asked for")
      }
      expectSameAsFresh(layout.model, arranger, source(arranger, items, direction: direction), env, comment)
      if let queryStep { RectQueryIndexTests.bruteForceCheck(layout.model, step: queryStep) }
    }
  }

  /// Whether a run from the first item `actions` change to the end of `count` items
  /// would be more than half of them; an append never is.
  static func passesHalf(_ actions: [UpdateAction], count: Int) -> Bool {
    let firstChange = actions.map(\.firstItem).min() ?? 0
    let appends = actions.allSatisfy {
      if case .insertItem(let p) = $0 { p.item >= count - actions.count } else { false }
    }
    return !appends && count - firstChange > firstChange
  }

  /// `model` against a fresh layout of `sections`, section 1 laid out by `arranger`.
  private func expectSameAsFresh(
    _ model: LayoutModel, _ arranger: any ItemArranger, _ sections: TestStackedSource, _ env: LayoutEnvironment,
    _ comment: Comment
  ) {
    var fresh = PluginLayoutEngine()
    fresh.prepare(environment: env, dataSource: sections)
    if arranger is GridSectionLayout {
      // Heights from aspect ratios are not whole: the lines moved by a difference and the
      // fresh sums may differ in their last bits.
      CompositionalMeasuringTests.expectSameLayout(model, fresh.model, comment)
      #expect(model.diagnostics == fresh.model.diagnostics, comment)
    } else {
      MeasuredCellReplacementTests.expectSame(model, fresh.model, comment)
    }
  }

  @Test(arguments: 0..<arrangers.count)
  func editsEqualAFreshLayout(_ index: Int) {
    let (arranger, outcome) = Self.arrangers[index]
    for direction in [ScrollDirection.vertical, .horizontal] {
      for (k, count) in [1, 5, 40, 300].enumerated() {
        run(
          arranger, expect: outcome, count: count, steps: 25, seed: 0xED17 + UInt64(100 * index + k),
          direction: direction, queryStep: count <= 40 ? 37 : nil)
      }
    }
  }

  /// Sections of 3,000 items: the index resumes past its first checkpoint, and appends
  /// and deletions move its block count.
  @Test(arguments: [0, 1, 4, 6, 9, 10])
  func longSectionsEditFromTheFirstChange(_ index: Int) {
    let (arranger, outcome) = Self.arrangers[index]
    run(arranger, expect: outcome, count: 3_000, steps: 12, seed: 0x10_0000 + UInt64(index), queryStep: 211)
  }

  /// An item dragged to another section is deleted from its section and inserted into the
  /// other: both are re-placed from the change, only the moved item is read again (into
  /// section 1, the one the source counts), and the layout equals a fresh one.
  @Test(arguments: [0, 1, 6, 8])
  func anItemMovedToAnotherSectionEditsBoth(_ index: Int) throws {
    let (arranger, _) = Self.arrangers[index]
    var random = SplitMix64(seed: 0x3A0E + UInt64(index))
    let items = (0..<200).map { Item(id: $0, size: Self.size(&random)) }
    let env = environment(.vertical)
    var sections = source(arranger, items, direction: .vertical)
    let counter = Counter()
    var layout = PluginLayoutEngine()
    layout.prepare(environment: env, dataSource: sections)
    for (from, to) in [
      (ItemPath(section: 1, item: 120), ItemPath(section: 2, item: 3)),
      (ItemPath(section: 2, item: 5), ItemPath(section: 1, item: 40)),
      (ItemPath(section: 0, item: 0), ItemPath(section: 1, item: 199)),
    ] {
      let before = sections.sections.map(\.items.count)
      let moved = sections.sections[from.section].items.remove(at: from.item)
      sections.sections[to.section].items.insert(moved, at: to.item)
      layout.apply(
        try BatchUpdate(
          actions: [.moveItem(from: from, to: to)], oldItemCounts: before,
          newItemCounts: sections.sections.map(\.items.count)))
      counter.inputs = 0
      layout.prepare(environment: env, dataSource: CountingSource(base: sections, counter: counter))
      let summary = layout.model.lastUpdate
      #expect(summary.sectionsEdited == 2 && summary.sectionsLaidOut == 0, "\(arranger) \(from) → \(to): \(summary)")
      #expect(counter.inputs == (to.section == 1 ? 1 : 0), "\(arranger) \(from) → \(to)")
      expectSameAsFresh(layout.model, arranger, sections, env, "\(arranger) \(from) → \(to)")
    }
  }

  /// A header, footer or inset the source changes along with the insertion is read again,
  /// and a repair reported in the section (a negative spacing) lays it out again.
  @Test func chromeIsReadAgainAndRepairsLayOut() {
    var random = SplitMix64(seed: 7)
    let items = (0..<30).map { Item(id: $0, size: Self.size(&random)) }
    let env = environment(.vertical)
    var sections = source(FlowSectionLayout(lineSpacing: 4), items, direction: .vertical)
    var layout = PluginLayoutEngine()
    layout.prepare(environment: env, dataSource: sections)
    sections.sections[1].items.insert(ItemInput(size: Size(width: 50, height: 30)), at: 3)
    sections.sections[1].header = 60
    sections.sections[1].footer = 0
    sections.sections[1].inset = LayoutEdgeInsets(top: 20, left: 6, bottom: 1, right: 6)
    layout.apply(
      try! BatchUpdate(
        actions: [.insertItem(ItemPath(section: 1, item: 3))], oldItemCounts: [12, 30, 7], newItemCounts: [12, 31, 7]))
    layout.prepare(environment: env, dataSource: sections)
    #expect(layout.model.lastUpdate.sectionsEdited == 1)
    MeasuredCellReplacementTests.expectSameAsFresh(layout.model, sections, env, "chrome changed with the insertion")

    // Another left inset changes the lines' width: laid out again.
    sections.sections[1].inset.left = 30
    sections.sections[1].items.remove(at: 0)
    layout.apply(
      try! BatchUpdate(
        actions: [.deleteItem(ItemPath(section: 1, item: 0))], oldItemCounts: [12, 31, 7], newItemCounts: [12, 30, 7]))
    layout.prepare(environment: env, dataSource: sections)
    #expect(layout.model.lastUpdate.sectionsLaidOut == 1 && layout.model.lastUpdate.sectionsEdited == 0)

    // A negative spacing is repaired and reported: the next edit lays the section out.
    sections.sections[1].layout = FlowSectionLayout(lineSpacing: -4)
    layout.invalidateSections([1])
    layout.prepare(environment: env, dataSource: sections)
    sections.sections[1].items.append(ItemInput(size: Size(width: 40, height: 40)))
    layout.apply(
      try! BatchUpdate(
        actions: [.insertItem(ItemPath(section: 1, item: 30))], oldItemCounts: [12, 30, 7], newItemCounts: [12, 31, 7]))
    layout.prepare(environment: env, dataSource: sections)
    #expect(layout.model.lastUpdate.sectionsLaidOut == 1 && layout.model.lastUpdate.sectionsEdited == 0)
    MeasuredCellReplacementTests.expectSameAsFresh(layout.model, sections, env, "a repaired spacing")
  }

  /// An inserted item with a NaN height is repaired and reported as a full layout reports
  /// it: the section is laid out again, and equals a fresh layout.
  @Test func aBadInsertedSizeIsReportedByAFullLayout() throws {
    var random = SplitMix64(seed: 11)
    let items = (0..<40).map { Item(id: $0, size: Self.size(&random)) }
    let env = environment(.vertical)
    for arranger in [ListSectionLayout(lineSpacing: 2) as any ItemArranger, FlowSectionLayout(), PackedLinesLayout()] {
      var sections = source(arranger, items, direction: .vertical)
      var layout = PluginLayoutEngine()
      layout.prepare(environment: env, dataSource: sections)
      sections.sections[1].items.insert(ItemInput(size: Size(width: 30, height: .nan)), at: 7)
      layout.apply(
        try BatchUpdate(
          actions: [.insertItem(ItemPath(section: 1, item: 7))], oldItemCounts: [12, 40, 7], newItemCounts: [12, 41, 7])
      )
      layout.prepare(environment: env, dataSource: sections)
      #expect(layout.model.lastUpdate.sectionsLaidOut == 1 && layout.model.lastUpdate.sectionsEdited == 0)
      #expect(layout.model.diagnostics.contains { $0.section == 1 && $0.item == 7 }, "\(arranger)")
      MeasuredCellReplacementTests.expectSameAsFresh(layout.model, sections, env, "\(arranger): a NaN height inserted")
    }
  }
}

extension UpdateAction {
  /// The lowest item index the action names, before or after the update (0 for a
  /// section's action).
  fileprivate var firstItem: Int {
    switch self {
    case .insertItem(let p), .deleteItem(let p), .reloadItem(let p): p.item
    case .moveItem(let from, let to): Swift.min(from.item, to.item)
    case .insertSection, .deleteSection, .reloadSection, .moveSection: 0
    }
  }
}
