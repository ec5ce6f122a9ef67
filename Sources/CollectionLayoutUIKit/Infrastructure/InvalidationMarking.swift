import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// What an invalidation context says of its cause, and the context that says nothing.
extension EngineBackedLayout {
  /// Whether `context` was made for a bounds change (a scroll or a resize), as far as its
  /// class can say.
  func isBoundsChange(_ context: UICollectionViewLayoutInvalidationContext) -> Bool {
    (context as? BoundsChangeMarking)?.isBoundsChange == true
  }

  /// A context of the layout's class that invalidates nothing of its own: what the layout
  /// marked itself is done at the next prepare.
  func plainInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let type =
      (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
      ?? UICollectionViewLayoutInvalidationContext.self
    return type.init()
  }
}

/// An invalidation context that can say it was made for a bounds change (the split and
/// plugin layouts' contexts: a scroll then re-pins and re-runs effects without relayout).
@MainActor
protocol BoundsChangeMarking: AnyObject {
  /// Whether the context comes from a bounds change.
  var isBoundsChange: Bool { get set }
}

/// An invalidation context that can say it carries a preferred size (self-sizing) the
/// engine recorded and marked for its item alone (the split, plugin and compositional
/// layouts' contexts), so the item's section is not laid out again for it.
@MainActor
protocol PreferredSizeMarking: AnyObject {
  /// Whether the context comes from a preferred size.
  var isPreferredSize: Bool { get set }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
