import Foundation

/// A view controller, as UIKit's `UIViewController` (headless: a view and its loading).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// Creates a controller, as UIKit's designated initialiser (headless: no nib is loaded).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// Creates a controller from an archive, as UIKit requires of every subclass that adds
  /// a designated initialiser (headless: nothing is archived, so always `nil`).
  public required init?(coder: NSCoder) { return nil }

  /// Creates a controller without a nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// The root view, loaded on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Creates the view; override to make your own.
  open func loadView() { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  /// Loads the view if it is not.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    loadedView?.owningViewController = self
    viewDidLoad()
  }

  /// Called before the view lays out its subviews (each layout pass of the root view).
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called before the view's size changes (a rotation): `coordinator` runs animations
  /// alongside and a completion (see ``headlessTransition(to:)``).
  open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}

  /// Whether the controller lets the person edit its content (Apple: the state an
  /// edit-done button toggles through ``setEditing(_:animated:)``).
  open var isEditing = false

  /// Sets ``isEditing``; a subclass overrides it to make its view editable, calling super
  /// (Apple: "Subclasses that use an edit-done button must override this method").
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}
