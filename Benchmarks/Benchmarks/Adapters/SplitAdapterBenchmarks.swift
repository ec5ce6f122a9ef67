import Benchmark
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The split adapter driven by the headless collection view, 100k items in 100 sections
/// with pinned headers (docs/benchmarks.md): reloadData to the first screen, one scroll
/// frame, a rotation, one item inserted, one step of an interactive movement. Each measures
/// the whole UIKit round trip: invalidation, prepare, content size, the rect query and
/// attributes objects.
func splitAdapterBenchmarks() {
  reloadDataBenchmark("Adapter reloadData to first screen 100k") { splitFixture(items: 100_000) }

  scrollFrameBenchmark("Adapter scroll frame pinned 100k") { splitFixture(items: 100_000) }

  rectQueryBenchmark("Adapter rect query alone 100k") { splitFixture(items: 100_000) }

  mainActorBenchmark("Adapter rotation 100k", setUp: { splitFixture(items: 100_000) }) { fixture, i in
    let landscape = i % 2 == 0
    fixture.layout.leftSideRatio = landscape ? 0.4 : 0.5
    fixture.collectionView.frame = CGRect(x: 0, y: 0, width: landscape ? 667 : 375, height: landscape ? 375 : 667)
    fixture.collectionView.layoutIfNeeded()
  }

  mainActorBenchmark("Adapter one item inserted 100k", setUp: { splitFixture(items: 100_000) }) { fixture, i in
    fixture.dataSource.insertOrDeleteFirstItem(ofSection: 50, in: fixture.collectionView, inserting: i % 2 == 0)
  }

  // Scrolled to the middle of the content: the first visible item is kept in place (an
  // anchor taken before, restored when UIKit asks where to rest).
  mainActorBenchmark("Adapter animated rotation mid-content 100k", setUp: { midContent(splitFixture(items: 100_000)) })
  {
    fixture, i in
    let landscape = i % 2 == 0
    UIView.animate(withDuration: 0.3) {
      fixture.collectionView.frame = CGRect(x: 0, y: 0, width: landscape ? 667 : 375, height: landscape ? 375 : 667)
    }
    fixture.collectionView.layoutIfNeeded()
  }

  // The same turn outside an animation block (an iPad window resized live): UIKit asks no
  // one where to rest, so the layout lays the new width out as the bounds change and moves
  // the offset by the invalidation context.
  mainActorBenchmark(
    "Adapter resize without animation mid-content 100k", setUp: { midContent(splitFixture(items: 100_000)) }
  ) { fixture, i in
    let landscape = i % 2 == 0
    fixture.collectionView.frame = CGRect(x: 0, y: 0, width: landscape ? 667 : 375, height: landscape ? 375 : 667)
    fixture.collectionView.layoutIfNeeded()
  }

  // The keyboard shown and hidden under a chat kept from its end, at its bottom: a height
  // change only, which lays no section out again.
  mainActorBenchmark(
    "Adapter keyboard at the bottom 100k",
    setUp: {
      let fixture = splitFixture(items: 100_000)
      fixture.layout.scrollPositionAnchor = .lastVisibleItem
      fixture.collectionView.contentOffset.y = fixture.collectionView.contentSize.height - 667
      fixture.collectionView.layoutIfNeeded()
      return fixture
    }
  ) { fixture, i in
    fixture.collectionView.frame.size.height = i % 2 == 0 ? 367 : 667
    fixture.collectionView.layoutIfNeeded()
  }

  mainActorBenchmark(
    "Adapter one item inserted above the screen 100k", setUp: { midContent(splitFixture(items: 100_000)) }
  ) { fixture, i in
    fixture.dataSource.insertOrDeleteFirstItem(ofSection: 0, in: fixture.collectionView, inserting: i % 2 == 0)
  }

  // One step of a finger moving an item: the tentative move into the next place and back,
  // each a batch update relaying out the item's section (1,000 items).
  mainActorBenchmark(
    "Adapter interactive movement step 100k",
    setUp: {
      let fixture = splitFixture(items: 100_000)
      // A movement that does not begin would make every step measure nothing.
      precondition(fixture.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
      return fixture
    },
    step: { fixture, i in
      let place = IndexPath(item: i % 2 == 0 ? 1 : 0, section: 0)
      let center = fixture.layout.layoutAttributesForItem(at: place)?.center ?? .zero
      fixture.collectionView.updateInteractiveMovementTargetPosition(center)
    },
    tearDown: { $0.collectionView.cancelInteractiveMovement() })
}

/// `fixture` scrolled to the middle of its content and laid out there.
@MainActor
func midContent<Layout, DataSource>(
  _ fixture: AdapterFixture<Layout, DataSource>
) -> AdapterFixture<Layout, DataSource> {
  let view = fixture.collectionView
  view.contentOffset.y = (view.contentSize.height / 2).rounded()
  view.layoutIfNeeded()
  return fixture
}

/// A split layout of `items` items in 100 sections (even sections left, odd right, ratio
/// 0.5), the Basic sample's spacing and insets, pinned headers.
@MainActor
func splitFixture(items: Int) -> AdapterFixture<UICollectionViewSplitLayout, BenchmarkDelegate> {
  let layout = UICollectionViewSplitLayout()
  layout.leftSideRatio = 0.5
  layout.splitSpacing = 8
  layout.minimumInterItemSpacing = 4
  layout.minimumItemLineSpacing = 4
  layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  layout.sectionPinToVisibleBounds = true
  return AdapterFixture(layout: layout, dataSource: BenchmarkDelegate(counts: hundredSections(of: items)))
}

/// The split delegate: even sections left, odd right, sizes varying by item.
@MainActor
final class BenchmarkDelegate: BenchmarkDataSource, UICollectionViewDelegateSectionSplitLayout {

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide { section % 2 == 0 ? .left : .right }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    CGSize(width: 40 + CGFloat(indexPath.item % 5) * 10, height: 40 + CGFloat(indexPath.item % 3) * 10)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize { CGSize(width: width, height: 44) }
}
