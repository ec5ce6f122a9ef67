import Foundation

extension UICollectionView {
  /// `isEditing` changed: each cell on screen updates its configurations for its new
  /// state, whose `isEditing` follows the collection view's (Apple documents
  /// `UICellConfigurationState.isEditing` and that UIKit asks a cell to update when its
  /// state may have changed).
  func editingDidChange() {
    for cell in visibleCells { cell.setNeedsUpdateConfiguration() }
  }

  /// What a tap on the delete control of the row at `indexPath` does (UIKit draws it;
  /// headless, a test taps through this): nothing unless the row is on screen, a
  /// ``UICollectionViewListCell`` whose `accessories` show a delete control in its state
  /// (by default, while the collection view is editing); otherwise the control's action
  /// handler runs. Returns whether anything ran.
  ///
  /// UIKit's header says a delete control without a handler reveals the cell's trailing swipe
  /// actions: UIKit's own list layout holds them, which HeadlessUIKit does not model, so
  /// headless such a tap runs nothing. With another layout, give the control a handler that
  /// asks the layout (CollectionLayoutUIKit's `revealTrailingSwipeActions(forItemAt:)`).
  @discardableResult
  public func headlessTapDeleteAccessory(at indexPath: IndexPath) -> Bool {
    for accessory in shownAccessories(at: indexPath) {
      guard case .delete(let action) = accessory.kind else { continue }
      guard let action else { return false }
      action()
      return true
    }
    return false
  }

  /// What dragging the reorder control of the row at `indexPath` through `positions` (in the
  /// collection view's coordinates) and lifting the finger does (UIKit draws the control;
  /// headless, a test drags it through this). The SDK header: a reorder control
  /// "automatically initiates interactive reordering on the collection view when dragged
  /// (if supported)". Nothing happens unless the row is on screen, a
  /// ``UICollectionViewListCell`` whose `accessories` show a reorder control in its state
  /// (by default, while the collection view is editing), and the movement may begin (the
  /// data source's `collectionView(_:canMoveItemAt:)`, a diffable data source's
  /// `canReorderItem`); then the item follows each position and the movement ends, as
  /// `beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition(_:)`
  /// and `endInteractiveMovement()` do. Returns whether the movement began.
  @discardableResult
  public func headlessDragReorderAccessory(at indexPath: IndexPath, through positions: [CGPoint]) -> Bool {
    guard shownAccessories(at: indexPath).contains(where: \.isReorderControl),
      beginInteractiveMovementForItem(at: indexPath)
    else { return false }
    for position in positions { updateInteractiveMovementTargetPosition(position) }
    endInteractiveMovement()
    return true
  }
}

extension UICellAccessory {
  /// Whether the accessory is a reorder control.
  var isReorderControl: Bool {
    if case .reorder = kind { return true }
    return false
  }
}
