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
  /// The traits, each unspecified until set (a display scale of 0 is unspecified).
  private struct Traits: Hashable, Sendable {
    var displayScale: CGFloat = 0
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
  }

  private let traits: Traits

  /// Points per pixel (UIKit's default for an unspecified scale is 0).
  public var displayScale: CGFloat { traits.displayScale }
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection { traits.layoutDirection }
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass { traits.horizontalSizeClass }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass { traits.verticalSizeClass }
  /// The person's preferred text size (iOS 10).
  public var preferredContentSizeCategory: UIContentSizeCategory { traits.preferredContentSizeCategory }

  /// A collection with every trait unspecified.
  public convenience init() { self.init(Traits()) }

  /// A collection with only the display scale specified.
  public convenience init(displayScale: CGFloat) { self.init(Traits(displayScale: displayScale)) }

  /// A collection with only the layout direction specified.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(Traits(layoutDirection: layoutDirection))
  }

  /// A collection with only the horizontal size class specified.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(Traits(horizontalSizeClass: horizontalSizeClass))
  }

  /// A collection with only the vertical size class specified.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(Traits(verticalSizeClass: verticalSizeClass))
  }

  /// A collection with only the preferred text size specified.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(Traits(preferredContentSizeCategory: preferredContentSizeCategory))
  }

  /// Merges collections: later ones win for each trait they specify.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    var merged = Traits()
    for c in collections.map(\.traits) {
      if c.displayScale != 0 { merged.displayScale = c.displayScale }
      if c.layoutDirection != .unspecified { merged.layoutDirection = c.layoutDirection }
      if c.horizontalSizeClass != .unspecified { merged.horizontalSizeClass = c.horizontalSizeClass }
      if c.verticalSizeClass != .unspecified { merged.verticalSizeClass = c.verticalSizeClass }
      if c.preferredContentSizeCategory != .unspecified {
        merged.preferredContentSizeCategory = c.preferredContentSizeCategory
      }
    }
    self.init(merged)
  }

  private init(_ traits: Traits) { self.traits = traits }
}

extension UITraitCollection: Hashable {
  /// Equal when every trait is, as UIKit's `isEqual(_:)` compares trait collections.
  public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool { a.traits == b.traits }

  /// The traits' hash.
  public func hash(into hasher: inout Hasher) { hasher.combine(traits) }
}
