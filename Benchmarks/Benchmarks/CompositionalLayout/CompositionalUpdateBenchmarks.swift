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

/// One list row inserted at the front of a single section of `label` rows, once after the
/// section was laid out: the batch update's mapping, then the section's rows from the
/// insertion re-placed. Each run inserts, the next deletes. At 1M rows a frame array (32
/// MB) is just small enough for glibc to hand a relayout the memory the last one freed,
/// while a larger one, or storage grown past it, is mapped afresh and faulted in page by
/// page; 1.1M rows shows the other side of that line.
func compositionalItemInsertBenchmarks() {
  for (label, count) in [("100k", 100_000), ("1M", 1_000_000), ("1.1M", 1_100_000)] {
    Benchmark(
      "Compositional insert an item into one section of \(label)", configuration: .init(timeUnits: .microseconds)
    ) { benchmark in
      var layout = updateEngine(perIndex: false)
      let counts = [count]
      layout.prepare(environment: portrait, dataSource: SectionCounts(counts: counts))
      try measureEdits(of: &layout, counts: counts, atFront: true, benchmark)
    }
  }
}

/// One row inserted at the front of the first section of 100k self-sizing rows (estimated
/// at 44 points) after some of them measured themselves at 44, 56 or 68 points, as a feed
/// scrolled through for a long while: the mapping carries the measured sizes along, then
/// the section is laid out again. In one section, 20 or 20,000 rows measured; in 100
/// sections of 1,000, the first 200 of each (the sections the insert leaves alone keep
/// their measured sizes as they are). Each run inserts, the next deletes.
func compositionalMeasuredInsertBenchmarks() {
  let cases: [(label: String, counts: [Int], measuredPerSection: Int)] = [
    ("20 rows measured, one section of 100k", [100_000], 20),
    ("20000 rows measured, one section of 100k", [100_000], 20_000),
    ("20000 rows measured in 100 sections, 100k", Array(repeating: 1_000, count: 100), 200),
  ]
  for c in cases {
    Benchmark("Compositional insert an item with \(c.label)", configuration: .init(timeUnits: .microseconds)) {
      benchmark in
      let estimated = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      var layout = CompositionalLayoutEngine(
        section: LayoutSection(group: .horizontal(layoutSize: estimated, subitems: [LayoutItem(layoutSize: estimated)]))
      )
      let counts = c.counts
      layout.prepare(environment: portrait, dataSource: SectionCounts(counts: counts))
      for section in counts.indices {
        for item in 0..<c.measuredPerSection {
          let height = 44 + 12 * Double(item % 3)
          layout.setMeasuredSize(Size(width: 375, height: height), forItemAt: ItemPath(section: section, item: item))
        }
      }
      layout.prepare(environment: portrait, dataSource: SectionCounts(counts: counts))
      try measureEdits(of: &layout, counts: counts, atFront: true, benchmark)
    }
  }
}

/// The measured part of the insert and edit benchmarks: each scaled iteration edits
/// section 0 of `layout` (laid out for `counts`) with a batch update followed by a layout
/// pass. At the front it inserts an item (`pageSize` 1), and the next iteration deletes
/// it; at the end it appends the next `pageSize` items. With `warmUp`, one round before
/// the measurement has grown the frames' storage, as the first edit does in an app.
func measureEdits(
  of layout: inout CompositionalLayoutEngine, counts: [Int], atFront: Bool, pageSize: Int = 1, warmUp: Bool = false,
  _ benchmark: Benchmark
) throws {
  var counts = counts
  func edit(adding: Bool) throws {
    let before = counts[0]
    let items = atFront ? 0..<pageSize : before..<(before + pageSize)
    counts[0] += adding ? pageSize : -pageSize
    let update = try BatchUpdate(
      actions: items.map {
        adding ? .insertItem(ItemPath(section: 0, item: $0)) : .deleteItem(ItemPath(section: 0, item: $0))
      },
      oldItemCounts: [before] + counts.dropFirst(), newItemCounts: counts)
    layout.apply(update)
    layout.prepare(environment: portrait, dataSource: SectionCounts(counts: counts))
  }
  if warmUp {
    try edit(adding: true)
    if atFront { try edit(adding: false) }
  }
  benchmark.startMeasurement()
  for i in benchmark.scaledIterations { try edit(adding: !atFront || i % 2 == 0) }
  benchmark.stopMeasurement()
  blackHole(layout.model.contentSize)
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
