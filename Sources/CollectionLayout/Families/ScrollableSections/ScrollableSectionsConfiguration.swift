/// The scrollable-section layout's layout-wide values (JEKScrollableSectionCollectionViewLayout's
/// properties), used for every section whose data source gives none of its own.
public struct ScrollableSectionsConfiguration: Hashable, Sendable {
  /// Every item's size unless the data source sizes it (UIKit's flow default, 50 × 50).
  public var itemSize: Size
  /// Space between neighbouring items of a section.
  public var minimumInteritemSpacing: Double
  /// Header size; only its extent along the scroll axis is used (headers span the section).
  public var headerReferenceSize: Size
  /// Footer size; only its extent along the scroll axis is used.
  public var footerReferenceSize: Size
  /// Insets of every section's items; the leading and trailing ones lie inside the row.
  public var sectionInset: LayoutEdgeInsets
  /// Whether every section gets a background behind it, header and footer included.
  public var showsSectionBackgrounds: Bool
  /// Whether headers stay visible while their section scrolls past.
  public var sectionHeadersPinToVisibleBounds: Bool
  /// How sections scroll unless the data source says otherwise.
  public var sectionScrolling: StripScrollSettings

  /// Creates a configuration with UIKit's flow-layout defaults.
  public init(
    itemSize: Size = Size(width: 50, height: 50), minimumInteritemSpacing: Double = 10,
    headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero, sectionInset: LayoutEdgeInsets = .zero,
    showsSectionBackgrounds: Bool = false, sectionHeadersPinToVisibleBounds: Bool = false,
    sectionScrolling: StripScrollSettings = StripScrollSettings()
  ) {
    self.itemSize = itemSize
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
    self.sectionInset = sectionInset
    self.showsSectionBackgrounds = showsSectionBackgrounds
    self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
    self.sectionScrolling = sectionScrolling
  }
}
