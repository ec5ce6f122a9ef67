#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The invalidation context of ``CompositionalLayout``: it says when it carries a
/// self-sized element, whose item the engine re-places on its own (the invalidated index
/// paths UIKit adds must not make the whole section relayout).
open class CompositionalLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
  /// Whether the context comes from a preferred size (self-sizing).
  public var isPreferredSize = false
}
