import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Upstream's "Emoji" sample with its delegate unchanged except for cell measuring: the
/// summary and code-point cells are measured by self-sizing (their estimated height is
/// 44, they prefer 120 and 60), where upstream measured nib cells by hand.
final class EmojiCollectionViewController: UICollectionViewController, UICollectionViewDelegateSectionSplitLayout {
  enum Item { case summary, codePoint, sample }

  let layout = UICollectionViewSplitLayout()
  var dataSource: [(sectionTitle: String?, items: [Item], side: UICollectionViewSplitLayoutSide, hasFooter: Bool)] = [
    (nil, [.summary], .left, false),
    (nil, Array(repeating: .codePoint, count: 7), .left, true),
    ("Emoji Collection", Array(repeating: .sample, count: 18), .right, false),
  ]

  init() { super.init(collectionViewLayout: layout) }

  /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.splitSpacing = 16
    layout.sectionPinToVisibleBounds = true
    collectionView.collectionViewLayout = layout
    collectionView.contentInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    collectionView.register(
      TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Title")
    collectionView.register(
      TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "Title")
    collectionView.register(SummaryCell.self, forCellWithReuseIdentifier: "Summary")
    collectionView.register(CodePointCell.self, forCellWithReuseIdentifier: "CodePoint")
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Sample")
  }

  /// What `viewWillTransition(to:with:)` does, then the new size.
  func rotate(to size: CGSize) {
    layout.leftSideRatio = size.width > size.height ? 0.4 : UICollectionViewSplitLayoutSide.left.leftSideRatio
    layout.invalidateLayout()
    collectionView.frame = CGRect(origin: .zero, size: size)
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { dataSource.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    dataSource[section].items.count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    switch dataSource[indexPath.section].items[indexPath.item] {
    case .summary: collectionView.dequeueReusableCell(withReuseIdentifier: "Summary", for: indexPath)
    case .codePoint: collectionView.dequeueReusableCell(withReuseIdentifier: "CodePoint", for: indexPath)
    case .sample: collectionView.dequeueReusableCell(withReuseIdentifier: "Sample", for: indexPath)
    }
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
    switch dataSource[indexPath.section].items[indexPath.item] {
    case .summary, .codePoint:
      return CGSize(width: layout.contentWidth(of: side), height: 44)  // an estimate; the cell self-sizes
    case .sample:
      let num = layout.leftSideRatio == UICollectionViewSplitLayoutSide.left.leftSideRatio ? 2 : 3
      let width = layout.calculateFixedWidthRoughly(
        to: num, of: side, minimumInterItemSpacing: layout.minimumInterItemSpacing,
        sectionInset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      return CGSize(width: width, height: width)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide {
    UICollectionViewSplitLayoutSide(leftSideRatio: layout.leftSideRatio) ?? dataSource[section].side
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    dataSource[section].sectionTitle != nil ? CGSize(width: layout.contentWidth(of: side), height: 60) : .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    itemsBackgroundColorFor section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIColor? { .white }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIEdgeInsets {
    switch dataSource[section].items.first {
    case .sample?: UIEdgeInsets(top: 0, left: 8, bottom: 16, right: 8)
    case .codePoint?: UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)
    default: .zero
    }
  }
}

/// A cell that fits its content at a fixed height, whatever the estimate.
class FittingCell: UICollectionViewCell {
  class var fittingHeight: CGFloat { 44 }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    fitted.size = CGSize(width: layoutAttributes.size.width, height: Self.fittingHeight)
    return fitted
  }
}

/// The summary cell: a big emoji and a name, 120 points tall.
final class SummaryCell: FittingCell {
  override class var fittingHeight: CGFloat { 120 }
}

/// A code-point cell: a label and a value, 60 points tall.
final class CodePointCell: FittingCell {
  override class var fittingHeight: CGFloat { 60 }
}

/// A title header or footer.
final class TitleView: UICollectionReusableView {}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
