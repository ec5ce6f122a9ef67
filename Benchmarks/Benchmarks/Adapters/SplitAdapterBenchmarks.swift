import Benchmark
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The split adapter driven by the headless collection view, 100k items in 100 sections
/// with pinned headers (docs/benchmarks.md): reloadData to the first screen, one scroll
/// frame, a rotation, one item inserted, one step of an interactive movement. Each measures the whole UIKit round trip:
/// invalidation, prepare, content size, the rect query and attributes objects.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 2,
    maxDuration: .seconds(3),
    maxIterations: 2_000
  )

  Benchmark("Adapter reloadData to first screen 100k") { benchmark async in
    // The runner awaits this hop, so the benchmark object is never used concurrently.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = AdapterFixture(items: 100_000)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        fixture.collectionView.reloadData()
        fixture.collectionView.layoutIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole(fixture.collectionView.indexPathsForVisibleItems.count)
    }
  }

  Benchmark("Adapter scroll frame pinned 100k", configuration: .init(timeUnits: .nanoseconds)) { benchmark async in
    // The runner awaits this hop, so the benchmark object is never used concurrently.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = AdapterFixture(items: 100_000)
      var y: CGFloat = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        y = fixture.nextFrameOffset(after: y)
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: y)
        fixture.collectionView.layoutIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole(fixture.collectionView.indexPathsForVisibleItems.count)
    }
  }

  Benchmark("Adapter rect query alone 100k", configuration: .init(timeUnits: .nanoseconds)) { benchmark async in
    // The layout's share of a scroll frame: the attributes objects of one screen.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = AdapterFixture(items: 100_000)
      var y: CGFloat = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        y = fixture.nextFrameOffset(after: y)
        blackHole(fixture.layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 375, height: 667)))
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Adapter rotation 100k") { benchmark async in
    // The runner awaits this hop, so the benchmark object is never used concurrently.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = AdapterFixture(items: 100_000)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let landscape = i % 2 == 0
        fixture.layout.leftSideRatio = landscape ? 0.4 : 0.5
        fixture.collectionView.frame = CGRect(x: 0, y: 0, width: landscape ? 667 : 375, height: landscape ? 375 : 667)
        fixture.collectionView.layoutIfNeeded()
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Adapter one item inserted 100k") { benchmark async in
    // The runner awaits this hop, so the benchmark object is never used concurrently.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = AdapterFixture(items: 100_000)
      let path = IndexPath(item: 0, section: 50)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        // Insert, then delete, so every iteration starts from the same data.
        if i % 2 == 0 {
          fixture.delegate.counts[50] += 1
          fixture.collectionView.insertItems(at: [path])
        } else {
          fixture.delegate.counts[50] -= 1
          fixture.collectionView.deleteItems(at: [path])
        }
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Adapter interactive movement step 100k") { benchmark async in
    // One step of a finger moving an item: the tentative move into the next place and
    // back, each a batch update relaying out the item's section (1,000 items).
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = AdapterFixture(items: 100_000)
      _ = fixture.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let place = IndexPath(item: i % 2 == 0 ? 1 : 0, section: 0)
        let center = fixture.layout.layoutAttributesForItem(at: place)?.center ?? .zero
        fixture.collectionView.updateInteractiveMovementTargetPosition(center)
      }
      benchmark.stopMeasurement()
      fixture.collectionView.cancelInteractiveMovement()
    }
  }

  pluginAdapterBenchmarks()
}

/// A collection view of `items` items in 100 sections, laid out at 375 × 667.
@MainActor
final class AdapterFixture {
  let layout = UICollectionViewSplitLayout()
  let delegate: BenchmarkDelegate
  let collectionView: UICollectionView

  init(items: Int) {
    delegate = BenchmarkDelegate(counts: Array(repeating: items / 100, count: 100))
    layout.leftSideRatio = 0.5
    layout.splitSpacing = 8
    layout.minimumInterItemSpacing = 4
    layout.minimumItemLineSpacing = 4
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.sectionPinToVisibleBounds = true
    collectionView = delegate.collectionView(laidOutBy: layout)
  }

  /// The offset one frame of a fast fling later (16 points at 60 fps), wrapping at the end.
  func nextFrameOffset(after y: CGFloat) -> CGFloat {
    y + 16 > collectionView.contentSize.height - 667 ? 0 : y + 16
  }
}

/// A data source of cells and headers in sections of `counts` items, and the collection
/// view of 375 × 667 it and a delegate drive (calls not recorded, queries not checked).
@MainActor
class BenchmarkDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var counts: [Int]

  init(counts: [Int]) { self.counts = counts }

  /// The collection view laid out by `layout`, with this object as data source and
  /// delegate, laid out once.
  func collectionView(laidOutBy layout: UICollectionViewLayout) -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.headlessRecordsCalls = false
    collectionView.headlessVerifiesElementQueries = false
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    collectionView.delegate = self
    collectionView.dataSource = self
    collectionView.layoutIfNeeded()
    return collectionView
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

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

/// The split delegate: even sections left, odd right, sizes varying by item.
@MainActor
final class BenchmarkDelegate: BenchmarkDataSource, UICollectionViewDelegateSectionSplitLayout {
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

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
