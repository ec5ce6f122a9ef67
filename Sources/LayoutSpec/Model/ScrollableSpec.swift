import CollectionLayout

/// `layout: {scrollable: …}`: the scrollable-section layout's layout-wide values
/// (JEKScrollableSectionCollectionViewLayout's properties).
public struct ScrollableSpec: Sendable {
  /// The layout-wide values, each section's defaults.
  public var configuration: ScrollableSectionsConfiguration

  /// Creates a spec.
  public init(configuration: ScrollableSectionsConfiguration = ScrollableSectionsConfiguration()) {
    self.configuration = configuration
  }
}

/// `scroll: {sectionOffsets: {"2": 120}}`: how far sections that scroll on their own are
/// scrolled, by section index.
public struct ScrollSpec: Sendable {
  /// Offsets along each section's strip, by section.
  public var sectionOffsets: [Int: Double] = [:]

  /// No section scrolled.
  public init(sectionOffsets: [Int: Double] = [:]) {
    self.sectionOffsets = sectionOffsets
  }
}
