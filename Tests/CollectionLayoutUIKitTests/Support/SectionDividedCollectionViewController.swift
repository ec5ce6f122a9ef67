import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Upstream's "SectionDivided" sample: seven sections with headers, footers and coloured
/// backgrounds, pinned headers, one column in portrait and two (0.4) in landscape. Item
/// sizes that upstream drew at random come from a seeded generator so runs repeat.
final class SectionDividedCollectionViewController: UICollectionViewController,
  UICollectionViewDelegateSectionSplitLayout
{
  let layout = UICollectionViewSplitLayout()
  var dataSource: [(headerColor: UIColor, footerColor: UIColor, sizes: [CGSize], decorationColor: UIColor)] = {
    var state: UInt64 = 0x5EC7_10D1
    func random(_ range: Range<Double>) -> CGFloat {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return CGFloat(range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound))
    }
    return (1...7).map { n in
      (.red, .blue, (0..<(10 * n)).map { _ in CGSize(width: random(50..<100), height: random(50..<150)) }, .green)
    }
  }()

  init() { super.init(collectionViewLayout: layout) }

  /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
  required init?(coder: NSCoder) { nil }

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
    collectionView.register(
      TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Title")
    collectionView.register(
      TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "Title")
  }

  /// What `viewWillTransition(to:with:)` does, then the new size.
  func rotate(to size: CGSize) {
    layout.leftSideRatio = size.width < size.height ? 1 : 0.4
    collectionView.collectionViewLayout.invalidateLayout()
    collectionView.frame = CGRect(origin: .zero, size: size)
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { dataSource.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    dataSource[section].sizes.count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
    view.backgroundColor =
      kind == UICollectionView.elementKindSectionHeader
      ? dataSource[indexPath.section].headerColor : dataSource[indexPath.section].footerColor
    return view
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide {
    if let side = UICollectionViewSplitLayoutSide(leftSideRatio: layout.leftSideRatio) { return side }
    switch section {
    case 0, 2, 3, 5: return .left
    default: return .right
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    switch indexPath.section {
    case 0, 2, 4, 6:
      return dataSource[indexPath.section].sizes[indexPath.row]
    case 1, 5:
      return CGSize(
        width: layout.calculateFixedWidthRoughly(
          to: 2, of: side, minimumInterItemSpacing: layout.minimumInterItemSpacing, sectionInset: layout.sectionInset),
        height: 100)
    default:
      return CGSize(
        width: layout.calculateFixedWidthRoughly(
          to: 1, of: side, minimumInterItemSpacing: layout.minimumInterItemSpacing, sectionInset: layout.sectionInset),
        height: 44)
    }
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
    CGSize(width: layout.contentWidth(of: side), height: 44)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    itemsBackgroundColorFor section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIColor? {
    dataSource[section].decorationColor
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
