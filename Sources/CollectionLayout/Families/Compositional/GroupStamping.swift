/// Places a compositional section's groups one after another along the scroll axis, in
/// canonical coordinates, or along the section's strip in strip coordinates (an orthogonal
/// section, see ``ItemArrangement/strip``): the group is solved once and stamped for every
/// repetition; a group holding a measured item is solved on its own.
///
/// The ``Plan`` it leaves behind lets one measured item be re-placed without stamping the
/// rest: when every group holds the template's item count, the group of item `i` starts at
/// item `i / k · k`, and its main-axis start is the template's stride times its ordinal
/// plus what the groups solved on their own before it added. O(m) for m such groups.
struct GroupStamping {
  /// What a replacement needs to know of the groups as they were placed.
  struct Plan: Sendable {
    /// Items per group (the template's leaf count).
    var itemsPerGroup: Int
    /// The template group's main extent.
    var templateLength: Double
    /// The inter-group spacing used.
    var spacing: Double
    /// The first group's canonical origin.
    var origin: Point
    /// The item count laid out.
    var itemCount: Int
    /// The container the groups were solved in.
    var container: Size
    /// Main extent of each group solved on its own, by its first item, in item order.
    var solved: [(first: Int, length: Double)]
    /// Where the last group ends along the main axis.
    var groupsEnd: Double

    /// What the groups solved on their own before item `first` added to the template's
    /// stride, summed in item order (as `GroupStamping/stamp(from:through:ordinal:correction:)`
    /// sums it, so both give the same start to the last bit).
    func correction(before first: Int) -> Double {
      var correction = 0.0
      for group in solved where group.first < first { correction += group.length - templateLength }
      return correction
    }

    /// The main-axis start of the group whose first item is `first`.
    func start(ofGroupAt first: Int) -> Double {
      origin.y + Double(first / itemsPerGroup) * (templateLength + spacing) + correction(before: first)
    }

    /// The main extent of the group whose first item is `first`.
    func length(ofGroupAt first: Int) -> Double {
      solved.first { $0.first == first }?.length ?? templateLength
    }

    /// The groups solved on their own after a run re-placed the groups from item
    /// `firstGroup` on, up to item `oldEnd` before it: those before the run kept, the run's
    /// own, those after it renumbered by `countChange`.
    func solved(
      replacingFrom firstGroup: Int, to oldEnd: Int, with run: [(first: Int, length: Double)], countChange: Int = 0
    ) -> [(first: Int, length: Double)] {
      solved.filter { $0.first < firstGroup } + run
        + solved.filter { $0.first >= oldEnd }.map { ($0.first + countChange, $0.length) }
    }
  }

  /// Groups placed over a run of items.
  struct Run {
    var frames: [Rect] = []
    /// Badges of the run's items (and its groups' supplementaries), in item order.
    var badges = AttachedElements()
    /// Main extent of each group solved on its own, by its first item, in item order.
    var solved: [(first: Int, length: Double)] = []
    /// Where the run's last group ends (the start when it placed none).
    var end: Double
    /// Whether every group held the template's item count (or the rest, at the end).
    var uniform = true
    /// The largest extent of a group across the direction groups follow one another.
    var depth = 0.0
    /// In a strip, each group's start and extent along it (snapping targets).
    var groupStarts: [Double] = []
    var groupLengths: [Double] = []
  }

  let layout: CompositionalSectionLayout
  let section: Int
  let itemCount: Int
  let container: Size
  /// Where the first group starts (canonical, or strip coordinates in a strip).
  var origin: Point
  var log = DiagnosticLog()
  private let spacing: Double
  /// The template group's extent along the direction groups follow one another.
  let templateLength: Double
  private let templateDepth: Double
  private let template: Stamp
  /// Whether groups follow one another along logical y (a vertical layout's sections, a
  /// horizontal layout's strips).
  private let vertical: Bool
  /// Whether the groups are placed in a strip (then group spans are recorded).
  private let inStrip: Bool

  /// Stamps `layout`'s group for `itemCount` items in `container` (logical) from `origin`,
  /// along the scroll axis or, `inStrip`, along the section's strip.
  init(
    layout: CompositionalSectionLayout, section: Int, itemCount: Int, container: Size, origin: Point,
    inStrip: Bool = false
  ) {
    self.layout = layout
    self.section = section
    self.itemCount = itemCount
    self.container = container
    self.origin = origin
    self.inStrip = inStrip
    self.vertical = (layout.scrollDirection == .vertical) != inStrip
    var spacing = log.boundedLength(layout.node.interGroupSpacing, "inter-group spacing", section: section)
    if !(spacing >= 0 && spacing < .infinity) {
      log.report("section.interGroupSpacing", section: section, "inter-group spacing \(spacing) is invalid; used 0")
      spacing = 0
    }
    self.spacing = spacing
    var solver = GroupSolver(section: section, firstItem: 0, measured: { _ in nil })
    let size = solver.solveTopLevel(layout.node.group, container: container)
    templateLength = vertical ? size.height : size.width
    templateDepth = vertical ? size.width : size.height
    log.merge(solver.log)
    template = Stamp(solver, vertical: vertical)
  }

