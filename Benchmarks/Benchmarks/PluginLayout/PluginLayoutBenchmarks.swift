import Benchmark
import CollectionLayout

/// Each plugin at 100k and 1M items in 100 sections, with sticky headers and footers and a
/// fade and a scale on every cell. Budgets (docs/benchmarks.md): 1M cold prepare ≤ 50 ms
/// (flow, grid, staggered), ≤ 100 ms (mosaic); one-screen query with effects ≤ 20 µs. The
/// same query runs under reduced motion too (the scale stopped).
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds,
    warmupIterations: 1,
    maxDuration: .seconds(3),
    maxIterations: 1000
  )

  // Self-sizing: one cell in the middle of a single section of 100k measured again (two
  // heights in turn; for the flow also two widths, as a tag that fits its text), then the
  // layout updated; the steady state, after the section's first measurement. A flow
  // section re-places the cell's line, or packs its lines again until they meet the old
  // ones; a staggered one, which reads aspect ratios and not sizes, stays as it is. Tags
  // estimated at one width (as apps estimate them) never meet the old lines: the flow packs
  // every line after the cell's again.
  let flow = FlowSectionLayout(interItemSpacing: 4, lineSpacing: 4)
  // The widths measured in turn, as offsets from the cell's width; `nil`: heights instead.
  // Three 100-point tags fill a line: at 180 the cell opens the next line, at 140 it fits.
  let measuredSections: [(String, OneSection, widths: (Double, Double)?)] = [
    ("Flow one cell measured", OneSection(itemCount: 100_000, layout: flow), nil),
    ("Flow one cell measured at another width", OneSection(itemCount: 100_000, layout: flow), (30, -10)),
    (
      "Flow one tag estimated at 100 measured at another width",
      OneSection(itemCount: 100_000, layout: flow, estimatedWidth: 100), (80, 40)
    ),
    (
      "Staggered one cell measured",
      OneSection(
        itemCount: 100_000,
        layout: StaggeredSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 4, placement: .shortestColumn)),
      nil
    ),
  ]
  for (name, source, widths) in measuredSections {
    Benchmark("\(name), one section of 100k", configuration: .init(timeUnits: .microseconds)) {
      benchmark in
      var layout = PluginLayoutEngine()
      layout.prepare(environment: PluginSource.portrait, dataSource: source)
      let cell = ElementID.cell(section: 0, item: 50_000)
      let width = layout.model.attributes(for: cell, scroll: ScrollState(contentOffset: .zero))?.frame.width ?? 60
      // The section's first measurement also finds where a flow's lines break: not measured.
      layout.setMeasuredSize(Size(width: width, height: 72), for: cell)
      layout.prepare(environment: PluginSource.portrait, dataSource: source)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let size =
          if let widths {
            Size(width: width + (i % 2 == 0 ? widths.0 : widths.1), height: 72)
          } else {
            Size(width: width, height: i % 2 == 0 ? 64 : 80)
          }
        layout.setMeasuredSize(size, for: cell)
        layout.prepare(environment: PluginSource.portrait, dataSource: source)
      }
      benchmark.stopMeasurement()
      blackHole(layout.model.contentSize)
    }
  }

  pluginEditBenchmarks()
  pluginMoveBenchmarks()
  reloadInTheMiddleBenchmarks()
  mosaicLateInsertionBenchmark()

  for plugin in PluginSource.Plugin.allCases {
    for (label, items) in [("100k", 100_000), ("1M", 1_000_000)] {
      let source = PluginSource(plugin: plugin, itemCount: items)

      Benchmark("\(plugin) cold prepare \(label)") { benchmark in
        for _ in benchmark.scaledIterations {
          blackHole(PluginSource.prepared(source))
        }
      }

      for reducesMotion in [false, true] {
        let name = reducesMotion ? "one-screen query under reduced motion" : "one-screen query with effects"
        Benchmark(
          "\(plugin) \(name) \(label)", configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
        ) { benchmark, layout in
          let offsets = PluginSource.offsets(over: layout.model.contentSize.height - 667)
          benchmark.startMeasurement()
          for i in benchmark.scaledIterations {
            let y = offsets[i & 1023]
            let scroll = ScrollState(contentOffset: Point(x: 0, y: y))
            blackHole(layout.model.elements(in: Rect(x: 0, y: y, width: 375, height: 667), scroll: scroll))
          }
        } setup: { () -> PluginLayoutEngine in
          var layout = PluginSource.prepared(source)
          layout.reducesMotion = reducesMotion
          return layout
        }
      }

      // Reduce Motion turned on then off: every section's effects chosen again and the
      // sections placed again, twice; no section laid out.
      Benchmark(
        "\(plugin) reduced motion turned on and off \(label)",
        configuration: .init(timeUnits: .microseconds)
      ) { benchmark, layout in
        var layout = layout
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          layout.reducesMotion = true
          layout.reducesMotion = false
          blackHole(layout.model.contentSize)
        }
      } setup: {
        PluginSource.prepared(source)
      }

      Benchmark(
        "\(plugin) one item changed \(label)",
        configuration: .init(timeUnits: .microseconds)
      ) { benchmark, layout in
        var layout = layout
        var source = source
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
          source.variant = i % 2 == 0 ? 1 : 0
          layout.invalidateSections([50])
          layout.prepare(environment: PluginSource.portrait, dataSource: source)
          blackHole(layout.model.contentSize)
        }
      } setup: {
        PluginSource.prepared(source)
      }
    }
  }
}
