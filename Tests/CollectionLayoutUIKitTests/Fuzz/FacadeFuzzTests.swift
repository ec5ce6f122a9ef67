import CollectionLayout
import Testing

/// The engine's four facades take random batch updates
/// (item and section inserts, deletes, moves, reloads), container changes (rotation,
/// width 0, very large) and hostile data-source values; after every step the layout equals
/// a fresh one built from the same world (frames, alpha, zIndex, hidden flags, 3D
/// transforms, at two scroll offsets; stacked sections carry effects and compositional ones
/// pinned headers, backgrounds and a cover-flow handler), and holds only finite numbers;
/// odd seeds rest short content at the end (`shortContentAlignment`), and every seed turns
/// reduced motion over once (`reducesMotion`).
@Suite("Differential fuzz: engine facades")
struct FacadeFuzzTests {
  static let containers: [Size] = [
    Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 0, height: 600),
    Size(width: 20_000, height: 20_000), Size(width: 320, height: 480),
  ]

  /// Runs `steps` random steps on a facade: `make` builds it fresh for a world and a
  /// container, `update` applies one batch update and prepares it for the new world.
  static func run<Layout: LayoutEngine>(
    seed: UInt64, _ name: String, make: (FuzzWorld, Size) -> Layout, model: (Layout) -> LayoutModel,
    update: (inout Layout, BatchUpdate, FuzzWorld, Size) -> Void
  ) throws -> Int {
    var r = FuzzWorld.Random(seed: seed)
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
    #expect(a.contentSize.width.isFinite && a.contentSize.height.isFinite, "\(comment)")
    #expect(
      close(a.contentSize.width, b.contentSize.width) && close(a.contentSize.height, b.contentSize.height),
      "\(comment): content \(a.contentSize) against \(b.contentSize)")
    for y in [37.0, 1_000] {
      let scroll = ScrollState(contentOffset: Point(x: 0, y: y))
      let left = a.allElements(scroll: scroll)
      let right = b.allElements(scroll: scroll)
      #expect(left.map(\.id) == right.map(\.id), "\(comment): elements differ at y \(y)")
      for (l, r) in zip(left, right) {
        guard l.frame.isFinite, close(l.frame, r.frame), l.zIndex == r.zIndex, close(l.alpha, r.alpha),
          l.isHidden == r.isHidden, l.transform3D.isFinite, close(l.transform3D, r.transform3D)
        else {
          Issue.record("\(comment): at y \(y) \(l) against \(r)")
          return
        }
      }
    }
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

  @Test(arguments: FuzzWorld.seeds) func splitLayout(seed: UInt64) throws {
    let steps = try Self.run(
      seed: seed, "split",
      make: { world, size in
        var layout = SplitLayout(configuration: Self.splitConfiguration, environment: Self.environment(size))
        layout.prepare(environment: Self.environment(size), dataSource: FuzzSplitSource(world: world))
        return layout
      }, model: \.model,
      update: { layout, batch, world, size in
        layout.apply(batch)
        layout.prepare(environment: Self.environment(size), dataSource: FuzzSplitSource(world: world))
      })
    #expect(steps == FuzzWorld.steps)
  }

  static var splitConfiguration: SplitLayoutConfiguration {
    var c = SplitLayoutConfiguration()
    c.leftSideRatio = 0.4
    c.minimumInterItemSpacing = 3
    c.minimumItemLineSpacing = 5
    c.sectionPinToVisibleBounds = true
    return c
  }

  @Test(arguments: FuzzWorld.seeds) func stackedLayout(seed: UInt64) throws {
    _ = try Self.run(
      seed: seed, "stacked",
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

  @Test(arguments: FuzzWorld.seeds) func scrollableSectionsLayout(seed: UInt64) throws {
    _ = try Self.run(
      seed: seed, "scrollable",
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

  @Test(arguments: FuzzWorld.seeds) func compositionalLayoutEngine(seed: UInt64) throws {
    // The provider reads the world the test holds now, as an app's provider reads its data.
    let current = WorldBox()
    _ = try Self.run(
      seed: seed, "compositional",
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

extension FacadeFuzzTests {
  /// The compositional engine with self-sizing answers (hostile ones too: NaN, negative,
  /// infinite, 1e308) for items and for the badges and group supplementaries of the grid
  /// sections, and strips scrolled: measurements follow their items, offsets their
  /// sections; a fresh engine given the same measurements and offsets is the same.
  @Test(arguments: FuzzWorld.seeds) func compositionalMeasurementsAndStrips(seed: UInt64) throws {
    var r = FuzzWorld.Random(seed: seed &+ 100)
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
      #expect(shown.map(\.id) == expected.map(\.id), "\(comment): strips")
      #expect(shown.allSatisfy { $0.frame.isFinite }, "\(comment)")
    }
  }
}

extension FuzzWorld {
  /// The id of the section holding each item, by item id.
  var sectionOfItem: [Int: Int] {
    var result: [Int: Int] = [:]
    for section in sections {
      for item in section.items { result[item] = section.id }
    }
    return result
  }

  /// Where item `id` is now.
  func path(of id: Int) -> ItemPath? {
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(of: id) { return ItemPath(section: s, item: i) }
    }
    return nil
  }
}

extension FuzzCompositional {
  /// The item at `path`, or its supplementary of `kind`.
  static func element(_ kind: ElementKind?, at path: ItemPath) -> ElementID {
    kind.map { .supplementary($0, section: path.section, item: path.item) }
      ?? .cell(section: path.section, item: path.item)
  }
}

/// The world a compositional provider reads (a reference, as an app's data source is).
final class WorldBox: @unchecked Sendable {
  var world = FuzzWorld.emptyWorld
}

extension FuzzWorld {
  static var emptyWorld: FuzzWorld {
    var r = Random(seed: 0)
    var world = FuzzWorld(random: &r)
    world.sections = []
    return world
  }
}

/// A split data source from a world: sides by section id, sizes and headers by id.
struct FuzzSplitSource: SplitLayoutDataSource {
  let world: FuzzWorld
  var numberOfSections: Int { world.sections.count }
  func numberOfItems(inSection section: Int) -> Int { world.sections[section].items.count }
  func side(forSection section: Int) -> SplitSide { world.sections[section].id % 2 == 0 ? .left : .right }
  func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size {
    let id = world.id(path)
    return Size(
      width: FuzzWorld.length(id, base: 20, spread: 90), height: FuzzWorld.length(id &* 7, base: 10, spread: 60))
  }
  func headerSize(forSection section: Int, width: Double, side: SplitSide) -> Size {
    Size(width: width, height: FuzzWorld.length(world.sections[section].id, base: 0, spread: 40, hostileEvery: 0))
  }
}

/// A stacked data source: flow, list, grid, staggered or mosaic by section id.
struct FuzzStackedSource: PluginLayoutDataSource {
  let world: FuzzWorld
  var numberOfSections: Int { world.sections.count }
  func numberOfItems(inSection section: Int) -> Int { world.sections[section].items.count }
  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
    let id = world.sections[section].id
    let layout: any ItemArranger =
      switch id % 5 {
      case 0: FlowSectionLayout(interItemSpacing: 4, lineSpacing: 6)
      case 1: ListSectionLayout(lineSpacing: 2)
      case 2: GridSectionLayout(interItemSpacing: 3, lineSpacing: 3)
      case 3: StaggeredSectionLayout(lineCount: 3, interItemSpacing: 2, lineSpacing: 2)
      default: MosaicSectionLayout(lineCount: 4, lineMultiple: 40, interItemSpacing: 2, lineSpacing: 2)
      }
    return SectionDescriptor(
      layout: layout, headerSize: Size(width: crossExtent, height: Double(id % 3) * 20),
      inset: LayoutEdgeInsets(top: 4, left: 4, bottom: 4, right: 4),
      effects: Self.effects(id))
  }

  /// A section's effects by id: fading cells, parallax or scaled cells with a sticky header,
  /// an elastic section with a sticky footer, or none.
  static func effects(_ id: Int) -> [SectionEffect] {
    switch id % 6 {
    case 0: [SectionEffect(FadeEffect(), on: .cells)]
    case 1: [SectionEffect(ParallaxEffect(fraction: 0.3), on: .cells), SectionEffect(StickyEffect(), on: .header)]
    case 2: [SectionEffect(ScaleEffect(), on: .cells), SectionEffect(StickyEffect(edge: .start), on: .header)]
    case 3: [SectionEffect(ElasticEffect(), on: .cells), SectionEffect(StickyEffect(edge: .end), on: .footer)]
    default: []
    }
  }
  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
    let id = world.id(path)
    return ItemInput(
      size: Size(
        width: FuzzWorld.length(id, base: 30, spread: 80), height: FuzzWorld.length(id &* 3, base: 20, spread: 50)),
      aspectRatio: id % 31 == 0 ? .nan : 0.5 + Double(id % 4) * 0.5, lineFraction: 1 + id % 3)
  }
}

/// A scrollable-sections data source: sizes by id, every third section wrapping.
struct FuzzScrollableSource: ScrollableSectionsDataSource {
  let world: FuzzWorld
  var numberOfSections: Int { world.sections.count }
  func numberOfItems(inSection section: Int) -> Int { world.sections[section].items.count }
  func sizeForItem(at path: ItemPath) -> Size? {
    let id = world.id(path)
    return Size(width: FuzzWorld.length(id, base: 40, spread: 60), height: FuzzWorld.length(id, base: 30, spread: 20))
  }
  func interitemSpacing(forSection section: Int) -> Double? { 5 }
  func inset(forSection section: Int) -> LayoutEdgeInsets? { nil }
  func headerReferenceSize(forSection section: Int) -> Size? { Size(width: 0, height: 22) }
  func footerReferenceSize(forSection section: Int) -> Size? { nil }
  func wrapsItems(inSection section: Int) -> Bool { world.sections[section].id % 3 == 0 }
  func scrollConfiguration(forSection section: Int) -> StripScrollSettings? { nil }
  func backgroundColor(forSection section: Int) -> LayoutColor? { nil }
}

/// Compositional sections by section id: a list, a grid with badges and a supplementary on
/// each row, a strip that scrolls on its own with one under each card; layout-wide header
/// and footer and inter-section spacing.
enum FuzzCompositional {
  struct Counts: CompositionalLayoutDataSource {
    let world: FuzzWorld
    var numberOfSections: Int { world.sections.count }
    func numberOfItems(inSection section: Int) -> Int { world.sections[section].items.count }
  }

  static var configuration: CompositionalLayoutConfiguration {
    let c = CompositionalLayoutConfiguration()
    c.interSectionSpacing = 9
    c.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: "layout-header", alignment: .top),
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
        elementKind: "layout-footer", alignment: .bottom),
    ]
    return c
  }

  static func engine(_ box: WorldBox) -> CompositionalLayoutEngine {
    CompositionalLayoutEngine(configuration: configuration) { index, _ in
      guard box.world.sections.indices.contains(index) else { return nil }
      return section(id: box.world.sections[index].id)
    }
  }

  /// The section of the world's section `id`: its kind from `id % 4`, its content insets
  /// reference from `id / 3` and its supplementaries' from `id / 7` (every reference,
  /// `automatic` included); a list section (kind 3) keeps its appearance's references.
  /// Every other kind-0 section pins its header, every other kind-1 section has a background
  /// decoration, and every other strip (kind 2) turns its elements in depth (``coverFlow``).
  static func section(id: Int) -> LayoutSection {
    if id % 4 == 3 { return listSection(id: id) }
    let section = section(kind: id % 4)
    switch id % 8 {
    case 4: section.boundarySupplementaryItems.forEach { $0.pinToVisibleBounds = true }
    case 5: section.decorationItems = [.background(elementKind: backgroundKind)]
    case 6: section.visibleItemsInvalidationHandler = coverFlow
    default: break
    }
    let references = ContentInsetsReference.allCases
    section.contentInsetsReference = references[(id / 3) % references.count]
    section.supplementaryContentInsetsReference = references[(id / 7) % references.count]
    return section
  }

  /// A list section: its appearance from `id / 4`, a header unless `id / 4` is odd (then
  /// the first item stands for it), a footer every third list, and a given padding for
  /// half of them.
  static func listSection(id: Int) -> LayoutSection {
    let variant = id / 4
    let appearances = LayoutListConfiguration.Appearance.allCases
    var configuration = LayoutListConfiguration(appearance: appearances[variant % appearances.count])
    configuration.headerMode = variant % 2 == 0 ? .supplementary : .firstItemInSection
    configuration.footerMode = variant % 3 == 0 ? .supplementary : .none
    if (id / 8) % 2 == 0 { configuration.headerTopPadding = Double(variant % 5) * 6 }
    // The system background of the appearance, or a colour of the list's own.
    if variant % 4 == 3 { configuration.backgroundColor = LayoutColor(red: 0, green: 0.5, blue: Double(id % 3) / 2) }
    // Separators: automatic, hidden, or changed item by item (by index path alone, so an
    // update's answer can equal a fresh layout's).
    switch variant % 3 {
    case 0: configuration.showsSeparators = false
    case 1: configuration.separatorConfiguration.topSeparatorVisibility = .visible
    default:
      configuration.itemSeparatorHandler = { path, resolved in
        var c = resolved
        c.bottomSeparatorInsets.leading = path.item % 3 == 0 ? 0 : resolved.bottomSeparatorInsets.leading + 8
        c.color = LayoutColor(red: Double(path.item % 4) / 4, green: 0, blue: 0)
        if path.item % 5 == 4 { c.bottomSeparatorVisibility = .hidden }
        return c
      }
    }
    let section = LayoutSection.list(
      using: configuration, layoutEnvironment: LayoutEnvironment(containerSize: Size(width: 0, height: 0)))
    // Some lists shrink and fade every other row, which carries its separators along.
    if variant % 5 == 1 {
      section.visibleItemsInvalidationHandler = { items, _, _ in
        for item in items where item.id.category == .cell && item.id.item % 2 == 1 {
          item.alpha = 0.5
          item.transform = LayoutTransform(scaleX: 0.9, y: 0.9)
        }
      }
    }
    return section
  }

  static func section(kind: Int) -> LayoutSection {
    switch kind {
    case 0:
      let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      let section = LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
      section.interGroupSpacing = 4
      section.boundarySupplementaryItems = [
        LayoutBoundarySupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(26)),
          elementKind: "header", alignment: .top)
      ]
      return section
    case 1:
      let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .estimated(12), heightDimension: .absolute(12)), elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 4, y: -4)))
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalWidth(1.0 / 3)),
        supplementaryItems: [badge])
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
        subitems: [item])
      group.supplementaryItems = [
        LayoutSupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .absolute(30), heightDimension: .estimated(10)), elementKind: "row",
          containerAnchor: LayoutAnchor(edges: [.bottom, .leading]))
      ]
      return LayoutSection(group: group)
    default:
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(80)), subitems: [item])
      group.supplementaryItems = [
        LayoutSupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(8)),
          elementKind: "card", containerAnchor: LayoutAnchor(edges: [.bottom], fractionalOffset: Point(x: 0, y: 1)))
      ]
      let section = LayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 8
      return section
    }
  }

  /// The kind of the sections' background decorations.
  static let backgroundKind = "fuzz-background"

  /// Cover flow: each element of the strip turned in depth and faded by its distance from
  /// the screen's centre, as a handler written for UIKit does.
  static let coverFlow: VisibleItemsHandler = { items, offset, environment in
    let width = Swift.max(environment.containerSize.width, 1)
    for item in items {
      let distance = (item.frame.midX - offset.x - width / 2) / width
      var transform = LayoutTransform3D.identity
      transform.m34 = -1.0 / 500
      item.transform3D = transform.rotated(by: -distance * .pi / 3, x: 0, y: 1, z: 0)
      item.alpha = 1 - Swift.min(abs(distance), 0.5)
    }
  }
}
