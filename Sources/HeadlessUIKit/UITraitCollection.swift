import Foundation

/// The reading direction of a view's content, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// The layout direction a trait collection carries, as UIKit's
/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// Not specified (treated as left to right).
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// How a view's content is laid out whatever the language, as UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the trait collection's direction.
  case unspecified = 0
  /// Playback controls: never flipped.
  case playback
  /// Spatial controls: never flipped.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}

/// The traits of a view's environment that layouts read: display scale and layout
/// direction, as UIKit's `UITraitCollection`.
public final class UITraitCollection: Sendable {
  /// Points per pixel (UIKit's default for an unspecified scale is 0).
  public let displayScale: CGFloat
  /// The layout direction.
  public let layoutDirection: UITraitEnvironmentLayoutDirection

  /// A collection with every trait unspecified.
  public convenience init() { self.init(displayScale: 0, layoutDirection: .unspecified) }

  /// A collection with only the display scale specified.
  public convenience init(displayScale: CGFloat) {
    self.init(displayScale: displayScale, layoutDirection: .unspecified)
  }

  /// A collection with only the layout direction specified.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(displayScale: 0, layoutDirection: layoutDirection)
  }

  /// Merges collections: later ones win for each trait they specify.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    var scale: CGFloat = 0
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    for c in collections {
      if c.displayScale != 0 { scale = c.displayScale }
      if c.layoutDirection != .unspecified { direction = c.layoutDirection }
    }
    self.init(displayScale: scale, layoutDirection: direction)
  }

  private init(displayScale: CGFloat, layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
  }
}
