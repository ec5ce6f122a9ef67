import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The collection view and the split delegate, presented to the engine as a
/// ``SplitLayoutDataSource``: counts from the collection view, everything else from the
/// delegate (nil where it does not answer, so the layout's properties apply). Sizes views
/// preferred (self-sizing) are the engine's to apply.
@MainActor
struct SplitDelegateSource {
  let collectionView: UICollectionView
  let calls: SplitDelegateCalls?
  /// The index paths the delegate knows items by.
  let paths: DelegateIndexPaths
}

extension SplitDelegateSource: @MainActor SplitLayoutDataSource {
  var numberOfSections: Int { collectionView.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }

  func side(forSection section: Int) -> SplitSide { calls?.side(section).engineSide ?? .left }

  func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size {
    // Nothing to ask about an item whose section the data source leaves empty (a drop
    // placeholder's only neighbours are placeholders). The calls are borrowed through
    // optional chaining: binding them would copy, retaining and releasing the delegate,
    // collection view and layout, once per item.
    guard calls != nil, let asked = paths.indexPath(path),
      let size = calls?.itemSize(asked, width: width, side: UICollectionViewSplitLayoutSide(side))
    else { return .zero }
    return Size(size)
  }

  func headerSize(forSection section: Int, width: Double, side: SplitSide) -> Size {
    return calls?.headerSize(section, width: width, side: UICollectionViewSplitLayoutSide(side)).map(Size.init) ?? .zero
  }

  func footerSize(forSection section: Int, width: Double, side: SplitSide) -> Size {
    return calls?.footerSize(section, width: width, side: UICollectionViewSplitLayoutSide(side)).map(Size.init) ?? .zero
  }

  func inset(forSection section: Int, side: SplitSide) -> LayoutEdgeInsets? {
    calls?.inset(section, side: UICollectionViewSplitLayoutSide(side)).map(LayoutEdgeInsets.init)
  }

  func minimumInterItemSpacing(forSection section: Int, side: SplitSide) -> Double? {
    calls?.interItemSpacing(section, side: UICollectionViewSplitLayoutSide(side)).map { Double($0) }
  }

  func minimumItemLineSpacing(forSection section: Int, side: SplitSide) -> Double? {
    calls?.lineSpacing(section, side: UICollectionViewSplitLayoutSide(side)).map { Double($0) }
  }

  func backgroundColor(forSection section: Int, side: SplitSide) -> LayoutColor? {
    calls?.backgroundColor(section, side: UICollectionViewSplitLayoutSide(side)).map(LayoutColor.init)
  }
}

/// The split delegate's methods as the adapter calls them: the required ones here, the
/// optional ones (nil when the delegate does not implement them) in the bridge file.
extension SplitDelegateCalls {
  func side(_ section: Int) -> UICollectionViewSplitLayoutSide {
    delegate.collectionView(collectionView, layout: layout, sideForSection: section)
  }

  func itemSize(_ indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide) -> CGSize {
    delegate.collectionView(collectionView, layout: layout, sizeForItemAtIndexPath: indexPath, width: width, side: side)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
