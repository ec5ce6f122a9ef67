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
  private func canonical(_ i: DirectionalEdgeInsets) -> EdgeInsets {
    let logical = EdgeInsets(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing)
    return vertical ? logical : logical.transposed
  }

  mutating func build(diagnostics: inout DiagnosticLog) -> ItemArrangement {
    let node = layout.node
    if node.orthogonalScrollingBehavior != .none {
      log.report(
        "section.orthogonalScrolling", section: section,
        "orthogonalScrollingBehavior \(node.orthogonalScrollingBehavior) is not laid out yet; the section lays out as .none"
      )
    }
    let crossExtent = context.availableCrossExtent
    let insets = sanitised(canonical(node.contentInsets), "section contentInsets")
    let container =
      vertical
      ? Size(width: crossExtent, height: layout.mainContainerExtent)
      : Size(width: layout.mainContainerExtent, height: crossExtent)
    let logicalInsets = vertical ? insets : insets.transposed
    let effective = Size(
      width: Swift.max(0, container.width - logicalInsets.left - logicalInsets.right),
      height: Swift.max(0, container.height - logicalInsets.top - logicalInsets.bottom))

    let boundaries = resolvedBoundaries(container: container, effective: effective, insets: insets)
    var cursor = 0.0
    for b in boundaries where b.edge == .start && b.node.extendsBoundary {
      place(b, main: cursor)
      cursor += b.size.height
    }
    let contentStart = cursor
    let groups = stampGroups(container: effective, origin: Point(x: insets.left, y: contentStart + insets.top))
    let contentEnd = groups.end + insets.bottom
    cursor = contentEnd
    for b in boundaries where b.edge == .end && b.node.extendsBoundary {
      place(b, main: cursor)
      cursor += b.size.height
    }
    for b in boundaries where !(b.edge != nil && b.node.extendsBoundary) {
      // Inside the content frame: at its start, or flush with its end.
      place(b, main: b.edge == .end ? contentEnd - b.size.height : contentStart)
    }
    for d in layout.node.decorations {
      let i = sanitised(canonical(d.contentInsets), "decoration contentInsets")
      let frame = Rect(
        x: i.left, y: contentStart + i.top, width: Swift.max(0, crossExtent - i.horizontal),
        height: Swift.max(0, contentEnd - contentStart - i.vertical))
      elements.append(ArrangedElement(category: .decoration, kind: d.kind, frame: frame, zIndex: d.zIndex))
    }
    var spacingAfter = layout.spacingAfter
    if !(spacingAfter >= 0 && spacingAfter < .infinity) {
      log.report(
        "layout.interSectionSpacing", section: section, "inter-section spacing \(spacingAfter) is invalid; used 0")
      spacingAfter = 0
    }
    diagnostics.merge(log)
    return ItemArrangement(
      frames: groups.frames, mainExtent: cursor + spacingAfter, elements: elements,
      cellZIndex: layout.node.decorations.isEmpty ? ZIndex.cell : ZIndex.cell + 1)
  }

  // MARK: Groups

  /// Lays out every item: the group solved once and stamped, groups holding measured items
  /// solved on their own. Returns the frames and the main-axis end of the last group.
  private mutating func stampGroups(container: Size, origin: Point) -> (frames: [Rect], end: Double) {
    let count = context.itemCount
    var spacing = layout.node.interGroupSpacing
    if !(spacing >= 0 && spacing < .infinity) {
      log.report("section.interGroupSpacing", section: section, "inter-group spacing \(spacing) is invalid; used 0")
      spacing = 0
    }
    let measured = layout.measuredItems
    var templateSolver = GroupSolver(section: section, firstItem: 0, measured: { _ in nil })
    let templateSize = canonical(templateSolver.solveTopLevel(layout.node.group, container: container))
    log.merge(templateSolver.log)
    let template = canonical(templateSolver.leaves)
    guard count > 0 else { return ([], origin.y) }
    guard !template.isEmpty else {
      log.report("section.emptyGroup", section: section, "the section's group holds no items; items get empty frames")
      return (Array(repeating: Rect(origin: origin, size: .zero), count: count), origin.y)
    }
    let measuredItems = measured.keys.filter { $0 >= 0 && $0 < count }.sorted()
    var nextMeasured = 0
    var frames: [Rect] = []
    frames.reserveCapacity(count)
    var item = 0
    var main = origin.y
    while item < count {
      while nextMeasured < measuredItems.count && measuredItems[nextMeasured] < item { nextMeasured += 1 }
      let groupSize: Size
      let leaves: [GroupSolver.Leaf]
      if nextMeasured < measuredItems.count && measuredItems[nextMeasured] < item + template.count {
        var solver = GroupSolver(section: section, firstItem: item, measured: { measured[$0] })
        groupSize = canonical(solver.solveTopLevel(layout.node.group, container: container))
        log.merge(solver.log)
        leaves = canonical(solver.leaves)
      } else {
        groupSize = templateSize
        leaves = template
      }
      let take = Swift.min(leaves.count, count - item)
      for j in 0..<take {
        frames.append(leaves[j].frame.offsetBy(dx: origin.x, dy: main))
        for b in leaves[j].badges {
          elements.append(
            ArrangedElement(
              category: .supplementary, kind: b.kind, item: item + j, frame: b.frame.offsetBy(dx: origin.x, dy: main),
              zIndex: b.zIndex))
        }
      }
      item += Swift.max(take, 1)
      main += groupSize.height + (item < count ? spacing : 0)
    }
    return (frames, main)
  }

  /// Leaves of a logical group solution in canonical terms.
  private func canonical(_ leaves: [GroupSolver.Leaf]) -> [GroupSolver.Leaf] {
    leaves.map { leaf in
      GroupSolver.Leaf(
        frame: canonical(leaf.frame),
        badges: leaf.badges.map { (kind: $0.kind, frame: canonical($0.frame), zIndex: $0.zIndex) })
    }
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

  private mutating func resolvedBoundaries(container: Size, effective: Size, insets: EdgeInsets) -> [Boundary] {
    let all = layout.layoutHeaders + layout.node.boundaries + layout.layoutFooters
    let follows = layout.node.supplementariesFollowContentInsets
    let crossExtent = context.availableCrossExtent
    let baseStart = follows ? insets.left : 0
    let baseLength = Swift.max(0, follows ? crossExtent - insets.horizontal : crossExtent)
    // Fractions resolve against the base across the scroll axis and the effective size along it.
    let base =
      vertical
      ? Size(width: baseLength, height: effective.height) : Size(width: effective.width, height: baseLength)
    var ordinals: [ElementKind: Int] = [:]
    var solver = GroupSolver(section: section, firstItem: 0, measured: { _ in nil })
    var result: [Boundary] = []
    for b in all {
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
    frame = frame.offsetBy(dx: offset.x.isFinite ? offset.x : 0, dy: offset.y.isFinite ? offset.y : 0)
    elements.append(
      ArrangedElement(
        category: .supplementary, kind: b.node.kind, item: b.index, frame: frame, zIndex: b.node.zIndex,
        pinnedEdge: b.node.pinned ? (b.edge ?? .start) : nil))
  }

  private mutating func sanitised(_ insets: EdgeInsets, _ name: String) -> EdgeInsets {
    log.nonNegative(insets, name, section: section)
  }
}
