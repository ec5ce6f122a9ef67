/// The supplementaries and decorations a section layout placed itself (see
/// ``ArrangedElement``), stored for queries: elements that scroll with the content behind a
/// ``MainAxisIndex`` of their own, pinned ones in a short list evaluated at every query of
/// their section.
///
/// In a section laid out in a strip (``OrthogonalStrip``) the index holds the elements
/// attached to items, in strip coordinates (they scroll with the strip); the section-level
/// ones, which stay put, are kept in the short `fixed` list.
struct SectionElements: Sendable {
  /// What identifies and stacks an element; its frame lives in the index.
  struct Info: Sendable {
    var category: ElementCategory
    var kind: ElementKind
    var item: Int
    var zIndex: Int
    var attachedToItem: Bool
  }

  /// The frames of the elements that scroll with the content.
  private(set) var floating: MainAxisIndex
  /// Their identities, parallel to `floating.frames`.
  private(set) var info: [Info]
  /// Elements that stay visible while their section is.
  private(set) var pinned: [ArrangedElement]
  /// In a strip section, the elements that neither pin nor scroll with the strip.
  private(set) var fixed: [ArrangedElement]
  /// Whether the section is laid out in a strip.
  let inStrip: Bool
  /// Whether `info` is in non-decreasing item order (then lookups binary-search).
  private let itemOrdered: Bool

  /// No elements.
  static let none: SectionElements = {
    var log = DiagnosticLog()
    return SectionElements(elements: [], section: 0, inStrip: false, log: &log)
  }()

  var isEmpty: Bool { info.isEmpty && pinned.isEmpty && fixed.isEmpty }

  /// Stores `elements`, dropping (with a diagnostic) those whose frames are not finite or
  /// have a negative extent.
  init(elements: [ArrangedElement], section: Int, inStrip: Bool, log: inout DiagnosticLog) {
    var frames: [Rect] = []
    var info: [Info] = []
    var pinned: [ArrangedElement] = []
    var fixed: [ArrangedElement] = []
    frames.reserveCapacity(elements.count)
    info.reserveCapacity(elements.count)
    var ordered = true
    for e in elements {
      let f = e.frame
      guard
        f.minX.isFinite && f.minY.isFinite && f.size.width >= 0 && f.size.height >= 0 && f.maxX.isFinite
          && f.maxY.isFinite
      else {
        log.report(
          "element.frame", section: section, item: e.item,
          "\(e.category.rawValue) \(e.kind.rawValue) has frame \(f); dropped")
        continue
      }
      if e.pinnedEdge != nil {
        pinned.append(e)
        continue
      }
      if inStrip && !e.attachedToItem {
        fixed.append(e)
        continue
      }
      if let last = info.last, last.item > e.item { ordered = false }
      frames.append(f)
      info.append(
        Info(category: e.category, kind: e.kind, item: e.item, zIndex: e.zIndex, attachedToItem: e.attachedToItem))
    }
    self.floating = MainAxisIndex(frames: frames)
    self.info = info
    self.pinned = pinned
    self.fixed = fixed
    self.inStrip = inStrip
    self.itemOrdered = ordered
  }

  /// The elements as the layout placed them (floating ones first).
  var arranged: [ArrangedElement] {
    floating.frames.indices.map { k in
      let i = info[k]
      return ArrangedElement(
        category: i.category, kind: i.kind, item: i.item, frame: floating.frames[k], zIndex: i.zIndex,
        attachedToItem: i.attachedToItem)
    } + pinned + fixed
  }

  /// These elements after ``ItemReplacement`` `r`: attached elements of items before the
  /// run kept, of the run replaced, after it moved by the shift; section-level elements
  /// replaced. O(elements).
  func replacing(_ r: ItemReplacement, section: Int, log: inout DiagnosticLog) -> SectionElements {
    var result: [ArrangedElement] = []
    var insertedRun = false
    for var e in arranged where e.attachedToItem {
      if e.item >= r.items.lowerBound && !insertedRun {
        result += r.attachedElements
        insertedRun = true
      }
      if r.items.contains(e.item) { continue }
      if e.item >= r.items.upperBound { e.frame.origin.y += r.shift }
      result.append(e)
    }
    if !insertedRun { result += r.attachedElements }
    return SectionElements(elements: result + r.sectionElements, section: section, inStrip: inStrip, log: &log)
  }

  /// The index in `floating` of the element `id` names, or `nil`.
  func floatingIndex(of id: ElementID) -> Int? {
    func matches(_ k: Int) -> Bool {
      info[k].item == id.item && info[k].category == id.category && info[k].kind == id.kind
    }
    guard itemOrdered else { return info.indices.first(where: matches) }
    var low = 0
    var high = info.count
    while low < high {
      let mid = (low + high) >> 1
      if info[mid].item < id.item { low = mid + 1 } else { high = mid }
    }
    var k = low
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

  /// The index in `fixed` of the element `id` names, or `nil`.
  func fixedIndex(of id: ElementID) -> Int? {
    fixed.firstIndex { $0.item == id.item && $0.category == id.category && $0.kind == id.kind }
  }
}
