/// PluginLayout's model: sections one after another along the scroll axis, each arranged
/// by its own ``ItemArranger`` (flow, grid, staggered, mosaic, list or yours), with
/// headers, footers, backgrounds and query-time effects, scrolling either way.
///
/// ```swift
/// var layout = PluginLayoutEngine()
/// layout.prepare(environment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)),
///                dataSource: myData)
/// let visible = layout.model.elements(in: visibleRect, scroll: scroll)
/// ```
///
/// The content's cross extent is the container's less its content inset (as PluginLayout's
/// width: the bounds less the adjusted insets); with ``insetReference`` `fromSafeArea` the
/// cross-axis safe area is left out too. ``prepare(environment:dataSource:)`` relayouts
/// everything only when the environment's cross extent, direction or the reference
/// changed; otherwise only the invalidated sections.
public struct PluginLayoutEngine: LayoutEngine, Sendable {
  /// Whether sections avoid the cross-axis safe area; `fromContentInset` by default.
  public var insetReference: SectionInsetReference
  /// The computed layout: query it for elements and the content size.
  public private(set) var model: LayoutModel

  /// Creates a stacked layout.
  public init(
    insetReference: SectionInsetReference = .fromContentInset,
    environment: LayoutEnvironment = LayoutEnvironment(containerSize: .zero)
  ) {
    self.insetReference = insetReference
    self.model = LayoutModel(
      configuration: LayoutConfiguration(environment: environment, insetReference: insetReference))
  }

  /// Lays out what changed since the last prepare.
  ///
  /// - Parameters:
  ///   - environment: The collection view's size, insets, directions and scale.
  ///   - dataSource: Each section's plugin, effects and items.
  /// - Complexity: O(items of the sections laid out + sections).
  public mutating func prepare(environment: LayoutEnvironment, dataSource: some PluginLayoutDataSource) {
    model.setConfiguration(LayoutConfiguration(environment: environment, insetReference: insetReference))
    model.update(from: StackedLayoutSource(dataSource: dataSource))
  }

  /// Changes the model in place (see ``LayoutEngine/modifyModel(_:)``).
  public mutating func modifyModel<Result>(_ body: (inout LayoutModel) -> Result) -> Result { body(&model) }
}
