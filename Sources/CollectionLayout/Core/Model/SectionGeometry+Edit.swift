/// Patching a laid-out section after a batch update inserted and deleted items
/// (``ItemEdit``), and the stacking of a section's header, items and footer it shares with
/// a full layout.
extension SectionGeometry {
  /// Where a section's header, item area and footer go along the main axis, stacked from
  /// the section's start: the header, the inset item area, the footer.
  struct Stack {
    let header: Rect?
    let itemsOrigin: Point
    let itemsTop: Double
    let itemsBottom: Double
    let footer: Rect?

    /// The stack of a header and a footer of these canonical sizes (`nil`: none) around
    /// items of `mainExtent`, inset by `inset`.
    init(header: Size?, footer: Size?, inset: LayoutEdgeInsets, mainExtent: Double) {
      let itemsTop = header?.height ?? 0
      self.header = header.map { Rect(origin: .zero, size: $0) }
      self.itemsTop = itemsTop
      itemsOrigin = Point(x: inset.left, y: itemsTop + inset.top)
      let itemsBottom = itemsOrigin.y + mainExtent + inset.bottom
      self.itemsBottom = itemsBottom
      self.footer = footer.map { Rect(origin: Point(x: 0, y: itemsBottom), size: $0) }
    }

    /// The item area, insets included, across a column of `width`.
    func itemArea(width: Double) -> Rect { Rect(x: 0, y: itemsTop, width: width, height: itemsBottom - itemsTop) }

    /// The section's length: header, item area and footer.
    var length: Double { itemsBottom + (footer?.height ?? 0) }
  }

  /// Asks the section's new layout (from `descriptor`) to re-place what `edit` changed,
  /// reading the inserted items' inputs from `source`, and patches the section: the run's
  /// frames (another number of them), the frames after it moved, the elements attached to
  /// items as the frames are (the run's replaced, the later ones moved and renumbered), the
  /// section's own elements and item decorations as the layout gives them, the header,
  /// footer, background and effects as `descriptor` gives them now. Returns `false`,
  /// changing nothing, when the layout declines or returns something inconsistent or to
  /// repair, or when the section has what an edit does not carry (a repair reported, a
  /// strip, items the budget cut, another cross extent); the caller then lays the section
  /// out in full.
  ///
  /// - Complexity: the layout's own cost plus O(items and attached elements from the run to
  ///   the section's end) memory passes (the indexes resume their passes near the run).
  mutating func editItems(
    _ edit: ItemEdit, descriptor: SectionDescriptor, section: Int, column: ColumnContext, space: CanonicalSpace,
    reducingMotion: Bool, source: some LayoutSource
  ) -> Bool {
    guard diagnostics.isEmpty, strip == nil, requestedItemCount == items.count, edit.oldItemCount == items.count,
      column.width == crossExtent
    else { return false }
    var log = DiagnosticLog()
    let inset = log.nonNegative(space.canonical(logicalInsets: descriptor.inset), "section inset", section: section)
    let headerSize = Self.chrome(
      descriptor.headerSize, "header", section: section, width: crossExtent, space: space, log: &log)
    let footerSize = Self.chrome(
      descriptor.footerSize, "footer", section: section, width: crossExtent, space: space, log: &log)
    var context = layoutContext
    context.section = section
    context.itemCount = edit.newItemCount
    context.column = column
    guard log.isEmpty, crossExtent - inset.horizontal == context.availableCrossExtent else { return false }
    let (edited, inputLog) = Self.readingInputs(
      section: section, layout: descriptor.layout, column: column, transposes: space.scrollDirection == .horizontal,
      source: source
    ) { item in
      descriptor.layout.editingItems(edit, in: context, frames: items.frames, item: item, memo: memo, diagnostics: &log)
    }
    guard let r = edited,
      log.isEmpty, inputLog.isEmpty, r.strip == nil,
      Self.isConsistent(r, from: edit.oldItemCount, to: edit.newItemCount),
      Self.areValid(r.attachedElements), Self.areValid(r.sectionElements)
    else { return false }

    items.replace(r.replacedItems, with: r.frames, shiftingFollowingBy: r.shift)
    if !(elements.isEmpty && r.attachedElements.isEmpty && r.sectionElements.isEmpty) {
      elements.replace(with: r, section: section, log: &log)
    }
    itemDecorator = r.itemDecorator
    let stack = Stack(header: headerSize, footer: footerSize, inset: inset, mainExtent: r.mainExtent)
    header = stack.header
    itemsOrigin = stack.itemsOrigin
    itemArea = stack.itemArea(width: crossExtent)
    footer = stack.footer
    length = stack.length
    canonicalInset = inset
    self.inset = descriptor.inset
    layout = descriptor.layout
    layoutContext = context
    memo = r.memo
    requestedItemCount = edit.newItemCount
    visibleItemsHandler = descriptor.visibleItemsHandler
    adapterAttachment = descriptor.adapterAttachment
    backgroundColor = descriptor.backgroundColor
    hasBackground = descriptor.hasBackground
    backgroundCoversSection = descriptor.backgroundCoversSection
    keepsCellsBounds = !descriptor.effects.isEmpty || descriptor.keepsCellBounds
    cellsBounds = keepsCellsBounds ? Self.cellsBounds(of: items, inStrip: false) : nil
    givenEffects = descriptor.effects
    resolveEffects(reducingMotion: reducingMotion)
    mainOverhang = measuredOverhang()
    return true
  }

  /// Whether every element of `elements` is one a section keeps without a repair: finite,
  /// with non-negative extents, an attached one unpinned.
  private static func areValid(_ elements: [ArrangedElement]) -> Bool {
    elements.allSatisfy { AttachedElements.isValid($0.frame) && !($0.attachedToItem && $0.pinnedEdge != nil) }
  }
}
