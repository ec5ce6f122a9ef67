import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// What an effect knows of the section of the element it changes (upstream passed every
/// attributes object of the section; this is what its effects read of them, in O(1)).
public struct PluginSectionAttributes {
  /// The section index.
  public var section: Int
  /// The union of the section's cell frames (physical), `nil` when it has no cells.
  public var cellsFrame: CGRect?
  /// The section's item-area insets.
  public var sectionInset: UIEdgeInsets
}

/// An effect a ``PluginLayoutDelegate`` gives an element: applied at query time, in order,
/// after the plugin's own sticky header and footer.
///
/// The shipped effects are the engine's values (`StickyEffect`, `ElasticEffect`,
/// `FadeEffect`, `ParallaxEffect`, `ScaleEffect`), which conform here; your own effect
/// changes the attributes it is given and returns them.
public protocol PluginEffect {
  /// The attributes after the effect.
  @MainActor
  func apply(
    to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType?,
    sectionAttributes: PluginSectionAttributes
  ) -> PluginLayoutAttributes

  /// How far along the scroll axis the effect may move an element; rect queries look that
  /// much further. `EffectReach/none` unless the effect says otherwise.
  var reach: EffectReach { get }

  /// Upstream's signature, so an effect written for upstream compiles and runs: the
  /// element's plugin and the section's attributes — here one cell spanning the union of the
  /// section's cells, which is what upstream's effects read of them (ours pass that union
  /// in O(1) directly). Implement either this or the one taking ``PluginSectionAttributes``.
  @MainActor
  func apply(
    to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType,
    sectionAttributes attributes: [PluginLayoutAttributes]
  ) -> PluginLayoutAttributes

  /// Where `originalAttribute` is across the visible rect, over a span of `span` points:
  /// 0 where the element's origin is `span` before the visible rect's end, 1 at the end
  /// minus the span's length further back (upstream's formula, per axis).
  @MainActor
  func percentage(from originalAttribute: PluginLayoutAttributes, layout: PluginLayout, span: CGFloat) -> CGPoint
}

extension PluginEffect {
  /// Moves nothing.
  public var reach: EffectReach { .none }

  /// An effect written in upstream's style runs through its own signature (when the element
  /// has a plugin; otherwise the element is left as it is).
  @MainActor
  public func apply(
    to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType?,
    sectionAttributes: PluginSectionAttributes
  ) -> PluginLayoutAttributes {
    guard let plugin else { return originalAttribute }
    // Upstream's effects read the section's cells for their union (a sticky header's
    // bounds): one cell spanning that union gives them the same answer in O(1).
    var cells: [PluginLayoutAttributes] = []
    if let union = sectionAttributes.cellsFrame {
      let cell = PluginLayoutAttributes(forCellWith: IndexPath(item: 0, section: sectionAttributes.section))
      cell.frame = union
      cells.append(cell)
    }
    return apply(to: originalAttribute, layout: layout, plugin: plugin, sectionAttributes: cells)
  }

  /// An effect written in this package's style answers upstream's signature through its own,
  /// with the section's cell union taken from `attributes`.
  @MainActor
  public func apply(
    to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType,
    sectionAttributes attributes: [PluginLayoutAttributes]
  ) -> PluginLayoutAttributes {
    let cells = attributes.filter { $0.representedElementCategory == .cell }.map(\.frame)
    let section = PluginSectionAttributes(
      section: originalAttribute.indexPath.section, cellsFrame: cells.dropFirst().reduce(cells.first) { $0?.union($1) },
      sectionInset: .zero)
    return apply(to: originalAttribute, layout: layout, plugin: Optional(plugin), sectionAttributes: section)
  }

  /// Upstream's: ((offset − origin + bounds − span) ÷ span) on each axis; zero without a
  /// collection view or with a span that is not positive and finite.
  @MainActor
  public func percentage(from attribute: PluginLayoutAttributes, layout: PluginLayout, span: CGFloat) -> CGPoint {
    guard let collectionView = layout.collectionView, span > 0, span.isFinite else { return .zero }
    let offset = collectionView.contentOffset
    let bounds = collectionView.bounds.size
    return CGPoint(
      x: (offset.x - attribute.frame.origin.x + bounds.width - span) / span,
      y: (offset.y - attribute.frame.origin.y + bounds.height - span) / span)
  }
}

/// Upstream's spelling of the sticky effect: `StickyEffect(position:)` and
/// `StickyEffect(kind:)` for a header's or footer's kind.
extension StickyEffect {
  /// Where the element sticks (upstream's name for ``StickyEffect/Edge``).
  public typealias Position = Edge

  /// Where the element sticks.
  public var position: Position { edge }

  /// A sticky effect at `position`.
  public init(position: Position) { self.init(edge: position) }

  /// The start for a section header, the end for a section footer, `nil` for any other kind.
  @MainActor
  public init?(kind: String) {
    switch kind {
    case UICollectionView.elementKindSectionHeader: self.init(position: .start)
    case UICollectionView.elementKindSectionFooter: self.init(position: .end)
    default: return nil
    }
  }
}

extension StickyEffect.Edge {
  /// The edge for a section header (`.start`) or footer (`.end`), as upstream's
  /// `StickyEffect.Position(kind:)` reads it; `nil` for any other kind.
  @MainActor
  public init?(kind: String) {
    switch kind {
    case UICollectionView.elementKindSectionHeader: self = .start
    case UICollectionView.elementKindSectionFooter: self = .end
    default: return nil
    }
  }
}

extension PluginEffect where Self: ScrollEffect {
  /// The engine's effects run in the engine, on the element's engine values.
  @preconcurrency @MainActor
  public func apply(
    to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType?,
    sectionAttributes: PluginSectionAttributes
  ) -> PluginLayoutAttributes {
    layout.applyEngineEffect(self, to: originalAttribute)
  }

  /// Moves nothing unless the effect says so (an effect that declares its `reach` answers
  /// both protocols with it). Asking the `ScrollEffect` conformance here instead would
  /// recurse for an effect that declares none: this is its witness there too.
  public var reach: EffectReach { .none }
}

/// Sticks a header or footer (see ``StickyEffect``).
extension StickyEffect: PluginEffect {}
/// Spreads cells near the end of the visible area (see ``ElasticEffect``).
extension ElasticEffect: PluginEffect {}
/// Fades elements in at the end of the visible area (see ``FadeEffect``).
extension FadeEffect: PluginEffect {}
/// Moves elements by a fraction of the scroll (see ``ParallaxEffect``).
extension ParallaxEffect: PluginEffect {}
/// Scales elements by their distance from the visible centre (see ``ScaleEffect``).
extension ScaleEffect: PluginEffect {}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
