import Foundation

/// Core Graphics' affine transform (not part of Foundation on Linux): `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Hashable, Sendable {
  /// Matrix entries.
  public var a: CGFloat
  /// Matrix entries.
  public var b: CGFloat
  /// Matrix entries.
  public var c: CGFloat
  /// Matrix entries.
  public var d: CGFloat
  /// Translation.
  public var tx: CGFloat
  /// Translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A scale.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// A translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

  /// The identity.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }
}
