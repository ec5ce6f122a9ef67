import Foundation

/// The root of views and view controllers, as UIKit's `UIResponder` (headless: no events).
@preconcurrency @MainActor
open class UIResponder: NSObject {}
