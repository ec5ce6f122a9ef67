/// What a split layout asks of the app: the engine's version of
/// `UICollectionViewDataSource` plus `UICollectionViewDelegateSectionSplitLayout`.
///
/// Only the section count, item counts, sides and item sizes are required; every other
/// method has a default that defers to the layout's properties (nil) or means "absent"
/// (a zero size).
public protocol SplitLayoutDataSource: SectionCounts {
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
  func inset(forSection section: Int, side: SplitSide) -> LayoutEdgeInsets?
  /// The section's inter-item spacing, or `nil` (the default) for the layout's.
  func minimumInterItemSpacing(forSection section: Int, side: SplitSide) -> Double?
  /// The section's line spacing, or `nil` (the default) for the layout's.
  func minimumItemLineSpacing(forSection section: Int, side: SplitSide) -> Double?
  /// The colour of the section's background decoration, or `nil` (the default).
  func backgroundColor(forSection section: Int, side: SplitSide) -> LayoutColor?
  /// The section's own layout (a mosaic, a grid…), or `nil` (the default) for the split
  /// layout's packed lines. A returned layout carries its own spacings.
  func sectionLayout(forSection section: Int, side: SplitSide) -> (any ItemArranger)?
  /// The section's query-time effects; none by default.
  func effects(forSection section: Int, side: SplitSide) -> [SectionEffect]
  /// What the section's layout reads of an item; by default its size alone. Implement it
  /// for sections whose layout reads aspect ratios, line fractions or `canBeBig`.
  func itemInput(at path: ItemPath, width: Double, side: SplitSide) -> ItemInput
}

extension SplitLayoutDataSource {
  /// No header.
  public func headerSize(forSection section: Int, width: Double, side: SplitSide) -> Size { .zero }
  /// No footer.
  public func footerSize(forSection section: Int, width: Double, side: SplitSide) -> Size { .zero }
  /// The layout's inset.
  public func inset(forSection section: Int, side: SplitSide) -> LayoutEdgeInsets? { nil }
  /// The layout's spacing.
  public func minimumInterItemSpacing(forSection section: Int, side: SplitSide) -> Double? { nil }
  /// The layout's spacing.
  public func minimumItemLineSpacing(forSection section: Int, side: SplitSide) -> Double? { nil }
  /// No colour.
  public func backgroundColor(forSection section: Int, side: SplitSide) -> LayoutColor? { nil }
  /// Packed lines.
  public func sectionLayout(forSection section: Int, side: SplitSide) -> (any ItemArranger)? { nil }
  /// No effects.
  public func effects(forSection section: Int, side: SplitSide) -> [SectionEffect] { [] }
  /// The item's size.
  public func itemInput(at path: ItemPath, width: Double, side: SplitSide) -> ItemInput {
    ItemInput(size: sizeForItem(at: path, width: width, side: side))
  }
}
