import CollectionLayout
import PropertyBased
import Testing

/// The engine's scroll anchor: the first visible item and how far it lies past the
/// viewport's start, taken from one layout and restored in another (a new width, a batch
/// update), within the content's scroll range.
@Suite struct ScrollAnchorEngineTests {
  /// One flow section under a 30-point header: items 100 × 50, lines 10 apart (a row every
  /// 60 points from 30), three to a row at 320 wide, four at 420.
  static let source = TestStackedSource(sections: [
    .init(
      layout: FlowSectionLayout(lineSpacing: 10),
      items: Array(repeating: ItemInput(size: Size(width: 100, height: 50)), count: 60),
      header: 30)
  ])

  /// A layout of `source` `width` wide and 400 high under bars of 20 (the content inset).
  static func model(
    width: Double, source: TestStackedSource = source, direction: ScrollDirection = .vertical,
    layoutDirection: ReadingDirection = .leftToRight
  ) -> LayoutModel {
    var environment = LayoutEnvironment(
      containerSize: Size(width: width, height: 400),
      contentInset: LayoutEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      scrollDirection: direction, layoutDirection: layoutDirection)
    if direction == .horizontal {
      environment.containerSize = environment.containerSize.transposed
      environment.contentInset = environment.contentInset.transposed
    }
    var engine = PluginLayoutEngine()
    engine.prepare(environment: environment, dataSource: direction == .vertical ? source : source.transposed)
    return engine.model
  }

  func scroll(_ y: Double) -> ScrollState { ScrollState(contentOffset: Point(x: 0, y: y)) }

