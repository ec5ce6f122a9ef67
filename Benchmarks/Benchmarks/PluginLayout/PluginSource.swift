import CollectionLayout

/// 100 sections of one plugin, deterministic sizes and ratios, a header and a footer per
/// section, sticky header and footer, fade and scale on every cell.
struct PluginSource: PluginLayoutDataSource {
  enum Plugin: String, CaseIterable, CustomStringConvertible {
    case flow, grid, staggered, mosaic
    var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
  }

  let plugin: Plugin
  let itemCount: Int
  /// Changes section 50's item sizes (for the one-item-changed benchmark).
  var variant = 0

  static let portrait = LayoutEnvironment(containerSize: Size(width: 375, height: 667))

  var numberOfSections: Int { 100 }
  func numberOfItems(inSection section: Int) -> Int { itemCount / 100 }

  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
    let layout: any ItemArranger =
      switch plugin {
      case .flow: FlowSectionLayout(interItemSpacing: 4, lineSpacing: 4)
      case .grid: GridSectionLayout(interItemSpacing: 2, lineSpacing: 2)
      case .staggered: StaggeredSectionLayout(lineCount: 3, interItemSpacing: 2, lineSpacing: 2)
      case .mosaic: MosaicSectionLayout(lineCount: 4, lineMultiple: 50, interItemSpacing: 2, lineSpacing: 2)
      }
    return SectionDescriptor(
      layout: layout, headerSize: Size(width: crossExtent, height: 44),
      footerSize: Size(width: crossExtent, height: 30),
      inset: LayoutEdgeInsets(all: 2),
      effects: [
        SectionEffect(StickyEffect(edge: .start), on: .header), SectionEffect(StickyEffect(edge: .end), on: .footer),
        SectionEffect(FadeEffect(), on: .cells), SectionEffect(ScaleEffect(), on: .cells),
      ])
  }

  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
    let k = path.item &+ (path.section == 50 ? variant : 0)
    return ItemInput(
      size: Size(width: Double(40 + (k * 37) % 120), height: Double(30 + (k * 13) % 50)),
      aspectRatio: Self.ratios[k % 5], lineFraction: 2 + k % 3, canBeBig: k % 4 != 1)
  }

  /// Deterministic aspect ratios (a stored array: a literal here would allocate per item).
  static let ratios = [4.0 / 3, 0.75, 1, 16.0 / 9, 0.5625]

  static func prepared(_ source: PluginSource) -> PluginLayoutEngine {
    var layout = PluginLayoutEngine()
    layout.prepare(environment: portrait, dataSource: source)
    return layout
  }

  /// Deterministic pseudo-random offsets over `height`.
  static func offsets(over height: Double) -> [Double] {
    var state: UInt64 = 0x1234_5678
    return (0..<1024).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53) * height
    }
  }
}

/// One section of `itemCount` items laid out by `layout`, sizes and aspect ratios varying
/// by item (or, with `estimatedWidth`, every item that wide, as self-sizing tags are
/// estimated), no chrome or effects.
struct OneSection: PluginLayoutDataSource {
  let itemCount: Int
  let layout: any ItemArranger
  var estimatedWidth: Double? = nil

  var numberOfSections: Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { itemCount }

  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
    SectionDescriptor(layout: layout)
  }

  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
    ItemInput(
      size: Size(
        width: estimatedWidth ?? Double(40 + (path.item * 37) % 120), height: Double(30 + (path.item * 13) % 50)),
      aspectRatio: PluginSource.ratios[path.item % 5])
  }
}
