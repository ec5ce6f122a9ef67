/// What a split layout asks of the app: the engine's version of
/// `UICollectionViewDataSource` plus `UICollectionViewDelegateSectionSplitLayout`.
///
/// Only the section count, item counts, sides and item sizes are required; every other
/// method has a default that defers to the layout's properties (nil) or means "absent"
/// (a zero size).
public protocol SplitLayoutDataSource {
  /// The number of sections.
  var numberOfSections: Int { get }
  /// The number of items in `section`.
  func numberOfItems(inSection section: Int) -> Int
  /// The column of `section`.
  func side(forSection section: Int) -> SplitSide
  /// An item's size; `width` is the full width of the column, `side` the column the
  /// section is laid out in.
  func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size
  /// The header's size; zero (the default) means no header.
  func headerSize(forSection section: Int, width: Double, side: SplitSide) -> Size
  /// The footer's size; zero (the default) means no footer.
  func footerSize(forSection section: Int, width: Double, side: SplitSide) -> Size
  /// The section's inset, or `nil` (the default) for the layout's `sectionInset`.
  func inset(forSection section: Int, side: SplitSide) -> EdgeInsets?
  /// The section's inter-item spacing, or `nil` (the default) for the layout's.
  func minimumInterItemSpacing(forSection section: Int, side: SplitSide) -> Double?
  /// The section's line spacing, or `nil` (the default) for the layout's.
  func minimumItemLineSpacing(forSection section: Int, side: SplitSide) -> Double?
  /// The colour of the section's background decoration, or `nil` (the default).
  func backgroundColor(forSection section: Int, side: SplitSide) -> Color?
}

extension SplitLayoutDataSource {
  /// No header.
  public func headerSize(forSection section: Int, width: Double, side: SplitSide) -> Size { .zero }
  /// No footer.
  public func footerSize(forSection section: Int, width: Double, side: SplitSide) -> Size { .zero }
  /// The layout's inset.
  public func inset(forSection section: Int, side: SplitSide) -> EdgeInsets? { nil }
  /// The layout's spacing.
  public func minimumInterItemSpacing(forSection section: Int, side: SplitSide) -> Double? { nil }
  /// The layout's spacing.
  public func minimumItemLineSpacing(forSection section: Int, side: SplitSide) -> Double? { nil }
  /// No colour.
  public func backgroundColor(forSection section: Int, side: SplitSide) -> Color? { nil }
}
