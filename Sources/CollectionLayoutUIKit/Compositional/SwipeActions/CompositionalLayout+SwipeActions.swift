import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if (canImport(UIKit) && !os(tvOS)) || canImport(HeadlessUIKit)

extension CompositionalLayout {
  /// Section `section`'s provider of `edge`'s swipe actions, if its list has one.
  func listSwipeActionsProvider(forSection section: Int, edge: ListSwipeCoordinator.Edge)
    -> LayoutListConfiguration.SwipeActionsConfigurationProvider?
  {
    guard let providers = listSwipeActionProviders(ofSection: section) else { return nil }
    let provider = edge == .leading ? providers.leading : providers.trailing
    return provider?.value as? LayoutListConfiguration.SwipeActionsConfigurationProvider
  }

  /// After a relayout that may have asked for sections again (``swipeActionsNeedLookUp``):
  /// the swipe recognizers are on the collection view while a section has swipe actions,
  /// and off it otherwise, so that a layout without them leaves the collection view's
  /// scrolling as it was; those another layout left are taken off. O(sections +
  /// recognizers) then, O(1) otherwise.
  func updateSwipeActions(in collectionView: UICollectionView) {
    guard swipeActionsNeedLookUp || (listSwipe != nil && listSwipe?.pan?.view !== collectionView) else { return }
    swipeActionsNeedLookUp = false
    ListSwipeCoordinator.removeStrays(from: collectionView, keeping: listSwipe)
    guard hasListSwipeActions else {
      listSwipe?.detach()
      return
    }
    let coordinator = listSwipe ?? ListSwipeCoordinator(layout: self)
    listSwipe = coordinator
    coordinator.attach(to: collectionView)
  }

  /// The swiped row moved: the next layout pass asks for its attributes again (nothing is
  /// laid out).
  func invalidateForRowShift() {
    invalidateLayout(with: plainInvalidationContext())
  }

  /// Moves the swiped row's cell among `attributes` sideways; with no row swiped (nearly
  /// every query) it returns before looking at any of them.
  func shiftSwipedRow(in attributes: [UICollectionViewLayoutAttributes]?) {
    guard let attributes, listSwipe?.swipe != nil else { return }
    for element in attributes { shiftIfSwiped(element) }
  }

  /// Moves `attributes` sideways when they are the swiped row's cell's (whose actions view
  /// follows the row's frame).
  func shiftIfSwiped(_ attributes: UICollectionViewLayoutAttributes) {
    guard let listSwipe, attributes.representedElementCategory == .cell,
      let shift = listSwipe.rowShift(at: attributes.indexPath, frame: attributes.frame)
    else { return }
    attributes.transform3D = CATransform3DConcat(
      attributes.transform3D, CATransform3DMakeTranslation(CGFloat(shift), 0, 0))
  }

  /// Closes a swiped row at once.
  func closeSwipedRow() { listSwipe?.closeAtOnce() }

  /// The collection view's bounds are about to change.
  func swipeBoundsWillChange(to newBounds: CGRect) { listSwipe?.boundsWillChange(to: newBounds) }

  /// Takes the swipe recognizers off the collection view.
  func detachSwipeActions() { listSwipe?.detach() }
}

#elseif canImport(UIKit)

// tvOS has no swipe actions: the layout's calls do nothing.
extension CompositionalLayout {
  func updateSwipeActions(in collectionView: UICollectionView) {}
  func shiftSwipedRow(in attributes: [UICollectionViewLayoutAttributes]?) {}
  func shiftIfSwiped(_ attributes: UICollectionViewLayoutAttributes) {}
  func closeSwipedRow() {}
  func swipeBoundsWillChange(to newBounds: CGRect) {}
  func detachSwipeActions() {}
}

#endif
