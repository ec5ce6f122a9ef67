import CollectionLayout
import Testing

/// The numeric examples of docs/behaviour/scrollable-and-compositional.md and the seed
/// article's first layout, derived by hand in the comments.
@Suite struct CompositionalReferenceTests {
  struct Counts: CompositionalLayoutDataSource {
    var counts: [Int]
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
  }

  static func layout(
    _ section: LayoutSection, counts: [Int], width: Double = 375, height: Double = 667,
    configuration: CompositionalLayoutConfiguration = .init(), direction: ReadingDirection = .leftToRight
  ) -> CompositionalLayoutEngine {
    var engine = CompositionalLayoutEngine(section: section, configuration: configuration)
    engine.prepare(
      environment: LayoutEnvironment(containerSize: Size(width: width, height: height), layoutDirection: direction),
      dataSource: Counts(counts: counts))
    return engine
  }

  static func frame(_ engine: CompositionalLayoutEngine, _ item: Int, section: Int = 0) -> Rect? {
    engine.model.attributes(for: .cell(section: section, item: item), scroll: .init(contentOffset: .zero))?.frame
  }

  @Test func countTwoWithSpacingTenAt375() {
    // (375 − 10) / 2 = 182.5 each, at x 0 and 182.5 + 10 = 192.5.
    let item = LayoutItem(layoutSize: .init(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let engine = Self.layout(LayoutSection(group: group), counts: [4])
    #expect(Self.frame(engine, 0) == Rect(x: 0, y: 0, width: 182.5, height: 50))
    #expect(Self.frame(engine, 1) == Rect(x: 192.5, y: 0, width: 182.5, height: 50))
    #expect(Self.frame(engine, 2) == Rect(x: 0, y: 50, width: 182.5, height: 50))
    #expect(engine.model.contentSize.height == 100)
  }

  @Test func fiveFifthsAt375() {
    // 0.2 × 375 = 75: x 0, 75, 150, 225, 300; the sixth item starts the next group.
    let item = LayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalWidth(0.2)))
    let group = LayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
    let engine = Self.layout(LayoutSection(group: group), counts: [7])
    let xs = (0..<5).compactMap { Self.frame(engine, $0)?.minX }
    #expect(xs == [0, 75, 150, 225, 300])
    #expect(Self.frame(engine, 1)?.size == Size(width: 75, height: 75))
    #expect(Self.frame(engine, 5) == Rect(x: 0, y: 75, width: 75, height: 75))
    #expect(engine.model.contentSize.height == 150)
  }

