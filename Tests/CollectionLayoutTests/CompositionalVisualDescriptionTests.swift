import CollectionLayout
import Testing

/// `LayoutGroup.visualDescription()`, the debugging drawing `NSCollectionLayoutGroup` prints
/// (its format is the engine's own: Apple does not document UIKit's).
@Suite struct CompositionalVisualDescriptionTests {
  static func item(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutItem {
    LayoutItem(layoutSize: LayoutSize(widthDimension: width, heightDimension: height))
  }

  @Test func twoItemsSideBySideAreTwoNumberedBoxes() {
    // 80 × 40 points at 5 points a column and 10 a row: 16 columns, 4 rows.
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(40)),
      subitems: [Self.item(.absolute(40), .fractionalHeight(1))])
    #expect(
      group.visualDescription() == """
        group 80 × 40 in 375 × 667: 2 items
        +------++------+
        |0     ||1     |
        |      ||      |
        +------++------+
        """)
  }

  @Test func nestedGroupsDrawEveryItemInOrderAndFractionsFollowTheContainer() {
    // An item half the group's width beside a column a quarter wide holding two items, in
    // a container 200 wide: the group is 100 × 40.
    let column = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
      subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(0.5))])
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)),
      subitems: [Self.item(.fractionalWidth(0.5), .fractionalHeight(1)), column])
    let drawing = group.visualDescription(in: Size(width: 200, height: 400))
    let lines = drawing.split(separator: "\n").map(String.init)
    // Three items: the big one, then the column's two (the subitems then repeat from the
    // big one, which no longer fits). Columns 0–9, then 10–14; the column's items are two
    // rows each, too short for a number.
    #expect(lines.first == "group 100 × 40 in 200 × 400: 3 items")
    #expect(lines.count == 5 && lines.dropFirst().allSatisfy { $0.count == 20 })
    #expect(lines[1] == "+--------++---+     ")
    #expect(lines[2] == "|0       |+---+     ")
    #expect(lines[4] == "+--------++---+     ")
  }

  @Test func aBrokenGroupStillDraws() {
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(.nan), heightDimension: .absolute(.infinity)),
      subitems: [Self.item(.absolute(-5), .fractionalHeight(.nan))])
    let drawing = group.visualDescription()
    #expect(drawing.hasPrefix("group 0 × 0 in 375 × 667"))
  }
}
