/// Lays out one top-level group and everything nested in it, in logical coordinates (x from
/// the leading edge, y down), relative to the group's origin.
///
/// Leaves (items) are consumed in order: the first leaf is item `firstItem` of the section,
/// which is how a measured size reaches the item it belongs to, and a badge's measured size
/// (an item's, or a group's at its first item) the badge. Without measured sizes every
/// repetition of a section's group is identical, so the section solves it once and stamps
/// it (see ``CompositionalSectionLayout``).
///
/// - Complexity: O(leaves + badges) per group; a group's supplementary also looks at those
///   of the groups nested in it, for one with its index path.
struct GroupSolver {
  /// A supplementary placed on an item (a badge) or a group.
  struct PlacedBadge {
    var kind: ElementKind
    var frame: Rect
    var zIndex: Int
  }

  /// A placed item and its badges.
  struct Leaf {
    var frame: Rect
    var badges: [PlacedBadge]
  }

  /// A supplementary anchored to a group. It has the index path of the group's first item
  /// (`leaf`), so one group's supplementary is told from the next group's.
  struct GroupBadge {
    var leaf: Int
    var badge: PlacedBadge
  }

  /// The most items one top-level group may hold: repeating zero-length subitems would
  /// otherwise never stop.
  static let maximumLeaves = 10_000
  /// Relative tolerance of the fit test, so fractions that fill a group exactly (0.7 + 0.3)
  /// never drop an item because of rounding.
  static let fitTolerance = 1e-9

  let section: Int
  let measured: (Int) -> Size?
  /// The measured size of the badge of a kind at an item (a group's: at its first item).
  let measuredBadge: (ElementKind, Int) -> Size?
  var nextItem: Int
  var leaves: [Leaf] = []
  /// Supplementaries of the groups placed, inner groups before the groups holding them (so
  /// those placed since a group's first leaf are the ones nested in it).
  var groupBadges: [GroupBadge] = []
  var log = DiagnosticLog()
  /// The item the first leaf is.
  let firstItem: Int
  /// Whether the solve keeps the measured sizes it reads in ``reads``.
  let recordsReads: Bool
  /// The measured sizes the solve read, in order, when it ``recordsReads``. The solve is a
  /// function of them: another group whose items and badges answer the same is solved the
  /// same (see `SolvedGroups`).
  var reads = MeasuredReads()

  init(
    section: Int, firstItem: Int, recordsReads: Bool = false, measured: @escaping (Int) -> Size?,
    measuredBadge: @escaping (ElementKind, Int) -> Size? = { _, _ in nil }
  ) {
    self.section = section
    self.firstItem = firstItem
    self.nextItem = firstItem
    self.recordsReads = recordsReads
    self.measured = measured
    self.measuredBadge = measuredBadge
  }

  /// Lays out `node` (a group) in a container of `container`; returns the group's size
  /// (its estimated extents fitted to its content).
  mutating func solveTopLevel(_ node: ItemNode, container: Size) -> Size {
    let size = resolvedSize(node, container: container, item: nil)
    return place(node, in: Rect(origin: .zero, size: size))
  }

  // MARK: Sizes

  /// A dimension resolved against `container`; bad fractions and lengths become 0.
  mutating func resolve(_ d: LayoutDimension, container: Size, axis: String) -> Double {
    var value: Double
    switch d.kind {
    case .fractionalWidth: value = d.dimension * container.width
    case .fractionalHeight: value = d.dimension * container.height
    case .absolute, .estimated, .uniformAcrossSiblings: value = d.dimension
    }
    value = log.boundedLength(value, "\(axis) \(d.kind) \(d.dimension)", section: section)
    guard value >= 0 && value < .infinity else {
      log.report(
        "dimension.invalid", section: section,
        "\(axis) \(d.kind) \(d.dimension) resolves to \(value); used 0")
      return 0
    }
    return value
  }

