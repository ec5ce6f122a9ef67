/// Value snapshots of the compositional classes: what the engine lays out. Taken when a
/// section is handed to the engine, so later changes to the classes never race a layout.

/// An item or, with `group`, a group.
struct ItemNode: Sendable {
  var size: LayoutSize
  var contentInsets: DirectionalEdgeInsets
  var edgeSpacing: LayoutEdgeSpacing?
  var badges: [BadgeNode]
  var group: GroupNode?
}

/// How a group arranges its subitems.
struct GroupNode: Sendable {
  enum Arrangement: Sendable {
    case horizontal(count: Int?)
    case vertical(count: Int?)
    case custom(LayoutGroupCustomItemProvider)
  }
  var arrangement: Arrangement
  var subitems: [ItemNode]
  var interItemSpacing: LayoutSpacing?
}

/// A supplementary attached to an item.
struct BadgeNode: Sendable {
  var size: LayoutSize
  var kind: ElementKind
  var anchor: LayoutAnchor
  var zIndex: Int
}

/// A header or footer of a section or of the layout.
struct BoundaryNode: Sendable {
  var size: LayoutSize
  var kind: ElementKind
  var alignment: RectAlignment
  var offset: Point
  var extendsBoundary: Bool
  var pinned: Bool
  var zIndex: Int
  var contentInsets: DirectionalEdgeInsets
}

/// A section decoration (background).
struct DecorationNode: Sendable {
  var kind: ElementKind
  var contentInsets: DirectionalEdgeInsets
  var zIndex: Int
}

/// A section.
struct SectionNode: Sendable {
  var group: ItemNode
  var contentInsets: DirectionalEdgeInsets
  var interGroupSpacing: Double
  var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  var boundaries: [BoundaryNode]
  var supplementariesFollowContentInsets: Bool
  var decorations: [DecorationNode]
}
