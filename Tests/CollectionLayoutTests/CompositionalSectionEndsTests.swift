import CollectionLayout
import Testing

/// A compositional section's layout depends on where it stands — the
/// first carries the layout-wide headers, the last the layout-wide footers and no
/// inter-section spacing after it, and a section provider may answer differently for
/// another index. After a batch update that changes a section's place, the engine's
/// layout equals a fresh one built from the same counts.
@Suite struct CompositionalSectionEndsTests {
  typealias Counts = CompositionalReferenceTests.Counts

  static let env = LayoutEnvironment(containerSize: Size(width: 320, height: 480))

  /// Layout-wide header and footer, inter-section spacing 12.
  static var configuration: CompositionalLayoutConfiguration {
    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 12
    configuration.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: "layout-header", alignment: .top),
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(25)),
        elementKind: "layout-footer", alignment: .bottom),
    ]
    return configuration
  }

  /// Rows whose height depends on the section index, so a provider's answer follows the index.
  static func engine() -> CompositionalLayoutEngine {
    CompositionalLayoutEngine(configuration: configuration) { index, _ in
      let size = LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30 + Double(index % 3) * 10))
      return LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let actions: [UpdateAction]
    let before: [Int]
    let after: [Int]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "move the last section to the front", actions: [.moveSection(from: 2, to: 0)], before: [2, 3, 4],
      after: [4, 2, 3]),
    Case(
      name: "move the first section to the end", actions: [.moveSection(from: 0, to: 2)], before: [2, 3, 4],
      after: [3, 4, 2]),
    Case(name: "delete the last section", actions: [.deleteSection(2)], before: [2, 3, 4], after: [2, 3]),
    Case(name: "append a section", actions: [.insertSection(3)], before: [2, 3, 4], after: [2, 3, 4, 1]),
    Case(name: "insert at index 0", actions: [.insertSection(0)], before: [2, 3, 4], after: [5, 2, 3, 4]),
    Case(name: "delete at index 0", actions: [.deleteSection(0)], before: [2, 3, 4], after: [3, 4]),
    Case(name: "delete all but one", actions: [.deleteSection(0), .deleteSection(2)], before: [2, 3, 4], after: [3]),
  ]

  @Test(arguments: cases) func aSectionThatChangesPlaceIsLaidOutAsAFreshLayoutWould(_ c: Case) throws {
    var engine = Self.engine()
    engine.prepare(environment: Self.env, dataSource: Counts(counts: c.before))
    engine.apply(try BatchUpdate(actions: c.actions, oldItemCounts: c.before, newItemCounts: c.after))
    engine.prepare(environment: Self.env, dataSource: Counts(counts: c.after))
    var fresh = Self.engine()
    fresh.prepare(environment: Self.env, dataSource: Counts(counts: c.after))
    CompositionalMeasuringTests.expectSameLayout(engine.model, fresh.model, "\(c.name)")
    let scroll = ScrollState(contentOffset: .zero)
    let kinds = engine.model.allElements(scroll: scroll).map(\.id.kind)
    #expect(kinds.filter { $0 == "layout-header" }.count == 1, "one layout-wide header")
    #expect(kinds.filter { $0 == "layout-footer" }.count == 1, "one layout-wide footer")
  }
}

/// In a container of width 0 the badges still have area (their size is
/// absolute); a rect query finds them as the full listing has them.
@Suite struct ZeroWidthBadgeTests {
  @Test(arguments: [0.0, 375.0])
  func badgesAreFoundByRectQueriesAtAnyWidth(width: Double) {
    let env = LayoutEnvironment(containerSize: Size(width: width, height: 667))
    var engine = CompositionalLayoutEngine(section: CompositionalMeasuringTests.decoratedList())
    engine.prepare(environment: env, dataSource: CompositionalReferenceTests.Counts(counts: [6, 4]))
    let scroll = ScrollState(contentOffset: .zero)
    let query = Rect(x: -100, y: -100, width: 1000, height: 5000)
    let listed = engine.model.allElements(scroll: scroll).filter { $0.frame.intersects(query) }
    let badges = listed.filter { $0.id.kind == "badge" }
    #expect(badges.count == 10, "every item's badge has area")
    #expect(engine.model.elements(in: query, scroll: scroll).map(\.id) == listed.map(\.id))
    // A query around one badge alone finds it.
    for badge in badges {
      let around = Rect(x: badge.frame.midX - 0.5, y: badge.frame.midY - 0.5, width: 1, height: 1)
      #expect(engine.model.elements(in: around, scroll: scroll).contains { $0.id == badge.id }, "\(badge.id)")
    }
  }
}
