import CollectionLayout
import Testing

/// The README's split-layout example (also in CollectionLayout.docc/SplitLayoutFamily.md),
/// verbatim, so that it compiles and says what it claims.
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
    // Optional, as upstream's delegate: headerSize, footerSize, inset, spacings, backgroundColor.
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
    let size = layout.model.contentSize  // (375, 674)
    let problems = layout.diagnostics  // every clamped input, never a crash
    #expect(size == Size(width: 375, height: 674))
    #expect(problems.isEmpty)
    #expect(visible.contains { $0.id == .cell(section: 2, item: 0) })
    #expect(!visible.contains { $0.id == .cell(section: 0, item: 0) }, "scrolled past the first row")
  }
}
