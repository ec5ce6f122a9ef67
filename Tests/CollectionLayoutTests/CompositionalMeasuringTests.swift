import CollectionLayout
import Testing

/// Measuring items one at a time patches the section in place (its groups re-placed, what
/// follows shifted) and gives what laying everything out again with the same sizes gives.
@Suite struct CompositionalMeasuringTests {
  typealias Counts = CompositionalReferenceTests.Counts

  /// Estimated rows with a badge each, a header that extends the section, a footer inside
  /// the content, and a background decoration.
  static func decoratedList() -> LayoutSection {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .absolute(12), heightDimension: .absolute(12)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 4, y: -4)))
    let item = LayoutItem(layoutSize: size, supplementaryItems: [badge])
    let section = LayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
    section.interGroupSpacing = 3
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10)
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: "header", alignment: .top)
    let footer = LayoutBoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
      elementKind: "footer", alignment: .bottom)
    footer.extendsBoundary = false
    section.boundarySupplementaryItems = [header, footer]
    section.decorationItems = [LayoutDecorationItem.background(elementKind: "background")]
    return section
  }

  /// Estimated squares a third of the row wide, 2 points apart: two fit a row (a third and
  /// its spacing would overflow it), as UIKit repeats a subitem only while it fits.
  static func estimatedGrid() -> LayoutSection {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(100)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitems: [item])
    group.interItemSpacing = .fixed(2)
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 2
    return section
  }

  /// Rows whose items are estimated along the row: measuring one wider changes how many
  /// fit, so the section cannot be patched and is laid out again.
  static func estimatedWidths() -> LayoutSection {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .estimated(90), heightDimension: .absolute(40)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
    return LayoutSection(group: group)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @Sendable () -> LayoutSection
    let direction: ScrollDirection
    let patches: Bool
    var testDescription: String { "\(name), \(direction)" }
  }

  static let cases: [Case] = [
    Case(name: "decorated list", make: decoratedList, direction: .vertical, patches: true),
    Case(name: "decorated list", make: decoratedList, direction: .horizontal, patches: true),
    Case(name: "grid", make: estimatedGrid, direction: .vertical, patches: true),
    Case(name: "tree", make: { ArticleLayouts.stacked(ArticleLayouts.tree()) }, direction: .vertical, patches: true),
    Case(name: "estimated widths", make: estimatedWidths, direction: .vertical, patches: false),
  ]

  /// Sizes to measure, in order: items early, late, in one group twice, back to the estimate.
  static let measurements: [(item: Int, size: Size)] = [
    (7, Size(width: 120, height: 90)), (0, Size(width: 30, height: 20)), (58, Size(width: 200, height: 61.5)),
    (8, Size(width: 90, height: 44)), (7, Size(width: 120, height: 10)), (59, Size(width: 95, height: 100)),
  ]

  @Test(arguments: cases)
  func measuringItemByItemEqualsLayingOutAgain(_ c: Case) {
    let env = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    let counts = Counts(counts: [3, 60, 5])
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = c.direction
    configuration.interSectionSpacing = 6
    var patched = CompositionalLayoutEngine(section: c.make(), configuration: configuration)
    patched.prepare(environment: env, dataSource: counts)
    for (k, m) in Self.measurements.enumerated() {
      let path = ItemPath(section: 1, item: m.item)
      patched.setMeasuredSize(m.size, forItemAt: path)
      patched.prepare(environment: env, dataSource: counts)
      let summary = patched.model.lastUpdate
      #expect(summary.sectionsPatched == (c.patches ? 1 : 0), "after measurement \(k)")
      #expect(summary.sectionsLaidOut == (c.patches ? 0 : 1), "after measurement \(k)")

      var fresh = CompositionalLayoutEngine(section: c.make(), configuration: configuration)
      for earlier in Self.measurements.prefix(k + 1) {
        fresh.setMeasuredSize(earlier.size, forItemAt: ItemPath(section: 1, item: earlier.item))
      }
      fresh.prepare(environment: env, dataSource: counts)
      Self.expectSameLayout(patched.model, fresh.model, "after measurement \(k)")
    }
  }

  @Test func measuringAfterAStructuralChangeLaysTheSectionOutAgain() {
    let env = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    var engine = CompositionalLayoutEngine(section: Self.decoratedList())
    engine.prepare(environment: env, dataSource: Counts(counts: [10, 10]))
    engine.setMeasuredSize(Size(width: 375, height: 80), forItemAt: ItemPath(section: 1, item: 2))
    // The sections swap before the next update: the pending item change must follow
    // section 1 to its new place rather than patch section 0's geometry.
    let update = try! BatchUpdate(
      actions: [.moveSection(from: 1, to: 0)], oldItemCounts: [10, 10], newItemCounts: [10, 10])
    engine.apply(update)
    engine.prepare(environment: env, dataSource: Counts(counts: [10, 10]))
    #expect(engine.model.lastUpdate.sectionsPatched == 0)
    #expect(engine.model.lastUpdate.sectionsLaidOut >= 1)
  }

  @Test func measuredSizesFollowTheirItemsThroughBatchUpdates() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    var engine = CompositionalLayoutEngine(section: Self.decoratedList())
    engine.prepare(environment: env, dataSource: Counts(counts: [4, 6]))
    engine.setMeasuredSize(Size(width: 355, height: 90), forItemAt: ItemPath(section: 1, item: 2))
    engine.setMeasuredSize(Size(width: 355, height: 70), forItemAt: ItemPath(section: 1, item: 4))
    engine.prepare(environment: env, dataSource: Counts(counts: [4, 6]))
    // Section 0 deleted, an item inserted in front of section 1's, its item 4 reloaded.
    let update = try BatchUpdate(
      actions: [
        .deleteSection(0), .insertItem(ItemPath(section: 0, item: 0)), .reloadItem(ItemPath(section: 1, item: 4)),
      ],
      oldItemCounts: [4, 6], newItemCounts: [7])
    engine.apply(update)
    engine.prepare(environment: env, dataSource: Counts(counts: [7]))
    #expect(engine.measuredSize(forItemAt: ItemPath(section: 0, item: 3)) == Size(width: 355, height: 90))
    #expect(engine.measuredSize(forItemAt: ItemPath(section: 0, item: 5)) == nil)
    let height = engine.model.attributes(for: .cell(section: 0, item: 3), scroll: .init(contentOffset: .zero))?.frame
      .height
    #expect(height == 90)
  }

  /// Same elements with frames equal within a rounding slack (patching shifts frames by a
  /// difference instead of recomputing their sums).
  static func expectSameLayout(_ a: LayoutModel, _ b: LayoutModel, _ comment: Comment) {
    let scroll = ScrollState(contentOffset: .zero)
    let left = a.allElements(scroll: scroll)
    let right = b.allElements(scroll: scroll)
    #expect(left.map(\.id) == right.map(\.id), comment)
    #expect(abs(a.contentSize.width - b.contentSize.width) < 1e-6, comment)
    #expect(abs(a.contentSize.height - b.contentSize.height) < 1e-6, comment)
    for (l, r) in zip(left, right) where !Self.close(l.frame, r.frame) || l.zIndex != r.zIndex {
      Issue.record("\(l.id): \(l.frame) z \(l.zIndex) against \(r.frame) z \(r.zIndex) — \(comment)")
      return
    }
  }

  static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }
}

