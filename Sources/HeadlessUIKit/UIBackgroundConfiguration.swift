import Foundation

/// A cell's background, as UIKit's `UIBackgroundConfiguration` (iOS 14). Headless, nothing is
/// drawn: the cell keeps the configuration so a test reads it. The list styles' colours are
/// UIKit's semantic background colours in the light appearance (UIKit documents the roles,
/// not the values it picks for each state).
public struct UIBackgroundConfiguration: Hashable, Sendable {
  /// The style it was made as (`"clear"`, `"listGroupedCell"`, …), HeadlessUIKit's own record.
  public let styleName: String
  /// The fill colour.
  public var backgroundColor: UIColor?
  /// The corner radius.
  public var cornerRadius: CGFloat = 0
  /// How far the background lies inside the cell.
  public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The outline colour.
  public var strokeColor: UIColor?
  /// The outline width.
  public var strokeWidth: CGFloat = 0
  /// How far the outline lies outside the background.
  public var strokeOutset: CGFloat = 0

  private init(styleName: String, backgroundColor: UIColor?) {
    self.styleName = styleName
    self.backgroundColor = backgroundColor
  }

  /// No background.
  public static func clear() -> UIBackgroundConfiguration { .init(styleName: "clear", backgroundColor: .clear) }
  /// A plain list's row.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    .init(styleName: "listPlainCell", backgroundColor: .systemBackground)
  }
  /// A plain list's header or footer.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    .init(styleName: "listPlainHeaderFooter", backgroundColor: .systemBackground)
  }
  /// A grouped list's row.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    .init(styleName: "listGroupedCell", backgroundColor: .secondarySystemGroupedBackground)
  }
  /// A grouped list's header or footer.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    .init(styleName: "listGroupedHeaderFooter", backgroundColor: .clear)
  }
  /// A sidebar's header.
  public static func listSidebarHeader() -> UIBackgroundConfiguration {
    .init(styleName: "listSidebarHeader", backgroundColor: .clear)
  }
  /// A sidebar's row.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    .init(styleName: "listSidebarCell", backgroundColor: .clear)
  }
  /// A sidebar's row beside other content.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    .init(styleName: "listAccompaniedSidebarCell", backgroundColor: .clear)
  }

  /// The same configuration: headless, no state changes a background.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}
