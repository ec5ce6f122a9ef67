/// An element's plane transform and 3D transform, kept in step as UIKit's attributes keep
/// `transform` and `transform3D`: setting either replaces the other (the plane one with
/// the 3D one's affine part). A 3D transform that is not affine (128 bytes) is kept behind a
/// reference, so an element without depth carries 8 bytes for it.
struct TransformPair: Hashable, Sendable {
  /// The plane transform.
  private(set) var plane: LayoutTransform
  /// The whole 3D transform when it is more than ``plane`` says; `nil` almost always.
  private var depth: NonAffineTransform?

  init(_ plane: LayoutTransform) { self.plane = plane }

  /// Sets the plane transform, and with it the 3D one.
  mutating func setPlane(_ transform: LayoutTransform) {
    plane = transform
    depth = nil
  }

  /// The 3D transform.
  var spatial: LayoutTransform3D {
    get { depth?.transform ?? LayoutTransform3D(plane) }
    set {
      plane = newValue.affine
      depth = newValue.isAffine ? nil : NonAffineTransform(newValue)
    }
  }

  /// The 3D transform when it is not affine, else `nil`, without building it.
  var nonAffine: LayoutTransform3D? { depth?.transform }

  /// Whether every entry is finite.
  var isFinite: Bool { depth?.transform.isFinite ?? plane.isFinite }
}

/// A 3D transform that is not affine, kept behind a reference.
private final class NonAffineTransform: Hashable, Sendable {
  let transform: LayoutTransform3D

  init(_ transform: LayoutTransform3D) { self.transform = transform }

  static func == (lhs: NonAffineTransform, rhs: NonAffineTransform) -> Bool { lhs.transform == rhs.transform }

  func hash(into hasher: inout Hasher) { hasher.combine(transform) }
}
