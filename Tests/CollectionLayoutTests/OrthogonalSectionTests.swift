import CollectionLayout
import PropertyBased
import Testing

/// Compositional sections with orthogonal scrolling: the article's layouts in strips, and
/// properties of generated strips (queries exact at any offset, cells shifted by the
/// offset and nothing else, resting offsets where the behaviour promises).
@Suite struct OrthogonalSectionTests {
  typealias Counts = CompositionalReferenceTests.Counts

  @Test func articleSimpleLayoutScrollsInAStrip() {
    // As the stacked version, but the second group follows the first across: it starts at
    // 5 + 310.25 = 315.25, its leading item at 320.25. The strip is 5 + 2 · 310.25 + 5
    // long and the section 5 + 262.8 + 5 high.
    let section = ArticleLayouts.simple()
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "header",
      alignment: .top)
    section.boundarySupplementaryItems = [header]
    var engine = CompositionalReferenceTests.layout(section, counts: [6])
    let strip = engine.model.orthogonalStrip(ofSection: 0)!
    #expect(abs(strip.contentLength - 630.5) < 1e-9)
    #expect(abs(engine.model.contentSize.height - (30 + 272.8)) < 1e-9)
    let at0 = engine.model.attributes(for: .cell(section: 0, item: 3), scroll: engine.scrollState(contentOffset: .zero))
    #expect(abs(at0!.frame.minX - 320.25) < 1e-9 && abs(at0!.frame.minY - 40) < 1e-9)
    #expect(engine.scrollSection(0, to: 100) == 100)
    let scroll = engine.scrollState(contentOffset: .zero)
    let at100 = engine.model.attributes(for: .cell(section: 0, item: 3), scroll: scroll)
    #expect(abs(at100!.frame.minX - 220.25) < 1e-9)
    // The header stays put.
    #expect(
      engine.model.attributes(for: .supplementary("header", section: 0), scroll: scroll)?.frame
        == Rect(x: 5, y: 0, width: 365, height: 30))
    // Continuous group leading boundary: rest at a group's start less the inset 5.
    var log = DiagnosticLog()
    #expect(
      abs(
        engine.model.restingOffset(ofSection: 0, current: 100, proposed: 200, velocity: 0.5, diagnostics: &log) - 255.5)
        < 1e-9)
  }

  @Test func carouselPagesByTheContainerWidth() {
    let engine = CompositionalReferenceTests.layout(ArticleLayouts.carousel(), counts: [4])
    let strip = engine.model.orthogonalStrip(ofSection: 0)!
    #expect(strip.behavior == .paging)
    // Groups 365 wide (fractionalWidth 1 of 375 − 10) after inset 5: content 5 + 4 · 365 + 5.
    #expect(strip.contentLength == 1470)
    #expect(strip.restingOffsets == [0, 375, 750, 1095])
  }

  @Test func badgesScrollWithTheirItemsAndDecorationsStay() {
    let badge = LayoutSupplementaryItem(
      layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    let item = LayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    let group = LayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(80)), subitems: [item])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.decorationItems = [LayoutDecorationItem.background(elementKind: "bg")]
    var engine = CompositionalReferenceTests.layout(section, counts: [8])
    engine.scrollSection(0, to: 150)
    let scroll = engine.scrollState(contentOffset: .zero)
    let badgeFrame = engine.model.attributes(for: .supplementary("badge", section: 0, item: 2), scroll: scroll)?.frame
    #expect(badgeFrame == Rect(x: 200 + 80 - 150, y: 0, width: 20, height: 20))
    let background = engine.model.attributes(for: .decoration("bg", section: 0), scroll: scroll)?.frame
    #expect(background == Rect(x: 0, y: 0, width: 375, height: 80))
  }

  @Test func visibleItemsHandlerSeesTheStripOffset() {
    // The carousel idiom: scale by the distance of the cell's centre on screen from the
    // container's centre, `frame.midX − offset.x`.
    let item = LayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.visibleItemsInvalidationHandler = { elements, offset, environment in
      for k in elements.indices where elements[k].id.category == .cell {
        let distance = abs(elements[k].frame.midX - offset.x - environment.containerSize.width / 2)
        let scale = Swift.max(0.5, 1 - distance / environment.containerSize.width)
        elements[k].transform = LayoutTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
      }
    }
    var engine = CompositionalReferenceTests.layout(section, counts: [5])
    // Group 1 centred: offset 200.
    engine.scrollSection(0, to: 200)
    let scroll = engine.scrollState(contentOffset: .zero)
    let centred = engine.model.attributes(for: .cell(section: 0, item: 1), scroll: scroll)!
    #expect(centred.transform == .identity)
    #expect(centred.frame == Rect(x: 87.5, y: 0, width: 200, height: 100))
    let query = engine.model.elements(in: Rect(x: 0, y: 0, width: 375, height: 667), scroll: scroll)
    let side = query.first { $0.id == .cell(section: 0, item: 0) }!
    #expect(side.transform.a < 1)
    #expect(side.frame == Rect(x: -112.5, y: 0, width: 200, height: 100))
  }

  // MARK: Properties

  /// A generated section with a generated orthogonal behaviour.
  static func engine(_ scenario: CompositionalScenario, direction: ReadingDirection = .leftToRight)
    -> CompositionalLayoutEngine
  {
    let section = scenario.section()
    let behaviours = OrthogonalScrollingBehavior.allCases.filter { $0 != .none }
    section.orthogonalScrollingBehavior = behaviours[Int(scenario.seed % UInt64(behaviours.count))]
    var engine = CompositionalLayoutEngine(section: section, configuration: scenario.configuration)
    for m in scenario.measured { engine.setMeasuredSize(m.size, forItemAt: ItemPath(section: 0, item: m.item)) }
    var env = scenario.environment
    env.layoutDirection = direction
    engine.prepare(environment: env, dataSource: Counts(counts: scenario.counts))
    return engine
  }

  @Test func cellsAtAnOffsetAreTheCellsAtRestShiftedAndQueriesStayExact() async {
    await propertyCheck(count: 150, input: CompositionalScenario.generator) { scenario in
      for direction in [ReadingDirection.leftToRight, .rightToLeft] {
        Self.checkShift(scenario, direction: direction)
      }
    }
  }

  static func checkShift(_ scenario: CompositionalScenario, direction: ReadingDirection) {
    let model = engine(scenario, direction: direction).model
    guard let strip = model.orthogonalStrip(ofSection: 0) else {
      Issue.record("\(scenario): no strip")
      return
    }
    let rest = model.allElements(scroll: ScrollState(contentOffset: .zero))
    let size = model.contentSize
    for o in [strip.maximumOffset / 3, strip.maximumOffset, -25] {
      let scroll = ScrollState(contentOffset: .zero, sectionOffsets: [0: o])
      let moved = model.allElements(scroll: scroll)
      #expect(moved.map(\.id) == rest.map(\.id), "\(scenario)")
      // Along the strip: −o in reading order (x grows leftwards in right-to-left).
      let sign = direction == .rightToLeft && !scenario.horizontal ? -1.0 : 1.0
      for (a, b) in zip(rest, moved) {
        // Cells, their badges, their groups' supplementaries and a list's separators
        // scroll with the strip.
        let separators: Set<ElementKind> = [.listTopSeparator, .listBottomSeparator]
        let attached =
          a.id.kind.map { $0.rawValue == "badge" || $0.rawValue.hasPrefix("group") || separators.contains($0) }
          ?? false
        let scrolls = a.id.section == 0 && (a.id.category == .cell || attached)
        let shift = scrolls ? -o * sign : 0
        let dx = scenario.horizontal ? 0 : shift
        let dy = scenario.horizontal ? shift : 0
        #expect(
          abs(b.frame.minX - (a.frame.minX + dx)) < 1e-6 && abs(b.frame.minY - (a.frame.minY + dy)) < 1e-6
            && b.frame.size == a.frame.size, "\(scenario) \(direction) at \(o): \(a.id)")
      }
      // Rect queries equal the brute-force filter, rects beyond the content included.
      for rect in [
        Rect(x: 0, y: 0, width: size.width, height: size.height),
        Rect(x: size.width * 0.4, y: size.height * 0.2, width: 150, height: 150),
        Rect(x: -400, y: -400, width: size.width + 2000, height: size.height + 2000),
      ] {
        let brute = moved.filter { $0.frame.intersects(rect) }
        #expect(model.elements(in: rect, scroll: scroll) == brute, "\(scenario) \(direction) at \(o) in \(rect)")
      }
    }
  }

  @Test func restingOffsetsAreWhatTheBehaviourPromises() async {
    await propertyCheck(count: 200, input: CompositionalScenario.generator) { scenario in
      Self.checkResting(scenario)
    }
  }

  static func checkResting(_ scenario: CompositionalScenario) {
    let model = engine(scenario).model
    guard let strip = model.orthogonalStrip(ofSection: 0) else { return }
    var r = CompositionalScenario.Random(state: scenario.seed ^ 0x5EED)
    let targets = strip.restingOffsets
    for _ in 0..<20 {
      let current = r.double(0...Swift.max(0, strip.maximumOffset))
      let proposed = current + r.double(-800...800)
      let velocity = r.double(-3...3)
      var log = DiagnosticLog()
      let rest = model.restingOffset(
        ofSection: 0, current: current, proposed: proposed, velocity: velocity, diagnostics: &log)
      #expect(log.isEmpty, "\(scenario)")
      #expect(rest >= 0 && rest <= strip.maximumOffset, "\(scenario): \(rest) outside the strip")
      switch strip.behavior {
      case .none: #expect(rest == 0)
      case .continuous: #expect(rest == strip.clamped(proposed))
      default:
        #expect(targets.contains(rest), "\(scenario) \(strip.behavior): \(rest) not in \(targets)")
        // At most one target away in the flick's direction.
        if abs(velocity) >= OrthogonalStrip.flickVelocity, strip.behavior != .continuousGroupLeadingBoundary {
          let between = targets.filter {
            velocity > 0 ? ($0 > current + 1e-9 && $0 < rest) : ($0 < current - 1e-9 && $0 > rest)
          }
          #expect(between.isEmpty, "\(scenario): skipped \(between)")
        }
      }
      if strip.behavior == .paging {
        // A whole number of pages (k × viewport, as computed: a viewport that is not a
        // whole number of points leaves k × viewport with a remainder of rounding).
        let page = (rest / strip.viewportLength).rounded()
        #expect(rest == strip.maximumOffset || rest == page * strip.viewportLength, "\(scenario): \(rest)")
      }
    }
  }

  @Test func offsetsFollowSectionsAcrossInsertDeleteAndMove() async {
    let generator = zip(Gen.int(in: 2...8), Gen.uint64(in: 0...UInt64.max))
    await propertyCheck(count: 200, input: generator) { count, seed in
      var r = CompositionalScenario.Random(state: seed)
      var offsets = SectionOffsets()
      var names = Array(0..<count)  // section index → identity
      let item = LayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)))
      let group = LayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)), subitems: [item])
      let section = LayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      let engine = CompositionalReferenceTests.layout(section, counts: Array(repeating: 20, count: count))
      var log = DiagnosticLog()
      var expected: [Int: Double] = [:]  // identity → offset
      for s in 0..<count where r.chance(0.6) {
        let o = Double(r.int(1...1600))
        offsets.set(o, forSection: s, in: engine.model, diagnostics: &log)
        expected[s] = o
      }
      // One random action.
      let old = names
      let action: UpdateAction
      switch r.int(0...2) {
      case 0:
        let at = r.int(0...names.count)
        action = .insertSection(at)
        names.insert(-1, at: at)
      case 1:
        let at = r.int(0...(names.count - 1))
        action = .deleteSection(at)
        names.remove(at: at)
      default:
        let from = r.int(0...(names.count - 1))
        let to = r.int(0...(names.count - 1))
        action = .moveSection(from: from, to: to)
        names.insert(names.remove(at: from), at: to)
      }
      let update = try! BatchUpdate(
        actions: [action], oldItemCounts: old.map { _ in 20 }, newItemCounts: names.map { _ in 20 })
      offsets.follow(update)
      for (index, name) in names.enumerated() {
        #expect(offsets[index] == (name >= 0 ? expected[name] ?? 0 : 0), "\(action): section \(index)")
      }
    }
  }
}
