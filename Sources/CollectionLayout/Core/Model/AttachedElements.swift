/// The elements attached to a section's items (badges, groups' supplementaries), in the
/// form ``SectionElements`` keeps them for queries: frames in one array, what identifies
/// and stacks each element in a parallel one, and each kind once in a table.
///
/// A section layout that places an element per item can gather them here as it goes
/// (``ItemArrangement/attached``) instead of as ``ArrangedElement`` values: that saves an
/// array of the elements' full form and a pass converting it, most of a cold prepare with a
/// label on every row (30.7 → 7.0 ms at a million items, docs/benchmarks.md).
struct AttachedElements: Sendable {
  /// What identifies and stacks an element; its frame is kept apart. Its kind is a number
  /// in `kinds`, so the table holds no strings: copying and freeing a section with a label
  /// on every row costs no reference counting.
  struct Info: Sendable {
    var category: ElementCategory
    var kindIndex: Int32
    var item: Int
    var zIndex: Int
  }

  /// The elements' frames, canonical, item-area (or strip) coordinates.
  private(set) var frames: [Rect] = []
  /// Their identities, parallel to `frames`.
  private(set) var info: [Info] = []
  /// The kinds `info` names, each once.
  private(set) var kinds = KindTable()
  /// Whether `info` is in non-decreasing item order.
  private(set) var itemOrdered = true

  /// No elements.
  init() {}

  var isEmpty: Bool { info.isEmpty }
  var count: Int { info.count }

  /// Makes room for `count` more elements.
  mutating func reserveCapacity(_ count: Int) {
    frames.reserveCapacity(frames.count + count)
    info.reserveCapacity(info.count + count)
  }

  /// The number standing for `kind` in `info`, for ``append(_:kindNumber:item:frame:zIndex:section:log:)``.
  mutating func number(of kind: ElementKind) -> Int32 { kinds.index(of: kind) }

  /// The kind numbered `number`.
  func kind(numbered number: Int32) -> ElementKind { kinds.kinds[Int(number)] }

  /// Appends an element of `category` and the kind numbered `kindNumber` attached to `item`;
  /// drops it, with a diagnostic, when its frame is not finite or has a negative extent.
  @inline(__always)
  mutating func append(
    _ category: ElementCategory, kindNumber: Int32, item: Int, frame: Rect, zIndex: Int, section: Int,
    log: inout DiagnosticLog
  ) {
    guard Self.isValid(frame) else {
      Self.reportInvalid(category, kind(numbered: kindNumber), item: item, frame: frame, section: section, log: &log)
      return
    }
    if let last = info.last, last.item > item { itemOrdered = false }
    frames.append(frame)
    info.append(Info(category: category, kindIndex: kindNumber, item: item, zIndex: zIndex))
  }

  /// Appends `e` (attached to its item) as ``append(_:kindNumber:item:frame:zIndex:section:log:)`` does.
  mutating func append(_ e: ArrangedElement, section: Int, log: inout DiagnosticLog) {
    append(
      e.category, kindNumber: kinds.index(of: e.kind), item: e.item, frame: e.frame, zIndex: e.zIndex,
      section: section, log: &log)
  }

  /// The frames, handed over to an index; the elements keep their identities only.
  mutating func takeFrames() -> [Rect] {
    defer { frames = [] }
    return frames
  }

  /// The elements in their full form, in the order they were appended.
  var arranged: [ArrangedElement] { Self.arranged(info, frames: frames, kinds: kinds) }

  /// Elements identified by `info`, framed by the parallel `frames`, in their full form.
  static func arranged(_ info: [Info], frames: [Rect], kinds: KindTable) -> [ArrangedElement] {
    zip(info, frames).map { i, frame in
      ArrangedElement(
        category: i.category, kind: kinds.kinds[Int(i.kindIndex)], item: i.item, frame: frame, zIndex: i.zIndex,
        attachedToItem: true)
    }
  }

  /// Whether `frame` is finite with non-negative extents, its far edges included.
  @inline(__always)
  static func isValid(_ frame: Rect) -> Bool {
    MainAxisIndex.isValid(frame) && frame.maxX.isFinite && frame.maxY.isFinite
  }

  /// Reports an element dropped for its frame. Kept out of line, so the check inlines into
  /// the per-element loops.
  @inline(never)
  static func reportInvalid(
    _ category: ElementCategory, _ kind: ElementKind, item: Int, frame: Rect, section: Int, log: inout DiagnosticLog
  ) {
    log.report(
      "element.frame", section: section, item: item,
      "\(category.rawValue) \(kind.rawValue) has frame \(frame); dropped")
  }

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
}
