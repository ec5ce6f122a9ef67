/// Effects under reduced motion: each section runs its effects' reduced forms
/// (``ScrollEffect/reducedMotionForm``) in place of the effects, chosen when the section is
/// laid out or when the setting changes, so a query costs what it did.
extension LayoutModel {
  /// Whether the person using the device asked for reduced motion (UIKit's
  /// `UIAccessibility.isReduceMotionEnabled`): each section's effects are then replaced by
  /// their ``ScrollEffect/reducedMotionForm``, so parallax, scaling and elastic spreading
  /// stop, while fades and sticky headers go on. Off by default.
  ///
  /// Effects apply at query time and never change the cached geometry, so the frames
  /// queries report are those of a layout without the stopped effects; rect queries look
  /// only as far beyond the rect as the effects that still run may move elements.
  ///
  /// - Complexity: O(sections + effects) when it changes: every section's effects are
  ///   chosen again and the sections placed again; none is laid out again.
  public var reducesMotion: Bool {
    get { motionIsReduced }
    set {
      guard newValue != motionIsReduced else { return }
      motionIsReduced = newValue
      for s in sections.indices where !sections[s].givenEffects.isEmpty {
        sections[s].resolveEffects(reducingMotion: newValue)
      }
      // Placing the sections gathers their reaches into the layout's.
      placeSections()
    }
  }
}

extension SectionGeometry {
  /// Chooses the effects that run: those given, or each one's reduced form (dropped where
  /// it has none), and the reach they add up to.
  ///
  /// - Complexity: O(effects).
  mutating func resolveEffects(reducingMotion: Bool) {
    effects =
      reducingMotion
      ? givenEffects.compactMap { given in
        given.effect.reducedMotionForm.map { SectionEffect($0, on: given.elements) }
      } : givenEffects
    effectReach = effects.reduce(.none) { $0.followed(by: $1.effect.reach) }
  }
}
