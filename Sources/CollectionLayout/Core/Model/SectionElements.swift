/// The supplementaries and decorations a section layout placed itself (see
/// ``ArrangedElement``), stored for queries: the elements attached to items (badges, a
/// group's supplementaries), in item order behind a ``MainAxisIndex`` of their own; the
/// section's own (boundary supplementaries, decorations: a few per section) and the pinned
/// ones in short lists evaluated at every query of their section.
///
/// In a section laid out in a strip (``OrthogonalStrip``) the index is in strip
/// coordinates: the attached elements scroll with the strip, the section's own stay put.
struct SectionElements: Sendable {
  typealias Info = AttachedElements.Info

  /// The frames of the elements attached to items.
  private(set) var floating: MainAxisIndex
  /// Their identities, parallel to `floating.frames`.
  private(set) var info: [Info]
  /// The kinds `info` names, each once.
  private var kinds: AttachedElements.KindTable
  /// Elements that stay visible while their section is.
  private(set) var pinned: [ArrangedElement]
  /// The section's own elements that do not pin: they neither belong to an item nor, in a
  /// strip, scroll with it.
  private(set) var sectionLevel: [ArrangedElement]
  /// Whether the section is laid out in a strip.
  let inStrip: Bool
  /// Whether `info` is in non-decreasing item order (then lookups binary-search and a
  /// replacement splices).
  private var itemOrdered: Bool

  /// No elements.
  static let none: SectionElements = {
    var log = DiagnosticLog()
    return SectionElements(elements: [], section: 0, inStrip: false, log: &log)
  }()

  var isEmpty: Bool { info.isEmpty && pinned.isEmpty && sectionLevel.isEmpty }

  /// Stores `attached` and then `elements`, dropping (with a diagnostic) those of
  /// `elements` whose frames are not finite or have a negative extent (`attached` dropped
  /// its own as they came).
  ///
  /// - Complexity: O(a + e) for a attached and e other elements, plus the index over the
  ///   attached ones' frames; `attached` is taken over, not copied.
  init(
    attached: AttachedElements = AttachedElements(), elements: [ArrangedElement], section: Int, inStrip: Bool,
    log: inout DiagnosticLog
  ) {
    var attached = attached
    // Room for the elements given as values; never when `attached` holds some, whose
    // storage the arrangement still shares (reserving would copy it).
    if attached.isEmpty { attached.reserveCapacity(elements.count) }
    var pinned: [ArrangedElement] = []
    var sectionLevel: [ArrangedElement] = []
    // Fields are read in place: copying each element out would retain and release its kind.
    elements.withUnsafeBufferPointer { buffer in
      for k in buffer.indices {
        if buffer[k].pinnedEdge == nil && buffer[k].attachedToItem {
          attached.append(buffer[k], section: section, log: &log)
        } else if !AttachedElements.isValid(buffer[k].frame) {
          AttachedElements.reportInvalid(
            buffer[k].category, buffer[k].kind, item: buffer[k].item, frame: buffer[k].frame, section: section,
            log: &log)
        } else if buffer[k].pinnedEdge != nil {
          pinned.append(buffer[k])
        } else {
          sectionLevel.append(buffer[k])
        }
      }
    }
    self.info = attached.info
    self.kinds = attached.kinds
    self.itemOrdered = attached.itemOrdered
    self.floating = MainAxisIndex(frames: attached.takeFrames())
    self.pinned = pinned
    self.sectionLevel = sectionLevel
    self.inStrip = inStrip
  }

  /// The kind of the attached element at `k`.
  func kind(at k: Int) -> ElementKind { kinds.kinds[Int(info[k].kindIndex)] }

  /// Whether elements of `kind` are attached to items here (badges, groups'
  /// supplementaries). O(kinds).
  func attaches(_ kind: ElementKind) -> Bool { kinds.kinds.contains(kind) }

  /// The elements as the layout placed them: attached ones, then the section's own.
  var arranged: [ArrangedElement] {
    AttachedElements.arranged(info, frames: floating.frames, kinds: kinds) + pinned + sectionLevel
  }

