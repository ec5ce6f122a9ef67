import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Every adapter driven by Swift 5 app code (see `Swift5Clients.swift`): the code compiles
/// in Swift 5 mode and lays out what the same inputs give in Swift 6.
@MainActor
@Suite("Swift 5 clients")
struct Swift5ClientTests {
  @Test func aSplitLayoutFromAFactoryWithAnNSObjectDelegate() {
    let photos = SplitPhotos()
    let layout = makeSplitLayout(ratio: 0.5)
    let collectionView = showCollectionView(layout: layout, dataSource: photos)
    // Half of 375 each; two squares a line: (187.5 − 8 − 8 − 8) / 2 = 81.75, floored to 81.
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    #expect(first == CGRect(x: 8, y: 8, width: 81, height: 81))
    let right = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    #expect(right?.minX == 187.5 + 8)
    #expect(collectionView.indexPathsForVisibleItems.count == 10)
  }

  @Test func aSubclassedSplitLayoutRelayoutsOnRotation() {
    let layout = CountingSplitLayout()
    layout.leftSideRatio = 0.4
    let photos = SplitPhotos()
    let collectionView = showCollectionView(layout: layout, dataSource: photos)
    let before = layout.prepareCount
    collectionView.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    collectionView.layoutIfNeeded()
    #expect(layout.prepareCount > before)
    #expect(layout.collectionViewContentSize.width == 667)
  }

  @Test func aPluginLayoutWithAGridPlugin() {
    let photos = GridPhotos()
    let layout = PluginLayout()
    let collectionView = showCollectionView(layout: layout, dataSource: photos)
    let second = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
    // Two squares a line, no spacing: 187.5 wide.
    #expect(second == CGRect(x: 187.5, y: 0, width: 187.5, height: 187.5))
    #expect(layout.collectionViewContentSize.height == 5 * 187.5)
    #expect(!collectionView.indexPathsForVisibleItems.isEmpty)
  }

  @Test func aCompositionalListFromASectionProvider() {
    let layout = makeListLayout(rowHeight: 44)
    let photos = GridPhotos()
    _ = showCollectionView(layout: layout, dataSource: photos)
    let third = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
    #expect(third == CGRect(x: 0, y: 88, width: 375, height: 44))
    #expect(layout.collectionViewContentSize.height == 440)
  }

  #if !os(tvOS)
  @Test func aListWithSwipeToDelete() {
    var deleted: [IndexPath] = []
    let layout = makeSwipeToDeleteList { deleted.append($0) }
    let swiping = showCollectionView(layout: layout, dataSource: GridPhotos())
    let plain = showCollectionView(layout: makeListLayout(rowHeight: 44), dataSource: GridPhotos())
    // The layout's swipe pan is on the collection view, beside what UIKit puts there.
    func pans(_ view: UICollectionView) -> Int {
      view.gestureRecognizers?.filter { $0 is UIPanGestureRecognizer }.count ?? 0
    }
    #expect(pans(swiping) == pans(plain) + 1)
    #expect(deleted.isEmpty)
    // A VoiceOver user deletes row 2 from the actions rotor of its cell.
    let row = IndexPath(item: 2, section: 0)
    let cell = swiping.cellForItem(at: row)
    cell?.accessibilityCustomActions = layout.accessibilitySwipeActions(forItemAt: row)
    #expect(cell?.accessibilityCustomActions?.map(\.name) == ["Delete"])
    if let delete = cell?.accessibilityCustomActions?.first { #expect(delete.actionHandler?(delete) == true) }
    #expect(deleted == [row])
  }
  #endif

  @Test func scrollableRowsAndAWrappingSection() {
    let rows = CardRows()
    let layout = ScrollableSectionCollectionViewLayout()
    layout.minimumInteritemSpacing = 10
    let collectionView = showCollectionView(layout: layout, dataSource: rows)
    // Row 0 scrolls: its last card lies past the screen's edge.
    let last = layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame
    #expect(last?.minX == CGFloat(7 * 110))
    // Row 1 wraps: three cards a line (3 × 100 + 2 × 10 ≤ 375), so card 3 starts line 2.
    let wrapped = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame
    #expect(wrapped?.minX == 0)
    #expect(wrapped?.minY == CGFloat(80 + 80 + 10))
    layout.setHorizontalOffset(200, forSectionAt: 0, animated: false)
    collectionView.layoutIfNeeded()
    let moved = layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame
    #expect(moved?.minX == CGFloat(7 * 110 - 200))
  }

  /// One demo-style delegate for a flow layout and a plugin layout: the same rows (full
  /// width less insets, heights from the ratios) in both, so a screen moves from UIKit's
  /// flow layout to PluginLayout by changing the layout alone.
  @Test func oneDemoStyleDelegateServesAFlowAndAPluginLayout() {
    let pictures = PicturesDelegate()
    let flow = UICollectionViewFlowLayout()
    let flowView = showCollectionView(layout: flow, dataSource: pictures)
    let plugin = PluginLayout()
    plugin.defaultPlugin = FlowLayoutPlugin(delegate: pictures)
    let pluginView = showCollectionView(layout: plugin, dataSource: pictures)
    for item in 0..<pictures.ratios.count {
      let path = IndexPath(item: item, section: 0)
      // The plugin's frame before its effects (elastic spreads cells near the end).
      let placed = (plugin.layoutAttributesForItem(at: path) as? PluginLayoutAttributes)?.originalFrame
      #expect(flow.layoutAttributesForItem(at: path)?.frame == placed)
    }
    #expect(
      flow.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 2, y: 375, width: 371, height: 371 / 1.5))
    #if canImport(HeadlessUIKit)
    #expect(flowView.headlessRejections.isEmpty && pluginView.headlessRejections.isEmpty)
    #endif
    #expect(flowView.collectionViewLayout === flow && pluginView.collectionViewLayout === plugin)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
