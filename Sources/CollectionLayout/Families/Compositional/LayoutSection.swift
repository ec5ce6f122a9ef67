/// A section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated
/// along the scroll axis, with spacing, insets, boundary supplementaries and decorations.
open class LayoutSection {
  /// The group repeated for the section's items.
  public let group: LayoutGroup
  /// Insets around the section's groups.
  public var contentInsets = DirectionalEdgeInsets.zero
  /// The space between consecutive groups (not after the last).
  public var interGroupSpacing = 0.0
  /// How the section scrolls on its own (see ``OrthogonalScrollingBehavior``).
  public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
  /// How the section's strip bounces and slows down when it scrolls on its own (iOS 17).
  public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
  /// Headers and footers of the section.
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
  /// Whether boundary supplementaries follow the section's leading and trailing insets.
  public var supplementariesFollowContentInsets = true
  /// The boundary ``contentInsets`` are measured from across the scroll axis (iOS 14);
  /// `automatic` follows the configuration's ``CompositionalLayoutConfiguration/contentInsetsReference``.
  /// The section's groups, decorations and strip content keep inside it; an orthogonally
  /// scrolling section's strip content never reaches outside the safe area.
  public var contentInsetsReference = ContentInsetsReference.automatic
  /// The boundary the section's boundary supplementaries are placed from across the scroll
  /// axis (iOS 16); `automatic` follows the configuration's, as the SDK header says, not
  /// the section's ``contentInsetsReference``.
  public var supplementaryContentInsetsReference = ContentInsetsReference.automatic
  /// Decorations (backgrounds) of the section.
  public var decorationItems: [LayoutDecorationItem] = []
  /// Called with the section's elements before each query returns them; it may change
  /// their alpha, transform, zIndex and hidden flag.
  public var visibleItemsInvalidationHandler: VisibleItemsHandler?
  /// The space before the section's own header (or, without one, its content): a list
  /// section's ``LayoutListConfiguration/headerTopPadding``; UIKit's sections have no such
  /// property, so only ``list(using:layoutEnvironment:)`` sets it.
  var headerTopPadding = 0.0
  /// A list section's separators (set by ``list(using:layoutEnvironment:)`` when the
  /// configuration shows them; UIKit's sections have no such property either).
  var listSeparators: ListSeparators?
  /// A list section's background colour (see ``LayoutListConfiguration/backgroundColor``);
  /// `nil` for a section not made by ``list(using:layoutEnvironment:)``.
  var listBackgroundColor: LayoutColor?
  /// A list section's swipe actions' providers (set by ``list(using:layoutEnvironment:)``
  /// when its configuration has any), for an adapter to find by section.
  var listSwipeActionProviders: ListSwipeActionProviders?

  /// Creates a section repeating `group`.
  public init(group: LayoutGroup) { self.group = group }

  /// The value the engine lays out.
  func snapshot() -> SectionNode {
    var node = SectionNode(group: group.snapshot())
    node.contentInsets = contentInsets
    node.interGroupSpacing = interGroupSpacing
    node.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    node.orthogonalScrollingProperties = orthogonalScrollingProperties
    node.boundaries = boundarySupplementaryItems.map { $0.boundary() }
    node.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    node.contentInsetsReference = contentInsetsReference
    node.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    node.decorations = decorationItems.map { $0.decoration() }
    node.visibleItemsHandler = visibleItemsInvalidationHandler
    node.headerTopPadding = headerTopPadding
    node.listSeparators = listSeparators
    node.listBackgroundColor = listBackgroundColor
    node.listSwipeActionProviders = listSwipeActionProviders
    return node
  }
}

/// Layout-wide settings of a compositional layout, as
/// `UICollectionViewCompositionalLayoutConfiguration`.
open class CompositionalLayoutConfiguration {
  /// Which way the layout scrolls.
  public var scrollDirection = ScrollDirection.vertical
  /// The space between consecutive sections.
  public var interSectionSpacing = 0.0
  /// The layout's own header and footer: placed before the first section's content and
  /// after the last section's (identified by section 0 and the last section).
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
  /// The boundary sections measure their insets from across the scroll axis when theirs
  /// is `automatic`, and the one the layout's own supplementaries keep to (iOS 14). The
  /// default is the safe area; `automatic` means the safe area too.
  public var contentInsetsReference = ContentInsetsReference.safeArea

  /// Creates the default configuration: vertical, no spacing, no supplementaries.
  public init() {}

  /// A new configuration with the same settings (the supplementaries themselves shared), as
  /// `NSCopying` copies UIKit's.
  package func copy() -> CompositionalLayoutConfiguration {
    let copy = CompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }

  /// The value the engine lays out.
  func snapshot() -> ConfigurationNode {
    var node = ConfigurationNode()
    node.scrollDirection = scrollDirection
    node.interSectionSpacing = interSectionSpacing
    node.boundaries = boundarySupplementaryItems.map { $0.boundary() }
    node.contentInsetsReference = contentInsetsReference
    return node
  }
}

/// The size a compositional element is resolved against, as `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
  /// The container's size.
  public var contentSize: Size
  /// Its insets (zero for groups handed to custom closures).
  public var contentInsets: DirectionalEdgeInsets
  /// The size less the insets: what fractions resolve against.
  public var effectiveContentSize: Size {
    Size(
      width: Swift.max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: Swift.max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
  /// The insets (alias of `contentInsets`, as UIKit names both).
  public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
  /// Creates a container.
  public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }
}

extension LayoutEnvironment {
  /// The collection view as a compositional layout's container: its bounds less the content
  /// inset, and less the safe area across the scroll axis (as UIKit's section container).
  public var container: LayoutContainer {
    var size = Size(
      width: containerSize.width - contentInset.horizontal, height: containerSize.height - contentInset.vertical)
    switch scrollDirection {
    case .vertical: size.width -= safeArea.horizontal
    case .horizontal: size.height -= safeArea.vertical
    }
    return LayoutContainer(contentSize: Size(width: Swift.max(0, size.width), height: Swift.max(0, size.height)))
  }
}
