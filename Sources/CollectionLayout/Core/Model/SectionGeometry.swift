/// The computed geometry of one section, in canonical coordinates relative to the
/// section's own origin (its column's leading edge, the section's main-axis start).
///
/// Nothing here depends on where the section sits: moving a section (because one before
/// it changed height) changes only its origin in ``LayoutModel``, never this value.
struct SectionGeometry: Sendable {
  /// The column the section was laid out in.
  var column: Int
  /// The section's cross extent (its column's width).
  var crossExtent: Double
  /// The section's main-axis length: header + item area + footer.
  var length: Double
  /// The header's frame, if the section has one.
  var header: Rect?
  /// The footer's frame, if the section has one.
  var footer: Rect?
  /// The item area, insets included: what the background decoration covers.
  var itemArea: Rect
  /// Where item frames' origin lies, relative to the section's origin.
  var itemsOrigin: Point
  /// The items and their query index.
  var items: MainAxisIndex
  /// The background decoration's colour.
  var backgroundColor: LayoutColor?
  /// Whether the section has the engine's background decoration.
  var hasBackground: Bool
  /// Whether that background covers the whole section rather than the item area.
  var backgroundCoversSection: Bool
  /// The union of the item frames with area, relative to `itemsOrigin`; `nil` when none
  /// or when the section neither has effects nor asked for it.
  var cellsBounds: Rect?
  /// The section's effects that run, in order: those given, or under reduced motion their
  /// reduced forms (`resolveEffects(reducingMotion:)`).
  var effects: [SectionEffect]
  /// The section's effects as its descriptor gave them.
  var givenEffects: [SectionEffect]
  /// How far the effects may move an element along the main axis.
  var effectReach: EffectReach
  /// The item-area insets, canonical and sanitised (for effects).
  var canonicalInset: LayoutEdgeInsets
  /// The section's layout and insets as its descriptor gave them.
  var layout: any ItemArranger
  /// The item-area insets as the descriptor gave them (physical, unsanitised).
  var inset: LayoutEdgeInsets
  /// What was repaired while laying out this section.
  var diagnostics: [Diagnostic]
  /// Supplementaries and decorations the section's layout placed itself.
  var elements: SectionElements
  /// Called with the section's elements before each query returns them.
  var visibleItemsHandler: VisibleItemsHandler?
  /// The descriptor's ``SectionDescriptor/adapterAttachment``.
  var adapterAttachment: (any Sendable)?
  /// Derives decorations from the items a query finds (a list's separators).
  var itemDecorator: (any ItemDecorator)?
  /// The zIndex of the section's cells.
  var cellZIndex: Int
  /// What the section's layout was told (for re-placing items).
  var layoutContext: SectionLayoutContext
  /// The state the section's layout left for re-placing items.
  var memo: (any Sendable)?
  /// Whether the cells' union is kept (effects or the descriptor ask for it).
  var keepsCellsBounds: Bool
  /// The strip the section scrolls in on its own, re-based to the section; `nil` for a
  /// section that scrolls with the layout. Its item frames are then in strip coordinates
  /// (see ``ItemArrangement/strip``).
  var strip: OrthogonalStrip?
  /// How many items the source gave the section; more than it holds when the layout's item
  /// budget ran out (``LayoutLimits/maximumItemCount``).
  var requestedItemCount = 0
  /// How far its cells and elements stick out of it along the main axis.
  var mainOverhang = MainOverhang()

