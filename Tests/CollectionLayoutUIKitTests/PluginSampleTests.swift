import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// PluginLayout's demos run headless: rotation, scrolling with sticky headers and effects,
/// batch updates; frames checked against numbers worked out from the reference's rules.
@MainActor
@Suite("Plugin adapter: upstream's demos")
struct PluginSampleTests {
  static let header = UICollectionView.elementKindSectionHeader
  static let footer = UICollectionView.elementKindSectionFooter

  @Test func mixedLaysOutEveryPluginInOneLayout() {
    let controller = MixedPluginController()
    controller.show(width: 375, height: 667)
    let layout = controller.layout
    // Flow: items 371 × 100 from y 60 + 2, 2 apart; the section ends at 62 + 1018 + 2.
    // Its sticky footer rests at the bottom of the screen: min(1082, 0 + 667 − 60).
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 2, y: 62, width: 371, height: 100))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame
        == CGRect(x: 2, y: 980, width: 371, height: 100))
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: Self.footer, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 607, width: 375, height: 60))
    // Staggered: 3 columns of (375 − 4 − 4) / 3; the first item 4/3 → 91.75 tall.
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    #expect(first?.minY == 1204)
    #expect(abs((first?.width ?? 0) - 367.0 / 3) < 1e-9)
    #expect(abs((first?.height ?? 0) - 367.0 / 3 / (4.0 / 3)) < 1e-9)
    // Grid: the first four items take half a line: (371 − 2) / 2 = 184.5 wide.
    let grid = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 3))?.frame
    #expect(grid?.width == 184.5)
    #expect(grid?.minX == 188.5)
    #expect(controller.collectionView.refusals.isEmpty)
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func stickyHeadersAndFootersFollowTheScroll() {
    let controller = MixedPluginController()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    collectionView.contentOffset = CGPoint(x: 0, y: 200)
    collectionView.layoutIfNeeded()
    let shown = Dictionary(
      uniqueKeysWithValues: collectionView.shownAttributes.map { ($0.key.description, $0.value.frame) })
    // Header: min(R.maxY − h = 1020, offset 200). Footer: min(R.maxY + 2 = 1082, 200 + 667 − 60).
    let header = layoutFrame(controller, Self.header)
    let footer = layoutFrame(controller, Self.footer)
    #expect(header == CGRect(x: 0, y: 200, width: 375, height: 60))
    #expect(footer == CGRect(x: 0, y: 807, width: 375, height: 60))
    #expect(shown.values.contains(CGRect(x: 0, y: 200, width: 375, height: 60)))
    // Past the section's cells the header stops at 1020 and stays in its section.
    collectionView.contentOffset = CGPoint(x: 0, y: 1050)
    collectionView.layoutIfNeeded()
    #expect(layoutFrame(controller, Self.header) == CGRect(x: 0, y: 1020, width: 375, height: 60))
    #expect(collectionView.refusals.isEmpty)
  }

  private func layoutFrame(_ controller: MixedPluginController, _ kind: String) -> CGRect? {
    controller.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame
  }

  @Test func aPureScrollLaysNothingOut() {
    let controller = MixedPluginController()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    #if canImport(HeadlessUIKit)
    collectionView.headlessClearRecords()
    #endif
    let asked = controller.pluginQueries
    collectionView.contentOffset = CGPoint(x: 0, y: 900)
    collectionView.layoutIfNeeded()
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the calls the collection view makes.
    let methods = collectionView.layoutMethods
    #expect(methods.contains(.shouldInvalidateForBoundsChange))
    #expect(methods.contains(.layoutAttributesForElements))
    #endif
    // The delegate is not asked for plugins again: nothing is laid out.
    #expect(controller.pluginQueries == asked)
    #expect(asked == 4)
  }

  /// The engine reads every item's input through its section's plugin, yet the delegate
  /// is asked for each section's plugin once per relayout (240 items, 4 sections).
  @Test func eachSectionsPluginIsAskedOncePerRelayout() {
    let controller = MixedPluginController()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    #expect(controller.pluginQueries == 4)
    collectionView.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    collectionView.layoutIfNeeded()
    #expect(controller.pluginQueries == 8)
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(controller.pluginQueries == 12)
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func rotationRelayoutsWithTheNewWidth() {
    let controller = MixedPluginController()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    collectionView.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    collectionView.layoutIfNeeded()
    let layout = controller.layout
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 2, y: 62, width: 663, height: 100))
    let staggered = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
    #expect(abs((staggered?.minX ?? 0) - (2 + 2 * (659.0 / 3 + 2))) < 1e-9)
    #expect(layout.collectionViewContentSize.width == 667)
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func delegateEffectsRunAfterThePluginsOwn() {
    let controller = MixedPluginController()
    controller.extraEffects["cell"] = [FadeEffect(span: 200)]
    controller.show(width: 375, height: 667)
    let layout = controller.layout
    // Cell 0.5 at y 62 + 5 · 102 = 572: alpha (0 − 572 + 667) / 200.
    let cell = layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))
    #expect(cell?.alpha == (667 - 572) / 200.0)
    #expect((cell as? PluginLayoutAttributes)?.originalFrame == cell?.frame)
    let inRect = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 500, width: 375, height: 100)) ?? []
    #expect(
      inRect.first { $0.indexPath == IndexPath(item: 5, section: 0) && $0.representedElementCategory == .cell }?.alpha
        == cell?.alpha)
    #expect(controller.collectionView.refusals.isEmpty)
  }

  /// The Mixed demo with `effects` on every cell from the delegate, scrolled to y 400, asked
  /// for `rect`.
  static func delegateEffectsQuery(_ effects: [PluginEffect], rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    let controller = MixedPluginController()
    controller.extraEffects["cell"] = effects
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    collectionView.contentOffset = CGPoint(x: 0, y: 400)
    collectionView.layoutIfNeeded()
    return controller.layout.layoutAttributesForElements(in: rect) ?? []
  }

  @Test func parallaxFromTheDelegateIsFoundBeyondTheRect() {
    // Cell 0.9 (980…1080) moves down by 200: it meets a rect at 1200…1250 only after the effect.
    let rect = CGRect(x: 0, y: 1200, width: 375, height: 50)
    let found = Self.delegateEffectsQuery([ParallaxEffect(fraction: 0.5)], rect: rect)
    #expect(found.contains { $0.indexPath == IndexPath(item: 9, section: 0) && $0.representedElementCategory == .cell })
    #expect(found.allSatisfy { $0.frame.intersects(rect) })
  }

  @Test func twoParallaxEffectsFromTheDelegateAddTheirReach() {
    // Cell 0.9 (980…1080) moves down by 200 twice: it meets a rect at 1400…1450 only after both.
    let rect = CGRect(x: 0, y: 1400, width: 375, height: 50)
    let found = Self.delegateEffectsQuery([ParallaxEffect(fraction: 0.5), ParallaxEffect(fraction: 0.5)], rect: rect)
    #expect(found.contains { $0.indexPath == IndexPath(item: 9, section: 0) && $0.representedElementCategory == .cell })
    #expect(found.allSatisfy { $0.frame.intersects(rect) })
  }

  @Test func batchUpdatesRelayoutAndMatchAFreshLayout() {
    let controller = MixedPluginController()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    #if canImport(HeadlessUIKit)
    collectionView.headlessClearRecords()
    #endif
    collectionView.performBatchUpdates {
      controller.ratios[2].insert(contentsOf: [2, 0.5, 1], at: 4)
      collectionView.insertItems(at: (4..<7).map { IndexPath(item: $0, section: 2) })
      controller.ratios[1].removeFirst(2)
      collectionView.deleteItems(at: [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    }
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the calls the collection view makes.
    #expect(collectionView.layoutMethods.contains(.prepareForCollectionViewUpdates))
    #endif
    let fresh = MixedPluginController()
    fresh.ratios = controller.ratios
    fresh.show(width: 375, height: 667)
    #expect(controller.layout.allFrames() == fresh.layout.allFrames())
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func oneDirectionOrTheOther() {
    let controller = MixedPluginController()
    controller.layout.scrollDirection = .horizontal
    controller.show(width: 375, height: 667)
    let layout = controller.layout
    // Horizontally a header takes its reference width (the delegate's 375) and the full
    // height; flow items keep their size and start after it.
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 377, y: 2, width: 371, height: 100))
    #expect(layout.collectionViewContentSize.height == 667)
    #expect(controller.collectionView.refusals.isEmpty)
  }
}

