import CollectionLayout
import PropertyBased
import Testing

/// Content shorter than the viewport rests at its end when the model's
/// `shortContentAlignment` is `.end` (a chat's few messages above its input bar, as
/// ChatLayout's `keepContentAtBottomOfVisibleArea`): every element moves along the main axis
/// by what the content lacks, the content fills the viewport, and longer content is left as
/// it was.
@Suite struct ShortContentAlignmentTests {
  /// A flow section of `count` items 100 × 50 under a 30-point header, three to a row at 320
  /// wide, rows 10 apart.
  static func source(count: Int) -> TestStackedSource {
    TestStackedSource(sections: [
      .init(
        layout: FlowSectionLayout(lineSpacing: 10),
        items: Array(repeating: ItemInput(size: Size(width: 100, height: 50)), count: count), header: 30)
    ])
  }

  /// `source` laid out 320 wide and 400 high, under bars of 20 and above a bar of 40 (the
  /// content inset): 340 points of it are unobscured.
  static func engine(
    _ source: TestStackedSource, alignment: ShortContentAlignment, direction: ScrollDirection = .vertical
  ) -> PluginLayoutEngine {
    var environment = LayoutEnvironment(
      containerSize: Size(width: 320, height: 400),
      contentInset: LayoutEdgeInsets(top: 20, left: 0, bottom: 40, right: 0), scrollDirection: direction)
    if direction == .horizontal {
      environment.containerSize = environment.containerSize.transposed
      environment.contentInset = environment.contentInset.transposed
    }
    var engine = PluginLayoutEngine()
    engine.shortContentAlignment = alignment
    engine.prepare(environment: environment, dataSource: direction == .vertical ? source : source.transposed)
    return engine
  }

  /// At the top, below the bars (frames do not depend on it: no effects, nothing pinned).
  static let resting = ScrollState(contentOffset: Point(x: 0, y: -20))

  static func frames(_ model: LayoutModel) -> [ElementID: Rect] {
    Dictionary(uniqueKeysWithValues: model.allElements(scroll: Self.resting).map { ($0.id, $0.frame) })
  }

  @Test func shortContentRestsAboveTheBottomBarAndFillsTheViewport() throws {
    // Six items: a header and two rows, 30 + 50 + 10 + 50 = 140 long; 200 short of 340.
    let model = Self.engine(Self.source(count: 6), alignment: .end).model
    #expect(model.contentSize == Size(width: 320, height: 340))
    let header = try #require(model.attributes(for: .supplementary(.header, section: 0), scroll: Self.resting))
    #expect(header.frame.minY == 200)
    let last = try #require(model.attributes(for: .cell(section: 0, item: 5), scroll: Self.resting))
    #expect(last.frame.maxY == 340)
    // It cannot scroll: every offset rests below the top bar.
    #expect(model.clampedContentOffset(Point(x: 0, y: 90)) == Point(x: 0, y: -20))
    let start = Self.engine(Self.source(count: 6), alignment: .start).model
    #expect(start.contentSize.height == 140)
    #expect(start.attributes(for: .cell(section: 0, item: 5), scroll: Self.resting)?.frame.maxY == 140)
  }

  @Test func contentThatFillsTheViewportIsLeftWhereItWas() {
    // 18 items: six rows, 30 + 6 · 50 + 5 · 10 = 380, longer than 340.
    let end = Self.engine(Self.source(count: 18), alignment: .end).model
    let start = Self.engine(Self.source(count: 18), alignment: .start).model
    #expect(end.contentSize.height == 380)
    #expect(Self.frames(end) == Self.frames(start))
  }

  @Test func aHorizontalLayoutRestsAtItsRightEnd() throws {
    let model = Self.engine(Self.source(count: 6), alignment: .end, direction: .horizontal).model
    #expect(model.contentSize == Size(width: 340, height: 320))
    let last = try #require(model.attributes(for: .cell(section: 0, item: 5), scroll: Self.resting))
    #expect(last.frame.maxX == 340)
  }

  @Test func changingTheAlignmentPlacesTheSectionsAgainWithoutLayingThemOut() {
    var engine = Self.engine(Self.source(count: 6), alignment: .start)
    engine.shortContentAlignment = .end
    #expect(Self.frames(engine.model) == Self.frames(Self.engine(Self.source(count: 6), alignment: .end).model))
    #expect(engine.model.contentSize.height == 340)
    engine.shortContentAlignment = .start
    #expect(Self.frames(engine.model) == Self.frames(Self.engine(Self.source(count: 6), alignment: .start).model))
    #expect(engine.model.contentSize.height == 140)
  }

  @Test func contentGrowingPastTheViewportCanScrollByWhatItOverflows() {
    let model = Self.engine(Self.source(count: 6), alignment: .end).model
    // 150 more: 290, still short, still rests.
    #expect(model.clampedContentOffset(Point(x: 0, y: 500), contentGrowth: 150) == Point(x: 0, y: -20))
    // 300 more: 440, 100 past the unobscured 340: the last offset is 80.
    #expect(model.clampedContentOffset(Point(x: 0, y: 500), contentGrowth: 300) == Point(x: 0, y: 80))
  }

  /// Any plugin layout (without effects, which move elements by where they are on screen):
  /// at the end, every element lies where it lies at the start, moved along the main axis by
  /// what the content lacks of the unobscured viewport; the content is that much longer.
  @Test func anyLayoutMovesByWhatItsContentLacks() async {
    await propertyCheck(count: 200, input: PluginScenario.generator) { scenario in
      var scenario = scenario
      scenario.withEffects = false
      let source = scenario.source()
      let start = scenario.layout(source).model
      var end = start
      end.shortContentAlignment = .end
      let unobscured = scenario.environment().containerSize.height
      let shift = max(0, unobscured - start.contentSize.height)
      #expect(end.contentSize.height == start.contentSize.height + shift)
      // The shift is added to a section's origin, before its frames: equal within rounding.
      let moved = Self.frames(start).mapValues { $0.offsetBy(dx: 0, dy: shift) }
      let frames = Self.frames(end)
      #expect(frames.keys == moved.keys)
      for (id, frame) in frames {
        let expected = moved[id] ?? .zero
        #expect(abs(frame.minY - expected.minY) < 1e-9 && frame.minX == expected.minX && frame.size == expected.size)
      }
    }
  }
}
