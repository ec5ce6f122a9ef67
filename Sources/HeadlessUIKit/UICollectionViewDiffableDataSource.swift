import Foundation

/// A data source driven by snapshots, as UIKit's `UICollectionViewDiffableDataSource`
/// (iOS 13): it becomes the collection view's data source, makes cells through
/// `cellProvider`, and `apply(_:animatingDifferences:completion:)` turns the current
/// snapshot into the new one with one batch update.
///
/// What UIKit documents, kept: applying computes the differences and updates the
/// collection view; since iOS 15 a snapshot applied without animation is diffed too (only
/// `applySnapshotUsingReloadData(_:completion:)` reloads); the data source answers the
/// collection view from the applied snapshot. The batch itself is HeadlessUIKit's own
/// (``DiffableBatch``): UIKit does not document its diffing, and a layout must accept any
/// valid batch.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// Makes the cell for an item.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes the supplementary view of a kind at an index path.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  /// The snapshot the collection view shows.
  var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>() {
    didSet { forgetOutdatedSectionSnapshots() }
  }
  /// The trees applied to sections (UICollectionViewDiffableDataSource+SectionSnapshots.swift),
  /// each kept while its visible items are its section's.
  var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// Makes supplementary views; without one, asking for a supplementary view is rejected.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// Whether items may be moved interactively and what to do once one moved (iOS 14; see
  /// UICollectionViewDiffableDataSource+Reordering.swift).
  open var reorderingHandlers = ReorderingHandlers()

  /// Whether items may be expanded and collapsed and what to do when they are (iOS 14; see
  /// UICollectionViewDiffableDataSource+SectionSnapshots.swift).
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// A data source for `collectionView`, which it becomes the data source of.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// A copy of the snapshot the collection view shows.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    var copy = current
    copy.clearMarks()
    return copy
  }

  /// Shows `snapshot`: one batch update from the current snapshot (without animation
  /// when `animatingDifferences` is false; headless, nothing is animated either way), then
  /// `completion`.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let batch = DiffableBatch(
      old: current.contents, new: snapshot.contents, reloadedSections: Set(snapshot.reloadedSectionIdentifiers),
      reloadedItems: Set(snapshot.reloadedItemIdentifiers))
    guard let collectionView else {
      current = snapshot
      completion?()
      return
    }
    if batch.isEmpty {
      current = snapshot
    } else {
      collectionView.performBatchUpdates {
        self.current = snapshot
        batch.enqueue(on: collectionView)
      }
    }
    // Reconfigured items keep their cells, configured again where they now are.
    collectionView.reconfigureItems(at: snapshot.reconfiguredItemIdentifiers.compactMap { indexPath(for: $0) })
    completion?()
  }

  /// Shows `snapshot` by reloading the collection view's data, without diffing (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  /// The item at `indexPath`, or `nil`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
    let items = current.itemIdentifiers(inSection: section)
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// Where `itemIdentifier` is, or `nil`.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
      let s = current.indexOfSection(section),
      let i = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
    else { return nil }
    return IndexPath(item: i, section: s)
  }

  /// The section at `index`, or `nil` (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// Where `sectionIdentifier` is, or `nil` (iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  /// The snapshot's sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  /// The items of the snapshot's section.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  /// The cell `cellProvider` makes; a plain cell, with a rejection, when it makes none (UIKit
  /// raises).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
      // An outline row is indented by its item's level (Apple: the indentation level "sets
      // automatically" with a hierarchical data source), and its state says whether it is
      // expanded.
      let tree = sectionTree(containing: item)
      if let listCell = cell as? UICollectionViewListCell, let tree { listCell.indentationLevel = tree.level(of: item) }
      cell.showExpansion(tree?.isExpanded(item) ?? false)
      return cell
    }
    collectionView.reject(.missingCell, "the cell provider returned no cell for item \(indexPath)")
    return UICollectionViewCell(frame: .zero)
  }

  /// Whether `reorderingHandlers.canReorderItem` lets the item move (no handler: no).
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else {
      return false
    }
    return canReorder(item)
  }

  /// A movement ended with the item elsewhere: the snapshot takes the new order, between
  /// `reorderingHandlers.willReorder` and `didReorder`.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let transaction = reorderingTransaction(moving: sourceIndexPath, to: destinationIndexPath) else { return }
    reorderingHandlers.willReorder?(transaction)
    current = transaction.finalSnapshot
    reorderingHandlers.didReorder?(transaction)
  }

  /// The view `supplementaryViewProvider` makes; without one (or when it makes none), the
  /// collection view records that it is missing.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? MissingSupplementaryView()
  }
}

extension NSDiffableDataSourceSnapshot {
  /// The sections with their items, in order.
  var contents: [(SectionIdentifierType, [ItemIdentifierType])] {
    sectionIdentifiers.map { ($0, itemIdentifiers(inSection: $0)) }
  }
}

extension DiffableBatch {
  /// Hands the batch to `collectionView`, inside its `performBatchUpdates`.
  @MainActor
  func enqueue(on collectionView: UICollectionView) {
    if !deletedSections.isEmpty { collectionView.deleteSections(deletedSections) }
    if !insertedSections.isEmpty { collectionView.insertSections(insertedSections) }
    if !reloadedSections.isEmpty { collectionView.reloadSections(reloadedSections) }
    for move in movedSections { collectionView.moveSection(move.from, toSection: move.to) }
    if !deletedItems.isEmpty { collectionView.deleteItems(at: deletedItems) }
    if !insertedItems.isEmpty { collectionView.insertItems(at: insertedItems) }
    if !reloadedItems.isEmpty { collectionView.reloadItems(at: reloadedItems) }
    for move in movedItems { collectionView.moveItem(at: move.from, to: move.to) }
  }
}
