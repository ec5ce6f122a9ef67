import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Upstream's "Basic" sample: three sections of 20 coloured squares, even sections left,
/// odd right, three items per line. The data is mutable so tests can run batch updates.
final class BasicCollectionViewController: UICollectionViewController, UICollectionViewDelegateSectionSplitLayout {
  let layout = UICollectionViewSplitLayout()
  var dataSource: [[UIColor]] = [
    (0..<20).map { _ in .red },
    (0..<20).map { _ in .blue },
    (0..<20).map { _ in .green },
  ]

  init() { super.init(collectionViewLayout: layout) }

  /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    layout.minimumItemLineSpacing = 8
    layout.minimumInterItemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.leftSideRatio = 0.4
    layout.splitSpacing = 0
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { dataSource.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    dataSource[section].count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.backgroundColor = dataSource[indexPath.section][indexPath.row]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    let width = layout.calculateFixedWidthRoughly(
      to: 3, of: side, minimumInterItemSpacing: layout.minimumInterItemSpacing, sectionInset: layout.sectionInset)
    return CGSize(width: width, height: width)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide {
    section % 2 == 0 ? .left : .right
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
