import CollectionLayout
import Foundation

/// The data a differential fuzz run mutates: sections of unique item ids. Everything a
/// layout is given — sizes, sides, plugins, chrome — follows from the ids, so a layout
/// built fresh from the same world must equal one updated step by step. Some ids give
/// hostile values (NaN, negative, infinite, 1e308) the layouts must repair.
struct FuzzWorld: Sendable {
  struct Section: Sendable {
    var id: Int
    var items: [Int]
  }

  var sections: [Section]
  var nextID: Int
  /// Items whose content changed on screen (their cells fit another height).
  var changedContent: Set<Int> = []

  /// Steps per run: small in `swift test`, `COLLECTION_LAYOUT_FUZZ_STEPS` in the long mode.
  static var steps: Int {
    ProcessInfo.processInfo.environment["COLLECTION_LAYOUT_FUZZ_STEPS"].flatMap(Int.init) ?? 25
  }

  /// Seeds per suite: `COLLECTION_LAYOUT_FUZZ_SEEDS` of them in the long mode, from
  /// `COLLECTION_LAYOUT_FUZZ_FIRST_SEED` (1 by default), so a new campaign can explore
  /// seeds an earlier one did not.
  static var seeds: [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    let count = Swift.max(1, environment["COLLECTION_LAYOUT_FUZZ_SEEDS"].flatMap(Int.init) ?? 4)
    let first = Swift.max(1, environment["COLLECTION_LAYOUT_FUZZ_FIRST_SEED"].flatMap(Int.init) ?? 1)
    return (first..<(first + count)).map(UInt64.init)
  }

  init(sections: [Section], nextID: Int) {
    self.sections = sections
    self.nextID = nextID
  }

  init(random r: inout Random, maximumItems: Int = 14) {
    var next = 1
    sections = (0..<(1 + r.next(4))).map { s in
      defer { next += 100 }
      return Section(id: s, items: (0..<r.next(maximumItems + 1)).map { next + $0 })
    }
    nextID = next + 1_000
  }

  var counts: [Int] { sections.map(\.items.count) }

  func id(_ path: ItemPath) -> Int { sections[path.section].items[path.item] }

  /// A length for `id`: `base` plus a spread, or (for one id in `hostileEvery`) NaN,
  /// negative, infinite or 1e308.
  static func length(_ id: Int, base: Double, spread: Int, hostileEvery: Int = 23) -> Double {
    guard hostileEvery > 0, id % hostileEvery == 0 else { return base + Double(id % Swift.max(1, spread)) }
    switch (id / hostileEvery) % 4 {
    case 0: return .nan
    case 1: return -7
    case 2: return .infinity
    default: return 1e308
    }
  }

  // MARK: Edits

  /// One batch update of random kind, applied to the world; the actions describe it as
  /// UIKit's `performBatchUpdates` would (deletions and reloads at old indices, insertions
  /// at new ones).
  mutating func randomEdit(_ r: inout Random) -> (name: String, actions: [UpdateAction]) {
    for _ in 0..<8 {
      if let edit = tryEdit(r.next(8), &r) { return edit }
    }
    return ("insert section", insertSection(&r))
  }

  private mutating func tryEdit(_ kind: Int, _ r: inout Random) -> (String, [UpdateAction])? {
    let filled = sections.indices.filter { !sections[$0].items.isEmpty }
    switch kind {
    case 0:
      guard let s = filled.randomElement(using: &r) else { return nil }
      let picked = Set((0..<(1 + r.next(3))).map { _ in r.next(sections[s].items.count) })
      for i in picked.sorted(by: >) { sections[s].items.remove(at: i) }
      return ("delete items", picked.map { .deleteItem(ItemPath(section: s, item: $0)) })
    case 1:
      guard !sections.isEmpty else { return nil }
      let s = r.next(sections.count)
      var actions: [UpdateAction] = []
      for _ in 0..<(1 + r.next(3)) {
        let i = r.next(sections[s].items.count + 1)
        sections[s].items.insert(newID(), at: i)
        actions = actions.map {
          guard case .insertItem(let p) = $0, p.item >= i else { return $0 }
          return .insertItem(ItemPath(section: s, item: p.item + 1))
        }
        actions.append(.insertItem(ItemPath(section: s, item: i)))
      }
      return ("insert items", actions)
    case 2:
      guard let s = filled.randomElement(using: &r) else { return nil }
      let i = r.next(sections[s].items.count)
      let id = sections[s].items.remove(at: i)
      let t = r.next(sections.count)
      let j = r.next(sections[t].items.count + 1)
      sections[t].items.insert(id, at: j)
      return ("move item", [.moveItem(from: ItemPath(section: s, item: i), to: ItemPath(section: t, item: j))])
    case 3:
      guard let s = filled.randomElement(using: &r) else { return nil }
      let i = r.next(sections[s].items.count)
      sections[s].items[i] = newID()
      return ("reload item", [.reloadItem(ItemPath(section: s, item: i))])
    case 4:
      return ("insert section", insertSection(&r))
    case 5:
      guard sections.count > 1 else { return nil }
      let s = r.next(sections.count)
      sections.remove(at: s)
      return ("delete section", [.deleteSection(s)])
    case 6:
      guard sections.count > 1 else { return nil }
      let s = r.next(sections.count)
      let t = r.next(sections.count)
      sections.insert(sections.remove(at: s), at: t)
      return ("move section", [.moveSection(from: s, to: t)])
    default:
      guard !sections.isEmpty else { return nil }
      let s = r.next(sections.count)
      sections[s].items = sections[s].items.map { _ in newID() }
      return ("reload section", [.reloadSection(s)])
    }
  }

  /// Moves one item, as a data source does when an interactive movement ends.
  mutating func moveItem(from source: ItemPath, to destination: ItemPath) {
    let id = sections[source.section].items.remove(at: source.item)
    sections[destination.section].items.insert(id, at: destination.item)
  }

  /// The world with one item moved.
  func movingItem(from source: ItemPath, to destination: ItemPath) -> FuzzWorld {
    var moved = self
    moved.moveItem(from: source, to: destination)
    return moved
  }

  private mutating func insertSection(_ r: inout Random) -> [UpdateAction] {
    let s = r.next(sections.count + 1)
    let id = newID()
    sections.insert(Section(id: id, items: (0..<r.next(10)).map { _ in newID() }), at: s)
    return [.insertSection(s)]
  }

  private mutating func newID() -> Int {
    nextID += 1
    return nextID
  }

  /// SplitMix64: small, seeded, the same on every platform. Given a script (the input of
  /// the coverage-guided fuzzer in `Fuzz/`), each draw first reads one byte of it, mixed
  /// with its place, so that a changed byte changes one decision and every bound sees every
  /// value; past the script's end the seed's numbers follow.
  struct Random: RandomNumberGenerator {
    var state: UInt64
    private let script: [UInt8]
    private var scriptPosition = 0

    init(seed: UInt64, script: [UInt8] = []) {
      state = seed &* 0x2545_F491_4F6C_DD1D
      self.script = script
    }

    mutating func next() -> UInt64 {
      if scriptPosition < script.count {
        defer { scriptPosition += 1 }
        return Self.mix(UInt64(script[scriptPosition]) | UInt64(scriptPosition) << 8)
      }
      state &+= 0x9E37_79B9_7F4A_7C15
      return Self.mix(state)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
      var z = value
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(Swift.max(1, bound))) }
  }
}
