/// What a scrollable-section layout asks of the app, as the flow-layout delegate plus
/// JEK's section hooks. Every method but the counts has a default (`nil`: the layout's
/// value), so a conformer answers only what differs per section or item.
public protocol ScrollableSectionsDataSource: SectionCounts {
  /// The size of one item (physical), or `nil` for the layout's `itemSize`.
  func sizeForItem(at path: ItemPath) -> Size?
  /// The section's inter-item spacing, or `nil`.
  func interitemSpacing(forSection section: Int) -> Double?
  /// The section's insets, or `nil`.
  func inset(forSection section: Int) -> LayoutEdgeInsets?
  /// The section's header size, or `nil`.
  func headerReferenceSize(forSection section: Int) -> Size?
  /// The section's footer size, or `nil`.
  func footerReferenceSize(forSection section: Int) -> Size?
  /// Whether the section wraps its items into lines instead of scrolling one row.
  func wrapsItems(inSection section: Int) -> Bool
  /// How the section scrolls, or `nil`.
  func scrollConfiguration(forSection section: Int) -> StripScrollSettings?
  /// The colour of the section's background, when backgrounds are shown.
  func backgroundColor(forSection section: Int) -> LayoutColor?
}

extension ScrollableSectionsDataSource {
  /// The layout's `itemSize`.
  public func sizeForItem(at path: ItemPath) -> Size? { nil }
  /// The layout's spacing.
  public func interitemSpacing(forSection section: Int) -> Double? { nil }
  /// The layout's insets.
  public func inset(forSection section: Int) -> LayoutEdgeInsets? { nil }
  /// The layout's header size.
  public func headerReferenceSize(forSection section: Int) -> Size? { nil }
  /// The layout's footer size.
  public func footerReferenceSize(forSection section: Int) -> Size? { nil }
  /// One scrolling row.
  public func wrapsItems(inSection section: Int) -> Bool { false }
  /// The layout's section scrolling.
  public func scrollConfiguration(forSection section: Int) -> StripScrollSettings? { nil }
  /// No colour.
  public func backgroundColor(forSection section: Int) -> LayoutColor? { nil }
}

/// Presents a ``ScrollableSectionsDataSource`` to the engine: one column, each section a
/// ``StripSectionLayout`` with full-width chrome.
struct ScrollableSectionsSource<DataSource: ScrollableSectionsDataSource>: CountedLayoutSource {
  let dataSource: DataSource
  let configuration: ScrollableSectionsConfiguration
  let scrollDirection: ScrollDirection

  func descriptor(forSection section: Int, in column: ColumnContext) -> SectionDescriptor {
    let scrolling = dataSource.scrollConfiguration(forSection: section) ?? configuration.sectionScrolling
    let metrics = SectionMetrics(
      interItemSpacing: configuration.minimumInteritemSpacing, inset: configuration.sectionInset
    )
    .overridden(
      interItemSpacing: dataSource.interitemSpacing(forSection: section), inset: dataSource.inset(forSection: section))
    let layout = StripSectionLayout(
      interitemSpacing: metrics.interItemSpacing, wraps: dataSource.wrapsItems(inSection: section),
      behavior: scrolling.snapping)
    var inset = metrics.inset
    // Upstream: an empty section is header + bottom inset + footer (no top inset).
    if dataSource.numberOfItems(inSection: section) <= 0 {
      if scrollDirection == .vertical { inset.top = 0 } else { inset.left = 0 }
    }
    let header = dataSource.headerReferenceSize(forSection: section) ?? configuration.headerReferenceSize
    let footer = dataSource.footerReferenceSize(forSection: section) ?? configuration.footerReferenceSize
    var descriptor = SectionDescriptor(
      layout: layout, headerSize: spanning(header, column.width), footerSize: spanning(footer, column.width),
      inset: inset, backgroundColor: dataSource.backgroundColor(forSection: section))
    descriptor.hasBackground = configuration.showsSectionBackgrounds
    descriptor.backgroundCoversSection = true
    return descriptor
  }

  /// A reference size made to span the section (its cross extent ignored, as upstream).
  private func spanning(_ size: Size, _ width: Double) -> Size {
    scrollDirection == .vertical ? Size(width: width, height: size.height) : Size(width: size.width, height: width)
  }

  func sizeForItem(at path: ItemPath, in column: ColumnContext) -> Size {
    dataSource.sizeForItem(at: path) ?? configuration.itemSize
  }
}
