import Benchmark
import CollectionLayout

/// Batch updates on one compositional section, as a feed loads its next page (20 items
/// appended, each run the next page) or gets a new post at its top (one row inserted at the
/// front; each run inserts, the next deletes it): an inset-grouped list with a header and
/// separators, a plain row list, and a grid of three squares a row (a page of 20 leaves the
/// last row part full). Each run is a batch update and a layout pass, in the steady state:
/// one round before the measurement has grown the frames' storage.
func compositionalEditBenchmarks() {
  let cases: [(name: String, section: @Sendable () -> LayoutSection, count: Int, label: String)] = [
    ("Inset-grouped list", insetGroupedList, 100_000, "100k"),
    ("Inset-grouped list", insetGroupedList, 1_000_000, "1M"),
    ("Compositional grid", threeSquaresARow, 100_000, "100k"),
  ]
  for c in cases {
    for (what, atFront) in [("20 rows appended", false), ("one row inserted at the front", true)] {
      Benchmark(
        "\(c.name) \(what), one section of \(c.label)", configuration: .init(timeUnits: .microseconds)
      ) { benchmark in
        var layout = CompositionalLayoutEngine(section: c.section())
        layout.prepare(environment: portrait, dataSource: SectionCounts(counts: [c.count]))
        try measureEdits(
          of: &layout, counts: [c.count], atFront: atFront, pageSize: atFront ? 1 : 20, warmUp: true, benchmark)
      }
    }
  }
}

/// A row dragged 20 rows down in the middle of an inset-grouped list of 100k rows in one
/// section, or from its top to its middle (a batch update moving one item; the next run
/// moves it back), and a layout pass.
func compositionalMoveBenchmarks() {
  for (label, from, to) in [("20 rows down", 50_000, 50_020), ("to the middle", 0, 50_000)] {
    Benchmark(
      "Inset-grouped list one row moved \(label), one section of 100k", configuration: .init(timeUnits: .microseconds)
    ) { benchmark in
      var layout = CompositionalLayoutEngine(section: insetGroupedList())
      let counts = SectionCounts(counts: [100_000])
      layout.prepare(environment: portrait, dataSource: counts)
      let source = ItemPath(section: 0, item: from)
      let target = ItemPath(section: 0, item: to)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let move = i % 2 == 0 ? UpdateAction.moveItem(from: source, to: target) : .moveItem(from: target, to: source)
        layout.apply(try BatchUpdate(actions: [move], oldItemCounts: [100_000], newItemCounts: [100_000]))
        layout.prepare(environment: portrait, dataSource: counts)
      }
      benchmark.stopMeasurement()
      blackHole(layout.model.contentSize)
    }
  }
}

/// An inset-grouped list (separators between rows) with a header.
@Sendable private func insetGroupedList() -> LayoutSection {
  var settings = LayoutListConfiguration(appearance: .insetGrouped)
  settings.headerMode = .supplementary
  return .list(using: settings, layoutEnvironment: portrait)
}

/// Three squares a row, each inset by a point (so three fit: a spacing between them would
/// leave room for two).
@Sendable private func threeSquaresARow() -> LayoutSection {
  let item = LayoutItem(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalWidth(1.0 / 3)))
  item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
  let group = LayoutGroup.horizontal(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
    subitems: [item])
  return LayoutSection(group: group)
}
