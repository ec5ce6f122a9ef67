/// The split layout: sections in two (or more) columns whose widths follow
/// `leftSideRatio`, each column stacking its own sections, items packed into lines.
///
/// ```swift
/// var layout = SplitLayout()
/// layout.configuration.leftSideRatio = 0.4
/// layout.configuration.sectionInset = LayoutEdgeInsets(all: 8)
/// layout.prepare(environment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)),
///                dataSource: myData)
/// let visible = layout.model.elements(in: visibleRect, scroll: scroll)
/// ```
///
/// ``prepare(environment:dataSource:)`` relayouts everything only when the configuration
/// or the container's width changed; after ``invalidateSections(_:)`` it relayouts those
/// sections alone.
public struct SplitLayout: LayoutEngine, Sendable {
  /// The layout's properties; changes take effect at the next prepare.
  public var configuration: SplitLayoutConfiguration
  /// The computed layout: query it for elements and the content size.
  public private(set) var model: LayoutModel
  /// The configuration the model was last laid out with.
  private var applied: SplitLayoutConfiguration?
  /// Reports about the configuration itself (for example a clamped ratio).
  private var configurationDiagnostics: [Diagnostic] = []

  /// Creates a split layout for `environment` (the container can change at each prepare).
  public init(
    configuration: SplitLayoutConfiguration = SplitLayoutConfiguration(),
    environment: LayoutEnvironment = LayoutEnvironment(containerSize: .zero)
  ) {
    self.configuration = configuration
    var log = DiagnosticLog()
    self.model = LayoutModel(
      configuration: configuration.layoutConfiguration(environment: environment, diagnostics: &log))
  }

  /// Lays out what changed since the last prepare; a configuration change that changes
  /// any section's layout (anything but pinning) lays out everything.
  ///
  /// - Parameters:
  ///   - environment: The collection view's size, insets, directions and scale.
  ///   - dataSource: Each section's side and sizes, as upstream's delegate gives them.
  /// - Complexity: O(items of the sections laid out + sections).
  public mutating func prepare(environment: LayoutEnvironment, dataSource: some SplitLayoutDataSource) {
    var log = DiagnosticLog()
    model.setConfiguration(configuration.layoutConfiguration(environment: environment, diagnostics: &log))
    configurationDiagnostics = log.diagnostics
    if applied.map({ configuration.changesSections(comparedTo: $0) }) ?? true { model.invalidateAll() }
    applied = configuration
    model.update(from: SplitLayoutSource(configuration: configuration, dataSource: dataSource))
  }

  /// Records inserted sections (see ``LayoutModel/insertSections(_:)``).
  ///
  /// - Parameter sections: The new sections' indices, after the update.
  /// - Complexity: O(k · sections) for k sections.
  public mutating func insertSections(_ sections: some Sequence<Int>) { model.insertSections(sections) }

  /// Records deleted sections (see ``LayoutModel/deleteSections(_:)``).
  ///
  /// - Parameter sections: The deleted sections' indices, before the update.
  /// - Complexity: O(k · sections) for k sections.
  public mutating func deleteSections(_ sections: some Sequence<Int>) { model.deleteSections(sections) }

  /// Everything repaired: the configuration's reports, then the model's.
  public var diagnostics: [Diagnostic] { configurationDiagnostics + model.diagnostics }

  /// Changes the model in place (see ``LayoutEngine/modifyModel(_:)``).
  public mutating func modifyModel<Result>(_ body: (inout LayoutModel) -> Result) -> Result { body(&model) }

  /// A column's width in the current environment.
  ///
  /// - Parameter side: The column.
  /// - Returns: Its width, 0 for a hidden column.
  /// - Complexity: O(columns).
  public func columnWidth(of side: SplitSide) -> Double {
    configuration.columnWidth(of: side, in: environment)
  }

  /// Upstream's utility: the width of equal items filling a column with the given spacing
  /// and insets, truncated to whole points (see
  /// ``SplitLayoutConfiguration/fixedWidthRoughly(to:columnWidth:minimumInterItemSpacing:sectionInset:)``).
  ///
  /// - Parameters:
  ///   - n: How many items fill a line.
  ///   - side: The column.
  ///   - minimumInterItemSpacing: The space between neighbouring items.
  ///   - sectionInset: The section's insets.
  /// - Returns: The item width, 0 when `n ≤ 0` or nothing fits.
  /// - Complexity: O(columns).
  public func calculateFixedWidthRoughly(
    to n: Int, of side: SplitSide, minimumInterItemSpacing: Double, sectionInset: LayoutEdgeInsets
  ) -> Double {
    SplitLayoutConfiguration.fixedWidthRoughly(
      to: n, columnWidth: columnWidth(of: side), minimumInterItemSpacing: minimumInterItemSpacing,
      sectionInset: sectionInset)
  }
}
