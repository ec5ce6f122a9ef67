import CollectionLayout
import Testing

/// Effects of one section run one after another on the same elements, so the distance a
/// rect query must look beyond its rect is the sum of their reaches, not the largest.
@Suite("Chained effects and rect queries")
struct ChainedEffectReachTests {
  /// Rows of 100 points in a 375 × 667 list with `effects` on its cells.
  static func list(_ effects: [any ScrollEffect]) -> PluginLayoutEngine {
    let source = TestStackedSource(sections: [
      .init(
        layout: ListSectionLayout(), items: Array(repeating: ItemInput(size: Size(width: 0, height: 100)), count: 12),
        effects: effects.map { SectionEffect($0, on: .cells) })
    ])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: .container(375, 667), dataSource: source)
    return layout
  }

  /// Every row drawn across a thin band is returned by a query of that band.
  static func expectEveryDrawnRowIsFound(_ layout: PluginLayoutEngine, offset: Double) {
    let scroll = ScrollState(contentOffset: Point(x: 0, y: offset))
    let drawn = layout.model.allElements(scroll: scroll).filter { $0.id.category == .cell }
    for row in drawn {
      let band = Rect(x: 0, y: row.frame.maxY - 15, width: 375, height: 10)
      let found = layout.model.elements(in: band, scroll: scroll)
      #expect(found.contains { $0.id == row.id }, "row \(row.id.item) drawn at \(row.frame) missed by \(band)")
    }
  }

  @Test func twoElasticEffectsAddTheirSpacing() {
    let layout = Self.list([ElasticEffect(), ElasticEffect(spacing: 40)])
    // Row 6 rests at 600…700; near the end both push it, together more than either alone.
    let drawn = layout.model.allElements(scroll: ScrollState(contentOffset: Point(x: 0, y: 0))).first {
      $0.id == .cell(section: 0, item: 6)
    }
    #expect((drawn?.frame.minY ?? 0) - 600 > 40)
    Self.expectEveryDrawnRowIsFound(layout, offset: 0)
  }

  @Test func twoParallaxEffectsAddTheirFractions() {
    let layout = Self.list([ParallaxEffect(fraction: 0.5), ParallaxEffect(fraction: 0.5)])
    Self.expectEveryDrawnRowIsFound(layout, offset: 300)
  }

  @Test func reachesOfAChainAddAndOfSeparateSectionsTakeTheLarger() {
    let a = EffectReach(fixed: 30, perScrolledPoint: 0.5)
    let b = EffectReach(fixed: 40, perScrolledPoint: 0.25)
    #expect(a.followed(by: b) == EffectReach(fixed: 70, perScrolledPoint: 0.75))
    #expect(a.union(b) == EffectReach(fixed: 40, perScrolledPoint: 0.5))
  }
}
