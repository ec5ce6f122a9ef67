// One import, as an app written against upstream's PluginLayout has after changing
// `import PluginLayout`: the effects and HeadlessUIKit (on Linux) come with it.
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// PluginLayout's API as upstream spells it.
@MainActor
@Suite("Plugin adapter: upstream's API")
struct PluginUpstreamAPITests {
  @Test func stickyEffectsAsUpstreamMakesThem() {
    #expect(StickyEffect(position: .start).position == .start)
    #expect(StickyEffect(kind: UICollectionView.elementKindSectionHeader)?.position == .start)
    #expect(StickyEffect(kind: UICollectionView.elementKindSectionFooter)?.position == .end)
    #expect(StickyEffect(kind: "badge") == nil)
    #expect(StickyEffect.Position(kind: UICollectionView.elementKindSectionFooter) == .end)
    #expect(StickyEffect.Position(kind: "cell") == nil)
  }

  @Test func theShippedEffectsAreUsableAlone() {
    let effects: [PluginEffect] = [FadeEffect(), ElasticEffect(), StickyEffect(position: .end)]
    #expect(effects.count == 3)
  }

  /// Upstream's formula: (offset − origin + bounds − span) ÷ span per axis. At offset 100
  /// in a 320 × 480 view, an element at y 380 over a span of 200: (100 − 380 + 480 − 200) ÷
  /// 200 = 0 (and x at 20: (0 − 20 + 320 − 200) ÷ 200 = 0.5); at y 180: 1.
  @Test func percentageIsUpstreamsFormula() {
    let controller = MixedPluginController()
    controller.show(width: 320, height: 480)
    controller.collectionView.contentOffset = CGPoint(x: 0, y: 100)
    let attributes = PluginLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 20, y: 380, width: 10, height: 10)
    let effect = FadeEffect()
    #expect(effect.percentage(from: attributes, layout: controller.layout, span: 200) == CGPoint(x: 0.5, y: 0))
    attributes.frame.origin.y = 180
    #expect(effect.percentage(from: attributes, layout: controller.layout, span: 200).y == 1)
    #expect(effect.percentage(from: attributes, layout: controller.layout, span: 0) == .zero)
  }

  @Test func anchorPointAndPercentageAreCopiedAndCompared() throws {
    let a = PluginLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    #expect(a.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    a.anchorPoint = CGPoint(x: 0, y: 1)
    a.percentage = CGPoint(x: 0.25, y: 0.75)
    let b = try #require(a.copy() as? PluginLayoutAttributes)
    #expect(b.anchorPoint == a.anchorPoint && b.percentage == a.percentage)
    #expect(a.isEqual(b))
    b.percentage.y = 0.5
    #expect(!a.isEqual(b))
  }

  /// Upstream's grid plugin aligns lines as its flow plugin (`.default`):
  /// a line closed by the next item not fitting is justified (the last line stays as it
  /// is). Mixed demo, section 3, 375 wide, insets and spacing 2: items 0–3 are halves
  /// (184.5), 4–6 quarters (91.25), 7–8 fifths (72.6). Items 4–7 share a line (352.35 of
  /// 371) that item 8 closes: justified, item 7 ends at the inset, 373.
  @Test func gridLinesAreAlignedAsUpstreamsFlow() throws {
    let controller = MixedPluginController()
    controller.ratios[3] = MixedPluginController.cycle([1], count: 9)
    controller.show(width: 375, height: 667)
    func frame(_ item: Int) throws -> CGRect {
      try #require(controller.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 3))?.frame)
    }
    #expect(try frame(0).minX == 2 && frame(1).maxX == 373)
    #expect(try frame(4).minX == 2)
    #expect(try abs(frame(7).maxX - 373) < 1e-9, "justified, not left-aligned at 354.35")
    #expect(try frame(8).minX == 2, "the last line stays as it is")
  }

  /// Upstream has no section backgrounds; ours are there only when asked.
  @Test func sectionBackgroundsOnlyWhenAsked() {
    let controller = MixedPluginController()
    controller.show(width: 375, height: 667)
    let kind = PluginLayoutBackgroundView.elementKind
    func backgrounds() -> Int {
      controller.layout.allFrames().keys.filter { $0.kind == kind }.count
    }
    #expect(backgrounds() == 0)
    controller.layout.showsSectionBackgrounds = true
    controller.collectionView.layoutIfNeeded()
    #expect(backgrounds() == 4)
    #expect(controller.collectionView.refusals.isEmpty)
  }

  /// A plugin as upstream's `PluginType` asks it to be written: only
  /// `layoutAttributes(in:offset:layout:)`, rows of 40 across the width less the insets.
  final class RowsPlugin: PluginType {
    func layoutAttributes(in section: Int, offset: inout CGPoint, layout: PluginLayout) -> [PluginLayoutAttributes] {
      guard let collectionView = layout.collectionView else { return [] }
      return (0..<collectionView.numberOfItems(inSection: section)).map { item in
        let attributes = attributesClass.init(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = CGRect(x: 2, y: offset.y, width: collectionView.bounds.width - 4, height: 40)
        offset.y = attributes.frame.maxY
        return attributes
      }
    }
  }

  /// An upstream-style plugin compiles and lays out: its cell frames
  /// become the section's (the leading inset it added itself is not added twice).
  @Test func anUpstreamStylePluginLaysOut() throws {
    let controller = MixedPluginController()
    controller.plugins[3] = RowsPlugin()
    controller.ratios[3] = MixedPluginController.cycle([1], count: 3)
    controller.show(width: 375, height: 667)
    let layout = controller.layout
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 3))?.frame)
    let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 3))?.frame)
    #expect(first.minX == 2 && first.width == 371 && first.height == 40)
    #expect(second.minY == first.maxY)
    let shown = layout.layoutAttributesForElements(in: first.insetBy(dx: 10, dy: 10)) ?? []
    #expect(shown.contains { $0.indexPath == IndexPath(item: 0, section: 3) && $0.representedElementCategory == .cell })
    #expect(!layout.diagnostics.contains { $0.code == "plugin.frame" })
  }

  /// A plugin in upstream's `Plugin` style: a delegate of its own, the flow delegate's
  /// section parameters, rows laid from the offset.
  final class StripedPlugin: Plugin {
    typealias Delegate = MixedPluginController
    typealias Parameters = FlowSectionParameters
    weak var delegate: Delegate?
    required init(delegate: Delegate) { self.delegate = delegate }

    func layoutAttributes(in section: Int, offset: inout CGPoint, layout: PluginLayout) -> [PluginLayoutAttributes] {
      guard let collectionView = layout.collectionView else { return [] }
      let parameters = sectionParameters(inSection: section, layout: layout)
      return (0..<collectionView.numberOfItems(inSection: section)).map { item in
        let attributes = attributesClass.init(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = CGRect(
          x: parameters.insets.left, y: offset.y,
          width: parameters.contentBounds.width - parameters.insets.left
            - parameters.insets.right, height: item % 2 == 0 ? 30 : 50)
        offset.y = attributes.frame.maxY + parameters.lineSpacing
        return attributes
      }
    }
  }

  /// Upstream's `Plugin` protocol (associated delegate and parameters,
  /// `sectionParameters(inSection:layout:)` from the flow delegate) compiles and lays out.
  @Test func anUpstreamPluginWithParametersLaysOut() throws {
    let controller = MixedPluginController()
    controller.plugins[3] = StripedPlugin(delegate: controller)
    controller.ratios[3] = MixedPluginController.cycle([1], count: 3)
    controller.show(width: 375, height: 667)
    let frames = try (0..<3).map {
      try #require(controller.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 3))?.frame)
    }
    // The Mixed demo's flow delegate: insets 2, line spacing 2.
    #expect(frames.map(\.height) == [30, 50, 30])
    #expect(frames.allSatisfy { $0.minX == 2 && $0.width == 371 })
    #expect(frames[1].minY == frames[0].maxY + 2)
  }

  /// An effect written with upstream's signature (plugin, the section's attributes).
  struct HalvingEffect: PluginEffect {
    func apply(
      to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType,
      sectionAttributes attributes: [PluginLayoutAttributes]
    ) -> PluginLayoutAttributes {
      guard let attribute = originalAttribute.copy() as? PluginLayoutAttributes else { return originalAttribute }
      attribute.alpha = originalAttribute.alpha / 2
      attribute.transform3D = CATransform3DMakeScale(0.9, 0.9, 1)
      return attribute
    }
  }

  /// Effects written for upstream (its `apply` signature, `transform3D`)
  /// run on the elements the delegate gives them to.
  @Test func anUpstreamStyleEffectRuns() throws {
    let controller = MixedPluginController()
    controller.extraEffects["cell"] = [HalvingEffect()]
    controller.show(width: 375, height: 667)
    let cells = (controller.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 667)) ?? [])
      .filter { $0.representedElementCategory == .cell }
    #expect(!cells.isEmpty)
    #expect(cells.allSatisfy { $0.alpha == 0.5 && $0.transform == CGAffineTransform(scaleX: 0.9, y: 0.9) })
  }

  /// An upstream-style effect that tilts cells back about the horizontal axis, with
  /// perspective: a transform UIKit keeps only in `transform3D`.
  struct TiltEffect: PluginEffect {
    static var tilt: CATransform3D {
      var t = CATransform3DMakeRotation(.pi / 6, 1, 0, 0)
      t.m34 = -1.0 / 400
      return t
    }
    func apply(
      to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType,
      sectionAttributes attributes: [PluginLayoutAttributes]
    ) -> PluginLayoutAttributes {
      guard let attribute = originalAttribute.copy() as? PluginLayoutAttributes else { return originalAttribute }
      attribute.transform3D = Self.tilt
      return attribute
    }
  }

  /// An engine effect after an upstream one keeps the upstream one's 3D transform: the
  /// element goes to the engine and back with it (it came back flattened to its affine
  /// part before).
  @Test func anEngineEffectKeepsAnUpstreamEffectsTransform3D() throws {
    let controller = MixedPluginController()
    controller.extraEffects["cell"] = [TiltEffect(), FadeEffect()]
    controller.show(width: 375, height: 667)
    let cells = (controller.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 667)) ?? [])
      .filter { $0.representedElementCategory == .cell }
    #expect(!cells.isEmpty)
    #expect(cells.allSatisfy { CATransform3DEqualToTransform($0.transform3D, TiltEffect.tilt) })
  }

  /// An engine effect of the app's own that turns cells in depth: it runs in the engine
  /// (as the shipped effects do) and its 3D transform reaches UIKit's `transform3D`.
  struct EngineTiltEffect: ScrollEffect, PluginEffect {
    static var tilt: LayoutTransform3D {
      var t = LayoutTransform3D(rotationAngle: .pi / 8, x: 0, y: 1, z: 0)
      t.m34 = -1.0 / 300
      return t
    }
    func apply(to element: inout EffectedElement, in context: EffectContext) { element.transform3D = Self.tilt }
  }

  @Test func anEngineEffectOfTheAppsOwnTurnsCellsInDepth() throws {
    let controller = MixedPluginController()
    controller.extraEffects["cell"] = [EngineTiltEffect()]
    controller.show(width: 375, height: 667)
    let cells = (controller.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 667)) ?? [])
      .filter { $0.representedElementCategory == .cell }
    let t = EngineTiltEffect.tilt
    let expected = CATransform3D(
      m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
      m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    #expect(!cells.isEmpty)
    #expect(cells.allSatisfy { CATransform3DEqualToTransform($0.transform3D, expected) })
  }

  /// Moves every cell 300 points up and says so (`reach`), so rect queries look that far.
  struct LiftEffect: PluginEffect {
    var reach: EffectReach { EffectReach(fixed: 300) }
    func apply(
      to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType,
      sectionAttributes attributes: [PluginLayoutAttributes]
    ) -> PluginLayoutAttributes {
      guard let attribute = originalAttribute.copy() as? PluginLayoutAttributes else { return originalAttribute }
      attribute.frame.origin.y -= 300
      return attribute
    }
  }

  /// A rect query returns exactly the elements whose frames after effects meet the rect, on
  /// the first query after a relayout too: cells an effect lifts in from below are found,
  /// cells it lifts out are not returned. (The first query knew no effect's reach yet and
  /// returned the cells that met the rect before their effects; the fuzz found the history
  /// this made the answer depend on.)
  @Test func theFirstQueryAfterARelayoutFindsWhatEffectsMove() throws {
    let controller = MixedPluginController()
    controller.extraEffects["cell"] = [LiftEffect()]
    controller.show(width: 375, height: 667)
    let layout = controller.layout
    let rect = CGRect(x: 0, y: 400, width: 375, height: 200)
    layout.invalidateLayout()
    let first = layout.layoutAttributesForElements(in: rect) ?? []
    // What meets the rect, from a query over all the content (and more, for lifted cells).
    let size = layout.collectionViewContentSize
    let all =
      layout.layoutAttributesForElements(in: CGRect(x: -1, y: -400, width: size.width + 2, height: size.height + 800))
      ?? []
    let expected = Set(all.filter { $0.frame.intersects(rect) }.map(ElementKey.init))
    #expect(Set(first.map(ElementKey.init)) == expected)
    #expect(first.allSatisfy { $0.frame.intersects(rect) })
    // Cells that were 300 points below the rect's top are among them.
    #expect(first.contains { $0.representedElementCategory == .cell && $0.frame.minY < 500 && $0.frame.maxY > 400 })
  }

  /// Upstream's sticky effect, as its formula reads the section's attributes: the union of
  /// the cells' frames, the header held at the top of the visible area within it.
  struct UnionStickyEffect: PluginEffect {
    func apply(
      to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType,
      sectionAttributes attributes: [PluginLayoutAttributes]
    ) -> PluginLayoutAttributes {
      guard let collectionView = layout.collectionView,
        let attribute = originalAttribute.copy() as? PluginLayoutAttributes
      else { return originalAttribute }
      let cells = attributes.filter { $0.representedElementKind == nil }.map(\.frame)
      guard let union = cells.dropFirst().reduce(cells.first, { $0?.union($1) }) else { return originalAttribute }
      attribute.frame.origin.y = max(
        union.minY - attribute.frame.height, min(union.maxY - attribute.frame.height, collectionView.contentOffset.y))
      return attribute
    }
  }

  /// An upstream-style effect that reads the section's cells gets their union: its header
  /// sticks as upstream's sticky effect would.
  @Test func anUpstreamStyleEffectSeesTheSectionsCells() throws {
    let controller = MixedPluginController()
    controller.extraEffects[UICollectionView.elementKindSectionHeader] = [UnionStickyEffect()]
    controller.show(width: 375, height: 667)
    // Section 3 (the grid, not pinned by its plugin) scrolled so its cells pass the top.
    let firstCell = try #require(controller.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 3)))
    let offset = firstCell.frame.minY + 50
    controller.collectionView.contentOffset = CGPoint(x: 0, y: offset)
    controller.collectionView.layoutIfNeeded()
    let header = try #require(
      controller.layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 3)))
    #expect(header.frame.minY == offset, "held at the top by the union of the section's cells")
  }

}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
