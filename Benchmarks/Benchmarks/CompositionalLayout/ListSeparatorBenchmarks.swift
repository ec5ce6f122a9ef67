import Benchmark
import CollectionLayout

/// A plain list of 1M rows whose separators an item handler changes (every third row's line
/// hidden, every row's colour its own): the handler runs for each row a query returns, so a
/// one-screen query costs what it costs without one plus a call per row. Compare with
/// "Inset-grouped list one-screen query 1M", whose separators need no handler.
func listSeparatorBenchmarks() {
  let counts = Counts(items: 1_000_000)
  Benchmark(
    "List with a separator handler one-screen query 1M",
    configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
  ) { benchmark in
    var settings = LayoutListConfiguration(appearance: .plain)
    settings.itemSeparatorHandler = { path, resolved in
      var separators = resolved
      if path.item % 3 == 2 { separators.bottomSeparatorVisibility = .hidden }
      separators.color = LayoutColor(red: Double(path.item % 256) / 255, green: 0.2, blue: 0.4)
      return separators
    }
    var layout = CompositionalLayoutEngine(section: .list(using: settings, layoutEnvironment: portrait))
    layout.prepare(environment: portrait, dataSource: counts)
    measureOneScreenQueries(of: layout.model, benchmark)
  }
}
