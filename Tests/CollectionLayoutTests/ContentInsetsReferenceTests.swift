import CollectionLayout
import Testing

/// `UIContentInsetsReference` (iOS 14) and `supplementaryContentInsetsReference` (iOS 16) with
/// the defaults the iPhoneOS 16.5 SDK header documents: a configuration keeps to the safe
/// area, a section's `automatic` follows its configuration, and a section's supplementaries
/// follow the configuration's reference, not the section's. The flow-style boundaries the
/// engine's columns keep to (`SectionInsetReference`) share the same environment.
@Suite struct ContentInsetsReferenceTests {
  typealias Reference = CompositionalReferenceTests

  /// An 812 × 375 landscape phone whose three boundaries differ on each side, so a leading
  /// edge read as a trailing one shows.
  static func environment(
    direction: ReadingDirection = .leftToRight, scroll: ScrollDirection = .vertical
  ) -> LayoutEnvironment {
    LayoutEnvironment(
      containerSize: Size(width: 812, height: 375),
      safeArea: LayoutEdgeInsets(top: 12, left: 44, bottom: 21, right: 30), scrollDirection: scroll,
      layoutDirection: direction, layoutMargins: LayoutEdgeInsets(top: 20, left: 60, bottom: 29, right: 46),
      readableContentInsets: LayoutEdgeInsets(top: 33, left: 150, bottom: 41, right: 136))
  }

  /// The canonical (leading, trailing) of each boundary in ``environment(direction:scroll:)``.
  static func boundary(
    _ reference: ContentInsetsReference, direction: ReadingDirection = .leftToRight,
    scroll: ScrollDirection = .vertical
  ) -> (leading: Double, trailing: Double) {
    let physical: (Double, Double, Double, Double) =  // top, left, bottom, right
      switch reference {
      case .none: (0, 0, 0, 0)
      case .automatic, .safeArea: (12, 44, 21, 30)
      case .layoutMargins: (20, 60, 29, 46)
      case .readableContent: (33, 150, 41, 136)
      }
    if scroll == .horizontal { return (physical.0, physical.2) }
    return direction == .leftToRight ? (physical.1, physical.3) : (physical.3, physical.1)
  }

