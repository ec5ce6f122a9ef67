import Foundation

/// A layout change the app drives (a pinch, say), and what to call when it ends.
struct InteractiveTransition {
  /// The layout shown meanwhile.
  var layout: UICollectionViewTransitionLayout
  /// Called with (animations completed, new layout installed).
  var completion: UICollectionView.LayoutInteractiveTransitionCompletion?
  /// Whether the layouts heard of the change when it started (then they hear its end).
  var tellsLayouts: Bool
}

/// Interactive layout changes, as UIKit's (iOS 7) and as Apple documents them:
/// `startInteractiveTransition(to:completion:)` "quietly makes the returned transition
/// layout object its current layout object" (the delegate's
/// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`, else a
/// `UICollectionViewTransitionLayout`); the app sets its `transitionProgress` and
/// invalidates it; `finishInteractiveTransition()` installs the new layout and
/// `cancelInteractiveTransition()` the old one, and the completion hears which.
///
/// Both layouts keep the collection view meanwhile and are told, on screen, as for any
/// layout change: `prepareForTransition(to:)` and `(from:)` when it starts,
/// `finalizeLayoutTransition()` when it ends. Headless nothing animates: the end is
/// immediate and the completion's first argument is `true`.
extension UICollectionView {
  /// The completion of an interactive layout change: whether its animations completed, and
  /// whether the new layout was installed (`false`: cancelled).
  public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

  /// Starts changing the layout to `layout` under the app's control; returns the layout
  /// shown meanwhile. A second start while one runs is refused (UIKit raises) and returns
  /// the running one.
  @discardableResult
  public func startInteractiveTransition(
    to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
  ) -> UICollectionViewTransitionLayout {
    if let running = interactiveTransition {
      reject(.layoutTransitionInProgress, "startInteractiveTransition(to:) while a transition runs")
      return running.layout
    }
    layoutIfNeeded()
    let old = collectionViewLayout
    let transition =
      collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
      ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
    let tellsLayouts = beginLayoutChange(from: old, to: layout)
    layout.collectionView = self
    interactiveTransition = InteractiveTransition(
      layout: transition, completion: completion, tellsLayouts: tellsLayouts)
    install(transition)
    return transition
  }

  /// Installs the new layout and ends the transition.
  public func finishInteractiveTransition() { endInteractiveTransition(finishing: true) }

  /// Installs the old layout again and ends the transition.
  public func cancelInteractiveTransition() { endInteractiveTransition(finishing: false) }

  private func endInteractiveTransition(finishing: Bool) {
    guard let transition = interactiveTransition else { return }
    interactiveTransition = nil
    let kept = finishing ? transition.layout.nextLayout : transition.layout.currentLayout
    let dropped = finishing ? transition.layout.currentLayout : transition.layout.nextLayout
    install(kept)
    transition.layout.collectionView = nil
    dropped.collectionView = nil
    if transition.tellsLayouts {
      finalizeLayoutChange(from: transition.layout.currentLayout, to: transition.layout.nextLayout)
    }
    transition.completion?(true, finishing)
  }

  /// Makes `layout` the collection view's own without the calls of a layout change, and
  /// lays it out; the views on screen are measured again (a layout that was not installed
  /// heard of no preferred size, and the transition may have left every view exactly where
  /// the new layout puts it).
  private func install(_ layout: UICollectionViewLayout) {
    installedLayout = layout
    layout.collectionView = self
    pendingMeasurements.formUnion(displayed.keys.filter { $0.category != .decorationView })
    layoutNeedsPrepare = true
    setNeedsLayout()
    layoutIfNeeded()
  }
}
