import CollectionLayout
import Testing

/// List sections (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`, iOS 14): full-width
/// rows estimated at 44, headers and footers of UIKit's section kinds, an inset-grouped list
/// inside the layout margins, plain lists' headers pinned (as a plain `UITableView`'s float,
/// which Apple's `UITableView.Style.plain` documents) and the padding at each section's start.
@Suite struct CompositionalListConfigurationTests {
  /// An iPhone-sized container whose layout margins lie 16 in from the sides.
  static let environment = LayoutEnvironment(
    containerSize: Size(width: 375, height: 667),
    layoutMargins: LayoutEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))

  static func list(
    _ appearance: LayoutListConfiguration.Appearance, header: LayoutListConfiguration.HeaderMode = .none,
    footer: LayoutListConfiguration.FooterMode = .none, padding: Double? = nil
  ) -> LayoutSection {
    var configuration = LayoutListConfiguration(appearance: appearance)
    configuration.headerMode = header
    configuration.footerMode = footer
    configuration.headerTopPadding = padding
    return .list(using: configuration, layoutEnvironment: environment)
  }

  static func layout(
    _ section: LayoutSection, counts: [Int], configuration: CompositionalLayoutConfiguration = .init()
  ) -> CompositionalLayoutEngine {
    var engine = CompositionalLayoutEngine(section: section, configuration: configuration)
    engine.prepare(environment: environment, dataSource: CompositionalReferenceTests.Counts(counts: counts))
    return engine
  }

  static func frame(_ engine: CompositionalLayoutEngine, _ id: ElementID, offset: Double = 0) -> Rect? {
    engine.model.attributes(for: id, scroll: ScrollState(contentOffset: Point(x: 0, y: offset)))?.frame
  }

  static func header(_ section: Int) -> ElementID { .supplementary(.listSectionHeader, section: section, item: 0) }
  static func footer(_ section: Int) -> ElementID { .supplementary(.listSectionFooter, section: section, item: 0) }

  @Test func insetGroupedRowsKeepToTheMarginsBelowTheAutomaticPaddingAndHeader() {
    let engine = Self.layout(Self.list(.insetGrouped, header: .supplementary, footer: .supplementary), counts: [3])
    // 35 of padding, the header 44 (estimated), rows of 44 from 79, the footer after them.
    #expect(Self.frame(engine, Self.header(0)) == Rect(x: 16, y: 35, width: 343, height: 44))
    for row in 0..<3 {
      #expect(
        Self.frame(engine, .cell(section: 0, item: row))
          == Rect(x: 16, y: 79 + 44 * Double(row), width: 343, height: 44))
    }
    #expect(Self.frame(engine, Self.footer(0)) == Rect(x: 16, y: 211, width: 343, height: 44))
    #expect(engine.model.contentSize.height == 255)
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func groupedSectionsAreFullWidthAndPaddedWithoutAHeader() {
    let engine = Self.layout(Self.list(.grouped), counts: [2, 1])
    #expect(Self.frame(engine, .cell(section: 0, item: 0)) == Rect(x: 0, y: 35, width: 375, height: 44))
    // Section 0 ends at 35 + 88 = 123; section 1's padding puts its row at 158.
    #expect(Self.frame(engine, .cell(section: 1, item: 0)) == Rect(x: 0, y: 158, width: 375, height: 44))
    // Besides the rows, only the separator between section 0's two rows and each section's
    // background, from its start (the padding included) to its end.
    let others = engine.model.allElements(scroll: ScrollState(contentOffset: .zero)).filter { $0.id.category != .cell }
    #expect(
      others.map(\.id) == [
        .decoration(.listBottomSeparator, section: 0, item: 0), .decoration(.listBackground, section: 0, item: 0),
        .decoration(.listBackground, section: 1, item: 0),
      ])
    #expect(
      others.dropFirst().map(\.frame) == [
        Rect(x: 0, y: 0, width: 375, height: 123), Rect(x: 0, y: 123, width: 375, height: 79),
      ])
  }

  @Test func plainListsPinTheirHeadersAndFootersAndHaveNoAutomaticPadding() {
    let engine = Self.layout(Self.list(.plain, header: .supplementary, footer: .supplementary), counts: [30])
    #expect(Self.frame(engine, Self.header(0)) == Rect(x: 0, y: 0, width: 375, height: 44))
    #expect(Self.frame(engine, .cell(section: 0, item: 0))?.minY == 44)
    // Scrolled 500 down, the header stays at the top of the visible bounds and the footer
    // at their bottom (the section runs on to 44 + 30 × 44 + 44 = 1408).
    #expect(Self.frame(engine, Self.header(0), offset: 500)?.minY == 500)
    #expect(Self.frame(engine, Self.footer(0), offset: 500)?.maxY == 1167)
    let grouped = Self.layout(Self.list(.grouped, header: .supplementary), counts: [30])
    #expect(Self.frame(grouped, Self.header(0), offset: 500)?.minY == 35)
  }

  @Test func sidebarsScrollTheirHeadersAndHaveNoPadding() {
    let engine = Self.layout(Self.list(.sidebar, header: .supplementary), counts: [30])
    #expect(Self.frame(engine, Self.header(0), offset: 500) == Rect(x: 0, y: 0, width: 375, height: 44))
    let plain = Self.layout(Self.list(.sidebarPlain, header: .supplementary), counts: [30])
    #expect(Self.frame(plain, Self.header(0), offset: 500)?.minY == 500)
  }

  @Test func aGivenPaddingReplacesTheAppearancesInEveryAppearance() {
    for appearance in LayoutListConfiguration.Appearance.allCases {
      let engine = Self.layout(Self.list(appearance, header: .supplementary, padding: 12), counts: [1])
      #expect(Self.frame(engine, Self.header(0))?.minY == 12, "\(appearance)")
      #expect(Self.frame(engine, .cell(section: 0, item: 0))?.minY == 56, "\(appearance)")
    }
    let none = Self.layout(Self.list(.insetGrouped, padding: 0), counts: [1])
    #expect(Self.frame(none, .cell(section: 0, item: 0))?.minY == 0)
  }

  @Test func theFirstItemAsHeaderIsLaidOutAsARow() {
    let engine = Self.layout(Self.list(.insetGrouped, header: .firstItemInSection), counts: [2])
    #expect(Self.frame(engine, .cell(section: 0, item: 0)) == Rect(x: 16, y: 35, width: 343, height: 44))
    #expect(Self.frame(engine, Self.header(0)) == nil)
  }

  @Test func invalidPaddingsAreRepairedAndReported() {
    for padding in [-5, .nan, .infinity, 1e300] {
      let engine = Self.layout(Self.list(.grouped, header: .supplementary, padding: padding), counts: [2])
      let expected = padding == 1e300 ? LayoutLimits.maximumLength : 0
      #expect(Self.frame(engine, Self.header(0))?.minY == expected, "\(padding)")
      #expect(engine.diagnostics.contains { $0.message.contains("list header top padding") }, "\(padding)")
      let elements = engine.model.allElements(scroll: ScrollState(contentOffset: .zero))
      #expect(elements.allSatisfy { $0.frame.minY.isFinite && $0.frame.height.isFinite })
    }
  }

  @Test func theLayoutsOwnHeaderComesBeforeTheFirstSectionsPadding() {
    let configuration = CompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        elementKind: "profile", alignment: .top)
    ]
    let engine = Self.layout(
      Self.list(.insetGrouped, header: .supplementary), counts: [1, 1], configuration: configuration)
    #expect(Self.frame(engine, .supplementary("profile", section: 0, item: 0))?.minY == 0)
    #expect(Self.frame(engine, Self.header(0))?.minY == 135)
    // Section 1: section 0 ends at 135 + 44 + 44 = 223; its header follows 35 later.
    #expect(Self.frame(engine, Self.header(1))?.minY == 258)
  }

  @Test func measuredRowsAndHeadersReplaceTheEstimates() {
    var engine = Self.layout(Self.list(.insetGrouped, header: .supplementary), counts: [3])
    let rowChanged = engine.setMeasuredSize(Size(width: 343, height: 90), forItemAt: ItemPath(section: 0, item: 1))
    let headerChanged = engine.setMeasuredSize(Size(width: 343, height: 28), for: Self.header(0))
    #expect(rowChanged && headerChanged)
    engine.prepare(environment: Self.environment, dataSource: CompositionalReferenceTests.Counts(counts: [3]))
    #expect(Self.frame(engine, Self.header(0)) == Rect(x: 16, y: 35, width: 343, height: 28))
    #expect(Self.frame(engine, .cell(section: 0, item: 1)) == Rect(x: 16, y: 107, width: 343, height: 90))
    #expect(Self.frame(engine, .cell(section: 0, item: 2))?.minY == 197)
    let fresh = Self.layout(Self.list(.insetGrouped, header: .supplementary), counts: [3])
    #expect(fresh.model.contentSize.height == 35 + 44 * 4)
  }

  @Test func theReturnedSectionIsYoursToChange() {
    let section = Self.list(.grouped)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 20)
    section.interGroupSpacing = 1
    let engine = Self.layout(section, counts: [2])
    #expect(Self.frame(engine, .cell(section: 0, item: 0)) == Rect(x: 20, y: 45, width: 335, height: 44))
    #expect(Self.frame(engine, .cell(section: 0, item: 1))?.minY == 90)
  }

  @Test func listKindsAreUIKitsSectionKindsAndTheConfigurationIsAValue() {
    #expect(ElementKind.listSectionHeader.rawValue == "UICollectionElementKindSectionHeader")
    #expect(ElementKind.listSectionFooter.rawValue == "UICollectionElementKindSectionFooter")
    var configuration = LayoutListConfiguration(appearance: .plain)
    let copy = configuration
    configuration.headerMode = .supplementary
    #expect(copy.headerMode == .none)
    #expect(LayoutListConfiguration(appearance: .grouped).resolvedHeaderTopPadding == 35)
    #expect(LayoutListConfiguration(appearance: .plain).resolvedHeaderTopPadding == 0)
  }
}
