import CollectionLayout
import Testing

/// Bad plugin parameters are repaired with a diagnostic, never a trap or a NaN.
@Suite struct PluginRepairTests {
  static func layout(_ plugin: any ItemArranger, _ items: [ItemInput]) -> PluginLayoutEngine {
    let source = TestStackedSource(sections: [.init(layout: plugin, items: items, header: 20)])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: .container(300, 500), dataSource: source)
    return layout
  }

  static func check(_ layout: PluginLayoutEngine, code: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let all = layout.model.allElements(scroll: ScrollState(contentOffset: .zero))
    #expect(
      all.allSatisfy { $0.frame.isFinite && $0.frame.width >= 0 && $0.frame.height >= 0 },
      sourceLocation: sourceLocation)
    #expect(layout.model.contentSize.height.isFinite, sourceLocation: sourceLocation)
    #expect(layout.diagnostics.contains { $0.code == code }, "\(layout.diagnostics)", sourceLocation: sourceLocation)
  }

  @Test(arguments: [0, -3, 1_000_000])
  func staggeredLineCount(_ count: Int) {
    let layout = Self.layout(StaggeredSectionLayout(lineCount: count), [ItemInput(), ItemInput()])
    Self.check(layout, code: "staggered.lineCount")
  }

  @Test(arguments: [0, -2])
  func mosaicLineCount(_ count: Int) {
    Self.check(Self.layout(MosaicSectionLayout(lineCount: count), [ItemInput()]), code: "mosaic.lineCount")
  }

  @Test(arguments: [0.0, -10, .nan, .infinity, 5])
  func mosaicLineMultiple(_ multiple: Double) {
    let layout = Self.layout(
      MosaicSectionLayout(lineCount: 3, lineMultiple: multiple), [ItemInput(aspectRatio: 1.1, canBeBig: false)])
    Self.check(layout, code: "mosaic.lineMultiple")
    // The repaired multiple is upstream's minimum, 20: a 100-wide item of ratio 1.1 (90.9
    // long) rounds up to 100.
    #expect(
      layout.model.attributes(for: .cell(section: 0, item: 0), scroll: ScrollState(contentOffset: .zero))?.frame
        == Rect(x: 0, y: 20, width: 100, height: 100))
  }

  @Test(arguments: [0.0, -1, .nan, .infinity])
  func aspectRatio(_ ratio: Double) {
    for plugin: any ItemArranger in [
      GridSectionLayout(), StaggeredSectionLayout(lineCount: 2), MosaicSectionLayout(lineCount: 2),
    ] {
      let layout = Self.layout(plugin, [ItemInput(aspectRatio: ratio), ItemInput()])
      Self.check(layout, code: "item.aspectRatio")
    }
  }

  @Test(arguments: [0, -4])
  func gridLineFraction(_ fraction: Int) {
    let layout = Self.layout(GridSectionLayout(), [ItemInput(lineFraction: fraction)])
    Self.check(layout, code: "grid.lineFraction")
    #expect(
      layout.model.attributes(for: .cell(section: 0, item: 0), scroll: ScrollState(contentOffset: .zero))?.frame
        == Rect(x: 0, y: 20, width: 300, height: 300))
  }

  @Test func gridLineThatExactlyFillsNeverWraps() {
    // Thirds of 100 with spacing 0.1: sums that round above the line must still fit.
    for width in stride(from: 100.0, through: 400, by: 0.7) {
      let source = TestStackedSource(sections: [
        .init(
          layout: GridSectionLayout(interItemSpacing: 0.1),
          items: Array(repeating: ItemInput(lineFraction: 3), count: 3))
      ])
      var layout = PluginLayoutEngine()
      layout.prepare(environment: .container(width, 500), dataSource: source)
      let ys = layout.model.allElements(scroll: ScrollState(contentOffset: .zero)).filter { $0.id.category == .cell }
        .map(\.frame.minY)
      #expect(Set(ys).count == 1, "width \(width): \(ys)")
    }
  }

  struct NaNEffect: ScrollEffect {
    func apply(to element: inout EffectedElement, in context: EffectContext) {
      element.frame.origin.y = .nan
      element.alpha = .nan
    }
  }

  @Test func anEffectsNonFiniteOutputIsUndone() {
    let source = TestStackedSource(sections: [
      .init(
        layout: ListSectionLayout(), items: [ItemInput(size: Size(width: 0, height: 50))],
        effects: [
          SectionEffect(NaNEffect(), on: .all)
        ])
    ])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: .container(300, 500), dataSource: source)
    let cell = layout.model.attributes(for: .cell(section: 0, item: 0), scroll: ScrollState(contentOffset: .zero))
    #expect(cell?.frame == Rect(x: 0, y: 0, width: 300, height: 50))
    #expect(cell?.alpha == 1)
  }

  struct InfiniteTransformEffect: ScrollEffect {
    func apply(to element: inout EffectedElement, in context: EffectContext) {
      element.transform = LayoutTransform(a: 1, b: 0, c: 0, d: .infinity, tx: 0, ty: .nan)
    }
  }

  @Test func anEffectsNonFiniteTransformIsUndone() {
    let source = TestStackedSource(sections: [
      .init(
        layout: ListSectionLayout(), items: [ItemInput(size: Size(width: 0, height: 50))],
        effects: [
          SectionEffect(ScaleEffect(minimumScale: 0.5, span: 100), on: .all),
          SectionEffect(InfiniteTransformEffect(), on: .all),
        ])
    ])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: .container(300, 500), dataSource: source)
    let scroll = ScrollState(contentOffset: .zero)
    let cell = layout.model.attributes(for: .cell(section: 0, item: 0), scroll: scroll)
    // The scale effect's transform stands; the infinite one after it is undone.
    #expect(cell?.transform.isFinite == true)
    #expect(cell?.transform != .identity)
  }

  /// Found by `ExtremeNumberSweepTests`: a parallax fraction of 10¹⁵ moved a header
  /// 3 × 10¹⁵ points, beyond any position the engine accepts. Such a move is undone.
  @Test(arguments: [1e15, -1e15, 1e308])
  func anEffectThatMovesAnElementBeyondTheEnginesBoundsIsUndone(fraction: Double) {
    let source = TestStackedSource(sections: [
      .init(
        layout: ListSectionLayout(), items: [ItemInput(size: Size(width: 0, height: 50))],
        effects: [SectionEffect(ParallaxEffect(fraction: fraction), on: .all)])
    ])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: .container(300, 500), dataSource: source)
    let scroll = ScrollState(contentOffset: Point(x: 0, y: 3))
    let cell = layout.model.attributes(for: .cell(section: 0, item: 0), scroll: scroll)
    #expect(cell?.frame == Rect(x: 0, y: 0, width: 300, height: 50))
    // A fraction within bounds still moves it: 0.5 of the 3 points scrolled.
    let half = TestStackedSource(sections: [
      .init(
        layout: ListSectionLayout(), items: [ItemInput(size: Size(width: 0, height: 50))],
        effects: [SectionEffect(ParallaxEffect(fraction: 0.5), on: .all)])
    ])
    var halfLayout = PluginLayoutEngine()
    halfLayout.prepare(environment: .container(300, 500), dataSource: half)
    #expect(halfLayout.model.attributes(for: .cell(section: 0, item: 0), scroll: scroll)?.frame.minY == 1.5)
  }
}
