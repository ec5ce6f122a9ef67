/// Invalidation and incremental updates.
extension LayoutModel {
  /// Replaces the layout-wide settings. A change that affects geometry (cross extent,
  /// insets, directions, columns) invalidates every section; one that only affects
  /// pinning or the main-axis extent of the container invalidates nothing.
  ///
  /// - Parameter newValue: The settings; a non-finite or out-of-range environment value is
  ///   repaired and reported (``diagnostics``).
  /// - Complexity: O(columns).
  public mutating func setConfiguration(_ newValue: LayoutConfiguration) {
    var log = DiagnosticLog()
    var newValue = newValue
    newValue.environment = newValue.environment.bounded(diagnostics: &log)
    environmentDiagnostics = log.diagnostics
    guard newValue != configuration else { return }
    let relayout = configuration.affectsGeometry(comparedTo: newValue)
    configuration = newValue
    if relayout { invalidateAll() }
  }

  /// Marks every section for layout at the next update.
  public mutating func invalidateAll() {
    needsFullLayout = true
  }

  /// Marks sections for layout at the next update.
  ///
  /// - Parameter indices: The sections, by index; unknown ones are ignored.
  /// - Complexity: O(k) for k indices.
  public mutating func invalidateSections(_ indices: some Sequence<Int>) {
    for s in indices where dirty.indices.contains(s) { dirty[s] = true }
  }

  /// Marks items of `section` whose inputs alone changed (a measured size): at the next
  /// update the section's layout re-places just them if it can
  /// (``ItemArranger/replacingItems(_:in:memo:diagnostics:)``), shifting what follows,
  /// or lays the section out again. The caller promises nothing else about the section
  /// changed.
  ///
  /// - Parameters:
  ///   - items: The items, by index in the section.
  ///   - section: The section; an unknown one is ignored.
  /// - Complexity: O(k) for k items. The next update re-places them at what the section's
  ///   layout charges for it, or lays the section out again in O(items).
  public mutating func invalidateItems(_ items: some Sequence<Int>, inSection section: Int) {
    guard dirty.indices.contains(section), !dirty[section] else { return }
    guard itemEdits[section] == nil else {
      // Items named after a batch update not laid out yet: the section is laid out again.
      dirty[section] = true
      return
    }
    changedItems[section, default: []].append(contentsOf: items)
  }

  /// Turns pending item changes and edits into whole-section invalidations (before
  /// sections move).
  private mutating func promoteChangedItems() {
    for s in changedItems.keys where dirty.indices.contains(s) { dirty[s] = true }
    for s in itemEdits.keys where dirty.indices.contains(s) { dirty[s] = true }
    changedItems = [:]
    itemEdits = [:]
  }

  /// Records that sections were inserted at `indices` (positions after the insertion,
  /// as `UICollectionView.insertSections`). The new sections are laid out at the next
  /// update; existing ones keep their geometry.
  ///
  /// - Parameter indices: The new sections' indices; one past the end falls back to a full
  ///   relayout.
  /// - Complexity: O(k · sections) for k indices.
  public mutating func insertSections(_ indices: some Sequence<Int>) {
    guard !needsFullLayout else { return }
    promoteChangedItems()
    for s in indices.sorted() {
      guard s >= 0 && s <= sections.count else {
        needsFullLayout = true
        return
      }
      sections.insert(.placeholder, at: s)
      dirty.insert(true, at: s)
    }
    needsColumnCheck = true
  }

  /// Records that sections were deleted, as `UICollectionView.deleteSections`.
  ///
  /// - Parameter indices: The deleted sections' indices before the deletion; an unknown one
  ///   falls back to a full relayout.
  /// - Complexity: O(k · sections) for k indices.
  public mutating func deleteSections(_ indices: some Sequence<Int>) {
    guard !needsFullLayout else { return }
    promoteChangedItems()
    for s in Set(indices).sorted(by: >) {
      guard sections.indices.contains(s) else {
        needsFullLayout = true
        return
      }
      sections.remove(at: s)
      dirty.remove(at: s)
    }
    needsColumnCheck = true
  }

