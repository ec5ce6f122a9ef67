#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A collection view of 375 × 667 laid out by `layout`, driven by `dataSource` (also its
/// delegate), scrolled a frame at a time.
@MainActor
final class AdapterFixture<Layout: UICollectionViewLayout, DataSource: BenchmarkDataSource> {
  let layout: Layout
  let dataSource: DataSource
  let collectionView: UICollectionView
  /// How far one frame scrolls.
  private let frameStep: CGFloat
  /// The offset of the last frame.
  private var offset: CGFloat = 0

  /// The collection view, laid out once. `frameStep` 16 is a fast fling at 60 fps.
  init(
    layout: Layout, dataSource: DataSource, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self,
    frameStep: CGFloat = 16
  ) {
    self.layout = layout
    self.dataSource = dataSource
    self.frameStep = frameStep
    collectionView = dataSource.collectionView(laidOutBy: layout, cellClass: cellClass)
  }

  /// The offset one frame later, wrapping to the top past the content's end.
  func nextFrameOffset() -> CGFloat {
    offset = offset + frameStep > collectionView.contentSize.height - 667 ? 0 : offset + frameStep
    return offset
  }
}

/// Item counts of `items` items in 100 sections.
func hundredSections(of items: Int) -> [Int] { Array(repeating: items / 100, count: 100) }

/// A data source of cells and headers in sections of `counts` items, and the collection
/// view of 375 × 667 it and a delegate drive (calls not recorded, queries not checked).
@MainActor
class BenchmarkDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var counts: [Int]

  init(counts: [Int]) { self.counts = counts }

  /// The collection view laid out by `layout`, with this object as data source and
  /// delegate, laid out once.
  func collectionView(
    laidOutBy layout: UICollectionViewLayout, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self
  ) -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.headlessRecordsCalls = false
    collectionView.headlessVerifiesElementQueries = false
    collectionView.register(cellClass, forCellWithReuseIdentifier: "Cell")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    collectionView.delegate = self
    collectionView.dataSource = self
    collectionView.layoutIfNeeded()
    return collectionView
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  // Declared here, where the class conforms: on Linux a subclass's method for an optional
  // requirement is not the conformance's witness, and would never be called.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    counts[sourceIndexPath.section] -= 1
    counts[destinationIndexPath.section] += 1
  }

  /// Inserts an item at the start of `section`, or deletes it, so that iterations that
  /// alternate start from the same data.
  func insertOrDeleteFirstItem(ofSection section: Int, in collectionView: UICollectionView, inserting: Bool) {
    let path = IndexPath(item: 0, section: section)
    counts[section] += inserting ? 1 : -1
    if inserting { collectionView.insertItems(at: [path]) } else { collectionView.deleteItems(at: [path]) }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  }
}
