import Foundation

/// A window, as UIKit's `UIWindow` (headless: it holds a root view controller, whose view
/// it sizes to its bounds, as UIKit does when the root is set).
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The root view controller: setting it loads its view and gives it the window's bounds.
  open var rootViewController: UIViewController? {
    didSet {
      guard let root = rootViewController, root !== oldValue else { return }
      oldValue?.view.rootViewWindow = nil
      root.view.frame = bounds
      root.view.rootViewWindow = self
      root.view.setNeedsLayout()
    }
  }

  /// Whether the window is the application's key window.
  open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

  /// Makes the window the application's key window.
  open func makeKeyAndVisible() { UIApplication.shared.keyWindow = self }

  /// A window with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Windows are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }
}

/// The application, as UIKit's `UIApplication` (headless: its windows).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The application object.
  public static let shared = UIApplication()

  /// The key window. A test host app has one the size of the screen; HeadlessUIKit's is
  /// 375 × 667 (an iPhone 8 screen) until another window is made key.
  public var keyWindow: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

  /// The windows (headless: the key window).
  public var windows: [UIWindow] { keyWindow.map { [$0] } ?? [] }
}