extension PluginSampleTests {
  /// Upstream's grid plugin reads `lineFractionAt` and `aspectRatioAt` whichever of its
  /// initialisers made it: one given the grid delegate as a plain flow delegate lays out
  /// the grid section exactly as one given it as a grid delegate; one given a delegate
  /// that is no grid delegate makes every item a whole line wide and square.
  @Test func aGridPluginMadeWithItsDelegateAsAFlowDelegateStillReadsTheGrid() {
    func gridFrames(_ make: (MixedPluginController) -> GridLayoutPlugin) -> [CGRect] {
      let controller = MixedPluginController()
      controller.plugins[3] = make(controller)
      controller.show(width: 375, height: 667)
      return (0..<30).compactMap {
        controller.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 3))?.frame
      }
    }
    let asGrid = gridFrames { GridLayoutPlugin(delegate: $0) }
    let asFlow = gridFrames { GridLayoutPlugin(delegate: $0 as FlowLayoutDelegate) }
    #expect(asGrid.count == 30)
    #expect(asFlow == asGrid)
    // Items 0–3 take half a line each (lineFractionAt 2), 4:3 pictures: 184.5 × 138.375.
    #expect(asGrid[0].size == CGSize(width: 184.5, height: 138.375))
    // A delegate that answers no grid question: every item a whole line, square.
    let flowOnly = FlowOnlyDelegate()
    let plain = gridFrames { _ in GridLayoutPlugin(delegate: flowOnly) }
    #expect(plain.count == 30)
    #expect(plain.allSatisfy { $0.width == 375 && $0.height == 375 })
  }

  /// A flow delegate that is not a grid delegate.
  final class FlowOnlyDelegate: NSObject, UICollectionViewDelegateFlowLayout {}

  @Test func aStickyEffectFromTheDelegateSticks() {
    let controller = MixedPluginController()
    controller.plugins[3] = GridLayoutPlugin(delegate: controller)
    controller.extraEffects[UICollectionView.elementKindSectionHeader] = [StickyEffect(edge: .start)]
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    // Inside the grid section (no pinning of its own): its header follows the scroll.
    let gridHeader = controller.layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 3))!
    let y = gridHeader.frame.minY + 100
    collectionView.contentOffset = CGPoint(x: 0, y: y)
    collectionView.layoutIfNeeded()
    let moved = controller.layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 3))
    #expect(moved?.frame.minY == y)
    #expect((moved as? PluginLayoutAttributes)?.originalFrame.minY == gridHeader.frame.minY)
  }

  @Test func aHostileEffectFromTheDelegateIsRepairedAsTheEngineRepairsItsOwn() {
    // The effect's frame, alpha and transform are unusable: the engine undoes them, whether
    // the effect is a section's (engine) or the delegate's (adapter). Before effects ran in
    // the engine the adapter passed the infinite transform and the negative size on.
    let found = Self.delegateEffectsQuery([HostileEffect()], rect: CGRect(x: 0, y: 400, width: 375, height: 667))
    let cell = found.first { $0.indexPath == IndexPath(item: 5, section: 0) && $0.representedElementCategory == .cell }
    #expect(cell?.frame == CGRect(x: 2, y: 572, width: 371, height: 100))
    #expect(cell?.alpha == 1)
    #expect(cell?.transform == .identity)
    #expect(cell?.zIndex == 7)
  }
}

/// An engine-style effect whose output the engine must not pass on: a negative size, a NaN
/// alpha and an infinite transform (its zIndex is fine and kept).
struct HostileEffect: ScrollEffect, PluginEffect {
  func apply(to element: inout EffectedElement, in context: EffectContext) {
    element.frame.size.width = -5
    element.alpha = .nan
    element.transform = LayoutTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    element.zIndex = 7
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
