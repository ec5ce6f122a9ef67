import Foundation

/// The root of views and view controllers, as UIKit's `UIResponder` (headless: no events).
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Called after the object is loaded from a nib or storyboard, as UIKit's (an `NSObject`
  /// method there). HeadlessUIKit loads no nibs; overrides compile and may be called by
  /// tests.
  open func awakeFromNib() {}
}