  /// The size `node` asks for in `container`, with a measured size on its estimated axes
  /// when it is an item (`item`) that has been measured.
  mutating func resolvedSize(_ node: ItemNode, container: Size, item: Int?) -> Size {
    var size = Size(
      width: resolve(node.size.widthDimension, container: container, axis: "width"),
      height: resolve(node.size.heightDimension, container: container, axis: "height"))
    guard let item, node.group == nil else { return size }
    let measuredSize = measured(item)
    if recordsReads { reads.items.append(.init(offset: item - firstItem, size: measuredSize)) }
    if let m = measuredSize {
      if node.size.widthDimension.isEstimated { size.width = m.width }
      if node.size.heightDimension.isEstimated { size.height = m.height }
    }
    return size
  }

  // MARK: Placement

  /// Places `node` in `slot` and returns the size it took (the slot's, except on a group's
  /// estimated axes, which fit the content).
  @discardableResult
  mutating func place(_ node: ItemNode, in slot: Rect) -> Size {
    guard let group = node.group else {
      placeLeaf(node, in: slot)
      return slot.size
    }
    let insets = bounded(node.contentInsets)
    let inner = inset(slot, by: insets, width: true, height: true)
    let firstLeaf = leaves.count
    let used: Size
    switch group.arrangement {
    case .horizontal(let repetition):
      used = placeAlong(horizontal: true, group, repetition, in: inner)
    case .vertical(let repetition):
      used = placeAlong(horizontal: false, group, repetition, in: inner)
    case .custom(let provider):
      placeCustom(provider, in: inner)
      used = inner.size
    }
    var size = slot.size
    if node.size.widthDimension.isEstimated { size.width = used.width + insets.leading + insets.trailing }
    if node.size.heightDimension.isEstimated { size.height = used.height + insets.top + insets.bottom }
    if !node.badges.isEmpty {
      placeGroupBadges(node.badges, on: Rect(origin: slot.origin, size: size), firstLeaf: firstLeaf)
    }
    return size
  }

  /// A group's supplementaries, anchored to the group's frame (its size, its content insets
  /// included: they inset the subitems, not the group). Each takes the index path of the
  /// group's first item; one that has none (an empty group) or whose kind already has that
  /// index path (a badge of the first item, an inner group's) is dropped and reported.
  private mutating func placeGroupBadges(_ badges: [BadgeNode], on frame: Rect, firstLeaf: Int) {
    for b in badges {
      guard firstLeaf < leaves.count else {
        log.report(
          .groupSupplementaryItem, section: section,
          "a group holding no items has no index path for its supplementary \(b.kind.rawValue); dropped")
        continue
      }
      let item = nextItem - (leaves.count - firstLeaf)
      let taken =
        leaves[firstLeaf].badges.contains { $0.kind == b.kind }
        || groupBadges.reversed().prefix { $0.leaf >= firstLeaf }.contains {
          $0.leaf == firstLeaf && $0.badge.kind == b.kind
        }
      guard !taken else {
        log.report(
          .groupSupplementaryItem, section: section, item: item,
          "a group's supplementary \(b.kind.rawValue) has the index path of another of its kind; dropped")
        continue
      }
      groupBadges.append(GroupBadge(leaf: firstLeaf, badge: place(b, on: frame, ofGroup: true, item: item)))
    }
  }

  /// `b` sized against `frame` (an item's or, `ofGroup`, a group's), with its measured size
  /// on its estimated axes when the view at `item` measured one, and anchored to the frame.
  private mutating func place(_ b: BadgeNode, on frame: Rect, ofGroup: Bool, item: Int) -> PlacedBadge {
    var size = Size(
      width: resolve(
        b.size.widthDimension, container: frame.size, axis: ofGroup ? "group supplementary width" : "badge width"),
      height: resolve(
        b.size.heightDimension, container: frame.size, axis: ofGroup ? "group supplementary height" : "badge height"))
    let measuredSize = measuredBadge(b.kind, item)
    if recordsReads { reads.badges.append(.init(kind: b.kind, offset: item - firstItem, size: measuredSize)) }
    if let m = measuredSize {
      if b.size.widthDimension.isEstimated { size.width = m.width }
      if b.size.heightDimension.isEstimated { size.height = m.height }
    }
    let placed = b.anchor.frame(of: size, on: frame, itemAnchor: b.itemAnchor, log: &log, section: section)
    return PlacedBadge(kind: b.kind, frame: placed, zIndex: b.zIndex)
  }

