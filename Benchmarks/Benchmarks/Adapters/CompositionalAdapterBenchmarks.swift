import Benchmark
import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The compositional adapter as most apps use it: an inset-grouped list of 100k rows in 100
/// sections whose cells size themselves (docs/benchmarks.md). A new list to its first
/// screen (cold prepare, every row on screen measured), one frame of a fast scroll (the
/// rows it brings on screen measured), and one row inserted.
func compositionalAdapterBenchmarks() {
  // A new list each iteration: its cold prepare, then every row on the first screen measured.
  mainActorBenchmark("Compositional list adapter first screen 100k", setUp: {}) { _, _ in
    blackHole(listFixture(items: 100_000).collectionView.indexPathsForVisibleItems.count)
  }

  // A fast fling: 48 points a frame, so most frames bring a new row on screen and measure
  // it. Past the content's end it starts again at the top.
  scrollFrameBenchmark("Compositional list adapter scroll frame 100k") { listFixture(items: 100_000) }

  mainActorBenchmark(
    "Compositional list adapter one row inserted 100k", setUp: { listFixture(items: 100_000) }
  ) { fixture, i in
    fixture.dataSource.insertOrDeleteFirstItem(ofSection: 0, in: fixture.collectionView, inserting: i % 2 == 0)
    fixture.collectionView.layoutIfNeeded()
  }
}

/// An inset-grouped list layout of `items` rows in 100 sections, its cells sizing
/// themselves, scrolled 48 points a frame.
@MainActor
func listFixture(items: Int) -> AdapterFixture<CompositionalLayout, BenchmarkDataSource> {
  AdapterFixture(
    layout: CompositionalLayout.list(using: LayoutListConfiguration(appearance: .insetGrouped)),
    dataSource: BenchmarkDataSource(counts: hundredSections(of: items)), cellClass: FittingRowCell.self, frameStep: 48)
}

/// A row that fits its content at 44, 56 or 68 points, by item.
final class FittingRowCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    fitted.size = CGSize(
      width: layoutAttributes.size.width, height: 44 + 12 * CGFloat(layoutAttributes.indexPath.item % 3))
    return fitted
  }
}
