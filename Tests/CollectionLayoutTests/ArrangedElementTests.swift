import CollectionLayout
import Testing

/// Supplementaries and decorations that a section layout places itself: found by rect
/// queries exactly, by identity, pinned within their section, shown to a visible-items
/// handler; broken layouts repaired.
@Suite struct ArrangedElementTests {
  /// One 40-point row per item, a badge on each item's trailing top corner (poking out by
  /// 5), a pinned 30-point header band at the top of the section, and a decoration.
  struct BadgedRows: ItemArranger {
    var frameCountError = 0
    func arrangeItems(
      in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
    ) -> ItemArrangement {
      let w = context.availableCrossExtent
      let count = max(0, context.itemCount + frameCountError)
      let frames = (0..<count).map { Rect(x: 0, y: 30 + Double($0) * 40, width: w, height: 40) }
      var elements = frames.enumerated().map { i, f in
        ArrangedElement(
          category: .supplementary, kind: "badge", item: i,
          frame: Rect(x: f.maxX - 15, y: f.minY - 5, width: 20, height: 20),
          zIndex: 2)
      }
      elements.append(
        ArrangedElement(
          category: .supplementary, kind: "title", frame: Rect(x: 0, y: 0, width: w, height: 30), zIndex: 3,
          pinnedEdge: .start))
      elements.append(
        ArrangedElement(
          category: .decoration, kind: "card", frame: Rect(x: 0, y: 0, width: w, height: 30 + 40 * Double(count)),
          zIndex: -1))
      elements.append(
        ArrangedElement(
          category: .supplementary, kind: "broken", frame: Rect(x: .nan, y: 0, width: 1, height: 1), zIndex: 0))
      return ItemArrangement(frames: frames, mainExtent: 30 + 40 * Double(count), elements: elements)
    }
  }

