/// Decorations a section derives from its items (``ItemDecorator``: a list's separators) as
/// queries return them. They belong to their item as UIKit's lines belong to their cell: a
/// section's visible-items handler is not handed them, and what it changes on a cell (its
/// centre, alpha, hidden flag, z-index, transform) carries the cell's decorations along.
extension LayoutModel {
  /// The decoration of `kind` that section `s` derives from item `item`, where a query puts
  /// it: effects applied, then what the section's handler does to the item.
  func derivedDecoration(_ kind: ElementKind, ofItem item: Int, section s: Int, scroll: ScrollState)
    -> LayoutAttributes?
  {
    let g = sections[s]
    let origin = sectionOrigin(s)
    let items = itemAreaOrigin(g, origin)
    let offset = scroll.offset(ofSection: s)
    let effects = EffectScroll(model: self, scroll: scroll)
    var found: LayoutAttributes?
    forEachDecoration(ofItem: item, of: s, in: g, at: items, offset: offset) {
      if $0.id.kind == kind { found = $0 }
    }
    guard var decoration = found else { return nil }
    if !g.effects.isEmpty { effects.apply(g, origin: origin, itemsOrigin: items, of: self, to: &decoration) }
    guard let handler = g.visibleItemsHandler else { return decoration }
    var cell = [cell(item, of: s, in: g, at: items, offset: offset)]
    if !g.effects.isEmpty { effects.apply(g, origin: origin, itemsOrigin: items, of: self, to: &cell[0]) }
    let before = cell[0]
    handOver(0..<1, of: &cell, to: handler, scroll: scroll, section: s, scrollingWithStrip: g.strip != nil ? [0] : [])
    return Self.following(decoration, cellBefore: before, cellAfter: cell[0])
  }

  /// The decorations of the cells in `range` of `elements` (a section's results after its
  /// handler ran; `handed` holds each cell as it was handed over, by its index there), each
  /// following its cell. Cells' items come from their identities.
  func derivedDecorations(
    of s: Int, following handed: [(index: Int, cell: LayoutAttributes)], in elements: [LayoutAttributes],
    effects: EffectScroll, offset: Double
  ) -> [LayoutAttributes] {
    let g = sections[s]
    let origin = sectionOrigin(s)
    let items = itemAreaOrigin(g, origin)
    var derived: [LayoutAttributes] = []
    for (index, before) in handed {
      forEachDecoration(ofItem: before.id.item, of: s, in: g, at: items, offset: offset) {
        var decoration = $0
        if !g.effects.isEmpty { effects.apply(g, origin: origin, itemsOrigin: items, of: self, to: &decoration) }
        derived.append(Self.following(decoration, cellBefore: before, cellAfter: elements[index]))
      }
    }
    return derived
  }

  /// `decoration` with what was done to its cell between `before` and `after`: moved as
  /// far as the cell's centre, with its alpha, hidden flag and z-index (kept as far above
  /// it), and its transform about the cell's centre, so that the decoration stays where it
  /// is drawn on the cell.
  static func following(
    _ decoration: LayoutAttributes, cellBefore before: LayoutAttributes, cellAfter after: LayoutAttributes
  )
    -> LayoutAttributes
  {
    var d = decoration
    d.frame = d.frame.offsetBy(dx: after.frame.midX - before.frame.midX, dy: after.frame.midY - before.frame.midY)
    d.alpha = after.alpha
    d.isHidden = after.isHidden
    d.zIndex = after.zIndex + (decoration.zIndex - before.zIndex)
    if after.transform3D != .identity {
      // About the cell's centre: move there, transform, move back (row vectors, as
      // `CATransform3DConcat`).
      let dx = d.frame.midX - after.frame.midX
      let dy = d.frame.midY - after.frame.midY
      d.transform3D = LayoutTransform3D(translationX: dx, y: dy, z: 0).concatenating(after.transform3D)
        .concatenating(LayoutTransform3D(translationX: -dx, y: -dy, z: 0))
    }
    return d
  }
}
