import Foundation

/// A list row's content — an image, a text and a secondary text — as UIKit's
/// `UIListContentConfiguration` (iOS 14). Headless, nothing is drawn: the content view holds
/// the configuration, so a test reads what a cell shows. Each style starts from the body font
/// for its text and the subheadline font for its secondary text (UIKit documents no style's
/// fonts or margins; `styleName` says which style it was made as).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  /// How a text is drawn.
  public struct TextProperties: Hashable, Sendable {
    /// How lines line up, as UIKit's `TextProperties.TextAlignment`.
    public enum TextAlignment: Hashable, Sendable {
      /// As the writing direction reads.
      case natural
      /// Centred.
      case center
      /// Filling the width.
      case justified
    }
    /// How letters are cased, as UIKit's `TextProperties.TextTransform`.
    public enum TextTransform: Hashable, Sendable {
      /// As written.
      case none
      /// In capitals.
      case uppercase
      /// In lower case.
      case lowercase
      /// Each word capitalised.
      case capitalized
    }
    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// How lines line up.
    public var alignment = TextAlignment.natural
    /// The most lines shown (0: as many as needed).
    public var numberOfLines = 0
    /// How letters are cased.
    public var transform = TextTransform.none
    /// Whether the font follows the content size category.
    public var adjustsFontForContentSizeCategory = true
  }

  /// How the image is drawn.
  public struct ImageProperties: Hashable, Sendable {
    /// UIKit's standard image dimension marker (`UIListContentImageStandardDimension`).
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    /// The tint of a template image.
    public var tintColor: UIColor?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is drawn at (zero: its own).
    public var maximumSize = CGSize.zero
    /// The size reserved for the image, so rows with and without one line up.
    public var reservedLayoutSize = CGSize.zero
  }

  /// The style it was made as (`"cell"`, `"sidebarHeader"`, …), HeadlessUIKit's own record.
  public let styleName: String
  /// The image.
  public var image: UIImage?
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// The main text.
  public var text: String?
  /// How the main text is drawn.
  public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
  /// The secondary text.
  public var secondaryText: String?
  /// How the secondary text is drawn.
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
  /// The margins around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  /// Whether the two texts sit side by side when they fit.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The space between the image and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the texts side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the texts one above the other.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  private init(styleName: String) { self.styleName = styleName }

  /// A row with a text.
  public static func cell() -> UIListContentConfiguration { .init(styleName: "cell") }
  /// A row with a text and a secondary text below it.
  public static func subtitleCell() -> UIListContentConfiguration { .init(styleName: "subtitleCell") }
  /// A row with a text and a secondary text beside it.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(styleName: "valueCell")
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }
  /// A plain list's header.
  public static func plainHeader() -> UIListContentConfiguration { .init(styleName: "plainHeader") }
  /// A plain list's footer.
  public static func plainFooter() -> UIListContentConfiguration { .init(styleName: "plainFooter") }
  /// A grouped list's header.
  public static func groupedHeader() -> UIListContentConfiguration { .init(styleName: "groupedHeader") }
  /// A grouped list's footer.
  public static func groupedFooter() -> UIListContentConfiguration { .init(styleName: "groupedFooter") }
  /// A sidebar's row.
  public static func sidebarCell() -> UIListContentConfiguration { .init(styleName: "sidebarCell") }
  /// A sidebar's row with a secondary text.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(styleName: "sidebarSubtitleCell") }
  /// A sidebar's row beside other content.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    .init(styleName: "accompaniedSidebarCell")
  }
  /// A sidebar's header.
  public static func sidebarHeader() -> UIListContentConfiguration { .init(styleName: "sidebarHeader") }

  /// A ``UIListContentView`` showing this configuration.
  @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

  /// The same configuration: headless, no state changes how a row's content looks.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view a ``UIListContentConfiguration`` makes, as UIKit's `UIListContentView` (iOS 14):
/// it holds the configuration it shows.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  /// The list configuration shown.
  private var listConfiguration: UIListContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
  }

  /// Views are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// The configuration shown; setting one that is not a list configuration keeps the
  /// current one (UIKit requires a list configuration).
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
  }
}
