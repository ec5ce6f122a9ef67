import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A section's values from the flow delegate: what every plugin reads.
public struct SectionParameters: Sendable, Equatable {
  /// The section index.
  public var section: Int
  /// The item area's insets.
  public var sectionInset: UIEdgeInsets
  /// The gap between neighbouring items of a line.
  public var itemSpacing: CGFloat
  /// The gap between lines.
  public var lineSpacing: CGFloat

  /// Creates parameters.
  public init(section: Int, sectionInset: UIEdgeInsets, itemSpacing: CGFloat, lineSpacing: CGFloat) {
    self.section = section
    self.sectionInset = sectionInset
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
  }
}

/// An object that lays out one section of a ``PluginLayout``: the built-in plugins, or
/// yours.
///
/// A plugin hands the engine an `ItemArranger` (one of the engine's, or your own: see
/// Sources/CollectionLayout/CollectionLayout.docc/CustomSectionLayouts.md) and what it reads of each item; the layout adds headers,
/// footers, the background decoration, insets, exact rect queries and incremental
/// updates, whichever plugin it is.
@preconcurrency @MainActor
public protocol PluginType: AnyObject {
  /// The flow delegate the section's sizes, insets and spacings come from.
  var flowDelegate: FlowLayoutDelegate? { get }
  /// Whether the section's header sticks to the top while the section scrolls past.
  var sectionHeadersPinToVisibleBounds: Bool { get }
  /// Whether the section's footer sticks to the bottom while the section scrolls past.
  var sectionFootersPinToVisibleBounds: Bool { get }
  /// The engine layout of `parameters.section`.
  func sectionLayout(with parameters: SectionParameters, layout: PluginLayout) -> any ItemArranger
  /// What the section layout reads of the item at `indexPath` (physical values).
  func itemInput(at indexPath: IndexPath, layout: PluginLayout) -> ItemInput

  // Upstream's requirements, so a plugin written against upstream's `PluginType` compiles
  // and lays out (UpstreamStylePlugins.swift).

  /// Upstream's: every element of `section`, from `offset`, which it moves past them.
  func layoutAttributes(in section: Int, offset: inout CGPoint, layout: PluginLayout) -> [PluginLayoutAttributes]
  /// Upstream's: which of `attributes` meet `rect`.
  func layoutAttributesForElements(
    in rect: CGRect, from attributes: [PluginLayoutAttributes], section: Int, layout: PluginLayout
  ) -> [PluginLayoutAttributes]
  /// Upstream's: the attributes class the plugin makes.
  var attributesClass: PluginLayoutAttributes.Type { get }
  /// Upstream's: effects every element of the plugin gets.
  func defaultEffectsForAttribute(_ attribute: PluginLayoutAttributes) -> [PluginEffect]
}

/// A plugin made on one kind of delegate whose headers and footers may pin: upstream's
/// pinning initialiser, written once for the staggered and mosaic plugins.
@preconcurrency @MainActor
public protocol PinnablePlugin: PluginType {
  /// The delegate protocol the plugin reads.
  associatedtype Delegate
  /// Creates the plugin on `delegate`.
  init(delegate: Delegate)
  /// Whether the section's header sticks while the section scrolls past.
  var sectionHeadersPinToVisibleBounds: Bool { get set }
  /// Whether the section's footer sticks while the section scrolls past.
  var sectionFootersPinToVisibleBounds: Bool { get set }
}

extension PinnablePlugin {
  /// Creates the plugin with pinning, as upstream.
  ///
  /// - Parameters:
  ///   - delegate: What the plugin reads its sections and items from.
  ///   - pinSectionHeaders: Whether headers stick while their section scrolls past.
  ///   - pinSectionFooters: Whether footers stick while their section scrolls past.
  public init(delegate: Delegate, pinSectionHeaders: Bool, pinSectionFooters: Bool) {
    self.init(delegate: delegate)
    sectionHeadersPinToVisibleBounds = pinSectionHeaders
    sectionFootersPinToVisibleBounds = pinSectionFooters
  }
}

