import CollectionLayout
import PropertyBased

/// A stacked layout's sections for tests: a layout, chrome, effects and inputs per section.
struct TestStackedSource: PluginLayoutDataSource {
  struct Section {
    var layout: any ItemArranger
    var items: [ItemInput]
    var header: Double = 0
    var footer: Double = 0
    var inset: LayoutEdgeInsets = .zero
    var effects: [SectionEffect] = []
  }

  var sections: [Section]
  /// Whether headers and footers take the cross extent across (vertical) or down
  /// (horizontal): their physical size is built for the direction.
  var direction: ScrollDirection = .vertical

  var numberOfSections: Int { sections.count }
  func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
    let s = sections[section]
    func chrome(_ length: Double) -> Size {
      direction == .vertical ? Size(width: crossExtent, height: length) : Size(width: length, height: crossExtent)
    }
    return SectionDescriptor(
      layout: s.layout, headerSize: chrome(s.header), footerSize: chrome(s.footer), inset: s.inset,
      backgroundColor: nil, effects: s.effects)
  }

  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput { sections[path.section].items[path.item] }

  /// The same sections for the other scroll direction: sizes transposed, aspect ratios
  /// inverted, so the result is the transposed layout.
  var transposed: TestStackedSource {
    var t = self
    t.direction = direction == .vertical ? .horizontal : .vertical
    t.sections = sections.map { s in
      var s = s
      s.items = s.items.map { i in
        var i = i
        i.size = i.size.transposed
        i.aspectRatio = 1 / i.aspectRatio
        return i
      }
      s.inset = s.inset.transposed
      return s
    }
    return t
  }
}

/// A random stacked layout: every plugin, random inputs, optional effects.
struct PluginScenario: Sendable, CustomStringConvertible {
  var width: Double
  var seed: UInt64
  var withEffects: Bool

  var description: String { "width \(width), seed \(seed), effects \(withEffects)" }

  static let generator = zip(Gen.int(in: 0...500), Gen.uint64(in: 0...UInt64.max), Gen.bool).map {
    PluginScenario(width: Double($0), seed: $1, withEffects: $2)
  }

  func environment(_ direction: ScrollDirection = .vertical) -> LayoutEnvironment {
    var env = LayoutEnvironment.container(width, 600)
    if direction == .horizontal {
      env.containerSize = env.containerSize.transposed
      env.scrollDirection = .horizontal
    }
    return env
  }

  func layout(_ source: TestStackedSource, direction: ScrollDirection = .vertical) -> PluginLayoutEngine {
    var layout = PluginLayoutEngine()
    layout.prepare(environment: environment(direction), dataSource: source)
    return layout
  }

  func source() -> TestStackedSource {
    var rng = SplitMix64(seed: seed)
    let count = Int(rng.next() % 6)
    return TestStackedSource(sections: (0..<count).map { _ in Self.section(&rng, withEffects: withEffects) })
  }

  static func section(_ rng: inout SplitMix64, withEffects: Bool) -> TestStackedSource.Section {
    let spacing = Double(rng.next() % 9)
    let line = Double(rng.next() % 9)
    let columns = 1 + Int(rng.next() % 5)
    let layout: any ItemArranger =
      switch rng.next() % 5 {
      case 0:
        FlowSectionLayout(
          interItemSpacing: spacing, lineSpacing: line, alignment: FlowAlignment.allCases[Int(rng.next() % 4)])
      case 1: GridSectionLayout(interItemSpacing: spacing, lineSpacing: line)
      case 2:
        StaggeredSectionLayout(
          lineCount: columns, interItemSpacing: spacing, lineSpacing: line,
          placement: rng.next() % 2 == 0 ? .roundRobin : .shortestColumn)
      case 3:
        MosaicSectionLayout(
          lineCount: columns, lineMultiple: Double(20 + rng.next() % 40), interItemSpacing: spacing, lineSpacing: line)
      default: ListSectionLayout(lineSpacing: line)
      }
    let items = (0..<Int(rng.next() % 40)).map { _ in
      ItemInput(
        size: Size(width: Double(rng.next() % 200) + 0.5, height: Double(rng.next() % 120) + 0.25),
        aspectRatio: [0.5, 0.75, 1, 4.0 / 3, 16.0 / 9, 2][Int(rng.next() % 6)], lineFraction: 1 + Int(rng.next() % 4),
        canBeBig: rng.next() % 3 != 0)
    }
    var section = TestStackedSource.Section(layout: layout, items: items)
    if rng.next() % 2 == 0 { section.header = Double(rng.next() % 50) }
    if rng.next() % 2 == 0 { section.footer = Double(rng.next() % 40) }
    if rng.next() % 2 == 0 {
      section.inset = LayoutEdgeInsets(
        top: Double(rng.next() % 12), left: Double(rng.next() % 12), bottom: Double(rng.next() % 12),
        right: Double(rng.next() % 12))
    }
    if withEffects {
      section.effects = [
        SectionEffect(StickyEffect(edge: .start), on: .header), SectionEffect(StickyEffect(edge: .end), on: .footer),
        SectionEffect(ElasticEffect(), on: .cells), SectionEffect(ParallaxEffect(fraction: 0.3), on: .cells),
        SectionEffect(FadeEffect(), on: .cells), SectionEffect(ScaleEffect(), on: .cells),
      ].filter { _ in rng.next() % 2 == 0 }
    }
    return section
  }
}
