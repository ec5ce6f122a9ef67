import Benchmark
import CollectionLayout

/// A list section (also as a list configuration's inset-grouped section), a grid section
/// (also with a label on every row) and the article's "tree" section at 100k and 1M items
/// (one section), 375 × 667. Budgets (docs/benchmarks.md): 1M cold prepare ≤ 80 ms for
/// list and grid; measuring one estimated item in a 100k-item section ≤ 1 ms.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds,
    warmupIterations: 1,
    maxDuration: .seconds(3),
    maxIterations: 1000
  )

  orthogonalPageBenchmarks()
  compositionalUpdateBenchmarks()
  compositionalItemInsertBenchmarks()
  compositionalMeasuredInsertBenchmarks()
  compositionalEditBenchmarks()
  compositionalMoveBenchmarks()
  badgeMeasuringBenchmarks()
  listSeparatorBenchmarks()

  for shape in CompositionalShape.allCases {
    for (label, items) in [("100k", 100_000), ("1M", 1_000_000)] {
      let counts = Counts(items: items)

      Benchmark("\(shape) cold prepare \(label)") { benchmark in
        for _ in benchmark.scaledIterations {
          var layout = CompositionalLayoutEngine(section: shape.section())
          layout.prepare(environment: portrait, dataSource: counts)
          blackHole(layout.model.contentSize)
        }
      }

      Benchmark(
        "\(shape) one-screen query \(label)",
        configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo)
      ) { benchmark in
        // Prepared here, not in `setup`: the engine holds the app's (non-Sendable) sections.
        var layout = CompositionalLayoutEngine(section: shape.section())
        layout.prepare(environment: portrait, dataSource: counts)
        measureOneScreenQueries(of: layout.model, benchmark)
      }

      // Near the top (item 500), and for the list also near the end, as a chat's newest
      // bubble measures at the bottom of its one section.
      let measuredItems = shape == .list ? [("", 500), (" near the end", items - 3)] : [("", 500)]
      for (position, item) in measuredItems {
        Benchmark(
          "\(shape) one estimated item measured\(position) \(label)",
          configuration: .init(timeUnits: .microseconds)
        ) { benchmark in
          var layout = CompositionalLayoutEngine(section: shape.section())
          layout.prepare(environment: portrait, dataSource: counts)
          benchmark.startMeasurement()
          for i in benchmark.scaledIterations {
            layout.setMeasuredSize(
              Size(width: 375, height: i % 2 == 0 ? 80 : 30), forItemAt: ItemPath(section: 0, item: item))
            layout.prepare(environment: portrait, dataSource: counts)
            blackHole(layout.model.contentSize)
          }
          // Nor of a measurement (a million labels take 3 ms to free).
          benchmark.stopMeasurement()
        }
      }
    }
  }
}

/// Measures one-screen rect queries of `model` at scattered offsets, as a scroll asks.
func measureOneScreenQueries(of model: LayoutModel, _ benchmark: Benchmark) {
  let height = model.contentSize.height - 667
  benchmark.startMeasurement()
  for i in benchmark.scaledIterations {
    let y = Double((i &* 7919) % 1024) / 1024 * height
    blackHole(
      model.elements(in: Rect(x: 0, y: y, width: 375, height: 667), scroll: .init(contentOffset: Point(x: 0, y: y))))
  }
  // The layout is freed after the benchmark's closure returns: not part of a query.
  benchmark.stopMeasurement()
}

let portrait = LayoutEnvironment(
  containerSize: Size(width: 375, height: 667), layoutMargins: LayoutEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))

struct Counts: CompositionalLayoutDataSource {
  let items: Int
  var numberOfSections: Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { items }
}

enum CompositionalShape: String, CaseIterable, CustomStringConvertible {
  case list, insetGroupedList, grid, labelledGrid, tree
  var description: String {
    switch self {
    case .labelledGrid: "Labelled grid"
    case .insetGroupedList: "Inset-grouped list"
    default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
  }

  /// Estimated squares, three per row, 2 points apart, each item with
  /// `supplementaryItems` (badges).
  static func grid(supplementaryItems: [LayoutSupplementaryItem]) -> LayoutSection {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(120)),
      supplementaryItems: supplementaryItems)
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)), subitems: [item])
    group.interItemSpacing = .fixed(2)
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 2
    return section
  }

  /// List rows are estimated (44) so the measuring benchmark has something to measure;
  /// grid items are estimated squares, three per row; the labelled grid is the grid with a
  /// supplementary on every row (`group.supplementaryItems`); the tree is the article's;
  /// the inset-grouped list is `LayoutSection.list(using:layoutEnvironment:)` with a header
  /// and a footer, its rows inside the layout margins.
  func section() -> LayoutSection {
    switch self {
    case .list:
      let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      return LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    case .insetGroupedList:
      var configuration = LayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return .list(using: configuration, layoutEnvironment: portrait)
    case .grid:
      return Self.grid(supplementaryItems: [])
    case .labelledGrid:
      let section = CompositionalShape.grid.section()
      section.group.supplementaryItems = [
        LayoutSupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(16)),
          elementKind: "label", containerAnchor: LayoutAnchor(edges: [.top, .leading]))
      ]
      return section
    case .tree:
      func item(_ w: Double, _ h: Double) -> LayoutItem {
        let item = LayoutItem(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(w), heightDimension: .fractionalHeight(h)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        return item
      }
      func pair() -> LayoutGroup {
        LayoutGroup.horizontal(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.25)),
          subitem: item(0.5, 1), count: 2)
      }
      let half = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(1))
      let leading = LayoutGroup.vertical(layoutSize: half, subitems: [item(1, 0.5), pair(), pair()])
      let trailing = LayoutGroup.vertical(layoutSize: half, subitems: [pair(), pair(), item(1, 0.5)])
      let nested = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .fractionalWidth(0.9)),
        subitems: [leading, trailing])
      let section = LayoutSection(group: nested)
      section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      return section
    }
  }
}
