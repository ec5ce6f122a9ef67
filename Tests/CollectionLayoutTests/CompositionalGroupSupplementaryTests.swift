import CollectionLayout
import Testing

/// Supplementaries anchored to groups (`NSCollectionLayoutGroup.supplementaryItems`, which the
/// iPhoneOS 16.5 SDK header declares read-write on groups: "Supplementary items are
/// 'anchored' to the group's geometry"). One per group the section places, with the index
/// path of the group's first item.
@Suite struct CompositionalGroupSupplementaryTests {
  typealias Reference = CompositionalReferenceTests

  static func supplementary(
    _ kind: String, width: LayoutDimension = .absolute(30), height: LayoutDimension = .absolute(10),
    _ anchor: LayoutAnchor = LayoutAnchor(edges: [.bottom, .trailing])
  ) -> LayoutSupplementaryItem {
    LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: width, heightDimension: height), elementKind: kind,
      containerAnchor: anchor)
  }

  /// Rows of three items 375 × 100, each row wearing `supplementaries`.
  static func rows(_ supplementaries: [LayoutSupplementaryItem], itemBadges: [LayoutSupplementaryItem] = [])
    -> LayoutSection
  {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
      supplementaryItems: itemBadges)
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
    group.supplementaryItems = supplementaries
    return LayoutSection(group: group)
  }

  static func frame(_ engine: CompositionalLayoutEngine, _ kind: String, item: Int, section: Int = 0) -> Rect? {
    engine.model.attributes(
      for: .supplementary(ElementKind(rawValue: kind), section: section, item: item),
      scroll: ScrollState(contentOffset: .zero))?.frame
  }

  static func kinds(_ engine: CompositionalLayoutEngine) -> [String] {
    engine.model.allElements(scroll: ScrollState(contentOffset: .zero)).compactMap {
      $0.id.category == .supplementary ? "\($0.id.kind!.rawValue)@\($0.id.item)" : nil
    }
  }

  @Test func eachGroupWearsItsSupplementaryAtItsFirstItemsIndexPath() {
    let engine = Reference.layout(Self.rows([Self.supplementary("row")]), counts: [7])
    // Groups hold items 0–2, 3–5 and 6 (the last one partly filled, at its full size).
    #expect(Self.kinds(engine) == ["row@0", "row@3", "row@6"])
    for (row, item) in [0, 3, 6].enumerated() {
      #expect(Self.frame(engine, "row", item: item) == Rect(x: 345, y: Double(row) * 100 + 90, width: 30, height: 10))
    }
    #expect(Self.frame(engine, "row", item: 1) == nil)
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func fractionsAndAnchorsAreOfTheGroupsFrameWithItsContentInsets() {
    // A 50 % × 20 % supplementary centred on the group's top edge, half outside it; the
    // group's content insets move its items, not the group.
    let top = Self.supplementary(
      "title", width: .fractionalWidth(0.5), height: .fractionalHeight(0.2),
      LayoutAnchor(edges: [.top], fractionalOffset: Point(x: 0, y: -0.5)))
    let section = Self.rows([top])
    section.group.contentInsets = DirectionalEdgeInsets(top: 30, leading: 15, bottom: 0, trailing: 15)
    section.contentInsets = DirectionalEdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 0)
    let engine = Reference.layout(section, counts: [3])
    #expect(Self.frame(engine, "title", item: 0) == Rect(x: 93.75, y: 30, width: 187.5, height: 20))
    #expect(Reference.frame(engine, 0) == Rect(x: 15, y: 70, width: 115, height: 70))
  }

  @Test func nestedGroupsEachHaveTheirOwnAtTheirFirstItem() {
    // A block of two rows of two; the rows and the block wear a supplementary each.
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let row = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
      subitems: [item])
    row.supplementaryItems = [Self.supplementary("row", LayoutAnchor(edges: [.leading]))]
    let block = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [row])
    block.supplementaryItems = [Self.supplementary("block", LayoutAnchor(edges: [.top, .trailing]))]
    let engine = Reference.layout(LayoutSection(group: block), counts: [6])
    #expect(Self.kinds(engine) == ["row@0", "block@0", "row@2", "row@4", "block@4"])
    #expect(Self.frame(engine, "row", item: 2) == Rect(x: 0, y: 145, width: 30, height: 10))
    #expect(Self.frame(engine, "block", item: 4) == Rect(x: 345, y: 200, width: 30, height: 10))
    // The second block holds only items 4 and 5: its second row has no items, no supplementary.
    #expect(Self.frame(engine, "row", item: 6) == nil)
  }

  @Test func aNestedGroupsSupplementaryMovesWithItWhenFlexibleSpacingSharesTheSpareLength() {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(75), heightDimension: .fractionalHeight(1)))
    let pair = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)), subitems: [item])
    pair.supplementaryItems = [Self.supplementary("pair", LayoutAnchor(edges: [.bottom, .leading]))]
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [pair, pair])
    group.interItemSpacing = .flexible(0)
    let engine = Reference.layout(LayoutSection(group: group), counts: [4])
    // Two pairs 150 wide (a third does not fit) leave 75 spare points to the gap between
    // them: the second pair starts at 225, its items and its supplementary too.
    #expect(Reference.frame(engine, 2)?.minX == 225)
    #expect(Self.frame(engine, "pair", item: 0) == Rect(x: 0, y: 90, width: 30, height: 10))
    #expect(Self.frame(engine, "pair", item: 2) == Rect(x: 225, y: 90, width: 30, height: 10))
  }

  @Test func anEstimatedGroupAnchorsToTheHeightItsItemsTake() {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
    // Two items 60 high in a group estimated at 300: the group is 120 high.
    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(300)),
      repeatingSubitem: item, count: 2)
    group.supplementaryItems = [Self.supplementary("end")]
    let engine = Reference.layout(LayoutSection(group: group), counts: [4])
    #expect(Self.frame(engine, "end", item: 0) == Rect(x: 345, y: 110, width: 30, height: 10))
    #expect(Self.frame(engine, "end", item: 2) == Rect(x: 345, y: 230, width: 30, height: 10))
  }

  @Test func aKindThatAlreadyHasTheIndexPathIsDroppedAndReported() {
    // The first item's badge and the row's supplementary share kind and index path.
    let badge = Self.supplementary("badge", LayoutAnchor(edges: [.top, .leading]))
    let engine = Reference.layout(Self.rows([Self.supplementary("badge")], itemBadges: [badge]), counts: [3])
    #expect(Self.frame(engine, "badge", item: 0) == Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(Self.kinds(engine) == ["badge@0", "badge@1", "badge@2"])
    #expect(engine.diagnostics.map(\.code) == [.groupSupplementaryItem])
    // Two of one kind on one group: the second is dropped.
    let twice = Reference.layout(Self.rows([Self.supplementary("row"), Self.supplementary("row")]), counts: [3])
    #expect(Self.kinds(twice) == ["row@0"])
    #expect(twice.diagnostics.map(\.code) == [.groupSupplementaryItem])
  }

  @Test func aGroupHoldingNoItemsHasNoIndexPathForItsSupplementary() {
    let empty = LayoutGroup.custom(
      layoutSize: LayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
      itemProvider: { _ in [] })
    empty.supplementaryItems = [Self.supplementary("empty")]
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [empty, item])
    let engine = Reference.layout(LayoutSection(group: group), counts: [1])
    #expect(Self.kinds(engine) == [])
    #expect(engine.diagnostics.map(\.code).contains(.groupSupplementaryItem))
    #expect(Reference.frame(engine, 0) == Rect(x: 40, y: 0, width: 40, height: 50))
  }

  @Test func aHorizontalLayoutAndRightToLeftPlaceThemAsTheyPlaceItems() {
    // Scrolling horizontally, a group is a column; its bottom-trailing corner is its own.
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
    let column = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)), subitems: [item])
    column.supplementaryItems = [Self.supplementary("column")]
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let engine = Reference.layout(LayoutSection(group: column), counts: [12], height: 300, configuration: configuration)
    #expect(Self.kinds(engine) == ["column@0", "column@3", "column@6", "column@9"])
    #expect(Self.frame(engine, "column", item: 3) == Rect(x: 210, y: 290, width: 30, height: 10))
    // Right to left, the trailing side is the left and the columns run leftwards from the right end.
    let rtl = Reference.layout(
      LayoutSection(group: column), counts: [12], height: 300, configuration: configuration, direction: .rightToLeft)
    #expect(Self.frame(rtl, "column", item: 3) == Rect(x: 480 - 240, y: 290, width: 30, height: 10))
  }

  @Test func inAnOrthogonalSectionTheyScrollWithTheStrip() {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80)), subitems: [item])
    group.supplementaryItems = [Self.supplementary("card")]
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    var engine = Reference.layout(section, counts: [8])
    engine.scrollSection(0, to: 150)
    let frame = engine.model.attributes(
      for: .supplementary("card", section: 0, item: 2), scroll: engine.scrollState(contentOffset: .zero))?.frame
    #expect(frame == Rect(x: 200 + 70 - 150, y: 70, width: 30, height: 10))
  }
}
