import Foundation

/// UIKit's `UIGestureRecognizer`, as far as layouts and scroll views use it: the view it is
/// attached to, whether it is enabled, and which recognizers must fail before it may
/// begin. Headless there are no touches: a scroll view's simulated finger needs its pan
/// recognizer enabled and attached to a view, as a real finger does.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// Where a recognizer is in recognising its gesture, as UIKit's.
  public enum State: Int, Sendable {
    /// Not recognised yet (the start).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended (a discrete gesture is recognised).
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The gesture failed.
    case failed

    /// A discrete gesture was recognised: the same as `ended`.
    public static let recognized = State.ended
  }

  /// Where the recognizer is (headless there are no touches: a test sets it).
  open var state = State.possible
  /// Whether the recognizer takes touches (a disabled one counts as failed for those that
  /// wait for it).
  open var isEnabled = true
  /// The view it is attached to (see ``UIView/addGestureRecognizer(_:)``).
  open internal(set) weak var view: UIView?
  /// The recognizers this one waits for, weakly: one that is gone or detached from its
  /// view no longer holds it back, as in UIKit.
  private var failureRequirements: [WeakRecognizer] = []

  /// Creates a recognizer attached to no view.
  public override init() { super.init() }

  /// Makes this recognizer wait until `otherGestureRecognizer` fails.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.removeAll { $0.recognizer == nil }
    guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
    failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  /// The recognizers this one waits for that are still attached to a view (headless: for
  /// tests).
  public var headlessRecognizersRequiredToFail: [UIGestureRecognizer] {
    failureRequirements.compactMap(\.recognizer).filter { $0.view != nil }
  }
}

/// UIKit's `UIPanGestureRecognizer`: the recognizer a scroll view is dragged with.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// A recognizer held without keeping it alive.
@MainActor
private struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