  /// A section of one row spanning the cross axis (40 deep) per item, insets 10 and 5 at
  /// the cross axis's start and end, optionally with a header 20 deep.
  static func section(
    _ reference: ContentInsetsReference, header: Bool = false, scroll: ScrollDirection = .vertical
  ) -> LayoutSection {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let rowSize =
      scroll == .vertical
      ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
      : LayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1))
    let section = LayoutSection(group: LayoutGroup.horizontal(layoutSize: rowSize, subitems: [item]))
    section.contentInsets =
      scroll == .vertical
      ? DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 5)
      : DirectionalEdgeInsets(top: 10, leading: 0, bottom: 5, trailing: 0)
    section.contentInsetsReference = reference
    if header {
      section.boundarySupplementaryItems = [
        LayoutBoundarySupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
          elementKind: "header", alignment: .top)
      ]
    }
    return section
  }

  static func engine(
    _ section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init(),
    environment: LayoutEnvironment = Self.environment()
  ) -> CompositionalLayoutEngine {
    var engine = CompositionalLayoutEngine(section: section, configuration: configuration)
    engine.prepare(environment: environment, dataSource: Reference.Counts(counts: [2]))
    return engine
  }

  static func frame(_ engine: CompositionalLayoutEngine, _ id: ElementID) -> Rect? {
    engine.model.attributes(for: id, scroll: ScrollState(contentOffset: .zero))?.frame
  }

  /// The physical cross-axis span (origin, length) of a canonical (leading, length) in
  /// ``environment(direction:scroll:)``.
  static func physical(
    leading: Double, length: Double, direction: ReadingDirection, scroll: ScrollDirection
  ) -> (Double, Double) {
    if scroll == .horizontal || direction == .leftToRight { return (leading, length) }
    return (812 - leading - length, length)
  }

  @Test(
    arguments: [ContentInsetsReference.none, .safeArea, .layoutMargins, .readableContent],
    [
      (ReadingDirection.leftToRight, ScrollDirection.vertical), (.rightToLeft, .vertical), (.leftToRight, .horizontal),
    ])
  func aSectionsInsetsAreMeasuredFromItsBoundary(
    _ reference: ContentInsetsReference, _ setting: (ReadingDirection, ScrollDirection)
  ) throws {
    let (direction, scroll) = setting
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = scroll
    let engine = Self.engine(
      Self.section(reference, scroll: scroll), configuration: configuration,
      environment: Self.environment(direction: direction, scroll: scroll))
    let b = Self.boundary(reference, direction: direction, scroll: scroll)
    let crossExtent = scroll == .vertical ? 812.0 : 375.0
    let length = crossExtent - b.leading - b.trailing - 15
    let (origin, _) = Self.physical(leading: b.leading + 10, length: length, direction: direction, scroll: scroll)
    let frame = try #require(Self.frame(engine, .cell(section: 0, item: 0)))
    if scroll == .vertical {
      #expect(frame == Rect(x: origin, y: 0, width: length, height: 40))
    } else {
      #expect(frame == Rect(x: 0, y: origin, width: 40, height: length))
    }
  }

  @Test func theDefaultsKeepToTheSafeAreaAsBefore() {
    // A section's automatic follows the configuration, whose default is the safe area: the
    // same frames as naming the safe area, and as a layout with margins of zero.
    let automatic = Self.engine(Self.section(.automatic, header: true))
    let named = Self.engine(Self.section(.safeArea, header: true))
    var plain = Self.environment()
    plain.layoutMargins = .zero
    plain.readableContentInsets = .zero
    let withoutMargins = Self.engine(Self.section(.automatic, header: true), environment: plain)
    for id in [ElementID.cell(section: 0, item: 1), .supplementary("header", section: 0)] {
      #expect(Self.frame(automatic, id) == Self.frame(named, id))
      #expect(Self.frame(automatic, id) == Self.frame(withoutMargins, id))
    }
    #expect(Self.frame(automatic, .cell(section: 0, item: 1)) == Rect(x: 54, y: 60, width: 723, height: 40))
  }

  @Test func automaticFollowsTheConfigurationsReference() {
    let configuration = CompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .readableContent
    let engine = Self.engine(Self.section(.automatic), configuration: configuration)
    #expect(Self.frame(engine, .cell(section: 0, item: 0)) == Rect(x: 160, y: 0, width: 511, height: 40))
    // A section naming its own boundary keeps to it whatever the configuration says.
    let own = Self.engine(Self.section(.layoutMargins), configuration: configuration)
    #expect(Self.frame(own, .cell(section: 0, item: 0)) == Rect(x: 70, y: 0, width: 691, height: 40))
  }

  @Test func supplementariesFollowTheConfigurationUnlessTheSectionSaysOtherwise() {
    // The section keeps to the margins; its header, by default, to the configuration's safe
    // area (plus the section's insets, which it follows).
    let section = Self.section(.layoutMargins, header: true)
    let header = ElementID.supplementary("header", section: 0)
    #expect(Self.frame(Self.engine(section), header) == Rect(x: 54, y: 0, width: 723, height: 20))
    section.supplementaryContentInsetsReference = .readableContent
    #expect(Self.frame(Self.engine(section), header) == Rect(x: 160, y: 0, width: 511, height: 20))
    section.supplementariesFollowContentInsets = false
    #expect(Self.frame(Self.engine(section), header) == Rect(x: 150, y: 0, width: 526, height: 20))
    // The items keep to the section's own boundary throughout.
    #expect(Self.frame(Self.engine(section), .cell(section: 0, item: 0)) == Rect(x: 70, y: 20, width: 691, height: 40))
  }

  @Test func theLayoutsOwnHeaderKeepsToTheConfigurationsReference() {
    let configuration = CompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .layoutMargins
    configuration.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: "banner", alignment: .top)
    ]
    let section = Self.section(.readableContent, header: true)
    section.supplementaryContentInsetsReference = ContentInsetsReference.none
    section.supplementariesFollowContentInsets = false
    let engine = Self.engine(section, configuration: configuration)
    #expect(Self.frame(engine, .supplementary("banner", section: 0)) == Rect(x: 60, y: 0, width: 706, height: 30))
    #expect(Self.frame(engine, .supplementary("header", section: 0)) == Rect(x: 0, y: 30, width: 812, height: 20))
    #expect(Self.frame(engine, .cell(section: 0, item: 0)) == Rect(x: 160, y: 50, width: 511, height: 40))
  }

  @Test func decorationsKeepToTheSectionsBoundary() {
    let section = Self.section(.readableContent)
    let background = LayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 2)
    section.decorationItems = [background]
    let engine = Self.engine(section)
    #expect(
      Self.frame(engine, .decoration("background", section: 0)) == Rect(x: 154, y: 0, width: 520, height: 80))
  }

  @Test func anOrthogonalSectionsContentNeverStartsOutsideItsStrip() throws {
    // The strip spans the safe area's column; `none` would start the content 44 points
    // before it, so it starts at the strip's edge; the margins start it 16 points in.
    func firstItem(_ reference: ContentInsetsReference) throws -> Rect {
      let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)))
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)), subitems: [item])
      let section = LayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.contentInsetsReference = reference
      return try #require(Self.frame(Self.engine(section), .cell(section: 0, item: 0)))
    }
    #expect(try firstItem(.safeArea).minX == 44)
    #expect(try firstItem(.none).minX == 44)
    #expect(try firstItem(.layoutMargins).minX == 60)
  }

  @Test func fractionsResolveAgainstTheNarrowedWidth() {
    let half = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [half])
    let section = LayoutSection(group: group)
    section.contentInsetsReference = .readableContent
    let engine = Self.engine(section)
    // 812 − 150 − 136 = 526 wide; halves of 263 at 150 and 413.
    #expect(Self.frame(engine, .cell(section: 0, item: 0)) == Rect(x: 150, y: 0, width: 263, height: 40))
    #expect(Self.frame(engine, .cell(section: 0, item: 1)) == Rect(x: 413, y: 0, width: 263, height: 40))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func hostileMarginsAreBoundedAndReported(_ value: Double) {
    var environment = Self.environment()
    environment.layoutMargins = LayoutEdgeInsets(top: value, left: value, bottom: value, right: value)
    environment.readableContentInsets = environment.layoutMargins
    for reference in [ContentInsetsReference.layoutMargins, .readableContent] {
      let engine = Self.engine(Self.section(reference, header: true), environment: environment)
      let elements = engine.model.elements(
        in: Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7), scroll: ScrollState(contentOffset: .zero))
      #expect(!elements.isEmpty)
      for e in elements {
        #expect(e.frame.minX.isFinite && e.frame.width.isFinite && e.frame.width >= 0, "\(e.id): \(e.frame)")
      }
      #expect(engine.diagnostics.contains { $0.code == "container.inset" }, "\(engine.diagnostics)")
    }
  }

  @Test(arguments: SectionInsetReference.allCases)
  func engineColumnsKeepToEachBoundary(_ reference: SectionInsetReference) {
    // A stacked (plugin) layout's columns, as `UICollectionViewFlowLayout.sectionInsetReference`
    // (`fromLayoutMargins` included) and beyond it the readable guide.
    let source = TestStackedSource(sections: [
      .init(
        layout: ListSectionLayout(), items: [ItemInput(size: Size(width: 0, height: 30))],
        inset: LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 5))
    ])
    var layout = PluginLayoutEngine(insetReference: reference)
    layout.prepare(environment: Self.environment(), dataSource: source)
    let expected: (Double, Double) =
      switch reference {
      case .fromContentInset: (0, 0)
      case .fromSafeArea: (44, 30)
      case .fromLayoutMargins: (60, 46)
      case .fromReadableContent: (150, 136)
      }
    let frame = layout.model.attributes(for: .cell(section: 0, item: 0), scroll: ScrollState(contentOffset: .zero))?
      .frame
    #expect(frame == Rect(x: expected.0 + 10, y: 0, width: 812 - expected.0 - expected.1 - 15, height: 30))
  }
}
