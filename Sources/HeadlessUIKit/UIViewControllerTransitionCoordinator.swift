import Foundation

/// What a view controller's size transition offers, as UIKit's
/// `UIViewControllerTransitionCoordinator`: animations alongside the transition and a
/// completion.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
  /// Runs `animation` with the new size applied, and `completion` when the transition ends.
  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The transition in progress, as UIKit's context (headless: never cancelled).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's duration.
  var transitionDuration: TimeInterval { get }
}

/// HeadlessUIKit's coordinator: collects the animations and completions a controller adds
/// in `viewWillTransition(to:with:)`, then runs them around the size change.
@MainActor
final class HeadlessTransitionCoordinator: UIViewControllerTransitionCoordinator,
  UIViewControllerTransitionCoordinatorContext
{
  var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0.3 }

  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }
}

extension UIViewController {
  /// Rotates (resizes) the controller's view as UIKit does: `viewWillTransition(to:with:)`
  /// with a coordinator, then the new size applied, the alongside animations, a layout pass
  /// (`viewWillLayoutSubviews()`, the view's layout, `viewDidLayoutSubviews()`) and the
  /// completions. Headless only: on a device the system drives it.
  public func headlessTransition(to size: CGSize) {
    let coordinator = HeadlessTransitionCoordinator()
    viewWillTransition(to: size, with: coordinator)
    UIView.animate(withDuration: coordinator.transitionDuration) {
      self.view.frame = CGRect(origin: self.view.frame.origin, size: size)
      for animation in coordinator.animations { animation(coordinator) }
    }
    view.layoutIfNeeded()
    for completion in coordinator.completions { completion(coordinator) }
  }
}
