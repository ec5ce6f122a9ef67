import Foundation

/// The view hierarchy and gesture recognizers, as UIKit's `UIView` keeps them: a view has
/// one superview, and a gesture recognizer one view. Headless nothing is drawn and no
/// touch is delivered; layouts that add views of their own to the collection view (a
/// scroll view behind a strip, as JEKScrollableSectionCollectionViewLayout does) are
/// checked for what they leave there.
extension UIView {
  /// Adds `view` in front of the other subviews, first taking it out of its superview, as
  /// UIKit's `addSubview(_:)` does. Adding a view to itself or to one of its own subviews
  /// stops the program, as UIKit raises for both.
  public func addSubview(_ view: UIView) {
    var ancestor: UIView? = self
    while let current = ancestor {
      precondition(current !== view, "addSubview(_:): a view cannot be added inside itself")
      ancestor = current.superview
    }
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.append(view)
      return
    }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    view.didMoveToSuperview()
  }

  /// Inserts `view` just behind `siblingSubview`, as UIKit's
  /// `insertSubview(_:belowSubview:)`; in front of the others when `siblingSubview` is not
  /// a subview (UIKit's behaviour then is undocumented).
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    addSubview(view)
    guard view !== siblingSubview, let sibling = subviews.firstIndex(where: { $0 === siblingSubview }) else { return }
    subviews.removeLast()
    subviews.insert(view, at: sibling)
  }

  /// Converts `point` from the view's coordinates to `view`'s (`nil`: the topmost
  /// ancestor's), through each view's frame and bounds origin; headless, transforms are
  /// not applied.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = rootPoint(point)
    guard let view else { return inRoot.point }
    let target = view.rootPoint(.zero)
    return CGPoint(x: inRoot.point.x - target.point.x, y: inRoot.point.y - target.point.y)
  }

  /// `point` in the topmost ancestor's coordinates.
  private func rootPoint(_ point: CGPoint) -> (point: CGPoint, root: UIView) {
    var point = point
    var current: UIView = self
    while let parent = current.superview {
      point.x += current.frame.origin.x - current.bounds.origin.x
      point.y += current.frame.origin.y - current.bounds.origin.y
      current = parent
    }
    return (point, current)
  }

  /// Takes the view out of its superview (nothing happens when it has none).
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    didMoveToSuperview()
  }

  /// The gesture recognizers attached to the view; `nil` when there are none, as UIKit
  /// answers. Setting it detaches the old ones and attaches the new.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer`, first detaching it from the view it was on: a
  /// recognizer has one view, as in UIKit.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view !== self else { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` (nothing happens when it is on another view).
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}
