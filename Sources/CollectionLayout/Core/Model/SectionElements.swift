/// The supplementaries and decorations a section layout placed itself (see
/// ``ArrangedElement``), stored for queries: the elements attached to items (badges, a
/// group's supplementaries), in item order behind a ``MainAxisIndex`` of their own; the
/// section's own (boundary supplementaries, decorations: a few per section) and the pinned
/// ones in short lists evaluated at every query of their section.
///
/// In a section laid out in a strip (``OrthogonalStrip``) the index is in strip
/// coordinates: the attached elements scroll with the strip, the section's own stay put.
struct SectionElements: Sendable {
  /// What identifies and stacks an element; its frame lives in the index. Its kind is an
  /// index into `kinds`, so the table holds no strings: copying and freeing a section with
  /// a label on every row costs no reference counting.
  struct Info: Sendable {
    var category: ElementCategory
    var kindIndex: Int32
    var item: Int
    var zIndex: Int
  }

  /// The frames of the elements attached to items.
  private(set) var floating: MainAxisIndex
  /// Their identities, parallel to `floating.frames`.
  private(set) var info: [Info]
  /// The kinds `info` names, each once.
  private var kinds = KindTable()
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

  /// Stores `elements`, dropping (with a diagnostic) those whose frames are not finite or
  /// have a negative extent.
  init(elements: [ArrangedElement], section: Int, inStrip: Bool, log: inout DiagnosticLog) {
    var frames: [Rect] = []
    var info: [Info] = []
    var pinned: [ArrangedElement] = []
    var sectionLevel: [ArrangedElement] = []
    var kinds = KindTable()
    frames.reserveCapacity(elements.count)
    info.reserveCapacity(elements.count)
    var ordered = true
    // Fields are read in place: copying each element out would retain and release its kind,
    // a third of the work for a section with a label on every row.
    elements.withUnsafeBufferPointer { buffer in
      for k in buffer.indices where Self.isValid(buffer[k], section: section, log: &log) {
        if buffer[k].pinnedEdge != nil {
          pinned.append(buffer[k])
        } else if !buffer[k].attachedToItem {
          sectionLevel.append(buffer[k])
        } else {
          let item = buffer[k].item
          if let last = info.last, last.item > item { ordered = false }
          frames.append(buffer[k].frame)
          info.append(
            Info(
              category: buffer[k].category, kindIndex: kinds.index(of: buffer[k].kind), item: item,
              zIndex: buffer[k].zIndex))
        }
      }
    }
    self.floating = MainAxisIndex(frames: frames)
    self.info = info
    self.kinds = kinds
    self.pinned = pinned
    self.sectionLevel = sectionLevel
    self.inStrip = inStrip
    self.itemOrdered = ordered
  }

  /// The kind of the attached element at `k`.
  func kind(at k: Int) -> ElementKind { kinds.kinds[Int(info[k].kindIndex)] }

  /// Whether elements of `kind` are attached to items here (badges, groups'
  /// supplementaries). O(kinds).
  func attaches(_ kind: ElementKind) -> Bool { kinds.kinds.contains(kind) }

  /// Element kinds by number. The kind of the element before is tried first (a section's
  /// badges are usually all of one kind), then a dictionary, so a layout giving every
  /// element a kind of its own costs O(1) per element too.
  struct KindTable: Sendable {
    private(set) var kinds: [ElementKind] = []
    private var numbers: [ElementKind: Int32] = [:]
    private var last: Int32 = -1

    /// The number of `kind`, added if new.
    mutating func index(of kind: ElementKind) -> Int32 {
      if last >= 0 && kinds[Int(last)] == kind { return last }
      if let known = numbers[kind] {
        last = known
        return known
      }
      let new = Int32(truncatingIfNeeded: kinds.count)
      kinds.append(kind)
      numbers[kind] = new
      last = new
      return new
    }
  }

  /// Whether `e`'s frame is finite with non-negative extents; reports it when not.
  @inline(__always)
  private static func isValid(_ e: ArrangedElement, section: Int, log: inout DiagnosticLog) -> Bool {
    if MainAxisIndex.isValid(e.frame) && e.frame.maxX.isFinite && e.frame.maxY.isFinite { return true }
    reportInvalid(e, section: section, log: &log)
    return false
  }

  /// Kept out of line, so the check above inlines into the per-element loops.
  @inline(never)
  private static func reportInvalid(_ e: ArrangedElement, section: Int, log: inout DiagnosticLog) {
    log.report(
      "element.frame", section: section, item: e.item,
      "\(e.category.rawValue) \(e.kind.rawValue) has frame \(e.frame); dropped")
  }

  /// The elements as the layout placed them: attached ones, then the section's own.
  var arranged: [ArrangedElement] {
    floating.frames.indices.map { k in
      let i = info[k]
      return ArrangedElement(
        category: i.category, kind: kind(at: k), item: i.item, frame: floating.frames[k], zIndex: i.zIndex,
        attachedToItem: true)
    } + pinned + sectionLevel
  }

  /// Applies ``ItemReplacement`` `r`: attached elements of items before the run kept, of
  /// the run replaced, after it moved by the shift; section-level elements replaced.
  ///
  /// - Complexity: O(log e + r) to find and replace the run, then O(e) memory passes to
  ///   move the elements after it, for e attached elements (in place when the storage is
  ///   not shared); O(e) allocations when the elements are not in item order.
  mutating func replace(with r: ItemReplacement, section: Int, log: inout DiagnosticLog) {
    if splice(r, section: section, log: &log) { return }
    var kept: [ArrangedElement] = []
    var insertedRun = false
    for var e in arranged where e.attachedToItem {
      if e.item >= r.items.lowerBound && !insertedRun {
        kept += r.attachedElements
        insertedRun = true
      }
      if r.items.contains(e.item) { continue }
      if e.item >= r.items.upperBound { e.frame.origin.y += r.shift }
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
    let range = firstFloating(atOrAfter: r.items.lowerBound)..<firstFloating(atOrAfter: r.items.upperBound)
    floating.replace(range, with: run.map(\.frame), shiftingFollowingBy: r.shift)
    info.replaceSubrange(
      range,
      with: run.map {
        Info(category: $0.category, kindIndex: kinds.index(of: $0.kind), item: $0.item, zIndex: $0.zIndex)
      })
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
