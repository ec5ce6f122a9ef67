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
  /// The cells of ``sizes`` by section, for a relayout's look-up of every item.
  private var measuredCells = MeasuredCells()

  /// Whether nothing is recorded.
  var isEmpty: Bool { sizes.isEmpty }

  /// The measured size of `id`, if one was recorded.
  func size(of id: ElementID) -> Size? { sizes.isEmpty ? nil : sizes[id] }

  /// The measured size of the cell at `item` in `section`, if one was recorded.
  ///
  /// - Complexity: O(log m) for m measured cells in the section; no hashing.
  func cellSize(section: Int, item: Int) -> Size? { measuredCells.size(section: section, item: item) }

  /// Records `size` for `id`, measured in `crossAxis`; returns whether it changed.
  mutating func set(_ size: Size, for id: ElementID, crossAxis: CrossAxisKey) -> Bool {
    forget(unlessMeasuredIn: crossAxis)
    self.crossAxis = crossAxis
    guard sizes[id] != size else { return false }
    sizes[id] = size
    measuredCells.set(size, for: id)
    return true
  }

  /// Forgets every size when they were measured in another cross-axis geometry.
  mutating func forget(unlessMeasuredIn crossAxis: CrossAxisKey) {
    if let measured = self.crossAxis, measured != crossAxis { removeAll() }
  }

  /// Forgets every size.
  mutating func removeAll() {
    sizes = [:]
    measuredCells = MeasuredCells()
  }

  /// Carries sizes across a batch update: moved elements keep theirs, deleted and reloaded
  /// ones lose them. O(n log n) for n recorded sizes.
  mutating func remap(through update: BatchUpdate) {
    guard !sizes.isEmpty else { return }
    var moved: [ElementID: Size] = [:]
    for (id, size) in sizes {
      if let new = update.newID(of: id) { moved[new] = size }
    }
    sizes = moved
    measuredCells = MeasuredCells(moved)
  }
}

/// The measured cells of each section, their items ascending beside their sizes: a
/// relayout finds an item's size by a binary search of its section's few measured items,
/// without hashing an element. Memory grows with the sizes recorded and the sections they
/// name, not with the items' indices; sections past ``LayoutLimits/maximumSectionCount``,
/// which no layout holds, are not kept.
private struct MeasuredCells: Sendable {
  /// One section's measured items, ascending, and their sizes.
  private struct Section: Sendable {
    var items: [Int] = []
    var sizes: [Size] = []
  }

  private var sections: [Section] = []

  init() {}

  /// The cells among `sizes`, each section's sorted once.
  ///
  /// - Complexity: O(n log n) for n sizes.
  init(_ sizes: [ElementID: Size]) {
    var cells: [Int: [(item: Int, size: Size)]] = [:]
    for (id, size) in sizes where Self.keeps(id) { cells[id.section, default: []].append((id.item, size)) }
    guard let last = cells.keys.max() else { return }
    sections = Array(repeating: Section(), count: last + 1)
    for (section, entries) in cells {
      let sorted = entries.sorted { $0.item < $1.item }
      sections[section] = Section(items: sorted.map(\.item), sizes: sorted.map(\.size))
    }
  }

  /// Whether `id` is a cell of a section a layout can hold.
  private static func keeps(_ id: ElementID) -> Bool {
    id.category == .cell && id.section >= 0 && id.section < LayoutLimits.maximumSectionCount
  }

  /// The size of `item` in `section`, if recorded.
  ///
  /// - Complexity: O(log m) for m measured cells in the section.
  func size(section: Int, item: Int) -> Size? {
    guard section >= 0, section < sections.count, let first = sections[section].items.first,
      let last = sections[section].items.last, item >= first, item <= last
    else { return nil }
    let index = Self.firstIndex(notBelow: item, in: sections[section].items)
    return sections[section].items[index] == item ? sections[section].sizes[index] : nil
  }

  /// Records `size` for `id` when it is a cell.
  ///
  /// - Complexity: O(m) for m measured cells in its section.
  mutating func set(_ size: Size, for id: ElementID) {
    let section = id.section
    guard Self.keeps(id) else { return }
    if section >= sections.count {
      sections.append(contentsOf: repeatElement(Section(), count: section + 1 - sections.count))
    }
    let index = Self.firstIndex(notBelow: id.item, in: sections[section].items)
    if index < sections[section].items.count, sections[section].items[index] == id.item {
      sections[section].sizes[index] = size
    } else {
      sections[section].items.insert(id.item, at: index)
      sections[section].sizes.insert(size, at: index)
    }
  }

  /// The index of the first of `items` (ascending) not below `item`, or their count.
  ///
  /// - Complexity: O(log n) for n items.
  private static func firstIndex(notBelow item: Int, in items: [Int]) -> Int {
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if items[middle] < item { low = middle + 1 } else { high = middle }
    }
    return low
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
    measured.cellSize(section: path.section, item: path.item) ?? base.sizeForItem(at: path, in: column)
  }

  func itemInput(at path: ItemPath, in column: ColumnContext) -> ItemInput {
    var input = base.itemInput(at: path, in: column)
    if let size = measured.cellSize(section: path.section, item: path.item) { input.size = size }
    return input
  }
}
