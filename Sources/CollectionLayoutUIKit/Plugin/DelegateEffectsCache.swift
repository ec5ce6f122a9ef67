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
/// kept in arrays by section and item, so the look-up every query makes for every element
/// it returns costs no hashing; supplementaries (a few a section) in a dictionary.
struct DelegateEffectsCache {
  private var cells: [[DelegateEffects?]] = []
  private var others: [ElementID: DelegateEffects] = [:]

  /// The effects kept for `id`, if any.
  ///
  /// - Complexity: O(1).
  subscript(id: ElementID) -> DelegateEffects? {
    guard id.category == .cell, id.section >= 0, id.item >= 0 else { return others[id] }
    guard cells.indices.contains(id.section), cells[id.section].indices.contains(id.item) else { return nil }
    return cells[id.section][id.item]
  }

  /// Keeps `effects` for `id`.
  ///
  /// - Complexity: O(1) amortised; a section's first cell kept reserves a slot for every
  ///   item before it.
  mutating func keep(_ effects: DelegateEffects, for id: ElementID) {
    guard id.category == .cell, id.section >= 0, id.item >= 0 else {
      others[id] = effects
      return
    }
    if cells.count <= id.section { cells.append(contentsOf: repeatElement([], count: id.section + 1 - cells.count)) }
    if cells[id.section].count <= id.item {
      cells[id.section].append(contentsOf: repeatElement(nil, count: id.item + 1 - cells[id.section].count))
    }
    cells[id.section][id.item] = effects
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
