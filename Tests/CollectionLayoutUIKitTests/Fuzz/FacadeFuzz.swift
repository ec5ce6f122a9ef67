import CollectionLayout

/// The engine's four facades take random batch updates
/// (item and section inserts, deletes, moves, reloads), container changes (rotation,
/// width 0, very large) and hostile data-source values; after every step the layout equals
/// a fresh one built from the same world (frames, alpha, zIndex, hidden flags, 3D
/// transforms, at two scroll offsets; stacked sections carry effects and compositional ones
/// pinned headers, backgrounds and a cover-flow handler), and holds only finite numbers;
/// odd seeds rest short content at the end (`shortContentAlignment`), and every seed turns
/// reduced motion over once (`reducesMotion`).
///
/// The runs report through `fuzzCheck`, so `swift test` (`FacadeFuzzTests`) and the
/// coverage-guided fuzzer in `Fuzz/` drive the same code; `script` is the fuzzer's input.
enum FacadeFuzz {
  static let containers: [Size] = [
    Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 0, height: 600),
    Size(width: 20_000, height: 20_000), Size(width: 320, height: 480),
  ]

  /// Runs `steps` random steps on a facade: `make` builds it fresh for a world and a
  /// container, `update` applies one batch update and prepares it for the new world.
  static func run<Layout: LayoutEngine>(
    seed: UInt64, script: [UInt8], _ name: String, make: (FuzzWorld, Size) -> Layout, model: (Layout) -> LayoutModel,
    update: (inout Layout, BatchUpdate, FuzzWorld, Size) -> Void
  ) throws -> Int {
    var r = FuzzWorld.Random(seed: seed, script: script)
    var world = FuzzWorld(random: &r)
    var container = containers[0]
    // Odd seeds rest short content at the end: set once here, it must hold through every
    // update as it does in a fresh layout, where it is set after the first prepare.
    let alignment: ShortContentAlignment = seed % 2 == 0 ? .start : .end
    var layout = make(world, container)
    layout.shortContentAlignment = alignment
    // Half the seeds start with reduced motion, and every seed turns it over once, at a step
    // of its own: the effects chosen then must hold through every update after it.
    var reducesMotion = seed % 4 >= 2
    layout.reducesMotion = reducesMotion
    let motionTurn = Int(seed % 13)
    var steps = 0
    for step in 0..<FuzzWorld.steps {
      if step == motionTurn {
        reducesMotion.toggle()
        layout.reducesMotion = reducesMotion
      }
      let before = world.counts
      var what: String
      if r.next(5) == 0 {
        container = containers[r.next(containers.count)]
        what = "container \(container)"
        update(&layout, try BatchUpdate(actions: [], oldItemCounts: before, newItemCounts: before), world, container)
      } else {
        let edit = world.randomEdit(&r)
        what = "\(edit.name) \(edit.actions)"
        let batch = try BatchUpdate(actions: edit.actions, oldItemCounts: before, newItemCounts: world.counts)
        update(&layout, batch, world, container)
      }
      var fresh = make(world, container)
      fresh.shortContentAlignment = alignment
      fresh.reducesMotion = reducesMotion
      expectSame(model(layout), model(fresh), "\(name) seed \(seed) step \(step): \(what)")
      steps += 1
    }
    return steps
  }

  /// The same content size and, scrolled a little and a screen and a half (so effects and
  /// pinning act), the same elements with the same frames, zIndex, alpha, hidden flag and
  /// 3D transform, all finite.
  static func expectSame(_ a: LayoutModel, _ b: LayoutModel, _ comment: String) {
    fuzzCheck(a.contentSize.width.isFinite && a.contentSize.height.isFinite, "\(comment): content \(a.contentSize)")
    fuzzCheck(
      close(a.contentSize.width, b.contentSize.width) && close(a.contentSize.height, b.contentSize.height),
      "\(comment): content \(a.contentSize) against \(b.contentSize)")
    for y in [37.0, 1_000] {
      let scroll = ScrollState(contentOffset: Point(x: 0, y: y))
      let left = a.allElements(scroll: scroll)
      let right = b.allElements(scroll: scroll)
      fuzzCheck(
        left.map(\.id) == right.map(\.id),
        "\(comment): elements differ at y \(y): \(firstDifference(left.map(\.id), right.map(\.id)))")
      for (l, r) in zip(left, right) {
        guard l.frame.isFinite, close(l.frame, r.frame), l.zIndex == r.zIndex, close(l.alpha, r.alpha),
          l.isHidden == r.isHidden, l.transform3D.isFinite, close(l.transform3D, r.transform3D)
        else {
          fuzzFailure("\(comment): at y \(y) \(l) against \(r)")
          return
        }
      }
    }
  }

  /// Where two lists first differ, for a failure's message.
  static func firstDifference<Element: Equatable>(_ a: [Element], _ b: [Element]) -> String {
    guard let i = a.indices.first(where: { $0 < b.count && a[$0] != b[$0] }) else {
      return "\(a.count) against \(b.count) elements"
    }
    return "at \(i), \(a[i]) against \(b[i])"
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(a)) }
  static func close(_ a: LayoutTransform3D, _ b: LayoutTransform3D) -> Bool {
    let pairs = [
      (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14), (a.m21, b.m21), (a.m22, b.m22),
      (a.m23, b.m23), (a.m24, b.m24), (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
      (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    return pairs.allSatisfy { close($0.0, $0.1) }
  }
  static func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
  }

  static func environment(_ size: Size) -> LayoutEnvironment { LayoutEnvironment(containerSize: size) }

  static func splitLayout(seed: UInt64, script: [UInt8] = []) throws {
    let steps = try Self.run(
      seed: seed, script: script, "split",
      make: { world, size in
        var layout = SplitLayout(configuration: Self.splitConfiguration, environment: Self.environment(size))
        layout.prepare(environment: Self.environment(size), dataSource: FuzzSplitSource(world: world))
        return layout
      }, model: \.model,
      update: { layout, batch, world, size in
        layout.apply(batch)
        layout.prepare(environment: Self.environment(size), dataSource: FuzzSplitSource(world: world))
      })
    fuzzCheck(steps == FuzzWorld.steps, "split seed \(seed): \(steps) steps")
  }

  static var splitConfiguration: SplitLayoutConfiguration {
    var c = SplitLayoutConfiguration()
    c.leftSideRatio = 0.4
    c.minimumInterItemSpacing = 3
    c.minimumItemLineSpacing = 5
    c.sectionPinToVisibleBounds = true
    return c
  }

  static func stackedLayout(seed: UInt64, script: [UInt8] = []) throws {
    _ = try Self.run(
      seed: seed, script: script, "stacked",
      make: { world, size in
        var layout = PluginLayoutEngine(environment: Self.environment(size))
        layout.prepare(environment: Self.environment(size), dataSource: FuzzStackedSource(world: world))
        return layout
      }, model: \.model,
      update: { layout, batch, world, size in
        layout.apply(batch)
        layout.prepare(environment: Self.environment(size), dataSource: FuzzStackedSource(world: world))
      })
  }

  static func scrollableSectionsLayout(seed: UInt64, script: [UInt8] = []) throws {
    _ = try Self.run(
      seed: seed, script: script, "scrollable",
      make: { world, size in
        var layout = ScrollableSectionsLayout(configuration: .init(), environment: Self.environment(size))
        layout.prepare(environment: Self.environment(size), dataSource: FuzzScrollableSource(world: world))
        return layout
      }, model: \.model,
      update: { layout, batch, world, size in
        layout.apply(batch)
        layout.prepare(environment: Self.environment(size), dataSource: FuzzScrollableSource(world: world))
      })
  }

  static func compositionalLayoutEngine(seed: UInt64, script: [UInt8] = []) throws {
    // The provider reads the world the test holds now, as an app's provider reads its data.
    let current = WorldBox()
    _ = try Self.run(
      seed: seed, script: script, "compositional",
      make: { world, size in
        current.world = world
        var layout = FuzzCompositional.engine(current)
        layout.prepare(environment: Self.environment(size), dataSource: FuzzCompositional.Counts(world: world))
        return layout
      }, model: \.model,
      update: { layout, batch, world, size in
        current.world = world
        layout.apply(batch)
        layout.prepare(environment: Self.environment(size), dataSource: FuzzCompositional.Counts(world: world))
      })
  }
}
