/// How a list section looks and which headers and footers it has, as UIKit's
/// `UICollectionLayoutListConfiguration` (iOS 14): hand it to
/// ``LayoutSection/list(using:layoutEnvironment:)`` for one section, or to the UIKit
/// module's `CompositionalLayout.list(using:)` for a layout of list sections.
///
/// A list section is one full-width row per item, each estimated at
/// ``estimatedRowHeight`` and sized by its cell, with a header and a footer per section
/// when asked for. What the appearance changes in the layout (UIKit documents none of
/// these numbers; these are the engine's own, and ``headerTopPadding`` or the returned
/// section's properties override them):
///
/// | appearance | rows span | headers and footers | padding at the section's start |
/// | --- | --- | --- | --- |
/// | `plain`, `sidebarPlain` | the configuration's boundary (the safe area by default) | pinned while their section shows | 0 |
/// | `grouped` | the configuration's boundary | scroll with the rows | ``groupedSectionPadding`` |
/// | `insetGrouped` | the layout margins | scroll with the rows | ``groupedSectionPadding`` |
/// | `sidebar` | the configuration's boundary | scroll with the rows | 0 |
///
/// Pinning follows Apple's `UITableView.Style` documentation, lists being the collection
/// view's table styles: a plain table's headers and footers float as it scrolls, a grouped
/// table's do not.
///
/// Separators are placed by the layout as decorations (see ``ListSeparatorConfiguration``),
/// and so is each section's background (``backgroundColor``). Swipe actions are the UIKit
/// module's: its `leadingSwipeActionsConfigurationProvider` and
/// `trailingSwipeActionsConfigurationProvider` (iOS, Mac Catalyst, visionOS).
public struct LayoutListConfiguration: Hashable, Sendable {
  /// A list's overall look, as `UICollectionLayoutListConfiguration.Appearance`.
  public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Edge-to-edge rows; headers and footers pinned while their section shows.
    case plain
    /// Sections set apart by padding; rows edge to edge.
    case grouped
    /// Sections set apart by padding; rows inside the collection view's layout margins.
    case insetGrouped
    /// A sidebar's rows (iPad); headers scroll with the rows.
    case sidebar
    /// A sidebar's rows laid out as `plain`.
    case sidebarPlain
  }

  /// Whether each section has a header, as `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
    /// No header.
    case none
    /// A header supplementary of kind ``ElementKind/listSectionHeader`` (UIKit's
    /// `elementKindSectionHeader`) above the rows.
    case supplementary
    /// The first item is the header: your cell styles it; the layout places it as a row.
    case firstItemInSection
  }

  /// Whether each section has a footer, as `UICollectionLayoutListConfiguration.FooterMode`.
  public enum FooterMode: String, Hashable, Sendable, CaseIterable {
    /// No footer.
    case none
    /// A footer supplementary of kind ``ElementKind/listSectionFooter`` below the rows.
    case supplementary
  }

  /// The height rows, headers and footers are estimated at until their views are measured:
  /// 44 points, UIKit's standard row height.
  public static let estimatedRowHeight = 44.0
  /// The automatic padding at the start of a `grouped` or `insetGrouped` section, above its
  /// header or, without one, its first row: 35 points, the gap a grouped `UITableView` has
  /// long left above a section without a header (not documented by Apple).
  public static let groupedSectionPadding = 35.0

  /// The overall look; fixed at creation, as UIKit's.
  public let appearance: Appearance
  /// Whether each section has a header (none by default).
  public var headerMode = HeaderMode.none
  /// Whether each section has a footer (none by default).
  public var footerMode = FooterMode.none
  /// The space at the start of each section, above its header (or its first row without
  /// one), as UIKit's `headerTopPadding` (iOS 15); `nil`, the default, is automatic: see
  /// the type's table. A negative, non-finite or overlong value is repaired with a
  /// diagnostic when the section is laid out.
  public var headerTopPadding: Double?
  /// Whether the list places separators between its items, as UIKit's `showsSeparators`:
  /// on by default, except on tvOS, where UIKit's lists draw none and the property is
  /// unavailable. Off, ``separatorConfiguration`` and ``itemSeparatorHandler`` have no effect.
  public var showsSeparators = ListSeparatorConfiguration.platformShowsSeparators
  /// The section-wide separators, as UIKit's `separatorConfiguration` (iOS 14.5): the
  /// appearance's defaults unless changed.
  public var separatorConfiguration: ListSeparatorConfiguration
  /// Changes the separators of one item, as UIKit's `itemSeparatorHandler` (iOS 14.5): it
  /// gets the item's index path and its configuration with automatic visibilities and
  /// insets resolved, and returns the configuration the item's separators take.
  ///
  /// The engine calls it when a query finds the item (every query that returns the item's
  /// separators), as UIKit calls it when it configures a cell, so it must answer from the
  /// item's index path alone; what it returns is repaired without a report, as a
  /// visible-items handler's changes are. Two configurations are equal only when they hold
  /// the same handler (the one set on one of them, then copied).
  public var itemSeparatorHandler: ItemSeparatorHandler? {
    get { handlerBox?.handler }
    set { handlerBox = newValue.map(HandlerBox.init) }
  }

  /// The closure type of ``itemSeparatorHandler``: an item's index path and its resolved
  /// configuration in, the configuration its separators take out.
  public typealias ItemSeparatorHandler =
    @Sendable (_ itemPath: ItemPath, _ sectionSeparatorConfiguration: ListSeparatorConfiguration) ->
    ListSeparatorConfiguration

  /// The colour behind each section, as UIKit's `backgroundColor`: `nil`, the default, is
  /// the system background of the appearance (see ``resolvedBackgroundColor``). The layout
  /// places it as a decoration of kind ``ElementKind/listBackground`` covering the section,
  /// its padding, header and footer included, from edge to edge of the collection view;
  /// like the separators, it is the layout's own drawing, which a visible-items handler is
  /// not handed.
  public var backgroundColor: LayoutColor?

  /// The swipe actions' providers an adapter set (the UIKit module's
  /// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider`).
  package var swipeActionProviders = ListSwipeActionProviders()

  /// The handler, in a reference whose identity makes configurations comparable.
  private var handlerBox: HandlerBox?

  /// Holds an ``ItemSeparatorHandler``; equal to itself only.
  private final class HandlerBox: Hashable, Sendable {
    let handler: ItemSeparatorHandler
    init(_ handler: @escaping ItemSeparatorHandler) { self.handler = handler }
    static func == (a: HandlerBox, b: HandlerBox) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// Creates a configuration with `appearance`, no header or footer, automatic padding, and
  /// the appearance's separators.
  public init(appearance: Appearance) {
    self.appearance = appearance
    self.separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The padding at each section's start: ``headerTopPadding``, or the appearance's.
  public var resolvedHeaderTopPadding: Double {
    if let headerTopPadding { return headerTopPadding }
    switch appearance {
    case .grouped, .insetGrouped: return Self.groupedSectionPadding
    case .plain, .sidebar, .sidebarPlain: return 0
    }
  }

  /// Whether headers and footers stay pinned while their section shows.
  var pinsSupplementaries: Bool { appearance == .plain || appearance == .sidebarPlain }
}

extension ElementKind {
  /// A list section's header, spelled as UIKit's `UICollectionView.elementKindSectionHeader`
  /// so that a compositional adapter, which passes kinds to the data source verbatim, asks
  /// for it by UIKit's name.
  public static let listSectionHeader: ElementKind = "UICollectionElementKindSectionHeader"
  /// A list section's footer, spelled as UIKit's `UICollectionView.elementKindSectionFooter`.
  public static let listSectionFooter: ElementKind = "UICollectionElementKindSectionFooter"
}

extension LayoutSection {
  /// A list section, as UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`:
  /// one full-width row per item estimated at ``LayoutListConfiguration/estimatedRowHeight``,
  /// with the header, footer, insets and padding the configuration asks for (see
  /// ``LayoutListConfiguration``). The section is yours to change further.
  ///
  /// - Parameters:
  ///   - configuration: The list's look, headers and footers.
  ///   - layoutEnvironment: The section provider's environment. UIKit's signature asks for
  ///     it; this section reads nothing from it, since the layout margins an `insetGrouped`
  ///     list keeps to are resolved each time the section is laid out.
  /// - Returns: A new section.
  /// - Complexity: O(1).
  public static func list(using configuration: LayoutListConfiguration, layoutEnvironment: LayoutEnvironment)
    -> LayoutSection
  {
    list(using: configuration)
  }

  /// ``list(using:layoutEnvironment:)`` without an environment (the spec reader's, which
  /// builds sections before any environment exists).
  static func list(using configuration: LayoutListConfiguration) -> LayoutSection {
    let row = LayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(LayoutListConfiguration.estimatedRowHeight))
    let section = LayoutSection(group: .horizontal(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
    func supplementary(_ kind: ElementKind, _ alignment: RectAlignment) -> LayoutBoundarySupplementaryItem {
      let item = LayoutBoundarySupplementaryItem(layoutSize: row, elementKind: kind.rawValue, alignment: alignment)
      item.pinToVisibleBounds = configuration.pinsSupplementaries
      return item
    }
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(supplementary(.listSectionHeader, .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(supplementary(.listSectionFooter, .bottom))
    }
    if configuration.appearance == .insetGrouped {
      section.contentInsetsReference = .layoutMargins
      section.supplementaryContentInsetsReference = .layoutMargins
    }
    section.headerTopPadding = configuration.resolvedHeaderTopPadding
    section.listBackgroundColor = configuration.resolvedBackgroundColor
    if !configuration.swipeActionProviders.isEmpty {
      section.listSwipeActionProviders = configuration.swipeActionProviders
    }
    if configuration.showsSeparators {
      section.listSeparators = ListSeparators(
        appearance: configuration.appearance, configuration: configuration.separatorConfiguration,
        handler: configuration.itemSeparatorHandler, firstItemIsHeader: configuration.headerMode == .firstItemInSection)
    }
    return section
  }

  /// The value a spec's `list` section lays out.
  package static func listNode(using configuration: LayoutListConfiguration) -> SectionNode {
    list(using: configuration).snapshot()
  }
}
