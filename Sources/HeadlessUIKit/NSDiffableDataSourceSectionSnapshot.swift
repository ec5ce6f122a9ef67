import Foundation

/// The items of one section as a tree, as UIKit's `NSDiffableDataSourceSectionSnapshot`
/// (iOS 14): items may have children, a parent is expanded or collapsed, and the section
/// shows its ``visibleItems``, those whose every ancestor is expanded.
///
/// What the iPhoneOS 16.5 SDK header documents, kept: items are held depth first; appending
/// into a parent adds after its existing children; inserting before an item puts the new
/// items at that item's level, inserting after one puts them after its children; deleting
/// an item deletes its children; expansion needs no children and travels with the
/// snapshot; a snapshot of a parent's children starts at level 0. As in UIKit's full
/// snapshot, an identifier may stand only once and an item named as a place must be there:
/// breaking either stops the program. Expanding or collapsing an item that is not there
/// does nothing (UIKit logs it). Items are new collapsed.
///
/// - Complexity: Asking about one item (`isExpanded`, `contains`, `level`, `index`, `parent`)
///   is O(1), as the header says of UIKit's; `isVisible` is O(depth). Every change, and
///   `visibleItems`, is O(n) in the section's items, which are held in one array.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  /// Every item, depth first: each parent before its children.
  public private(set) var items: [ItemIdentifierType] = []
  /// Each item's depth, in the order of `items` (0 for root items).
  private var levels: [Int] = []
  /// The parent of every item that has one.
  private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
  /// Where each item is in `items`.
  private var positions: [ItemIdentifierType: Int] = [:]
  /// The items marked expanded.
  private var expandedItems: Set<ItemIdentifierType> = []

  /// An empty snapshot.
  public init() {}

  /// A copy of `snapshot`.
  public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) { self = snapshot }

  // MARK: Reading

  /// The items at level 0, in order.
  public var rootItems: [ItemIdentifierType] { items.indices.filter { levels[$0] == 0 }.map { items[$0] } }

  /// The items the section shows: those whose ancestors are all expanded, in order.
  public var visibleItems: [ItemIdentifierType] {
    var visible: [ItemIdentifierType] = []
    var i = 0
    while i < items.count {
      visible.append(items[i])
      i = expandedItems.contains(items[i]) ? i + 1 : subtreeEnd(i)
    }
    return visible
  }

  /// Whether `item` is marked expanded.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

  /// Whether `item` is in the snapshot and every ancestor of it is expanded.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard contains(item) else { return false }
    var ancestor = parents[item]
    while let a = ancestor {
      if !expandedItems.contains(a) { return false }
      ancestor = parents[a]
    }
    return true
  }

  /// Whether `item` is in the snapshot.
  public func contains(_ item: ItemIdentifierType) -> Bool { positions[item] != nil }

  /// The depth of `item` (0 for a root item), or `NSNotFound` when it is not there, as UIKit.
  public func level(of item: ItemIdentifierType) -> Int { positions[item].map { levels[$0] } ?? NSNotFound }

  /// Where `item` is in ``items``, or `nil`.
  public func index(of item: ItemIdentifierType) -> Int? { positions[item] }

  /// The parent of `child`, or `nil` for a root item.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

  /// The descendants of `parent` as a snapshot of their own, levels starting at 0 (with
  /// `includingParent`, `parent` is its root), their expansion kept.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    let p = position(of: parent)
    let range = (includingParent ? p : p + 1)..<subtreeEnd(p)
    let base = includingParent ? levels[p] : levels[p] + 1
    var result = NSDiffableDataSourceSectionSnapshot()
    result.items = Array(items[range])
    result.levels = levels[range].map { $0 - base }
    let inside = Set(result.items)
    for item in result.items {
      // The roots of the result have no parent in it.
      if let up = parents[item], inside.contains(up) { result.parents[item] = up }
      if expandedItems.contains(item) { result.expandedItems.insert(item) }
    }
    result.reindex()
    return result
  }

  /// The tree drawn in text for debugging, one item a line, indented by level: `+` marks an
  /// expanded item, `-` a collapsed one with children, `*` a visible one. UIKit's legend;
  /// its exact format is not documented, this one is HeadlessUIKit's.
  public func visualDescription() -> String {
    items.indices.map { i in
      let item = items[i]
      let hasChildren = subtreeEnd(i) > i + 1
      let expansion = expandedItems.contains(item) ? "+" : hasChildren ? "-" : " "
      return String(repeating: "  ", count: levels[i]) + expansion + (isVisible(item) ? "*" : " ") + " \(item)"
    }.joined(separator: "\n")
  }

  // MARK: Changing

  /// Appends `items` as root items, or as the last children of `parent`.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    guard let parent else { return place(items, at: self.items.count, level: 0, parent: nil) }
    let p = position(of: parent)
    place(items, at: subtreeEnd(p), level: levels[p] + 1, parent: parent)
  }

  /// Inserts `items` before `item`, at its level and under its parent.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    let i = position(of: item)
    place(items, at: i, level: levels[i], parent: parents[item])
  }

  /// Inserts `items` after `item` and its children, at its level and under its parent.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    let i = position(of: item)
    place(items, at: subtreeEnd(i), level: levels[i], parent: parents[item])
  }

  /// Deletes `items` with their children (items not there are passed over).
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items {
      guard let i = positions[item] else { continue }
      let removed = i..<subtreeEnd(i)
      for gone in self.items[removed] {
        parents[gone] = nil
        expandedItems.remove(gone)
      }
      self.items.removeSubrange(removed)
      levels.removeSubrange(removed)
      reindex()
    }
  }

  /// Deletes every item.
  public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

  /// Marks `items` expanded (their children, if any, become visible when they are).
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items where contains(item) { expandedItems.insert(item) }
  }

  /// Marks `items` collapsed.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items { expandedItems.remove(item) }
  }

  /// Replaces the descendants of `parent` by `snapshot`'s items, its root items becoming
  /// `parent`'s children.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    let p = position(of: parent)
    delete(items[(p + 1)..<subtreeEnd(p)].filter { parents[$0] == parent })
    insertTree(snapshot, at: p + 1, level: levels[p] + 1, parent: parent)
  }

  /// Inserts `snapshot`'s tree before `item`, its root items at `item`'s level.
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
  ) {
    let i = position(of: item)
    insertTree(snapshot, at: i, level: levels[i], parent: parents[item])
  }

  /// Inserts `snapshot`'s tree after `item` and its children, its root items at `item`'s level.
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
  ) {
    let i = position(of: item)
    insertTree(snapshot, at: subtreeEnd(i), level: levels[i], parent: parents[item])
  }

  // MARK: Private

  /// The index just past `items[i]`'s descendants.
  private func subtreeEnd(_ i: Int) -> Int {
    var end = i + 1
    while end < levels.count && levels[end] > levels[i] { end += 1 }
    return end
  }

  private func position(of item: ItemIdentifierType) -> Int {
    guard let i = positions[item] else {
      preconditionFailure("Invalid item identifier \(item): it is not in the section snapshot")
    }
    return i
  }

  /// Puts `newItems` at `index`, all at `level` under `parent`.
  private mutating func place(
    _ newItems: [ItemIdentifierType], at index: Int, level: Int, parent: ItemIdentifierType?
  ) {
    var flat = NSDiffableDataSourceSectionSnapshot()
    flat.items = newItems
    flat.levels = Array(repeating: 0, count: newItems.count)
    insertTree(flat, at: index, level: level, parent: parent)
  }

  /// Puts `tree`'s items at `index`, its root items at `level` under `parent`.
  private mutating func insertTree(
    _ tree: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, at index: Int, level: Int,
    parent: ItemIdentifierType?
  ) {
    for item in tree.items {
      precondition(
        positions[item] == nil, "Item identifier \(item) is already in the section snapshot: identifiers must be unique"
      )
      positions[item] = -1  // taken: the same item twice among the new ones is caught too
      parents[item] = tree.parents[item] ?? parent
    }
    items.insert(contentsOf: tree.items, at: index)
    levels.insert(contentsOf: tree.levels.map { $0 + level }, at: index)
    expandedItems.formUnion(tree.expandedItems)
    reindex()
  }

  private mutating func reindex() {
    positions = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1, $0) })
  }
}
