import CollectionLayout
import PropertyBased
import Testing

/// Under reduced motion (`LayoutModel.reducesMotion`, UIKit's Reduce Motion setting) each
/// section runs its effects' reduced forms: the shipped parallax, scale and elastic effects
/// stop, as Apple's Human Interface Guidelines ask of motion that only decorates, while
/// fades and sticky headers go on; an effect of the app's own chooses its own form.
@Suite struct ReducedMotionTests {
  /// Moves elements `distance` along the scroll axis; under reduced motion it dims them to
  /// half their opacity instead.
  struct Slide: ScrollEffect {
    var distance: Double
    func apply(to element: inout EffectedElement, in context: EffectContext) { element.frame.origin.y += distance }
    var reach: EffectReach { EffectReach(fixed: abs(distance)) }
    var reducedMotionForm: (any ScrollEffect)? { Dim() }
  }

  /// Halves elements' opacity.
  struct Dim: ScrollEffect {
    func apply(to element: inout EffectedElement, in context: EffectContext) { element.alpha *= 0.5 }
  }

  /// Moves elements 5 points and says nothing of reduced motion, so it keeps running.
  struct Nudge: ScrollEffect {
    func apply(to element: inout EffectedElement, in context: EffectContext) { element.frame.origin.y += 5 }
    var reach: EffectReach { EffectReach(fixed: 5) }
  }

  /// PluginLayoutFamily's example: a drift at a quarter of the scroll that becomes a fade.
  struct Drift: ScrollEffect {
    func apply(to element: inout EffectedElement, in context: EffectContext) {
      element.frame.origin.y += context.scrolled / 4
    }
    var reach: EffectReach { EffectReach(perScrolledPoint: 0.25) }
    var reducedMotionForm: (any ScrollEffect)? { FadeEffect(span: 300) }
  }

  /// Twelve rows of 100 points under a 40-point header in a 375 × 667 list, the header
  /// sticky, `cellEffects` on the cells.
  static func list(_ cellEffects: [any ScrollEffect], reducesMotion: Bool = false) -> PluginLayoutEngine {
    let source = TestStackedSource(sections: [
      .init(
        layout: ListSectionLayout(), items: Array(repeating: ItemInput(size: Size(width: 0, height: 100)), count: 12),
        header: 40,
        effects: [SectionEffect(StickyEffect(), on: .header)] + cellEffects.map { SectionEffect($0, on: .cells) })
    ])
    var engine = PluginLayoutEngine()
    engine.reducesMotion = reducesMotion
    engine.prepare(environment: .container(375, 667), dataSource: source)
    return engine
  }

  static let scrolled = ScrollState(contentOffset: Point(x: 0, y: 150))

