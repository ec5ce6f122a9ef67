import Benchmark
import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The plugin adapter with the delegate's effects (cells fade and move by parallax,
/// headers stick), 100k items in 100 flow sections: the rect query of one screen, the
/// layout's share of a scroll frame with effects (docs/benchmarks.md).
func pluginAdapterBenchmarks() {
  Benchmark("Plugin adapter rect query with effects 100k", configuration: .init(timeUnits: .nanoseconds)) {
    benchmark async in
    // The runner awaits this hop, so the benchmark object is never used concurrently.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = PluginAdapterFixture(items: 100_000)
      var y: CGFloat = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        y = y + 16 > fixture.collectionView.contentSize.height - 667 ? 0 : y + 16
        blackHole(fixture.layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 375, height: 667)))
      }
      benchmark.stopMeasurement()
    }
  }
}

/// A plugin layout of `items` items in 100 flow sections with headers, at 375 × 667.
@MainActor
final class PluginAdapterFixture {
  let layout = PluginLayout()
  let delegate: PluginBenchmarkDelegate
  let collectionView: UICollectionView

  init(items: Int) {
    delegate = PluginBenchmarkDelegate(counts: Array(repeating: items / 100, count: 100))
    collectionView = delegate.collectionView(laidOutBy: layout)
  }
}

/// The plugin delegate: flow sections, sizes varying by item, effects on every element.
@MainActor
final class PluginBenchmarkDelegate: BenchmarkDataSource, PluginLayoutDelegate {
  lazy var flow = FlowLayoutPlugin(delegate: self)

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType? { flow }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout,
    effectsForItemAt indexPath: IndexPath, kind: String?
  ) -> [PluginEffect] {
    kind == nil ? [FadeEffect(), ParallaxEffect(fraction: 0.1)] : [StickyEffect()]
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 80 + CGFloat(indexPath.item % 5) * 20, height: 60 + CGFloat(indexPath.item % 3) * 20) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { CGSize(width: 375, height: 40) }
}