  /// An item: its slot less its content insets (not on an estimated axis), and its badges.
  private mutating func placeLeaf(_ node: ItemNode, in slot: Rect) {
    let frame = inset(
      slot, by: bounded(node.contentInsets), width: !node.size.widthDimension.isEstimated,
      height: !node.size.heightDimension.isEstimated)
    var badges: [PlacedBadge] = []
    for b in node.badges { badges.append(place(b, on: frame, ofGroup: false, item: nextItem)) }
    leaves.append(Leaf(frame: frame, badges: badges))
    nextItem += 1
  }

  /// `insets` with every edge finite and at most ``LayoutLimits/maximumLength`` either way:
  /// NaN and infinite edges become 0, longer ones the maximum (each reported). Negative
  /// edges are kept: they grow an item past its slot.
  private mutating func bounded(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
    let m = LayoutLimits.maximumLength
    // NaN fails every comparison, so it takes the repair path.
    if abs(insets.top) <= m && abs(insets.leading) <= m && abs(insets.bottom) <= m && abs(insets.trailing) <= m {
      return insets
    }
    func edge(_ value: Double, _ name: String) -> Double {
      log.boundedSigned(
        value, "content inset \(name)", section: section, invalid: .itemContentInsets, clamped: .itemContentInsets)
    }
    return DirectionalEdgeInsets(
      top: edge(insets.top, "top"), leading: edge(insets.leading, "leading"), bottom: edge(insets.bottom, "bottom"),
      trailing: edge(insets.trailing, "trailing"))
  }

  /// An edge spacing's length: 0 when there is none; NaN and negative ones become 0,
  /// longer ones ``LayoutLimits/maximumLength`` (reported).
  @inline(__always)
  private mutating func length(of edge: LayoutSpacing?) -> Double {
    guard let edge else { return 0 }
    if edge.spacing >= 0 && edge.spacing <= LayoutLimits.maximumLength { return edge.spacing }
    return repairedLength(edge.spacing)
  }

  /// Kept out of line: inlined into the placement loop, the repair's reporting made
  /// measuring one item of a 100k-item list about 10 % slower (246 against 222 µs).
  @inline(never)
  private mutating func repairedLength(_ spacing: Double) -> Double {
    log.nonNegative(spacing, "edge spacing", section: section)
  }

  /// `slot` less `insets` on the axes named. Insets larger than the slot shrink in
  /// proportion (reported), so the result stays inside the slot with a zero extent.
  private mutating func inset(_ slot: Rect, by insets: DirectionalEdgeInsets, width: Bool, height: Bool) -> Rect {
    var r = slot
    if width {
      let (offset, length) = fit(insets.leading, insets.trailing, in: slot.width)
      r.origin.x += offset
      r.size.width = length
    }
    if height {
      let (offset, length) = fit(insets.top, insets.bottom, in: slot.height)
      r.origin.y += offset
      r.size.height = length
    }
    return r
  }

  /// Where content starts and how long it is inside `extent` less `start` and `end`.
  private mutating func fit(_ start: Double, _ end: Double, in extent: Double) -> (offset: Double, length: Double) {
    guard start + end > extent else { return (start, extent - start - end) }
    log.report(
      "item.contentInsets", section: section,
      "content insets \(start) + \(end) exceed the extent \(extent); shrunk in proportion, the content is empty")
    return (start + end > 0 ? extent * start / (start + end) : 0, 0)
  }

  /// One subitem placed along the group's axis, before flexible space is shared.
  private struct Placement {
    var leaves: Range<Int>
    /// The supplementaries of the groups nested in the subitem (they move with its leaves).
    var groupBadges: Range<Int>
    var flexibleBefore: Int
    var flexibleAfter: Int
    var crossStretch: Bool
  }

