/// Builds one compositional section in canonical coordinates (x across the scroll axis from
/// the leading edge, y along it): start band of boundary supplementaries, content insets,
/// the stamped groups, end band, then the supplementaries that do not extend the section
/// and the decorations.
struct CompositionalSectionBuilder {
  let layout: CompositionalSectionLayout
  let context: SectionLayoutContext
  private var log = DiagnosticLog()
  private var elements: [ArrangedElement] = []

  init(layout: CompositionalSectionLayout, context: SectionLayoutContext) {
    self.layout = layout
    self.context = context
  }

  private var vertical: Bool { layout.scrollDirection == .vertical }
  private var section: Int { context.section }

  /// A logical rect (x leading, y down) in canonical terms.
  private func canonical(_ r: Rect) -> Rect { vertical ? r : r.transposed }
  private func canonical(_ s: Size) -> Size { vertical ? s : s.transposed }
  /// Directional insets as canonical (left = cross start, top = main start).
  private func canonical(_ i: DirectionalEdgeInsets) -> LayoutEdgeInsets {
    let logical = LayoutEdgeInsets(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing)
    return vertical ? logical : logical.transposed
  }

  /// What the whole section shares: its insets, the effective container of its groups,
  /// its boundary supplementaries resolved, and where its content starts.
  private struct Frame {
    /// The content's insets: the section's own plus its reference boundary across.
    var insets: LayoutEdgeInsets
    /// The reference boundary the content keeps to, inside the column.
    var boundary: CrossBoundary
    var effective: Size
    var boundaries: [Boundary]
    /// The space before the section's own start supplementaries (after the layout's).
    var headerTopPadding: Double
    var contentStart: Double
  }

  private mutating func frame() -> Frame {
    let node = layout.node
    let crossExtent = context.availableCrossExtent
    let own = sanitised(canonical(node.contentInsets), "section contentInsets")
    var boundary = layout.contentBoundary
    if node.orthogonalScrollingBehavior != .none {
      // A strip scrolls within its column: its content cannot start outside it.
      boundary.leading = Swift.max(0, boundary.leading)
      boundary.trailing = Swift.max(0, boundary.trailing)
    }
    var insets = own
    insets.left += boundary.leading
    insets.right += boundary.trailing
    let container =
      vertical
      ? Size(width: crossExtent, height: layout.mainContainerExtent)
      : Size(width: layout.mainContainerExtent, height: crossExtent)
    let logicalInsets = vertical ? insets : insets.transposed
    let effective = Size(
      width: Swift.max(0, container.width - logicalInsets.left - logicalInsets.right),
      height: Swift.max(0, container.height - logicalInsets.top - logicalInsets.bottom))
    let boundaries = resolvedBoundaries(effective: effective, insets: own)
    let padding = log.nonNegative(node.headerTopPadding, "list header top padding", section: section)
    let contentStart = boundaries.reduce(padding) { sum, b in
      b.edge == .start && b.node.extendsBoundary ? sum + b.size.height : sum
    }
    return Frame(
      insets: insets, boundary: boundary, effective: effective, boundaries: boundaries, headerTopPadding: padding,
      contentStart: contentStart)
  }

  /// Lays the whole section out.
  mutating func build(diagnostics: inout DiagnosticLog) -> ItemArrangement {
    let frame = frame()
    if layout.node.orthogonalScrollingBehavior != .none { return buildStrip(frame, diagnostics: &diagnostics) }
    var stamping = stamping(in: frame)
    let run = stamping.stamp(from: 0, through: context.itemCount)
    log.merge(stamping.log)
    let mainExtent = placeChrome(frame, groupsEnd: run.end)
    diagnostics.merge(log)
    var arrangement = ItemArrangement(
      frames: run.frames, mainExtent: mainExtent, elements: elements, cellZIndex: cellZIndex,
      memo: stamping.plan(after: run))
    arrangement.attached = run.badges
    arrangement.itemDecorator = separatorPlacement(diagnostics: &diagnostics)
    return arrangement
  }

