/// Re-placing a few items of a laid-out section (self-sizing).
extension SectionGeometry {
  /// Whether a repair of one of the section's items is reported. Reports fold per code, so
  /// only a full layout of the section says which remain after its items change.
  var reportsRepairedItem: Bool { diagnostics.contains { $0.item != nil } }

  /// Asks the section's new layout (from `descriptor`) to re-place `changedItems`, whose
  /// inputs it reads from `source`, and patches the section: the run's frames, the frames
  /// after it moved, elements, extents. Returns `false`, changing nothing, when the layout
  /// declines or returns something inconsistent (wrong frame count, a range outside the
  /// section, non-finite values), or when an item's repair is reported (the section's or
  /// the replacement's): diagnostics fold repeats per code, so only a full layout says
  /// exactly which remain. The caller then lays the section out in full.
  ///
  /// - Complexity: the layout's own cost plus O(items from the run to the section's end +
  ///   elements) memory passes (the frames' index resumes its pass near the run; see
  ///   `MainAxisIndex.replace`); O(run + elements) when the run's frames stay as they are
  ///   and nothing moves.
  mutating func replaceItems(
    _ changedItems: [Int], descriptor: SectionDescriptor, section: Int, column: ColumnContext,
    transposes: Bool, source: some LayoutSource
  ) -> Bool {
    var log = DiagnosticLog()
    var context = layoutContext
    context.section = section
    // Ascending and distinct: an item measured twice before an update is named twice.
    let valid = Set(changedItems.filter { $0 >= 0 && $0 < items.count }).sorted()
    guard !valid.isEmpty else { return true }
    guard !reportsRepairedItem else { return false }
    let (replaced, inputLog) = Self.readingInputs(
      section: section, layout: descriptor.layout, column: column, transposes: transposes, source: source
    ) { item in
      descriptor.layout.replacingItems(
        valid, in: context, frames: items.frames, item: item, memo: memo, diagnostics: &log)
    }
    guard let r = replaced, Self.isConsistent(r, from: items.count, to: items.count), (r.strip == nil) == (strip == nil)
    else { return false }
    log.merge(inputLog)
    guard !log.diagnostics.contains(where: { $0.item != nil }) else { return false }

    // A replacement that moves nothing (an input the layout does not read changed, as a
    // staggered section finds) leaves the frames, their index and their union as they are.
    let movesItems = r.shift != 0 || !r.frames.elementsEqual(items.frames[r.items])
    if movesItems { items.replace(r.items, with: r.frames, shiftingFollowingBy: r.shift) }
    if !(elements.isEmpty && r.attachedElements.isEmpty && r.sectionElements.isEmpty) {
      elements.replace(with: r, section: section, log: &log)
    }
    let itemsBottom = itemsOrigin.y + r.mainExtent + canonicalInset.bottom
    let growth = itemsBottom - itemArea.maxY
    itemArea.size.height += growth
    footer?.origin.y += growth
    length += growth
    if movesItems { cellsBounds = keepsCellsBounds ? Self.cellsBounds(of: items, inStrip: strip != nil) : nil }
    if let s = r.strip {
      strip = Self.validated(s, inset: canonicalInset, width: crossExtent, section: section, log: &log)
    }
    layout = descriptor.layout
    visibleItemsHandler = descriptor.visibleItemsHandler
    adapterAttachment = descriptor.adapterAttachment
    backgroundColor = descriptor.backgroundColor
    memo = r.memo
    mainOverhang = measuredOverhang()
    for d in log.diagnostics where !diagnostics.contains(d) { diagnostics.append(d) }
    return true
  }

  /// Whether `r` fits a section going from `oldCount` items to `newCount`: its run starts
  /// at the same item on both sides and leaves as many after it, one valid frame per item
  /// re-placed, a finite shift and extent.
  static func isConsistent(_ r: ItemReplacement, from oldCount: Int, to newCount: Int) -> Bool {
    r.items.lowerBound == r.replacedItems.lowerBound && r.replacedItems.lowerBound >= 0
      && r.replacedItems.upperBound <= oldCount && r.items.upperBound <= newCount
      && oldCount - r.replacedItems.upperBound == newCount - r.items.upperBound && r.frames.count == r.items.count
      && r.shift.isFinite && r.mainExtent >= 0 && r.mainExtent < .infinity
      && MainAxisIndex.areValid(r.frames)
  }

  /// What `body` returns when it is given a reader of item `i`'s input from `source`, as a
  /// full layout reads it (``input(of:section:sizesOnly:transposes:column:source:log:)``),
  /// and the repairs the reader reported.
  static func readingInputs<Result>(
    section: Int, layout: any ItemArranger, column: ColumnContext, transposes: Bool, source: some LayoutSource,
    _ body: ((Int) -> ItemInput) -> Result
  ) -> (Result, DiagnosticLog) {
    var log = DiagnosticLog()
    let sizesOnly = layout.readsItemSizesOnly
    let result = body { i in
      input(
        of: i, section: section, sizesOnly: sizesOnly, transposes: transposes, column: column, source: source, log: &log
      )
    }
    return (result, log)
  }
}
