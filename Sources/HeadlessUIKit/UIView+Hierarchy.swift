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
