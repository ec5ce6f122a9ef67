import CollectionLayout
import Testing

/// A list configuration's swipe actions' providers (the UIKit module's, which the engine
/// cannot name) ride with their section through every way the engine lays it out again: a
/// fresh layout, an item edit, a measured row, and back to none when the section's
/// configuration has none. The adapter finds them by section.
@Suite struct ListSwipeActionProvidersTests {
  typealias Lists = CompositionalListConfigurationTests

  /// A plain list whose configuration carries `provider` at its trailing edge.
  static func section(_ provider: ListSwipeActionProviders.OpaqueProvider?) -> LayoutSection {
    var configuration = LayoutListConfiguration(appearance: .plain)
    configuration.swipeActionProviders.trailing = provider
    return .list(using: configuration, layoutEnvironment: Lists.environment)
  }

  /// The providers a section provider made, one per call (as one building its list's
  /// configuration each time does).
  final class Made: @unchecked Sendable {
    var providers: [ListSwipeActionProviders.OpaqueProvider] = []
  }

  @Test func providersFollowTheirSectionThroughEditsAndMeasuredRows() throws {
    let made = Made()
    var engine = CompositionalLayoutEngine(
      configuration: CompositionalLayoutConfiguration(),
      sectionProvider: { index, _ in
        guard index == 1 else { return Self.section(nil) }
        made.providers.append(ListSwipeActionProviders.OpaqueProvider(made.providers.count))
        return Self.section(made.providers.last)
      })
    var counts = [3, 200]
    engine.prepare(environment: Lists.environment, dataSource: CompositionalReferenceTests.Counts(counts: counts))
    #expect(engine.hasListSwipeActions)
    #expect(engine.listSwipeActionProviders(ofSection: 0) == nil)
    #expect(engine.listSwipeActionProviders(ofSection: 1)?.trailing === made.providers.last)
    #expect(engine.listSwipeActionProviders(ofSection: 1)?.leading == nil)
    #expect(engine.listSwipeActionProviders(ofSection: 2) == nil)
    #expect(engine.listSwipeActionProviders(ofSection: -1) == nil)
    // An item inserted near the end edits the section in place, with the section the
    // provider gives now.
    let update = try BatchUpdate(
      actions: [.insertItem(ItemPath(section: 1, item: 190))], oldItemCounts: counts, newItemCounts: [3, 201])
    counts = [3, 201]
    let asked = made.providers.count
    engine.apply(update)
    engine.prepare(environment: Lists.environment, dataSource: CompositionalReferenceTests.Counts(counts: counts))
    #expect(engine.model.lastUpdate.sectionsEdited == 1 && engine.model.lastUpdate.sectionsLaidOut == 0)
    #expect(made.providers.count > asked)
    #expect(engine.listSwipeActionProviders(ofSection: 1)?.trailing === made.providers.last)
    // A row measured near the end re-places what follows it.
    let measuredAt = made.providers.count
    engine.setMeasuredSize(Size(width: 375, height: 90), forItemAt: ItemPath(section: 1, item: 195))
    engine.prepare(environment: Lists.environment, dataSource: CompositionalReferenceTests.Counts(counts: counts))
    #expect(engine.model.lastUpdate.sectionsPatched == 1 && engine.model.lastUpdate.sectionsLaidOut == 0)
    let scroll = ScrollState(contentOffset: .zero)
    #expect(engine.model.attributes(for: .cell(section: 1, item: 195), scroll: scroll)?.frame.height == 90)
    #expect(made.providers.count > measuredAt)
    #expect(engine.listSwipeActionProviders(ofSection: 1)?.trailing === made.providers.last)
  }

  @Test func aLayoutWithoutProvidersHasNone() {
    let engine = Lists.layout(Self.section(nil), counts: [4, 4])
    #expect(!engine.hasListSwipeActions)
    #expect(engine.listSwipeActionProviders(ofSection: 0) == nil)
    // An empty set of providers is not carried either.
    #expect(ListSwipeActionProviders().isEmpty)
  }

  @Test func configurationsAreEqualOnlyWithTheSameProviders() {
    var a = LayoutListConfiguration(appearance: .plain)
    let b = a
    a.swipeActionProviders.leading = ListSwipeActionProviders.OpaqueProvider(1)
    #expect(a != b)
    var c = b
    c.swipeActionProviders.leading = a.swipeActionProviders.leading
    #expect(a == c)
    c.swipeActionProviders.leading = ListSwipeActionProviders.OpaqueProvider(1)
    #expect(a != c)
  }
}
