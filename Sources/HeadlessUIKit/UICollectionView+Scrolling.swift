import Foundation

/// Scrolling to an item and flinging.
extension UICollectionView {
  /// Scrolls so the item sits at `scrollPosition` (asks the layout for its attributes;
  /// a missing answer is recorded as a rejection, where UIKit raises).
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    record(.layoutAttributesForItem, indexPath: indexPath)
    guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
      reject(.missingAttributes, "scrollToItem(at: \(indexPath)): the layout has no attributes for it")
      return
    }
    let frame = layoutRect(for: attributes.frame)
    let inset = adjustedContentInset
    var offset = contentOffset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    let visibleWidth = bounds.width - inset.left - inset.right
    if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
    if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
    setContentOffset(clampedToOffsetRange(offset), animated: animated)
    layoutIfNeeded()
  }

  /// Simulates the end of a drag that would coast to `proposedContentOffset` at
  /// `velocity` (points per millisecond, as UIKit): the layout picks where to stop, the
  /// view scrolls there and lays out.
  public func headlessEndDragging(proposedContentOffset: CGPoint, velocity: CGPoint) {
    layoutIfNeeded()
    record(.targetContentOffsetWithVelocity, detail: "\(proposedContentOffset) velocity \(velocity)")
    let target = collectionViewLayout.targetContentOffset(
      forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    setContentOffset(target, animated: true)
    layoutIfNeeded()
  }
}
