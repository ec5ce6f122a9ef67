import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// Conversions between UIKit's types and the engine's, done once per relayout or per
// returned element: the engine works in Double, UIKit in CGFloat.

extension Rect {
  /// The engine rect of a `CGRect`.
  init(_ rect: CGRect) {
    self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
  }
}

extension CGRect {
  /// The `CGRect` of an engine rect.
  init(_ rect: Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}

extension Size {
  /// The engine size of a `CGSize`.
  init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension CGSize {
  /// The `CGSize` of an engine size.
  init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension Point {
  /// The engine point of a `CGPoint`.
  init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension CGPoint {
  /// The `CGPoint` of an engine point.
  init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension LayoutEdgeInsets {
  /// The engine insets of `UIEdgeInsets`.
  init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
  }
}

extension UIEdgeInsets {
  /// The `UIEdgeInsets` of engine insets.
  init(_ insets: LayoutEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension LayoutColor {
  /// The engine colour of a `UIColor` (its sRGB components).
  init(_ color: UIColor) {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
  }
}

extension UIColor {
  /// The `UIColor` of an engine colour.
  convenience init(_ color: LayoutColor) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}

extension CollectionLayout.LayoutTransform {
  /// The engine transform of a `CGAffineTransform`.
  init(_ t: CGAffineTransform) {
    self.init(
      a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
  }
}

extension CGAffineTransform {
  /// The `CGAffineTransform` of an engine transform.
  init(_ t: CollectionLayout.LayoutTransform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
}

extension LayoutTransform3D {
  /// The engine transform of a `CATransform3D`.
  init(_ t: CATransform3D) {
    self.init(
      m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m14: Double(t.m14),
      m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23), m24: Double(t.m24),
      m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33), m34: Double(t.m34),
      m41: Double(t.m41), m42: Double(t.m42), m43: Double(t.m43), m44: Double(t.m44))
  }
}

extension CATransform3D {
  /// The `CATransform3D` of an engine transform.
  init(_ t: LayoutTransform3D) {
    self.init(
      m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
      m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
  }
}

extension LayoutAttributes {
  /// The engine values of UIKit attributes of the element `id` (the adapter knows how its
  /// kinds map): frame, zIndex, alpha, transform (3D too) and hidden flag.
  @MainActor
  init(_ attributes: UICollectionViewLayoutAttributes, id: ElementID) {
    self.init(
      id: id, frame: Rect(attributes.frame), zIndex: attributes.zIndex,
      alpha: Double(attributes.alpha), transform: CollectionLayout.LayoutTransform(attributes.transform),
      isHidden: attributes.isHidden)
    // The 3D transform only when it says more than the plane one (UIKit keeps the pair).
    let depth = LayoutTransform3D(attributes.transform3D)
    if !depth.isAffine { transform3D = depth }
  }
}

extension UICollectionViewLayoutAttributes {
  /// Takes the frame, zIndex, alpha, hidden flag and transform (3D too) of engine values.
  @MainActor
  func apply(_ element: LayoutAttributes) {
    frame = CGRect(element.frame)
    zIndex = element.zIndex
    alpha = CGFloat(element.alpha)
    isHidden = element.isHidden
    // UIKit keeps the pair: either assignment sets the other.
    if let depth = element.nonAffineTransform3D {
      transform3D = CATransform3D(depth)
    } else {
      transform = CGAffineTransform(element.transform)
    }
  }
}

extension ItemPath {
  /// The engine path of an `IndexPath`.
  init(_ indexPath: IndexPath) { self.init(section: indexPath.section, item: indexPath.item) }
}

extension IndexPath {
  /// The `IndexPath` of an engine path.
  init(_ path: ItemPath) { self.init(item: path.item, section: path.section) }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
