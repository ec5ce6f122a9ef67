import Foundation

/// Scales fonts and lengths to the person's text size, as UIKit's `UIFontMetrics` (iOS 11):
/// Apple's documented way to make a custom font follow Dynamic Type.
///
/// Headless, every text style scales as body text does in the type table of Apple's Human
/// Interface Guidelines (body at 14, 15, 16, 17, 19, 21 and 23 points from extra small to
/// extra extra extra large, 28, 33, 40, 47 and 53 at the accessibility sizes; 17 at the
/// default, Large): a font scales by its size's ratio to 17. UIKit's per-style tables are
/// not modelled. A trait collection without a text size scales nothing.
public final class UIFontMetrics: NSObject, Sendable {
  /// The metrics of body text.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// The text style whose scaling applies.
  public let textStyle: UIFont.TextStyle

  /// The metrics of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// `font` scaled to the text size of `traitCollection` (headless: none given is Large,
  /// where UIKit reads the current traits).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
    UIFont(pointSize: scaledValue(for: font.pointSize, compatibleWith: traitCollection), isBold: font.isBold)
  }

  /// `font` scaled as ``scaledFont(for:compatibleWith:)``, at most `maximumPointSize` points
  /// (0: no limit).
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil
  ) -> UIFont {
    let scaled = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
    let size = maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled
    return UIFont(pointSize: size, isBold: font.isBold)
  }

  /// `value` scaled to the text size of `traitCollection`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
    let category = traitCollection?.preferredContentSizeCategory ?? .large
    guard let size = Self.bodySizes[category] else { return value }
    return value * size / 17
  }

  /// Body text's point size at each text size (Human Interface Guidelines).
  private static let bodySizes: [UIContentSizeCategory: CGFloat] = [
    .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
    .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
    .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
  ]
}
