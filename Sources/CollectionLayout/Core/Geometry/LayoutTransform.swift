/// A 2D affine transform, as `CGAffineTransform` (`[a b 0; c d 0; tx ty 1]`).
///
/// Layouts produce the identity; effects (``ScaleEffect``) set scales, and adapters pass
/// the value to UIKit unchanged.
public struct LayoutTransform: Hashable, Sendable {
  /// How x feeds the new x (the x scale): x′ = a·x + c·y + tx.
  public var a: Double
  /// How x feeds the new y: y′ = b·x + d·y + ty.
  public var b: Double
  /// How y feeds the new x.
  public var c: Double
  /// How y feeds the new y (the y scale).
  public var d: Double
  /// The x translation.
  public var tx: Double
  /// The y translation.
  public var ty: Double

  /// Creates a transform from its six components.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

extension LayoutTransform {
  /// A scale, as `CGAffineTransform(scaleX:y:)`.
  public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// A translation, as `CGAffineTransform(translationX:y:)`.
  public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

  /// A rotation by `angle` radians, as `CGAffineTransform(rotationAngle:)`: positive turns
  /// x towards y (clockwise on screen, where y points down).
  public init(rotationAngle angle: Double) {
    let (s, c) = Trigonometry.sineAndCosine(angle)
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// This transform followed by `other`, as `CGAffineTransform.concatenating(_:)`.
  public func concatenating(_ other: LayoutTransform) -> LayoutTransform {
    LayoutTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// A uniform scale applied before this transform, as `CGAffineTransform.scaledBy(x:y:)`.
  public func scaledBy(_ s: Double) -> LayoutTransform {
    LayoutTransform(a: a * s, b: b * s, c: c * s, d: d * s, tx: tx, ty: ty)
  }

  /// Whether every component is finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