  /// Applies the structure of a batch update: sections move to their new positions keeping
  /// their geometry, inserted ones are laid out at the next update, and so is every section
  /// the update changed (``BatchUpdate/changedSections``), except that a section whose
  /// items were inserted, deleted, reloaded or moved (within it, in from another section or
  /// out to one), and that was not itself moved, is re-placed from the first change if
  /// its layout can (``ItemArranger/editingItems(_:in:frames:item:memo:diagnostics:)``: the
  /// list, flow, grid, packed-lines, staggered and compositional layouts; the mosaic one
  /// for appended items), its other items keeping their sizes.
  ///
  /// - Parameter update: The batch update, as UIKit's `performBatchUpdates` describes it;
  ///   one made for another section count falls back to a full relayout.
  /// - Complexity: O(sections + measured sizes); a section whose items changed takes
  ///   O(changes · log changes) here.
  public mutating func apply(_ update: BatchUpdate) {
    guard !needsFullLayout else {
      measuredSizes.remap(through: update)
      return
    }
    promoteChangedItems()
    guard update.newSectionForOld.count == sections.count else {
      needsFullLayout = true
      return
    }
    measuredSizes.remap(through: update)
    let old = sections
    let oldDirty = dirty
    sections = update.oldSectionForNew.map { $0.map { old[$0] } ?? .placeholder }
    dirty = update.oldSectionForNew.map { $0.map { oldDirty[$0] } ?? true }
    for t in update.changedSections where !dirty[t] {
      if let edit = update.itemEdit(inSection: t, oldItemCount: sections[t].items.count) {
        itemEdits[t] = edit
      } else {
        dirty[t] = true
      }
    }
    needsColumnCheck = true
  }

  /// Lays out what was invalidated, reading from `source`, then places every section.
  ///
  /// - Complexity: O(items of the invalidated sections + sections). A full relayout happens
  /// after ``invalidateAll()``, a geometry-changing configuration, or when the source's
  /// section count differs from the model's without matching inserts or deletes.
  public mutating func update(from source: some LayoutSource) {
    measuredSizes.forget(unlessMeasuredIn: configuration.environment.measurementKey)
    if measuredSizes.isEmpty {
      layOut(from: source)
    } else {
      layOut(from: MeasuredLayoutSource(base: source, measured: measuredSizes))
    }
  }

  private mutating func layOut(from source: some LayoutSource) {
    let givenCount = Swift.max(0, source.numberOfSections)
    let count = Swift.min(givenCount, sectionLimit)
    if count != sections.count { needsFullLayout = true }
    lastUpdate = UpdateSummary()
    sectionCountDiagnostics =
      givenCount > count
      ? [
        Diagnostic(
          code: .layoutSectionCount,
          message:
            "the data source gave \(givenCount) sections; a layout holds \(count), so the later ones are not laid out")
      ] : []
    if needsFullLayout {
      var log = DiagnosticLog()
      columns = Self.resolveColumns(configuration, log: &log)
      layoutDiagnostics = environmentDiagnostics + log.diagnostics
      space = CanonicalSpace(
        scrollDirection: configuration.environment.scrollDirection,
        layoutDirection: configuration.environment.layoutDirection, contentWidth: 0)
      var budget = ItemBudget(limit: itemLimit)
      sections = (0..<count).map { s in layoutSection(s, from: source, items: budget.grant(s, from: source)) }
      lastUpdate.sectionsLaidOut = count
      dirty = [Bool](repeating: false, count: count)
      needsFullLayout = false
    } else {
      if needsColumnCheck {
        // A section laid out in another column than it now asks for is laid out again.
        for s in dirty.indices where !dirty[s] && resolvedColumn(s, from: source).column != sections[s].column {
          dirty[s] = true
        }
      }
      for (s, items) in changedItems where dirty.indices.contains(s) && !dirty[s] {
        if replaceItems(items, inSection: s, from: source) {
          lastUpdate.sectionsPatched += 1
        } else {
          dirty[s] = true
        }
      }
      for (s, edit) in itemEdits where dirty.indices.contains(s) && !dirty[s] {
        if editItems(edit, inSection: s, from: source) {
          lastUpdate.sectionsEdited += 1
        } else {
          dirty[s] = true
        }
      }
      // Every section marked for layout has its grant (the budget may mark more).
      let grants = itemGrantsForUpdate(from: source)
      for s in dirty.indices where dirty[s] {
        sections[s] = layoutSection(s, from: source, items: grants[s] ?? ItemGrant(s, from: source))
        dirty[s] = false
        lastUpdate.sectionsLaidOut += 1
      }
    }
    changedItems = [:]
    itemEdits = [:]
    needsColumnCheck = false
    placeSections()
  }

