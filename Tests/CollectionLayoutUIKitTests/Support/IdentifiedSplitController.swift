import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A split controller whose items are unique numbers and whose sizes, headers and sides
/// follow from the data (sides from a per-section flag), so a layout after any batch
/// update can be compared with a fresh one, and every cell can be followed through it.
final class IdentifiedSplitController: UICollectionViewController, UICollectionViewDelegateSectionSplitLayout {
  struct Section {
    var id: Int
    var items: [Int]
    var onRight: Bool
  }

  let layout = UICollectionViewSplitLayout()
  var sections: [Section]
  var sizeRequests = 0

  init(sections: [Section]) {
    self.sections = sections
    super.init(collectionViewLayout: layout)
  }

  /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.register(
      TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Title")
    layout.leftSideRatio = 0.5
    layout.splitSpacing = 10
    layout.minimumInterItemSpacing = 4
    layout.minimumItemLineSpacing = 6
    layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    layout.sectionPinToVisibleBounds = true
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].items.count
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
    sections[section].onRight ? .right : .left
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    sizeRequests += 1
    let id = sections[indexPath.section].items[indexPath.item]
    return CGSize(width: CGFloat(20 + id % 47), height: CGFloat(15 + id % 31))
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    CGSize(width: width, height: CGFloat(20 + sections[section].id % 3 * 10))
  }

  /// Where each item id is, by the layout.
  func framesByID() -> [Int: CGRect] {
    var frames: [Int: CGRect] = [:]
    for (s, section) in sections.enumerated() {
      for (i, id) in section.items.enumerated() {
        frames[id] = layout.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame
      }
    }
    return frames
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
