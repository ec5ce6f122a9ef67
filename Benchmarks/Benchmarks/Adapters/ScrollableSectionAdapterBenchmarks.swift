import Benchmark
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The scrollable-section adapter (JEKScrollableSectionCollectionViewLayout's drop-in):
/// 100 rows of 1,000 items each, every item sized by the flow delegate.
func scrollableSectionAdapterBenchmarks() {
  reloadDataBenchmark("Scrollable-section adapter reloadData to first screen 100k") {
    scrollableSectionFixture(items: 100_000)
  }
}

/// A scrollable-section layout of `items` items in 100 rows with headers.
@MainActor
func scrollableSectionFixture(
  items: Int
) -> AdapterFixture<ScrollableSectionCollectionViewLayout, ScrollableSectionBenchmarkDelegate> {
  AdapterFixture(
    layout: ScrollableSectionCollectionViewLayout(),
    dataSource: ScrollableSectionBenchmarkDelegate(counts: hundredSections(of: items)))
}

/// The flow delegate: widths varying by item, rows 100 high, a 44-point header per row.
@MainActor
final class ScrollableSectionBenchmarkDelegate: BenchmarkDataSource, UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 80 + CGFloat(indexPath.item % 5) * 20, height: 100) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { CGSize(width: 375, height: 44) }
}