  @Test func theAnchorIsTheFirstItemBelowTheBarsAndHowFarPastTheirEdgeItStarts() {
    // At 400 the bars end at 420: the row at 390..<440 is the first that shows, item 18 first.
    let model = Self.model(width: 320)
    #expect(model.scrollAnchor(at: scroll(400)) == ScrollAnchor(.item(ItemPath(section: 0, item: 18), distance: -30)))
    // A row ending at the bars' edge does not show: at 420 the bars end at 440.
    #expect(model.scrollAnchor(at: scroll(420)) == ScrollAnchor(.item(ItemPath(section: 0, item: 21), distance: 10)))
    // An item left out hands the anchor to the next one that shows.
    #expect(
      model.scrollAnchor(at: scroll(400)) { $0.item != 18 }
        == ScrollAnchor(.item(ItemPath(section: 0, item: 19), distance: -30)))
  }

  @Test func atTheRestingOffsetTheAnchorIsTheContentsStart() {
    let model = Self.model(width: 320)
    #expect(model.scrollAnchor(at: scroll(-20)) == ScrollAnchor(.contentStart))
    // Half a point of rounding still rests.
    #expect(model.scrollAnchor(at: scroll(-19.6)) == ScrollAnchor(.contentStart))
    #expect(
      model.contentOffset(restoring: ScrollAnchor(.contentStart), proposed: Point(x: 0, y: 500)) == Point(x: 0, y: -20))
  }

  @Test func anotherWidthPutsTheItemBackAsFarPastTheBars() throws {
    let anchor = try #require(Self.model(width: 320).scrollAnchor(at: scroll(400)))
    // At 420 wide item 18 is on row 4, at 270: 300 puts it 30 above the bars' edge (at 320).
    let wider = Self.model(width: 420)
    #expect(wider.contentOffset(restoring: anchor, proposed: Point(x: 0, y: 400)) == Point(x: 0, y: 280))
    // Followed to another path (an update moved the item), at the same distance.
    let moved = anchor.following(to: ItemPath(section: 0, item: 22))
    #expect(wider.contentOffset(restoring: moved, proposed: Point(x: 0, y: 400)) == Point(x: 0, y: 340))
  }

  @Test func theOffsetStaysWithinTheContent() throws {
    // Near the end of 60 items at 320 (20 rows, content 1220 high), the last offset is 820.
    let narrow = Self.model(width: 320)
    #expect(narrow.contentSize.height == 1220)
    let anchor = try #require(narrow.scrollAnchor(at: scroll(820)))
    // At 420 wide (15 rows, 920 high) the item would need more than the last offset, 520.
    let wider = Self.model(width: 420)
    #expect(wider.contentOffset(restoring: anchor, proposed: Point(x: 0, y: 820)) == Point(x: 0, y: 520))
    #expect(wider.clampedContentOffset(Point(x: 7, y: 5000)) == Point(x: 7, y: 520))
    #expect(wider.clampedContentOffset(Point(x: 7, y: -400)) == Point(x: 7, y: -20))
    // Content shorter than the viewport rests at its start.
    var few = Self.source
    few.sections[0].items.removeLast(57)
    #expect(Self.model(width: 320, source: few).clampedContentOffset(Point(x: 0, y: 60)) == Point(x: 0, y: -20))
  }

  @Test func whatCannotBeRestoredIsLeftAsProposed() {
    let model = Self.model(width: 320)
    let gone = ScrollAnchor(.item(ItemPath(section: 0, item: 60), distance: 0))
    #expect(model.contentOffset(restoring: gone, proposed: Point(x: 0, y: 333)) == Point(x: 0, y: 333))
    let infinite = Point(x: 0, y: .infinity)
    #expect(model.contentOffset(restoring: ScrollAnchor(.contentStart), proposed: infinite) == infinite)
    let notFinite = ScrollAnchor(.item(ItemPath(section: 0, item: 3), distance: .nan))
    #expect(model.contentOffset(restoring: notFinite, proposed: Point(x: 0, y: 333)) == Point(x: 0, y: 333))
    // Nothing shows past the content: no anchor.
    #expect(model.scrollAnchor(at: scroll(5000)) == nil)
  }

  @Test func aHorizontalLayoutAnchorsAlongX() throws {
    let model = Self.model(width: 320, direction: .horizontal)
    let at400 = ScrollState(contentOffset: Point(x: 400, y: 0))
    let anchor = try #require(model.scrollAnchor(at: at400))
    #expect(anchor == ScrollAnchor(.item(ItemPath(section: 0, item: 18), distance: -30)))
    let wider = Self.model(width: 420, direction: .horizontal)
    #expect(wider.contentOffset(restoring: anchor, proposed: Point(x: 400, y: 9)) == Point(x: 280, y: 9))
    // Right to left, a horizontal layout's content starts at its far end: no anchor.
    let mirrored = Self.model(width: 320, direction: .horizontal, layoutDirection: .rightToLeft)
    #expect(mirrored.scrollAnchor(at: at400) == nil)
  }

  /// Any plugin layout, any offset, any second width: the anchor is the first item that
  /// shows below the bars, and the second layout puts it back as far past them unless the
  /// content's range stops it. (Without effects: with them, an item is found where it is
  /// drawn but measured where its section laid it out, which the scroll does not move.)
  @Test func anyLayoutPutsItsFirstVisibleItemBack() async {
    await propertyCheck(count: 300, input: PluginScenario.generator, Gen.int(in: 0...3000), Gen.int(in: 1...500)) {
      scenario, offset, otherWidth in
      var scenario = scenario
      scenario.withEffects = false
      let source = scenario.source()
      let before = Self.model(width: scenario.width, source: source)
      let state = scroll(Double(offset) - 20)
      let top = Double(offset)
      let viewport = Rect(x: 0, y: top, width: scenario.width, height: 380)
      let shown = before.elements(in: viewport, scroll: state).filter { $0.id.category == .cell && $0.frame.maxY > top }
      let anchor = before.scrollAnchor(at: state)
      guard offset > 0 else {
        #expect(anchor == ScrollAnchor(.contentStart))
        return
      }
      guard
        let first = shown.min(by: {
          ($0.frame.minY, $0.id.section, $0.id.item) < ($1.frame.minY, $1.id.section, $1.id.item)
        })
      else {
        #expect(anchor == nil)
        return
      }
      let path = ItemPath(section: first.id.section, item: first.id.item)
      #expect(anchor == ScrollAnchor(.item(path, distance: first.frame.minY - top)))
      guard let anchor else { return }
      let after = Self.model(width: Double(otherWidth), source: source)
      let restored = after.contentOffset(restoring: anchor, proposed: state.contentOffset)
      #expect(restored == after.clampedContentOffset(restored))
      let frame = after.attributes(for: first.id, scroll: ScrollState(contentOffset: restored))?.frame
      let last = max(-20, after.contentSize.height - 400)
      if let frame, restored.y > -20, restored.y < last {
        #expect(abs((frame.minY - (restored.y + 20)) - (first.frame.minY - top)) < 1e-9)
      }
    }
  }
}
