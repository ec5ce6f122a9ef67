import CollectionLayout
import Testing

extension FacadeFuzzTests {
  /// The split and stacked facades with cells measured between batch updates and container
  /// changes: mostly at the width they were given (so the flow, list, grid and packed
  /// lines re-place them in their lines), sometimes at another width or with a hostile
  /// extent. After every step the layout equals a fresh one given the sizes it keeps
  /// (frames, content size, and the same diagnostics apart from the measurements' own).
  @Test(arguments: FuzzWorld.seeds) func measuredCellsInSplitLayout(seed: UInt64) throws {
    try Self.runMeasured(seed: seed, "split") { world, size in
      var layout = SplitLayout(configuration: Self.splitConfiguration, environment: Self.environment(size))
      layout.prepare(environment: Self.environment(size), dataSource: FuzzSplitSource(world: world))
      return layout
    } prepare: { layout, world, size in
      layout.prepare(environment: Self.environment(size), dataSource: FuzzSplitSource(world: world))
    }
  }

  @Test(arguments: FuzzWorld.seeds) func measuredCellsInStackedLayout(seed: UInt64) throws {
    try Self.runMeasured(seed: seed, "stacked") { world, size in
      var layout = PluginLayoutEngine(environment: Self.environment(size))
      layout.prepare(environment: Self.environment(size), dataSource: FuzzStackedSource(world: world))
      return layout
    } prepare: { layout, world, size in
      layout.prepare(environment: Self.environment(size), dataSource: FuzzStackedSource(world: world))
    }
  }

  /// Runs the steps on one facade; `make` builds and prepares it, `prepare` prepares it.
  static func runMeasured<Layout: LayoutEngine>(
    seed: UInt64, _ name: String, make: (FuzzWorld, Size) -> Layout, prepare: (inout Layout, FuzzWorld, Size) -> Void
  ) throws {
    var r = FuzzWorld.Random(seed: seed &+ 200)
    var world = FuzzWorld(random: &r)
    var container = containers[0]
    var layout = make(world, container)
    for step in 0..<FuzzWorld.steps {
      let before = world.counts
      var what: String
      switch r.next(5) {
      case 0:
        container = containers[r.next(containers.count)]
        what = "container \(container)"
      case 1, 2, 3:
        guard let s = world.counts.indices.filter({ world.counts[$0] > 0 }).randomElement(using: &r) else { continue }
        let cell = ElementID.cell(section: s, item: r.next(world.counts[s]))
        let frame = layout.model.attributes(for: cell, scroll: ScrollState(contentOffset: .zero))?.frame ?? .zero
        let height = FuzzWorld.length(step &* 31 &+ s, base: 12, spread: 80, hostileEvery: 9)
        let width = r.next(4) == 0 ? frame.width + 11 : frame.width
        layout.setMeasuredSize(Size(width: width, height: height), for: cell)
        what = "measured \(cell) as \(width) × \(height)"
      default:
        let edit = world.randomEdit(&r)
        what = "\(edit.name) \(edit.actions)"
        layout.apply(try BatchUpdate(actions: edit.actions, oldItemCounts: before, newItemCounts: world.counts))
      }
      prepare(&layout, world, container)
      var fresh = make(world, container)
      for s in world.counts.indices {
        for i in 0..<world.counts[s] {
          let cell = ElementID.cell(section: s, item: i)
          if let size = layout.measuredSize(of: cell) { fresh.setMeasuredSize(size, for: cell) }
        }
      }
      prepare(&fresh, world, container)
      let comment = "\(name) measured seed \(seed) step \(step): \(what)"
      expectSame(layout.model, fresh.model, comment)
      #expect(
        layout.model.diagnostics.filter { !$0.message.hasPrefix("measured size") } == fresh.model.diagnostics,
        "\(comment): diagnostics")
    }
  }
}