  /// Places the groups from item `first` (the first item of group number `ordinal`) on,
  /// until item `end` is placed. Group g starts at the template's stride times g plus
  /// `correction`, what the groups solved on their own before it added (computed, not
  /// accumulated, so a re-placed run starts exactly where a full layout puts it).
  mutating func stamp(from first: Int, through end: Int, ordinal: Int = 0, correction: Double = 0) -> Run {
    var run = Run(end: origin.y + Double(ordinal) * (templateLength + spacing) + correction)
    guard itemCount > 0 else { return run }
    guard !template.frames.isEmpty else {
      log.report("section.emptyGroup", section: section, "the section's group holds no items; items get empty frames")
      run.frames = Array(repeating: Rect(origin: origin, size: .zero), count: end - first)
      return run
    }
    let measured = layout.measuredItemSizes
    let supplementaries = layout.measuredSupplementaries
    let measuredItem: (Int) -> Size? = { measured.size(of: $0) }
    let measuredBadge: (ElementKind, Int) -> Size? = { supplementaries[.init(kind: $0, index: $1)] }
    var solvedGroups = SolvedGroups()
    let reuses = layout.reusesSolvedGroups
    // The first of the measured items not before the group being placed.
    var measuredCursor = measured.firstIndex(notBelow: first)
    // Groups holding a measured item, or an item whose badge (or whose group's
    // supplementary) measured itself, are solved on their own.
    let measuredItems = Self.itemsSolvedAlone(layout, template: template, from: first, to: end)
    var nextMeasured = 0
    // Locals in the loop, and stamps passed as borrowed arguments: reading the template or
    // the run's arrays through `self` retains and releases them per group, which at 1M
    // items costs more than the layout itself.
    let template = self.template
    let stride = templateLength + spacing
    var frames: [Rect] = []
    frames.reserveCapacity(end - first)
    var badges = AttachedElements()
    let templateKinds = template.badges.map { badges.number(of: $0.kind) }
    if !template.badges.isEmpty {
      badges.reserveCapacity((end - first + template.frames.count - 1) / template.frames.count * template.badges.count)
    }
    var runEnd = run.end
    // Kept in locals, as the template: read through `self` they cost per group.
    let inStrip = self.inStrip
    var depth = 0.0
    var usedTemplate = false
    var item = first
    var ordinal = ordinal
    var correction = correction
    while item < end {
      let main = origin.y + Double(ordinal) * stride + correction
      while nextMeasured < measuredItems.count && measuredItems[nextMeasured] < item { nextMeasured += 1 }
      let length: Double
      let placed: Int
      if nextMeasured < measuredItems.count && measuredItems[nextMeasured] < item + template.frames.count {
        // Groups that read the same measured sizes are solved once (see `SolvedGroups`).
        while measuredCursor < measured.count && measured.items[measuredCursor] < item { measuredCursor += 1 }
        let key = SolvedGroups.key(at: item, cursor: measuredCursor, count: template.frames.count, measured: measured)
        let group: SolvedGroups.Group
        if reuses,
          let known = solvedGroups.group(
            at: item, cursor: measuredCursor, key: key, measured: measured, badges: supplementaries)
        {
          group = known
        } else {
          var solver = GroupSolver(
            section: section, firstItem: item, recordsReads: true, measured: measuredItem,
            measuredBadge: measuredBadge)
          let size = solver.solveTopLevel(layout.node.group, container: container)
          let stamp = Stamp(solver, vertical: vertical)
          group = SolvedGroups.Group(
            reads: solver.reads, size: size, stamp: stamp, kinds: stamp.badges.map { badges.number(of: $0.kind) })
          if solver.log.isEmpty { solvedGroups.keep(group, key: key) } else { log.merge(solver.log) }
        }
        length = vertical ? group.size.height : group.size.width
        depth = Swift.max(depth, vertical ? group.size.width : group.size.height)
        run.solved.append((item, length))
        correction += length - templateLength
        if group.stamp.frames.count != template.frames.count { run.uniform = false }
        placed = Self.place(
          group.stamp, at: item, of: itemCount, origin: Point(x: origin.x, y: main), kinds: group.kinds, &frames,
          &badges, section: section, log: &log)
      } else {
        length = templateLength
        usedTemplate = true
        placed = Self.place(
          template, at: item, of: itemCount, origin: Point(x: origin.x, y: main), kinds: templateKinds, &frames,
          &badges, section: section, log: &log)
      }
      if inStrip {
        run.groupStarts.append(main)
        run.groupLengths.append(length)
      }
      item += Swift.max(placed, 1)
      ordinal += 1
      runEnd = main + length
    }
    run.frames = frames
    run.badges = badges
    run.end = runEnd
    run.depth = usedTemplate ? Swift.max(depth, templateDepth) : depth
    return run
  }

