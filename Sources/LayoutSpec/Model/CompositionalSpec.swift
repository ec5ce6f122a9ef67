import CollectionLayout

/// A compositional layout in a spec (`layout: {compositional: {…}}`): the configuration and
/// the section every spec section uses unless it gives its own. The reader builds the
/// engine's compositional values directly (the model the public classes snapshot into).
public struct CompositionalSpec: Sendable {
  /// `scrollDirection`, `interSectionSpacing` and the layout-wide boundary supplementaries.
  package var configuration = ConfigurationNode()
  /// The section of spec sections without a `section` of their own.
  package var section: SectionNode?

  /// Which way the layout scrolls.
  public var scrollDirection: ScrollDirection { configuration.scrollDirection }

  /// Creates an empty compositional spec.
  package init() {}
}

/// Sizes a spec gives for estimated elements, as an adapter would report them.
public struct MeasuredSizesSpec: Sendable {
  /// Measured sizes of items, by item index.
  public var items: [Int: Size] = [:]
  /// Measured sizes of boundary supplementaries, by kind and ordinal.
  public var supplementaries: [CompositionalSectionLayout.SupplementaryKey: Size] = [:]

  /// No measured sizes.
  public init() {}
}
