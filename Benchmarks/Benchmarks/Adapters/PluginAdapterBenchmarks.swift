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
/// layout's share of a scroll frame with effects (docs/benchmarks.md). And `reloadData`
/// with grid sections, whose items the grid delegate gives two values each.
func pluginAdapterBenchmarks() {
  reloadDataBenchmark("Plugin adapter reloadData to first screen 100k") { pluginFixture(items: 100_000) }
  rectQueryBenchmark("Plugin adapter rect query with effects 100k") { pluginFixture(items: 100_000) }
  reloadDataBenchmark("Grid plugin adapter reloadData to first screen 100k") {
    pluginFixture(items: 100_000, grid: true)
  }
  // A waterfall of one section: a post inserted at its top (deleted the next iteration).
  mainActorBenchmark(
    "Staggered plugin adapter one item inserted at the front, one section of 100k",
    setUp: { pluginFixture(counts: [100_000], staggered: true) }
  ) { fixture, i in
    fixture.dataSource.insertOrDeleteFirstItem(ofSection: 0, in: fixture.collectionView, inserting: i % 2 == 0)
  }
}

/// A plugin layout of `items` items in 100 flow (or grid) sections with headers.
@MainActor
func pluginFixture(items: Int, grid: Bool = false) -> AdapterFixture<PluginLayout, PluginBenchmarkDelegate> {
  pluginFixture(counts: hundredSections(of: items), grid: grid)
}

/// A plugin layout of sections of `counts` items, flow, grid or staggered (three columns).
@MainActor
func pluginFixture(counts: [Int], grid: Bool = false, staggered: Bool = false) -> AdapterFixture<
  PluginLayout, PluginBenchmarkDelegate
> {
  let delegate = PluginBenchmarkDelegate(counts: counts)
  delegate.usesGrid = grid
  delegate.usesStaggered = staggered
  return AdapterFixture(layout: PluginLayout(), dataSource: delegate)
}

/// The plugin delegate: flow (or grid, or staggered) sections, sizes (line fractions and aspect ratios)
/// varying by item, effects on every element.
@MainActor
final class PluginBenchmarkDelegate: BenchmarkDataSource, PluginLayoutDelegate, GridLayoutDelegate,
  StaggeredLayoutDelegate
{
  var usesGrid = false
  var usesStaggered = false
  lazy var flow = FlowLayoutPlugin(delegate: self)
  lazy var grid = GridLayoutPlugin(delegate: self)
  lazy var staggered = StaggeredLayoutPlugin(delegate: self)

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType? { usesStaggered ? staggered : usesGrid ? grid : flow }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineCountForSectionAt section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineFractionAt indexPath: IndexPath)
    -> Int
  { 2 + indexPath.item % 3 }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
  { 1 + CGFloat(indexPath.item % 4) / 4 }

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
