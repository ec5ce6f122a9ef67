import CollectionLayout
import Testing

/// The README's Swift example, kept here so that it compiles and says what it claims.
@Suite struct ReadmeExampleTests {
  struct Photos: SplitLayoutDataSource {
    var numberOfSections: Int { 3 }
    func numberOfItems(inSection section: Int) -> Int { 20 }
    func side(forSection section: Int) -> SplitSide { section % 2 == 0 ? .left : .right }
    func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size {
      let w = SplitLayoutConfiguration.fixedWidthRoughly(
        to: 3, columnWidth: width, minimumInterItemSpacing: 8, sectionInset: LayoutEdgeInsets(all: 8))
      return Size(width: w, height: w)
    }
  }

  @Test func readmeExample() {
    var layout = SplitLayout()
    layout.configuration.leftSideRatio = 0.4
    layout.configuration.minimumInterItemSpacing = 8
    layout.configuration.minimumItemLineSpacing = 8
    layout.configuration.sectionInset = LayoutEdgeInsets(all: 8)
    layout.configuration.sectionPinToVisibleBounds = true

    let environment = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    layout.prepare(environment: environment, dataSource: Photos())

    let scroll = ScrollState(contentOffset: Point(x: 0, y: 240))
    let visible = layout.model.elements(in: scroll.visibleRect(in: environment), scroll: scroll)
    #expect(layout.model.contentSize == Size(width: 375, height: 674))
    #expect(layout.diagnostics.isEmpty)
    #expect(visible.contains { $0.id == .cell(section: 2, item: 0) })
    #expect(!visible.contains { $0.id == .cell(section: 0, item: 0) }, "scrolled past the first row")
  }
}
