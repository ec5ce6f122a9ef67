/// Shrinks elements by their distance from the centre of the visible area along the
/// scroll axis (a carousel): scale 1 at the centre, `minimumScale` at `span` or further.
/// The transform changes; the frame does not.
public struct ScaleEffect: ScrollEffect, Hashable {
  /// The scale of elements `span` or more from the centre, in (0, 1].
  public var minimumScale: Double
  /// The distance at which the minimum is reached, or `nil` for half the visible length.
  public var span: Double?

  /// Creates the effect.
  public init(minimumScale: Double = 0.8, span: Double? = nil) {
    self.minimumScale = minimumScale
    self.span = span
  }

  /// Scales the element; see the type's description.
  public func apply(to element: inout EffectedElement, in context: EffectContext) {
    let minimum = minimumScale > 0 && minimumScale.isFinite ? Swift.min(minimumScale, 1) : 1
    var span = self.span ?? context.visible.height / 2
    if !(span > 0 && span.isFinite) { span = 1 }
    let distance = abs(element.frame.midY - context.visible.midY)
    let scale = 1 - (1 - minimum) * Swift.min(distance / span, 1)
    // Scaled before whatever transform it has, a 3D one (an earlier effect's tilt) too.
    if let depth = element.transforms.nonAffine {
      element.transform3D = depth.scaledBy(x: scale, y: scale, z: 1)
    } else {
      element.transform = element.transform.scaledBy(scale)
    }
  }

  /// None: under reduced motion the element keeps its full size.
  public var reducedMotionForm: (any ScrollEffect)? { nil }
}
