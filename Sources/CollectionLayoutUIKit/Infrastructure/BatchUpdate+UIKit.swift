import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

extension UpdateAction {
  /// The engine action of a UIKit update item (`nil` for `.none`).
  @MainActor
  init?(_ item: UICollectionViewUpdateItem) {
    let before = item.indexPathBeforeUpdate
    let after = item.indexPathAfterUpdate
    let isSection = (before ?? after)?.item == NSNotFound
    switch (item.updateAction, before, after) {
    case (.insert, _, let a?): self = isSection ? .insertSection(a.section) : .insertItem(ItemPath(a))
    case (.delete, let b?, _): self = isSection ? .deleteSection(b.section) : .deleteItem(ItemPath(b))
    case (.reload, let b?, _): self = isSection ? .reloadSection(b.section) : .reloadItem(ItemPath(b))
    case (.move, let b?, let a?):
      self = isSection ? .moveSection(from: b.section, to: a.section) : .moveItem(from: ItemPath(b), to: ItemPath(a))
    default: return nil
    }
  }
}

extension BatchUpdate {
  /// The mapping of UIKit's update items between the model's counts (before) and the
  /// collection view's (after).
  @MainActor
  init(_ items: [UICollectionViewUpdateItem], before model: LayoutModel, after collectionView: UICollectionView)
    throws(BatchUpdateError)
  {
    let old = (0..<model.numberOfSections).map { model.numberOfItems(inSection: $0) }
    let new = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    try self.init(actions: items.compactMap(UpdateAction.init), oldItemCounts: old, newItemCounts: new)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