  /// The items in `first..<end`, ascending, whose group the section solves on its own: those
  /// measured, and those whose badge (one of a kind `template` places) measured itself; a
  /// boundary supplementary's measured size has another kind. O(log m + r) for r measured
  /// items in the range, O(b log b) more for b measured badges.
  private static func itemsSolvedAlone(
    _ layout: CompositionalSectionLayout, template: Stamp, from first: Int, to end: Int
  ) -> [Int] {
    let measured = layout.measuredItemSizes
    let lower = measured.firstIndex(notBelow: first)
    let items = Array(measured.items[lower..<Swift.max(lower, measured.firstIndex(notBelow: end))])
    guard !layout.measuredSupplementaries.isEmpty, !template.badges.isEmpty else { return items }
    let badgeKinds = Set(template.badges.map(\.kind))
    var solved = Set(items)
    for key in layout.measuredSupplementaries.keys
    where key.index >= first && key.index < end && badgeKinds.contains(key.kind) {
      solved.insert(key.index)
    }
    return solved.sorted()
  }

  /// The plan of a whole-section run.
  func plan(after run: Run) -> Plan? {
    guard run.uniform, !inStrip, !template.frames.isEmpty else { return nil }
    return Plan(
      itemsPerGroup: template.frames.count, templateLength: templateLength, spacing: spacing, origin: origin,
      itemCount: itemCount, container: container, solved: run.solved, groupsEnd: run.end)
  }

  /// Groups placed again over a run of a section placed before.
  struct Restamped {
    /// The items re-placed.
    var items: Range<Int>
    /// The items they replace, by index before an edit (`items` otherwise).
    var replaced: Range<Int>
    var run: Run
    /// How far the groups after the run move along the main axis.
    var shift: Double
    /// The plan after the run.
    var plan: Plan
  }

  /// Places again the groups holding items `first` through `last` (ascending, in range) of
  /// a section placed as `plan` says. `nil` when the plan was made for another section
  /// shape or a re-solved group holds another item count (then the section is laid out
  /// again in full).
  mutating func restamp(from first: Int, through last: Int, plan: Plan) -> Restamped? {
    let k = template.frames.count
    guard fits(plan, itemCount: itemCount), first >= 0, last < itemCount else { return nil }
    let firstGroup = first / k * k
    let lastGroup = last / k * k
    let end = Swift.min(itemCount, lastGroup + k)
    let oldEnd = plan.start(ofGroupAt: lastGroup) + plan.length(ofGroupAt: lastGroup)
    let run = stamp(
      from: firstGroup, through: end, ordinal: firstGroup / k, correction: plan.correction(before: firstGroup))
    guard run.uniform else { return nil }
    var newPlan = plan
    newPlan.solved = plan.solved(replacingFrom: firstGroup, to: end, with: run.solved)
    let shift = run.end - oldEnd
    newPlan.groupsEnd += shift
    return Restamped(items: firstGroup..<end, replaced: firstGroup..<end, run: run, shift: shift, plan: newPlan)
  }