  /// Applies ``ItemReplacement`` `r`: attached elements of items before the run kept, of
  /// the run replaced (``ItemReplacement/replacedItems``, by index before an edit), after
  /// it moved by the shift and, after an edit, renumbered by its count change;
  /// section-level elements replaced.
  ///
  /// - Complexity: O(log e + r) to find and replace the run, then O(e) memory passes to
  ///   move the elements after it, for e attached elements (in place when the storage is
  ///   not shared); O(e) allocations when the elements are not in item order.
  mutating func replace(with r: ItemReplacement, section: Int, log: inout DiagnosticLog) {
    if splice(r, section: section, log: &log) { return }
    var kept: [ArrangedElement] = []
    var insertedRun = false
    for var e in arranged where e.attachedToItem {
      if e.item >= r.replacedItems.lowerBound && !insertedRun {
        kept += r.attachedElements
        insertedRun = true
      }
      if r.replacedItems.contains(e.item) { continue }
      if e.item >= r.replacedItems.upperBound {
        e.frame.origin.y += r.shift
        e.item += r.countChange
      }
      kept.append(e)
    }
    if !insertedRun { kept += r.attachedElements }
    self = SectionElements(elements: kept + r.sectionElements, section: section, inStrip: inStrip, log: &log)
  }

  /// Replaces, in place, the attached elements of `r`'s items by its attached elements and
  /// the section's own by its section elements; `false`, changing nothing, unless both
  /// these and the run's attached elements are in item order, inside the run, valid and
  /// unpinned (then ``replace(with:section:log:)`` rebuilds).
  private mutating func splice(_ r: ItemReplacement, section: Int, log: inout DiagnosticLog) -> Bool {
    let run = r.attachedElements
    guard itemOrdered else { return false }
    var previous = r.items.lowerBound
    for e in run {
      guard
        e.attachedToItem, e.pinnedEdge == nil, e.item >= previous, e.item < r.items.upperBound,
        MainAxisIndex.isValid(e.frame)
      else { return false }
      previous = e.item
    }
    let own = SectionElements(elements: r.sectionElements, section: section, inStrip: inStrip, log: &log)
    guard own.info.isEmpty else { return false }
    let range =
      firstFloating(atOrAfter: r.replacedItems.lowerBound)..<firstFloating(atOrAfter: r.replacedItems.upperBound)
    floating.replace(range, with: run.map(\.frame), shiftingFollowingBy: r.shift)
    info.replaceSubrange(
      range,
      with: run.map {
        Info(category: $0.category, kindIndex: kinds.index(of: $0.kind), item: $0.item, zIndex: $0.zIndex)
      })
    // After an edit, the elements after the run belong to items numbered anew.
    if r.countChange != 0 {
      for k in (range.lowerBound + run.count)..<info.count { info[k].item += r.countChange }
    }
    pinned = own.pinned
    sectionLevel = own.sectionLevel
    return true
  }

  /// The index in `floating` of the first element of item `item` or later (item order).
  private func firstFloating(atOrAfter item: Int) -> Int {
    var low = 0
    var high = info.count
    while low < high {
      let mid = (low + high) >> 1
      if info[mid].item < item { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The index in `floating` of the element `id` names, or `nil`.
  func floatingIndex(of id: ElementID) -> Int? {
    func matches(_ k: Int) -> Bool {
      info[k].item == id.item && info[k].category == id.category && kind(at: k) == id.kind
    }
    guard itemOrdered else { return info.indices.first(where: matches) }
    var k = firstFloating(atOrAfter: id.item)
    while k < info.count && info[k].item == id.item {
      if matches(k) { return k }
      k += 1
    }
    return nil
  }

  /// The index in `pinned` of the element `id` names, or `nil`.
  func pinnedIndex(of id: ElementID) -> Int? {
    pinned.firstIndex { $0.item == id.item && $0.category == id.category && $0.kind == id.kind }
  }

  /// The index in `sectionLevel` of the element `id` names, or `nil`.
  func sectionLevelIndex(of id: ElementID) -> Int? {
    sectionLevel.firstIndex { $0.item == id.item && $0.category == id.category && $0.kind == id.kind }
  }
}
