import Foundation

extension UICollectionViewDiffableDataSource {
  /// Whether items may be expanded and collapsed, what to do before they are, and the
  /// children to show when one is expanded, as UIKit's (iOS 14). Without a `should`
  /// handler, every item may be.
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// Whether an item may be expanded.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called before an item is expanded.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether an item may be collapsed.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called before an item is collapsed.
    public var willCollapseItem: ((Item) -> Void)?
    /// The children to show under a parent being expanded, given the parent and a snapshot
    /// of its children now (to load them only when they are first shown).
    public var snapshotForExpandingParent:
      ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

    /// No handlers.
    public init() {}
  }

  /// Shows `snapshot` in `section` (iOS 14): the section's items become the snapshot's
  /// visible items, with one batch update, as ``apply(_:animatingDifferences:completion:)``.
  /// A section the data source does not have yet is appended (HeadlessUIKit's choice: UIKit
  /// documents none).
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var full = self.snapshot()
    if full.indexOfSection(section) == nil {
      full.appendSections([section])
    } else {
      full.deleteItems(full.itemIdentifiers(inSection: section))
    }
    full.appendItems(snapshot.visibleItems, toSection: section)
    // Kept before the update, so that the section's tree survives it and `completion` reads it.
    sectionSnapshots[section] = snapshot
    apply(full, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The tree last applied to `section` while its items are still that tree's visible ones;
  /// otherwise the section's items as root items (empty for a section not shown).
  public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    if let tree = sectionSnapshots[section] { return tree }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
    return flat
  }

  /// Expands or collapses `item`, as a tap on its row's outline disclosure does (see
  /// `UICollectionView.headlessTapOutlineDisclosure(at:)`): a collapsed item is expanded, if
  /// `shouldExpandItem` lets it, after `willExpandItem`, its children first replaced by
  /// `snapshotForExpandingParent`'s; an expanded one is collapsed likewise. The section's
  /// tree is then applied. Returns whether the item changed.
  func toggleExpansion(of item: ItemIdentifierType) -> Bool {
    guard let section = current.sectionIdentifier(containingItem: item) else { return false }
    var tree = snapshot(for: section)
    let handlers = sectionSnapshotHandlers
    if tree.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
      tree.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return false }
      handlers.willExpandItem?(item)
      if let children = handlers.snapshotForExpandingParent {
        tree.replace(childrenOf: item, using: children(item, tree.snapshot(of: item)))
      }
      tree.expand([item])
    }
    apply(tree, to: section)
    // The row stays; its state now says whether it is expanded.
    if let path = indexPath(for: item) { collectionView?.cellForItem(at: path)?.showExpansion(tree.isExpanded(item)) }
    return true
  }

  /// The tree applied to `item`'s section; `nil` when the section is flat.
  func sectionTree(containing item: ItemIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>? {
    current.sectionIdentifier(containingItem: item).flatMap { sectionSnapshots[$0] }
  }

  /// Forgets the trees whose visible items are no longer their sections' items (after a
  /// full snapshot or a reordering changed them: the section is flat again).
  func forgetOutdatedSectionSnapshots() {
    guard !sectionSnapshots.isEmpty else { return }
    sectionSnapshots = sectionSnapshots.filter { section, tree in
      current.indexOfSection(section) != nil && tree.visibleItems == current.itemIdentifiers(inSection: section)
    }
  }
}

extension UICollectionViewDiffableDataSource: HeadlessOutlineExpanding {
  /// Expands or collapses the item at `indexPath`.
  func toggleExpansion(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath) else { return false }
    return toggleExpansion(of: item)
  }
}
