import Benchmark
import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A fast fling through one section of 100k self-sizing cells, in each adapter whose cells
/// may size themselves (docs/benchmarks.md): 20 frames of 48 points, after three frames
/// unmeasured so the fling is under way. Not every frame brings a new line of cells on
/// screen, and a frame lays out the sizes the frame before it recorded, so one frame's
/// median would hide the frames that measure; twenty frames' total does not. What it costs
/// is mostly what measured cells cost their section.
func selfSizingScrollBenchmarks() {
  selfSizingScrollBenchmark("Self-sizing fling of 20 frames, split, one section of 100k") {
    splitFixture(cellClass: FittingRowCell.self)
  }

  // Tags that fit their text: each cell measures another width than the delegate gave.
  selfSizingScrollBenchmark("Self-sizing fling of 20 frames, split tags, one section of 100k") {
    splitFixture(cellClass: FittingTagCell.self)
  }

  selfSizingScrollBenchmark("Self-sizing fling of 20 frames, plugin flow, one section of 100k") {
    pluginFlowFixture(cellClass: FittingRowCell.self)
  }

  selfSizingScrollBenchmark("Self-sizing fling of 20 frames, plugin flow tags, one section of 100k") {
    pluginFlowFixture(cellClass: FittingTagCell.self)
  }

  selfSizingScrollBenchmark("Self-sizing fling of 20 frames, compositional list, one section of 100k") {
    AdapterFixture(
      layout: CompositionalLayout.list(using: LayoutListConfiguration(appearance: .plain)),
      dataSource: BenchmarkDataSource(counts: [100_000]), cellClass: FittingRowCell.self, frameStep: 48)
  }
}

/// One column of a split layout over one section of 100k cells of `cellClass`, 48 points a
/// frame.
@MainActor
func splitFixture(cellClass: UICollectionViewCell.Type) -> AdapterFixture<
  UICollectionViewSplitLayout, BenchmarkDelegate
> {
  let layout = UICollectionViewSplitLayout()
  layout.leftSideRatio = 1
  layout.minimumInterItemSpacing = 4
  layout.minimumItemLineSpacing = 4
  return AdapterFixture(
    layout: layout, dataSource: BenchmarkDelegate(counts: [100_000]), cellClass: cellClass, frameStep: 48)
}

/// A plugin layout's flow section of 100k cells of `cellClass`, 48 points a frame.
@MainActor
func pluginFlowFixture(cellClass: UICollectionViewCell.Type) -> AdapterFixture<PluginLayout, PluginBenchmarkDelegate> {
  AdapterFixture(
    layout: PluginLayout(), dataSource: PluginBenchmarkDelegate(counts: [100_000]), cellClass: cellClass, frameStep: 48)
}

/// Twenty scroll frames of a fling already under way: `setUp`'s fixture scrolled three
/// frames first, unmeasured.
func selfSizingScrollBenchmark<Layout: UICollectionViewLayout, DataSource: BenchmarkDataSource>(
  _ name: String, setUp: @escaping @Sendable @MainActor () -> AdapterFixture<Layout, DataSource>
) {
  mainActorBenchmark(
    name, configuration: .init(timeUnits: .microseconds),
    setUp: { () -> AdapterFixture<Layout, DataSource> in
      let fixture = setUp()
      for _ in 0..<3 { scrollOneFrame(fixture) }
      return fixture
    },
    step: { fixture, _ in
      for _ in 0..<20 { scrollOneFrame(fixture) }
    })
}

/// The content offset a frame further, then the layout pass UIKit makes.
@MainActor
func scrollOneFrame(_ fixture: AdapterFixture<some UICollectionViewLayout, some BenchmarkDataSource>) {
  fixture.collectionView.contentOffset = CGPoint(x: 0, y: fixture.nextFrameOffset())
  fixture.collectionView.layoutIfNeeded()
}

/// A tag that fits its text: 60 to 120 points wide by its item, 32 high.
final class FittingTagCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    fitted.size = CGSize(width: 60 + 20 * CGFloat(layoutAttributes.indexPath.item % 4), height: 32)
    return fitted
  }
}
