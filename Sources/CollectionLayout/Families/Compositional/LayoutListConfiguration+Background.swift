extension LayoutListConfiguration {
  /// UIKit's `systemBackground` in the light interface style, white: the engine's default
  /// behind `plain` and `sidebarPlain` lists. A UIKit adapter draws it with the dynamic
  /// colour itself, which follows dark mode.
  public static let systemBackgroundColor = LayoutColor(rgb: 0xFFFFFF)
  /// UIKit's `systemGroupedBackground` in the light interface style (#F2F2F7): the engine's
  /// default behind `grouped`, `insetGrouped` and `sidebar` lists, as grouped table views
  /// have it. A UIKit adapter draws it with the dynamic colour.
  public static let systemGroupedBackgroundColor = LayoutColor(rgb: 0xF2F2F7)

  /// The colour behind each section: ``backgroundColor``, or, where it is `nil`, the
  /// system background of the appearance. Apple documents only that `nil` means "the
  /// system background color for the specified appearance"; which one is the engine's
  /// choice: grouped for the appearances that set sections apart (a sidebar looks as an
  /// inset-grouped list on an iPhone), plain for the others.
  public var resolvedBackgroundColor: LayoutColor {
    if let backgroundColor { return backgroundColor }
    switch appearance {
    case .plain, .sidebarPlain: return Self.systemBackgroundColor
    case .grouped, .insetGrouped, .sidebar: return Self.systemGroupedBackgroundColor
    }
  }
}

extension ElementKind {
  /// A list section's background, placed behind its rows (``ZIndex/background``) over the
  /// whole section in ``LayoutListConfiguration/resolvedBackgroundColor``. The name cannot
  /// clash with a decoration kind an app registers (such as `"background"`).
  public static let listBackground: ElementKind = "CollectionLayoutListBackground"
}
