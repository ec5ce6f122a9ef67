/// A 3D transform, as Core Animation's `CATransform3D`: a 4 × 4 matrix that row vectors
/// `[x y z 1]` multiply from the left, `m41…m43` the translation and `m34` the perspective
/// (set it to −1 ÷ the eye's distance, as UIKit code does).
///
/// A visible-items handler sets one for a 3D effect (cards turned about the vertical axis
/// in a carousel); ``LayoutAttributes/transform3D`` carries it to the adapters, which hand
/// it to UIKit's `transform3D`. Its plane part, ``affine``, is what ``LayoutTransform``
/// readers see.
public struct LayoutTransform3D: Hashable, Sendable {
  /// Row 1, column 1: how x feeds the new x.
  public var m11: Double
  /// Row 1, column 2: how x feeds the new y.
  public var m12: Double
  /// Row 1, column 3: how x feeds the new z.
  public var m13: Double
  /// Row 1, column 4: how x feeds the homogeneous term.
  public var m14: Double
  /// Row 2, column 1: how y feeds the new x.
  public var m21: Double
  /// Row 2, column 2: how y feeds the new y.
  public var m22: Double
  /// Row 2, column 3: how y feeds the new z.
  public var m23: Double
  /// Row 2, column 4: how y feeds the homogeneous term.
  public var m24: Double
  /// Row 3, column 1: how z feeds the new x.
  public var m31: Double
  /// Row 3, column 2: how z feeds the new y.
  public var m32: Double
  /// Row 3, column 3: how z feeds the new z.
  public var m33: Double
  /// Row 3, column 4: how z feeds the homogeneous term: the perspective (−1 ÷ distance).
  public var m34: Double
  /// Row 4, column 1: the x translation.
  public var m41: Double
  /// Row 4, column 2: the y translation.
  public var m42: Double
  /// Row 4, column 3: the z translation.
  public var m43: Double
  /// Row 4, column 4: the homogeneous term's own weight.
  public var m44: Double

  /// Creates a transform from its sixteen entries, row by row, as `CATransform3D`'s
  /// memberwise initialiser.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double, m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double, m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The transform that changes nothing, as `CATransform3DIdentity`.
  public static let identity = LayoutTransform3D(LayoutTransform.identity)

  /// The 3D form of a plane transform, z untouched, as `CATransform3DMakeAffineTransform`.
  public init(_ t: LayoutTransform) {
    self.init(
      m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
  }
}

extension LayoutTransform3D {
  /// A translation, as `CATransform3DMakeTranslation`.
  public init(translationX tx: Double, y ty: Double, z tz: Double) {
    self = .identity
    (m41, m42, m43) = (tx, ty, tz)
  }

  /// A scale, as `CATransform3DMakeScale`.
  public init(scaleX sx: Double, y sy: Double, z sz: Double) {
    self = .identity
    (m11, m22, m33) = (sx, sy, sz)
  }

  /// A rotation by `angle` radians about the axis (`x`, `y`, `z`), as
  /// `CATransform3DMakeRotation`: about (0, 0, 1) it is the plane rotation
  /// `CGAffineTransform(rotationAngle:)`. An axis of length zero (or not finite) gives the
  /// identity.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let (x, y, z) = (x / length, y / length, z / length)
    let (s, c) = Trigonometry.sineAndCosine(angle)
    let k = 1 - c
    self.init(
      m11: x * x * k + c, m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
      m21: y * x * k - z * s, m22: y * y * k + c, m23: y * z * k + x * s, m24: 0,
      m31: z * x * k + y * s, m32: z * y * k - x * s, m33: z * z * k + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// This transform followed by `other` (`self × other`), as `CATransform3DConcat`.
  ///
  /// - Complexity: O(1): 64 multiplications.
  public func concatenating(_ other: LayoutTransform3D) -> LayoutTransform3D {
    let b = other.rows
    // Row i of the product is row i of self times `other`: a sum of other's rows.
    func times(_ r: SIMD4<Double>) -> SIMD4<Double> {
      let front: SIMD4<Double> = r[0] * b.0 + r[1] * b.1
      let back: SIMD4<Double> = r[2] * b.2 + r[3] * b.3
      return front + back
    }
    let a = rows
    return LayoutTransform3D(rows: (times(a.0), times(a.1), times(a.2), times(a.3)))
  }

  /// This transform rotated first, as `CATransform3DRotate(t, angle, x, y, z)`.
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> LayoutTransform3D {
    LayoutTransform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// This transform translated first, as `CATransform3DTranslate(t, x, y, z)`.
  public func translatedBy(x: Double, y: Double, z: Double) -> LayoutTransform3D {
    LayoutTransform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// This transform scaled first, as `CATransform3DScale(t, x, y, z)`.
  public func scaledBy(x: Double, y: Double, z: Double) -> LayoutTransform3D {
    LayoutTransform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// Whether it maps the plane into itself with no perspective, as `CATransform3DIsAffine`:
  /// then ``affine`` says all it does to an element on screen.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0
      && m44 == 1
  }

  /// The plane part, as `CATransform3DGetAffineTransform`.
  public var affine: LayoutTransform { LayoutTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

  /// Whether it is the identity.
  public var isIdentity: Bool { self == .identity }

  /// Whether every entry is finite.
  public var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
      && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite && m41.isFinite
      && m42.isFinite && m43.isFinite && m44.isFinite
  }

  /// The rows, for multiplication.
  private var rows: Rows {
    (SIMD4(m11, m12, m13, m14), SIMD4(m21, m22, m23, m24), SIMD4(m31, m32, m33, m34), SIMD4(m41, m42, m43, m44))
  }

  /// The transform of four rows.
  private init(rows r: Rows) {
    self.init(
      m11: r.0[0], m12: r.0[1], m13: r.0[2], m14: r.0[3], m21: r.1[0], m22: r.1[1], m23: r.1[2], m24: r.1[3],
      m31: r.2[0], m32: r.2[1], m33: r.2[2], m34: r.2[3], m41: r.3[0], m42: r.3[1], m43: r.3[2], m44: r.3[3])
  }

  /// Four rows of four entries, kept inline (no array to allocate).
  private typealias Rows = (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)
}
