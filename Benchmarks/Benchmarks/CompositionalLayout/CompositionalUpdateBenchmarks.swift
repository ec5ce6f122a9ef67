import Benchmark
import CollectionLayout

/// A batch update on 1,000 sections of 100 list rows (100k items) with layout-wide
/// boundary supplementaries: a section inserted at the end or at the front, for one
/// section for all and for a section provider. A section whose place changes its layout
/// (the first, the last, or, under a provider, any whose index moved) is laid out again.
func compositionalUpdateBenchmarks() {
  let before = SectionCounts(counts: Array(repeating: 100, count: 1_000))
  for (label, perIndex) in [("single section", false), ("provider", true)] {
    for (position, at) in [("at the end", 1_000), ("at the front", 0)] {
      Benchmark(
        "Compositional insert a section \(position), \(label), 1000x100",
        configuration: .init(timeUnits: .microseconds)
      ) { benchmark in
        var after = before.counts
        after.insert(100, at: at)
        let update = try BatchUpdate(
          actions: [.insertSection(at)], oldItemCounts: before.counts, newItemCounts: after)
        // One update per run: the layout is prepared before the measurement starts.
        var layout = updateEngine(perIndex: perIndex)
        layout.prepare(environment: portrait, dataSource: before)
        benchmark.startMeasurement()
        layout.apply(update)
        layout.prepare(environment: portrait, dataSource: SectionCounts(counts: after))
        benchmark.stopMeasurement()
        blackHole(layout.model.contentSize)
      }
    }
  }
}

/// One list row inserted at the front of a single section of `label` rows: the batch
/// update's mapping, then the section laid out again. Each run inserts, the next deletes.
func compositionalItemInsertBenchmarks() {
  for (label, count) in [("100k", 100_000), ("1M", 1_000_000)] {
    Benchmark(
      "Compositional insert an item into one section of \(label)", configuration: .init(timeUnits: .microseconds)
    ) { benchmark in
      var layout = updateEngine(perIndex: false)
      var counts = [count]
      layout.prepare(environment: portrait, dataSource: SectionCounts(counts: counts))
      let first = ItemPath(section: 0, item: 0)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let inserting = i % 2 == 0
        let after = [counts[0] + (inserting ? 1 : -1)]
        let update = try BatchUpdate(
          actions: [inserting ? .insertItem(first) : .deleteItem(first)], oldItemCounts: counts, newItemCounts: after)
        layout.apply(update)
        layout.prepare(environment: portrait, dataSource: SectionCounts(counts: after))
        counts = after
      }
      benchmark.stopMeasurement()
      blackHole(layout.model.contentSize)
    }
  }
}

/// List rows with a layout-wide header and footer and 10 points between sections.
private func updateEngine(perIndex: Bool) -> CompositionalLayoutEngine {
  let configuration = CompositionalLayoutConfiguration()
  configuration.interSectionSpacing = 10
  configuration.boundarySupplementaryItems = [
    LayoutBoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      elementKind: "header", alignment: .top),
    LayoutBoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      elementKind: "footer", alignment: .bottom),
  ]
  let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  let section = LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
  guard perIndex else { return CompositionalLayoutEngine(section: section, configuration: configuration) }
  return CompositionalLayoutEngine(configuration: configuration) { _, _ in section }
}

struct SectionCounts: CompositionalLayoutDataSource {
  let counts: [Int]
  var numberOfSections: Int { counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts[section] }
}
