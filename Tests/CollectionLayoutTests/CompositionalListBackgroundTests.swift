import CollectionLayout
import Testing

/// A list section's background, as UIKit's `UICollectionLayoutListConfiguration.backgroundColor`
/// (iOS 14): `nil` is "the system background color for the specified appearance" (Apple's
/// documentation), which the layout places as a decoration behind the section.
@Suite struct CompositionalListBackgroundTests {
  typealias Lists = CompositionalListConfigurationTests

  static func background(_ section: Int) -> ElementID { .decoration(.listBackground, section: section, item: 0) }

  static func attributes(_ engine: CompositionalLayoutEngine, _ id: ElementID) -> LayoutAttributes? {
    engine.model.attributes(for: id, scroll: ScrollState(contentOffset: .zero))
  }

  static func list(_ appearance: LayoutListConfiguration.Appearance, color: LayoutColor? = nil) -> LayoutSection {
    var configuration = LayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    configuration.backgroundColor = color
    return .list(using: configuration, layoutEnvironment: Lists.environment)
  }

  @Test func eachAppearanceHasItsSystemBackgroundUnlessAColourIsSet() {
    let expected: [LayoutListConfiguration.Appearance: LayoutColor] = [
      .plain: LayoutListConfiguration.systemBackgroundColor,
      .sidebarPlain: LayoutListConfiguration.systemBackgroundColor,
      .grouped: LayoutListConfiguration.systemGroupedBackgroundColor,
      .insetGrouped: LayoutListConfiguration.systemGroupedBackgroundColor,
      .sidebar: LayoutListConfiguration.systemGroupedBackgroundColor,
    ]
    for appearance in LayoutListConfiguration.Appearance.allCases {
      let engine = Lists.layout(Self.list(appearance), counts: [2])
      #expect(Self.attributes(engine, Self.background(0))?.backgroundColor == expected[appearance], "\(appearance)")
      let teal = LayoutColor(rgb: 0x008080)
      let coloured = Lists.layout(Self.list(appearance, color: teal), counts: [2])
      #expect(Self.attributes(coloured, Self.background(0))?.backgroundColor == teal, "\(appearance)")
    }
    #expect(LayoutListConfiguration.systemGroupedBackgroundColor.hexString == "#F2F2F7")
  }

  @Test func itCoversTheWholeSectionEdgeToEdgeBelowEverythingElse() throws {
    // Inset grouped: 35 of padding, header 44 at 35, rows 44 at 79 and 123 inside the
    // margins, footer 44 at 167; the section ends at 211.
    let engine = Lists.layout(Self.list(.insetGrouped), counts: [2])
    let background = try #require(Self.attributes(engine, Self.background(0)))
    #expect(background.frame == Rect(x: 0, y: 0, width: 375, height: 211))
    #expect(background.zIndex == ZIndex.background)
    let others = engine.model.allElements(scroll: ScrollState(contentOffset: .zero)).filter {
      $0.id != Self.background(0)
    }
    #expect(others.count == 5 && others.allSatisfy { $0.zIndex > background.zIndex })
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func layoutWideSupplementariesAndSpacingBetweenSectionsLieOutsideIt() throws {
    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    configuration.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "banner", alignment: .top),
      LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "legal", alignment: .bottom),
    ]
    let engine = Lists.layout(Self.list(.grouped), counts: [1, 1], configuration: configuration)
    // The banner 50; section 0 from 50: padding 35, header, row and footer of 44 (ends at
    // 217); 20 of spacing; section 1 from 237 to 404; the legal footer after it.
    #expect(Self.attributes(engine, Self.background(0))?.frame == Rect(x: 0, y: 50, width: 375, height: 167))
    #expect(Self.attributes(engine, Self.background(1))?.frame == Rect(x: 0, y: 237, width: 375, height: 167))
    #expect(
      Self.attributes(engine, .supplementary("legal", section: 1, item: 0))?.frame
        == Rect(x: 0, y: 404, width: 375, height: 50))
  }

  @Test func aMeasuredRowStretchesItAsAFreshLayoutDoes() {
    var engine = Lists.layout(Self.list(.plain), counts: [3])
    engine.setMeasuredSize(Size(width: 375, height: 90), forItemAt: ItemPath(section: 0, item: 1))
    engine.prepare(environment: Lists.environment, dataSource: CompositionalReferenceTests.Counts(counts: [3]))
    // Header 44, rows 44, 90 and 44, footer 44.
    #expect(Self.attributes(engine, Self.background(0))?.frame == Rect(x: 0, y: 0, width: 375, height: 266))
    var fresh = CompositionalLayoutEngine(section: Self.list(.plain))
    fresh.setMeasuredSize(Size(width: 375, height: 90), forItemAt: ItemPath(section: 0, item: 1))
    fresh.prepare(environment: Lists.environment, dataSource: CompositionalReferenceTests.Counts(counts: [3]))
    let scroll = ScrollState(contentOffset: .zero)
    #expect(engine.model.allElements(scroll: scroll) == fresh.model.allElements(scroll: scroll))
  }

  /// Like its separators, a list's background is the layout's own drawing: a visible-items
  /// handler is not handed it, and a look-up agrees with a query.
  @Test func aVisibleItemsHandlerIsNotHandedIt() throws {
    let seen = SeenKinds()
    let section = CompositionalListSeparatorTests.list(.insetGrouped)
    section.visibleItemsInvalidationHandler = { items, _, _ in
      seen.record(items.map(\.id.category))
      for item in items { item.alpha = 0.5 }
    }
    let engine = Lists.layout(section, counts: [2])
    let scroll = ScrollState(contentOffset: .zero)
    let found = engine.model.elements(in: Rect(x: 0, y: 0, width: 375, height: 667), scroll: scroll)
    #expect(!seen.categories.isEmpty && !seen.categories.contains(.decoration))
    let background = try #require(found.first { $0.id == Self.background(0) })
    #expect(background.alpha == 1)
    #expect(engine.model.attributes(for: Self.background(0), scroll: scroll) == background)
    // A query that misses the section misses its background too.
    #expect(
      !engine.model.elements(in: Rect(x: 0, y: 500, width: 375, height: 100), scroll: scroll).contains {
        $0.id == Self.background(0)
      })
  }

  @Test func aSectionNotMadeAsAListHasNone() {
    let engine = CompositionalListConfigurationTests.layout(
      CompositionalGroupSupplementaryTests.rows([]), counts: [3])
    #expect(
      !engine.model.allElements(scroll: ScrollState(contentOffset: .zero)).contains { $0.id.category == .decoration })
  }
}
