/// Sizes that views measured (self-sizing), by element: they replace what the data source
/// says for the element until its data changes (a reload, a batch update that reloads or
/// deletes it), the cross-axis geometry changes (the content's cross extent or a boundary
/// sections keep to: sizes depend on it), or they are removed.
///
/// A ``LayoutModel`` keeps them for every family that lays out through a ``LayoutSource``
/// (``LayoutModel/setMeasuredSize(_:for:)``); the compositional engine keeps its own, since
/// its measured sizes feed estimated dimensions rather than replace an item's input.
struct MeasuredSizes: Sendable {
  private var sizes: [ElementID: Size] = [:]
  /// The cross-axis geometry the sizes were measured in.
  private var crossAxis: CrossAxisKey?

  /// Whether nothing is recorded.
  var isEmpty: Bool { sizes.isEmpty }

  /// The measured size of `id`, if one was recorded.
  func size(of id: ElementID) -> Size? { sizes.isEmpty ? nil : sizes[id] }

  /// Records `size` for `id`, measured in `crossAxis`; returns whether it changed.
  mutating func set(_ size: Size, for id: ElementID, crossAxis: CrossAxisKey) -> Bool {
    forget(unlessMeasuredIn: crossAxis)
    self.crossAxis = crossAxis
    guard sizes[id] != size else { return false }
    sizes[id] = size
    return true
  }

  /// Forgets every size when they were measured in another cross-axis geometry.
  mutating func forget(unlessMeasuredIn crossAxis: CrossAxisKey) {
    if let measured = self.crossAxis, measured != crossAxis { sizes = [:] }
  }

  /// Forgets every size.
  mutating func removeAll() { sizes = [:] }

  /// Carries sizes across a batch update: moved elements keep theirs, deleted and reloaded
  /// ones lose them. O(recorded sizes).
  mutating func remap(through update: BatchUpdate) {
    guard !sizes.isEmpty else { return }
    var moved: [ElementID: Size] = [:]
    for (id, size) in sizes {
      if let new = update.newID(of: id) { moved[new] = size }
    }
    sizes = moved
  }
}

/// A ``LayoutSource`` whose item, header and footer sizes are replaced by measured ones.
struct MeasuredLayoutSource<Base: LayoutSource>: LayoutSource {
  let base: Base
  let measured: MeasuredSizes

  var numberOfSections: Int { base.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }

  func column(forSection section: Int) -> Int { base.column(forSection: section) }

  func descriptor(forSection section: Int, in column: ColumnContext) -> SectionDescriptor {
    var descriptor = base.descriptor(forSection: section, in: column)
    if let size = measured.size(of: .supplementary(.header, section: section)) { descriptor.headerSize = size }
    if let size = measured.size(of: .supplementary(.footer, section: section)) { descriptor.footerSize = size }
    return descriptor
  }

  func sizeForItem(at path: ItemPath, in column: ColumnContext) -> Size {
    measured.size(of: .cell(section: path.section, item: path.item)) ?? base.sizeForItem(at: path, in: column)
  }

  func itemInput(at path: ItemPath, in column: ColumnContext) -> ItemInput {
    var input = base.itemInput(at: path, in: column)
    if let size = measured.size(of: .cell(section: path.section, item: path.item)) { input.size = size }
    return input
  }
}
