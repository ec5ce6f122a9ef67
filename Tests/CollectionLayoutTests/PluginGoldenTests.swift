import CollectionLayout
import Testing

/// The reference's sticky case (G14), effect formulas on known positions, and horizontal
/// plugins as transposed vertical ones.
@Suite struct PluginGoldenTests {
  /// G1 with the default alignment, sticky header and footer.
  static func g1(height: Double) -> (PluginLayoutEngine, LayoutEnvironment) {
    let sizes = [(100, 50), (100, 80), (150, 60), (120, 40), (200, 100), (50, 50)]
    let source = TestStackedSource(sections: [
      .init(
        layout: FlowSectionLayout(interItemSpacing: 5, lineSpacing: 8),
        items: sizes.map { ItemInput(size: Size(width: Double($0.0), height: Double($0.1))) }, header: 60, footer: 40,
        inset: LayoutEdgeInsets(all: 10),
        effects: [
          SectionEffect(StickyEffect(edge: .start), on: .header), SectionEffect(StickyEffect(edge: .end), on: .footer),
        ])
    ])
    let env = LayoutEnvironment.container(375, height)
    var layout = PluginLayoutEngine()
    layout.prepare(environment: env, dataSource: source)
    return (layout, env)
  }

  @Test(arguments: [(-50.0, 0.0, 210.0), (0, 0, 260), (100, 100, 336), (266, 266, 336), (300, 266, 336)])
  func g14StickyHeaderAndFooter(offset: Double, header: Double, footer: Double) {
    let (layout, _) = Self.g1(height: 300)
    let scroll = ScrollState(contentOffset: Point(x: 0, y: offset))
    let h = layout.model.attributes(for: .supplementary(.header, section: 0), scroll: scroll)
    let f = layout.model.attributes(for: .supplementary(.footer, section: 0), scroll: scroll)
    #expect(h?.frame == Rect(x: 0, y: header, width: 375, height: 60))
    #expect(f?.frame == Rect(x: 0, y: footer, width: 375, height: 40))
    #expect(h?.zIndex == ZIndex.pinned)
    // The pinned header is returned by a query of the visible rect even when its natural
    // frame (0…60) is outside it.
    let visible = layout.model.elements(in: Rect(x: 0, y: offset, width: 375, height: 300), scroll: scroll)
    #expect(visible.contains { $0.id == .supplementary(.header, section: 0) } == (header + 60 > offset))
  }

