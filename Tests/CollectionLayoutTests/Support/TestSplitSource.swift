import CollectionLayout

/// An in-memory split-layout data source that counts the size requests it answers.
final class TestSplitSource: SplitLayoutDataSource {
  struct Section {
    var side: SplitSide = .left
    var sizes: [Size]
    var header: Size = .zero
    var footer: Size = .zero
    var inset: LayoutEdgeInsets? = nil
    var interItem: Double? = nil
    var line: Double? = nil
    var color: LayoutColor? = nil
  }

  var sections: [Section]
  private(set) var sizeRequests = 0

  init(_ sections: [Section]) { self.sections = sections }

  /// Sections of `counts` items, all of `size`, in `side`.
  convenience init(counts: [Int], size: Size, side: SplitSide = .left) {
    self.init(counts.map { Section(side: side, sizes: Array(repeating: size, count: $0)) })
  }

  var numberOfSections: Int { sections.count }
  func numberOfItems(inSection section: Int) -> Int { sections[section].sizes.count }
  func side(forSection section: Int) -> SplitSide { sections[section].side }
  func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size {
    sizeRequests += 1
    return sections[path.section].sizes[path.item]
  }
  func headerSize(forSection section: Int, width: Double, side: SplitSide) -> Size { sections[section].header }
  func footerSize(forSection section: Int, width: Double, side: SplitSide) -> Size { sections[section].footer }
  func inset(forSection section: Int, side: SplitSide) -> LayoutEdgeInsets? { sections[section].inset }
  func minimumInterItemSpacing(forSection section: Int, side: SplitSide) -> Double? { sections[section].interItem }
  func minimumItemLineSpacing(forSection section: Int, side: SplitSide) -> Double? { sections[section].line }
  func backgroundColor(forSection section: Int, side: SplitSide) -> LayoutColor? { sections[section].color }
}

extension LayoutEnvironment {
  /// A vertical, left-to-right container of `width` × `height` with no insets.
  static func container(_ width: Double, _ height: Double) -> LayoutEnvironment {
    LayoutEnvironment(containerSize: Size(width: width, height: height))
  }
}

extension SplitLayout {
  /// A prepared split layout.
  static func prepared(
    _ configuration: SplitLayoutConfiguration = SplitLayoutConfiguration(), environment: LayoutEnvironment,
    source: some SplitLayoutDataSource
  ) -> SplitLayout {
    var layout = SplitLayout(configuration: configuration, environment: environment)
    layout.prepare(environment: environment, dataSource: source)
    return layout
  }

  /// The frame of an element at the resting scroll position.
  func frame(_ id: ElementID) -> Rect? {
    model.attributes(for: id, scroll: .resting(in: environment))?.frame
  }

  /// The frame of the cell at `(section, item)`.
  func cellFrame(_ section: Int, _ item: Int) -> Rect? { frame(.cell(section: section, item: item)) }
}