  @Test func parallaxScaleAndElasticStopWhileFadeAndStickyGoOn() throws {
    let shipped: [any ScrollEffect] = [ParallaxEffect(fraction: 0.5), ScaleEffect(), ElasticEffect(), FadeEffect()]
    let reduced = Self.list(shipped, reducesMotion: true).model
    // Row 4 rests at 40 + 400: not moved, not scaled, faded by its resting place.
    let row = try #require(reduced.attributes(for: .cell(section: 0, item: 4), scroll: Self.scrolled))
    #expect(row.frame == Rect(x: 0, y: 440, width: 375, height: 100))
    #expect(row.transform == .identity)
    #expect(row.alpha == min(1, (150 - 440 + 667) / 200.0))
    // Row 7 at 740: the fade's share, 0.385.
    let faded = try #require(reduced.attributes(for: .cell(section: 0, item: 7), scroll: Self.scrolled))
    #expect(faded.alpha == (150 - 740 + 667) / 200.0)
    // The header still sticks to the top of the screen.
    let header = try #require(reduced.attributes(for: .supplementary(.header, section: 0), scroll: Self.scrolled))
    #expect(header.frame.minY == 150)
    // Exactly the layout that has only the fade and the sticky header.
    #expect(
      reduced.allElements(scroll: Self.scrolled) == Self.list([FadeEffect()]).model.allElements(scroll: Self.scrolled))
    // In full motion the same row moves (parallax) and shrinks (scale).
    let full = try #require(Self.list(shipped).model.attributes(for: .cell(section: 0, item: 4), scroll: Self.scrolled))
    #expect(full.frame.minY != 440)
    #expect(full.transform != .identity)
  }

  @Test func anEffectOfYourOwnRunsItsReducedFormOrKeepsRunning() throws {
    let engine = Self.list([Slide(distance: 30), Nudge()], reducesMotion: true)
    let row = try #require(engine.model.attributes(for: .cell(section: 0, item: 2), scroll: Self.scrolled))
    // The slide became a dim; the nudge, which says nothing, still moves the row 5 points.
    #expect(row.frame.minY == 240 + 5)
    #expect(row.alpha == 0.5)
    let full = try #require(
      Self.list([Slide(distance: 30), Nudge()]).model.attributes(
        for: .cell(section: 0, item: 2), scroll: Self.scrolled))
    #expect(full.frame.minY == 240 + 30 + 5)
    #expect(full.alpha == 1)
  }

  @Test func theArticlesDriftBecomesAFade() throws {
    let full = try #require(
      Self.list([Drift()]).model.attributes(for: .cell(section: 0, item: 7), scroll: Self.scrolled))
    #expect(full.frame.minY == 777.5)  // 740 + 150 ÷ 4
    #expect(full.alpha == 1)
    let reduced = try #require(
      Self.list([Drift()], reducesMotion: true).model.attributes(for: .cell(section: 0, item: 7), scroll: Self.scrolled)
    )
    #expect(reduced.frame.minY == 740)
    #expect(reduced.alpha == (150 - 740 + 667) / 300.0)
  }

  /// Rect queries look beyond the rect only as far as the effects that still run may move
  /// elements: with the slide reduced to a dim, a query of the 30 points the slide would
  /// have moved row 2 into does not return it.
  @Test func queriesLookOnlyAsFarAsTheEffectsThatStillRun() {
    let band = Rect(x: 0, y: 341, width: 375, height: 20)  // below row 2's 240…340
    let full = Self.list([Slide(distance: 30)]).model.elements(in: band, scroll: Self.scrolled)
    #expect(full.contains { $0.id == .cell(section: 0, item: 2) })
    let reduced = Self.list([Slide(distance: 30)], reducesMotion: true).model.elements(in: band, scroll: Self.scrolled)
    #expect(!reduced.contains { $0.id == .cell(section: 0, item: 2) })
  }

  /// The shipped effects a random section runs under reduced motion.
  static func keptUnderReducedMotion(_ effect: SectionEffect) -> Bool {
    !(effect.effect is ParallaxEffect || effect.effect is ScaleEffect || effect.effect is ElasticEffect)
  }

  /// Any plugin layout with any of the shipped effects: turning reduced motion on equals a
  /// layout made with it on, and one made without the stopped effects; turning it off again
  /// gives the layout back. Rect queries stay the filter of every element.
  @Test func turningItOnOrOffEqualsAFreshLayout() async {
    await propertyCheck(count: 200, input: PluginScenario.generator) { scenario in
      var scenario = scenario
      scenario.withEffects = true
      let source = scenario.source()
      let full = scenario.layout(source)
      var toggled = full
      toggled.reducesMotion = true
      var fresh = PluginLayoutEngine()
      fresh.reducesMotion = true
      fresh.prepare(environment: scenario.environment(), dataSource: source)
      var withoutStopped = source
      for s in withoutStopped.sections.indices {
        withoutStopped.sections[s].effects = source.sections[s].effects.filter(Self.keptUnderReducedMotion)
      }
      let expected = scenario.layout(withoutStopped).model
      for offset in [0.0, 137, 420] {
        let scroll = ScrollState(contentOffset: Point(x: 0, y: offset))
        let all = expected.allElements(scroll: scroll)
        #expect(toggled.model.allElements(scroll: scroll) == all)
        #expect(fresh.model.allElements(scroll: scroll) == all)
        let band = Rect(x: 0, y: offset + 100, width: scenario.width, height: 250)
        #expect(Set(toggled.model.elements(in: band, scroll: scroll)) == Set(all.filter { $0.frame.intersects(band) }))
      }
      toggled.reducesMotion = false
      #expect(toggled.model.allElements(scroll: Self.scrolled) == full.model.allElements(scroll: Self.scrolled))
    }
  }
}
