import Benchmark
import CollectionLayout

/// A grid of three estimated squares per row, each item with a count badge estimated 20
/// wide at its top-trailing corner, at 100k and 1M items: one badge measured (alternately
/// 44 and 28 wide) and the layout prepared again. Only the badge's group is placed again;
/// compare with "Grid one estimated item measured".
func badgeMeasuringBenchmarks() {
  for (label, items) in [("100k", 100_000), ("1M", 1_000_000)] {
    let counts = Counts(items: items)
    Benchmark("Badged grid one badge measured \(label)", configuration: .init(timeUnits: .microseconds)) {
      benchmark in
      var layout = CompositionalLayoutEngine(section: badgedGrid())
      layout.prepare(environment: portrait, dataSource: counts)
      let badge = ElementID.supplementary("count", section: 0, item: 500)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        layout.setMeasuredSize(Size(width: i % 2 == 0 ? 44 : 28, height: 20), for: badge)
        layout.prepare(environment: portrait, dataSource: counts)
        blackHole(layout.model.contentSize)
      }
      benchmark.stopMeasurement()
    }
  }
}

/// The benchmarks' grid with a badge of estimated width on every item.
private func badgedGrid() -> LayoutSection {
  let badge = LayoutSupplementaryItem(
    layoutSize: LayoutSize(widthDimension: .estimated(20), heightDimension: .absolute(20)), elementKind: "count",
    containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
  return CompositionalShape.grid(supplementaryItems: [badge])
}
