import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The grid delegate's per-item answers.
typealias GridItemCalls = DelegateCalls<any GridLayoutDelegate, PluginLayout>
/// The staggered delegate's per-item answers.
typealias StaggeredItemCalls = DelegateCalls<any StaggeredLayoutDelegate, PluginLayout>
/// The mosaic delegate's per-item answers.
typealias MosaicItemCalls = DelegateCalls<any MosaicLayoutDelegate, PluginLayout>

/// How a relayout reads one section's items.
///
/// The built-in plugins hold their delegate weakly, and the layout its collection view:
/// asked through the plugin, every item loaded both (two weak loads) and retained and
/// released them and the plugin, objects with side tables (slow reference counting), about
/// two thirds of a flow relayout's time. A reader made once per section per relayout holds
/// the delegate and the collection view for that relayout, and each item costs one
/// delegate call. A reader is a class: reading one from its array retains one object
/// without a side table, where a value holding the calls retained all three.
///
/// A plugin of yours, or a subclass of a built-in one (which may override
/// ``PluginType/itemInput(at:layout:)``), is asked per item as before.
@MainActor
final class SectionItemReader {
  // At most one of these is set. Each is read through optional chaining, which borrows it:
  // a `switch` over an enum of them copied the calls, retaining all three objects per item.
  private let flow: FlowDelegateCalls?
  private let grid: GridItemCalls?
  private let staggered: StaggeredItemCalls?
  private let mosaic: MosaicItemCalls?
  /// A plugin whose `itemInput(at:layout:)` is asked for every item.
  private let plugin: PluginType?
  private let layout: PluginLayout

  /// The reader of a section whose plugin is `plugin` (none: every item reads as
  /// `ItemInput()`).
  init(_ plugin: PluginType?, layout: PluginLayout) {
    // Exact classes only: a subclass may override `itemInput(at:layout:)`.
    func exactly<Plugin: PluginType>(_ type: Plugin.Type) -> Plugin? {
      guard let plugin, Swift.type(of: plugin) == type else { return nil }
      return plugin as? Plugin
    }
    flow = exactly(FlowLayoutPlugin.self).flatMap { layout.flowCalls($0.delegate) }
    grid = exactly(GridLayoutPlugin.self).flatMap { layout.itemCalls($0.gridDelegate) }
    staggered = exactly(StaggeredLayoutPlugin.self).flatMap { layout.itemCalls($0.delegate) }
    mosaic = exactly(MosaicLayoutPlugin.self).flatMap { layout.itemCalls($0.delegate) }
    let builtIn = flow != nil || grid != nil || staggered != nil || mosaic != nil
    self.plugin = builtIn ? nil : plugin
    self.layout = layout
  }

  /// What the section's plugin's `itemInput(at:layout:)` answers for the item at `indexPath`.
  func itemInput(at indexPath: IndexPath) -> ItemInput {
    flow?.itemInput(at: indexPath) ?? grid?.itemInput(at: indexPath) ?? staggered?.itemInput(at: indexPath)
      ?? mosaic?.itemInput(at: indexPath) ?? plugin?.itemInput(at: indexPath, layout: layout) ?? ItemInput()
  }
}

/// The item readers of one relayout's sections, made when a section's first item is read,
/// and the sections' plugins they read through.
///
/// It holds delegates and the collection view strongly, so it lives only as long as the
/// relayout's data source: kept by the layout, it would keep the delegate (usually the
/// view controller that owns the collection view) alive.
///
/// - Complexity: O(1) per item.
@MainActor
final class SectionItemReaders {
  /// Per section, `nil` until its first item is read. No access spans a call out (the
  /// reader is copied out before the delegate is asked), so the runtime's exclusivity
  /// check is left out, as the plugin cache's.
  @exclusivity(unchecked) private var readers: [SectionItemReader?] = []
  /// The plugin of each section, asked once per relayout.
  let plugins: PluginCache
  private let layout: PluginLayout

  init(layout: PluginLayout) {
    plugins = PluginCache(layout: layout)
    self.layout = layout
  }

  /// What the plugin of `section` reads of the item at `indexPath`.
  func itemInput(at indexPath: IndexPath, section: Int) -> ItemInput {
    guard section >= 0 else {
      return SectionItemReader(plugins.plugin(section), layout: layout).itemInput(at: indexPath)
    }
    if section >= readers.count { readers.append(contentsOf: repeatElement(nil, count: section + 1 - readers.count)) }
    if readers[section] == nil { readers[section] = SectionItemReader(plugins.plugin(section), layout: layout) }
    return readers[section]!.itemInput(at: indexPath)
  }
}

extension FlowDelegateCalls {
  /// The flow plugin's item input: the delegate's size.
  func itemInput(at indexPath: IndexPath) -> ItemInput {
    ItemInput(size: Size(itemSize(indexPath) ?? .zero))
  }
}

extension GridItemCalls {
  /// The grid plugin's item input: the line fraction and aspect ratio.
  func itemInput(at indexPath: IndexPath) -> ItemInput {
    ItemInput(
      aspectRatio: Double(delegate.collectionView(collectionView, layout: layout, aspectRatioAt: indexPath)),
      lineFraction: delegate.collectionView(collectionView, layout: layout, lineFractionAt: indexPath))
  }
}

extension StaggeredItemCalls {
  /// The staggered plugin's item input: the aspect ratio.
  func itemInput(at indexPath: IndexPath) -> ItemInput {
    ItemInput(aspectRatio: Double(delegate.collectionView(collectionView, layout: layout, aspectRatioAt: indexPath)))
  }
}

extension MosaicItemCalls {
  /// The mosaic plugin's item input: the aspect ratio and whether the item may be big.
  func itemInput(at indexPath: IndexPath) -> ItemInput {
    ItemInput(
      aspectRatio: Double(delegate.collectionView(collectionView, layout: layout, aspectRatioAt: indexPath)),
      canBeBig: delegate.collectionView(collectionView, layout: layout, canBeBigAt: indexPath))
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
