import CollectionLayout

extension FacadeFuzz {
  /// The compositional engine with self-sizing answers (hostile ones too: NaN, negative,
  /// infinite, 1e308) for items and for the badges and group supplementaries of the grid
  /// sections, and strips scrolled: measurements follow their items, offsets their
  /// sections; a fresh engine given the same measurements and offsets is the same.
  static func compositionalMeasurementsAndStrips(seed: UInt64, script: [UInt8] = []) throws {
    var r = FuzzWorld.Random(seed: seed &+ 100, script: script)
    let current = WorldBox()
    current.world = FuzzWorld(random: &r)
    var container = Self.containers[0]
    // Every answer, in the order given: an item's (no kind) or its badge's.
    var measured: [(id: Int, kind: ElementKind?, size: Size)] = []
    func fresh() -> CompositionalLayoutEngine {
      var layout = FuzzCompositional.engine(current)
      for (id, kind, size) in measured {
        guard let path = current.world.path(of: id) else { continue }
        layout.setMeasuredSize(size, for: FuzzCompositional.element(kind, at: path))
      }
      layout.prepare(
        environment: Self.environment(container), dataSource: FuzzCompositional.Counts(world: current.world))
      return layout
    }
    var layout = fresh()
    for step in 0..<FuzzWorld.steps {
      let before = current.world.counts
      var what: String
      switch r.next(6) {
      case 0:
        let old = container
        container = Self.containers[r.next(Self.containers.count)]
        // A new width forgets measurements (the engine's documented rule).
        if old.width != container.width { measured = [] }
        what = "container \(container)"
      case 1, 2:
        guard !current.world.sections.isEmpty else { continue }
        let s = r.next(current.world.sections.count)
        guard !current.world.sections[s].items.isEmpty else { continue }
        let i = r.next(current.world.sections[s].items.count)
        let id = current.world.sections[s].items[i]
        let size = Size(width: 300, height: FuzzWorld.length(id &+ step, base: 30, spread: 70, hostileEvery: 5))
        // In a grid section (kind 1), now and then the item's badge or its group's label.
        let kinds: [ElementKind?] = current.world.sections[s].id % 4 == 1 ? [nil, "badge", "row"] : [nil]
        let kind = kinds[r.next(kinds.count)]
        layout.setMeasuredSize(size, for: FuzzCompositional.element(kind, at: ItemPath(section: s, item: i)))
        measured.append((id, kind, size))
        what = "measured \(kind?.rawValue ?? "item") \(s).\(i) as \(size)"
      case 3:
        guard !current.world.sections.isEmpty else { continue }
        let s = r.next(current.world.sections.count)
        let offset = [0, 35, 1e308, -Double.infinity, 500][r.next(5)]
        _ = layout.scrollSection(s, to: offset)
        what = "scroll section \(s) to \(offset)"
      default:
        let sectionsBefore = current.world.sectionOfItem
        let edit = current.world.randomEdit(&r)
        what = "\(edit.name) \(edit.actions)"
        layout.apply(try BatchUpdate(actions: edit.actions, oldItemCounts: before, newItemCounts: current.world.counts))
        // An item moved into another section is measured again there (the engine's rule).
        let sectionsAfter = current.world.sectionOfItem
        measured.removeAll { sectionsAfter[$0.id] != sectionsBefore[$0.id] }
      }
      layout.prepare(
        environment: Self.environment(container), dataSource: FuzzCompositional.Counts(world: current.world))
      var reference = fresh()
      for (section, offset) in layout.sectionOffsets.values { _ = reference.scrollSection(section, to: offset) }
      let comment = "compositional seed \(seed) step \(step): \(what)"
      Self.expectSame(layout.model, reference.model, comment)
      let scroll = layout.scrollState(contentOffset: .zero)
      let shown = layout.model.elements(in: Rect(x: -50, y: -50, width: 2_000, height: 4_000), scroll: scroll)
      let expected = reference.model.elements(
        in: Rect(x: -50, y: -50, width: 2_000, height: 4_000), scroll: reference.scrollState(contentOffset: .zero))
      fuzzCheck(
        shown.map(\.id) == expected.map(\.id),
        "\(comment): strips \(firstDifference(shown.map(\.id), expected.map(\.id)))")
      fuzzCheck(
        shown.allSatisfy { $0.frame.isFinite },
        "\(comment): \(shown.first { !$0.frame.isFinite }.map { "\($0.id) at \($0.frame)" } ?? "")")
    }
  }
}

extension FacadeFuzz {
  /// The split and stacked facades with cells measured between batch updates and container
  /// changes: mostly at the width they were given (so the flow, list, grid and packed
  /// lines re-place them in their lines), sometimes at another width or with a hostile
  /// extent. After every step the layout equals a fresh one given the sizes it keeps
  /// (frames, content size, and the same diagnostics apart from the measurements' own).
  static func measuredCellsInSplitLayout(seed: UInt64, script: [UInt8] = []) throws {
    try Self.runMeasured(seed: seed, script: script, "split") { world, size in
      var layout = SplitLayout(configuration: Self.splitConfiguration, environment: Self.environment(size))
      layout.prepare(environment: Self.environment(size), dataSource: FuzzSplitSource(world: world))
      return layout
    } prepare: { layout, world, size in
      layout.prepare(environment: Self.environment(size), dataSource: FuzzSplitSource(world: world))
    }
  }

  static func measuredCellsInStackedLayout(seed: UInt64, script: [UInt8] = []) throws {
    try Self.runMeasured(seed: seed, script: script, "stacked") { world, size in
      var layout = PluginLayoutEngine(environment: Self.environment(size))
      layout.prepare(environment: Self.environment(size), dataSource: FuzzStackedSource(world: world))
      return layout
    } prepare: { layout, world, size in
      layout.prepare(environment: Self.environment(size), dataSource: FuzzStackedSource(world: world))
    }
  }

  /// Runs the steps on one facade; `make` builds and prepares it, `prepare` prepares it.
  static func runMeasured<Layout: LayoutEngine>(
    seed: UInt64, script: [UInt8], _ name: String, make: (FuzzWorld, Size) -> Layout,
    prepare: (inout Layout, FuzzWorld, Size) -> Void
  ) throws {
    var r = FuzzWorld.Random(seed: seed &+ 200, script: script)
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
      let diagnostics = layout.model.diagnostics.filter { !$0.message.hasPrefix("measured size") }
      let difference = firstDifference(diagnostics.map(\.description), fresh.model.diagnostics.map(\.description))
      fuzzCheck(diagnostics == fresh.model.diagnostics, "\(comment): diagnostics \(difference)")
    }
  }
}