  @Test func badgeAtTopTrailingWithFractionalOffset() throws {
    // Section insets 20: effective width 335. Group 335 × 0.2·335 = 67; items 0.25 × 335 =
    // 83.75 wide, 67 high, insets 5 → item 0 at (25, 25) 73.75 × 57. A 20 × 20 badge at
    // top-trailing sits at x 25 + 73.75 − 20 = 78.75, y 25; offset (0.3, −0.3) × 20 moves
    // it 6 right and 6 up: (84.75, 19), poking out 6 beyond the item's top-right corner.
    let badge = LayoutSupplementaryItem(
      layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
    let item = LayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = LayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    let engine = Self.layout(section, counts: [5])
    let cell = try #require(Self.frame(engine, 0))
    #expect(
      abs(cell.minX - 25) < 1e-9 && abs(cell.width - 73.75) < 1e-9 && cell.minY == 25 && abs(cell.height - 57) < 1e-9)
    let b = try #require(
      engine.model.attributes(for: .supplementary("badge", section: 0, item: 0), scroll: .init(contentOffset: .zero)))
    #expect(abs(b.frame.minX - 84.75) < 1e-9 && abs(b.frame.minY - 19) < 1e-9)
    #expect(abs(b.frame.maxX - cell.maxX - 6) < 1e-9 && abs(cell.minY - b.frame.minY - 6) < 1e-9)
    // The fifth item's badge belongs to item 4 (second group).
    #expect(
      engine.model.attributes(for: .supplementary("badge", section: 0, item: 4), scroll: .init(contentOffset: .zero))
        != nil)
  }

  @Test func headerFollowsTheSectionsInsets() throws {
    // Leading/trailing insets 10 at 375: a fractionalWidth(1) header is 355 wide at x 10;
    // it extends the boundary, so the first item starts below it (44) and the top inset (8).
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: "header",
      alignment: .top)
    let item = LayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
    let group = LayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item])
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 10, bottom: 0, trailing: 10)
    section.boundarySupplementaryItems = [header]
    let engine = Self.layout(section, counts: [2])
    let h = try #require(
      engine.model.attributes(for: .supplementary("header", section: 0), scroll: .init(contentOffset: .zero)))
    #expect(h.frame == Rect(x: 10, y: 0, width: 355, height: 44))
    #expect(Self.frame(engine, 0) == Rect(x: 10, y: 52, width: 355, height: 30))
    // Not following the insets: full width at x 0.
    section.supplementariesFollowContentInsets = false
    let wide = Self.layout(section, counts: [2])
    #expect(
      wide.model.attributes(for: .supplementary("header", section: 0), scroll: .init(contentOffset: .zero))?.frame
        == Rect(x: 0, y: 0, width: 375, height: 44))
  }

  @Test func articleSimpleLayoutAt375() throws {
    // Section insets 5: effective 365 × 657. Nested group 0.85 × 365 = 310.25 wide,
    // 0.4 × 657 = 262.8 high. Leading item 0.7 × 310.25 = 217.175 wide, insets 5 →
    // (10, 10) 207.175 × 252.8. Trailing group 0.3 × 310.25 = 93.075 wide at x 222.175,
    // two items of 262.8 / 2 = 131.4, insets 5 → (227.175, 10) and (227.175, 141.4),
    // 83.075 × 121.4. The next group starts at y 5 + 262.8 = 267.8.
    let section = ArticleLayouts.stacked(ArticleLayouts.simple())
    let engine = Self.layout(section, counts: [6])
    func close(_ r: Rect?, _ e: Rect) -> Bool {
      guard let r else { return false }
      return abs(r.minX - e.minX) < 1e-9 && abs(r.minY - e.minY) < 1e-9 && abs(r.width - e.width) < 1e-9
        && abs(r.height - e.height) < 1e-9
    }
    #expect(close(Self.frame(engine, 0), Rect(x: 10, y: 10, width: 207.175, height: 252.8)))
    #expect(close(Self.frame(engine, 1), Rect(x: 227.175, y: 10, width: 83.075, height: 121.4)))
    #expect(close(Self.frame(engine, 2), Rect(x: 227.175, y: 141.4, width: 83.075, height: 121.4)))
    #expect(close(Self.frame(engine, 3), Rect(x: 10, y: 272.8, width: 207.175, height: 252.8)))
    #expect(abs(engine.model.contentSize.height - (5 + 2 * 262.8 + 5)) < 1e-9)
    #expect(engine.diagnostics.isEmpty)
  }
}

