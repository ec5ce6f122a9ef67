import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Plugins written against upstream's `PluginType` — `layoutAttributes(in:offset:layout:)`
/// returning attributes — compile and lay out: each requirement of either style has a
/// default, and an upstream-style plugin's cell frames become the section's item frames
/// (relative to the item area: the section inset's leading edge, which upstream plugins add
/// themselves, is taken off). Its headers, footers and other elements are not used: the
/// layout adds the flow delegate's chrome, as for every plugin.
extension PluginType {
  /// None: an upstream-style plugin reads its own delegate.
  public var flowDelegate: FlowLayoutDelegate? { nil }
  /// Not pinned.
  public var sectionHeadersPinToVisibleBounds: Bool { false }
  /// Not pinned.
  public var sectionFootersPinToVisibleBounds: Bool { false }

  /// The cell frames of ``layoutAttributes(in:offset:layout:)``, placed as given.
  public func sectionLayout(with parameters: SectionParameters, layout: PluginLayout) -> any ItemArranger {
    var offset = CGPoint.zero
    let attributes = layoutAttributes(in: parameters.section, offset: &offset, layout: layout)
    var frames: [Int: Rect] = [:]
    for a in attributes where a.representedElementCategory == .cell && a.indexPath.section == parameters.section {
      let f = a.frame
      frames[a.indexPath.item] = Rect(
        x: Double(f.minX - parameters.sectionInset.left), y: Double(f.minY), width: Double(f.width),
        height: Double(f.height))
    }
    return PlacedFramesSectionLayout(frames: frames)
  }

  /// Nothing: an upstream-style plugin sizes its items itself.
  public func itemInput(at indexPath: IndexPath, layout: PluginLayout) -> ItemInput { ItemInput() }

  /// None: the plugin lays out through ``sectionLayout(with:layout:)``.
  public func layoutAttributes(in section: Int, offset: inout CGPoint, layout: PluginLayout)
    -> [PluginLayoutAttributes]
  { [] }

  /// Those of `attributes` whose frames meet `rect` (the layout queries the engine instead).
  public func layoutAttributesForElements(
    in rect: CGRect, from attributes: [PluginLayoutAttributes], section: Int, layout: PluginLayout
  ) -> [PluginLayoutAttributes] {
    attributes.filter { $0.frame.intersects(rect) }
  }

  /// ``PluginLayoutAttributes``.
  public var attributesClass: PluginLayoutAttributes.Type { PluginLayoutAttributes.self }

  /// None (pinning comes from the pin properties).
  public func defaultEffectsForAttribute(_ attribute: PluginLayoutAttributes) -> [PluginEffect] { [] }
}

/// Items at frames a plugin computed (by item index); an item without one gets an empty
/// frame at the start, reported.
struct PlacedFramesSectionLayout: ItemArranger {
  let frames: [Int: Rect]

  func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    var placed: [Rect] = []
    placed.reserveCapacity(context.itemCount)
    var extent = 0.0
    for i in 0..<context.itemCount {
      guard let frame = frames[i], frame.isFinite, frame.width >= 0, frame.height >= 0 else {
        diagnostics.report(
          "plugin.frame", section: context.section, item: i,
          "the plugin gave item \(i) no usable frame; used an empty one")
        placed.append(.zero)
        continue
      }
      placed.append(frame)
      extent = Swift.max(extent, frame.maxY)
    }
    return ItemArrangement(frames: placed, mainExtent: extent)
  }
}

/// Upstream's `Plugin`: a plugin with a delegate and section parameters, as upstream's
/// custom-plugin example is written (its `layoutAttributes(in:offset:layout:)` lays the
/// section out; see the `PluginType` extension above).
@preconcurrency @MainActor
public protocol Plugin: PluginType {
  /// What the plugin asks for sizes.
  associatedtype Delegate
  /// The section values the plugin reads.
  associatedtype Parameters = FlowSectionParameters
  /// The delegate.
  var delegate: Delegate? { get }
  /// A plugin asking `delegate`.
  init(delegate: Delegate)
  /// The values of `section`.
  func sectionParameters(inSection section: Int, layout: PluginLayout) -> Parameters
}

extension Plugin {
  /// The delegate, when it is a flow delegate.
  public var flowDelegate: FlowLayoutDelegate? { delegate as? FlowLayoutDelegate }
}

extension Plugin where Parameters == FlowSectionParameters {
  /// The section's insets and spacings from the flow delegate (zero when it has none), and
  /// the layout's content bounds.
  public func sectionParameters(inSection section: Int, layout: PluginLayout) -> FlowSectionParameters {
    let calls = layout.flowCalls(flowDelegate)
    return FlowSectionParameters(
      section: section, insets: calls?.inset(section) ?? .zero, itemSpacing: calls?.interItemSpacing(section) ?? 0,
      lineSpacing: calls?.lineSpacing(section) ?? 0, contentBounds: layout.contentBounds)
  }
}

/// Upstream's section values for flow-like plugins.
public struct FlowSectionParameters: Sendable, Equatable {
  /// The section.
  public var section: Int
  /// The section's insets.
  public var insets: UIEdgeInsets
  /// The gap between items of a line.
  public var itemSpacing: CGFloat
  /// The gap between lines.
  public var lineSpacing: CGFloat
  /// The layout's content bounds.
  public var contentBounds: CGRect

  /// Creates parameters.
  public init(section: Int, insets: UIEdgeInsets, itemSpacing: CGFloat, lineSpacing: CGFloat, contentBounds: CGRect) {
    self.section = section
    self.insets = insets
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.contentBounds = contentBounds
  }
}

extension PluginLayout {
  /// The collection view's bounds less its adjusted content inset, at the origin: what
  /// upstream's plugins lay out across.
  public var contentBounds: CGRect {
    guard let collectionView else { return .zero }
    let inset = collectionView.adjustedContentInset
    return CGRect(
      x: 0, y: 0, width: max(0, collectionView.bounds.width - inset.left - inset.right),
      height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
