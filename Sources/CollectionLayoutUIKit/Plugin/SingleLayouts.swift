#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A ``PluginLayout`` with one plugin for every section, made from the collection view's
/// delegate, as upstream's `SingleLayout`: drop it in where a flow layout was.
open class SingleLayout: PluginLayout {
  /// Whether headers stick while their section scrolls past.
  public var sectionHeadersPinToVisibleBounds = false {
    didSet { if oldValue != sectionHeadersPinToVisibleBounds { invalidateLayout() } }
  }
  /// Whether footers stick while their section scrolls past.
  public var sectionFootersPinToVisibleBounds = false {
    didSet { if oldValue != sectionFootersPinToVisibleBounds { invalidateLayout() } }
  }

  /// The plugin made for the current delegate, and that delegate.
  private var made: (plugin: PluginType, delegate: AnyObject)?

  /// The plugin for `delegate`, or `nil` when the delegate is not of the plugin's kind.
  open func makePlugin(delegate: AnyObject) -> PluginType? { nil }

  /// A `Plugin` on `delegate` with this layout's pinning, or `nil` when the delegate is not
  /// of the plugin's kind.
  func pinnedPlugin<Plugin: PinnablePlugin>(_: Plugin.Type, delegate: AnyObject) -> Plugin? {
    guard let delegate = delegate as? Plugin.Delegate else { return nil }
    return Plugin(
      delegate: delegate, pinSectionHeaders: sectionHeadersPinToVisibleBounds,
      pinSectionFooters: sectionFootersPinToVisibleBounds)
  }

  /// The same plugin for every section (the delegate's choice still wins, as in
  /// ``PluginLayout``).
  open override func plugin(for section: Int) -> PluginType? {
    if let chosen = super.plugin(for: section) { return chosen }
    guard let delegate = collectionView?.delegate else { return nil }
    if made == nil || made?.delegate !== delegate {
      made = makePlugin(delegate: delegate).map { ($0, delegate) }
    }
    return made?.plugin
  }

  /// A property change rebuilds the plugin (a scroll does not).
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    if !((context as? PluginLayoutInvalidationContext)?.isBoundsChange ?? false) { made = nil }
  }
}

/// A replacement for `UICollectionViewFlowLayout` on the engine, with effects and
/// alignments: every section uses a ``FlowLayoutPlugin``.
open class FlowLayout: SingleLayout {
  /// How each line shares its free space.
  public var alignment: FlowLayoutAlignment = .default {
    didSet { if oldValue != alignment { invalidateLayout() } }
  }

  /// A ``FlowLayoutPlugin`` on a flow delegate.
  open override func makePlugin(delegate: AnyObject) -> PluginType? {
    guard let delegate = delegate as? FlowLayoutDelegate else { return nil }
    return FlowLayoutPlugin(
      delegate: delegate, pinSectionHeaders: sectionHeadersPinToVisibleBounds,
      pinSectionFooters: sectionFootersPinToVisibleBounds, alignment: alignment)
  }
}

/// Every section a grid (``GridLayoutPlugin``) on a ``GridLayoutDelegate``.
open class GridLayout: SingleLayout {
  /// A grid plugin.
  open override func makePlugin(delegate: AnyObject) -> PluginType? {
    guard let delegate = delegate as? GridLayoutDelegate else { return nil }
    let plugin = GridLayoutPlugin(delegate: delegate)
    plugin.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
    plugin.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
    return plugin
  }
}

/// Every section staggered (``StaggeredLayoutPlugin``) on a ``StaggeredLayoutDelegate``.
open class StaggeredLayout: SingleLayout {
  /// A staggered plugin.
  open override func makePlugin(delegate: AnyObject) -> PluginType? {
    pinnedPlugin(StaggeredLayoutPlugin.self, delegate: delegate)
  }
}

/// Every section a mosaic (``MosaicLayoutPlugin``) on a ``MosaicLayoutDelegate``.
open class MosaicLayout: SingleLayout {
  /// A mosaic plugin.
  open override func makePlugin(delegate: AnyObject) -> PluginType? {
    pinnedPlugin(MosaicLayoutPlugin.self, delegate: delegate)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