/// PluginLayout's flow plugin: `UICollectionViewFlowLayout`'s arrangement with a choice of
/// alignment; item sizes from `collectionView(_:layout:sizeForItemAt:)`.
@preconcurrency @MainActor
open class FlowLayoutPlugin: PluginType {
  // Read once per item and written only by the initialiser, so no access can overlap
  // another: the runtime's exclusivity check is left out.
  /// The delegate sizes and section values come from.
  @exclusivity(unchecked) public private(set) weak var delegate: FlowLayoutDelegate?
  /// Whether headers stick while their section scrolls past.
  public var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stick while their section scrolls past.
  public var sectionFootersPinToVisibleBounds = false
  /// How each line shares its free space.
  public var alignment: FlowLayoutAlignment = .default

  /// Creates the plugin.
  public required init(delegate: FlowLayoutDelegate) {
    self.delegate = delegate
  }

  /// Creates the plugin with pinning and an alignment, as upstream.
  public convenience init(
    delegate: FlowLayoutDelegate, pinSectionHeaders: Bool, pinSectionFooters: Bool,
    alignment: FlowLayoutAlignment = .default
  ) {
    self.init(delegate: delegate)
    sectionHeadersPinToVisibleBounds = pinSectionHeaders
    sectionFootersPinToVisibleBounds = pinSectionFooters
    self.alignment = alignment
  }

  /// ``delegate``.
  public var flowDelegate: FlowLayoutDelegate? { delegate }

  /// A `FlowSectionLayout`.
  open func sectionLayout(with parameters: SectionParameters, layout: PluginLayout) -> any ItemArranger {
    FlowSectionLayout(
      interItemSpacing: Double(parameters.itemSpacing), lineSpacing: Double(parameters.lineSpacing),
      alignment: alignment.engineAlignment)
  }

  /// The item's size from the flow delegate.
  open func itemInput(at indexPath: IndexPath, layout: PluginLayout) -> ItemInput {
    layout.flowCalls(delegate)?.itemInput(at: indexPath) ?? ItemInput()
  }
}

/// How a flow line shares its free space, as upstream.
public enum FlowLayoutAlignment: Int, Sendable {
  /// Packed at the leading edge.
  case start
  /// Packed and centred.
  case center
  /// Packed at the trailing edge.
  case end
  /// As `UICollectionViewFlowLayout`: justified, a lone item centred, the last line packed.
  case `default`

  var engineAlignment: FlowAlignment {
    switch self {
    case .start: .start
    case .center: .center
    case .end: .end
    case .default: .default
    }
  }
}

/// PluginLayout's grid plugin: item widths from `lineFractionAt`, heights from
/// `aspectRatioAt` (scrolling horizontally, the axes swap). Lines that do not fill are
/// aligned as the flow plugin's (``FlowLayoutPlugin/alignment``, `.default` as upstream:
/// justified, a lone item centred).
@preconcurrency @MainActor
open class GridLayoutPlugin: FlowLayoutPlugin {
  /// ``FlowLayoutPlugin/delegate`` as a grid delegate, cast once when the plugin is made
  /// (the delegate is set only then): a cast per item cost a fifth of a relayout. Like
  /// the flow delegate, no access to it can overlap another, so it is not checked.
  @exclusivity(unchecked) private(set) weak var gridDelegate: GridLayoutDelegate?

  /// Creates the plugin.
  public convenience init(delegate: GridLayoutDelegate) {
    self.init(delegate: delegate as FlowLayoutDelegate)
  }

  /// Creates the plugin. With a delegate that is not a ``GridLayoutDelegate`` every item
  /// takes a whole line and is square.
  public required init(delegate: FlowLayoutDelegate) {
    gridDelegate = delegate as? GridLayoutDelegate
    super.init(delegate: delegate)
  }

