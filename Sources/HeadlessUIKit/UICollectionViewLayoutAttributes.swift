import Foundation

/// Where and how a collection view shows one element, as UIKit's
/// `UICollectionViewLayoutAttributes`: a cell, a supplementary view of a kind or a
/// decoration view of a kind, at an index path.
///
/// Copy semantics as UIKit: ``copy(with:)`` makes an instance of the same class; subclasses
/// that add properties override it, call super and copy theirs.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The frame in the collection view's content coordinates.
  open var frame: CGRect = .zero
  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The frame's size.
  open var size: CGSize {
    get { frame.size }
    set {
      let c = center
      frame.size = newValue
      center = c
    }
  }
  /// The bounds: the size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
  /// The affine transform. Setting it replaces ``transform3D`` with its 3D form (Apple's
  /// documentation of the property).
  open var transform: CGAffineTransform = .identity {
    didSet { storedTransform3D = CATransform3D(transform) }
  }
  /// The 3D transform. Setting it replaces ``transform`` with its affine part, even when it
  /// is not affine (Apple: "with an affine version of the 3D transform you specify").
  open var transform3D: CATransform3D {
    get { storedTransform3D }
    set {
      transform = newValue.affine
      storedTransform3D = newValue
    }
  }
  private var storedTransform3D = CATransform3DIdentity
  /// The opacity.
  open var alpha: CGFloat = 1
  /// The stacking order: higher is in front.
  open var zIndex: Int = 0
  /// Whether the element is hidden.
  open var isHidden = false
  /// The element's index path.
  open var indexPath = IndexPath(item: 0, section: 0)
  /// Cell, supplementary or decoration.
  open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
  /// The kind of a supplementary or decoration view; `nil` for cells.
  open private(set) var representedElementKind: String?

  /// Attributes of a cell at index path (0, 0); what copies start from.
  public required override init() { super.init() }

  /// Attributes for the cell at `indexPath`.
  public required convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes for a supplementary view of `elementKind`.
  public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Attributes for a decoration view of `decorationViewKind`.
  public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// A copy of the same class with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.frame = frame
    copy.transform = transform
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    return copy
  }

  /// ``copy(with:)``; `NSObject`'s, so nonisolated, and called on the main thread.
  open override func copy() -> Any { onMainThread { self.copy(with: nil) } }

  /// Equal when the same element has the same frame, transform, alpha, zIndex and
  /// visibility, as UIKit compares preferred and original attributes.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return onMainThread { self.hasSameValues(as: other) }
  }

  private func hasSameValues(as other: UICollectionViewLayoutAttributes) -> Bool {
    other.frame == frame && other.transform == transform
      && CATransform3DEqualToTransform(other.transform3D, transform3D)
      && other.alpha == alpha
      && other.zIndex == zIndex && other.isHidden == isHidden && other.indexPath == indexPath
      && other.representedElementCategory == representedElementCategory
      && other.representedElementKind == representedElementKind
  }

  /// `<cell|kind> [section, item] frame (x, y; w × h)`.
  open override var description: String { onMainThread { self.summary } }

  private var summary: String {
    let what = representedElementKind ?? "cell"
    return "\(what) \(indexPath) frame (\(frame.minX), \(frame.minY); \(frame.width) × \(frame.height))"
  }
}
