import CollectionLayout
import Testing

/// The golden cases of the split layout's reference (upstream's own tests and samples).
@Suite struct SplitGoldenTests {
  /// 400×500, sections of 3, 6 and 3 items of 100×100, all left, ratio 1.
  static func upstreamCase() -> (SplitLayout, TestSplitSource) {
    let source = TestSplitSource(counts: [3, 6, 3], size: Size(width: 100, height: 100))
    return (SplitLayout.prepared(environment: .container(400, 500), source: source), source)
  }

  @Test func itemOriginsMatchUpstream() {
    let (layout, _) = Self.upstreamCase()
    let expected: [[(Double, Double)]] = [
      [(0, 0), (100, 0), (200, 0)],
      [(0, 100), (100, 100), (200, 100), (300, 100), (0, 200), (100, 200)],
      [(0, 300), (100, 300), (200, 300)],
    ]
    for (s, origins) in expected.enumerated() {
      for (i, o) in origins.enumerated() {
        #expect(layout.cellFrame(s, i) == Rect(x: o.0, y: o.1, width: 100, height: 100), "section \(s) item \(i)")
      }
    }
  }

  @Test func rectQueryReturnsSectionOneFirstLineAndBackground() {
    let (layout, _) = Self.upstreamCase()
    let found = layout.model.elements(
      in: Rect(x: 0, y: 100, width: 400, height: 100), scroll: .resting(in: layout.environment))
    let ids = Set(found.map(\.id))
    let expected: Set<ElementID> = Set((0..<4).map { ElementID.cell(section: 1, item: $0) })
      .union([.decoration(.background, section: 1)])
    #expect(ids == expected)
  }

  @Test func backgroundsAndContentSize() {
    let (layout, _) = Self.upstreamCase()
    #expect(layout.frame(.decoration(.background, section: 0)) == Rect(x: 0, y: 0, width: 400, height: 100))
    #expect(layout.frame(.decoration(.background, section: 1)) == Rect(x: 0, y: 100, width: 400, height: 200))
    #expect(layout.frame(.decoration(.background, section: 2)) == Rect(x: 0, y: 300, width: 400, height: 100))
    #expect(layout.model.contentSize == Size(width: 400, height: 400))
  }

  @Test func sizeDelegateIsAskedOncePerItemAndNotOnScroll() {
    var (layout, source) = Self.upstreamCase()
    #expect(source.sizeRequests == 12)
    for y in stride(from: 0.0, through: 300, by: 50) {
      _ = layout.model.elements(
        in: Rect(x: 0, y: y, width: 400, height: 500), scroll: ScrollState(contentOffset: Point(x: 0, y: y)))
    }
    layout.prepare(environment: .container(400, 500), dataSource: source)
    #expect(source.sizeRequests == 12, "an unchanged prepare relayouts nothing")
    layout.invalidateAll()
    layout.prepare(environment: .container(400, 500), dataSource: source)
    #expect(source.sizeRequests == 24)
  }

  @Test func sectionBuilderCase() {
    // Right column at x 100, width 200: 300 wide, ratio 1/3, no spacing.
    var config = SplitLayoutConfiguration()
    config.leftSideRatio = 1.0 / 3.0
    let source = TestSplitSource([
      .init(side: .left, sizes: [Size(width: 100, height: 100)]),
      .init(
        side: .right, sizes: Array(repeating: Size(width: 90, height: 90), count: 4),
        header: Size(width: 200, height: 100), inset: LayoutEdgeInsets(all: 5), interItem: 10, line: 10),
    ])
    let layout = SplitLayout.prepared(config, environment: .container(300, 500), source: source)
    let expected = [(105.0, 105.0), (205, 105), (105, 205), (205, 205)]
    for (i, o) in expected.enumerated() {
      #expect(layout.cellFrame(1, i) == Rect(x: o.0, y: o.1, width: 90, height: 90))
    }
    #expect(layout.frame(.decoration(.background, section: 1))?.maxY == 300)
  }

  @Test func normalisationRaisesALineToItsTallestItem() {
    var config = SplitLayoutConfiguration()
    config.isNormalizingLineHeight = true
    let source = TestSplitSource([
      .init(sizes: [Size(width: 100, height: 100), Size(width: 100, height: 200), Size(width: 100, height: 300)])
    ])
    let layout = SplitLayout.prepared(config, environment: .container(400, 500), source: source)
    for i in 0..<3 { #expect(layout.cellFrame(0, i)?.size == Size(width: 100, height: 300)) }
    config.isNormalizingLineHeight = false
    let plain = SplitLayout.prepared(config, environment: .container(400, 500), source: source)
    #expect(plain.cellFrame(0, 1)?.size == Size(width: 100, height: 200))
    #expect(plain.model.contentSize == layout.model.contentSize, "only item heights change")
  }

  @Test func readmeRatioExample() {
    var config = SplitLayoutConfiguration()
    config.leftSideRatio = 0.4
    config.splitSpacing = 10
    let layout = SplitLayout(configuration: config, environment: .container(110, 500))
    #expect(layout.columnWidth(of: .left) == 40)
    #expect(layout.columnWidth(of: .right) == 60)
  }

  /// The "Basic" sample at 375: spacing 8/8, inset 8, ratio 0.4, 3 × 20 square items.
  @Test func basicSample() {
    var config = SplitLayoutConfiguration()
    config.leftSideRatio = 0.4
    config.minimumInterItemSpacing = 8
    config.minimumItemLineSpacing = 8
    config.sectionInset = LayoutEdgeInsets(all: 8)
    let env = LayoutEnvironment.container(375, 667)
    let probe = SplitLayout(configuration: config, environment: env)
    let sides = [SplitSide.left, .right, .left]
    let source = TestSplitSource(
      sides.map { side in
        let w = probe.calculateFixedWidthRoughly(
          to: 3, of: side, minimumInterItemSpacing: 8, sectionInset: config.sectionInset)
        return .init(side: side, sizes: Array(repeating: Size(width: w, height: w), count: 20))
      })
    #expect(source.sections[0].sizes[0].width == 39)
    #expect(source.sections[1].sizes[0].width == 64)
    let layout = SplitLayout.prepared(config, environment: env, source: source)
    #expect(layout.cellFrame(0, 19)?.origin == Point(x: 55, y: 290))
    #expect(layout.cellFrame(1, 19)?.origin == Point(x: 230, y: 440))
    #expect(layout.cellFrame(2, 19)?.origin == Point(x: 55, y: 627))
    #expect(layout.cellFrame(2, 0)?.origin == Point(x: 8, y: 345))
    #expect(layout.frame(.decoration(.background, section: 0)) == Rect(x: 0, y: 0, width: 150, height: 337))
    #expect(layout.frame(.decoration(.background, section: 1)) == Rect(x: 150, y: 0, width: 225, height: 512))
    #expect(layout.frame(.decoration(.background, section: 2)) == Rect(x: 0, y: 337, width: 150, height: 337))
    #expect(layout.model.contentSize == Size(width: 375, height: 674))
  }
}
