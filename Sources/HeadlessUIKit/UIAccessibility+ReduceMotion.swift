import Foundation

// Reduce Motion, as UIKit reports it (iOS 8; UIAccessibility.h): a setting read through
// `UIAccessibilityIsReduceMotionEnabled()`, main-actor isolated in Apple's current
// documentation, and `UIAccessibilityReduceMotionStatusDidChangeNotification`, posted when
// the person turns it on or off. Headless, it is off until a test turns it on for the
// length of a block (`UIAccessibility.headlessWithReduceMotion(_:_:)`), because it is one
// setting for the whole process, as on a device.

extension UIAccessibility {
  /// Whether the Reduce Motion setting is on (`UIAccessibilityIsReduceMotionEnabled`).
  /// Headless: off, except inside ``headlessWithReduceMotion(_:_:)``.
  @MainActor public static var isReduceMotionEnabled: Bool { reduceMotionIsOn }

  /// Posted when Reduce Motion is turned on or off
  /// (`UIAccessibilityReduceMotionStatusDidChangeNotification`); it carries nothing.
  public static let reduceMotionStatusDidChangeNotification = Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")

  /// Runs `body` with Reduce Motion set to `isOn`, then sets it back, posting
  /// ``reduceMotionStatusDidChangeNotification`` at each change, as the system does when the
  /// person flips the switch in Settings. `body` runs synchronously on the main actor, so no
  /// other test's code runs while the setting is changed.
  ///
  /// - Parameters:
  ///   - isOn: The setting while `body` runs.
  ///   - body: What runs under it.
  /// - Returns: What `body` returns.
  @MainActor
  public static func headlessWithReduceMotion<Result>(_ isOn: Bool, _ body: () throws -> Result) rethrows -> Result {
    let before = reduceMotionIsOn
    setReduceMotion(isOn)
    defer { setReduceMotion(before) }
    return try body()
  }

  /// Sets the setting and posts the notification when it changes.
  @MainActor
  private static func setReduceMotion(_ isOn: Bool) {
    guard reduceMotionIsOn != isOn else { return }
    reduceMotionIsOn = isOn
    NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
  }

  /// The setting's one value for the process.
  @MainActor private static var reduceMotionIsOn = false
}
