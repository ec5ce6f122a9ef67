/// The smallest compositional element, as `NSCollectionLayoutItem`: one cell's size, its
/// content insets, its edge spacing and the supplementaries attached to it.
///
/// A class, as in UIKit, so sample code that sets properties on a `let` ports unchanged.
/// The engine reads a snapshot taken when a section is laid out: changing an item later
/// affects only later layouts.
open class LayoutItem {
  /// The item's size, resolved against its container (its group).
  public let layoutSize: LayoutSize
  /// Supplementaries attached to the item (badges). A group's can also be set
  /// (``LayoutGroup/supplementaryItems``).
  public var supplementaryItems: [LayoutSupplementaryItem] { attachedSupplementaryItems }
  /// What ``supplementaryItems`` returns; a group's setter writes it.
  var attachedSupplementaryItems: [LayoutSupplementaryItem]
  /// Insets that shrink the item inside the space it is given (ignored on an estimated axis);
  /// negative ones grow it past that space. Each edge is bounded to ±10,000,000 points, and a
  /// NaN or infinite edge is read as 0 (reported as `item.contentInsets`).
  public var contentInsets = DirectionalEdgeInsets.zero
  /// Space around the item inside its group, applied before `contentInsets`.
  public var edgeSpacing: LayoutEdgeSpacing?

  /// Creates an item of `layoutSize`.
  public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
    self.layoutSize = layoutSize
    self.attachedSupplementaryItems = supplementaryItems
  }

  /// The value the engine lays out.
  func snapshot() -> ItemNode {
    var node = ItemNode(size: layoutSize)
    node.contentInsets = contentInsets
    node.edgeSpacing = edgeSpacing
    node.badges = attachedSupplementaryItems.map { $0.badge() }
    return node
  }
}

/// A supplementary view attached to an item (a badge), as `NSCollectionLayoutSupplementaryItem`.
open class LayoutSupplementaryItem: LayoutItem {
  /// The kind the app registers the view for.
  public let elementKind: String
  /// Where it sits on its item.
  public let containerAnchor: LayoutAnchor
  /// The point of the supplementary that meets `containerAnchor`'s point on the item;
  /// `nil` for the same edges as `containerAnchor` (the supplementary then lies inside the
  /// item, flush with them).
  public let itemAnchor: LayoutAnchor?
  /// The stacking order (1 by default: above cells).
  public var zIndex = 1

  /// Creates a supplementary of `layoutSize` (fractions resolve against the item's size)
  /// anchored to its item by `containerAnchor`.
  public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = nil
    super.init(layoutSize: layoutSize)
  }

  /// Creates a supplementary whose `itemAnchor` point meets its item's `containerAnchor`
  /// point, as `supplementaryItemWithLayoutSize:elementKind:containerAnchor:itemAnchor:`.
  /// With `containerAnchor` at the item's top-trailing corner and `itemAnchor` at the
  /// supplementary's bottom-leading one, it sits outside the corner, diagonally; each
  /// anchor's offset then moves it.
  ///
  /// - Parameters:
  ///   - layoutSize: The supplementary's size; fractions resolve against the item's size.
  ///   - elementKind: The kind the app registers the view for.
  ///   - containerAnchor: The point on the item (and an offset).
  ///   - itemAnchor: The point on the supplementary (and an offset).
  public init(
    layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize)
  }

  func badge() -> BadgeNode {
    var node = BadgeNode(size: layoutSize, kind: ElementKind(rawValue: elementKind), anchor: containerAnchor)
    node.itemAnchor = itemAnchor
    node.zIndex = zIndex
    return node
  }
}

/// A header or footer of a section or of the whole layout, as
/// `NSCollectionLayoutBoundarySupplementaryItem`.
open class LayoutBoundarySupplementaryItem: LayoutItem {
  /// The kind the app registers the view for.
  public let elementKind: String
  /// Which edge or corner of the section it sits on.
  public let alignment: RectAlignment
  /// A shift from the aligned position, in points.
  public let offset: Point
  /// Whether it makes room for itself (pushes the section's content) — true by default.
  public var extendsBoundary = true
  /// Whether it stays visible while any part of its section is — false by default.
  public var pinToVisibleBounds = false
  /// The stacking order (1 by default: above cells).
  public var zIndex = 1

  /// Creates a boundary supplementary.
  public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero) {
    self.elementKind = elementKind
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(layoutSize: layoutSize)
  }

  func boundary() -> BoundaryNode {
    var node = BoundaryNode(size: layoutSize, kind: ElementKind(rawValue: elementKind), alignment: alignment)
    node.offset = offset
    node.extendsBoundary = extendsBoundary
    node.pinned = pinToVisibleBounds
    node.zIndex = zIndex
    node.contentInsets = contentInsets
    return node
  }
}

/// A decoration view of a section, as `NSCollectionLayoutDecorationItem`: today, the
/// section's background.
open class LayoutDecorationItem: LayoutItem {
  /// The kind the app registers the view for.
  public let elementKind: String
  /// The stacking order (0 by default; the section's cells are raised above it).
  public var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  /// A background covering the section (its content insets included, its boundary
  /// supplementaries not), shrunk by the decoration's own `contentInsets`.
  public static func background(elementKind: String) -> LayoutDecorationItem {
    LayoutDecorationItem(elementKind: elementKind)
  }

  func decoration() -> DecorationNode {
    var node = DecorationNode(kind: ElementKind(rawValue: elementKind))
    node.contentInsets = contentInsets
    node.zIndex = zIndex
    return node
  }
}