  /// Lays out a section with an orthogonal scrolling behaviour: its groups follow one
  /// another along the cross axis in one strip (see ``ItemArrangement/strip``), the
  /// section's leading and trailing insets inside the strip; the strip is as deep as its
  /// deepest group. With `groupPagingCentered` the strip's leading and trailing insets are
  /// those that centre the first and last group in the section's extent.
  private mutating func buildStrip(_ frame: Frame, diagnostics: inout DiagnosticLog) -> ItemArrangement {
    let behavior = layout.node.orthogonalScrollingBehavior
    let viewport = context.availableCrossExtent
    var stamping = GroupStamping(
      layout: layout, section: section, itemCount: context.itemCount, container: frame.effective, origin: .zero,
      inStrip: true)
    let centred = behavior == .groupPagingCentered
    let leading = centred ? Swift.max(0, (viewport - stamping.templateLength) / 2) : frame.insets.left
    let depthStart = frame.contentStart + frame.insets.top
    stamping.origin = Point(x: depthStart, y: leading)
    let run = stamping.stamp(from: 0, through: context.itemCount)
    log.merge(stamping.log)
    let lastLength = run.groupLengths.last ?? stamping.templateLength
    let trailing = centred ? Swift.max(0, (viewport - lastLength) / 2) : frame.insets.right
    let mainExtent = placeChrome(frame, groupsEnd: depthStart + run.depth)
    let strip = OrthogonalStrip(
      behavior: behavior, contentLength: run.end + trailing, leadingInset: leading, trailingInset: trailing,
      groupStarts: run.groupStarts, groupLengths: run.groupLengths)
    if !layout.node.orthogonalScrollingProperties.decelerationRate.isValid {
      log.report(
        .layoutStrip, section: section,
        "deceleration rate \(layout.node.orthogonalScrollingProperties.decelerationRate.rawValue) is not within 0…1; "
          + "used automatic")
    }
    diagnostics.merge(log)
    var arrangement = ItemArrangement(
      frames: run.frames, mainExtent: mainExtent, elements: elements, cellZIndex: cellZIndex,
      strip: strip)
    arrangement.attached = run.badges
    arrangement.itemDecorator = separatorPlacement(diagnostics: &diagnostics)
    return arrangement
  }

  /// Re-places the groups holding `changedItems` from `memo` (a `GroupStamping/Plan`);
  /// `nil` when the plan does not fit this section or a group's item count changed.
  mutating func replace(_ changedItems: [Int], memo: (any Sendable)?, diagnostics: inout DiagnosticLog)
    -> ItemReplacement?
  {
    guard let plan = memo as? GroupStamping.Plan, let first = changedItems.first, let last = changedItems.last
    else { return nil }
    return replacement(diagnostics: &diagnostics) { $0.restamp(from: first, through: last, plan: plan) }
  }

  /// Re-places the groups a batch update's insertions and deletions (`edit`) changed, from
  /// `memo` (a `GroupStamping/Plan`), and the chrome around them; `nil` for a strip, or when
  /// the plan does not fit this section or a group's item count changed.
  mutating func edit(_ edit: ItemEdit, memo: (any Sendable)?, diagnostics: inout DiagnosticLog) -> ItemReplacement? {
    guard layout.node.orthogonalScrollingBehavior == .none, let plan = memo as? GroupStamping.Plan,
      var replacement = replacement(diagnostics: &diagnostics, { $0.restamp(editing: edit, plan: plan) })
    else { return nil }
    // An edit carries the section's separators as they are now (a replacement keeps them).
    replacement.itemDecorator = separatorPlacement(diagnostics: &diagnostics)
    return replacement
  }

  /// The replacement `restamp` makes with the section's stamping, the chrome placed around
  /// the groups after it; `nil` when `restamp` declines.
  private mutating func replacement(
    diagnostics: inout DiagnosticLog, _ restamp: (inout GroupStamping) -> GroupStamping.Restamped?
  ) -> ItemReplacement? {
    let frame = frame()
    var stamping = stamping(in: frame)
    guard let restamped = restamp(&stamping) else { return nil }
    log.merge(stamping.log)
    let mainExtent = placeChrome(frame, groupsEnd: restamped.plan.groupsEnd)
    diagnostics.merge(log)
    return ItemReplacement(
      items: restamped.items, replacedItems: restamped.replaced, frames: restamped.run.frames,
      attachedElements: restamped.run.badges.arranged, shift: restamped.shift, sectionElements: elements,
      mainExtent: mainExtent, memo: restamped.plan)
  }

