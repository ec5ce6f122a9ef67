/// One element a section's visible-items handler sees, as `NSCollectionLayoutVisibleItem`:
/// a reference, so Apple's idiom `visibleItems.forEach { $0.transform = … }` changes it.
///
/// The handler may change the alpha (clamped to 0…1; NaN is ignored), the transform or 3D
/// transform (a non-finite one is ignored), the zIndex, whether it is hidden and its
/// centre, which moves the frame (a move of more than ``LayoutLimits/maximumLength`` either
/// way is clamped, a non-finite one ignored). Its identity and size are its own. A rect
/// query hands the handler the elements whose place before it meets the rect (as UIKit
/// hands over the visible ones) and returns those whose frame after it does.
///
/// Valid only during the handler's call; not `Sendable` (the handler runs on the thread
/// that queries).
public final class LayoutVisibleItem {
  /// Which element this is.
  public let id: ElementID
  /// The frame, physical, in the content's coordinates: the element's size around
  /// ``center``.
  public var frame: Rect {
    Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }
  /// The element's own coordinates: its size at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: size) }
  /// The centre of ``frame``; setting it moves the element.
  public var center: Point
  /// The opacity, 0…1.
  public var alpha: Double
  /// The stacking order.
  public var zIndex: Int
  /// Whether the element is hidden.
  public var isHidden: Bool
  /// A transform applied around the centre: the plane part of ``transform3D``. Setting it
  /// replaces ``transform3D`` with its 3D form.
  public var transform: LayoutTransform {
    get { transform3D.affine }
    set { transform3D = LayoutTransform3D(newValue) }
  }
  /// The 3D transform applied around the centre, as `NSCollectionLayoutVisibleItem`'s
  /// `transform3D` (set ``LayoutTransform3D/m34`` for perspective).
  public var transform3D: LayoutTransform3D
  /// The kind of a supplementary or decoration, `nil` for a cell (as UIKit's
  /// `representedElementKind`).
  public var representedElementKind: String? { id.category == .cell ? nil : id.kind?.rawValue }

  private let size: Size
  /// The centre it was handed with.
  private var handedCenter: Point

  /// An item for `attributes`, as the handler is given it.
  init(_ attributes: LayoutAttributes) {
    id = attributes.id
    size = attributes.frame.size
    center = Point(x: attributes.frame.midX, y: attributes.frame.midY)
    handedCenter = center
    alpha = attributes.alpha
    zIndex = attributes.zIndex
    isHidden = attributes.isHidden
    transform3D = attributes.transform3D
  }

  /// Hands the item over `dx`, `dy` from where the query placed it (a strip's element at
  /// its place at rest), which is not a move.
  func handOverAtRest(dx: Double, dy: Double) {
    center = Point(x: center.x + dx, y: center.y + dy)
    handedCenter = center
  }

  /// `original` with what the handler changed on this item, repaired: its frame moved as
  /// far as the centre was (exactly `original`'s when it was not moved).
  func applied(to original: LayoutAttributes) -> LayoutAttributes {
    var a = original
    a.alpha = alpha.isNaN ? original.alpha : Swift.min(Swift.max(alpha, 0), 1)
    if transform3D.isFinite { a.transform3D = transform3D }
    a.zIndex = zIndex
    a.isHidden = isHidden
    let bound = LayoutLimits.maximumLength
    let dx = center.x - handedCenter.x
    let dy = center.y - handedCenter.y
    if dx.isFinite && dy.isFinite && (dx != 0 || dy != 0) {
      a.frame = original.frame.offsetBy(
        dx: Swift.min(Swift.max(dx, -bound), bound), dy: Swift.min(Swift.max(dy, -bound), bound))
    }
    return a
  }
}
