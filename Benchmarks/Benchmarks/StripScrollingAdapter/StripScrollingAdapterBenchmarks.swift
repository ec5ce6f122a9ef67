import Benchmark
import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Strips scrolled by a finger through the compositional adapter in a headless collection
/// view: a page of 200 continuous strips × 1,000 items (items 100 × 120, 8 apart, a
/// 30-point header each), 375 × 667 (docs/benchmarks.md). A strip frame is the whole UIKit
/// round trip of one finger move: the scroll view's offset, the delegate storing it, the
/// invalidation, prepare (nothing laid out) and the one-screen query with attributes
/// objects. Budget: a strip frame ≤ 100 µs.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 2,
    maxDuration: .seconds(3),
    maxIterations: 5_000
  )

  Benchmark("Strip scroll frame 200x1000", configuration: .init(timeUnits: .nanoseconds)) { benchmark async in
    // The runner awaits this hop, so the benchmark object is never used concurrently.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = StripPageFixture()
      let strip = fixture.layout.scrollView(forSection: 1)!
      strip.headlessBeginDragging()
      var step: CGFloat = -1
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        // Back and forth within the strip, one point per frame.
        if i % 5_000 == 0 { step = -step }
        strip.headlessDrag(by: CGPoint(x: step, y: 0))
        fixture.collectionView.layoutIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole(fixture.collectionView.indexPathsForVisibleItems.count)
    }
  }

  Benchmark("Strip fling to rest 200x1000") { benchmark async in
    // A flick and its deceleration (the delegate snaps nothing: continuous), then the
    // layout pass that shows the strip at rest.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = StripPageFixture()
      let strip = fixture.layout.scrollView(forSection: 1)!
      var velocity: CGFloat = 1
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        velocity = -velocity
        strip.headlessSwipe(by: CGPoint(x: -velocity * 10, y: 0), velocity: CGPoint(x: -velocity, y: 0))
        fixture.collectionView.layoutIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole(fixture.collectionView.indexPathsForVisibleItems.count)
    }
  }

  Benchmark("Strip page vertical scroll frame 200x1000", configuration: .init(timeUnits: .nanoseconds)) {
    benchmark async in
    // For comparison: the collection view itself scrolled one frame, strips at rest, so
    // scroll views are handed between strips entering and leaving the screen.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = StripPageFixture()
      var y: CGFloat = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        y = y > 20_000 ? 0 : y + 16
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: y)
        fixture.collectionView.layoutIfNeeded()
      }
      benchmark.stopMeasurement()
      blackHole(fixture.collectionView.indexPathsForVisibleItems.count)
    }
  }
}

/// The page in a headless collection view, laid out, with no call recording.
@MainActor
final class StripPageFixture: NSObject, UICollectionViewDataSource {
  let layout: CompositionalLayout
  let collectionView: UICollectionView

  override init() {
    let item = LayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(120)), subitems: [item])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 8
    section.orthogonalScrollingBehavior = .continuous
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "header",
        alignment: .top)
    ]
    layout = CompositionalLayout(section: section)
    collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.headlessRecordsCalls = false
    collectionView.headlessVerifiesElementQueries = false
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
    super.init()
    collectionView.dataSource = self
    collectionView.layoutIfNeeded()
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { 200 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
  }
}
