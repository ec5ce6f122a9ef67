/// Moves elements along the scroll axis by a fraction of the distance scrolled from the
/// resting position: 0 scrolls with the content, 0.5 at half speed, −0.5 faster.
public struct ParallaxEffect: ScrollEffect, Hashable {
  /// The fraction of the scrolled distance added to the element's position.
  public var fraction: Double

  /// Creates the effect.
  public init(fraction: Double = 0.5) {
    self.fraction = fraction
  }

  /// Moves the element; see the type's description.
  public func apply(to element: inout EffectedElement, in context: EffectContext) {
    guard fraction.isFinite else { return }
    element.frame.origin.y += fraction * context.scrolled
  }

  /// |fraction| per point scrolled.
  public var reach: EffectReach { EffectReach(perScrolledPoint: fraction.isFinite ? abs(fraction) : 0) }

  /// None: under reduced motion the element scrolls with the content.
  public var reducedMotionForm: (any ScrollEffect)? { nil }
}