  /// Re-places `items` of section `s` in place; `false` when its layout cannot.
  private mutating func replaceItems(_ items: [Int], inSection s: Int, from source: some LayoutSource) -> Bool {
    // Only the column is read: a copy of the geometry would share (and so force a copy of)
    // the frames about to be patched in place.
    let column = sections[s].column
    let context = ColumnContext(index: column, width: columns.widths[column], columnCount: columns.count)
    let descriptor = source.descriptor(forSection: s, in: context)
    return sections[s].replaceItems(
      items, descriptor: descriptor, section: s, column: context, transposes: space.scrollDirection == .horizontal,
      source: source)
  }

  /// Re-places what `edit` changed in section `s`; `false` when the section must be laid out
  /// again: its layout cannot, the source's item count disagrees with the edit, the item
  /// budget may cut it, or it moves to another column.
  private mutating func editItems(_ edit: ItemEdit, inSection s: Int, from source: some LayoutSource) -> Bool {
    guard !itemBudgetBinds, source.numberOfItems(inSection: s) == edit.newItemCount,
      itemTotal + edit.countChange <= itemLimit
    else { return false }
    let (column, note) = resolvedColumn(s, from: source)
    guard note == nil, column == sections[s].column else { return false }
    let context = ColumnContext(index: column, width: columns.widths[column], columnCount: columns.count)
    let descriptor = source.descriptor(forSection: s, in: context)
    guard
      sections[s].editItems(
        edit, descriptor: descriptor, section: s, column: context, space: space, reducingMotion: reducesMotion,
        source: source)
    else { return false }
    itemTotal += edit.countChange
    return true
  }

  /// Lays out one section in its column, with the items the layout's budget grants it.
  private func layoutSection(_ s: Int, from source: some LayoutSource, items: ItemGrant) -> SectionGeometry {
    let (column, note) = resolvedColumn(s, from: source)
    let context = ColumnContext(index: column, width: columns.widths[column], columnCount: columns.count)
    let descriptor = source.descriptor(forSection: s, in: context)
    var geometry = SectionGeometry(
      section: s, itemCount: items.granted, descriptor: descriptor, column: context, space: space, source: source)
    if reducesMotion { geometry.resolveEffects(reducingMotion: true) }
    geometry.requestedItemCount = items.requested
    if let cut = items.diagnostic(section: s, limit: itemLimit) { geometry.diagnostics.insert(cut, at: 0) }
    if let note { geometry.diagnostics.insert(note, at: 0) }
    return geometry
  }

  /// The visible column section `s` goes to, and a note when it asked for one that does
  /// not exist.
  private func resolvedColumn(_ s: Int, from source: some LayoutSource) -> (column: Int, note: Diagnostic?) {
    let requested = source.column(forSection: s)
    var column = requested
    var note: Diagnostic?
    if !columns.target.indices.contains(requested) {
      column = Swift.min(Swift.max(requested, 0), columns.count - 1)
      note = Diagnostic(
        code: "section.column", message: "column \(requested) does not exist; used column \(column)", section: s)
    }
    return (columns.target[column], note)
  }

