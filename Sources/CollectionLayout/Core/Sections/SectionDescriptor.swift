/// Everything the engine needs to know about one section, except its item sizes.
///
/// The engine wraps the section's ``ItemArranger`` in the same chrome for every plugin:
/// an optional header, the item area with its insets (covered by the background
/// decoration), and an optional footer, stacked along the main axis.
public struct SectionDescriptor: Sendable {
  /// How the items are arranged.
  public var layout: any ItemArranger
  /// The header's size (physical); present only when both extents are positive.
  public var headerSize: Size
  /// The footer's size (physical); present only when both extents are positive.
  public var footerSize: Size
  /// The insets of the item area. Left and right mean leading and trailing: a
  /// right-to-left layout mirrors them with everything else.
  public var inset: LayoutEdgeInsets
  /// The colour carried by the section's background decoration, if any.
  public var backgroundColor: LayoutColor?
  /// Whether the engine places its background decoration behind the item area (split and
  /// plugin layouts always have one; compositional sections place only the decorations
  /// their model lists, so they turn it off).
  public var hasBackground = true
  /// Whether the background decoration covers the whole section, header and footer
  /// included (the scrollable-section layout's), rather than the item area alone.
  public var backgroundCoversSection = false
  /// Query-time effects, applied in order to the elements they target.
  public var effects: [SectionEffect]
  /// Whether the union of the section's cells is kept for effects applied outside the
  /// engine (an adapter's own effects read it through `LayoutModel/effectContext(forSection:scroll:)`);
  /// sections with `effects` keep it anyway. It costs one pass over the frames.
  public var keepsCellBounds = false
  /// Called with the section's elements (after effects) before every query returns them,
  /// as compositional layout's `visibleItemsInvalidationHandler`; it may change alpha,
  /// transform, zIndex and hidden, not frames or identities.
  public var visibleItemsHandler: VisibleItemsHandler?
  /// A value the engine carries for an adapter and hands back by section, never reading
  /// it (a compositional list's swipe actions' providers, whose types are UIKit's).
  package var adapterAttachment: (any Sendable)?

  /// Creates a descriptor.
  public init(
    layout: any ItemArranger, headerSize: Size = .zero, footerSize: Size = .zero,
    inset: LayoutEdgeInsets = .zero, backgroundColor: LayoutColor? = nil, effects: [SectionEffect] = []
  ) {
    self.layout = layout
    self.headerSize = headerSize
    self.footerSize = footerSize
    self.inset = inset
    self.backgroundColor = backgroundColor
    self.effects = effects
  }
}

/// A section's hook on its elements at query time, as
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: `visibleItems` are the
/// section's elements being returned (physical frames; each a reference the handler
/// changes in place, see ``LayoutVisibleItem`` for what it may change), `contentOffset`
/// the scroll position and `environment` the layout's.
public typealias VisibleItemsHandler =
  @Sendable (_ visibleItems: [LayoutVisibleItem], _ contentOffset: Point, _ environment: LayoutEnvironment) -> Void