  /// A `GridSectionLayout`.
  open override func sectionLayout(with parameters: SectionParameters, layout: PluginLayout) -> any ItemArranger {
    GridSectionLayout(
      interItemSpacing: Double(parameters.itemSpacing), lineSpacing: Double(parameters.lineSpacing),
      alignment: alignment.engineAlignment)
  }

  /// The line fraction and aspect ratio from the grid delegate.
  open override func itemInput(at indexPath: IndexPath, layout: PluginLayout) -> ItemInput {
    layout.itemCalls(gridDelegate)?.itemInput(at: indexPath) ?? ItemInput()
  }
}

/// PluginLayout's staggered plugin: `lineCountForSectionAt` columns, filled round-robin
/// (or shortest-column first with ``placement``).
@preconcurrency @MainActor
open class StaggeredLayoutPlugin: PinnablePlugin {
  // Unchecked for the reason the flow plugin's delegate is.
  /// The delegate.
  @exclusivity(unchecked) public private(set) weak var delegate: StaggeredLayoutDelegate?
  /// Whether headers stick while their section scrolls past.
  public var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stick while their section scrolls past.
  public var sectionFootersPinToVisibleBounds = false
  /// Which column each item goes to (ours; upstream is round-robin).
  public var placement: StaggeredSectionLayout.Placement = .roundRobin

  /// Creates the plugin.
  public required init(delegate: StaggeredLayoutDelegate) {
    self.delegate = delegate
  }

  /// ``delegate``.
  public var flowDelegate: FlowLayoutDelegate? { delegate }

  /// A `StaggeredSectionLayout`.
  open func sectionLayout(with parameters: SectionParameters, layout: PluginLayout) -> any ItemArranger {
    let lines = layout.collectionView.flatMap { cv in
      delegate?.collectionView(cv, layout: layout, lineCountForSectionAt: parameters.section)
    }
    return StaggeredSectionLayout(
      lineCount: lines ?? 1, interItemSpacing: Double(parameters.itemSpacing),
      lineSpacing: Double(parameters.lineSpacing), placement: placement)
  }

  /// The aspect ratio.
  open func itemInput(at indexPath: IndexPath, layout: PluginLayout) -> ItemInput {
    layout.itemCalls(delegate)?.itemInput(at: indexPath) ?? ItemInput()
  }
}

/// PluginLayout's mosaic plugin (see `MosaicSectionLayout` for the rules).
@preconcurrency @MainActor
open class MosaicLayoutPlugin: PinnablePlugin {
  // Unchecked for the reason the flow plugin's delegate is.
  /// The delegate.
  @exclusivity(unchecked) public private(set) weak var delegate: MosaicLayoutDelegate?
  /// Whether headers stick while their section scrolls past.
  public var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stick while their section scrolls past.
  public var sectionFootersPinToVisibleBounds = false

  /// Creates the plugin.
  public required init(delegate: MosaicLayoutDelegate) {
    self.delegate = delegate
  }

  /// ``delegate``.
  public var flowDelegate: FlowLayoutDelegate? { delegate }

  /// A `MosaicSectionLayout`.
  open func sectionLayout(with parameters: SectionParameters, layout: PluginLayout) -> any ItemArranger {
    guard let delegate, let cv = layout.collectionView else { return MosaicSectionLayout() }
    return MosaicSectionLayout(
      lineCount: delegate.collectionView(cv, layout: layout, lineCountForSectionAt: parameters.section),
      lineMultiple: Double(delegate.collectionView(cv, layout: layout, lineMultipleForSectionAt: parameters.section)),
      interItemSpacing: Double(parameters.itemSpacing), lineSpacing: Double(parameters.lineSpacing))
  }

  /// The aspect ratio and whether the item may be big.
  open func itemInput(at indexPath: IndexPath, layout: PluginLayout) -> ItemInput {
    layout.itemCalls(delegate)?.itemInput(at: indexPath) ?? ItemInput()
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
