import Benchmark
import CollectionLayout

/// A page of 200 orthogonally scrolling sections × 1,000 items (items 100 × 120, 8 apart,
/// a 30-point header each), 375 × 667. Budget (docs/benchmarks.md): the one-screen query
/// with 20 sections at non-zero offsets ≤ 20 µs.
func orthogonalPageBenchmarks() {
  let counts = PageCounts()

  Benchmark("Orthogonal page cold prepare 200x1000") { benchmark in
    for _ in benchmark.scaledIterations {
      var layout = CompositionalLayoutEngine(section: orthogonalSection())
      layout.prepare(environment: portrait, dataSource: counts)
      blackHole(layout.model.contentSize)
    }
  }

  for (name, carousel) in [("", false), (", carousel handler", true)] {
    Benchmark(
      "Orthogonal page one-screen query 20 scrolled\(name)",
      configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
    ) { benchmark in
      // With the carousel, every section scales its cards by their distance from the centre.
      var layout = CompositionalLayoutEngine(section: orthogonalSection(carousel: carousel))
      layout.prepare(environment: portrait, dataSource: counts)
      let height = layout.model.contentSize.height - 667
      // Twenty sections around the middle of the page, each scrolled somewhere else.
      for s in 90..<110 { layout.scrollSection(s, to: Double(s * 997 % 90_000)) }
      let scroll = layout.scrollState(contentOffset: .zero)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let y = height / 2 - 1500 + Double((i &* 7919) % 1024) / 1024 * 3000
        var at = scroll
        at.contentOffset = Point(x: 0, y: y)
        blackHole(layout.model.elements(in: Rect(x: 0, y: y, width: 375, height: 667), scroll: at))
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark(
    "Orthogonal page one section scrolled",
    configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
  ) { benchmark in
    // What a frame of a strip's scroll costs: set the offset (clamped), query the screen.
    var layout = CompositionalLayoutEngine(section: orthogonalSection())
    layout.prepare(environment: portrait, dataSource: counts)
    let y = layout.model.contentSize.height / 2
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      layout.scrollSection(100, to: Double(i % 100_000))
      blackHole(
        layout.model.elements(
          in: Rect(x: 0, y: y, width: 375, height: 667), scroll: layout.scrollState(contentOffset: Point(x: 0, y: y))))
    }
  }
}

/// 200 sections of 1,000 items.
struct PageCounts: CompositionalLayoutDataSource {
  var numberOfSections: Int { 200 }
  func numberOfItems(inSection section: Int) -> Int { 1000 }
}

/// A continuous strip of 100 × 120 items, 8 apart, under a 30-point header; with
/// `carousel`, a visible-items handler scales each card by its distance from the centre
/// (written by index, so it reads the same whether the handler's items are values or
/// references).
func orthogonalSection(carousel: Bool = false) -> LayoutSection {
  let item = LayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  let group = LayoutGroup.horizontal(
    layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(120)), subitems: [item])
  let section = LayoutSection(group: group)
  section.interGroupSpacing = 8
  section.orthogonalScrollingBehavior = .continuous
  section.boundarySupplementaryItems = [
    LayoutBoundarySupplementaryItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "header",
      alignment: .top)
  ]
  if carousel {
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      for k in items.indices {
        let distance = abs(items[k].frame.midX - offset.x - environment.containerSize.width / 2)
        let scale = Swift.max(0.7, 1 - distance / environment.containerSize.width)
        items[k].transform = LayoutTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
      }
    }
  }
  return section
}
