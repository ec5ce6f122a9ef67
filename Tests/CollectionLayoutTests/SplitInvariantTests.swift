import CollectionLayout
import PropertyBased
import Testing

/// The engine's promises (docs/ARCHITECTURE.md, "What the engine promises"), checked on
/// generated split layouts.
@Suite struct SplitInvariantTests {
  static func cells(_ elements: [LayoutAttributes], section s: Int) -> [Rect] {
    elements.filter { $0.id.category == .cell && $0.id.section == s }.map(\.frame)
  }

  @Test func framesAreFiniteAndEveryIndexPathHasAttributes() async {
    await propertyCheck(count: 200, input: Scenario.generator) { scenario in
      let layout = scenario.layout()
      let all = layout.model.allElements(scroll: .resting(in: layout.environment))
      #expect(all.allSatisfy { $0.frame.isFinite && $0.frame.width >= 0 && $0.frame.height >= 0 })
      for (s, section) in scenario.sections.enumerated() {
        for i in section.sizes.indices {
          #expect(
            layout.model.attributes(for: .cell(section: s, item: i), scroll: .resting(in: layout.environment)) != nil)
        }
      }
      #expect(all.filter { $0.id.category == .cell }.count == scenario.sections.reduce(0) { $0 + $1.sizes.count })
    }
  }

  @Test func itemsNeverOverlapAndStayInsideTheirSectionAndColumn() async {
    await propertyCheck(count: 200, input: Scenario.generator) { scenario in
      let layout = scenario.layout()
      let all = layout.model.allElements(scroll: .resting(in: layout.environment))
      let tolerance = 1e-9
      for s in scenario.sections.indices {
        let cells = Self.cells(all, section: s)
        // Frames are Doubles translated by their section's origin: neighbours may share up
        // to a rounding error, never more.
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
            f.minX >= area.minX - tolerance && f.maxX <= area.maxX + tolerance && f.minY >= area.minY - tolerance
              && f.maxY <= area.maxY + tolerance, "section \(s) item \(i) \(f) outside \(area)")
        }
        #expect(area.minX >= -tolerance && area.maxX <= layout.model.contentSize.width + tolerance)
      }
    }
  }

  @Test func rectQueryEqualsBruteForceFilter() async {
    await propertyCheck(
      count: 150, input: Scenario.generator, Gen.int(in: -50...900), Gen.int(in: -50...700), Gen.int(in: 0...400),
      Gen.int(in: 0...500)
    ) { scenario, y, x, w, h in
      let layout = scenario.layout()
      let scroll = ScrollState(contentOffset: Point(x: 0, y: Double(y)))
      let rect = Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h))
      let all = layout.model.allElements(scroll: scroll)
      let expected = all.filter { $0.frame.intersects(rect) }
      let found = layout.model.elements(in: rect, scroll: scroll)
      #expect(found == expected, "query \(rect)")
    }
  }

  @Test func incrementalUpdateEqualsFullRelayout() async {
    await propertyCheck(count: 150, input: Scenario.generator, Gen.uint64(in: 0...UInt64.max)) { scenario, seed in
      guard !scenario.sections.isEmpty else { return }
      let source = scenario.source()
      var layout = SplitLayout.prepared(scenario.configuration, environment: scenario.environment, source: source)
      var rng = SplitMix64(seed: seed)
      let changed = Int(rng.next() % UInt64(scenario.sections.count))
      source.sections[changed].sizes = source.sections[changed].sizes.map { _ in
        Size(width: Double(rng.next() % 200), height: Double(rng.next() % 90))
      }
      if rng.next() % 2 == 0 { source.sections[changed].header = Size(width: 10, height: Double(rng.next() % 50)) }
      layout.invalidateSections([changed])
      layout.prepare(environment: scenario.environment, dataSource: source)
      let fresh = SplitLayout.prepared(scenario.configuration, environment: scenario.environment, source: source)
      let resting = ScrollState.resting(in: scenario.environment)
      #expect(layout.model.allElements(scroll: resting) == fresh.model.allElements(scroll: resting))
      #expect(layout.model.contentSize == fresh.model.contentSize)
      #expect(layout.diagnostics == fresh.diagnostics)
    }
  }

  @Test func rightToLeftEqualsMirroredLeftToRight() async {
    await propertyCheck(count: 150, input: Scenario.generator) { scenario in
      let ltr = scenario.layout()
      let rtl = scenario.layout(direction: .rightToLeft)
      let width = ltr.model.contentSize.width
      #expect(rtl.model.contentSize == ltr.model.contentSize)
      let a = ltr.model.allElements(scroll: .resting(in: ltr.environment))
      let b = rtl.model.allElements(scroll: .resting(in: rtl.environment))
      #expect(a.count == b.count)
      for (l, r) in zip(a, b) {
        var mirrored = l.frame
        mirrored.origin.x = width - l.frame.maxX
        #expect(r.id == l.id)
        #expect(
          abs(r.frame.minX - mirrored.minX) < 1e-9 && r.frame.size == l.frame.size && r.frame.minY == l.frame.minY)
      }
    }
  }

  @Test func horizontalScrollingIsTheTransposeOfVertical() async {
    await propertyCheck(count: 100, input: Scenario.generator) { scenario in
      let vertical = scenario.layout()
      var transposed = scenario
      transposed.sections = scenario.sections.map { s in
        var t = s
        t.sizes = s.sizes.map(\.transposed)
        t.header = s.header.transposed
        t.footer = s.footer.transposed
        t.inset = s.inset?.transposed
        return t
      }
      transposed.configuration.sectionInset = scenario.configuration.sectionInset.transposed
      let env = LayoutEnvironment(containerSize: Size(width: 600, height: scenario.width), scrollDirection: .horizontal)
      let horizontal = SplitLayout.prepared(transposed.configuration, environment: env, source: transposed.source())
      #expect(horizontal.model.contentSize == vertical.model.contentSize.transposed)
      let v = vertical.model.allElements(scroll: .resting(in: vertical.environment))
      let h = horizontal.model.allElements(scroll: .resting(in: env))
      #expect(v.map(\.id) == h.map(\.id))
      #expect(v.map(\.frame.transposed) == h.map(\.frame))
    }
  }

  @Test func sizeProviderIsAskedOncePerItemPerRelayout() async {
    await propertyCheck(count: 100, input: Scenario.generator) { scenario in
      let source = scenario.source()
      var layout = SplitLayout.prepared(scenario.configuration, environment: scenario.environment, source: source)
      let items = scenario.sections.reduce(0) { $0 + $1.sizes.count }
      #expect(source.sizeRequests == items)
      _ = layout.model.elements(
        in: Rect(x: 0, y: 0, width: 500, height: 500), scroll: .resting(in: scenario.environment))
      layout.invalidateAll()
      layout.prepare(environment: scenario.environment, dataSource: source)
      #expect(source.sizeRequests == 2 * items)
    }
  }
}
