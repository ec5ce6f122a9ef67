import CollectionLayout
import Testing

/// Two pieces of UIKit's compositional API, as its iPhoneOS 16.5 SDK header documents
/// them: a supplementary's `itemAnchor` (iOS 13; the header draws a badge whose
/// bottom-leading corner meets its item's top-trailing corner, moved by (10, −10)) and
/// `horizontal`/`vertical(layoutSize:repeatingSubitem:count:)` (iOS 16; the subitem repeats
/// `count` times at its own size, and fitting them is the caller's part).
@Suite struct CompositionalAnchorAndRepeatTests {
  typealias Reference = CompositionalReferenceTests

  /// One 100 × 100 item per group, the section inset 50 on the top and leading sides, each
  /// item wearing a 20 × 20 badge.
  static func badged(_ badge: LayoutSupplementaryItem) -> LayoutSection {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 50, leading: 50, bottom: 0, trailing: 0)
    return section
  }

  static let badgeSize = LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))

  static func badgeFrame(
    _ container: LayoutAnchor, _ item: LayoutAnchor?, direction: ReadingDirection = .leftToRight
  ) -> Rect? {
    let badge =
      item.map {
        LayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge", containerAnchor: container, itemAnchor: $0)
      } ?? LayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge", containerAnchor: container)
    let engine = Reference.layout(badged(badge), counts: [1], direction: direction)
    return engine.model.attributes(
      for: .supplementary("badge", section: 0, item: 0), scroll: ScrollState(contentOffset: .zero))?.frame
  }

  @Test func anItemAnchorMeetsTheContainerAnchorAsTheHeaderDraws() {
    // The item is 50...150 both ways. Its top-trailing corner (150, 50), moved by (10, −10),
    // is (160, 40): the badge's bottom-leading corner, so the badge is at (160, 20).
    let container = LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 10, y: -10))
    let frame = Self.badgeFrame(container, LayoutAnchor(edges: [.bottom, .leading]))
    #expect(frame == Rect(x: 160, y: 20, width: 20, height: 20))
    // Right to left, the trailing side is the left: the same badge, mirrored in 375 points.
    let mirrored = Self.badgeFrame(container, LayoutAnchor(edges: [.bottom, .leading]), direction: .rightToLeft)
    #expect(mirrored == Rect(x: 375 - 180, y: 20, width: 20, height: 20))
  }

  @Test(
    arguments: [
      DirectionalRectEdge(), [.top], [.bottom], [.leading], [.trailing], [.top, .leading], [.top, .trailing],
      [.bottom, .leading], [.bottom, .trailing],
    ] as [DirectionalRectEdge])
  func withoutAnItemAnchorTheBadgeMeetsItsItemAtTheSameEdges(_ edges: DirectionalRectEdge) throws {
    let container = LayoutAnchor(edges: edges, fractionalOffset: Point(x: 0.3, y: -0.3))
    let alone = try #require(Self.badgeFrame(container, nil))
    #expect(Self.badgeFrame(container, LayoutAnchor(edges: edges)) == alone)
    // An item anchor's offset moves the badge's origin too (Apple's documentation of
    // NSCollectionLayoutAnchor), in points or in fractions of the badge's size.
    #expect(
      Self.badgeFrame(container, LayoutAnchor(edges: edges, absoluteOffset: Point(x: 5, y: 7)))
        == alone.offsetBy(dx: 5, dy: 7))
    #expect(
      Self.badgeFrame(container, LayoutAnchor(edges: edges, fractionalOffset: Point(x: 0.5, y: -1)))
        == alone.offsetBy(dx: 10, dy: -20))
  }

  @Test func aNonFiniteItemAnchorOffsetIsReportedAndLeavesTheBadgeInPlace() throws {
    let container = LayoutAnchor(edges: [.top, .trailing])
    let badge = LayoutSupplementaryItem(
      layoutSize: Self.badgeSize, elementKind: "badge", containerAnchor: container,
      itemAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: .nan, y: .infinity)))
    let engine = Reference.layout(Self.badged(badge), counts: [1])
    let frame = engine.model.attributes(
      for: .supplementary("badge", section: 0, item: 0), scroll: ScrollState(contentOffset: .zero))?.frame
    #expect(frame == Rect(x: 130, y: 50, width: 20, height: 20))
    #expect(engine.diagnostics.contains { $0.code == "value.clamped" })
  }

  // MARK: Repeating subitems

  /// How a row of the tests below holds its items.
  enum Row { case repeating(Int), equalSlots(Int), listed }

  /// The layout of `items` items in rows 375 × 50 of items `width` wide, `spacing` apart.
  static func rows(_ row: Row, width: Double, spacing: Double, items: Int) -> CompositionalLayoutEngine {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .absolute(width), heightDimension: .fractionalHeight(1)))
    let group: LayoutGroup
    switch row {
    case .repeating(let count): group = .horizontal(layoutSize: size, repeatingSubitem: item, count: count)
    case .equalSlots(let count): group = .horizontal(layoutSize: size, subitem: item, count: count)
    case .listed: group = .horizontal(layoutSize: size, subitems: [item])
    }
    group.interItemSpacing = .fixed(spacing)
    return Reference.layout(LayoutSection(group: group), counts: [items])
  }

  @Test func aRepeatingSubitemKeepsItsOwnWidth() {
    // 80 + 10 + 80 + 10 + 80 = 260 of 375: the rest of the group is empty.
    let engine = Self.rows(.repeating(3), width: 80, spacing: 10, items: 5)
    #expect(
      (0..<5).map { Reference.frame(engine, $0) } == [
        Rect(x: 0, y: 0, width: 80, height: 50), Rect(x: 90, y: 0, width: 80, height: 50),
        Rect(x: 180, y: 0, width: 80, height: 50), Rect(x: 0, y: 50, width: 80, height: 50),
        Rect(x: 90, y: 50, width: 80, height: 50),
      ])
    // iOS 13's `subitem:count:` shares the width instead: (375 − 20) / 3 each.
    let sharing = Self.rows(.equalSlots(3), width: 80, spacing: 10, items: 3)
    #expect(Reference.frame(sharing, 1) == Rect(x: 355.0 / 3 + 10, y: 0, width: 355.0 / 3, height: 50))
  }

  @Test func repeatingSubitemsThatDoNotFitRunPastTheGroup() {
    // Three of 150 and 10 apart need 470 of 375; all three are placed, as many as asked.
    let engine = Self.rows(.repeating(3), width: 150, spacing: 10, items: 4)
    #expect(Reference.frame(engine, 2) == Rect(x: 320, y: 0, width: 150, height: 50))
    #expect(Reference.frame(engine, 3) == Rect(x: 0, y: 50, width: 150, height: 50))
    // The same subitem listed once is repeated only while it fits: two to a row.
    let fitting = Self.rows(.listed, width: 150, spacing: 10, items: 3)
    #expect(Reference.frame(fitting, 2) == Rect(x: 0, y: 50, width: 150, height: 50))
  }

  @Test func aVerticalRepeatingSubitemKeepsItsOwnHeightAndFractionsAreOfTheGroup() {
    // Heights of a quarter of 200 (50) and 5 apart: y 0, 55, 110; the next group at 200.
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.25)))
    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
      repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(5)
    let engine = Reference.layout(LayoutSection(group: group), counts: [4])
    #expect((0..<4).map { Reference.frame(engine, $0)?.minY } == [0, 55, 110, 200])
    #expect(Reference.frame(engine, 1)?.size == Size(width: 375, height: 50))
  }

  @Test func aRepeatCountBelowOneIsReadAsOneAndReported() {
    let engine = Self.rows(.repeating(-4), width: 80, spacing: 0, items: 2)
    #expect(Reference.frame(engine, 1) == Rect(x: 0, y: 50, width: 80, height: 50))
    #expect(engine.diagnostics.contains { $0.code == "group.count" })
  }

  // MARK: Elements outside their section

  /// `rect`'s query against the brute-force filter of every element.
  static func expectExactQuery(_ engine: CompositionalLayoutEngine, _ rect: Rect, _ comment: Comment) {
    let rest = ScrollState(contentOffset: .zero)
    let brute = engine.model.allElements(scroll: rest).filter { $0.frame.intersects(rect) }
    #expect(engine.model.elements(in: rect, scroll: rest) == brute, comment)
  }

  @Test func aBadgeStickingOutOfItsSectionIsFound() throws {
    // Rows of one 100 × 100 item; each badge's bottom-leading corner is on its item's
    // top-trailing corner, so section 1's badge (y 80...100) lies over section 0.
    let badge = LayoutSupplementaryItem(
      layoutSize: Self.badgeSize, elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]),
      itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
    let section = Self.badged(badge)
    section.contentInsets = .zero
    let engine = Reference.layout(section, counts: [1, 1])
    let rect = Rect(x: 0, y: 82, width: 375, height: 5)
    let found = engine.model.elements(in: rect, scroll: ScrollState(contentOffset: .zero)).map(\.id)
    #expect(found.contains(.supplementary("badge", section: 1, item: 0)))
    for rect in [rect, Rect(x: 0, y: -30, width: 375, height: 20), Rect(x: 90, y: 90, width: 30, height: 30)] {
      Self.expectExactQuery(engine, rect, "\(rect)")
    }
  }

  @Test func repeatingSubitemsPastTheirSectionAreFound() {
    // A vertical group 100 high repeating a 50-point item three times: the third runs to
    // 150, past the section's end at 100, over section 1.
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      repeatingSubitem: item, count: 3)
    let engine = Reference.layout(LayoutSection(group: group), counts: [3, 1])
    #expect(Reference.frame(engine, 2) == Rect(x: 0, y: 100, width: 375, height: 50))
    let rect = Rect(x: 0, y: 120, width: 375, height: 10)
    #expect(
      engine.model.elements(in: rect, scroll: ScrollState(contentOffset: .zero)).map(\.id).contains(
        .cell(section: 0, item: 2)))
    Self.expectExactQuery(engine, rect, "\(rect)")
  }
}