  /// Lays out section `section` of `source` with `descriptor` in a column of `column.width`.
  ///
  /// The source is read here, not through a closure handed in: the layout's per-item
  /// callback is the only indirection between it and the source (at 1M items each hop costs
  /// milliseconds).
  init(
    section: Int, itemCount: Int, descriptor: SectionDescriptor, column: ColumnContext,
    space: CanonicalSpace, source: some LayoutSource
  ) {
    var log = DiagnosticLog()
    let width = column.width
    let inset = log.nonNegative(space.canonical(logicalInsets: descriptor.inset), "section inset", section: section)

    let headerSize = Self.chrome(
      descriptor.headerSize, "header", section: section, width: width, space: space, log: &log)
    var available = width - inset.horizontal
    if available < 0 {
      log.report(
        "section.inset", section: section,
        "section insets (\(inset.horizontal)) exceed the column width (\(width)); items get width 0")
      available = 0
    }
    let context = SectionLayoutContext(
      section: section, itemCount: Swift.max(0, itemCount), availableCrossExtent: available, column: column)
    // Inputs are sanitised into a log of their own: the layout holds `log` while it runs.
    var inputLog = DiagnosticLog()
    let transposes = space.scrollDirection == .horizontal
    // Size-only layouts skip the source's `itemInput` hop.
    let sizesOnly = descriptor.layout.readsItemSizesOnly
    let arrangement = descriptor.layout.arrangeItems(
      in: context,
      item: { i in
        Self.input(
          of: i, section: section, sizesOnly: sizesOnly, transposes: transposes, column: column, source: source,
          log: &inputLog)
      },
      diagnostics: &log)
    log.merge(inputLog)

    let footerSize = Self.chrome(
      descriptor.footerSize, "footer", section: section, width: width, space: space, log: &log)
    let stack = Stack(header: headerSize, footer: footerSize, inset: inset, mainExtent: arrangement.mainExtent)
    header = stack.header
    itemsOrigin = stack.itemsOrigin
    itemArea = stack.itemArea(width: width)
    footer = stack.footer
    self.column = column.index
    self.crossExtent = width
    self.length = stack.length
    self.items = Self.validatedItems(arrangement.frames, count: context.itemCount, section: section, log: &log)
    self.strip = arrangement.strip.map { Self.validated($0, inset: inset, width: width, section: section, log: &log) }
    self.elements =
      arrangement.elementValues.isEmpty && arrangement.attached.isEmpty
      ? .none
      : SectionElements(
        attached: arrangement.attached, elements: arrangement.elementValues, section: section, inStrip: strip != nil,
        log: &log)
    self.visibleItemsHandler = descriptor.visibleItemsHandler
    self.adapterAttachment = descriptor.adapterAttachment
    self.itemDecorator = arrangement.itemDecorator
    self.cellZIndex = arrangement.cellZIndex
    self.backgroundColor = descriptor.backgroundColor
    self.hasBackground = descriptor.hasBackground
    self.backgroundCoversSection = descriptor.backgroundCoversSection
    self.keepsCellsBounds = !descriptor.effects.isEmpty || descriptor.keepsCellBounds
    self.cellsBounds = keepsCellsBounds ? Self.cellsBounds(of: items, inStrip: strip != nil) : nil
    self.layoutContext = context
    self.memo = arrangement.memo
    self.givenEffects = descriptor.effects
    self.effects = descriptor.effects
    // A section's effects run in turn on the same elements: their reaches add up.
    self.effectReach = descriptor.effects.reduce(.none) { $0.followed(by: $1.effect.reach) }
    self.canonicalInset = inset
    self.layout = descriptor.layout
    self.inset = descriptor.inset
    self.diagnostics = log.diagnostics
    self.mainOverhang = measuredOverhang()
  }

  /// What a section layout reads of item `i`: the source's input (its size alone for a
  /// size-only layout), repaired into `log` and turned canonical.
  ///
  /// This runs once per item of every section laid out, so the common valid case is tested
  /// inline.
  @inline(__always)
  static func input(
    of i: Int, section: Int, sizesOnly: Bool, transposes: Bool, column: ColumnContext, source: some LayoutSource,
    log: inout DiagnosticLog
  ) -> ItemInput {
    let path = ItemPath(section: section, item: i)
    var input =
      sizesOnly ? ItemInput(size: source.sizeForItem(at: path, in: column)) : source.itemInput(at: path, in: column)
    var s = input.size
    // `>= 0` is false for NaN; the upper bound rules out infinity and absurd lengths.
    if !(s.width >= 0 && s.height >= 0 && s.width <= LayoutLimits.maximumLength
      && s.height <= LayoutLimits.maximumLength)
    {
      s = log.nonNegative(s, "item size", section: section, item: i)
    }
    if !(input.aspectRatio >= ItemInput.aspectRatioRange.lowerBound
      && input.aspectRatio <= ItemInput.aspectRatioRange.upperBound)
    {
      let used = Self.repairedAspectRatio(input.aspectRatio)
      log.report(
        "item.aspectRatio", section: section, item: i,
        "aspect ratio \(input.aspectRatio) is outside \(ItemInput.aspectRatioRange) or not finite; used \(used)")
      input.aspectRatio = used
    }
    if transposes {
      s = s.transposed
      input.aspectRatio = 1 / input.aspectRatio
    }
    input.size = s
    return input
  }

  /// What the background decoration covers: the item area, or the whole section.
  var backgroundArea: Rect {
    backgroundCoversSection ? Rect(x: 0, y: 0, width: crossExtent, height: length) : itemArea
  }

