import Testing

@testable import CollectionLayout

/// A resized container keeps each scrolled strip on the item at its edge, at rest as its
/// behaviour says; the strip's on-screen band is where its cells are.
@Suite("Strip anchors")
struct StripAnchorTests {
  /// Pages of the container's width, inset 8 (the App Store banner).
  static func banner(_ behavior: OrthogonalScrollingBehavior = .paging) -> LayoutSection {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    let section = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)), subitems: [item]))
    section.orthogonalScrollingBehavior = behavior
    return section
  }

  static func resize(_ engine: inout CompositionalLayoutEngine, width: Double, counts: [Int]) {
    engine.prepare(
      environment: LayoutEnvironment(containerSize: Size(width: width, height: 667)),
      dataSource: CompositionalReferenceTests.Counts(counts: counts))
  }

  @Test func aPagingStripStaysOnItsPage() {
    var engine = CompositionalReferenceTests.layout(Self.banner(), counts: [5])
    engine.scrollSection(0, to: 750)
    Self.resize(&engine, width: 667, counts: [5])
    #expect(engine.sectionOffsets[0] == 1334)
    Self.resize(&engine, width: 375, counts: [5])
    #expect(engine.sectionOffsets[0] == 750)
  }

  @Test func aContinuousStripKeepsItsItemAndHowFarIntoIt() {
    var engine = CompositionalReferenceTests.layout(Self.banner(.continuous), counts: [5])
    // Item 1's cell starts at 375 + 8; a quarter of the 375 to the next cell past it.
    engine.scrollSection(0, to: 383 + 93.75)
    let anchor = engine.model.stripAnchor(ofSection: 0, at: 383 + 93.75)
    #expect(anchor == StripAnchor(item: 1, fraction: 0.25))
    Self.resize(&engine, width: 600, counts: [5])
    #expect(engine.sectionOffsets[0] == 608 + 150)
  }

  @Test func aStripAtItsEndStaysAtItsEnd() {
    var engine = CompositionalReferenceTests.layout(Self.banner(.continuous), counts: [5])
    engine.scrollSection(0, to: 1500)
    Self.resize(&engine, width: 400, counts: [5])
    #expect(engine.sectionOffsets[0] == 1600)
  }

  @Test func aCentredCarouselKeepsItsCardCentred() {
    let card = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let section = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(220)),
        subitems: [card]))
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    var engine = CompositionalReferenceTests.layout(section, counts: [6])
    // Card 2 centred: 2 × (300 + 10).
    engine.scrollSection(0, to: 620)
    Self.resize(&engine, width: 667, counts: [6])
    #expect(abs(engine.sectionOffsets[0] - 2 * (533.6 + 10)) < 1e-9)
  }

  @Test func stripsWithoutItemsOrOffsetsHaveNoAnchor() {
    let engine = CompositionalReferenceTests.layout(Self.banner(), counts: [0, 5])
    #expect(engine.model.stripAnchor(ofSection: 0, at: 10) == nil)
    #expect(engine.model.stripAnchor(ofSection: 1, at: .nan) == nil)
    #expect(engine.model.stripAnchor(ofSection: 7, at: 10) == nil)
    #expect(engine.model.offset(of: StripAnchor(item: 99, fraction: .nan), inSection: 1) == 1500)
  }

  @Test func theStripFrameIsTheBandOfItsCells() {
    let section = Self.banner()
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
        elementKind: "header", alignment: .top)
    ]
    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 16
    let engine = CompositionalReferenceTests.layout(section, counts: [5, 5], configuration: configuration)
    #expect(engine.model.stripFrame(ofSection: 0) == Rect(x: 0, y: 32, width: 375, height: 180))
    #expect(engine.model.stripFrame(ofSection: 1) == Rect(x: 0, y: 32 + 180 + 16 + 32, width: 375, height: 180))
  }
}
