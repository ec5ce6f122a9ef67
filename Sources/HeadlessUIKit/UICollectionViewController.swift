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
}

/// A controller whose view is a collection view it feeds, as UIKit's
/// `UICollectionViewController`: it is the data source and delegate.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private let layout: UICollectionViewLayout

  /// Creates a controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain layout, as UIKit's (which would load a nib).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.layout = UICollectionViewLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Controllers are not archived headless; always `nil`, as ``UIViewController``.
  public required init?(coder: NSCoder) { return nil }

  /// The collection view (the root view).
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The layout of the collection view.
  open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

  /// Whether UIKit's standard long-press gesture drives interactive movement (iOS 9;
  /// default `true`). Headless there are no touches, so no gesture is installed either way:
  /// a test moves items with the collection view's `beginInteractiveMovementForItem(at:)`
  /// and the methods that follow it.
  open var installsStandardGestureForInteractiveMovement = true

  /// Creates the collection view, with the controller as data source and delegate.
  open override func loadView() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    view = collectionView
    collectionView.delegate = self
    collectionView.dataSource = self
  }

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items; override.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// Override to return a dequeued cell.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }

  /// Override to return a dequeued supplementary view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    MissingSupplementaryView()
  }

  /// No item moves (see ``UICollectionViewDataSource``); override, as on UIKit, to allow it.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

  /// Override to update the data after an interactive movement.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  /// The iOS 9 method's answer; override to redirect an interactively moving item (iOS 15).
  open func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    self.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
  }

  /// The proposal; override to redirect an interactively moving item (iOS 9).
  open func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
}
