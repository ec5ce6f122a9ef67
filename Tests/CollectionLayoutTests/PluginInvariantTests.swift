import CollectionLayout
import PropertyBased
import Testing

/// Invariants of every plugin, with and without effects, on generated stacked layouts.
@Suite struct PluginInvariantTests {
  @Test func itemsNeverOverlapAndStayInsideTheirSection() async {
    await propertyCheck(count: 200, input: PluginScenario.generator) { scenario in
      Self.checkPlacement(PluginScenario(width: scenario.width, seed: scenario.seed, withEffects: false))
    }
  }

  static func checkPlacement(_ scenario: PluginScenario) {
    let layout = scenario.layout(scenario.source())
    let all = layout.model.allElements(scroll: .resting(in: layout.environment))
    #expect(all.allSatisfy { $0.frame.isFinite && $0.frame.width >= 0 && $0.frame.height >= 0 })
    for s in 0..<layout.model.numberOfSections {
      let cells = all.filter { $0.id.category == .cell && $0.id.section == s }.map(\.frame)
      let inner = cells.map {
        Rect(x: $0.minX + 1e-9, y: $0.minY + 1e-9, width: $0.width - 2e-9, height: $0.height - 2e-9)
      }
      for a in cells.indices {
        for b in cells.indices where b > a {
          #expect(!inner[a].intersects(inner[b]), "section \(s): items \(a) and \(b) overlap")
        }
      }
      guard let area = all.first(where: { $0.id == .decoration(.background, section: s) })?.frame else {
        Issue.record("no background for section \(s)")
        continue
      }
      for (i, f) in cells.enumerated() where f.width > 0 && f.height > 0 {
        #expect(
          f.minX >= area.minX - 1e-9 && f.maxX <= area.maxX + 1e-9 && f.minY >= area.minY - 1e-9
            && f.maxY <= area.maxY + 1e-9, "section \(s) item \(i) \(f) outside \(area)")
      }
    }
  }

  @Test func rectQueryEqualsBruteForceFilterWithEffects() async {
    await propertyCheck(
      count: 200, input: PluginScenario.generator, Gen.int(in: -100...1500), Gen.int(in: -50...600),
      Gen.int(in: 0...700)
    ) { scenario, y, x, height in
      for direction in [ScrollDirection.vertical, .horizontal] {
        let source = direction == .vertical ? scenario.source() : scenario.source().transposed
        let layout = scenario.layout(source, direction: direction)
        let offset = direction == .vertical ? Point(x: 0, y: Double(y)) : Point(x: Double(y), y: 0)
        let scroll = ScrollState(contentOffset: offset)
        let rect =
          direction == .vertical
          ? Rect(x: Double(x), y: Double(y), width: 300, height: Double(height))
          : Rect(x: Double(y), y: Double(x), width: Double(height), height: 300)
        let all = layout.model.allElements(scroll: scroll)
        let expected = all.filter { $0.frame.intersects(rect) }
        let found = layout.model.elements(in: rect, scroll: scroll)
        #expect(found == expected, "\(direction) rect \(rect)")
        for e in found {
          #expect(layout.model.attributes(for: e.id, scroll: scroll) == e, "lookup of \(e.id)")
        }
      }
    }
  }

  @Test func horizontalIsTransposedVertical() async {
    await propertyCheck(count: 150, input: PluginScenario.generator) { scenario in
      let source = scenario.source()
      let v = scenario.layout(source)
      let h = scenario.layout(source.transposed, direction: .horizontal)
      #expect(v.model.contentSize.transposed == h.model.contentSize)
      let vFrames = v.model.allElements(scroll: ScrollState(contentOffset: .zero)).map { ($0.id, $0.frame.transposed) }
      let hFrames = h.model.allElements(scroll: ScrollState(contentOffset: .zero)).map { ($0.id, $0.frame) }
      #expect(vFrames.map(\.0) == hFrames.map(\.0))
      for (a, b) in zip(vFrames, hFrames) {
        // Aspect ratios are inverted for the other direction: lengths agree to rounding.
        #expect(
          abs(a.1.minX - b.1.minX) < 1e-6 && abs(a.1.minY - b.1.minY) < 1e-6 && abs(a.1.width - b.1.width) < 1e-6
            && abs(a.1.height - b.1.height) < 1e-6, "\(a.0): \(a.1) vs \(b.1)")
      }
    }
  }

  @Test func incrementalUpdateEqualsFullLayout() async {
    await propertyCheck(count: 150, input: PluginScenario.generator, Gen.uint64(in: 0...UInt64.max)) { scenario, seed in
      var source = scenario.source()
      guard !source.sections.isEmpty else { return }
      var layout = scenario.layout(source)
      var rng = SplitMix64(seed: seed)
      let changed = Int(rng.next() % UInt64(source.sections.count))
      source.sections[changed] = PluginScenario.section(&rng, withEffects: scenario.withEffects)
      layout.invalidateSections([changed])
      layout.prepare(environment: scenario.environment(), dataSource: source)
      let fresh = scenario.layout(source)
      let scroll = ScrollState(contentOffset: Point(x: 0, y: Double(rng.next() % 400)))
      #expect(layout.model.allElements(scroll: scroll) == fresh.model.allElements(scroll: scroll))
      #expect(layout.model.contentSize == fresh.model.contentSize)
    }
  }

  @Test func roundRobinColumnsDifferByAtMostOneItem() async {
    await propertyCheck(count: 150, input: Gen.int(in: 1...8), Gen.int(in: 0...200), Gen.int(in: 50...500)) {
      columns, count, width in
      let source = TestStackedSource(sections: [
        .init(
          layout: StaggeredSectionLayout(lineCount: columns, interItemSpacing: 3, lineSpacing: 2),
          items: (0..<count).map { ItemInput(aspectRatio: [0.5, 1, 1.5, 3][$0 % 4]) })
      ])
      let layout = PluginScenario(width: Double(width), seed: 0, withEffects: false).layout(source)
      let cells = layout.model.allElements(scroll: ScrollState(contentOffset: .zero)).filter { $0.id.category == .cell }
      var perColumn: [Double: Int] = [:]
      for c in cells { perColumn[c.frame.minX, default: 0] += 1 }
      let counts = perColumn.values
      #expect((counts.max() ?? 0) - (counts.min() ?? 0) <= 1)
      #expect(perColumn.count == min(columns, count))
    }
  }

  @Test func shortestColumnPlacementGoesToTheColumnThatEndsFirst() {
    // Heights 200, 100, 50, then the next item goes under the 50 (column 2), the one after
    // under the 100 (column 1).
    let source = TestStackedSource(sections: [
      .init(
        layout: StaggeredSectionLayout(lineCount: 3, placement: .shortestColumn),
        items: [0.5, 1, 2, 1, 1].map { ItemInput(aspectRatio: $0) })
    ])
    let layout = PluginScenario(width: 300, seed: 0, withEffects: false).layout(source)
    let scroll = ScrollState(contentOffset: .zero)
    #expect(
      layout.model.attributes(for: .cell(section: 0, item: 3), scroll: scroll)?.frame
        == Rect(x: 200, y: 50, width: 100, height: 100))
    #expect(
      layout.model.attributes(for: .cell(section: 0, item: 4), scroll: scroll)?.frame
        == Rect(x: 100, y: 100, width: 100, height: 100))
  }
}
