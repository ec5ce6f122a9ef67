import Benchmark
import CollectionLayout

/// Batch updates on one section of a list, a flow of tags, a grid, a waterfall or a mosaic, as a feed gets a
/// new post at its top (one item inserted at the front; each run inserts, the next deletes
/// it) or loads its next page (20 items appended at the end, each run the next page). Each
/// run is a batch update and a layout pass, in the steady state: an insertion and deletion
/// (a page appended) before the measurement has grown the frames' storage, as the first
/// one does in an app.
func pluginEditBenchmarks() {
  let cases: [(name: String, layout: any ItemArranger, count: Int, label: String)] = [
    ("List", ListSectionLayout(lineSpacing: 1), 100_000, "100k"),
    ("List", ListSectionLayout(lineSpacing: 1), 1_000_000, "1M"),
    ("Flow", FlowSectionLayout(interItemSpacing: 4, lineSpacing: 4), 100_000, "100k"),
    // Three items a line: an insertion at the front moves every item after it within its line.
    ("Grid", GridSectionLayout(interItemSpacing: 4, lineSpacing: 4), 100_000, "100k"),
    // An insertion at the front moves items from column to column: every later item is
    // placed again, from the lengths the section holds.
    (
      "Staggered",
      StaggeredSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 4, placement: .shortestColumn),
      100_000, "100k"
    ),
    (
      "Mosaic", MosaicSectionLayout(lineCount: 3, lineMultiple: 20, interItemSpacing: 4, lineSpacing: 4), 100_000,
      "100k"
    ),
  ]
  for c in cases {
    for (what, atFront, added) in [("one item inserted at the front", true, 1), ("20 items appended", false, 20)] {
      Benchmark(
        "\(c.name) \(what), one section of \(c.label)", configuration: .init(timeUnits: .microseconds)
      ) { benchmark in
        var source = EditedSection(baseCount: c.count, layout: c.layout)
        var layout = PluginLayoutEngine()
        layout.prepare(environment: PluginSource.portrait, dataSource: source)
        // At the front, one item inserted or deleted; at the end, the next page appended.
        func step(adding: Bool) throws {
          let before = source.itemCount
          let paths = atFront ? [0] : (0..<added).map { before + $0 }
          if atFront { source.front = adding ? 1 : 0 } else { source.appended += added }
          let actions = paths.map { item in
            let path = ItemPath(section: 0, item: item)
            return adding ? UpdateAction.insertItem(path) : .deleteItem(path)
          }
          layout.apply(try BatchUpdate(actions: actions, oldItemCounts: [before], newItemCounts: [source.itemCount]))
          layout.prepare(environment: PluginSource.portrait, dataSource: source)
        }
        try step(adding: true)
        if atFront { try step(adding: false) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { try step(adding: !atFront || i % 2 == 0) }
        benchmark.stopMeasurement()
        blackHole(layout.model.contentSize)
      }
    }
  }
}

/// A mosaic of 100k with one item inserted three quarters down (deleted the next run): the
/// quarter after it is placed again.
func mosaicLateInsertionBenchmark() {
  Benchmark(
    "Mosaic one item inserted three quarters down, one section of 100k", configuration: .init(timeUnits: .microseconds)
  ) { benchmark in
    var source = EditedSection(
      baseCount: 100_000,
      layout: MosaicSectionLayout(lineCount: 3, lineMultiple: 20, interItemSpacing: 4, lineSpacing: 4),
      frontAt: 75_000)
    var layout = PluginLayoutEngine()
    layout.prepare(environment: PluginSource.portrait, dataSource: source)
    let path = ItemPath(section: 0, item: 75_000)
    let insert = try BatchUpdate(actions: [.insertItem(path)], oldItemCounts: [100_000], newItemCounts: [100_001])
    let delete = try BatchUpdate(actions: [.deleteItem(path)], oldItemCounts: [100_001], newItemCounts: [100_000])
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      source.front = i % 2 == 0 ? 1 : 0
      layout.apply(i % 2 == 0 ? insert : delete)
      layout.prepare(environment: PluginSource.portrait, dataSource: source)
    }
    benchmark.stopMeasurement()
    blackHole(layout.model.contentSize)
  }
}

