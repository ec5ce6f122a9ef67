/// How a list section draws the hairlines above and below an item, as UIKit's
/// `UIListSeparatorConfiguration` (iOS 14.5): the section-wide baseline is
/// ``LayoutListConfiguration/separatorConfiguration``, and
/// ``LayoutListConfiguration/itemSeparatorHandler`` changes it item by item.
///
/// UIKit's list cells draw their own separators; a layout of this package places each one
/// as a decoration element of kind ``ElementKind/listTopSeparator`` or
/// ``ElementKind/listBottomSeparator`` at the item's index path, one pixel thick
/// (`1 / displayScale`), which the UIKit module's adapter draws in ``color``.
///
/// A section's visible-items handler is handed the rows, not their separators, and what it
/// does to a row (moving, fading, hiding, transforming it) carries the row's separators
/// along, as UIKit's lines are drawn inside their cells.
///
/// What `automatic` resolves to is not documented by Apple; these are the engine's own
/// rules, after the table-view styles lists replace:
/// - a bottom separator between one item and the next, none below a section's last item
///   nor below a first item that stands for the header (`firstItemInSection`);
/// - no top separator;
/// - none at all in a `sidebar` or `sidebarPlain` list (``init(listAppearance:)`` hides
///   both);
/// - automatic insets start the separator at the collection view's leading layout margin,
///   measured from the item's leading edge, and end it at the item's trailing edge.
public struct ListSeparatorConfiguration: Hashable, Sendable {
  /// Whether lists show separators unless told otherwise: not on tvOS, whose UIKit marks
  /// `showsSeparators` unavailable and draws lists without them; everywhere else, yes.
  static var platformShowsSeparators: Bool {
    #if os(tvOS)
    false
    #else
    true
    #endif
  }

  /// Whether a separator shows, as `UIListSeparatorConfiguration.Visibility`.
  public enum Visibility: String, Hashable, Sendable, CaseIterable {
    /// The list section decides (see the type's rules).
    case automatic
    /// The separator shows.
    case visible
    /// The separator does not show.
    case hidden
  }

  /// Insets whose every edge asks for the automatic inset, as UIKit's
  /// `UIListSeparatorAutomaticInsets`: an edge equal to `Double.infinity` is automatic.
  public static let automaticInsets = DirectionalEdgeInsets(
    top: .infinity, leading: .infinity, bottom: .infinity, trailing: .infinity)

  /// The hairline colour a list separator takes by default: #3C3C43 at 29 % opacity, UIKit's
  /// `UIColor.separator` in the light appearance (Apple documents the colour's purpose, not
  /// its value). The UIKit module's adapter draws a separator of this colour in
  /// `UIColor.separator` itself, which follows the interface style (dark mode).
  public static let defaultColor = LayoutColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)

  /// Whether the item's top separator shows.
  public var topSeparatorVisibility = Visibility.automatic
  /// Whether the item's bottom separator shows.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The top separator's insets: `leading` and `trailing` shorten it; `top` and `bottom` are
  /// not used (a hairline has no height to inset). Automatic by default.
  public var topSeparatorInsets = Self.automaticInsets
  /// The bottom separator's insets, read as ``topSeparatorInsets``.
  public var bottomSeparatorInsets = Self.automaticInsets
  /// The separators' colour.
  public var color = Self.defaultColor
  /// The colour while the item is in a multiple selection, as UIKit's
  /// `multipleSelectionColor`: kept for code written against UIKit; the layout does not
  /// know the selection and draws ``color``.
  public var multipleSelectionColor = Self.defaultColor

  /// The defaults for a list of `listAppearance`, as UIKit's `init(listAppearance:)`:
  /// automatic everywhere, except a sidebar's separators, which are hidden.
  ///
  /// - Parameter listAppearance: The appearance of the list the configuration is for.
  public init(listAppearance: LayoutListConfiguration.Appearance) {
    if listAppearance == .sidebar || listAppearance == .sidebarPlain {
      topSeparatorVisibility = .hidden
      bottomSeparatorVisibility = .hidden
    }
  }
}

extension ElementKind {
  /// The hairline above a list item (a decoration; see ``ListSeparatorConfiguration``).
  public static let listTopSeparator: ElementKind = "CollectionLayoutListTopSeparator"
  /// The hairline below a list item (a decoration; see ``ListSeparatorConfiguration``).
  public static let listBottomSeparator: ElementKind = "CollectionLayoutListBottomSeparator"
}
