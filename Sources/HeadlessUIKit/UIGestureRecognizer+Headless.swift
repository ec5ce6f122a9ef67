import Foundation

/// Simulated fingers for the package's own recognizers, for tests. UIKit asks the
/// delegate's `gestureRecognizerShouldBegin(_:)` when a gesture would leave the possible
/// state, then reports each state to the recognizer's targets; a disabled recognizer, or one
/// attached to no view, sees no touch.
extension UIPanGestureRecognizer {
  /// A finger put down at `location` (in the recognizer's view's coordinates) has moved by
  /// `translation` at `velocity` (points per second): the pan begins unless its delegate
  /// refuses. Returns whether it began; refused, it fails and is possible again.
  @discardableResult
  public func headlessBeginPan(at location: CGPoint, translation: CGPoint, velocity: CGPoint = .zero) -> Bool {
    guard isEnabled, view != nil, state == .possible else { return false }
    headlessLocation = CGPoint(x: location.x + translation.x, y: location.y + translation.y)
    headlessTranslation = translation
    headlessVelocity = velocity
    guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
      state = .failed
      state = .possible
      return false
    }
    report(.began)
    return true
  }

  /// The finger has moved by `translation` in all since the pan began (or since its
  /// translation was last set), at `velocity`.
  public func headlessMovePan(to translation: CGPoint, velocity: CGPoint = .zero) {
    guard state == .began || state == .changed else { return }
    let moved = CGPoint(x: translation.x - headlessTranslation.x, y: translation.y - headlessTranslation.y)
    headlessLocation = CGPoint(x: headlessLocation.x + moved.x, y: headlessLocation.y + moved.y)
    headlessTranslation = translation
    headlessVelocity = velocity
    report(.changed)
  }

  /// The finger lifts at `velocity`: the pan ends (or is cancelled), then is possible again.
  public func headlessEndPan(velocity: CGPoint = .zero, cancelled: Bool = false) {
    guard state == .began || state == .changed else { return }
    headlessVelocity = velocity
    report(cancelled ? .cancelled : .ended)
    state = .possible
  }

  /// A whole pan: down at `location`, moved by `translation` in `steps` equal moves, lifted
  /// at `velocity`. Returns whether it began.
  @discardableResult
  public func headlessPan(at location: CGPoint, by translation: CGPoint, steps: Int = 4, velocity: CGPoint = .zero)
    -> Bool
  {
    let steps = Swift.max(1, steps)
    func part(_ k: Int) -> CGPoint {
      CGPoint(x: translation.x * CGFloat(k) / CGFloat(steps), y: translation.y * CGFloat(k) / CGFloat(steps))
    }
    guard headlessBeginPan(at: location, translation: part(1), velocity: velocity) else { return false }
    for k in 1..<steps { headlessMovePan(to: part(k + 1), velocity: velocity) }
    headlessEndPan(velocity: velocity)
    return true
  }
}

extension UITapGestureRecognizer {
  /// A finger taps at `location` (in the recognizer's view's coordinates): the tap is
  /// recognised unless the delegate refuses. Returns whether it was.
  @discardableResult
  public func headlessTap(at location: CGPoint) -> Bool {
    guard isEnabled, view != nil, state == .possible else { return false }
    headlessLocation = location
    guard delegate?.gestureRecognizerShouldBegin(self) ?? true else { return false }
    report(.ended)
    state = .possible
    return true
  }
}

extension UIGestureRecognizer {
  /// Moves to `newState` and tells the target.
  func report(_ newState: State) {
    state = newState
    headlessAction?(self)
  }
}