/// The seed article's layouts (compositional-layout-article.txt), as its code builds them.
enum ArticleLayouts {
  static func insets5() -> DirectionalEdgeInsets { DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5) }

  static func item(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutItem {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: w, heightDimension: h))
    item.contentInsets = insets5()
    return item
  }

  /// 1. Simple: a leading item and a trailing pair in an 85 % × 40 % group.
  static func simple() -> LayoutSection {
    let leadingItem = item(.fractionalWidth(0.7), .fractionalHeight(1.0))
    let trailingItem = item(.fractionalWidth(1.0), .fractionalHeight(0.5))
    let trailingGroup = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
      subitem: trailingItem, count: 2)
    let nestedGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)),
      subitems: [leadingItem, trailingGroup])
    let section = LayoutSection(group: nestedGroup)
    section.contentInsets = insets5()
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    return section
  }

  /// 2. Vertical tri-section: three columns of 33 %, the outer ones stacks of three.
  static func triSection() -> LayoutSection {
    let leadingItem = item(.fractionalWidth(1.0), .fractionalHeight(0.3))
    let leadingGroup = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.33), heightDimension: .fractionalHeight(1.0)),
      subitem: leadingItem, count: 3)
    let middleItem = item(.fractionalWidth(0.33), .fractionalHeight(1.0))
    let trailingItem = item(.fractionalWidth(1.0), .fractionalHeight(0.3))
    let trailingGroup = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.33), heightDimension: .fractionalHeight(1.0)),
      subitem: trailingItem, count: 3)
    let nestedGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.5)),
      subitems: [leadingGroup, middleItem, trailingGroup])
    let section = LayoutSection(group: nestedGroup)
    section.contentInsets = insets5()
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    return section
  }

  /// 3. Image carousel: full-width items 150 high.
  static func carousel() -> LayoutSection {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 15)
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(150.0)), subitems: [item]
    )
    let section = LayoutSection(group: group)
    section.contentInsets = insets5()
    section.orthogonalScrollingBehavior = .paging
    return section
  }

  /// 4. Tree: two halves, each a big item and two pairs.
  static func tree() -> LayoutSection {
    func pair() -> LayoutGroup {
      LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25)),
        subitem: item(.fractionalWidth(0.5), .fractionalHeight(1.0)), count: 2)
    }
    let leadingFullGroup = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(1.0)),
      subitems: [item(.fractionalWidth(1.0), .fractionalHeight(0.5)), pair(), pair()])
    let trailingFullGroup = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(1.0)),
      subitems: [pair(), pair(), item(.fractionalWidth(1.0), .fractionalHeight(0.5))])
    let nestedGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .fractionalWidth(0.9)),
      subitems: [leadingFullGroup, trailingFullGroup])
    let section = LayoutSection(group: nestedGroup)
    section.contentInsets = insets5()
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    return section
  }

  /// 5. Square family: a big square, two pairs of squares and a column of four.
  static func squareFamily() -> LayoutSection {
    let topLeadingItem = item(.fractionalWidth(1.0), .fractionalWidth(1.0))
    let middleLeadingGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.5)),
      subitems: [item(.fractionalWidth(0.5), .fractionalWidth(0.5))])
    let bottomLeadingGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.5)),
      subitems: [item(.fractionalWidth(0.5), .fractionalWidth(0.5))])
    let leftNestedGroup = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.6667), heightDimension: .fractionalHeight(1.0)),
      subitems: [topLeadingItem, middleLeadingGroup, bottomLeadingGroup])
    let rightNestedGroup = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3334), heightDimension: .fractionalHeight(1.0)),
      subitems: [item(.fractionalWidth(1.0), .fractionalHeight(0.25))])
    let nestedGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .fractionalWidth(1.20006)),
      subitems: [leftNestedGroup, rightNestedGroup])
    let section = LayoutSection(group: nestedGroup)
    section.contentInsets = insets5()
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    return section
  }

  /// The five, by name, with the article's orthogonal behaviours.
  static func all() -> [(String, LayoutSection)] {
    [
      ("simple", simple()), ("triSection", triSection()), ("carousel", carousel()), ("tree", tree()),
      ("squareFamily", squareFamily()),
    ]
  }

  /// The five with their groups following one another down the page (no orthogonal
  /// scrolling), as the article draws their structure.
  static func allStacked() -> [(String, LayoutSection)] { all().map { ($0.0, stacked($0.1)) } }

  /// `section` without orthogonal scrolling.
  static func stacked(_ section: LayoutSection) -> LayoutSection {
    section.orthogonalScrollingBehavior = .none
    return section
  }
}
