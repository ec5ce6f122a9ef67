/// JEKScrollableSectionCollectionViewLayout's model: sections stacked along the scroll
/// axis, each one row of items that scrolls on its own (or wraps, when the data source
/// says so), full-width headers and footers, optional backgrounds covering whole sections,
/// optional pinned headers.
///
/// ```swift
/// var layout = ScrollableSectionsLayout(configuration: .init(itemSize: Size(width: 50, height: 50)))
/// layout.prepare(environment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)),
///                dataSource: myData)
/// layout.scrollSection(1, to: 120)
/// let visible = layout.model.elements(in: visibleRect, scroll: layout.scrollState(contentOffset: offset))
/// ```
///
/// Beyond upstream: section offsets survive relayouts and follow their sections through
/// batch updates (``apply(_:)``), a section scrolls to an item programmatically
/// (``StripScrollingEngine/scrollSection(_:toItem:at:)``), and rows snap to items or pages without custom code
/// (``StripScrollSettings/snapping``).
public struct ScrollableSectionsLayout: LayoutEngine, StripScrollingEngine, Sendable {
  /// The layout-wide values.
  public var configuration: ScrollableSectionsConfiguration
  /// The computed layout: query it for elements and the content size.
  public private(set) var model: LayoutModel
  /// Where each section's row is scrolled to.
  public var sectionOffsets = SectionOffsets()
  /// What the last scrolling request repaired (bad offsets, unknown sections).
  public var scrollDiagnostics: [Diagnostic] = []
  /// The configuration of the last prepare.
  private var preparedConfiguration: ScrollableSectionsConfiguration?

  /// Creates a layout.
  public init(
    configuration: ScrollableSectionsConfiguration = ScrollableSectionsConfiguration(),
    environment: LayoutEnvironment = LayoutEnvironment(containerSize: .zero)
  ) {
    self.configuration = configuration
    self.model = LayoutModel(configuration: Self.engineConfiguration(configuration, environment))
  }

  private static func engineConfiguration(
    _ configuration: ScrollableSectionsConfiguration, _ environment: LayoutEnvironment
  ) -> LayoutConfiguration {
    LayoutConfiguration(
      environment: environment, insetReference: .fromContentInset,
      pinsHeaders: configuration.sectionHeadersPinToVisibleBounds)
  }

  /// Lays out what changed since the last prepare, reading from `dataSource`, and brings
  /// section offsets back within their strips (after a resize, each scrolled row keeps the
  /// item at its leading edge: see ``StripAnchor``).
  ///
  /// - Parameters:
  ///   - environment: The collection view's size, insets, directions and scale.
  ///   - dataSource: Sizes, spacings, wrapping and scrolling per section, as the flow and
  ///     scrollable-section delegates give them.
  /// - Complexity: O(items of the sections laid out + sections).
  public mutating func prepare(environment: LayoutEnvironment, dataSource: some ScrollableSectionsDataSource) {
    // A changed layout-wide value reaches every section's descriptor.
    if configuration != preparedConfiguration { model.invalidateAll() }
    preparedConfiguration = configuration
    // A resized container resizes rows: scrolled ones keep the item at their edge.
    let resized = model.configuration.environment.containerSize != environment.containerSize
    let anchors = resized ? sectionOffsets.anchors(in: model) : [:]
    model.setConfiguration(Self.engineConfiguration(configuration, environment))
    model.update(
      from: ScrollableSectionsSource(
        dataSource: dataSource, configuration: configuration, scrollDirection: environment.scrollDirection))
    sectionOffsets.restore(anchors, in: model)
  }

  /// Applies a batch update's structure (see ``LayoutModel/apply(_:)``); section offsets
  /// follow their sections.
  ///
  /// - Parameter update: The batch update, as UIKit's `performBatchUpdates` describes it.
  /// - Complexity: O(sections + measured sizes + scrolled sections).
  public mutating func apply(_ update: BatchUpdate) {
    model.apply(update)
    sectionOffsets.follow(update)
  }

  /// Changes the model in place (see ``LayoutEngine/modifyModel(_:)``).
  public mutating func modifyModel<Result>(_ body: (inout LayoutModel) -> Result) -> Result { body(&model) }
}
