/// The layout of one element, as a value: what `UICollectionViewLayoutAttributes` carries.
public struct LayoutAttributes: Hashable, Sendable {
  /// Which element this is.
  public var id: ElementID
  /// The frame in the collection view's content coordinates.
  public var frame: Rect
  /// The stacking order; higher is drawn above.
  public var zIndex: Int
  /// The opacity, in [0, 1].
  public var alpha: Double
  /// A transform applied around the frame's centre. Setting it replaces ``transform3D``
  /// with its 3D form, as UIKit's attributes do.
  public var transform: LayoutTransform {
    get { transforms.plane }
    set { transforms.setPlane(newValue) }
  }
  /// The 3D transform applied around the frame's centre; its plane part is ``transform``.
  /// Setting it replaces ``transform`` with that part, as UIKit's attributes do.
  public var transform3D: LayoutTransform3D {
    get { transforms.spatial }
    set { transforms.spatial = newValue }
  }
  /// Whether the element is hidden.
  public var isHidden: Bool
  /// The colour the layout gives an element it draws itself: a section background's (the
  /// one its section asked for, if any) or a list separator's.
  public var backgroundColor: LayoutColor?
  /// The pair behind ``transform`` and ``transform3D``.
  var transforms: TransformPair
  /// ``transform3D`` when it is not affine, else `nil`: for adapters, which hand UIKit the
  /// plane transform otherwise, without building the 3D one.
  package var nonAffineTransform3D: LayoutTransform3D? { transforms.nonAffine }

  /// Creates attributes; alpha 1, identity transform, visible, no colour by default.
  public init(
    id: ElementID, frame: Rect, zIndex: Int = 0, alpha: Double = 1,
    transform: LayoutTransform = .identity, isHidden: Bool = false, backgroundColor: LayoutColor? = nil
  ) {
    self.id = id
    self.frame = frame
    self.zIndex = zIndex
    self.alpha = alpha
    self.transforms = TransformPair(transform)
    self.isHidden = isHidden
    self.backgroundColor = backgroundColor
  }
}

/// The z-indices the engine gives each layer.
public enum ZIndex {
  /// Section backgrounds lie below everything.
  public static let background = -1
  /// Cells.
  public static let cell = 0
  /// Headers and footers at rest.
  public static let supplementary = 1
  /// Headers and footers while pinning is enabled (as upstream's split layout).
  public static let pinned = 1024
}
