import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if (canImport(UIKit) && !os(tvOS)) || canImport(HeadlessUIKit)

extension CompositionalLayout {
  /// Opens the row at `indexPath` to its trailing swipe actions, as a swipe that comes to
  /// rest open does: what a list's delete control does in editing mode.
  ///
  /// UIKit's header says a delete control (`UICellAccessory.delete`) without an action
  /// handler "will reveal any trailing swipe actions for the cell"; UIKit finds them in its
  /// own list layout only, so with this layout give the control a handler that asks for them:
  ///
  /// ```swift
  /// cell.accessories = [
  ///   .delete(actionHandler: { [weak cell, weak collectionView] in
  ///     guard let cell, let collectionView, let indexPath = collectionView.indexPath(for: cell),
  ///       let layout = collectionView.collectionViewLayout as? CompositionalLayout
  ///     else { return }
  ///     layout.revealTrailingSwipeActions(forItemAt: indexPath)
  ///   })
  /// ]
  /// ```
  ///
  /// The open row then behaves as one a finger opened: a tap on an action runs it; a tap
  /// elsewhere, a scroll, a resize, an update or another row's swipe closes it. A row already
  /// open elsewhere closes at once.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether the row slides open (0.3 s) or is open at the next layout pass.
  /// - Returns: Whether the row is open: not where `indexPath` is no row on screen, its
  ///   section's trailing provider gives no actions, the layout scrolls sideways (where rows
  ///   do not swipe), or an action's handler has not completed yet.
  /// - Complexity: O(actions), plus the provider's call.
  @discardableResult
  public func revealTrailingSwipeActions(forItemAt indexPath: IndexPath, animated: Bool = true) -> Bool {
    listSwipe?.reveal(indexPath, edge: .trailing, animated: animated) ?? false
  }

  /// Closes the row open to its swipe actions, if any: what an app calls as it enters or
  /// leaves editing mode (UIKit's own list closes its open row then; a layout does not hear
  /// the collection view's `isEditing` change).
  ///
  /// - Parameter animated: Whether the row slides back (0.3 s) or is back at the next layout
  ///   pass.
  /// - Complexity: O(1).
  public func closeSwipeActions(animated: Bool = true) {
    listSwipe?.closeSwipe(animated: animated)
  }
}

#endif