/// A compositional section is a section layout like any other: beside a plugin section in
/// a stacked layout it places its items as it does alone, moved by what precedes it.
@Suite struct CompositionalBesidePluginsTests {
  @Test func aCompositionalSectionAfterAFlowSection() {
    let env = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    let source = TestStackedSource(sections: [
      .init(
        layout: FlowSectionLayout(interItemSpacing: 4, lineSpacing: 4),
        items: Array(repeating: ItemInput(size: Size(width: 100, height: 50)), count: 7), header: 30),
      .init(
        layout: CompositionalSectionLayout(section: ArticleLayouts.stacked(ArticleLayouts.tree()), environment: env),
        items: Array(repeating: ItemInput(), count: 20)),
    ])
    var stacked = PluginLayoutEngine()
    stacked.prepare(environment: env, dataSource: source)
    let alone = CompositionalReferenceTests.layout(ArticleLayouts.stacked(ArticleLayouts.tree()), counts: [20])
    // Section 0: header 30, then 3 items per line (3 · 100 + 2 · 4 = 308 ≤ 375), 3 lines
    // of 50 with 2 gaps of 4: 30 + 158 = 188.
    let scroll = ScrollState(contentOffset: .zero)
    for i in 0..<20 {
      let beside = stacked.model.attributes(for: .cell(section: 1, item: i), scroll: scroll)?.frame
      let single = alone.model.attributes(for: .cell(section: 0, item: i), scroll: scroll)?.frame
      #expect(beside != nil && beside == single?.offsetBy(dx: 0, dy: 188), "item \(i)")
    }
    #expect(stacked.model.contentSize.height == 188 + alone.model.contentSize.height)
  }
}
