import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator` (iOS 10; not on tvOS): a generator
/// plays a haptic when told an event happened, and `prepare()` readies the Taptic Engine so
/// that the next one comes without delay. Headless, nothing plays; impacts are counted.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// Readies the generator for the next event (headless: does nothing).
  open func prepare() {}
}

/// A haptic of a physical impact, as UIKit's `UIImpactFeedbackGenerator` (iOS 10): Apple
/// suggests impact feedback "to indicate when an impact occurs", its example a dragged view
/// meeting the edge of its superview.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact feels (`soft` and `rigid`: iOS 13).
  public enum FeedbackStyle: Int, Sendable {
    /// A collision between small, light objects.
    case light
    /// A collision between moderately sized objects.
    case medium
    /// A collision between large, heavy objects.
    case heavy
    /// A collision between objects that give a little (iOS 13).
    case soft
    /// A collision between hard objects that do not give (iOS 13).
    case rigid
  }

  /// The style the generator plays.
  public let headlessStyle: FeedbackStyle
  /// Every impact any generator has played, in order (a test reads how many it caused).
  public private(set) static var headlessImpacts: [FeedbackStyle] = []

  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) {
    headlessStyle = style
    super.init()
  }

  /// Plays an impact (headless: records it in ``headlessImpacts``).
  open func impactOccurred() { Self.headlessImpacts.append(headlessStyle) }
}
