import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(HeadlessUIKit)

/// The adapters follow the system's Reduce Motion setting (`UIAccessibility
/// .isReduceMotionEnabled`, and `reduceMotionStatusDidChangeNotification` when it changes
/// while the app runs, both Apple-documented since iOS 8) unless `motionPreference` says
/// otherwise: parallax, scale and elastic effects stop, fades and sticky headers go on. The
/// setting is process-wide, so only HeadlessUIKit, where a test sets it for one block, runs
/// these.
@MainActor
@Suite("Adapters under reduced motion")
struct ReducedMotionAdapterTests {
  /// An engine effect of the app's own: slides cells 30 points, and under reduced motion
  /// dims them by an effect that is not a `PluginEffect`.
  struct SlideEffect: ScrollEffect, PluginEffect {
    func apply(to element: inout EffectedElement, in context: EffectContext) { element.frame.origin.y += 30 }
    var reach: EffectReach { EffectReach(fixed: 30) }
    var reducedMotionForm: (any ScrollEffect)? { DimEffect() }
  }

  /// Halves the opacity; an engine effect only.
  struct DimEffect: ScrollEffect {
    func apply(to element: inout EffectedElement, in context: EffectContext) { element.alpha *= 0.5 }
  }

  /// An upstream-style effect that reads the layout's setting itself: it lifts cells 10
  /// points in full motion and leaves them alone under reduced motion.
  struct LiftEffect: PluginEffect {
    func apply(
      to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType,
      sectionAttributes attributes: [PluginLayoutAttributes]
    ) -> PluginLayoutAttributes {
      guard !layout.reducesMotion, let lifted = originalAttribute.copy() as? PluginLayoutAttributes else {
        return originalAttribute
      }
      lifted.frame.origin.y -= 10
      return lifted
    }
  }

  /// Upstream's Mixed demo with `effects` on every cell, 375 × 667, scrolled to y 400.
  static func controller(_ effects: [PluginEffect], preference: MotionPreference = .system) -> MixedPluginController {
    let controller = MixedPluginController()
    controller.extraEffects["cell"] = effects
    controller.layout.motionPreference = preference
    controller.show(width: 375, height: 667)
    controller.collectionView.contentOffset = CGPoint(x: 0, y: 400)
    controller.collectionView.layoutIfNeeded()
    return controller
  }

  /// Cell 0.9 as the layout gives it: it rests at y 980 (62 + 9 · 102).
  static func cell9(_ controller: MixedPluginController) -> UICollectionViewLayoutAttributes? {
    controller.layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))
  }

  @Test func theSystemSettingStopsParallaxAndKeepsTheFadeWhileItIsOn() throws {
    let controller = Self.controller([ParallaxEffect(fraction: 0.5), FadeEffect(span: 200)])
    #expect(!controller.layout.reducesMotion)
    // Full motion: 400 scrolled, half of it added.
    #expect(Self.cell9(controller)?.frame.minY == 1180)
    try UIAccessibility.headlessWithReduceMotion(true) {
      // The notification invalidated the layout; the next layout pass shows the change.
      #expect(controller.layout.reducesMotion)
      controller.collectionView.layoutIfNeeded()
      let cell = try #require(Self.cell9(controller))
      #expect(cell.frame.minY == 980)
      #expect(cell.alpha == (400 - 980 + 667) / 200.0)
      // On screen too: cell 0.5 rests at 572.
      #expect(controller.collectionView.shownCellFrames[IndexPath(item: 5, section: 0)]?.minY == 572)
    }
    // Turned off again: the parallax is back.
    controller.collectionView.layoutIfNeeded()
    #expect(Self.cell9(controller)?.frame.minY == 1180)
    #expect(controller.collectionView.shownCellFrames[IndexPath(item: 5, section: 0)]?.minY == 772)
    #expect(controller.collectionView.refusals.isEmpty)
  }

  @Test func aPreferenceOverridesTheSystemSetting() {
    let full = Self.controller([ParallaxEffect(fraction: 0.5)], preference: .full)
    let reduced = Self.controller([ParallaxEffect(fraction: 0.5)], preference: .reduced)
    #expect(reduced.layout.reducesMotion)
    #expect(Self.cell9(reduced)?.frame.minY == 980)
    UIAccessibility.headlessWithReduceMotion(true) {
      full.collectionView.layoutIfNeeded()
      #expect(!full.layout.reducesMotion)
      #expect(Self.cell9(full)?.frame.minY == 1180)
    }
    // Going back to the system's setting (off here) lays the parallax out again.
    reduced.layout.motionPreference = .system
    reduced.collectionView.layoutIfNeeded()
    #expect(Self.cell9(reduced)?.frame.minY == 1180)
  }

  @Test func aSettingThatChangesNothingForTheLayoutInvalidatesNothing() {
    let controller = Self.controller([ParallaxEffect(fraction: 0.5)], preference: .full)
    controller.collectionView.headlessClearRecords()
    UIAccessibility.headlessWithReduceMotion(true) {}
    #expect(!controller.collectionView.layoutMethods.contains(.invalidateLayout))
    controller.layout.motionPreference = .reduced
    #expect(controller.collectionView.layoutMethods.contains(.invalidateLayout))
  }

  @Test func effectsOfTheAppsOwnChooseTheirForm() throws {
    let full = Self.controller([SlideEffect(), LiftEffect()])
    // 980, slid 30 and lifted 10.
    #expect(Self.cell9(full)?.frame.minY == 1000)
    let reduced = Self.controller([SlideEffect(), LiftEffect()], preference: .reduced)
    let cell = try #require(Self.cell9(reduced))
    // The slide became a dim (run by the engine, as the shipped effects are); the lift read
    // the layout's setting and stayed put.
    #expect(cell.frame.minY == 980)
    #expect(cell.alpha == 0.5)
  }

  /// A layout that turned reduced motion on answers as one made with it on: every element
  /// of the screen and below it.
  @Test func turningItOnEqualsALayoutMadeWithItOn() {
    let effects: [PluginEffect] = [ParallaxEffect(fraction: 0.3), ScaleEffect(), ElasticEffect(), FadeEffect()]
    let toggled = Self.controller(effects)
    toggled.layout.motionPreference = .reduced
    toggled.collectionView.layoutIfNeeded()
    let fresh = Self.controller(effects, preference: .reduced)
    let rect = CGRect(x: 0, y: 0, width: 375, height: 3000)
    func described(_ controller: MixedPluginController) -> [String] {
      (controller.layout.layoutAttributesForElements(in: rect) ?? [])
        .map { "\($0.representedElementCategory) \($0.indexPath) \($0.frame) \($0.alpha) \($0.transform)" }.sorted()
    }
    #expect(described(toggled) == described(fresh))
    #expect(!described(fresh).isEmpty)
  }
}

#endif  // canImport(HeadlessUIKit)
