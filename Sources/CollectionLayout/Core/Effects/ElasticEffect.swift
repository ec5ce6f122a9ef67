/// Spreads elements apart as they enter from the end of the visible area, as
/// PluginLayout's elastic effect.
///
/// With p = (visible.minY − y + visible.height − span) ÷ span and s = spacing^¼, the
/// element moves along the scroll axis by clamp((1 − p) · s, 0, s)⁴: up to `spacing` at
/// the visible end, nothing once it is two spans inside.
public struct ElasticEffect: ScrollEffect, Hashable {
  /// The largest displacement, in points.
  public var spacing: Double
  /// The distance over which the displacement fades out.
  public var span: Double

  /// Creates the effect with upstream's defaults.
  public init(spacing: Double = 90, span: Double = 200) {
    self.spacing = spacing
    self.span = span
  }

  /// Moves the element; see the type's description.
  public func apply(to element: inout EffectedElement, in context: EffectContext) {
    let spacing = Self.valid(spacing, 0)
    guard spacing > 0 else { return }
    let span = Self.valid(span, 1)
    let p = (context.visible.minY - element.frame.minY + context.visible.height - span) / span
    let s = spacing.squareRoot().squareRoot()
    let t = Swift.min(Swift.max((1 - p) * s, 0), s)
    element.frame.origin.y += (t * t) * (t * t)
  }

  /// At most `spacing` points, wherever the scroll is.
  public var reach: EffectReach { EffectReach(fixed: Self.valid(spacing, 0)) }

  /// A finite positive value, or `fallback`.
  private static func valid(_ value: Double, _ fallback: Double) -> Double {
    value > 0 && value.isFinite ? value : fallback
  }

  /// None: under reduced motion the element rests where the layout put it.
  public var reducedMotionForm: (any ScrollEffect)? { nil }
}
