import Testing

@testable import CollectionLayout

/// Self-sizing re-places a few items and their attached elements (badges, a group's
/// supplementaries). Stored in item order, those are spliced in place; whichever way, the
/// result equals the elements stored afresh.
@Suite struct SectionElementsReplacementTests {
  static func badge(_ item: Int, y: Double, kind: ElementKind = "badge") -> ArrangedElement {
    ArrangedElement(
      category: .supplementary, kind: kind, item: item, frame: Rect(x: 80, y: y, width: 20, height: 10), zIndex: 1,
      attachedToItem: true)
  }

  /// A header and a decoration of the section's own.
  static let own = [
    ArrangedElement(
      category: .supplementary, kind: "title", frame: Rect(x: 0, y: 0, width: 100, height: 20), zIndex: 1),
    ArrangedElement(category: .decoration, kind: "card", frame: Rect(x: 0, y: 0, width: 100, height: 420), zIndex: -1),
  ]

  static func stored(_ attached: [ArrangedElement]) -> SectionElements {
    var log = DiagnosticLog()
    return SectionElements(elements: attached + own, section: 0, inStrip: false, log: &log)
  }

  /// The same elements (in the same order unless `anyOrder`), every identity found by
  /// `floatingIndex`, and every frame by a query over the whole area.
  static func expectSame(_ a: SectionElements, _ b: SectionElements, anyOrder: Bool = false, _ comment: Comment) {
    if anyOrder {
      #expect(Set(a.arranged) == Set(b.arranged), comment)
      #expect(a.arranged.count == b.arranged.count, comment)
    } else {
      #expect(a.arranged == b.arranged, comment)
    }
    for e in b.arranged where e.attachedToItem {
      let id = e.id(section: 0)
      #expect(a.floatingIndex(of: id).map { a.floating.frames[$0] } == e.frame, comment)
    }
    var found: [Int] = []
    a.floating.forEachItem(intersecting: Rect(x: -1000, y: -1000, width: 3000, height: 3000)) { found.append($0) }
    #expect(found == Array(a.floating.frames.indices), comment)
  }

  @Test func aRunInItemOrderIsSplicedAndTheElementsAfterItMove() {
    // Badges on items 0–9, 40 apart; items 3–5 re-placed, 30 points taller, and item 4
    // loses its badge: two elements stand for three, and the ones after move.
    let before = (0..<10).map { Self.badge($0, y: 20 + Double($0) * 40) }
    let run = [Self.badge(3, y: 140), Self.badge(5, y: 215, kind: "dot")]
    // The section's own elements, listed after the badges, stay out of the badges' index
    // (were they in it, its item order would be broken and lookups would scan).
    #expect(Self.stored(before).floating.count == 10)
    #expect(Self.stored(before).sectionLevel.count == 2)
    let replacement = ItemReplacement(
      items: 3..<6, frames: [], attachedElements: run, shift: 30, sectionElements: Self.own, mainExtent: 450)
    var elements = Self.stored(before)
    var log = DiagnosticLog()
    elements.replace(with: replacement, section: 0, log: &log)
    let after =
      Array(before[0..<3]) + run
      + before[6...].map { e -> ArrangedElement in
        var moved = e
        moved.frame.origin.y += 30
        return moved
      }
    Self.expectSame(elements, Self.stored(after), "spliced")
    #expect(log.diagnostics.isEmpty)
  }

  @Test func elementsOutOfItemOrderAreStoredAfreshWithTheSameResult() {
    // Stored out of order (a layout listed item 9's badge first), or a run out of order:
    // the replacement rebuilds, and agrees with the splice's rule.
    let before = [Self.badge(9, y: 380)] + (0..<9).map { Self.badge($0, y: 20 + Double($0) * 40) }
    let run = [Self.badge(4, y: 180)]
    let replacement = ItemReplacement(
      items: 4..<5, frames: [], attachedElements: run, shift: -5, sectionElements: Self.own, mainExtent: 400)
    var elements = Self.stored(before)
    var log = DiagnosticLog()
    elements.replace(with: replacement, section: 0, log: &log)
    var expected = (0..<9).filter { $0 != 4 }.map { Self.badge($0, y: 20 + Double($0) * 40) }
    expected.insert(run[0], at: 4)
    for k in expected.indices where expected[k].item > 4 { expected[k].frame.origin.y -= 5 }
    Self.expectSame(elements, Self.stored(expected + [Self.badge(9, y: 375)]), anyOrder: true, "rebuilt")

    let ordered = (0..<10).map { Self.badge($0, y: 20 + Double($0) * 40) }
    let backwards = ItemReplacement(
      items: 2..<4, frames: [], attachedElements: [Self.badge(3, y: 140), Self.badge(2, y: 100)], shift: 0,
      sectionElements: Self.own, mainExtent: 420)
    var reordered = Self.stored(ordered)
    reordered.replace(with: backwards, section: 0, log: &log)
    let rebuilt = Array(ordered[0..<2]) + [Self.badge(3, y: 140), Self.badge(2, y: 100)] + Array(ordered[4...])
    Self.expectSame(reordered, Self.stored(rebuilt), anyOrder: true, "a run out of order")
  }

  @Test func everyElementMayHaveAKindOfItsOwn() {
    // A layout naming each badge differently (20,000 kinds): each is found by its identity,
    // and a replacement keeps every kind.
    let before = (0..<20_000).map { Self.badge($0, y: Double($0) * 40, kind: ElementKind(rawValue: "badge \($0)")) }
    var elements = Self.stored(before)
    for e in before where e.item % 997 == 0 {
      #expect(elements.floatingIndex(of: e.id(section: 0)).map { elements.kind(at: $0) } == e.kind)
    }
    let run = [Self.badge(5, y: 200, kind: "new")]
    var log = DiagnosticLog()
    elements.replace(
      with: ItemReplacement(
        items: 5..<6, frames: [], attachedElements: run, shift: 0, sectionElements: Self.own, mainExtent: 0),
      section: 0, log: &log)
    #expect(elements.arranged.filter(\.attachedToItem).map(\.kind) == before.map { $0.item == 5 ? "new" : $0.kind })
  }

  @Test func anInvalidFrameInTheRunIsDroppedAndReported() {
    let before = (0..<4).map { Self.badge($0, y: 20 + Double($0) * 40) }
    var broken = Self.badge(1, y: 60)
    broken.frame.size.width = .nan
    let replacement = ItemReplacement(
      items: 1..<2, frames: [], attachedElements: [broken], shift: 0, sectionElements: Self.own, mainExtent: 180)
    var elements = Self.stored(before)
    var log = DiagnosticLog()
    elements.replace(with: replacement, section: 0, log: &log)
    Self.expectSame(elements, Self.stored([before[0], before[2], before[3]]), "dropped")
    #expect(log.diagnostics.map(\.code) == ["element.frame"])
  }
}