  /// The reference's mosaic step 3 (and upstream) put every item
  /// `lineSpacing` below its column's end — the first row too, one line spacing below the
  /// section inset. 3 columns of 125, multiple 50, spacing 10, inset 8: squares of 125 → 150.
  @Test func mosaicFirstRowStartsOneLineSpacingBelowTheInset() {
    let source = TestStackedSource(sections: [
      .init(
        layout: MosaicSectionLayout(lineCount: 3, lineMultiple: 50, interItemSpacing: 0, lineSpacing: 10),
        items: Array(repeating: ItemInput(aspectRatio: 1, canBeBig: false), count: 4), inset: LayoutEdgeInsets(all: 0))
    ])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: .container(375, 667), dataSource: source)
    let frames = (0..<4).map {
      layout.model.attributes(for: .cell(section: 0, item: $0), scroll: .init(contentOffset: .zero))?.frame
    }
    #expect(frames[0] == Rect(x: 0, y: 10, width: 125, height: 150))
    #expect(frames[2] == Rect(x: 250, y: 10, width: 125, height: 150))
    #expect(frames[3] == Rect(x: 0, y: 170, width: 125, height: 150))
    #expect(layout.model.contentSize.height == 320)
  }

  /// Rows of 100 points at y = 100 · i in a 375 × 667 list.
  static func rows(_ effect: any ScrollEffect, offset: Double) -> [Int: LayoutAttributes] {
    let source = TestStackedSource(sections: [
      .init(
        layout: ListSectionLayout(), items: Array(repeating: ItemInput(size: Size(width: 0, height: 100)), count: 12),
        effects: [SectionEffect(effect, on: .cells)])
    ])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: .container(375, 667), dataSource: source)
    let all = layout.model.allElements(scroll: ScrollState(contentOffset: Point(x: 0, y: offset)))
    return Dictionary(uniqueKeysWithValues: all.filter { $0.id.category == .cell }.map { ($0.id.item, $0) })
  }

  @Test func fadeIsTheClampedShareOfTheSpanInsideTheVisibleEnd() {
    let cells = Self.rows(FadeEffect(span: 200), offset: 0)
    #expect(cells[5]?.alpha == (0 - 500 + 667) / 200.0)  // 0.835
    #expect(cells[3]?.alpha == 1)  // (667 − 300) / 200 > 1, clamped
    #expect(cells[7]?.alpha == 0)  // negative, clamped
    #expect(cells[5]?.frame.minY == 500)
  }

  @Test func elasticPushesCellsNearTheEndByUpToItsSpacing() {
    let cells = Self.rows(ElasticEffect(spacing: 90, span: 200), offset: 0)
    // y 600: p = (667 − 600 − 200) / 200 < 0, so the full 90.
    #expect(cells[6]?.frame.minY == 690)
    // y 300: p = 0.835, displacement ((1 − p) · 90^¼)⁴ = 0.165⁴ · 90.
    let expected = 300 + 0.165 * 0.165 * 0.165 * 0.165 * 90
    #expect(abs((cells[3]?.frame.minY ?? 0) - expected) < 1e-9)
    // y 0: p > 1, no displacement.
    #expect(cells[0]?.frame.minY == 0)
  }

  @Test func parallaxMovesByAFractionOfTheScrolledDistance() {
    let cells = Self.rows(ParallaxEffect(fraction: 0.5), offset: 100)
    #expect(cells[2]?.frame.minY == 250)
    #expect(Self.rows(ParallaxEffect(fraction: 0.5), offset: 0)[2]?.frame.minY == 200)
  }

  @Test func scaleShrinksByDistanceFromTheVisibleCentre() {
    // Visible 0…667, centre 333.5, span 333.5; row 3 (300…400) is centred at 350.
    let cells = Self.rows(ScaleEffect(minimumScale: 0.8), offset: 0)
    let expected = 1 - 0.2 * (16.5 / 333.5)
    #expect(abs((cells[3]?.transform.a ?? 0) - expected) < 1e-12)
    #expect(cells[3]?.transform.d == cells[3]?.transform.a)
    #expect(cells[9]?.transform.a == 0.8)
    #expect(cells[9]?.frame == Rect(x: 0, y: 900, width: 375, height: 100))
  }

  @Test func effectsRunInOrderEachOnThePreviousOutput() {
    // Parallax then fade: the fade sees the moved frame (y 600 + 50 at offset 100).
    let source = TestStackedSource(sections: [
      .init(
        layout: ListSectionLayout(), items: Array(repeating: ItemInput(size: Size(width: 0, height: 100)), count: 8),
        effects: [SectionEffect(ParallaxEffect(fraction: 0.5), on: .cells), SectionEffect(FadeEffect(), on: .cells)])
    ])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: .container(375, 667), dataSource: source)
    let cell = layout.model.attributes(
      for: .cell(section: 0, item: 6), scroll: ScrollState(contentOffset: Point(x: 0, y: 100)))
    #expect(cell?.frame.minY == 650)
    #expect(cell?.alpha == (100 - 650 + 667) / 200.0)
  }

  /// G12 scrolling horizontally: every frame transposed (the mosaic's columns become rows).
  @Test func horizontalMosaicIsTheTransposedVerticalOne() {
    let ratios: [(Double, Bool)] = [
      (0.5, true), (2, true), (2, true), (1, false), (1.1, true), (1, true), (1.3, false),
    ]
    let vertical = TestStackedSource(sections: [
      .init(
        layout: MosaicSectionLayout(lineCount: 3, lineMultiple: 50),
        items: ratios.map { ItemInput(aspectRatio: $0.0, canBeBig: $0.1) })
    ])
    let v = PluginScenario(width: 375, seed: 0, withEffects: false).layout(vertical)
    let h = PluginScenario(width: 375, seed: 0, withEffects: false).layout(vertical.transposed, direction: .horizontal)
    #expect(h.model.contentSize == Size(width: 550, height: 375))
    #expect(
      h.model.attributes(for: .cell(section: 0, item: 4), scroll: ScrollState(contentOffset: .zero))?.frame
        == Rect(x: 250, y: 0, width: 250, height: 250))
    let vFrames = v.model.allElements(scroll: ScrollState(contentOffset: .zero)).map(\.frame.transposed)
    let hFrames = h.model.allElements(scroll: ScrollState(contentOffset: .zero)).map(\.frame)
    #expect(vFrames == hFrames)
  }
}