  /// The groups' stamping: in the effective container, from the content's inset start.
  private func stamping(in frame: Frame) -> GroupStamping {
    GroupStamping(
      layout: layout, section: section, itemCount: context.itemCount, container: frame.effective,
      origin: Point(x: frame.insets.left, y: frame.contentStart + frame.insets.top))
  }

  /// A list section's separators (see ``ListSeparatorPlacement``), their section-wide
  /// insets checked into `diagnostics`; `nil` for a section without them.
  private func separatorPlacement(diagnostics: inout DiagnosticLog) -> ListSeparatorPlacement? {
    layout.node.listSeparators.map {
      ListSeparatorPlacement(
        separators: $0, hairline: layout.hairline, automaticLeading: layout.separatorLeading, zIndex: cellZIndex + 1,
        section: section, log: &diagnostics)
    }
  }

  private var cellZIndex: Int { layout.node.decorations.isEmpty ? ZIndex.cell : ZIndex.cell + 1 }

  /// Places the boundary supplementaries and decorations around content that ends (its
  /// last group) at `groupsEnd`; returns the section's main extent.
  private mutating func placeChrome(_ frame: Frame, groupsEnd: Double) -> Double {
    let crossExtent = context.availableCrossExtent
    var cursor = 0.0
    // Where the section's own part starts and ends: the layout's headers and footers, and
    // the spacing after it, lie outside.
    var ownStart = 0.0
    // The layout's own headers, then the padding, then the section's own headers.
    for sectionOwn in [false, true] {
      if sectionOwn {
        ownStart = cursor
        cursor += frame.headerTopPadding
      }
      for (position, b) in frame.boundaries.enumerated()
      where b.edge == .start && b.node.extendsBoundary && sectionBoundaries.contains(position) == sectionOwn {
        place(b, main: cursor)
        cursor += b.size.height
      }
    }
    let contentStart = cursor
    let contentEnd = groupsEnd + frame.insets.bottom
    cursor = contentEnd
    var ownEnd = contentEnd
    // The section's own footers come before the layout's (see `resolvedBoundaries`).
    for (position, b) in frame.boundaries.enumerated() where b.edge == .end && b.node.extendsBoundary {
      place(b, main: cursor)
      cursor += b.size.height
      if sectionBoundaries.contains(position) { ownEnd = cursor }
    }
    for b in frame.boundaries where !(b.edge != nil && b.node.extendsBoundary) {
      // Inside the content frame: at its start, or flush with its end.
      place(b, main: b.edge == .end ? contentEnd - b.size.height : contentStart)
    }
    for d in layout.node.decorations {
      let i = sanitised(canonical(d.contentInsets), "decoration contentInsets")
      let frame = Rect(
        x: i.left + frame.boundary.leading, y: contentStart + i.top,
        width: Swift.max(0, crossExtent - i.horizontal - frame.boundary.sum),
        height: Swift.max(0, contentEnd - contentStart - i.vertical))
      elements.append(ArrangedElement(category: .decoration, kind: d.kind, frame: frame, zIndex: d.zIndex))
    }
    if layout.node.listBackgroundColor != nil {
      // Edge to edge across; its colour is the section's (`SectionDescriptor.backgroundColor`).
      elements.append(
        ArrangedElement(
          category: .decoration, kind: .listBackground,
          frame: Rect(x: 0, y: ownStart, width: crossExtent, height: ownEnd - ownStart), zIndex: ZIndex.background))
    }
    var spacingAfter = log.boundedLength(layout.spacingAfter, "inter-section spacing", section: section)
    if !(spacingAfter >= 0 && spacingAfter < .infinity) {
      log.report(
        "layout.interSectionSpacing", section: section, "inter-section spacing \(spacingAfter) is invalid; used 0")
      spacingAfter = 0
    }
    return cursor + spacingAfter
  }

  // MARK: Boundary supplementaries

  /// A boundary supplementary resolved: canonical size, the main-axis edge it belongs to
  /// (if any) and its cross-axis position.
  private struct Boundary {
    var node: BoundaryNode
    var index: Int
    var size: Size
    var edge: PinnedEdge?
    var crossOrigin: Double
  }

  /// Where the section's own boundary supplementaries stand among all it places: after the
  /// layout's headers, before its footers.
  private var sectionBoundaries: Range<Int> {
    layout.layoutHeaders.count..<(layout.layoutHeaders.count + layout.node.boundaries.count)
  }