  /// Places again the groups a batch update's insertions and deletions (`edit`) changed in
  /// a section placed as `plan` says, this stamping being made for the new item count.
  ///
  /// The run starts at the group holding the first change. When the count changed by whole
  /// groups, the groups after the last change hold the same items at the same places, so
  /// the run ends at the first of them and they only move; otherwise every item after the
  /// first change sits elsewhere in its row, and the run goes to the end. `nil` when the
  /// run would hold more than half the section's items (a full layout costs less), the plan
  /// was made for another section shape or item count, or a re-solved group holds another
  /// item count (then the section is laid out again in full).
  ///
  /// - Complexity: O(run + groups solved on their own).
  mutating func restamp(editing edit: ItemEdit, plan: Plan) -> Restamped? {
    let k = template.frames.count
    guard fits(plan, itemCount: edit.oldItemCount), itemCount == edit.newItemCount else { return nil }
    let change = edit.countChange
    let firstGroup = edit.firstChangedItem / k * k
    // The unchanged tail's first item after the update, rounded up to a group's start.
    let newEnd =
      change % k == 0 ? Swift.min(itemCount, (edit.unchangedTail + change + k - 1) / k * k) : itemCount
    let oldEnd = newEnd - change
    // Re-placing an item costs about a quarter more than stamping it in a full layout (the
    // splice, the moved frames): a run of more than half the section is laid out instead,
    // and so is a section emptied.
    guard itemCount > 0, firstGroup <= newEnd, firstGroup <= oldEnd, newEnd - firstGroup <= itemCount / 2 else {
      return nil
    }
    let correction = plan.correction(before: firstGroup)
    let run = stamp(from: firstGroup, through: newEnd, ordinal: firstGroup / k, correction: correction)
    guard run.uniform else { return nil }
    var newPlan = plan
    newPlan.itemCount = itemCount
    newPlan.solved = plan.solved(replacingFrom: firstGroup, to: oldEnd, with: run.solved, countChange: change)
    let shift: Double
    if newEnd < itemCount {
      // Where the first group after the run starts, before and after, its correction
      // summed in item order as a full stamping sums it.
      let newCorrection = run.solved.reduce(correction) { $0 + ($1.length - templateLength) }
      let newStart = origin.y + Double(newEnd / k) * (templateLength + spacing) + newCorrection
      shift = newStart - plan.start(ofGroupAt: oldEnd)
      newPlan.groupsEnd += shift
    } else {
      shift = 0
      if !run.frames.isEmpty {
        newPlan.groupsEnd = run.end
      } else {
        // The last groups were deleted: the section ends with the group before the run (one
        // exists, as the run is at most half the section).
        newPlan.groupsEnd = plan.start(ofGroupAt: firstGroup - k) + plan.length(ofGroupAt: firstGroup - k)
      }
    }
    return Restamped(
      items: firstGroup..<newEnd, replaced: firstGroup..<oldEnd, run: run, shift: shift, plan: newPlan)
  }

  /// Whether `plan` was made by this stamping's section shape (its template, spacing,
  /// origin and container, none of them empty) for `itemCount` items.
  private func fits(_ plan: Plan, itemCount: Int) -> Bool {
    !template.frames.isEmpty && plan.itemsPerGroup == template.frames.count && plan.templateLength == templateLength
      && plan.spacing == spacing && plan.origin == origin && plan.itemCount == itemCount
      && plan.container == container
  }

  /// One solved group in canonical terms, relative to its origin: item frames, and the
  /// supplementaries of its items and groups.
  struct Stamp {
    var frames: [Rect]
    /// A badge (an item's, or a group's at its first item) by the index of its leaf. A
    /// struct, not a tuple: a tuple holding a string is copied through generic value
    /// witnesses, which cost a third of a 1M-item section's prepare with a label per row.
    struct Badge {
      var leaf: Int
      var kind: ElementKind
      var frame: Rect
      var zIndex: Int
    }
    /// The badges in leaf order.
    var badges: [Badge]

    /// The solved group's items, their badges and its groups' supplementaries; a group's
    /// supplementary follows the badges of its first item (so the badges stay in item order).
    init(_ solver: GroupSolver, vertical: Bool) {
      let leaves = solver.leaves
      frames = leaves.map { vertical ? $0.frame : $0.frame.transposed }
      var groupBadges = solver.groupBadges[...]
      if groupBadges.count > 1 { groupBadges = ArraySlice(groupBadges.sorted { $0.leaf < $1.leaf }) }
      badges = []
      func stamped(_ b: GroupSolver.PlacedBadge, leaf: Int) -> Badge {
        Badge(leaf: leaf, kind: b.kind, frame: vertical ? b.frame : b.frame.transposed, zIndex: b.zIndex)
      }
      for j in leaves.indices {
        for b in leaves[j].badges { badges.append(stamped(b, leaf: j)) }
        while let g = groupBadges.first, g.leaf == j {
          badges.append(stamped(g.badge, leaf: j))
          groupBadges.removeFirst()
        }
      }
    }

  }

  /// Appends `stamp`'s frames and badges for items from `item` (at most up to `count`),
  /// moved to `origin`, the badges' kinds numbered by `kinds` (parallel to its badges);
  /// returns how many items it placed.
  private static func place(
    _ stamp: Stamp, at item: Int, of count: Int, origin: Point, kinds: [Int32], _ frames: inout [Rect],
    _ attached: inout AttachedElements, section: Int, log: inout DiagnosticLog
  ) -> Int {
    let take = Swift.min(stamp.frames.count, count - item)
    for j in 0..<take { frames.append(stamp.frames[j].offsetBy(dx: origin.x, dy: origin.y)) }
    // Fields are read in place: copying each badge out would retain and release its kind.
    for k in stamp.badges.indices where stamp.badges[k].leaf < take {
      attached.append(
        .supplementary, kindNumber: kinds[k], item: item + stamp.badges[k].leaf,
        frame: stamp.badges[k].frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: stamp.badges[k].zIndex,
        section: section, log: &log)
    }
    return take
  }
}
