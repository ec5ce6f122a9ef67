import CollectionLayout
import Testing

/// The engine keeps a section's `orthogonalScrollingProperties` with its arranger and gives
/// them back per section: they follow their section through moves, never change a frame,
/// and a rate no scroll view can take reads as automatic.
@Suite struct OrthogonalScrollingPropertiesEngineTests {
  /// Section `id`'s strip: bounces never for even ids, always for odd; fast for ids over 1.
  static func section(id: Int) -> LayoutSection {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)), subitems: [item])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.orthogonalScrollingProperties.bounce = id.isMultiple(of: 2) ? .never : .always
    section.orthogonalScrollingProperties.decelerationRate = id > 1 ? .fast : .automatic
    return section
  }

  @Test func propertiesFollowTheirSectionThroughAMove() throws {
    final class Ids: @unchecked Sendable { var ids = [0, 1, 2] }
    let ids = Ids()
    var engine = CompositionalLayoutEngine { index, _ in Self.section(id: ids.ids[index]) }
    let environment = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    engine.prepare(environment: environment, dataSource: CompositionalReferenceTests.Counts(counts: [10, 10, 10]))
    #expect(engine.orthogonalScrollingProperties(ofSection: 0).bounce == .never)
    #expect(engine.orthogonalScrollingProperties(ofSection: 2).decelerationRate == .fast)
    ids.ids = [2, 0, 1]
    engine.apply(
      try BatchUpdate(
        actions: [.moveSection(from: 2, to: 0)], oldItemCounts: [10, 10, 10], newItemCounts: [10, 10, 10]))
    engine.prepare(environment: environment, dataSource: CompositionalReferenceTests.Counts(counts: [10, 10, 10]))
    #expect(engine.orthogonalScrollingProperties(ofSection: 0).decelerationRate == .fast)
    #expect(engine.orthogonalScrollingProperties(ofSection: 0).bounce == .never)
    #expect(engine.orthogonalScrollingProperties(ofSection: 2).bounce == .always)
    #expect(engine.orthogonalScrollingProperties(ofSection: 2).decelerationRate == .automatic)
    // Unknown sections have the defaults.
    #expect(engine.orthogonalScrollingProperties(ofSection: 7) == OrthogonalScrollingProperties())
  }

  @Test func theyChangeNoFrameAndABadRateReadsAsAutomatic() {
    let environment = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    let plain = Self.section(id: 0)
    plain.orthogonalScrollingProperties = OrthogonalScrollingProperties()
    var reference = CompositionalLayoutEngine(section: plain)
    reference.prepare(environment: environment, dataSource: CompositionalReferenceTests.Counts(counts: [10]))
    let odd = Self.section(id: 3)
    odd.orthogonalScrollingProperties.decelerationRate = .init(rawValue: 1.5)
    var engine = CompositionalLayoutEngine(section: odd)
    engine.prepare(environment: environment, dataSource: CompositionalReferenceTests.Counts(counts: [10]))
    let scroll = ScrollState(contentOffset: .zero)
    #expect(engine.model.allElements(scroll: scroll) == reference.model.allElements(scroll: scroll))
    #expect(engine.orthogonalScrollingProperties(ofSection: 0).decelerationRate == .automatic)
    #expect(engine.orthogonalScrollingProperties(ofSection: 0).bounce == .always)
    #expect(engine.diagnostics.contains { $0.code == .layoutStrip && $0.section == 0 })
    #expect(reference.diagnostics.isEmpty)
  }
}