  /// The boundary supplementaries resolved: the layout's own keep to the configuration's
  /// reference, the section's to its supplementary reference; either also follows the
  /// section's own leading and trailing `insets` when it says so.
  private mutating func resolvedBoundaries(effective: Size, insets: LayoutEdgeInsets) -> [Boundary] {
    let all = layout.layoutHeaders + layout.node.boundaries + layout.layoutFooters
    let follows = layout.node.supplementariesFollowContentInsets
    let crossExtent = context.availableCrossExtent
    func span(_ boundary: CrossBoundary) -> (start: Double, length: Double) {
      let start = boundary.leading + (follows ? insets.left : 0)
      return (start, Swift.max(0, crossExtent - boundary.sum - (follows ? insets.horizontal : 0)))
    }
    let sectionSpan = span(layout.supplementaryBoundary)
    let layoutSpan = span(layout.layoutSupplementaryBoundary)
    var ordinals: [ElementKind: Int] = [:]
    var solver = GroupSolver(section: section, firstItem: 0, measured: { _ in nil })
    var result: [Boundary] = []
    for (position, b) in all.enumerated() {
      let (baseStart, baseLength) = sectionBoundaries.contains(position) ? sectionSpan : layoutSpan
      // Fractions resolve against the base across the scroll axis and the effective size along it.
      let base =
        vertical
        ? Size(width: baseLength, height: effective.height) : Size(width: effective.width, height: baseLength)
      let index = ordinals[b.kind, default: 0]
      ordinals[b.kind] = index + 1
      var logical = Size(
        width: solver.resolve(b.size.widthDimension, container: base, axis: "supplementary width"),
        height: solver.resolve(b.size.heightDimension, container: base, axis: "supplementary height"))
      if let m = layout.measuredSupplementaries[.init(kind: b.kind, index: index)] {
        if b.size.widthDimension.isEstimated { logical.width = m.width }
        if b.size.heightDimension.isEstimated { logical.height = m.height }
      }
      let size = canonical(logical)
      let (edge, crossSide) = classify(b.alignment)
      let cross: Double =
        switch crossSide {
        case .start?: baseStart
        case .end?: baseStart + baseLength - size.width
        case nil: baseStart + (baseLength - size.width) / 2
        }
      result.append(Boundary(node: b, index: index, size: size, edge: edge, crossOrigin: cross))
    }
    log.merge(solver.log)
    return result
  }

  /// The main-axis edge and cross-axis side an alignment names, for this scroll direction.
  private func classify(_ a: RectAlignment) -> (main: PinnedEdge?, cross: PinnedEdge?) {
    let top: Set<RectAlignment> = [.top, .topLeading, .topTrailing]
    let bottom: Set<RectAlignment> = [.bottom, .bottomLeading, .bottomTrailing]
    let leading: Set<RectAlignment> = [.leading, .topLeading, .bottomLeading]
    let trailing: Set<RectAlignment> = [.trailing, .topTrailing, .bottomTrailing]
    func side(_ start: Set<RectAlignment>, _ end: Set<RectAlignment>) -> PinnedEdge? {
      start.contains(a) ? .start : end.contains(a) ? .end : nil
    }
    return vertical ? (side(top, bottom), side(leading, trailing)) : (side(leading, trailing), side(top, bottom))
  }

  /// Appends boundary `b` with its main-axis start at `main`, moved by its offset.
  private mutating func place(_ b: Boundary, main: Double) {
    let offset = vertical ? b.node.offset : Point(x: b.node.offset.y, y: b.node.offset.x)
    var frame = Rect(x: b.crossOrigin, y: main, width: b.size.width, height: b.size.height)
    // Offsets beyond the longest length would only put the element out of every sum's reach.
    frame = frame.offsetBy(
      dx: log.boundedSigned(offset.x, "boundary supplementary offset", section: section),
      dy: log.boundedSigned(offset.y, "boundary supplementary offset", section: section))
    elements.append(
      ArrangedElement(
        category: .supplementary, kind: b.node.kind, item: b.index, frame: frame, zIndex: b.node.zIndex,
        pinnedEdge: b.node.pinned ? (b.edge ?? .start) : nil))
  }

  private mutating func sanitised(_ insets: LayoutEdgeInsets, _ name: String) -> LayoutEdgeInsets {
    log.nonNegative(insets, name, section: section)
  }
}
