import Foundation

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

  // MARK: UICollectionViewDelegate and UIScrollViewDelegate
  // Declared here, as UIKit's controller has them, so a subclass overrides them (`override
  // func scrollViewDidScroll(_:)` compiles as on UIKit) and the collection view calls the
  // override.

  /// Nothing; override to hear that a cell is about to be shown.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Nothing; override to hear that a cell left the screen.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// The layout's proposal; override to choose where to rest after an update.
  open func collectionView(
    _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// A `UICollectionViewTransitionLayout` of the two; override to drive an interactive
  /// layout change with a subclass.
  open func collectionView(
    _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }

  /// Nothing; override to hear that the content offset changed.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Nothing; override to hear that a drag began.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Nothing (the target stays); override to change where a drag comes to rest.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Nothing; override to hear that a drag ended.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  /// Nothing; override to hear that the content starts to coast.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Nothing; override to hear that the content came to rest.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  // MARK: Reordering

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
