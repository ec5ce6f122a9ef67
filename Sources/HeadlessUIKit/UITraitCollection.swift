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

/// How much room the environment gives along an axis, as UIKit's `UIUserInterfaceSizeClass`
/// (its raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Constrained room (an iPhone's width in portrait).
  case compact = 1
  /// Expansive room (an iPad's width).
  case regular = 2
}

/// The traits of a view's environment that layouts and section providers read: display
/// scale, layout direction, size classes and preferred text size, as UIKit's
/// `UITraitCollection`.
public final class UITraitCollection: Sendable {
  /// Points per pixel (UIKit's default for an unspecified scale is 0).
  public let displayScale: CGFloat
  /// The layout direction.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// The horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The person's preferred text size (iOS 10).
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// A collection with every trait unspecified.
  public convenience init() { self.init(scale: 0) }

  /// A collection with only the display scale specified.
  public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

  /// A collection with only the layout direction specified.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(scale: 0, direction: layoutDirection)
  }

  /// A collection with only the horizontal size class specified.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(scale: 0, horizontal: horizontalSizeClass)
  }

  /// A collection with only the vertical size class specified.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(scale: 0, vertical: verticalSizeClass)
  }

  /// A collection with only the preferred text size specified.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(scale: 0, category: preferredContentSizeCategory)
  }

  /// Merges collections: later ones win for each trait they specify.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    var scale: CGFloat = 0
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var category = UIContentSizeCategory.unspecified
    for c in collections {
      if c.displayScale != 0 { scale = c.displayScale }
      if c.layoutDirection != .unspecified { direction = c.layoutDirection }
      if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
      if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
      if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
    }
    self.init(scale: scale, direction: direction, horizontal: horizontal, vertical: vertical, category: category)
  }

  private init(
    scale: CGFloat, direction: UITraitEnvironmentLayoutDirection = .unspecified,
    horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
    category: UIContentSizeCategory = .unspecified
  ) {
    self.displayScale = scale
    self.layoutDirection = direction
    self.horizontalSizeClass = horizontal
    self.verticalSizeClass = vertical
    self.preferredContentSizeCategory = category
  }
}

extension UITraitCollection: Hashable {
  /// Equal when every trait is, as UIKit's `isEqual(_:)` compares trait collections.
  public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
    a.displayScale == b.displayScale && a.layoutDirection == b.layoutDirection
      && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
      && a.preferredContentSizeCategory == b.preferredContentSizeCategory
  }

  /// The traits' hash.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(displayScale)
    hasher.combine(layoutDirection)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(preferredContentSizeCategory)
  }
}
