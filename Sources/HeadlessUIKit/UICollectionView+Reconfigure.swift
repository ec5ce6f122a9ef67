import Foundation

extension UICollectionView {
  /// Configures the cells of the items at `indexPaths` again, keeping them, as iOS 15's
  /// `reconfigureItems(at:)` ("preserving the existing cells for the items"): for each item
  /// on screen the data source is asked for its cell, and dequeuing a cell for that index
  /// path returns the one shown, without `prepareForReuse()`. Items off screen are
  /// configured when they are shown.
  ///
  /// A reconfigured cell is measured again at the next layout pass, whatever
  /// `selfSizingInvalidation` says: "After cells are reconfigured, they're always
  /// self-sized again" (Tyler Fox of Apple's UIKit team, introducing reconfiguring for
  /// iOS 15, June 2021).
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for path in indexPaths {
      let element = DisplayedElement(category: .cell, kind: nil, indexPath: path)
      guard let entry = displayed[element], let cell = entry.view as? UICollectionViewCell else { continue }
      reconfiguring = (path, cell)
      let returned = requestingView { dataSource.collectionView(self, cellForItemAt: path) }
      reconfiguring = nil
      if returned !== cell {
        // The data source made another cell than the one it was handed: show that one.
        returned.apply(entry.attributes)
        displayed[element] = (returned, entry.attributes)
        enqueueForReuse(cell)
      }
      pendingMeasurements.insert(element)
      setNeedsLayout()
    }
  }
}
