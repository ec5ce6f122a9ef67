import CollectionLayout
import Testing

/// Items a batch update inserts, deletes or reloads in a compositional section are
/// re-placed from the group holding the first change (`CompositionalSectionLayout`'s
/// `editingItems`): to the group after the last change when the count changed by whole
/// groups, else to the section's end; the groups after the run move, their badges
/// renumbered with their items, and the boundary supplementaries, decorations and list
/// separators follow. Each update edits the section (`sectionsEdited`) and equals a fresh
/// layout of the data after it, measured sizes included, and answers rect queries as its
/// frames do. A run of more than half the section (a change near its front that moves every
/// later item within its group, or a section emptied), a strip, and groups a measured size
/// gave another item count lay it out.
@Suite("Compositional items inserted and deleted re-placed from the first change")
struct CompositionalEditTests {
  /// What a section does with an edit.
  enum Outcome { case edits, laysOut, either }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @Sendable () -> LayoutSection
    let outcome: Outcome
    /// Items per group.
    var itemsPerGroup = 1
    /// Kinds of badges (and groups' supplementaries) with an estimated dimension, which
    /// the test measures too.
    var badgeKinds: [ElementKind] = []
    var testDescription: String { name }
  }

  /// A plain list with separators and a header, which a plain list pins to the visible
  /// bounds.
  static func plainList() -> LayoutSection {
    var settings = LayoutListConfiguration(appearance: .plain)
    settings.headerMode = .supplementary
    return .list(
      using: settings, layoutEnvironment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)))
  }

  /// An inset-grouped list whose first item stands for its header (its separators differ).
  static func firstItemHeaderList() -> LayoutSection {
    var settings = LayoutListConfiguration(appearance: .insetGrouped)
    settings.headerMode = .firstItemInSection
    return .list(
      using: settings, layoutEnvironment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)))
  }

  /// Estimated rows in a paging strip.
  static func strip() -> LayoutSection {
    let section = CompositionalMeasuringTests.decoratedList()
    section.orthogonalScrollingBehavior = .continuous
    return section
  }

  static let cases: [Case] = [
    Case(name: "decorated list", make: CompositionalMeasuringTests.decoratedList, outcome: .edits),
    // Two squares a row: a third and its spacing overflow the width.
    Case(name: "estimated grid", make: CompositionalMeasuringTests.estimatedGrid, outcome: .edits, itemsPerGroup: 2),
    Case(
      name: "tree", make: { ArticleLayouts.stacked(ArticleLayouts.tree()) }, outcome: .edits, itemsPerGroup: 10),
    Case(name: "plain list, pinned header", make: plainList, outcome: .edits),
    Case(name: "first item as header", make: firstItemHeaderList, outcome: .edits),
    Case(name: "estimated widths", make: CompositionalMeasuringTests.estimatedWidths, outcome: .either),
    Case(name: "strip", make: strip, outcome: .laysOut),
    Case(
      name: "inbox, badges measured", make: CompositionalBadgeMeasuringTests.inbox, outcome: .edits,
      itemsPerGroup: 2, badgeKinds: ["count", "more"]),
  ]

  /// One item of the edited section: an identity, the size it measured, if any, and its
  /// badges' (a group's supplementary is its first item's).
  struct Item {
    var id: Int
    var measured: Size?
    var badges: [ElementKind: Size] = [:]
  }

  static func engine(_ c: Case, direction: ScrollDirection) -> CompositionalLayoutEngine {
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = direction
    configuration.interSectionSpacing = 6
    let plain = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
    return CompositionalLayoutEngine(configuration: configuration) { index, _ in
      index == 1
        ? c.make() : LayoutSection(group: .horizontal(layoutSize: plain, subitems: [LayoutItem(layoutSize: plain)]))
    }
  }

  /// A fresh layout of `items` in section 1, with their measured sizes.
  static func fresh(_ c: Case, _ items: [Item], direction: ScrollDirection, env: LayoutEnvironment)
    -> CompositionalLayoutEngine
  {
    var layout = engine(c, direction: direction)
    for (index, item) in items.enumerated() {
      if let size = item.measured { layout.setMeasuredSize(size, forItemAt: ItemPath(section: 1, item: index)) }
      for (kind, size) in item.badges {
        layout.setMeasuredSize(size, forSupplementaryOf: kind, index: index, inSection: 1)
      }
    }
    layout.prepare(environment: env, dataSource: CompositionalReferenceTests.Counts(counts: [4, items.count, 3]))
    return layout
  }

  /// A measured size: whole points, across and along the rows.
  static func measuredSize(_ random: inout SplitMix64) -> Size {
    Size(width: Double(60 + random.next() % 120), height: Double(20 + random.next() % 60))
  }

  /// Runs `steps` random updates on section 1 of `count` items, some items measured before
  /// each, and checks each against a fresh layout.
  private func run(_ c: Case, count: Int, steps: Int, seed: UInt64, direction: ScrollDirection) {
    var random = SplitMix64(seed: seed)
    var env = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    if direction == .horizontal { env.containerSize = env.containerSize.transposed }
    var items = (0..<count).map { Item(id: $0) }
    var nextID = count
    var layout = Self.engine(c, direction: direction)
    layout.prepare(environment: env, dataSource: CompositionalReferenceTests.Counts(counts: [4, count, 3]))
    for step in 0..<steps {
      // A few cells measure themselves, as a scroll brings them in.
      for _ in 0..<Int(random.next() % 3) where !items.isEmpty {
        let index = Int(random.next() % UInt64(items.count))
        let size = Self.measuredSize(&random)
        items[index].measured = size
        layout.setMeasuredSize(size, forItemAt: ItemPath(section: 1, item: index))
      }
      for kind in c.badgeKinds where !items.isEmpty && random.next() % 2 == 0 {
        let index = Int(random.next() % UInt64(items.count))
        let size = Size(width: Double(10 + random.next() % 40), height: Double(10 + random.next() % 30))
        items[index].badges[kind] = size
        layout.setMeasuredSize(size, forSupplementaryOf: kind, index: index, inSection: 1)
      }
      layout.prepare(environment: env, dataSource: CompositionalReferenceTests.Counts(counts: [4, items.count, 3]))

      let changes = ItemEditLayoutTests.Change.allCases
      let change = changes[Int(random.next() % UInt64(changes.count))]
      let before = items.count
      var edited = items.map { ItemEditLayoutTests.Item(id: $0.id, size: .zero) }
      let actions = change.actions(&edited, nextID: &nextID, &random)
      if actions.isEmpty { continue }
      // The update keeps a measured size with its item; a reloaded item measures again.
      let kept = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
      let reloaded = Set(actions.compactMap { if case .reloadItem(let p) = $0 { items[p.item].id } else { nil } })
      items = edited.map { reloaded.contains($0.id) ? Item(id: $0.id) : kept[$0.id] ?? Item(id: $0.id) }
      let update: BatchUpdate
      do {
        update = try BatchUpdate(actions: actions, oldItemCounts: [4, before, 3], newItemCounts: [4, items.count, 3])
      } catch {
        Issue.record("step \(step) \(change): \(error)")
        return
      }
      layout.apply(update)
      layout.prepare(environment: env, dataSource: CompositionalReferenceTests.Counts(counts: [4, items.count, 3]))
      let comment: Comment =
        "\(c.name) \(direction) seed \(seed) step \(step) \(change) \(actions): \(before) → \(items.count)"
      let summary = layout.model.lastUpdate
      switch c.outcome {
      case .edits:
        // Every edit whose run of groups holds at most half the section's items (not a
        // section emptied, nor a change in the first groups that moves every item after it
        // within its group).
        let edits =
          !items.isEmpty && !Self.replacesMoreThanHalf(actions, before: before, after: items.count, c.itemsPerGroup)
        #expect(
          summary.sectionsEdited == (edits ? 1 : 0) && summary.sectionsLaidOut == (edits ? 0 : 1),
          "\(comment): \(summary)")
      case .laysOut:
        #expect(summary.sectionsEdited == 0 && summary.sectionsLaidOut == 1, "\(comment): \(summary)")
      case .either:
        #expect(summary.sectionsEdited + summary.sectionsLaidOut == 1, "\(comment): \(summary)")
      }
      let fresh = Self.fresh(c, items, direction: direction, env: env)
      CompositionalMeasuringTests.expectSameLayout(layout.model, fresh.model, comment)
      #expect(layout.model.diagnostics == fresh.model.diagnostics, comment)
      if items.count <= 40 { RectQueryIndexTests.bruteForceCheck(layout.model, step: 41) }
    }
  }

  /// Whether the edit `actions` make re-places groups of `k` items holding more than half
  /// the section's items: from the group of the first change to the group after the last
  /// when the count changed by whole groups, else to the end.
  static func replacesMoreThanHalf(_ actions: [UpdateAction], before: Int, after: Int, _ k: Int) -> Bool {
    var deleted: [Int] = []
    var inserted: [Int] = []
    for action in actions {
      switch action {
      case .deleteItem(let p): deleted.append(p.item)
      case .insertItem(let p): inserted.append(p.item)
      // The changes drawn reload only, so an item reloaded keeps its index.
      case .reloadItem(let p):
        deleted.append(p.item)
        inserted.append(p.item)
      case .moveItem(let from, let to):
        deleted.append(from.item)
        inserted.append(to.item)
      default: break
      }
    }
    guard let edit = ItemEdit(deletedItems: deleted.sorted(), insertedItems: inserted.sorted(), oldItemCount: before)
    else { return true }
    #expect(edit.newItemCount == after)
    let first = edit.firstChangedItem / k * k
    let end =
      edit.countChange % k == 0 ? min(after, (edit.unchangedTail + edit.countChange + k - 1) / k * k) : after
    return end - first > after / 2
  }

  @Test(arguments: cases)
  func editsEqualAFreshLayout(_ c: Case) {
    for direction in [ScrollDirection.vertical, .horizontal] {
      for (k, count) in [0, 1, 7, 40, 300].enumerated() {
        run(c, count: count, steps: 20, seed: 0xC0_ED17 + UInt64(k), direction: direction)
      }
    }
  }

  /// A section of 3,000 items: the runs resume the index past its first checkpoint.
  @Test(arguments: [cases[0], cases[1]])
  func longSectionsEditFromTheFirstChange(_ c: Case) {
    run(c, count: 3_000, steps: 12, seed: 0x30_0000, direction: .vertical)
  }

  /// An append to a grid whose last row was part full re-places that row and adds the new
  /// ones; the rows before keep their frames, and a badge measured on an earlier item keeps
  /// its place.
  @Test func aPageAppendedToAGridReplacesItsLastRowOnly() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    let c = Self.cases[1]
    var layout = Self.engine(c, direction: .vertical)
    layout.prepare(environment: env, dataSource: CompositionalReferenceTests.Counts(counts: [4, 31, 3]))
    let rowsBefore = (0..<30).map {
      layout.model.attributes(for: .cell(section: 1, item: $0), scroll: .init(contentOffset: .zero))?.frame
    }
    let update = try BatchUpdate(
      actions: (31..<51).map { .insertItem(ItemPath(section: 1, item: $0)) }, oldItemCounts: [4, 31, 3],
      newItemCounts: [4, 51, 3])
    layout.apply(update)
    layout.prepare(environment: env, dataSource: CompositionalReferenceTests.Counts(counts: [4, 51, 3]))
    #expect(layout.model.lastUpdate.sectionsEdited == 1 && layout.model.lastUpdate.sectionsLaidOut == 0)
    let rowsAfter = (0..<30).map {
      layout.model.attributes(for: .cell(section: 1, item: $0), scroll: .init(contentOffset: .zero))?.frame
    }
    #expect(rowsAfter == rowsBefore)
    let fresh = Self.fresh(c, (0..<51).map { Item(id: $0) }, direction: .vertical, env: env)
    CompositionalMeasuringTests.expectSameLayout(layout.model, fresh.model, "page appended")
  }

  /// A list whose separators the app changes along with an insertion draws the new ones:
  /// the edit takes the section's separators as its new section gives them.
  @Test func separatorsChangedWithAnInsertionAreTheNewOnes() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    final class Settings: @unchecked Sendable { var inset = 16.0 }
    let settings = Settings()
    func engine() -> CompositionalLayoutEngine {
      CompositionalLayoutEngine { _, environment in
        var list = LayoutListConfiguration(appearance: .plain)
        list.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(
          top: 0, leading: settings.inset, bottom: 0, trailing: 0)
        return .list(using: list, layoutEnvironment: environment)
      }
    }
    var layout = engine()
    layout.prepare(environment: env, dataSource: CompositionalReferenceTests.Counts(counts: [20]))
    settings.inset = 40
    layout.apply(
      try BatchUpdate(actions: [.insertItem(ItemPath(section: 0, item: 5))], oldItemCounts: [20], newItemCounts: [21]))
    layout.prepare(environment: env, dataSource: CompositionalReferenceTests.Counts(counts: [21]))
    #expect(layout.model.lastUpdate.sectionsEdited == 1)
    let separator = layout.model.allElements(scroll: .init(contentOffset: .zero)).first {
      $0.id.kind == .listBottomSeparator && $0.id.item == 0
    }
    #expect(separator?.frame.minX == 40)
    var fresh = engine()
    fresh.prepare(environment: env, dataSource: CompositionalReferenceTests.Counts(counts: [21]))
    CompositionalMeasuringTests.expectSameLayout(layout.model, fresh.model, "separators changed")
  }
}
