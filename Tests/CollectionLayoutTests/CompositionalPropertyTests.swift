import PropertyBased
import Testing

@testable import CollectionLayout

/// Properties of generated compositional sections in both scroll directions: items inside
/// their group and disjoint, groups inside their section, rect query = brute force,
/// right-to-left = mirrored left-to-right, measuring item by item = laying out again.
@Suite struct CompositionalPropertyTests {
  typealias Counts = CompositionalReferenceTests.Counts

  @Test func itemsStayInsideTheirGroupAndNeverOverlap() async {
    await propertyCheck(count: 300, input: CompositionalScenario.generator) { scenario in
      Self.checkGroup(scenario)
    }
  }

  static func checkGroup(_ scenario: CompositionalScenario) {
    let node = scenario.section().snapshot()
    let env = scenario.environment
    var solver = GroupSolver(section: 0, firstItem: 0, measured: { _ in nil })
    let size = solver.solveTopLevel(node.group, container: env.containerSize)
    let group = Rect(origin: .zero, size: size)
    let frames = solver.leaves.map(\.frame)
    #expect(!frames.isEmpty, "\(scenario)")
    for (i, f) in frames.enumerated() {
      #expect(
        f.minX >= group.minX - 1e-9 && f.maxX <= group.maxX + 1e-9 && f.minY >= group.minY - 1e-9
          && f.maxY <= group.maxY + 1e-9, "\(scenario): leaf \(i) \(f) outside \(group)")
    }
    let inner = frames.map {
      Rect(x: $0.minX + 1e-9, y: $0.minY + 1e-9, width: $0.width - 2e-9, height: $0.height - 2e-9)
    }
    for a in inner.indices {
      for b in inner.indices where b > a {
        #expect(!inner[a].intersects(inner[b]), "\(scenario): leaves \(a) and \(b) overlap")
      }
    }
  }

  @Test func sectionsHoldTheirGroupsAndQueriesAreExact() async {
    await propertyCheck(count: 200, input: CompositionalScenario.generator) { scenario in
      Self.checkSections(scenario)
    }
  }

  static func layout(_ scenario: CompositionalScenario, direction: ReadingDirection = .leftToRight)
    -> CompositionalLayoutEngine
  {
    var engine = CompositionalLayoutEngine(section: scenario.section(), configuration: scenario.configuration)
    for m in scenario.measured { engine.setMeasuredSize(m.size, forItemAt: ItemPath(section: 0, item: m.item)) }
    var env = scenario.environment
    env.layoutDirection = direction
    engine.prepare(environment: env, dataSource: Counts(counts: scenario.counts))
    return engine
  }

  static func checkSections(_ scenario: CompositionalScenario) {
    let engine = layout(scenario)
    let model = engine.model
    let scroll = ScrollState(contentOffset: .zero)
    let all = model.allElements(scroll: scroll)
    let content = Rect(origin: .zero, size: model.contentSize)
    // Groups inside their section: every cell inside the content, the sections one after
    // the other along the scroll axis.
    let along: (Rect) -> (Double, Double) = { scenario.horizontal ? ($0.minX, $0.maxX) : ($0.minY, $0.maxY) }
    for e in all where e.id.category == .cell {
      #expect(
        e.frame.minX >= -1e-9 && e.frame.maxX <= content.maxX + 1e-9 && e.frame.minY >= -1e-9
          && e.frame.maxY <= content.maxY + 1e-9, "\(scenario): \(e.id) \(e.frame) outside \(content)")
    }
    let first = all.filter { $0.id.category == .cell && $0.id.section == 0 }.map { along($0.frame).1 }.max()
    let second = all.filter { $0.id.category == .cell && $0.id.section == 1 }.map { along($0.frame).0 }.min()
    if let first, let second { #expect(second >= first - 1e-9, "\(scenario): sections overlap") }
    // Rect query = brute force, at several scroll positions (pinned headers move).
    let extent = scenario.horizontal ? content.width : content.height
    var offset = -30.0
    while offset < extent {
      let at = ScrollState(contentOffset: scenario.horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset))
      let rect =
        scenario.horizontal
        ? Rect(x: offset, y: 0, width: 300, height: content.height)
        : Rect(x: 0, y: offset, width: content.width, height: 300)
      let brute = model.allElements(scroll: at).filter { $0.frame.intersects(rect) }
      #expect(model.elements(in: rect, scroll: at) == brute, "\(scenario) at \(offset)")
      offset += 211
    }
  }

  @Test func rightToLeftMirrorsLeftToRight() async {
    await propertyCheck(count: 150, input: CompositionalScenario.generator) { scenario in
      Self.checkMirror(scenario)
    }
  }

  static func checkMirror(_ scenario: CompositionalScenario) {
    let ltr = layout(scenario).model
    let rtl = layout(scenario, direction: .rightToLeft).model
    // A horizontal right-to-left layout starts at the right end: pinned headers are
    // compared at mirrored scroll positions.
    let visibleWidth = scenario.environment.containerSize.width
    let mirroredOffset = scenario.horizontal ? Swift.max(0, ltr.contentSize.width - visibleWidth) : 0
    let left = ltr.allElements(scroll: ScrollState(contentOffset: .zero))
    let right = rtl.allElements(scroll: ScrollState(contentOffset: Point(x: mirroredOffset, y: 0)))
    #expect(left.map(\.id) == right.map(\.id), "\(scenario)")
    #expect(ltr.contentSize == rtl.contentSize)
    let width = ltr.contentSize.width
    for (l, r) in zip(left, right) {
      #expect(
        abs((width - r.frame.maxX) - l.frame.minX) < 1e-6 && abs(r.frame.minY - l.frame.minY) < 1e-6,
        "\(scenario) \(l.id)")
    }
  }

  @Test func measuringItemByItemEqualsLayingOutAgain() async {
    await propertyCheck(count: 100, input: CompositionalScenario.generator) { scenario in
      Self.checkMeasuring(scenario)
    }
  }

  static func checkMeasuring(_ scenario: CompositionalScenario) {
    var engine = CompositionalLayoutEngine(section: scenario.section(), configuration: scenario.configuration)
    let counts = Counts(counts: scenario.counts)
    engine.prepare(environment: scenario.environment, dataSource: counts)
    for m in scenario.measured {
      engine.setMeasuredSize(m.size, forItemAt: ItemPath(section: 0, item: m.item))
      engine.prepare(environment: scenario.environment, dataSource: counts)
    }
    CompositionalMeasuringTests.expectSameLayout(engine.model, layout(scenario).model, "\(scenario)")
  }
}
