import CollectionLayout

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// One element's effects from the delegate, and how far they may move it together (they
/// apply in turn, so their reaches add up).
struct DelegateEffects {
  /// The effects, in the order they run.
  let effects: [PluginEffect]
  /// How far they may move the element.
  let reach: EffectReach

  /// The effects that run of those the delegate gave: under reduced motion, the engine's
  /// effects in their reduced forms (``ScrollEffect/reducedMotionForm``), dropped where
  /// they have none; an effect of the app's own runs as given (it can read
  /// ``EngineBackedLayout/reducesMotion``). O(effects).
  init(_ given: [PluginEffect], reducingMotion: Bool = false) {
    effects = reducingMotion ? given.compactMap(Self.reducedForm) : given
    reach = effects.reduce(EffectReach.none) { $0.followed(by: $1.reach) }
  }

  /// What runs of `effect` under reduced motion.
  private static func reducedForm(of effect: PluginEffect) -> PluginEffect? {
    guard let engineEffect = effect as? any ScrollEffect else { return effect }
    guard let reduced = engineEffect.reducedMotionForm else { return nil }
    return reduced as? PluginEffect ?? EngineEffectInPlugin(effect: reduced)
  }
}

/// An engine effect that is not a ``PluginEffect`` itself (the reduced form an effect of the
/// app's own chose), run by the engine as the shipped ones are.
private struct EngineEffectInPlugin: PluginEffect {
  let effect: any ScrollEffect

  @MainActor
  func apply(
    to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType?,
    sectionAttributes: PluginSectionAttributes
  ) -> PluginLayoutAttributes {
    layout.applyEngineEffect(effect, to: originalAttribute)
  }

  var reach: EffectReach { effect.reach }
}

/// The delegate's effects of each element asked about since the last relayout. Cells are
/// kept by section and item (two integers to hash, where an element's identity hashes its
/// kind's string too): every query looks up every element it returns. Memory grows with
/// the elements asked about, not with the item indices.
struct DelegateEffectsCache {
  private var cells: [ItemPath: DelegateEffects] = [:]
  private var others: [ElementID: DelegateEffects] = [:]

  /// The effects kept for `id`, if any.
  ///
  /// - Complexity: O(1) on average.
  subscript(id: ElementID) -> DelegateEffects? {
    id.category == .cell ? cells[ItemPath(section: id.section, item: id.item)] : others[id]
  }

  /// Keeps `effects` for `id`.
  ///
  /// - Complexity: O(1) amortised.
  mutating func keep(_ effects: DelegateEffects, for id: ElementID) {
    if id.category == .cell {
      cells[ItemPath(section: id.section, item: id.item)] = effects
    } else {
      others[id] = effects
    }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
