import CollectionLayout
import Testing

/// The code of the "Getting started" article (CollectionLayout.docc/GettingStarted.md), and
/// what the article says of it.
@Suite struct GettingStartedArticleTests {
  struct Feed: PluginLayoutDataSource {
    var count = 1000
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { count }
    func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
      SectionDescriptor(layout: MosaicSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 4))
    }
    func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
      ItemInput(aspectRatio: 1, canBeBig: path.item % 7 == 0)
    }
  }

  @Test func aMosaicFeedIsLaidOutAndQueried() {
    let environment = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    var engine = PluginLayoutEngine()
    engine.prepare(environment: environment, dataSource: Feed())

    let scroll = ScrollState(contentOffset: .zero)
    let onScreen = engine.model.elements(in: scroll.visibleRect(in: environment), scroll: scroll)

    // "Item 0 is big: all three columns end together at the top, so it spans them all";
    // item 1 may not be big after a big one and takes one column, (375 − 2 · 4) / 3 wide.
    let first = engine.model.attributes(for: .cell(section: 0, item: 0), scroll: scroll)
    let second = engine.model.attributes(for: .cell(section: 0, item: 1), scroll: scroll)
    #expect(first?.frame.width == 375)
    #expect(second.map { abs($0.frame.width - (375 - 8) / 3) < 1e-9 } == true)
    #expect(onScreen.contains { $0.id == .cell(section: 0, item: 0) })
    #expect(onScreen.allSatisfy { $0.frame.intersects(scroll.visibleRect(in: environment)) })
    #expect(engine.diagnostics.isEmpty)
  }

  @Test func anInsertedItemGivesTheLayoutOfTheNewData() throws {
    let environment = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    var engine = PluginLayoutEngine()
    engine.prepare(environment: environment, dataSource: Feed())

    let update = try BatchUpdate(
      actions: [.insertItem(ItemPath(section: 0, item: 0))], oldItemCounts: [1000], newItemCounts: [1001])
    engine.apply(update)
    engine.prepare(environment: environment, dataSource: Feed(count: 1001))

    var fresh = PluginLayoutEngine()
    fresh.prepare(environment: environment, dataSource: Feed(count: 1001))
    let scroll = ScrollState(contentOffset: .zero)
    #expect(engine.model.allElements(scroll: scroll) == fresh.model.allElements(scroll: scroll))
    #expect(engine.model.contentSize == fresh.model.contentSize)
  }
}
