import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The plugin layout's attributes: UIKit's, plus the frame before any effect and
/// upstream's `anchorPoint` and `percentage`.
open class PluginLayoutAttributes: UICollectionViewLayoutAttributes {
  /// The frame the plugin gave the element, before effects moved it.
  public var originalFrame: CGRect = .zero
  /// The relative point an effect transforms the element around (a cell applies it to its
  /// layer in `apply(_:)`, as upstream's tilt demo does). Default the centre.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// Where the element is across the visible rect, as an effect computed it
  /// (``PluginEffect/percentage(from:layout:span:)``): in a vertical layout `y` is 0 at the
  /// top of the visible rect and 1 at its bottom.
  public var percentage: CGPoint = .zero

  /// A copy with the original frame, anchor point and percentage too.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    if let copy = copy as? PluginLayoutAttributes {
      copy.originalFrame = originalFrame
      copy.anchorPoint = anchorPoint
      copy.percentage = percentage
    }
    return copy
  }

  /// Equal when the base attributes, original frames, anchor points and percentages are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? PluginLayoutAttributes, super.isEqual(object) else { return false }
    return onMainThread {
      other.originalFrame == self.originalFrame && other.anchorPoint == self.anchorPoint
        && other.percentage == self.percentage
    }
  }

  /// The engine identity of the element (`nil` for a kind the plugin layout has none of).
  var engineID: ElementID? {
    switch representedElementCategory {
    case .cell: .cell(section: indexPath.section, item: indexPath.item)
    case .supplementaryView:
      PluginLayout.kinds.elementID(category: .supplementary, kind: representedElementKind ?? "", at: indexPath)
    default: PluginLayout.kinds.elementID(category: .decoration, kind: representedElementKind ?? "", at: indexPath)
    }
  }
}

/// The plugin layout's invalidation context: marks bounds changes, so a scroll re-runs
/// effects without laying anything out.
open class PluginLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext, BoundsChangeMarking,
  PreferredSizeMarking
{
  /// Whether the context comes from a bounds change.
  public var isBoundsChange = false
  /// Whether the context carries a preferred size the engine recorded for its item alone.
  var isPreferredSize = false
}

/// The view of each section's background decoration in a plugin layout.
open class PluginLayoutBackgroundView: UICollectionReusableView {
  /// The decoration kind.
  public static let elementKind = "PluginLayoutBackgroundView"
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
