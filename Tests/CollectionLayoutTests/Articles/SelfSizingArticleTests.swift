import CollectionLayout
import Testing

/// The code of the "Self-sizing" article (CollectionLayout.docc/SelfSizing.md) and what it
/// says of it.
@Suite struct SelfSizingArticleTests {
  struct Messages: PluginLayoutDataSource {
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { 100 }
    func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
      SectionDescriptor(layout: ListSectionLayout(lineSpacing: 8))
    }
    func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
      ItemInput(size: Size(width: crossExtent, height: 44))  // an estimate
    }
  }

  @Test func aMeasuredItemMovesOnlyWhatFollowsIt() {
    let environment = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    var layout = PluginLayoutEngine()
    layout.prepare(environment: environment, dataSource: Messages())
    let scroll = ScrollState(contentOffset: .zero)
    let before = layout.model.allElements(scroll: scroll)

    let changed = layout.setMeasuredSize(Size(width: 375, height: 120), for: .cell(section: 0, item: 2))
    layout.prepare(environment: environment, dataSource: Messages())

    // "Item 2 is 120 tall, item 3 moved down by 76 and the content grew by as much."
    #expect(changed)
    let frame = { (item: Int) in layout.model.attributes(for: .cell(section: 0, item: item), scroll: scroll)?.frame }
    #expect(frame(2)?.height == 120)
    #expect(frame(3)?.minY == before[3].frame.minY + 76)
    #expect(frame(1) == before[1].frame)
    #expect(layout.model.contentSize.height == 100 * 44 + 99 * 8 + 76)
    // "Measuring the same size again changes nothing."
    let again = layout.setMeasuredSize(Size(width: 375, height: 120), for: .cell(section: 0, item: 2))
    #expect(!again)
    // "A new width forgets every measured size."
    layout.prepare(environment: LayoutEnvironment(containerSize: Size(width: 667, height: 375)), dataSource: Messages())
    #expect(layout.measuredSize(of: .cell(section: 0, item: 2)) == nil)
    // "A bad size is repaired and reported, never laid out."
    layout.setMeasuredSize(Size(width: .nan, height: -5), for: .cell(section: 0, item: 4))
    #expect(layout.measuredSize(of: .cell(section: 0, item: 4)) == Size(width: 0, height: 0))
    #expect(!layout.diagnostics.isEmpty)
  }

  struct Comments: CompositionalLayoutDataSource {
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { 50 }
  }

  @Test func compositionalEstimatesAreReplacedByMeasuredSizes() {
    let environment = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [row])
    var comments = CompositionalLayoutEngine(section: LayoutSection(group: group))
    comments.prepare(environment: environment, dataSource: Comments())

    comments.setMeasuredSize(Size(width: 375, height: 90), for: .cell(section: 0, item: 0))
    comments.prepare(environment: environment, dataSource: Comments())

    let scroll = ScrollState(contentOffset: .zero)
    #expect(comments.model.attributes(for: .cell(section: 0, item: 1), scroll: scroll)?.frame.minY == 90)
    #expect(comments.model.contentSize.height == 90 + 49 * 44)
  }
}
