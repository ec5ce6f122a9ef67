/// Effects under reduced motion: each section runs its effects' reduced forms
/// (``ScrollEffect/reducedMotionForm``) in place of the effects, chosen when the section is
/// laid out or when the setting changes, so a query costs what it did.
extension LayoutModel {
  /// Chooses every section's effects again for ``reducesMotion`` and places the sections
  /// again, which gathers their reaches into the layout's.
  ///
  /// - Complexity: O(sections + effects); nothing is laid out again.
  mutating func chooseEffectsAgain() {
    for s in sections.indices where !sections[s].givenEffects.isEmpty {
      sections[s].resolveEffects(reducingMotion: reducesMotion)
    }
    placeSections()
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
