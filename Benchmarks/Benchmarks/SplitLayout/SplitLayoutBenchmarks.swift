import Benchmark
import CollectionLayout

/// Split layout at 10k, 100k and 1M items in 100 sections. Budgets (docs/benchmarks.md):
/// 1M cold prepare ≤ 30 ms; one-screen query ≤ 5 µs; one item changed in 1M ≤ 5% of a
/// cold prepare; ≤ 48 bytes of layout memory per item.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .microseconds,
    warmupIterations: 2,
    maxDuration: .seconds(3),
    maxIterations: 10_000
  )

  for (label, items) in [("10k", 10_000), ("100k", 100_000), ("1M", 1_000_000)] {
    Benchmark("Split cold prepare \(label)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(Screens.prepared(items))
      }
    }

    Benchmark(
      "Split one-screen query \(label)",
      configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
    ) { benchmark, layout in
      // Deterministic pseudo-random offsets over the whole content.
      let height = layout.model.contentSize.height - 667
      var state: UInt64 = 0x1234_5678
      var offsets: [Double] = []
      for _ in 0..<1024 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        offsets.append(Double(state >> 11) / Double(1 << 53) * height)
      }
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let y = offsets[i & 1023]
        let scroll = ScrollState(contentOffset: Point(x: 0, y: y))
        blackHole(layout.model.elements(in: Rect(x: 0, y: y, width: 375, height: 667), scroll: scroll))
      }
    } setup: {
      Screens.prepared(items)
    }

    Benchmark("Split width change \(label)") { benchmark, layout in
      var layout = layout
      let source = BenchmarkSource(itemCount: items)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        layout.prepare(environment: i % 2 == 0 ? Screens.landscape : Screens.portrait, dataSource: source)
        blackHole(layout.model.contentSize)
      }
    } setup: {
      Screens.prepared(items)
    }

    Benchmark("Split one item changed \(label)") { benchmark, layout in
      var layout = layout
      let path = ItemPath(section: 50, item: items / 200)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        var source = BenchmarkSource(itemCount: items)
        source.override = (path, Size(width: 60, height: 50 + Double(i % 2) * 30))
        layout.invalidateSections([path.section])
        layout.prepare(environment: Screens.portrait, dataSource: source)
        blackHole(layout.model.contentSize)
      }
    } setup: {
      Screens.prepared(items)
    }
  }

  // A self-sizing screen: the first 20 cells of a single section measured (or 20,000, as
  // after a long scroll through a feed), then one item inserted at its front (each run
  // inserts, the next deletes) and the section laid out again, its measured cells carried
  // along.
  for (label, measured) in [("20", 20), ("20000", 20_000)] {
    Benchmark("Split insert an item with \(label) cells measured, one section of 100k") { benchmark in
      var layout = SplitLayout(configuration: .benchmark, environment: Screens.portrait)
      var count = 100_000
      layout.prepare(environment: Screens.portrait, dataSource: OneSectionSource(itemCount: count))
      for item in 0..<measured {
        layout.setMeasuredSize(Size(width: 120, height: 64), for: .cell(section: 0, item: item))
      }
      layout.prepare(environment: Screens.portrait, dataSource: OneSectionSource(itemCount: count))
      let first = ItemPath(section: 0, item: 0)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let inserting = i % 2 == 0
        let after = count + (inserting ? 1 : -1)
        let update = try BatchUpdate(
          actions: [inserting ? .insertItem(first) : .deleteItem(first)], oldItemCounts: [count],
          newItemCounts: [after])
        layout.apply(update)
        layout.prepare(environment: Screens.portrait, dataSource: OneSectionSource(itemCount: after))
        count = after
      }
      benchmark.stopMeasurement()
      blackHole(layout.model.contentSize)
    }
  }

  // A page of 20 items appended to a single section of 100k (each run appends, the next
  // deletes them), as a feed loads more: a batch update and a layout pass, in the steady
  // state (one page appended and deleted before the measurement grew the frames' storage).
  Benchmark("Split 20 items appended, one section of 100k", configuration: .init(timeUnits: .microseconds)) {
    benchmark in
    var layout = SplitLayout(configuration: .benchmark, environment: Screens.portrait)
    layout.prepare(environment: Screens.portrait, dataSource: OneSectionSource(itemCount: 100_000))
    let page = (100_000..<100_020).map { ItemPath(section: 0, item: $0) }
    func step(appending: Bool) throws {
      let (before, after) = appending ? (100_000, 100_020) : (100_020, 100_000)
      let actions = page.map { appending ? UpdateAction.insertItem($0) : .deleteItem($0) }
      layout.apply(try BatchUpdate(actions: actions, oldItemCounts: [before], newItemCounts: [after]))
      layout.prepare(environment: Screens.portrait, dataSource: OneSectionSource(itemCount: after))
    }
    try step(appending: true)
    try step(appending: false)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations { try step(appending: i % 2 == 0) }
    benchmark.stopMeasurement()
    blackHole(layout.model.contentSize)
  }

  // Self-sizing: one cell in the middle of a single section measured again (two heights
  // in turn, as content that changes on screen; or two widths, as a tag that fits its
  // text), then the layout updated; the steady state, after the section's first
  // measurement.
  for (label, items) in [("100k", 100_000), ("1M", 1_000_000)] {
    for atAnotherWidth in [false, true] {
      let name = atAnotherWidth ? "one cell measured at another width" : "one cell measured"
      Benchmark("Split \(name), one section of \(label)") { benchmark in
        var layout = SplitLayout(configuration: .benchmark, environment: Screens.portrait)
        let source = OneSectionSource(itemCount: items)
        layout.prepare(environment: Screens.portrait, dataSource: source)
        let cell = ElementID.cell(section: 0, item: items / 2)
        let width = layout.model.attributes(for: cell, scroll: ScrollState(contentOffset: .zero))?.frame.width ?? 60
        // The section's first measurement also finds where its lines break: not measured.
        layout.setMeasuredSize(Size(width: width, height: 72), for: cell)
        layout.prepare(environment: Screens.portrait, dataSource: source)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
          let size =
            atAnotherWidth
            ? Size(width: width + (i % 2 == 0 ? 30 : -10), height: 72)
            : Size(width: width, height: i % 2 == 0 ? 64 : 80)
          layout.setMeasuredSize(size, for: cell)
          layout.prepare(environment: Screens.portrait, dataSource: source)
        }
        benchmark.stopMeasurement()
        blackHole(layout.model.contentSize)
      }
    }
  }

  Benchmark(
    "Split layout memory 1M",
    configuration: .init(
      metrics: [.peakMemoryResident, .mallocCountTotal, .custom("layout bytes per item", useScalingFactor: false)],
      maxIterations: 3)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let layout = Screens.prepared(1_000_000)
      blackHole(layout)
      benchmark.measurement(.custom("layout bytes per item"), Int(layout.model.layoutBytesPerItem.rounded(.up)))
    }
  }
}