  /// Stacks each column's sections in section order and sizes the content; content shorter
  /// than the viewport moves to its end when ``shortContentAlignment`` says so. O(sections).
  mutating func placeSections() {
    var cursor = [Double](repeating: 0, count: columns.count)
    var byColumn = [[Int]](repeating: [], count: columns.count)
    mainOrigins = [Double](repeating: 0, count: sections.count)
    effectReach = .none
    // A local, assigned after the loop: updating the stored property inside it made the
    // 1M-item list's cold prepare about 9 % slower (680 → 620 benchmark samples).
    var overhang = SectionGeometry.MainOverhang()
    hasStrips = false
    itemTotal = 0
    itemBudgetBinds = false
    for s in sections.indices {
      itemTotal += sections[s].items.count
      if sections[s].requestedItemCount > sections[s].items.count { itemBudgetBinds = true }
      if !sections[s].effects.isEmpty { effectReach = effectReach.union(sections[s].effectReach) }
      if sections[s].strip != nil { hasStrips = true }
      overhang = overhang.union(sections[s].mainOverhang)
      let c = sections[s].column
      mainOrigins[s] = cursor[c]
      cursor[c] += sections[s].length
      byColumn[c].append(s)
    }
    sectionsByColumn = byColumn
    mainOverhang = overhang
    let length = cursor.max() ?? 0
    shortContentShift = shortContentShift(forLength: length)
    if shortContentShift > 0 {
      for s in mainOrigins.indices { mainOrigins[s] += shortContentShift }
    }
    let env = configuration.environment
    let canonicalContent = Size(width: Swift.max(0, env.contentCrossExtent), height: length + shortContentShift)
    let physical = space.physical(canonicalContent)
    space.contentWidth = physical.width
    contentSize = physical
  }
}

/// Self-sizing: sizes views measured replace the source's.
extension LayoutModel {
  /// Records the size a view measured for `id` (a cell, a header or a footer), which then
  /// replaces the source's size for it until its data changes (a batch update that reloads
  /// or deletes it, ``removeMeasuredSizes()``) or the content's cross extent changes. NaN,
  /// negative, infinite and too long extents are repaired and reported. The element's
  /// section is marked for layout.
  ///
  /// - Parameters:
  ///   - size: The measured size.
  ///   - id: The element it belongs to.
  /// - Returns: Whether the size differs from the one recorded before.
  /// - Complexity: O(m) for m measured cells in the element's section. The next
  ///   ``update(from:)`` re-places a cell if the section's layout can
  ///   (``ItemArranger/replacingItems(_:in:frames:item:memo:diagnostics:)``: the list, flow,
  ///   and packed-lines layouts re-place its line and shift what follows), else lays the
  ///   section out again, as it does for a header or a footer. A cell of a grid, staggered
  ///   or mosaic section, which size items by their aspect ratios, marks nothing, unless
  ///   the section reports a repaired item (the size may stand in for the bad one).
  @discardableResult
  public mutating func setMeasuredSize(_ size: Size, for id: ElementID) -> Bool {
    let size = measurementLog.nonNegative(size, "measured size", section: id.section, item: id.item)
    guard measuredSizes.set(size, for: id, measuredIn: configuration.environment.measurementKey) else {
      return false
    }
    if id.category != .cell {
      invalidateSections([id.section])
    } else if !ignoresMeasuredSize(of: id) || sections[id.section].reportsRepairedItem {
      // Even where the layout ignores it, the size may stand in for a bad one the data
      // source gave, whose repair report must then go.
      invalidateItems([id.item], inSection: id.section)
    }
    return true
  }

  /// Whether `id` is a cell of a section whose layout sizes items itself (grid, staggered,
  /// mosaic) and never reads an item's size: a size measured for it moves nothing.
  ///
  /// - Parameter id: The element.
  /// - Returns: Whether its measured size is ignored by its section's layout.
  /// - Complexity: O(1).
  package func ignoresMeasuredSize(of id: ElementID) -> Bool {
    id.category == .cell && sections.indices.contains(id.section)
      && sections[id.section].layout is any ArrangesWithoutSizes
  }

  /// The size recorded by ``setMeasuredSize(_:for:)``.
  ///
  /// - Parameter id: The element.
  /// - Returns: The size, or `nil` when none is recorded.
  /// - Complexity: O(1).
  public func measuredSize(of id: ElementID) -> Size? { measuredSizes.size(of: id) }

  /// Forgets every measured size (the data was reloaded) and marks everything for layout.
  public mutating func removeMeasuredSizes() {
    guard !measuredSizes.isEmpty else { return }
    measuredSizes.removeAll()
    invalidateAll()
  }
}
