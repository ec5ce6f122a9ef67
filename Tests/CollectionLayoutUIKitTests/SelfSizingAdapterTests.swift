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

/// One section of 400 items, three to a line (a split layout's full-width column, or a
/// flow plugin's), 50 points tall until measured; `measured` items are told at the height
/// their cells measure.
private final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateSectionSplitLayout,
  UICollectionViewDelegateFlowLayout
{
  var measured: Set<Int> = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 400 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  private func size(_ indexPath: IndexPath) -> CGSize {
    CGSize(width: 100, height: measured.contains(indexPath.item) ? VaryingCell.height(of: indexPath.item) : 50)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { size(indexPath) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize { size(indexPath) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide { .left }
}

/// Two columns of square items for a staggered plugin.
private final class SquareColumns: NSObject, UICollectionViewDataSource, StaggeredLayoutDelegate {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineCountForSectionAt section: Int)
    -> Int
  { 2 }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
  { 1 }
}

/// A cell of ``VaryingCell``'s heights that notes every item it measures.
private final class NotingCell: UICollectionViewCell {
  static var measured: Set<Int> = []

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    Self.measured.insert(layoutAttributes.indexPath.item)
    let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    fitted.size = CGSize(
      width: layoutAttributes.size.width, height: VaryingCell.height(of: layoutAttributes.indexPath.item))
    return fitted
  }
}

/// Self-sizing is the engine's for every family (`LayoutEngine.setMeasuredSize`), so every
/// adapter takes the sizes cells prefer (Apple's `preferredLayoutAttributesFitting(_:)`).
@MainActor
@Suite("Self-sizing in every adapter")
struct SelfSizingAdapterTests {
  /// A collection view 320 points wide laid out by `layout`, `source` its data source and
  /// delegate, showing cells of class `cell`.
  private func shown(
    _ layout: UICollectionViewLayout, source: some UICollectionViewDataSource & UICollectionViewDelegate,
    cell: UICollectionViewCell.Type, height: CGFloat
  ) -> UICollectionView {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
    view.register(cell, forCellWithReuseIdentifier: "Cell")
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    return view
  }

  private func pluginView(_ rows: Rows, cell: UICollectionViewCell.Type) -> (UICollectionView, PluginLayout) {
    let layout = PluginLayout()
    layout.defaultPlugin = FlowLayoutPlugin(delegate: rows)
    return (shown(layout, source: rows, cell: cell, height: 2000), layout)
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

  /// The split, plugin and flow layouts a cell measured while scrolling is re-placed with
  /// its line and the rest of its section moved: the update patches the section without
  /// laying it out (nor asking the delegate about its other items), and the layout equals
  /// one whose delegate gives the measured heights from the start.
  @Test(arguments: ["split", "plugin", "flow"])
  func aCellMeasuredWhileScrollingIsReplacedWithItsLine(_ kind: String) {
    func make(_ grid: Grid, cell: UICollectionViewCell.Type) -> (UICollectionView, EngineBackedLayout) {
      let layout: EngineBackedLayout
      switch kind {
      case "split":
        let split = UICollectionViewSplitLayout()
        split.leftSideRatio = 1
        split.minimumInterItemSpacing = 4
        split.minimumItemLineSpacing = 4
        layout = split
      case "plugin":
        let plugin = PluginLayout()
        plugin.defaultPlugin = FlowLayoutPlugin(delegate: grid)
        layout = plugin
      default: layout = FlowLayout()
      }
      return (shown(layout, source: grid, cell: cell, height: 600), layout)
    }
    let grid = Grid()
    NotingCell.measured = []
    let (view, layout) = make(grid, cell: NotingCell.self)
    for y in [1_500.0, 4_000, 2_000] {
      view.contentOffset = CGPoint(x: 0, y: y)
      view.layoutIfNeeded()
      #expect(
        layout.lastUpdate.sectionsPatched == 1 && layout.lastUpdate.sectionsLaidOut == 0,
        "\(kind) at \(y): \(layout.lastUpdate)")
    }
    let told = Grid()
    told.measured = NotingCell.measured
    let (_, fresh) = make(told, cell: UICollectionViewCell.self)
    #expect(layout.allFrames() == fresh.allFrames(), "\(kind)")
    #expect(layout.collectionViewContentSize == fresh.collectionViewContentSize, "\(kind)")
  }

  /// A cell measured above the visible area moves the content offset by its growth where
  /// the layout takes its size (a flow plugin), and not where the layout sizes items
  /// itself (a staggered plugin), which then moves nothing on screen.
  @Test func aCellMeasuredAboveTheScreenMovesTheOffsetOnlyWhereItsSizeIsLaidOut() {
    let rows = Rows(measured: false)
    let (flowView, flow) = pluginView(rows, cell: UICollectionViewCell.self)
    let columns = SquareColumns()
    let staggered = PluginLayout()
    staggered.defaultPlugin = StaggeredLayoutPlugin(delegate: columns)
    let staggeredView = shown(staggered, source: columns, cell: UICollectionViewCell.self, height: 600)
    for (name, view, layout, growth) in [("flow", flowView, flow, 30.0), ("staggered", staggeredView, staggered, 0)] {
      view.contentOffset = CGPoint(x: 0, y: 480)
      view.layoutIfNeeded()
      let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
      #expect(first.frame.maxY <= 480)
      let preferred = first.copy() as! UICollectionViewLayoutAttributes
      preferred.size = CGSize(width: first.size.width, height: first.size.height + 30)
      let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: first)
      #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: growth), "\(name)")
      layout.invalidateLayout(with: context)
      view.layoutIfNeeded()
      let height = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)).map { Double($0.frame.height) }
      #expect(height == Double(first.frame.height) + growth, "\(name)")
    }
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
