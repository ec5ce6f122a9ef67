/// The person's preferred text size (Dynamic Type), as UIKit's `UIContentSizeCategory`:
/// what a compositional section provider reads to choose a section that suits large text
/// (``LayoutEnvironment/contentSizeCategory``), and what self-sized elements were measured
/// at. The engine reads it only to forget measured sizes when it changes.
///
/// The categories are ordered from the smallest text to the largest, ``unspecified`` first.
public enum LayoutContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Not known (the default).
  case unspecified
  /// The smallest standard size.
  case extraSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// The system's default size.
  case large
  /// A large size.
  case extraLarge
  /// A larger size.
  case extraExtraLarge
  /// The largest standard size.
  case extraExtraExtraLarge
  /// The smallest of the larger accessibility sizes.
  case accessibilityMedium
  /// A larger accessibility size.
  case accessibilityLarge
  /// A larger accessibility size.
  case accessibilityExtraLarge
  /// A larger accessibility size.
  case accessibilityExtraExtraLarge
  /// The largest accessibility size.
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the larger accessibility sizes, as UIKit's
  /// `isAccessibilityCategory`: where Apple's guidelines stack side-by-side content.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Whether `a` is a smaller text size than `b`.
  ///
  /// - Complexity: O(1).
  public static func < (a: LayoutContentSizeCategory, b: LayoutContentSizeCategory) -> Bool {
    a.rank < b.rank
  }

  /// The position in ``allCases``, smallest first.
  private var rank: Int {
    switch self {
    case .unspecified: 0
    case .extraSmall: 1
    case .small: 2
    case .medium: 3
    case .large: 4
    case .extraLarge: 5
    case .extraExtraLarge: 6
    case .extraExtraExtraLarge: 7
    case .accessibilityMedium: 8
    case .accessibilityLarge: 9
    case .accessibilityExtraLarge: 10
    case .accessibilityExtraExtraLarge: 11
    case .accessibilityExtraExtraExtraLarge: 12
    }
  }
}