  /// The union of the cells at rest, canonical: strip frames are transposed back.
  /// An aspect ratio brought into ``ItemInput/aspectRatioRange``: NaN, 0, negative and
  /// infinite become 1, finite ones beyond the range its nearest end.
  static func repairedAspectRatio(_ ratio: Double) -> Double {
    guard ratio > 0 && ratio < .infinity else { return 1 }
    return Swift.min(Swift.max(ratio, ItemInput.aspectRatioRange.lowerBound), ItemInput.aspectRatioRange.upperBound)
  }

  static func cellsBounds(of items: MainAxisIndex, inStrip: Bool) -> Rect? {
    inStrip ? items.bounds?.transposed : items.bounds
  }

  /// A layout's strip re-based to its section, with non-finite or negative lengths
  /// repaired (`layout.strip`).
  static func validated(
    _ strip: OrthogonalStrip, inset: LayoutEdgeInsets, width: Double, section: Int, log: inout DiagnosticLog
  ) -> OrthogonalStrip {
    var strip = strip
    if !(strip.contentLength >= 0 && strip.contentLength < .infinity) || !strip.leadingInset.isFinite
      || !strip.trailingInset.isFinite
      || strip.groupStarts.count != strip.groupLengths.count
      || !strip.groupStarts.allSatisfy(\.isFinite) || !strip.groupLengths.allSatisfy(\.isFinite)
    {
      log.report("layout.strip", section: section, "the section's layout returned an invalid strip; it does not snap")
      strip = OrthogonalStrip(
        behavior: .continuous,
        contentLength: strip.contentLength >= 0 && strip.contentLength < .infinity ? strip.contentLength : 0)
    }
    return strip.rebased(leading: inset.left, trailing: inset.right, viewport: width)
  }

  /// An empty section standing in for one that is marked for layout at the next update
  /// (after an insert); it is never read.
  static let placeholder = SectionGeometry(
    section: 0, itemCount: 0, descriptor: SectionDescriptor(layout: PackedLinesLayout()),
    column: ColumnContext(index: 0, width: 0, columnCount: 1),
    space: CanonicalSpace(scrollDirection: .vertical, layoutDirection: .leftToRight, contentWidth: 0),
    source: NoSections())

  /// The source of the placeholder, which has no items to ask for.
  private struct NoSections: LayoutSource {
    var numberOfSections: Int { 0 }
    func numberOfItems(inSection section: Int) -> Int { 0 }
    func descriptor(forSection section: Int, in column: ColumnContext) -> SectionDescriptor {
      SectionDescriptor(layout: PackedLinesLayout())
    }
    func sizeForItem(at path: ItemPath, in column: ColumnContext) -> Size { .zero }
  }

  /// The index over a layout's item frames, repaired when the layout broke its contract:
  /// one frame per item (missing ones become empty frames at the origin, extra ones are
  /// dropped), each finite with non-negative extents (others become empty frames at the
  /// origin). Valid frames cost nothing beyond the index's own pass.
  private static func validatedItems(
    _ frames: [Rect], count: Int, section: Int, log: inout DiagnosticLog
  ) -> MainAxisIndex {
    let index = MainAxisIndex(frames: frames)
    guard frames.count != count || !index.framesAreValid else { return index }
    var repaired = Array(frames.prefix(count))
    if frames.count != count {
      log.report(
        "layout.frameCount", section: section,
        "the section's layout returned \(frames.count) frames for \(count) items; \(frames.count < count ? "missing ones are empty" : "extra ones dropped")"
      )
      repaired += Array(repeating: .zero, count: count - repaired.count)
    }
    for i in repaired.indices where !MainAxisIndex.isValid(repaired[i]) {
      log.report(
        "layout.frame", section: section, item: i,
        "the section's layout returned frame \(repaired[i]); used an empty frame")
      repaired[i] = .zero
    }
    return MainAxisIndex(frames: repaired)
  }

  /// A header's or footer's canonical size, or `nil` when absent (an extent ≤ 0). A
  /// cross extent wider than the column is narrowed to it.
  static func chrome(
    _ physical: Size, _ name: String, section: Int, width: Double, space: CanonicalSpace,
    log: inout DiagnosticLog
  ) -> Size? {
    var size = space.canonical(log.nonNegative(physical, "\(name) size", section: section))
    guard size.hasArea else { return nil }
    if size.width > width {
      log.report(
        DiagnosticCode(rawValue: "\(name).oversized"), section: section,
        "\(name) width \(size.width) exceeds the column (\(width)); narrowed")
      size.width = width
    }
    return size
  }
}