/// An item in the middle of a waterfall or a mosaic of 100k reloaded (its data changed,
/// its shape did not), and a layout pass: the columns end as they did after it, so nothing
/// else moves.
func reloadInTheMiddleBenchmarks() {
  let layouts: [(name: String, layout: any ItemArranger)] = [
    (
      "Staggered", StaggeredSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 4, placement: .shortestColumn)
    ),
    ("Mosaic", MosaicSectionLayout(lineCount: 3, lineMultiple: 20, interItemSpacing: 4, lineSpacing: 4)),
  ]
  for (name, arranger) in layouts {
    Benchmark(
      "\(name) one item reloaded in the middle, one section of 100k", configuration: .init(timeUnits: .microseconds)
    ) { benchmark in
      let source = EditedSection(baseCount: 100_000, layout: arranger)
      var layout = PluginLayoutEngine()
      layout.prepare(environment: PluginSource.portrait, dataSource: source)
      let reload = try BatchUpdate(
        actions: [.reloadItem(ItemPath(section: 0, item: 50_000))], oldItemCounts: [100_000], newItemCounts: [100_000])
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        layout.apply(reload)
        layout.prepare(environment: PluginSource.portrait, dataSource: source)
      }
      benchmark.stopMeasurement()
      blackHole(layout.model.contentSize)
    }
  }
}

/// One section of `baseCount` items sized as ``OneSection``'s, `front` new items before
/// them (or before the base item `frontAt`) and `appended` after, so an item keeps its
/// size whatever is inserted around it; three items a line in a grid.
struct EditedSection: PluginLayoutDataSource {
  let baseCount: Int
  let layout: any ItemArranger
  var front = 0
  var frontAt = 0
  var appended = 0

  var itemCount: Int { front + baseCount + appended }
  var numberOfSections: Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { itemCount }

  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
    SectionDescriptor(layout: layout)
  }

  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
    guard path.item < frontAt || path.item >= frontAt + front else {
      return ItemInput(size: Size(width: 90, height: 44), aspectRatio: 2, lineFraction: 3)
    }
    let item = path.item < frontAt ? path.item : path.item - front
    return ItemInput(
      size: Size(width: Double(40 + (item * 37) % 120), height: Double(30 + (item * 13) % 50)),
      aspectRatio: PluginSource.ratios[item % 5], lineFraction: 3)
  }
}

/// A row dragged 20 rows down in the middle of one list section of 100k, from its top to
/// its middle, or from the middle of one section of 50k to the middle of the next (a batch
/// update moving one item; the next run moves it back), and a layout pass. The rows are
/// alike, so the data after the move is the data before, as the layout assumes of rows it
/// does not read again.
func pluginMoveBenchmarks() {
  let cases: [(label: String, counts: [Int], from: ItemPath, to: ItemPath)] = [
    (
      "20 rows down, one section of 100k", [100_000], ItemPath(section: 0, item: 50_000),
      ItemPath(section: 0, item: 50_020)
    ),
    (
      "to the middle, one section of 100k", [100_000], ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 50_000)
    ),
    (
      "to the next section, two sections of 50k", [50_000, 50_000], ItemPath(section: 0, item: 25_000),
      ItemPath(section: 1, item: 25_000)
    ),
  ]
  for c in cases {
    Benchmark("List one item moved \(c.label)", configuration: .init(timeUnits: .microseconds)) { benchmark in
      var moved = c.counts
      moved[c.from.section] -= 1
      moved[c.to.section] += 1
      var source = AlikeRows(counts: c.counts)
      var layout = PluginLayoutEngine()
      layout.prepare(environment: PluginSource.portrait, dataSource: source)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let forward = i % 2 == 0
        let before = source.counts
        source.counts = forward ? moved : c.counts
        let move = forward ? UpdateAction.moveItem(from: c.from, to: c.to) : .moveItem(from: c.to, to: c.from)
        layout.apply(try BatchUpdate(actions: [move], oldItemCounts: before, newItemCounts: source.counts))
        layout.prepare(environment: PluginSource.portrait, dataSource: source)
      }
      benchmark.stopMeasurement()
      blackHole(layout.model.contentSize)
    }
  }
}

/// List sections of `counts` rows 44 points high.
struct AlikeRows: PluginLayoutDataSource {
  var counts: [Int]
  var numberOfSections: Int { counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts[section] }
  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
    SectionDescriptor(layout: ListSectionLayout(lineSpacing: 1))
  }
  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput { ItemInput(size: Size(width: 375, height: 44)) }
}
