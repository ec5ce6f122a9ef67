import CollectionLayout
import Foundation

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Whether a layout's scroll effects run in their reduced-motion forms
/// (``EngineBackedLayout/motionPreference``).
public enum MotionPreference: Hashable, Sendable {
  /// As the system's Reduce Motion setting says (`UIAccessibility.isReduceMotionEnabled`),
  /// following it when it changes while the app runs.
  case system
  /// Every effect runs as given, whatever the setting.
  case full
  /// Every effect runs in its reduced-motion form, whatever the setting.
  case reduced
}

extension EngineBackedLayout {
  /// Whether the layout's scroll effects run in their reduced-motion forms now: what
  /// ``motionPreference`` says, reading the system's setting for `.system`. Code of yours
  /// that moves elements as the content scrolls, which the layout cannot change, can read
  /// it: a plugin effect written with upstream's signature, or a compositional section's
  /// `visibleItemsInvalidationHandler`.
  public var reducesMotion: Bool {
    switch motionPreference {
    case .system: UIAccessibility.isReduceMotionEnabled
    case .full: false
    case .reduced: true
    }
  }

  /// Starts following the system's setting: UIKit posts
  /// `UIAccessibility.reduceMotionStatusDidChangeNotification` (iOS 8, tvOS 9) when the
  /// person turns Reduce Motion on or off. Once per layout.
  func followReduceMotionSetting() {
    guard reduceMotionObservation == nil else { return }
    reduceMotionObservation = NotificationObservation(name: UIAccessibility.reduceMotionStatusDidChangeNotification) {
      [weak self] _ in
      // No queue: the block runs where the notification is posted, and UIKit posts its
      // accessibility notifications on the main thread (`StripFocusFollower` relies on it).
      onMainThread { self?.reducedMotionMayHaveChanged() }
    }
  }

  /// Marks the layout for the next layout pass when what ``reducesMotion`` says differs from
  /// what the engine runs, which then chooses every section's effects again; nothing when
  /// they agree, so a change that does not concern this layout invalidates nothing.
  func reducedMotionMayHaveChanged() {
    guard let core, core.reducesMotion != reducesMotion else { return }
    needsUpdate = true
    invalidateLayout(with: plainInvalidationContext())
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
