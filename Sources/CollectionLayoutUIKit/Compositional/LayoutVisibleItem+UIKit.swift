import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// What `NSCollectionLayoutVisibleItem` also answers, in UIKit's types, so a visible-items
/// handler written for `UICollectionViewCompositionalLayout` reads its items unchanged.
extension LayoutVisibleItem {
  /// The element's index path.
  public var indexPath: IndexPath { IndexPath(item: id.item, section: id.section) }

  /// A cell, a supplementary view or a decoration view.
  public var representedElementCategory: UICollectionView.ElementCategory {
    switch id.category {
    case .cell: .cell
    case .supplementary: .supplementaryView
    case .decoration: .decorationView
    }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
