import CollectionLayout

/// A compositional layout in a spec (`layout: {compositional: {…}}`): the configuration and
/// the section every spec section uses unless it gives its own.
public struct CompositionalSpec: Sendable {
  /// `scrollDirection` of the configuration.
  public var scrollDirection: ScrollDirection = .vertical
  /// `interSectionSpacing` of the configuration.
  public var interSectionSpacing = 0.0
  /// Layout-wide boundary supplementaries.
  public var boundarySupplementaryItems: [BoundarySupplementarySpec] = []
  /// The section of spec sections without a `section` of their own.
  public var section: CompositionalSectionSpec?

  /// Creates an empty compositional spec.
  public init() {}
}

/// `LayoutSection` as a value: what a spec file says of one compositional section.
public struct CompositionalSectionSpec: Sendable {
  /// The section's group.
  public var group: GroupSpec
  /// `contentInsets`.
  public var contentInsets = DirectionalEdgeInsets.zero
  /// `interGroupSpacing`.
  public var interGroupSpacing = 0.0
  /// `orthogonalScrollingBehavior`.
  public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
  /// `boundarySupplementaryItems`.
  public var boundarySupplementaryItems: [BoundarySupplementarySpec] = []
  /// `supplementariesFollowContentInsets`.
  public var supplementariesFollowContentInsets = true
  /// `decorationItems` (backgrounds).
  public var decorationItems: [DecorationSpec] = []

  /// A section of `group`.
  public init(group: GroupSpec) { self.group = group }
}

/// `LayoutItem` as a value.
public struct ItemSpec: Sendable {
  /// `layoutSize`.
  public var layoutSize: LayoutSize
  /// `contentInsets`.
  public var contentInsets = DirectionalEdgeInsets.zero
  /// `edgeSpacing`.
  public var edgeSpacing: LayoutEdgeSpacing?
  /// `supplementaryItems` (badges).
  public var supplementaryItems: [SupplementarySpec] = []

  /// An item of `layoutSize`.
  public init(layoutSize: LayoutSize) { self.layoutSize = layoutSize }
}

/// `LayoutGroup` as a value.
public struct GroupSpec: Sendable {
  /// How the group arranges its subitems.
  public enum Arrangement: Sendable {
    /// `.horizontal(layoutSize:subitems:)`, or `subitem:count:` when `count` is set.
    case horizontal
    /// `.vertical(layoutSize:subitems:)`, or `subitem:count:` when `count` is set.
    case vertical
    /// `.custom(layoutSize:itemProvider:)` returning these frames.
    case custom([LayoutGroupCustomItem])
  }

  /// Horizontal, vertical or custom.
  public var arrangement: Arrangement
  /// `layoutSize`.
  public var layoutSize: LayoutSize
  /// The subitems (one, with `count`).
  public var subitems: [SubitemSpec] = []
  /// The subitem count of `subitem:count:`.
  public var count: Int?
  /// `interItemSpacing`.
  public var interItemSpacing: LayoutSpacing?
  /// `contentInsets`.
  public var contentInsets = DirectionalEdgeInsets.zero
  /// `edgeSpacing`.
  public var edgeSpacing: LayoutEdgeSpacing?

  /// A group of `layoutSize`.
  public init(arrangement: Arrangement, layoutSize: LayoutSize) {
    self.arrangement = arrangement
    self.layoutSize = layoutSize
  }
}

/// A group's subitem: an item or a nested group.
public indirect enum SubitemSpec: Sendable {
  /// A leaf item.
  case item(ItemSpec)
  /// A nested group.
  case group(GroupSpec)
}

/// `LayoutSupplementaryItem` as a value (a badge anchored to its item).
public struct SupplementarySpec: Sendable {
  /// `elementKind`.
  public var kind: String
  /// `layoutSize`.
  public var layoutSize: LayoutSize
  /// `containerAnchor`.
  public var containerAnchor: LayoutAnchor
  /// `zIndex`.
  public var zIndex = 1

  /// A supplementary of `kind`.
  public init(kind: String, layoutSize: LayoutSize, containerAnchor: LayoutAnchor) {
    self.kind = kind
    self.layoutSize = layoutSize
    self.containerAnchor = containerAnchor
  }
}

/// `LayoutBoundarySupplementaryItem` as a value.
public struct BoundarySupplementarySpec: Sendable {
  /// `elementKind`.
  public var kind: String
  /// `layoutSize`.
  public var layoutSize: LayoutSize
  /// `alignment`.
  public var alignment: RectAlignment
  /// `offset` (the initializer's `absoluteOffset`).
  public var offset = Point.zero
  /// `extendsBoundary`.
  public var extendsBoundary = true
  /// `pinToVisibleBounds`.
  public var pinToVisibleBounds = false
  /// `zIndex`.
  public var zIndex = 1

  /// A boundary supplementary of `kind`.
  public init(kind: String, layoutSize: LayoutSize, alignment: RectAlignment) {
    self.kind = kind
    self.layoutSize = layoutSize
    self.alignment = alignment
  }
}

/// `LayoutDecorationItem.background(elementKind:)` as a value.
public struct DecorationSpec: Sendable {
  /// `elementKind`.
  public var kind: String
  /// `contentInsets`.
  public var contentInsets = DirectionalEdgeInsets.zero
  /// `zIndex`.
  public var zIndex = 0

  /// A background of `kind`.
  public init(kind: String) { self.kind = kind }
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
