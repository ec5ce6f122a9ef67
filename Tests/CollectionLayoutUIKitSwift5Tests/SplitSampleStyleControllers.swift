import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A controller in the shape of the split layout's sample controllers (our code, Swift 5
/// mode, one import): a `UICollectionViewController` subclass that owns its layout, sets it
/// up in `viewDidLoad()`, is its own data source and split delegate, and changes the side
/// ratio in `viewWillTransition(to:with:)`, invalidating in the coordinator's completion.
/// Portrait: one column (ratio 1); landscape: 40 % | 60 %, even sections on the left.
class DividedSectionsController: UICollectionViewController, UICollectionViewDelegateSectionSplitLayout {
  let layout = UICollectionViewSplitLayout()
  let itemCounts = [4, 3, 6, 2]
  private(set) var transitionsCompleted = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.collectionViewLayout = layout
    layout.minimumInterItemSpacing = 8
    layout.minimumItemLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.leftSideRatio = view.frame.width < view.frame.height ? 1 : 0.4
    layout.splitSpacing = 8
    layout.sectionPinToVisibleBounds = true
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Title")
    }
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    layout.leftSideRatio = size.width < size.height ? 1 : 0.4
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      self?.collectionView.collectionViewLayout.invalidateLayout()
      self?.transitionsCompleted += 1
    }
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    itemCounts[section]
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide {
    // One column: everything on the left; split: even sections left, odd right.
    if let side = UICollectionViewSplitLayoutSide(leftSideRatio: layout.leftSideRatio) { return side }
    return section % 2 == 0 ? .left : .right
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    // Left sections: two tiles a line; right sections: full-width rows.
    let perLine = side == .left ? 2 : 1
    let tileWidth = layout.calculateFixedWidthRoughly(
      to: perLine, of: side, minimumInterItemSpacing: layout.minimumInterItemSpacing,
      sectionInset: layout.sectionInset)
    return CGSize(width: tileWidth, height: side == .left ? 100 : 44)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    CGSize(width: layout.contentWidth(of: side), height: 44)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    CGSize(width: layout.contentWidth(of: side), height: 20)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    itemsBackgroundColorFor section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIColor? {
    section == 0 ? .lightGray : nil
  }
}

/// A controller in the shape of the split sample that sizes cells with a sizing cell's
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`, at the
/// width the layout gives a side (`contentWidth(of:)`), with its own section insets and a
/// sizing pass in `viewWillLayoutSubviews()`. Section 0: one summary row; section 1: tiles,
/// two a line in one column and three when split.
class SummaryAndTilesController: UICollectionViewController, UICollectionViewDelegateSectionSplitLayout {
  let layout = UICollectionViewSplitLayout()
  /// The sizing cell, as the sample's static one (headless, it states its fitting size).
  let summarySizingCell = UICollectionViewCell(frame: .zero)
  private(set) var layoutPassesSeen = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.splitSpacing = 16
    layout.sectionPinToVisibleBounds = true
    collectionView.collectionViewLayout = layout
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Title")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layoutPassesSeen += 1
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    section == 0 ? 1 : 9
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    if indexPath.section == 0 {
      var size = UIView.layoutFittingCompressedSize
      size.width = layout.contentWidth(of: side)
      return summarySizingCell.contentView.systemLayoutSizeFitting(
        size, withHorizontalFittingPriority: .required, verticalFittingPriority: .defaultLow)
    }
    let perLine = layout.leftSideRatio == UICollectionViewSplitLayoutSide.left.leftSideRatio ? 2 : 3
    let tileWidth = layout.calculateFixedWidthRoughly(
      to: perLine, of: side, minimumInterItemSpacing: layout.minimumInterItemSpacing,
      sectionInset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    return CGSize(width: tileWidth, height: tileWidth)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide {
    if let side = UICollectionViewSplitLayoutSide(leftSideRatio: layout.leftSideRatio) { return side }
    return section == 0 ? .left : .right
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    section == 1 ? CGSize(width: layout.contentWidth(of: side), height: 60) : .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIEdgeInsets {
    UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
