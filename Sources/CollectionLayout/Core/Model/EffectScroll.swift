/// The scroll position as effects see it, computed once per query: the visible and
/// unobscured rects in canonical coordinates and the distance scrolled from rest.
struct EffectScroll {
  let visible: Rect
  let unobscured: Rect
  let scrolled: Double

  init(model: LayoutModel, scroll: ScrollState) {
    let env = model.configuration.environment
    visible = model.space.canonical(scroll.visibleRect(in: env))
    unobscured = model.space.canonical(scroll.unobscuredRect(in: env))
    let resting = model.space.canonical(ScrollState.resting(in: env).visibleRect(in: env))
    scrolled = visible.minY - resting.minY
  }

  /// How far `reach` extends at this scroll position.
  func distance(_ reach: EffectReach) -> Double { reach.distance(scrolled: scrolled) }

  /// The context of section `g` at `origin`, items at `itemsOrigin` (canonical).
  func context(_ g: SectionGeometry, origin: Point, itemsOrigin: Point) -> EffectContext {
    EffectContext(
      visible: visible, unobscured: unobscured, scrolled: scrolled,
      sectionCells: g.cellsBounds?.offsetBy(dx: itemsOrigin.x, dy: itemsOrigin.y), sectionInset: g.canonicalInset,
      sectionRange: origin.y...(origin.y + g.length))
  }

  /// Runs section `s`'s effects on `attributes` (physical), in order. O(effects).
  func apply(
    _ g: SectionGeometry, origin: Point, itemsOrigin: Point, of model: LayoutModel, to a: inout LayoutAttributes
  ) {
    var element: EffectedElement?
    var context: EffectContext?
    for e in g.effects where e.applies(to: a.id) {
      if element == nil {
        element = EffectedElement(a, in: model.space)
        context = self.context(g, origin: origin, itemsOrigin: itemsOrigin)
      }
      Self.run(e.effect, on: &element!, in: context!)
    }
    element?.write(to: &a, in: model.space)
  }

  /// Runs one effect on `element`: a frame it produces with a negative size, or an edge
  /// that is not finite or lies beyond ``LayoutLimits/maximumPosition`` (a parallax
  /// fraction of 10¹⁵), is undone; a NaN alpha is undone and any other clamped to [0, 1]; a
  /// transform (plane or 3D) with an entry that is not finite is undone. So no effect (a
  /// custom one included) passes on a value the engine never outputs.
  static func run(_ effect: some ScrollEffect, on element: inout EffectedElement, in context: EffectContext) {
    let before = element
    effect.apply(to: &element, in: context)
    let f = element.frame
    let limit = LayoutLimits.maximumPosition
    // Written so that NaN fails every test.
    if !(f.size.width >= 0 && f.size.height >= 0 && abs(f.minX) <= limit && abs(f.maxX) <= limit
      && abs(f.minY) <= limit && abs(f.maxY) <= limit)
    {
      element.frame = before.frame
    }
    let alpha = element.alpha
    element.alpha = alpha.isNaN ? before.alpha : Swift.min(Swift.max(alpha, 0), 1)
    if !element.transforms.isFinite { element.transforms = before.transforms }
  }
}

extension EffectedElement {
  /// What an effect sees of `attributes` (physical): its frame in canonical coordinates.
  init(_ attributes: LayoutAttributes, in space: CanonicalSpace) {
    self.init(
      id: attributes.id, frame: space.canonical(attributes.frame), zIndex: attributes.zIndex, alpha: attributes.alpha)
    transforms = attributes.transforms
  }

  /// Writes what an effect may change (frame, zIndex, alpha, transforms) back into
  /// `attributes`, the frame in physical coordinates.
  func write(to attributes: inout LayoutAttributes, in space: CanonicalSpace) {
    attributes.frame = space.physical(frame)
    attributes.zIndex = zIndex
    attributes.alpha = alpha
    attributes.transforms = transforms
  }
}
