#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The invalidation context of ``CompositionalLayout``: it says when it carries a
/// self-sized element, whose item the engine re-places on its own (the invalidated index
/// paths UIKit adds must not make the whole section relayout).
open class CompositionalLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext, PreferredSizeMarking {
  /// Whether the context comes from a preferred size (self-sizing).
  public var isPreferredSize = false
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
