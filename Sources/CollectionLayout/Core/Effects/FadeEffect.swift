/// Fades elements in as they enter from the end of the visible area: alpha =
/// (visible.minY − y + visible.height) ÷ span, clamped to [0, 1] (upstream did not clamp),
/// multiplied into the element's alpha.
public struct FadeEffect: ScrollEffect, Hashable {
  /// The distance over which an element goes from transparent to opaque.
  public var span: Double

  /// Creates the effect with upstream's default span.
  public init(span: Double = 200) {
    self.span = span
  }

  /// Fades the element; see the type's description.
  public func apply(to element: inout EffectedElement, in context: EffectContext) {
    let span = self.span > 0 && self.span.isFinite ? self.span : 1
    let a = (context.visible.minY - element.frame.minY + context.visible.height) / span
    element.alpha *= Swift.min(Swift.max(a, 0), 1)
  }
}
