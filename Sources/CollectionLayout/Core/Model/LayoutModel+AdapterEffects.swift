/// Effects an adapter applies itself (a plugin layout's delegate gives them per element, at
/// query time): the engine runs them, in its coordinates and with its repairs, so an
/// adapter never converts frames to canonical space or sanitises an effect's output.
extension LayoutModel {
  /// What an effect applied to an element of `section` sees at `scroll`, or `nil` for an
  /// unknown section.
  package func effectContext(forSection section: Int, scroll: ScrollState) -> EffectContext? {
    guard sections.indices.contains(section) else { return nil }
    let g = sections[section]
    let origin = sectionOrigin(section)
    let items = itemAreaOrigin(g, origin)
    return EffectScroll(model: self, scroll: scroll).context(g, origin: origin, itemsOrigin: items)
  }

  /// The union of `section`'s cell frames at `scroll` (physical), `nil` without cells.
  package func cellsFrame(ofSection section: Int, scroll: ScrollState) -> Rect? {
    effectContext(forSection: section, scroll: scroll)?.sectionCells.map { space.physical($0) }
  }

  /// `element` (physical) after `effect` at `scroll`, repaired as the engine repairs its
  /// own effects' output (see `EffectScroll.run(_:on:in:)`); unchanged for an unknown
  /// section. O(1) plus the effect.
  package func applying(_ effect: some ScrollEffect, to element: LayoutAttributes, scroll: ScrollState)
    -> LayoutAttributes
  {
    guard let context = effectContext(forSection: element.id.section, scroll: scroll) else { return element }
    var effected = EffectedElement(element, in: space)
    EffectScroll.run(effect, on: &effected, in: context)
    var result = element
    effected.write(to: &result, in: space)
    return result
  }

  /// `rect` (physical) grown along the scroll axis by how far effects of `reach` move
  /// elements at `scroll`: the rect whose elements those effects may bring into `rect`.
  /// O(1).
  package func rect(_ rect: Rect, grownBy reach: EffectReach, scroll: ScrollState) -> Rect {
    let distance = EffectScroll(model: self, scroll: scroll).distance(reach)
    guard distance > 0 else { return rect }
    let c = space.canonical(rect)
    return space.physical(Rect(x: c.minX, y: c.minY - distance, width: c.width, height: c.height + 2 * distance))
  }
}
