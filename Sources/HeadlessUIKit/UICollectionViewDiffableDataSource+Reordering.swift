import Foundation

/// What a reordering changed, as UIKit's `NSDiffableDataSourceTransaction` (iOS 14): the
/// snapshots before and after, the difference of their item identifiers (Apple's example
/// applies it to an array of the items: `backingStore.applying(transaction.difference)`), and
/// one transaction for each section the reordering changed.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// The snapshot before the reordering.
  public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after it.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// From the initial snapshot's `itemIdentifiers` to the final one's.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The sections whose items changed (the one the item left and the one it joined), in the
  /// final snapshot's order.
  public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reordering changed in one section, as UIKit's `NSDiffableDataSourceSectionTransaction`
/// (iOS 14): Apple's example updates a store per section with
/// `store[transaction.sectionIdentifier].applying(transaction.difference)`.
///
/// A reordering leaves the section flat (HeadlessUIKit does not reorder within an outline):
/// the final snapshot holds its items as root items, and the difference runs from the items
/// it showed to those it shows.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's snapshot before the reordering.
  public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section's snapshot after it.
  public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// From the items the section showed to those it shows.
  public let difference: CollectionDifference<ItemIdentifierType>
}

extension UICollectionViewDiffableDataSource {
  /// Whether items may be moved and what to do when one was, as UIKit's (iOS 14): without
  /// `canReorderItem`, no item moves.
  public struct ReorderingHandlers {
    /// Whether an item may be moved.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called with the transaction before the data source takes the new order.
    public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called with the transaction once the data source holds the new order: update your
    /// data from it.
    public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// No handlers: no item moves.
    public init() {}
  }

  /// The snapshot after the item at `source` moved to `destination` (an index path after
  /// the move), and the transaction between the two.
  func reorderingTransaction(moving source: IndexPath, to destination: IndexPath)
    -> NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>?
  {
    let initial = snapshot()
    guard let item = itemIdentifier(for: source), let section = sectionIdentifier(for: destination.section) else {
      return nil
    }
    var final = initial
    final.deleteItems([item])
    let items = final.itemIdentifiers(inSection: section)
    if items.indices.contains(destination.item) {
      final.insertItems([item], beforeItem: items[destination.item])
    } else {
      final.appendItems([item], toSection: section)
    }
    let changed = final.sectionIdentifiers.filter {
      $0 == section || initial.indexOfSection($0) == source.section
    }
    let sectionTransactions = changed.map { identifier in
      let before = snapshot(for: identifier)
      var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      after.append(final.itemIdentifiers(inSection: identifier))
      return NSDiffableDataSourceSectionTransaction(
        sectionIdentifier: identifier, initialSnapshot: before, finalSnapshot: after,
        difference: after.items.difference(from: before.visibleItems))
    }
    return NSDiffableDataSourceTransaction(
      initialSnapshot: initial, finalSnapshot: final,
      difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
      sectionTransactions: sectionTransactions)
  }
}
