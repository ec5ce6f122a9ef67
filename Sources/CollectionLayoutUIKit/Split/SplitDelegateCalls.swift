#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The split delegate's methods as the adapter calls them: the required ones here, the
/// optional ones (nil when the delegate does not implement them) in the bridge file.
@MainActor
struct SplitDelegateCalls {
  let delegate: UICollectionViewDelegateSectionSplitLayout
  let collectionView: UICollectionView
  let layout: UICollectionViewSplitLayout

  func side(_ section: Int) -> UICollectionViewSplitLayoutSide {
    delegate.collectionView(collectionView, layout: layout, sideForSection: section)
  }

  func itemSize(_ indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide) -> CGSize {
    delegate.collectionView(collectionView, layout: layout, sizeForItemAtIndexPath: indexPath, width: width, side: side)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
