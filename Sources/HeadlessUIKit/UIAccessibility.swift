import Foundation

// Assistive technologies' focus, as UIKit reports it (iOS 9; UIAccessibilityConstants.h):
// when VoiceOver or Switch Control moves to an element, UIKit posts
// `UIAccessibility.elementFocusedNotification`. Headless, a test moves it
// (`UIAccessibility.headlessMoveFocus(to:technology:)`).

/// UIKit's accessibility names, as the `UIAccessibility` namespace of the SDK's overlay.
public enum UIAccessibility {
  /// Which assistive technology moved, as `UIAccessibility.AssistiveTechnologyIdentifier`.
  public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// VoiceOver (`UIAccessibilityNotificationVoiceOverIdentifier`).
    public static let notificationVoiceOver = Self(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    /// Switch Control (`UIAccessibilityNotificationSwitchControlIdentifier`).
    public static let notificationSwitchControl = Self(
      rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
  }

  /// Posted when an assistive technology has focused an element
  /// (`UIAccessibilityElementFocusedNotification`, iOS 9).
  public static let elementFocusedNotification = Notification.Name("UIAccessibilityElementFocusedNotification")
  /// The element now focused, in the notification's `userInfo`.
  public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
  /// The element focused before, in the notification's `userInfo`.
  public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
  /// The technology's identifier, in the notification's `userInfo` (headless: its
  /// `rawValue`).
  public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
}

/// An element an assistive technology can focus that is not a view, as
/// `UIAccessibilityElement`: it lives in a container (a view, or another element).
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
  /// The view or element this one belongs to.
  open weak var accessibilityContainer: AnyObject?

  /// Creates an element of `container`.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }
}

extension UIAccessibility {
  /// The element the last ``headlessMoveFocus(to:technology:)`` focused.
  @MainActor private static let focus = FocusedElement()

  /// Moves an assistive technology's focus to `element` (a view or a
  /// ``UIAccessibilityElement``), as a VoiceOver swipe does, and posts
  /// ``elementFocusedNotification`` with the element, the one focused before and the
  /// technology. UIKit may also scroll the scroll views around the element; headless,
  /// nothing scrolls but what listens for the notification.
  ///
  /// - Parameters:
  ///   - element: The element that takes focus.
  ///   - technology: The technology that moved (VoiceOver by default).
  @MainActor
  public static func headlessMoveFocus(
    to element: AnyObject, technology: AssistiveTechnologyIdentifier = .notificationVoiceOver
  ) {
    var userInfo: [AnyHashable: Any] = [
      focusedElementUserInfoKey: element, assistiveTechnologyUserInfoKey: technology.rawValue,
    ]
    if let previous = focus.element { userInfo[unfocusedElementUserInfoKey] = previous }
    focus.element = element
    NotificationCenter.default.post(name: elementFocusedNotification, object: nil, userInfo: userInfo)
  }

  /// The element an assistive technology focused last (weakly held).
  @MainActor
  private final class FocusedElement {
    weak var element: AnyObject?
  }
}
