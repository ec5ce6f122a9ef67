import Foundation

/// The state of a diffable data source's data, as UIKit's `NSDiffableDataSourceSnapshot`:
/// sections and items named by unique identifiers, in order.
///
/// As in UIKit, every identifier must be unique in the snapshot, and an item or section
/// named by an operation must be in it. Apple documents both ("each of your sections and
/// items must have unique identifiers"); UIKit raises when either is broken, so this
/// stops the program with UIKit's complaint.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  /// The sections, in order.
  public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
  /// Each section's items, in the order of `sectionIdentifiers`.
  private var items: [[ItemIdentifierType]] = []
  /// The section of every item.
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// Items marked to be reloaded (their cells made anew) by the next `apply`.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Items marked to be reconfigured (their cells updated in place) by the next `apply`.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Sections marked to be reloaded by the next `apply`.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  // MARK: Reading

  /// The number of sections.
  public var numberOfSections: Int { sectionIdentifiers.count }
  /// The number of items in all sections.
  public var numberOfItems: Int { sectionOfItem.count }
  /// Every item, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

  /// The number of items in `identifier`'s section.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    items[position(of: identifier)].count
  }
  /// The items of `identifier`'s section, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    items[position(of: identifier)]
  }
  /// The section holding `identifier`, or `nil` when the snapshot has no such item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sectionOfItem[identifier]
  }
  /// Where `identifier` is among all items (counted across sections), or `nil`.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }
  /// Where `identifier` is among the sections, or `nil`.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIdentifiers.firstIndex(of: identifier)
  }

  // MARK: Sections

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sectionIdentifiers.count)
  }
  /// Adds sections before `before`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
  ) {
    insertSections(identifiers, at: position(of: before))
  }
  /// Adds sections after `after`.
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType)
  {
    insertSections(identifiers, at: position(of: after) + 1)
  }
  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      let s = position(of: identifier)
      for item in items[s] { sectionOfItem[item] = nil }
      sectionIdentifiers.remove(at: s)
      items.remove(at: s)
    }
  }
  /// Moves `identifier`'s section, with its items, before `before`.
  public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection before: SectionIdentifierType) {
    moveSection(identifier, next: before, after: false)
  }
  /// Moves `identifier`'s section, with its items, after `after`.
  public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection after: SectionIdentifierType) {
    moveSection(identifier, next: after, after: true)
  }
  /// Marks sections to be reloaded (their items made anew) by the next `apply`.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { _ = position(of: identifier) }
    reloadedSectionIdentifiers.appendNew(identifiers)
  }

  // MARK: Items

  /// Adds items at the end of `section`, or of the last section when it is `nil`.
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil)
  {
    guard let target = section ?? sectionIdentifiers.last else {
      preconditionFailure("There are currently no sections in the data source. Please add a section first.")
    }
    let s = position(of: target)
    insertItems(identifiers, inSection: s, at: items[s].count)
  }
  /// Adds items before `before`, in its section.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
    let (s, i) = location(of: before)
    insertItems(identifiers, inSection: s, at: i)
  }
  /// Adds items after `after`, in its section.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
    let (s, i) = location(of: after)
    insertItems(identifiers, inSection: s, at: i + 1)
  }
  /// Removes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      let (s, i) = location(of: identifier)
      items[s].remove(at: i)
      sectionOfItem[identifier] = nil
    }
  }
  /// Removes every item, and every section.
  public mutating func deleteAllItems() { self = NSDiffableDataSourceSnapshot() }
  /// Moves `identifier` before `before` (into its section).
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
    moveItem(identifier, next: before, after: false)
  }
  /// Moves `identifier` after `after` (into its section).
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
    moveItem(identifier, next: after, after: true)
  }
  /// Marks items to be reloaded (their cells made anew) by the next `apply`.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = location(of: identifier) }
    reloadedItemIdentifiers.appendNew(identifiers)
  }
  /// Marks items to be reconfigured (their cells kept and configured again) by the next
  /// `apply`.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = location(of: identifier) }
    reconfiguredItemIdentifiers.appendNew(identifiers)
  }

  /// Forgets the reload and reconfigure marks: the applied snapshot's marks are spent.
  mutating func clearMarks() {
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
    reloadedSectionIdentifiers = []
  }

  // MARK: Private

  private func position(of section: SectionIdentifierType) -> Int {
    guard let s = sectionIdentifiers.firstIndex(of: section) else {
      preconditionFailure("Invalid section identifier \(section): it is not in the snapshot")
    }
    return s
  }

  private func location(of item: ItemIdentifierType) -> (section: Int, item: Int) {
    guard let section = sectionOfItem[item] else {
      preconditionFailure("Invalid item identifier \(item): it is not in the snapshot")
    }
    let s = position(of: section)
    return (s, items[s].firstIndex(of: item)!)
  }

  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    for (k, identifier) in identifiers.enumerated() {
      precondition(
        !sectionIdentifiers.contains(identifier),
        "Section identifier \(identifier) is already in the snapshot: identifiers must be unique")
      sectionIdentifiers.insert(identifier, at: index + k)
      items.insert([], at: index + k)
    }
  }

  private mutating func insertItems(_ identifiers: [ItemIdentifierType], inSection s: Int, at index: Int) {
    for (k, identifier) in identifiers.enumerated() {
      precondition(
        sectionOfItem[identifier] == nil,
        "Item identifier \(identifier) is already in the snapshot: identifiers must be unique")
      items[s].insert(identifier, at: index + k)
      sectionOfItem[identifier] = sectionIdentifiers[s]
    }
  }

  private mutating func moveSection(_ identifier: SectionIdentifierType, next other: SectionIdentifierType, after: Bool)
  {
    precondition(identifier != other, "A section cannot be moved relative to itself")
    let s = position(of: identifier)
    let moved = items.remove(at: s)
    sectionIdentifiers.remove(at: s)
    let t = position(of: other) + (after ? 1 : 0)
    sectionIdentifiers.insert(identifier, at: t)
    items.insert(moved, at: t)
  }

  private mutating func moveItem(_ identifier: ItemIdentifierType, next other: ItemIdentifierType, after: Bool) {
    precondition(identifier != other, "An item cannot be moved relative to itself")
    let (s, i) = location(of: identifier)
    items[s].remove(at: i)
    let (t, j) = location(of: other)
    items[t].insert(identifier, at: j + (after ? 1 : 0))
    sectionOfItem[identifier] = sectionIdentifiers[t]
  }
}

extension Array where Element: Equatable {
  /// Appends the elements of `elements` not already in the array, in order.
  fileprivate mutating func appendNew(_ elements: [Element]) {
    for element in elements where !contains(element) { append(element) }
  }
}
