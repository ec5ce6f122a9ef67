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

  @Test func fromTheEndTheLastItemKeepsItsDistanceFromTheViewportsEnd() throws {
    let model = Self.model(width: 320)
    // At 410 the viewport ends at 810: the row at 750..<800 is the last that shows (the
    // next starts at 810), item 38 the last of it, ending 10 before the viewport's end.
    let anchor = try #require(model.scrollAnchor(at: scroll(410), from: .end))
    #expect(anchor == ScrollAnchor(.itemEnd(ItemPath(section: 0, item: 38), distance: -10)))
    #expect(anchor.item == ItemPath(section: 0, item: 38))
    // At 420 wide item 38 is on row 9, 570..<620: the viewport ends at 630, offset 230.
    let wider = Self.model(width: 420)
    #expect(wider.contentOffset(restoring: anchor, proposed: Point(x: 0, y: 410)) == Point(x: 0, y: 230))
    #expect(
      wider.contentOffset(restoring: anchor.following(to: ItemPath(section: 0, item: 42)), proposed: .zero)
        == Point(x: 0, y: 290))
    // At the last offset (820) the anchor is the content's end, which stays the end: 520.
    #expect(model.scrollAnchor(at: scroll(820), from: .end) == ScrollAnchor(.contentEnd))
    #expect(model.scrollAnchor(at: scroll(819.6), from: .end) == ScrollAnchor(.contentEnd))
    #expect(
      wider.contentOffset(restoring: ScrollAnchor(.contentEnd), proposed: Point(x: 3, y: 0)) == Point(x: 3, y: 520))
    // From the end, the start of the content is no anchor of its own.
    #expect(model.scrollAnchor(at: scroll(-20), from: .end) != ScrollAnchor(.contentStart))
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

  /// Any layout's items (an adapter reads another layout's attributes): the anchor goes by
  /// the edge kept, whatever order the items come in; ties go to the lowest path from the
  /// start and the highest from the end; the ends of the content come first.
  @Test func anyLayoutsItemsGiveTheAnchorWhateverTheirOrder() {
    let viewport = Rect(x: 0, y: 100, width: 300, height: 400)
    let a = (path: ItemPath(section: 0, item: 4), frame: Rect(x: 0, y: 90, width: 100, height: 50))
    let b = (path: ItemPath(section: 0, item: 3), frame: Rect(x: 100, y: 90, width: 100, height: 60))
    let c = (path: ItemPath(section: 1, item: 0), frame: Rect(x: 0, y: 450, width: 100, height: 60))
    let d = (path: ItemPath(section: 1, item: 1), frame: Rect(x: 100, y: 460, width: 100, height: 50))
    for items in [[a, b, c, d], [d, c, b, a], [c, a, d, b]] {
      func anchor(_ edge: ScrollAnchor.Edge, start: Bool = false, end: Bool = false) -> ScrollAnchor? {
        ScrollAnchor.keeping(
          viewport, from: edge, along: .vertical, restsAtContentStart: start, showsContentEnd: end
        ) { items }
      }
      #expect(anchor(.start) == ScrollAnchor(.item(ItemPath(section: 0, item: 3), distance: -10)))
      #expect(anchor(.end) == ScrollAnchor(.itemEnd(ItemPath(section: 1, item: 1), distance: 10)))
      #expect(anchor(.start, start: true) == ScrollAnchor(.contentStart))
      #expect(anchor(.end, end: true) == ScrollAnchor(.contentEnd))
      // An end the edge does not keep is no anchor of its own.
      #expect(anchor(.start, end: true) == anchor(.start))
    }
    let none: [(path: ItemPath, frame: Rect)] = []
    #expect(
      ScrollAnchor.keeping(viewport, from: .start, along: .vertical, restsAtContentStart: false, showsContentEnd: false)
      {
        none
      } == nil)
  }

  /// The last offset of `model`: its content's end at the viewport's (no inset below).
  static func lastOffset(_ model: LayoutModel) -> Double { max(-20, model.contentSize.height - 400) }

  /// Any plugin layout, any offset, any second width: the anchor is the first item that
  /// shows below the bars (from the end, the last to end above the bottom), and the second
  /// layout puts it back as far past the viewport's start (or end) unless the content's
  /// range stops it. (Without effects: with them, an item is found where it is drawn but
  /// measured where its section laid it out, which the scroll does not move.)
  @Test(arguments: [ScrollAnchor.Edge.start, .end])
  func anyLayoutPutsItsAnchorItemBack(_ edge: ScrollAnchor.Edge) async {
    await propertyCheck(count: 300, input: PluginScenario.generator, Gen.int(in: 0...3000), Gen.int(in: 1...500)) {
      scenario, offset, otherWidth in
      var scenario = scenario
      scenario.withEffects = false
      let source = scenario.source()
      let before = Self.model(width: scenario.width, source: source)
      let state = scroll(Double(offset) - 20)
      // The unobscured viewport: below the 20-point bars, 380 high.
      let viewport = Rect(x: 0, y: Double(offset), width: scenario.width, height: 380)
      let anchor = before.scrollAnchor(at: state, from: edge)
      let atEdge = edge == .start ? offset <= 0 : Double(offset) - 20 >= Self.lastOffset(before) - 0.5
      guard !atEdge else {
        #expect(anchor == ScrollAnchor(edge == .start ? .contentStart : .contentEnd))
        return
      }
      // Towards the edge kept: an item's start past the viewport's, or its end past the end.
      func distance(_ frame: Rect, in viewport: Rect) -> Double {
        edge == .start ? frame.minY - viewport.minY : frame.maxY - viewport.maxY
      }
      // From the start the least distance wins, the lowest path first; from the end the
      // greatest, the highest path last.
      let ordered = before.elements(in: viewport, scroll: state).filter { $0.id.category == .cell }.sorted {
        (distance($0.frame, in: viewport), $0.id.section, $0.id.item)
          < (distance($1.frame, in: viewport), $1.id.section, $1.id.item)
      }
      guard let found = edge == .start ? ordered.first : ordered.last else {
        #expect(anchor == nil)
        return
      }
      let path = ItemPath(section: found.id.section, item: found.id.item)
      let kept = distance(found.frame, in: viewport)
      #expect(anchor == ScrollAnchor(edge == .start ? .item(path, distance: kept) : .itemEnd(path, distance: kept)))
      guard let anchor else { return }
      let after = Self.model(width: Double(otherWidth), source: source)
      let restored = after.contentOffset(restoring: anchor, proposed: state.contentOffset)
      #expect(restored == after.clampedContentOffset(restored))
      let frame = after.attributes(for: found.id, scroll: ScrollState(contentOffset: restored))?.frame
      if let frame, restored.y > -20, restored.y < Self.lastOffset(after) {
        let moved = Rect(x: 0, y: restored.y + 20, width: Double(otherWidth), height: 380)
        #expect(abs(distance(frame, in: moved) - kept) < 1e-9)
      }
    }
  }
}
