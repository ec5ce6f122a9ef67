/// The layout-wide settings of a ``LayoutModel``.
public struct LayoutConfiguration: Hashable, Sendable {
  /// The container, insets and directions.
  public var environment: LayoutEnvironment
  /// How sections are placed across the cross axis.
  public var columns: ColumnConfiguration
  /// Whether columns avoid the cross-axis safe area.
  public var insetReference: SectionInsetReference
  /// Whether section headers stay visible while their section scrolls past.
  public var pinsHeaders: Bool
  /// Whether section footers stay visible while their section scrolls past.
  public var pinsFooters: Bool

  /// Creates a configuration: one column, insets from the safe area, nothing pinned.
  public init(
    environment: LayoutEnvironment, columns: ColumnConfiguration = .single,
    insetReference: SectionInsetReference = .fromSafeArea, pinsHeaders: Bool = false,
    pinsFooters: Bool = false
  ) {
    self.environment = environment
    self.columns = columns
    self.insetReference = insetReference
    self.pinsHeaders = pinsHeaders
    self.pinsFooters = pinsFooters
  }

  /// Whether going from `self` to `other` changes any section's geometry (rather than only
  /// what is pinned, or the container's main-axis extent, which only moves the visible
  /// rect).
  func affectsGeometry(comparedTo other: LayoutConfiguration) -> Bool {
    var a = self
    var b = other
    a.pinsHeaders = false
    a.pinsFooters = false
    b.pinsHeaders = false
    b.pinsFooters = false
    switch a.environment.scrollDirection {
    case .vertical: b.environment.containerSize.height = a.environment.containerSize.height
    case .horizontal: b.environment.containerSize.width = a.environment.containerSize.width
    }
    b.environment.displayScale = a.environment.displayScale
    return a != b
  }
}
