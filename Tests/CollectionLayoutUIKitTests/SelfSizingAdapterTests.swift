import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Rows of a flow plugin: full width, 50 points tall (the estimate), or the cells' own
/// heights when `measured`.
private final class Rows: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let measured: Bool
  init(measured: Bool) { self.measured = measured }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width, height: measured ? VaryingCell.height(of: indexPath.item) : 50)
  }
}

/// Self-sizing is the engine's for every family (`LayoutEngine.setMeasuredSize`), so every
/// adapter takes the sizes cells prefer (Apple's `preferredLayoutAttributesFitting(_:)`).
@MainActor
@Suite("Self-sizing in every adapter")
struct SelfSizingAdapterTests {
  private func pluginView(_ rows: Rows, cell: UICollectionViewCell.Type) -> (UICollectionView, PluginLayout) {
    let layout = PluginLayout()
    layout.defaultPlugin = FlowLayoutPlugin(delegate: rows)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000), collectionViewLayout: layout)
    view.register(cell, forCellWithReuseIdentifier: "Cell")
    view.dataSource = rows
    view.delegate = rows
    view.layoutIfNeeded()
    return (view, layout)
  }

  @Test func aPluginLayoutTakesTheSizesCellsPrefer() {
    let estimated = Rows(measured: false)
    let (view, layout) = pluginView(estimated, cell: VaryingCell.self)
    view.layoutIfNeeded()
    let second = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
    #expect(second?.height == VaryingCell.height(of: 1))
    // Equal to a layout whose delegate gives those heights from the start.
    let told = Rows(measured: true)
    let (_, fresh) = pluginView(told, cell: UICollectionViewCell.self)
    #expect(layout.allFrames() == fresh.allFrames())
    #expect(layout.collectionViewContentSize == fresh.collectionViewContentSize)
    #if canImport(HeadlessUIKit)
    #expect(view.headlessRejections.isEmpty)
    #endif
  }

  /// The offset compensation for an element measured before the visible area follows the
  /// scroll axis: a horizontal layout moves `contentOffset.x`, not `y`.
  @Test func aMeasuredElementBeforeTheVisibleAreaShiftsTheOffsetAlongTheScrollAxis() {
    let size = LayoutSize(widthDimension: .estimated(100), heightDimension: .fractionalHeight(1))
    let section = LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = CompositionalLayout(section: section, configuration: configuration)
    let rows = Rows(measured: false)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    view.dataSource = rows
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 500, y: 0)
    view.layoutIfNeeded()
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
    #expect(first.frame.maxX <= 500)
    let preferred = first.copy() as! UICollectionViewLayoutAttributes
    preferred.size = CGSize(width: first.size.width + 30, height: first.size.height)
    #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: first))
    let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: first)
    #expect(context.contentOffsetAdjustment == CGPoint(x: 30, y: 0))
    // Recorded: the same size again is no news.
    #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: first))
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
