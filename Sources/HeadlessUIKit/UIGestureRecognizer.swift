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
  /// The delegate, asked whether the gesture may begin.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether a recognised gesture cancels the touches of the views under it (a tap that
  /// closes something does not also select a cell); `true` by default, as UIKit's.
  open var cancelsTouchesInView = true
  /// What UIKit's target-action pair does, headless: called at each change of ``state``
  /// (Swift has no selectors on Linux, so code that calls `addTarget(_:action:)` on Apple
  /// platforms sets this instead).
  public var headlessAction: (@MainActor (UIGestureRecognizer) -> Void)?
  /// Where the touch is, in the coordinates of ``view`` (headless: set by the `headless…`
  /// gestures).
  var headlessLocation = CGPoint.zero
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

  /// Where the touch is in `view`'s coordinates (`nil`: the window's, headless the
  /// topmost ancestor's).
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return headlessLocation }
    return own.convert(headlessLocation, to: view)
  }

  /// The recognizers this one waits for that are still attached to a view (headless: for
  /// tests).
  public var headlessRecognizersRequiredToFail: [UIGestureRecognizer] {
    failureRequirements.compactMap(\.recognizer).filter { $0.view != nil }
  }
}

/// UIKit's `UIPanGestureRecognizer`: the recognizer a scroll view is dragged with, and a
/// list row swiped.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How far the finger moved since the gesture began (or the translation was last set),
  /// in the coordinates of ``view``.
  var headlessTranslation = CGPoint.zero
  /// The finger's velocity in points per second, in the coordinates of ``view``.
  var headlessVelocity = CGPoint.zero

  /// How far the finger moved since the gesture began or ``setTranslation(_:in:)``
  /// (headless: in the recognizer's view's coordinates whatever `view`, which differs only
  /// under a transform).
  open func translation(in view: UIView?) -> CGPoint { headlessTranslation }

  /// Sets the translation the next changes add to.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { headlessTranslation = translation }

  /// The finger's velocity in points per second.
  open func velocity(in view: UIView?) -> CGPoint { headlessVelocity }
}

/// UIKit's `UITapGestureRecognizer`: a discrete gesture, recognised when a finger lifts
/// where it touched.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps the gesture takes; 1 by default, as UIKit's.
  open var numberOfTapsRequired = 1
}

/// UIKit's `UIGestureRecognizerDelegate`, as far as the package's recognizers use it (the
/// only method HeadlessUIKit's simulated gestures ask). Its methods are optional in UIKit;
/// here it has UIKit's default.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether the recognizer may leave the possible state and begin; `true` by default.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// UIKit's default: the gesture may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A recognizer held without keeping it alive.
@MainActor
private struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
