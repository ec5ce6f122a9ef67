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

  // The same fling over 10k sections of 10 rows: each measured row lays its section out
  // again, and what the layout does once per relayout over all sections shows.
  scrollFrameBenchmark("Compositional list adapter scroll frame, 10k sections of 10") {
    listFixture(counts: Array(repeating: 10, count: 10_000))
  }

  #if canImport(HeadlessUIKit)
  // One step of a finger swiping a row open: the row moves through its attributes, the
  // layout is invalidated without laying anything out, and the screen asked for again.
  // Headless only: the pan is played through HeadlessUIKit's simulated finger.
  mainActorBenchmark("Compositional list adapter swipe step 100k", setUp: swipedListFixture) { swiped, i in
    swiped.pan.headlessMovePan(to: CGPoint(x: -CGFloat(20 + i % 100), y: 0))
  }
  #endif

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
  listFixture(counts: hundredSections(of: items))
}

/// An inset-grouped list layout of sections of `counts` rows, its cells sizing themselves,
/// scrolled 48 points a frame.
@MainActor
func listFixture(counts: [Int]) -> AdapterFixture<CompositionalLayout, BenchmarkDataSource> {
  AdapterFixture(
    layout: CompositionalLayout.list(using: LayoutListConfiguration(appearance: .insetGrouped)),
    dataSource: BenchmarkDataSource(counts: counts), cellClass: FittingRowCell.self, frameStep: 48)
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

#if canImport(HeadlessUIKit)
/// A list of 100k rows in 100 sections with a trailing Delete action on every row, a pan
/// begun on its second row.
@MainActor
func swipedListFixture() -> (
  fixture: AdapterFixture<CompositionalLayout, BenchmarkDataSource>, pan: UIPanGestureRecognizer
) {
  var configuration = LayoutListConfiguration(appearance: .insetGrouped)
  configuration.trailingSwipeActionsConfigurationProvider = { _ in
    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }])
  }
  let fixture = AdapterFixture(
    layout: CompositionalLayout.list(using: configuration),
    dataSource: BenchmarkDataSource(counts: hundredSections(of: 100_000)), cellClass: FittingRowCell.self, frameStep: 48
  )
  let collectionView = fixture.collectionView
  let pan = collectionView.gestureRecognizers!.compactMap { $0 as? UIPanGestureRecognizer }
    .first { $0 !== collectionView.panGestureRecognizer }!
  let row = fixture.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
  let began = pan.headlessBeginPan(at: CGPoint(x: row.midX, y: row.midY), translation: CGPoint(x: -20, y: 0))
  precondition(began, "the swipe did not begin")
  return (fixture, pan)
}
#endif
