import CollectionLayout

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
  ///
  /// `adjustingLists` changes a list's configuration before it makes the section (the
  /// adapters' fuzz gives some lists swipe actions, which the engine carries unread).
  static func section(
    id: Int, adjustingLists adjust: (inout LayoutListConfiguration, _ id: Int) -> Void = { _, _ in }
  ) -> LayoutSection {
    if id % 4 == 3 { return listSection(id: id, adjust: adjust) }
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
  static func listSection(
    id: Int, adjust: (inout LayoutListConfiguration, _ id: Int) -> Void = { _, _ in }
  ) -> LayoutSection {
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
    adjust(&configuration, id)
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
