#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The split layout's attributes, as upstream: every element carries its section's side,
/// inset and line spacing; background decorations carry the section's colour.
open class UICollectionViewSplitLayoutAttributes: UICollectionViewLayoutAttributes {
  /// The side of the element's section.
  public var side: UICollectionViewSplitLayoutSide!
  /// The inset of the element's section.
  public var sectionInset: UIEdgeInsets = .zero
  /// The line spacing of the element's section.
  public var minimumItemLineSpacing: CGFloat = 0
  /// The colour of the section's background (on the background decoration).
  public var decoratedSectionBackgroundColor: UIColor?

  /// A copy with the split properties too.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    if let copy = copy as? UICollectionViewSplitLayoutAttributes {
      copy.side = side
      copy.sectionInset = sectionInset
      copy.minimumItemLineSpacing = minimumItemLineSpacing
      copy.decoratedSectionBackgroundColor = decoratedSectionBackgroundColor
    }
    return copy
  }

  /// Equal when the base attributes and the split properties are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewSplitLayoutAttributes, super.isEqual(object) else { return false }
    return onMainThread { self.hasSameSplitValues(as: other) }
  }

  private func hasSameSplitValues(as other: UICollectionViewSplitLayoutAttributes) -> Bool {
    let sameColor =
      decoratedSectionBackgroundColor.map { other.decoratedSectionBackgroundColor?.isEqual($0) ?? false }
      ?? (other.decoratedSectionBackgroundColor == nil)
    return other.side == side && other.sectionInset == sectionInset
      && other.minimumItemLineSpacing == minimumItemLineSpacing && sameColor
  }
}

/// The split layout's invalidation context, as upstream: marks bounds changes.
open class UICollectionViewSplitLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
  /// Whether the context comes from a bounds change (upstream's spelling).
  public var isInvalidationBoundsChage = false
  /// Whether the context carries a preferred size the engine recorded for its item alone.
  var isPreferredSize = false
}

extension UICollectionViewSplitLayoutInvalidationContext: BoundsChangeMarking, PreferredSizeMarking {
  var isBoundsChange: Bool {
    get { isInvalidationBoundsChage }
    set { isInvalidationBoundsChage = newValue }
  }
}

/// The view of each section's background decoration: it takes the section's colour.
open class UICollectionViewSplitLayoutBackgroundView: UICollectionReusableView {
  /// The decoration kind (upstream used the class name).
  public static let elementKind = "UICollectionViewSplitLayoutBackgroundView"

  /// The decoration kind, as upstream's tests spell it.
  public static var className: String { elementKind }

  /// Applies the frame and the section's background colour.
  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    if let split = layoutAttributes as? UICollectionViewSplitLayoutAttributes {
      backgroundColor = split.decoratedSectionBackgroundColor
    }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
