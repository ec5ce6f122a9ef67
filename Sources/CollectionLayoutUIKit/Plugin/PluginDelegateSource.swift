import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The collection view, its delegate and the sections' plugins, presented to the engine
/// as a ``PluginLayoutDataSource``.
///
/// Each section's plugin is asked for once per relayout (`plugins` caches it), so the
/// delegate's `pluginForSectionAt` is not called per item.
@MainActor
struct PluginDelegateSource {
  let collectionView: UICollectionView
  let layout: PluginLayout
  /// How each section's items are read (holding delegates for this relayout only), and
  /// each section's plugin.
  let items: SectionItemReaders
  /// The index paths the delegate knows items by.
  let paths: DelegateIndexPaths

  var plugins: PluginCache { items.plugins }
}

/// The plugin of each section, asked once per relayout. The layout owns its cache.
///
/// - Complexity: O(1) per look-up. The engine asks once per item, so the plugins are kept
///   in an array indexed by section rather than hashed.
@MainActor
final class PluginCache {
  /// Per section: `nil` not asked yet, `.some(nil)` asked and none. Read once per item, and
  /// no access to it spans a call out (the delegate is asked between two short accesses),
  /// so the runtime's exclusivity check is left out: with the flow delegate's, it ran a
  /// tenth of a flow relayout's instructions.
  @exclusivity(unchecked) private var plugins: [PluginType??] = []
  private unowned let layout: PluginLayout

  init(layout: PluginLayout) { self.layout = layout }

  func plugin(_ section: Int) -> PluginType? {
    guard section >= 0 else { return layout.plugin(for: section) }
    if section < plugins.count, let p = plugins[section] { return p }
    let p = layout.plugin(for: section)
    if section >= plugins.count { plugins.append(contentsOf: repeatElement(nil, count: section + 1 - plugins.count)) }
    plugins[section] = .some(p)
    return p
  }
}

extension PluginDelegateSource: @MainActor PluginLayoutDataSource {
  var numberOfSections: Int { collectionView.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }

  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
    guard let plugin = plugins.plugin(section) else {
      var bare = SectionDescriptor(layout: FlowSectionLayout())
      bare.hasBackground = layout.showsSectionBackgrounds
      return bare
    }
    let calls = layout.flowCalls(plugin.flowDelegate)
    let parameters = SectionParameters(
      section: section, sectionInset: calls?.inset(section) ?? .zero,
      itemSpacing: calls?.interItemSpacing(section) ?? 0, lineSpacing: calls?.lineSpacing(section) ?? 0)
    var effects: [SectionEffect] = []
    if plugin.sectionHeadersPinToVisibleBounds {
      effects.append(SectionEffect(StickyEffect(edge: .start), on: .header))
    }
    if plugin.sectionFootersPinToVisibleBounds { effects.append(SectionEffect(StickyEffect(edge: .end), on: .footer)) }
    var descriptor = SectionDescriptor(
      layout: plugin.sectionLayout(with: parameters, layout: layout),
      headerSize: chrome(calls?.headerSize(section), crossExtent: crossExtent),
      footerSize: chrome(calls?.footerSize(section), crossExtent: crossExtent),
      inset: LayoutEdgeInsets(parameters.sectionInset), effects: effects)
    // The delegate's effects (a sticky header, say) read the cells' union.
    descriptor.keepsCellBounds = true
    descriptor.hasBackground = layout.showsSectionBackgrounds
    return descriptor
  }

  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
    guard let asked = paths.indexPath(path) else { return ItemInput() }
    return items.itemInput(at: asked, section: path.section)
  }

  /// A header or footer: present when both reference extents are positive (as upstream);
  /// it spans the content across (full width scrolling vertically, full height
  /// horizontally). Any other extent reaches the engine as given, so that a NaN, negative
  /// or too long one is repaired and reported there (a zero one means no header, silently).
  private func chrome(_ reference: CGSize?, crossExtent: Double) -> Size {
    guard let reference else { return .zero }
    let size = Size(reference)
    return layout.scrollDirection == .vertical
      ? Size(width: size.width > 0 ? crossExtent : size.width, height: size.height)
      : Size(width: size.width, height: size.height > 0 ? crossExtent : size.height)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
