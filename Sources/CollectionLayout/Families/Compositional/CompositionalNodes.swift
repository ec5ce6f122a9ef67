/// The compositional model as values: what the engine lays out. There is one model; the
/// public classes (`LayoutSection`, `LayoutGroup`, `LayoutItem`, …) are its Apple-shaped
/// shell, snapshotting themselves into these values each time a section is laid out (so
/// later changes to a class never race a layout), and the spec reader builds these values
/// directly.

/// An item or, with `group`, a group.
package struct ItemNode: Sendable {
  package var size: LayoutSize
  package var contentInsets = DirectionalEdgeInsets.zero
  package var edgeSpacing: LayoutEdgeSpacing?
  package var badges: [BadgeNode] = []
  package var group: GroupNode?

  /// An item (or, with `group`, a group) of `size`.
  package init(size: LayoutSize, group: GroupNode? = nil) {
    self.size = size
    self.group = group
  }
}

/// How a group arranges its subitems.
package struct GroupNode: Sendable {
  package enum Arrangement: Sendable {
    case horizontal(Repetition)
    case vertical(Repetition)
    case custom(LayoutGroupCustomItemProvider)
  }
  /// How many subitems a horizontal or vertical group places along its axis, and at what
  /// length.
  package enum Repetition: Sendable {
    /// Each subitem once, then repeated in order while the next fits
    /// (`horizontal(layoutSize:subitems:)`).
    case whileTheyFit
    /// This many copies of the one subitem sharing the axis equally, whatever its own
    /// length (`horizontal(layoutSize:subitem:count:)`, iOS 13).
    case equalSlots(Int)
    /// This many copies of the one subitem at its own length, whether or not they fit
    /// (`horizontal(layoutSize:repeatingSubitem:count:)`, iOS 16).
    case ownLength(Int)

    /// The number of copies, or `nil` while they fit.
    package var count: Int? {
      switch self {
      case .whileTheyFit: nil
      case .equalSlots(let c), .ownLength(let c): c
      }
    }
  }
  package var arrangement: Arrangement
  package var subitems: [ItemNode]
  package var interItemSpacing: LayoutSpacing?

  /// A group arranging `subitems`.
  package init(arrangement: Arrangement, subitems: [ItemNode], interItemSpacing: LayoutSpacing? = nil) {
    self.arrangement = arrangement
    self.subitems = subitems
    self.interItemSpacing = interItemSpacing
  }
}

/// A supplementary attached to an item.
package struct BadgeNode: Sendable {
  package var size: LayoutSize
  package var kind: ElementKind
  package var anchor: LayoutAnchor
  /// The point of the badge that meets `anchor`'s point on the item (`nil`: the same edges).
  package var itemAnchor: LayoutAnchor?
  package var zIndex = 1

  /// A badge of `kind` anchored to its item.
  package init(size: LayoutSize, kind: ElementKind, anchor: LayoutAnchor) {
    self.size = size
    self.kind = kind
    self.anchor = anchor
  }
}

/// A header or footer of a section or of the layout.
package struct BoundaryNode: Sendable {
  package var size: LayoutSize
  package var kind: ElementKind
  package var alignment: RectAlignment
  package var offset = Point.zero
  package var extendsBoundary = true
  package var pinned = false
  package var zIndex = 1
  package var contentInsets = DirectionalEdgeInsets.zero

  /// A boundary supplementary of `kind` at `alignment`.
  package init(size: LayoutSize, kind: ElementKind, alignment: RectAlignment) {
    self.size = size
    self.kind = kind
    self.alignment = alignment
  }
}

/// A section decoration (background).
package struct DecorationNode: Sendable {
  package var kind: ElementKind
  package var contentInsets = DirectionalEdgeInsets.zero
  package var zIndex = 0

  /// A background of `kind`.
  package init(kind: ElementKind) { self.kind = kind }
}

/// A section.
package struct SectionNode: Sendable {
  package var group: ItemNode
  package var contentInsets = DirectionalEdgeInsets.zero
  package var interGroupSpacing = 0.0
  package var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
  package var orthogonalScrollingProperties = OrthogonalScrollingProperties()
  package var boundaries: [BoundaryNode] = []
  package var supplementariesFollowContentInsets = true
  package var contentInsetsReference = ContentInsetsReference.automatic
  package var supplementaryContentInsetsReference = ContentInsetsReference.automatic
  package var decorations: [DecorationNode] = []
  package var visibleItemsHandler: VisibleItemsHandler?
  /// The space before the section's own start supplementaries (a list's header top padding).
  package var headerTopPadding = 0.0
  /// A list section's separators, placed beside its items.
  package var listSeparators: ListSeparators?
  /// A list section's background colour, placed as a ``ElementKind/listBackground`` decoration.
  package var listBackgroundColor: LayoutColor?
  /// A list section's swipe actions' providers, which the engine only carries.
  package var listSwipeActionProviders: ListSwipeActionProviders?

  /// A section repeating `group` (an ``ItemNode`` holding a ``GroupNode``).
  package init(group: ItemNode) { self.group = group }
}

/// Layout-wide settings.
package struct ConfigurationNode: Sendable {
  package var scrollDirection = ScrollDirection.vertical
  package var interSectionSpacing = 0.0
  package var boundaries: [BoundaryNode] = []
  package var contentInsetsReference = ContentInsetsReference.safeArea

  /// The default configuration: vertical, no spacing, no supplementaries.
  package init() {}
}