  struct Source: PluginLayoutDataSource {
    var counts: [Int]
    var layout = BadgedRows()
    var handler: VisibleItemsHandler?
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
      var d = SectionDescriptor(layout: layout)
      d.visibleItemsHandler = handler
      return d
    }
    func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput { ItemInput() }
  }

  static func prepared(_ source: Source) -> PluginLayoutEngine {
    var layout = PluginLayoutEngine()
    layout.prepare(environment: LayoutEnvironment(containerSize: Size(width: 100, height: 200)), dataSource: source)
    return layout
  }

  @Test func rectQueriesFindElementsExactlyAtEveryScroll() {
    let layout = Self.prepared(Source(counts: [300, 5, 40]))
    let model = layout.model
    for y in stride(from: -50.0, to: model.contentSize.height, by: 173) {
      let scroll = ScrollState(contentOffset: Point(x: 0, y: y))
      let all = model.allElements(scroll: scroll)
      for rect in [Rect(x: 0, y: y, width: 100, height: 200), Rect(x: 90, y: y + 3, width: 10, height: 1)] {
        #expect(model.elements(in: rect, scroll: scroll) == all.filter { $0.frame.intersects(rect) }, "\(rect)")
      }
    }
  }

  @Test func elementsHaveIdentitiesAndPinnedOnesStayInTheirSection() throws {
    let layout = Self.prepared(Source(counts: [300, 5]))
    let model = layout.model
    let rest = ScrollState(contentOffset: .zero)
    let badge = try #require(model.attributes(for: .supplementary("badge", section: 0, item: 7), scroll: rest))
    #expect(badge.frame == Rect(x: 85, y: 305, width: 20, height: 20))
    #expect(badge.zIndex == 2)
    #expect(model.attributes(for: .decoration("card", section: 1), scroll: rest)?.frame.height == 230.0)
    // The bad frame was dropped with a diagnostic.
    #expect(model.attributes(for: .supplementary("broken", section: 0), scroll: rest) == nil)
    #expect(model.diagnostics.contains { $0.code == "element.frame" })
    // Scrolled to 1000, the title of section 0 rests at the top of the visible area…
    let scrolled = ScrollState(contentOffset: Point(x: 0, y: 1000))
    #expect(model.attributes(for: .supplementary("title", section: 0), scroll: scrolled)?.frame.minY == 1000.0)
    // …and near the section's end it stops at the end: 30 + 300·40 = 12030, less 30.
    let late = ScrollState(contentOffset: Point(x: 0, y: 12_020))
    #expect(model.attributes(for: .supplementary("title", section: 0), scroll: late)?.frame.minY == 12_000.0)
    let found = model.elements(in: Rect(x: 0, y: 12_020, width: 100, height: 200), scroll: late)
    #expect(found.contains { $0.id == .supplementary("title", section: 0) })
    #expect(found.contains { $0.id == .supplementary("title", section: 1) })
  }

  @Test func visibleItemsHandlerChangesAlphaAndMovesElementsOnlyByTheirCentre() {
    // As NSCollectionLayoutVisibleItem: the frame is read-only, the centre moves it.
    let handler: VisibleItemsHandler = { items, offset, _ in
      for item in items {
        item.alpha = offset.y > 0 ? 0.5 : 7
        if item.id.kind == "badge" { item.center.x -= 10 }
      }
    }
    let layout = Self.prepared(Source(counts: [10], handler: handler))
    let model = layout.model
    let scroll = ScrollState(contentOffset: Point(x: 0, y: 10))
    let rect = Rect(x: 0, y: 10, width: 100, height: 200)
    let found = model.elements(in: rect, scroll: scroll)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.alpha == 0.5 && $0.frame.intersects(rect) })
    #expect(found == model.allElements(scroll: scroll).filter { $0.frame.intersects(rect) })
    // Badges sit 15 points in from the trailing edge (x 85); the handler moved them to 75.
    let badge = found.first { $0.id == .supplementary("badge", section: 0, item: 2) }
    #expect(badge?.frame == Rect(x: 75, y: 105, width: 20, height: 20))
    #expect(
      model.attributes(for: .cell(section: 0, item: 2), scroll: scroll)?.frame
        == Rect(x: 0, y: 110, width: 100, height: 40))
    // A look-up by identity agrees with the query.
    #expect(model.attributes(for: found[0].id, scroll: scroll) == found[0])
    #expect(model.attributes(for: badge!.id, scroll: scroll) == badge)
    // Alpha is clamped.
    #expect(model.allElements(scroll: .init(contentOffset: .zero)).allSatisfy { $0.alpha == 1 })
  }

  @Test func whatAVisibleItemsHandlerCannotMeanIsUndone() {
    // A NaN alpha or centre and a non-finite transform leave the element as it was; a move
    // farther than the longest length stops there.
    let handler: VisibleItemsHandler = { items, _, _ in
      for item in items where item.id.category == .cell {
        switch item.id.item {
        case 0: item.center = Point(x: .nan, y: 3)
        case 1: item.transform = LayoutTransform(scaleX: .infinity, y: 1)
        case 2: item.center.y += 1e300
        default: item.alpha = .nan
        }
      }
    }
    let model = Self.prepared(Source(counts: [4], handler: handler)).model
    let plain = Self.prepared(Source(counts: [4])).model
    let scroll = ScrollState(contentOffset: .zero)
    for item in [0, 1, 3] {
      #expect(
        model.attributes(for: .cell(section: 0, item: item), scroll: scroll)
          == plain.attributes(for: .cell(section: 0, item: item), scroll: scroll))
    }
    let far = model.attributes(for: .cell(section: 0, item: 2), scroll: scroll)?.frame
    #expect(far == Rect(x: 0, y: 110 + LayoutLimits.maximumLength, width: 100, height: 40))
  }

  @Test func aLayoutReturningTooFewOrTooManyFramesIsRepaired() {
    for error in [-3, 4] {
      var source = Source(counts: [10])
      source.layout.frameCountError = error
      let model = Self.prepared(source).model
      let cells = model.allElements(scroll: .init(contentOffset: .zero)).filter { $0.id.category == .cell }
      #expect(cells.count == 10)
      #expect(model.diagnostics.contains { $0.code == "layout.frameCount" })
    }
  }
}
