import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The plugin layout's attributes: UIKit's, plus the frame before any effect.
open class PluginLayoutAttributes: UICollectionViewLayoutAttributes {
  /// The frame the plugin gave the element, before effects moved it.
  public var originalFrame: CGRect = .zero

  /// A copy with the original frame too.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? PluginLayoutAttributes)?.originalFrame = originalFrame
    return copy
  }

  /// Equal when the base attributes and the original frames are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? PluginLayoutAttributes, super.isEqual(object) else { return false }
    return onMainThread { other.originalFrame == self.originalFrame }
  }

  /// The engine identity of the element.
  var engineID: ElementID {
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
open class PluginLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
  /// Whether the context comes from a bounds change.
  public var isBoundsChange = false
}

/// The view of each section's background decoration in a plugin layout.
open class PluginLayoutBackgroundView: UICollectionReusableView {
  /// The decoration kind.
  public static let elementKind = "PluginLayoutBackgroundView"
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
