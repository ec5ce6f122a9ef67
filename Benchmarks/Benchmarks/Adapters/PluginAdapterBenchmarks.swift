import Benchmark
import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The plugin adapter with the delegate's effects (cells fade and move by parallax,
/// headers stick), 100k items in 100 flow sections: `reloadData` to the first screen
/// (every item sized through its section's plugin), and the rect query of one screen, the
/// layout's share of a scroll frame with effects (docs/benchmarks.md).
func pluginAdapterBenchmarks() {
  reloadDataBenchmark("Plugin adapter reloadData to first screen 100k") { pluginFixture(items: 100_000) }
  rectQueryBenchmark("Plugin adapter rect query with effects 100k") { pluginFixture(items: 100_000) }
}

/// A plugin layout of `items` items in 100 flow sections with headers.
@MainActor
func pluginFixture(items: Int) -> AdapterFixture<PluginLayout, PluginBenchmarkDelegate> {
  AdapterFixture(layout: PluginLayout(), dataSource: PluginBenchmarkDelegate(counts: hundredSections(of: items)))
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
