import CollectionLayout
import Testing

/// The split layout's behaviour where this project fixes or extends upstream.
@Suite struct SplitBehaviourTests {
  static let square = Size(width: 50, height: 50)

  @Test func ratioZeroPutsEverySectionInTheRightColumnInOrder() {
    var config = SplitLayoutConfiguration()
    config.leftSideRatio = 0
    config.splitSpacing = 30
    let source = TestSplitSource([
      .init(side: .left, sizes: [Self.square]),
      .init(side: .right, sizes: [Self.square]),
      .init(side: .left, sizes: [Self.square]),
    ])
    let layout = SplitLayout.prepared(config, environment: .container(300, 400), source: source)
    #expect(layout.cellFrame(0, 0) == Rect(x: 0, y: 0, width: 50, height: 50))
    #expect(layout.cellFrame(1, 0) == Rect(x: 0, y: 50, width: 50, height: 50))
    #expect(layout.cellFrame(2, 0) == Rect(x: 0, y: 100, width: 50, height: 50))
    #expect(layout.frame(.decoration(.background, section: 0))?.width == 300, "spacing ignored, full width")
    #expect(layout.diagnostics.isEmpty)
  }

  @Test(arguments: [(Double.nan, 1.0), (1.5, 1.0), (-0.5, 0.0), (Double.infinity, 1.0)])
  func outOfRangeRatioIsClampedAndReported(ratio: Double, used: Double) {
    var config = SplitLayoutConfiguration()
    config.leftSideRatio = ratio
    let source = TestSplitSource(counts: [1], size: Self.square)
    let layout = SplitLayout.prepared(config, environment: .container(200, 200), source: source)
    #expect(layout.diagnostics.map(\.code) == ["split.ratio"])
    #expect(layout.columnWidth(of: used == 1 ? .left : .right) == 200)
    #expect(layout.cellFrame(0, 0) == Rect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func badDelegateValuesAreRepairedAndReported() {
    let source = TestSplitSource([
      .init(
        sizes: [
          Size(width: .nan, height: 10), Size(width: -5, height: 10), Size(width: 10, height: .infinity),
          Size(width: 20, height: 20),
        ], header: Size(width: 10, height: -3), inset: LayoutEdgeInsets(top: .nan, left: -1, bottom: 0, right: 0),
        interItem: -4, line: .infinity)
    ])
    let layout = SplitLayout.prepared(environment: .container(100, 100), source: source)
    for i in 0..<3 {
      #expect(layout.cellFrame(0, i)?.size == .zero, "item \(i) repaired to a zero size")
    }
    #expect(layout.cellFrame(0, 3) == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(layout.frame(.supplementary(.header, section: 0)) == nil)
    let codes = Set(layout.diagnostics.map(\.code))
    #expect(codes == ["value.invalid"])
    #expect(layout.diagnostics.reduce(0) { $0 + $1.count } >= 8)
    #expect(layout.model.allElements(scroll: .resting(in: layout.environment)).allSatisfy { $0.frame.isFinite })
  }

  @Test func zeroSizeItemsHaveAttributesAndTakeNoSpace() {
    let source = TestSplitSource([
      .init(sizes: [Self.square, .zero, Self.square, Size(width: 0, height: 40)], interItem: 10)
    ])
    let layout = SplitLayout.prepared(environment: .container(200, 200), source: source)
    #expect(layout.cellFrame(0, 1) == Rect(x: 60, y: 0, width: 0, height: 0))
    #expect(layout.cellFrame(0, 2) == Rect(x: 60, y: 0, width: 50, height: 50))
    #expect(layout.cellFrame(0, 3)?.size == .zero)
    #expect(layout.model.contentSize.height == 50)
    let all = layout.model.allElements(scroll: .resting(in: layout.environment))
    #expect(all.filter { $0.id.category == .cell }.count == 4, "every index path has attributes")
  }

  @Test func widthChangeRelayoutsAndHeightChangeDoesNot() {
    let source = TestSplitSource(counts: [4], size: Self.square)
    var layout = SplitLayout.prepared(environment: .container(200, 400), source: source)
    #expect(layout.cellFrame(0, 3)?.origin == Point(x: 150, y: 0))
    layout.prepare(environment: .container(200, 900), dataSource: source)
    #expect(source.sizeRequests == 4, "a taller container moves nothing")
    layout.prepare(environment: .container(120, 400), dataSource: source)
    #expect(source.sizeRequests == 8)
    #expect(layout.cellFrame(0, 3)?.origin == Point(x: 50, y: 50))
    #expect(layout.model.contentSize == Size(width: 120, height: 100))
  }

