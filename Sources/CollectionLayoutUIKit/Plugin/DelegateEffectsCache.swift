import CollectionLayout

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// One element's effects from the delegate, and how far they may move it together (they
/// apply in turn, so their reaches add up).
struct DelegateEffects {
  /// The effects, in the order they run.
  let effects: [PluginEffect]
  /// How far they may move the element.
  let reach: EffectReach

  init(_ effects: [PluginEffect]) {
    self.effects = effects
    reach = effects.reduce(EffectReach.none) { $0.followed(by: $1.reach) }
  }
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
