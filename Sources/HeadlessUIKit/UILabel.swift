import Foundation

/// A font, as UIKit's `UIFont` (headless: a point size and whether it is bold). Immutable
/// and `Sendable`, as the SDK declares UIKit's (`NS_SWIFT_SENDABLE`), so it is made anywhere.
open class UIFont: NSObject, @unchecked Sendable {
  /// The point size.
  public let pointSize: CGFloat
  /// Whether the font is bold.
  public let isBold: Bool

  init(pointSize: CGFloat, isBold: Bool) {
    self.pointSize = pointSize
    self.isBold = isBold
  }

  /// The system font at `fontSize`.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: false) }
  /// The bold system font at `fontSize`.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: true) }

  /// The font of a text style at the default content size, by Apple's Human Interface
  /// Guidelines' type table (headline bold, 17 points; body 17; footnote 13; …).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(pointSize: style.defaultPointSize, isBold: style == .headline)
  }

  /// A text style, as UIKit's `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public var rawValue: String
    /// Creates a style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The largest title (34 points).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title (28 points).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title (22 points).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title (20 points).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A heading (17 points, bold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Body text (17 points).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout (16 points).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A subheading (15 points).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// A footnote (13 points).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A caption (12 points).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// A smaller caption (11 points).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size at the default (large) content size.
    var defaultPointSize: CGFloat {
      let sizes: [TextStyle: CGFloat] = [
        .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
        .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
      ]
      return sizes[self] ?? 17
    }
  }
}

/// How text lines up, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// Lines start at the left edge.
  case left
  /// Lines are centred.
  case center
  /// Lines end at the right edge.
  case right
  /// Lines fill the width.
  case justified
  /// Left or right, as the writing direction reads.
  case natural
}

/// A label, as UIKit's `UILabel` (headless: it holds its text; sample cells set it).
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown.
  open var text: String?
  /// The font.
  open var font: UIFont! = UIFont.systemFont(ofSize: 17)
  /// The text colour.
  open var textColor: UIColor! = UIColor(white: 0, alpha: 1)
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// At most this many lines (0: any).
  open var numberOfLines = 1

  /// A label with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Labels are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// The text's size on one line. Headless no glyph is measured: each character is half
  /// the font's point size wide, and a line 1.2 times the point size high (UIKit's
  /// system font averages about that); no text is zero by zero, as in UIKit.
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    return CGSize(
      width: (CGFloat(text.count) * font.pointSize / 2).rounded(.up), height: (font.pointSize * 1.2).rounded(.up))
  }
}