  /// Subitems along the axis, repeated while they fit (or a fixed number of copies), then
  /// flexible spacing shares the spare length. Returns the extent used along the axis and
  /// the largest cross extent.
  private mutating func placeAlong(
    horizontal: Bool, _ group: GroupNode, _ repetition: GroupNode.Repetition, in inner: Rect
  ) -> Size {
    let axisLength = horizontal ? inner.width : inner.height
    let crossLength = horizontal ? inner.height : inner.width
    func along(_ s: Size) -> Double { horizontal ? s.width : s.height }
    func across(_ s: Size) -> Double { horizontal ? s.height : s.width }
    guard !group.subitems.isEmpty else {
      log.report("group.emptySubitems", section: section, "a group has no subitems; it holds no items")
      return .zero
    }
    let count = repetition.count
    var copies = count
    if let c = count, c < 1 {
      log.report("group.count", section: section, "group count \(c) is below 1; used 1")
      copies = 1
    } else if let c = count, c > Self.maximumLeaves {
      log.report("group.count", section: section, "group count \(c) is above \(Self.maximumLeaves); clamped")
      copies = Self.maximumLeaves
    }
    var spacing = log.boundedLength(group.interItemSpacing?.spacing ?? 0, "inter-item spacing", section: section)
    if !(spacing >= 0 && spacing < .infinity) {
      log.report("group.interItemSpacing", section: section, "inter-item spacing \(spacing) is invalid; used 0")
      spacing = 0
    }
    let flexibleGaps = group.interItemSpacing?.isFlexible ?? false
    let tolerance = Self.fitTolerance * Swift.max(1, axisLength)
    // Equal slots share the axis, whatever the subitem's own length along it.
    var equalExtent: Double?
    if case .equalSlots = repetition, let c = copies {
      equalExtent = Swift.max(0, (axisLength - spacing * Double(c - 1)) / Double(c))
    }

    var placements: [Placement] = []
    var cursor = 0.0
    var crossUsed = 0.0
    var flexibleSlots = 0
    var k = 0
    while k < (copies ?? Self.maximumLeaves) && leaves.count < Self.maximumLeaves {
      let child = group.subitems[k % group.subitems.count]
      var size = resolvedSize(child, container: inner.size, item: nextItem)
      if let equalExtent {
        if horizontal { size.width = equalExtent } else { size.height = equalExtent }
      }
      let edges = child.edgeSpacing
      let leadEdge = horizontal ? edges?.leading : edges?.top
      let trailEdge = horizontal ? edges?.trailing : edges?.bottom
      let gap = placements.isEmpty ? 0 : spacing
      let lead = length(of: leadEdge)
      let trail = length(of: trailEdge)
      let needed = gap + lead + along(size) + trail
      // Every listed subitem is placed once; repetitions stop before the first that does
      // not fit (fractions that add up to a hair over 1, as the article's 0.6667 + 0.3334,
      // still show every subitem). Groups of a fixed count place exactly that many.
      let repeating = k >= group.subitems.count
      if copies == nil && repeating && cursor + needed > axisLength + tolerance { break }
      if copies == nil && repeating && needed <= 0 {
        log.report("group.zeroLength", section: section, "subitems of zero length repeat without end; stopped")
        break
      }
      var flexibleBefore = 0
      if !placements.isEmpty && flexibleGaps { flexibleBefore += 1 }
      if leadEdge?.isFlexible == true { flexibleBefore += 1 }
      flexibleSlots += flexibleBefore + (trailEdge?.isFlexible == true ? 1 : 0)
      // Cross-axis edge spacing: fixed offsets; flexible on both sides centres, on the
      // leading side alone pushes to the far end.
      let crossLead = horizontal ? edges?.top : edges?.leading
      let crossTrail = horizontal ? edges?.bottom : edges?.trailing
      var crossOffset = length(of: crossLead)
      let crossFree = crossLength - across(size) - crossOffset - length(of: crossTrail)
      if crossLead?.isFlexible == true && crossFree > 0 {
        crossOffset += crossTrail?.isFlexible == true ? crossFree / 2 : crossFree
      }
      let position = cursor + gap + lead
      let childSlot =
        horizontal
        ? Rect(x: inner.minX + position, y: inner.minY + crossOffset, width: size.width, height: size.height)
        : Rect(x: inner.minX + crossOffset, y: inner.minY + position, width: size.width, height: size.height)
      let first = leaves.count
      let firstBadge = groupBadges.count
      let taken = place(child, in: childSlot)
      let stretch =
        child.group == nil && (horizontal ? child.size.heightDimension : child.size.widthDimension).isEstimated
      placements.append(
        Placement(
          leaves: first..<leaves.count, groupBadges: firstBadge..<groupBadges.count, flexibleBefore: flexibleBefore,
          flexibleAfter: trailEdge?.isFlexible == true ? 1 : 0, crossStretch: stretch))
      cursor = position + along(taken) + trail
      crossUsed = Swift.max(crossUsed, crossOffset + across(taken))
      k += 1
    }
    if leaves.count >= Self.maximumLeaves && copies == nil {
      log.report("group.tooManyItems", section: section, "a group holds more than \(Self.maximumLeaves) items; stopped")
    }
    shareFlexibleSpace(placements, spare: axisLength - cursor, slots: flexibleSlots, horizontal: horizontal)
    // Estimated items of one row share the row's extent across the axis, as UIKit.
    for p in placements where p.crossStretch {
      for l in p.leaves {
        if horizontal { leaves[l].frame.size.height = crossUsed } else { leaves[l].frame.size.width = crossUsed }
      }
    }
    return horizontal ? Size(width: cursor, height: crossUsed) : Size(width: crossUsed, height: cursor)
  }

