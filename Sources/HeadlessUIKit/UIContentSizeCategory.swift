import Foundation

// The person's preferred text size (Dynamic Type), as UIKit gives it (UIContentSizeCategory.h,
// iOS 7; Swift's comparison and `isAccessibilityCategory`, iOS 11): a trait of every view
// (`UITraitCollection.preferredContentSizeCategory`, iOS 10) and a notification posted when
// the person changes it. The raw values are UIKit's. Headless, a view's traits carry it
// only when a test sets them (`UIView.headlessChangePreferredContentSizeCategory(to:)`).

/// The person's preferred text size, as UIKit's `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// UIKit's name of the size.
  public let rawValue: String

  /// A size named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Not specified (what a trait collection without the trait carries).
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest standard size.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small size.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium size.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The system's default size.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// A large size.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A larger size.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest standard size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The smallest accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// A larger accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// A larger accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// A larger accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Posted when the person changes the text size; its `userInfo` holds the new size under
  /// ``newValueUserInfoKey``.
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  /// The key of the new size in ``didChangeNotification``'s `userInfo`.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The sizes from the smallest to the largest.
  private static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The size's place in ``ordered``; −1 for unspecified (or an unknown name).
  private var rank: Int { Self.ordered.firstIndex(of: self) ?? -1 }
}

extension UIContentSizeCategory: Comparable {
  /// Whether `a` is a smaller text size than `b` (unspecified sorts first, headless).
  public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.rank < b.rank }
}

extension UIView {
  /// The person changes the text size in Settings: the view's traits take `category`, as
  /// UIKit gives every window's views the new trait, and
  /// ``UIContentSizeCategory/didChangeNotification`` is posted with it.
  ///
  /// - Parameter category: The new size.
  @MainActor
  public func headlessChangePreferredContentSizeCategory(to category: UIContentSizeCategory) {
    headlessTraitCollection = UITraitCollection(traitsFrom: [
      headlessTraitCollection, UITraitCollection(preferredContentSizeCategory: category),
    ])
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: nil,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
  }
}
