/// Sizes that views measured (self-sizing), by element: they replace what the data source
/// says for the element until its data changes (a reload, a batch update that reloads or
/// deletes it), the cross-axis geometry changes (the content's cross extent or a boundary
/// sections keep to: sizes depend on it), the text size changes (the views hold other
/// fonts), or they are removed.
///
/// A ``LayoutModel`` keeps them for every family that lays out through a ``LayoutSource``
/// (``LayoutModel/setMeasuredSize(_:for:)``); the compositional engine keeps its own, since
/// its measured sizes feed estimated dimensions rather than replace an item's input.
struct MeasuredSizes: Sendable {
  /// The measured cells, by section.
  private var cells = MeasuredCells()
  /// The other measured elements (headers, footers): a few per section at most.
  private var supplementaries: [ElementID: Size] = [:]
  /// The cross-axis geometry and text size the sizes were measured in.
  private var measuredIn: MeasurementKey?

  /// Whether nothing is recorded.
  var isEmpty: Bool { cells.isEmpty && supplementaries.isEmpty }

  /// The measured size of `id`, if one was recorded.
  ///
  /// - Complexity: O(log m) for a cell, m measured cells in its section; O(1) otherwise.
  func size(of id: ElementID) -> Size? {
    if id.category == .cell { return cells.size(section: id.section, item: id.item) }
    return supplementaries.isEmpty ? nil : supplementaries[id]
  }

  /// The measured size of the cell at `item` in `section`, if one was recorded.
  ///
  /// - Complexity: O(log m) for m measured cells in the section; no hashing.
  func cellSize(section: Int, item: Int) -> Size? { cells.size(section: section, item: item) }

  /// Records `size` for `id`, measured in `key`; returns whether it changed. A cell of a
  /// section no layout can hold (negative, or past ``LayoutLimits/maximumSectionCount``) is
  /// not recorded.
  mutating func set(_ size: Size, for id: ElementID, measuredIn key: MeasurementKey) -> Bool {
    forget(unlessMeasuredIn: key)
    measuredIn = key
    if id.category == .cell { return cells.set(size, section: id.section, item: id.item) }
    guard supplementaries[id] != size else { return false }
    supplementaries[id] = size
    return true
  }

  /// Forgets every size when they were measured in another cross-axis geometry or text size.
  mutating func forget(unlessMeasuredIn key: MeasurementKey) {
    if let measuredIn, measuredIn != key { removeAll() }
  }

  /// Forgets every size.
  mutating func removeAll() {
    cells = MeasuredCells()
    supplementaries = [:]
  }

  /// Carries sizes across a batch update: moved elements keep theirs, deleted and reloaded
  /// ones lose them.
  ///
  /// - Complexity: O(sections + measured cells of the sections whose items changed),
  ///   without a hash per cell; a section that items moved into is sorted again.
  mutating func remap(through update: BatchUpdate) {
    guard !isEmpty else { return }
    cells = cells.remapped(through: update)
    guard !supplementaries.isEmpty else { return }
    var moved: [ElementID: Size] = [:]
    for (id, size) in supplementaries {
      if let new = update.newID(of: id) { moved[new] = size }
    }
    supplementaries = moved
  }
}

/// The measured cells of each section (``ItemSizes``). Memory grows with the sizes
/// recorded and the sections they name, not with the items' indices; sections past
/// ``LayoutLimits/maximumSectionCount``, which no layout holds, are not kept.
private struct MeasuredCells: Sendable {
  private var sections: [ItemSizes] = []
  /// How many cells are recorded.
  private var count = 0

  var isEmpty: Bool { count == 0 }

  /// Whether a cell of `section` may be kept: a section a layout can hold.
  private static func keeps(section: Int) -> Bool { section >= 0 && section < LayoutLimits.maximumSectionCount }

  /// The size of `item` in `section`, if recorded.
  ///
  /// - Complexity: O(log m) for m measured cells in the section.
  func size(section: Int, item: Int) -> Size? {
    guard section >= 0, section < sections.count else { return nil }
    return sections[section].size(of: item)
  }

  /// Records `size` for `item` in `section`; returns whether it changed.
  ///
  /// - Complexity: O(m) for m measured cells in the section.
  mutating func set(_ size: Size, section: Int, item: Int) -> Bool {
    guard Self.keeps(section: section) else { return false }
    makeRoom(for: section)
    let before = sections[section].count
    guard sections[section].set(size, for: item) else { return false }
    count += sections[section].count - before
    return true
  }

  /// The cells carried across `update`: a section whose items keep their indices as it is,
  /// the others walked in order and mapped by the update (its edits and moved items), so
  /// the cells of a section that only shifted stay ascending.
  ///
  /// - Complexity: O(sections + cells of the sections whose items changed); O(k log k)
  ///   more for a section that k cells moved into.
  func remapped(through update: BatchUpdate) -> MeasuredCells {
    var result = MeasuredCells()
    var unordered: Set<Int> = []
    for (old, cells) in sections.enumerated() where !cells.isEmpty {
      guard let remap = SectionItemRemap(oldSection: old, through: update) else { continue }
      if remap.keepsItems, let new = remap.newSection, Self.keeps(section: new) {
        result.makeRoom(for: new)
        result.sections[new] = cells
        result.count += cells.count
        continue
      }
      for (item, size) in zip(cells.items, cells.sizes) {
        guard let path = remap.newPath(forOld: item), Self.keeps(section: path.section) else { continue }
        result.makeRoom(for: path.section)
        result.count += 1
        if !result.sections[path.section].append(size, for: path.item) { unordered.insert(path.section) }
      }
    }
    for section in unordered { result.sections[section].sort() }
    return result
  }

  /// Grows ``sections`` to hold `section`.
  private mutating func makeRoom(for section: Int) {
    if section >= sections.count {
      sections.append(contentsOf: repeatElement(ItemSizes(), count: section + 1 - sections.count))
    }
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
