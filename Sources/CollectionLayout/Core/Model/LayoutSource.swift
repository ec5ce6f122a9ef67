/// Where the engine reads a layout's data: sections, their items and descriptors.
///
/// The engine calls these methods only while updating (``LayoutModel/update(from:)``), and
/// only for sections that need it: every section on a full relayout, the invalidated ones
/// otherwise. ``itemInput(at:in:)`` (by default ``sizeForItem(at:in:)``) is called exactly
/// once per item of each section it lays out. Conformers need not be `Sendable`: they are used synchronously.
public protocol LayoutSource {
  /// The number of sections; a negative count is read as 0, and sections past
  /// ``LayoutLimits/maximumSectionCount`` are not laid out (`layout.sectionCount`).
  var numberOfSections: Int { get }
  /// The number of items in a section.
  ///
  /// - Parameter section: The section.
  /// - Returns: Its item count; a negative count is read as 0, and items past the
  ///   layout's budget (``LayoutLimits/maximumItemCount``, all sections together) are not
  ///   laid out (`section.itemCount`).
  func numberOfItems(inSection section: Int) -> Int
  /// The column a section asks for.
  ///
  /// - Parameter section: The section.
  /// - Returns: The column's index. Out-of-range values are clamped (with a diagnostic);
  ///   a hidden column's sections go to a visible one.
  func column(forSection section: Int) -> Int
  /// The section's layout and chrome.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - column: The column it ended up in.
  /// - Returns: Its layout, insets, headers, footers, background and effects.
  func descriptor(forSection section: Int, in column: ColumnContext) -> SectionDescriptor
  /// The size of one item.
  ///
  /// - Parameters:
  ///   - path: The item.
  ///   - column: The column its section ended up in.
  /// - Returns: Its physical size; non-finite and negative extents are repaired and
  ///   reported.
  func sizeForItem(at path: ItemPath, in column: ColumnContext) -> Size
  /// What the section's layout may read about one item. The default wraps
  /// ``sizeForItem(at:in:)``; sources whose layouts read aspect ratios, line fractions or
  /// `canBeBig` implement this instead.
  ///
  /// - Parameters:
  ///   - path: The item.
  ///   - column: The column its section ended up in.
  /// - Returns: The item's size and per-item parameters, physical.
  func itemInput(at path: ItemPath, in column: ColumnContext) -> ItemInput
}

extension LayoutSource {
  /// A single column: every section in column 0.
  public func column(forSection section: Int) -> Int { 0 }

  /// The item's size and default values for the other parameters.
  public func itemInput(at path: ItemPath, in column: ColumnContext) -> ItemInput {
    ItemInput(size: sizeForItem(at: path, in: column))
  }
}

/// What every family's data source says first: how many sections, and how many items each
/// has. ``SplitLayoutDataSource``, ``PluginLayoutDataSource``,
/// ``ScrollableSectionsDataSource`` and ``CompositionalLayoutDataSource`` refine it.
public protocol SectionCounts {
  /// The number of sections.
  var numberOfSections: Int { get }
  /// The number of items in `section`.
  func numberOfItems(inSection section: Int) -> Int
}

/// A family's data source presented to the engine as a ``LayoutSource``: the counts are the
/// data source's, the rest is the family's own.
protocol CountedLayoutSource: LayoutSource {
  associatedtype DataSource: SectionCounts
  /// The family's data source.
  var dataSource: DataSource { get }
}

extension CountedLayoutSource {
  var numberOfSections: Int { dataSource.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }
}
