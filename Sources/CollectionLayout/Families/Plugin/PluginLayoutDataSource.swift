/// What a stacked layout asks of the app: sections, their items, and for each section its
/// layout (a plugin), chrome and effects.
public protocol PluginLayoutDataSource: SectionCounts {
  /// The section's layout, header and footer sizes, insets, background and effects;
  /// `crossExtent` is the content's width in a vertical layout (height in a horizontal
  /// one), which full-width headers take.
  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor
  /// What the section's layout reads of one item (physical values).
  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput
}

/// Presents a ``PluginLayoutDataSource`` to the engine: one column, every section in it.
struct StackedLayoutSource<DataSource: PluginLayoutDataSource>: CountedLayoutSource {
  let dataSource: DataSource

  func descriptor(forSection section: Int, in column: ColumnContext) -> SectionDescriptor {
    dataSource.descriptor(forSection: section, crossExtent: column.width)
  }

  // Inlined into the witness thunks: these run once per item.
  @inline(__always)
  func sizeForItem(at path: ItemPath, in column: ColumnContext) -> Size {
    dataSource.itemInput(at: path, crossExtent: column.width).size
  }

  @inline(__always)
  func itemInput(at path: ItemPath, in column: ColumnContext) -> ItemInput {
    dataSource.itemInput(at: path, crossExtent: column.width)
  }
}
