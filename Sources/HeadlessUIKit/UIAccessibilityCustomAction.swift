import Foundation

/// What a custom action runs: it returns whether the action succeeded, as UIKit's
/// `UIAccessibilityCustomActionHandler` (iOS 13).
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

/// An action an assistive technology offers on an element, beside activating it, as UIKit's
/// `UIAccessibilityCustomAction` (iOS 8; the handler form iOS 13): VoiceOver reads its name
/// in the actions rotor and runs its handler when the person picks it. Headless, a test
/// runs the handler itself, as VoiceOver would.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// What VoiceOver reads.
  open var name: String
  /// What the action runs.
  open var actionHandler: UIAccessibilityCustomActionHandler?

  /// An action named `name` that runs `actionHandler`.
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }
}