  @Test func pinnedHeaderStaysInsideItsSectionAndNeverChangesCachedGeometry() {
    var config = SplitLayoutConfiguration()
    config.sectionPinToVisibleBounds = true
    config.sectionInset = LayoutEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    let source = TestSplitSource([
      .init(sizes: Array(repeating: Size(width: 100, height: 100), count: 5), header: Size(width: 100, height: 30)),
      .init(sizes: Array(repeating: Size(width: 100, height: 100), count: 2), header: Size(width: 100, height: 30)),
    ])
    let env = LayoutEnvironment(
      containerSize: Size(width: 100, height: 200), safeArea: LayoutEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    var layout = SplitLayout.prepared(config, environment: env, source: source)
    let before = layout.model.allElements(scroll: .resting(in: env))
    // Section 0: header 0-30, items 30-530, item area to 540; section 1 starts at 540.
    for y in stride(from: -20.0, through: 900, by: 7) {
      let scroll = ScrollState(contentOffset: Point(x: 0, y: y))
      let header = layout.model.attributes(for: .supplementary(.header, section: 0), scroll: scroll)!.frame
      #expect(header.minY >= 0 && header.maxY <= 540, "offset \(y)")
      if y + 20 >= 0 && y + 20 <= 510 { #expect(header.minY == y + 20, "pinned below the adjusted top inset") }
      let visible = layout.model.elements(in: scroll.visibleRect(in: env), scroll: scroll)
      if y + 20 < 540 && y + 200 > 0 {
        #expect(visible.contains { $0.id == .supplementary(.header, section: 0) }, "returned while its section shows")
      }
    }
    #expect(layout.model.allElements(scroll: .resting(in: env)) == before, "queries changed nothing")
    layout.configuration.sectionPinToVisibleBounds = false
    layout.prepare(environment: env, dataSource: source)
    #expect(source.sizeRequests == 7, "toggling pinning relayouts nothing")
    #expect(
      layout.model.attributes(
        for: .supplementary(.header, section: 0), scroll: ScrollState(contentOffset: Point(x: 0, y: 300)))?
        .frame.minY == 0)
  }

  @Test func footersPinToTheBottomWhenAsked() {
    var config = SplitLayoutConfiguration()
    config.sectionFooterPinToVisibleBounds = true
    let source = TestSplitSource([
      .init(sizes: Array(repeating: Size(width: 100, height: 100), count: 5), footer: Size(width: 100, height: 20))
    ])
    let env = LayoutEnvironment.container(100, 200)
    let layout = SplitLayout.prepared(config, environment: env, source: source)
    let footer = { (y: Double) in
      layout.model.attributes(
        for: .supplementary(.footer, section: 0), scroll: ScrollState(contentOffset: Point(x: 0, y: y)))!
        .frame.minY
    }
    #expect(footer(0) == 180)
    #expect(footer(100) == 280)
    #expect(footer(400) == 500, "never below its natural place")
  }

  @Test func threeColumnsShareTheWidthByRatio() {
    var config = SplitLayoutConfiguration()
    config.columnRatios = [0.2, 0.3, 0.5]
    config.splitSpacing = 10
    let small = Size(width: 30, height: 30)
    let source = TestSplitSource([
      .init(side: SplitSide(column: 2), sizes: [small]),
      .init(side: SplitSide(column: 0), sizes: [small]),
      .init(side: SplitSide(column: 1), sizes: [small]),
      .init(side: SplitSide(column: 7), sizes: [small]),
    ])
    let layout = SplitLayout.prepared(config, environment: .container(220, 300), source: source)
    // T = 220 − 20 = 200: widths 40, 60, 100 at x 0, 50, 120.
    #expect(layout.frame(.decoration(.background, section: 1)) == Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(layout.frame(.decoration(.background, section: 2)) == Rect(x: 50, y: 0, width: 60, height: 30))
    #expect(layout.frame(.decoration(.background, section: 0)) == Rect(x: 120, y: 0, width: 100, height: 30))
    #expect(layout.cellFrame(3, 0) == Rect(x: 120, y: 30, width: 30, height: 30), "column 7 clamped to the last")
    #expect(layout.diagnostics.map(\.code) == ["section.column"])
    #expect(layout.diagnostics.first?.section == 3)
  }

  @Test func insetReferenceChoosesWhetherColumnsAvoidTheSafeArea() {
    let env = LayoutEnvironment(
      containerSize: Size(width: 300, height: 300), safeArea: LayoutEdgeInsets(top: 0, left: 20, bottom: 0, right: 30),
      contentInset: LayoutEdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
    let source = TestSplitSource(counts: [1], size: Self.square)
    var config = SplitLayoutConfiguration()
    let safe = SplitLayout.prepared(config, environment: env, source: source)
    #expect(safe.frame(.decoration(.background, section: 0)) == Rect(x: 20, y: 0, width: 240, height: 50))
    #expect(safe.model.contentSize.width == 290)
    config.sectionInsetReference = .fromContentInset
    let content = SplitLayout.prepared(config, environment: env, source: source)
    #expect(content.frame(.decoration(.background, section: 0)) == Rect(x: 0, y: 0, width: 290, height: 50))
  }

  @Test func emptySectionStillTakesItsInsets() {
    let source = TestSplitSource([.init(sizes: [], inset: LayoutEdgeInsets(top: 7, left: 0, bottom: 5, right: 0))])
    let layout = SplitLayout.prepared(environment: .container(100, 100), source: source)
    #expect(layout.frame(.decoration(.background, section: 0)) == Rect(x: 0, y: 0, width: 100, height: 12))
    #expect(layout.model.contentSize.height == 12)
  }

  @Test func rightToLeftMirrorsEverything() {
    var config = SplitLayoutConfiguration()
    config.leftSideRatio = 0.25
    let source = TestSplitSource([
      .init(side: .left, sizes: [Size(width: 30, height: 10)], inset: LayoutEdgeInsets(all: 5))
    ])
    var env = LayoutEnvironment.container(200, 100)
    env.layoutDirection = .rightToLeft
    let layout = SplitLayout.prepared(config, environment: env, source: source)
    #expect(layout.frame(.decoration(.background, section: 0)) == Rect(x: 150, y: 0, width: 50, height: 20))
    #expect(layout.cellFrame(0, 0) == Rect(x: 165, y: 5, width: 30, height: 10))
    let hits = layout.model.elements(in: Rect(x: 190, y: 0, width: 10, height: 10), scroll: .resting(in: env))
    #expect(hits.map(\.id) == [.cell(section: 0, item: 0), .decoration(.background, section: 0)])
  }

  @Test func backgroundCarriesTheSectionColour() {
    let source = TestSplitSource([.init(sizes: [Self.square], color: LayoutColor(rgb: 0x336699))])
    let layout = SplitLayout.prepared(environment: .container(100, 100), source: source)
    let bg = layout.model.attributes(
      for: .decoration(.background, section: 0), scroll: .resting(in: layout.environment))
    #expect(bg?.backgroundColor?.hexString == "#336699")
    #expect(bg?.zIndex == ZIndex.background)
  }

  @Test func calculateFixedWidthRoughlyTruncatesTwice() {
    #expect(
      SplitLayoutConfiguration.fixedWidthRoughly(
        to: 3, columnWidth: 150, minimumInterItemSpacing: 8, sectionInset: LayoutEdgeInsets(all: 8)) == 39)
    #expect(
      SplitLayoutConfiguration.fixedWidthRoughly(
        to: 2, columnWidth: 100.9, minimumInterItemSpacing: 0, sectionInset: .zero) == 50)
    #expect(
      SplitLayoutConfiguration.fixedWidthRoughly(
        to: 0, columnWidth: 100, minimumInterItemSpacing: 0, sectionInset: .zero) == 0)
    #expect(
      SplitLayoutConfiguration.fixedWidthRoughly(
        to: 4, columnWidth: 10, minimumInterItemSpacing: 8, sectionInset: .zero) == 0)
    #expect(
      SplitLayoutConfiguration.fixedWidthRoughly(
        to: 1, columnWidth: .nan, minimumInterItemSpacing: 0, sectionInset: .zero) == 0)
  }

  @Test func sideFromRatio() {
    #expect(SplitSide(leftSideRatio: 1) == .left)
    #expect(SplitSide(leftSideRatio: 0) == .right)
    #expect(SplitSide(leftSideRatio: 0.5) == nil)
  }
}