  /// Moves each placement by the flexible space before it: `spare` shared equally among
  /// the flexible slots (flexible gaps and edges).
  private mutating func shareFlexibleSpace(_ placements: [Placement], spare: Double, slots: Int, horizontal: Bool) {
    guard slots > 0 && spare > 0 else { return }
    let share = spare / Double(slots)
    var slotsSoFar = 0
    for p in placements {
      slotsSoFar += p.flexibleBefore
      let shift = share * Double(slotsSoFar)
      for l in p.leaves { move(leaf: l, by: shift, horizontal: horizontal) }
      for g in p.groupBadges {
        groupBadges[g].badge.frame = groupBadges[g].badge.frame.offsetBy(
          dx: horizontal ? shift : 0, dy: horizontal ? 0 : shift)
      }
      // A flexible trailing edge pushes the placements after it.
      slotsSoFar += p.flexibleAfter
    }
  }

  private mutating func move(leaf l: Int, by shift: Double, horizontal: Bool) {
    let dx = horizontal ? shift : 0
    let dy = horizontal ? 0 : shift
    leaves[l].frame = leaves[l].frame.offsetBy(dx: dx, dy: dy)
    for b in leaves[l].badges.indices { leaves[l].badges[b].frame = leaves[l].badges[b].frame.offsetBy(dx: dx, dy: dy) }
  }

  /// A custom group: one item per frame the closure returns, each kept inside the group
  /// (moved in and narrowed to fit, with a diagnostic).
  private mutating func placeCustom(_ provider: LayoutGroupCustomItemProvider, in inner: Rect) {
    let items = provider(LayoutContainer(contentSize: inner.size))
    if items.isEmpty {
      log.report("group.customEmpty", section: section, "a custom group returned no frames; it holds no items")
    }
    for item in items.prefix(Self.maximumLeaves) {
      var f = item.frame
      if !MainAxisIndex.isValid(f) {
        log.report(
          "group.customFrame", section: section, item: nextItem, "custom frame \(f) is not finite; used an empty frame")
        f = .zero
      }
      let w = Swift.min(f.width, inner.width)
      let h = Swift.min(f.height, inner.height)
      let x = Swift.min(Swift.max(f.minX, 0), inner.width - w)
      let y = Swift.min(Swift.max(f.minY, 0), inner.height - h)
      if x != f.minX || y != f.minY || w != f.width || h != f.height {
        log.report(
          "group.customFrame", section: section, item: nextItem,
          "custom frame \(f) lies outside its group (\(inner.size)); moved inside")
      }
      let size = LayoutSize(widthDimension: .absolute(w), heightDimension: .absolute(h))
      placeLeaf(
        ItemNode(size: size),
        in: Rect(x: inner.minX + x, y: inner.minY + y, width: w, height: h))
    }
  }
}
