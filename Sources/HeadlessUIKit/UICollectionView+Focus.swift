import Foundation

/// Focus moving between items, as the focus engine moves it for tvOS's remote or an iPad's
/// keyboard (Apple's "About focus interactions for Apple TV").
///
/// Headless, a test moves focus with ``UICollectionView/headlessMoveFocus(toItemAt:heading:)``
/// to an item on screen, as a user does: the engine only moves focus among the views it
/// sees. Then, in this order:
/// - the delegate's `collectionView(_:canFocusItemAt:)` may refuse it;
/// - the delegate hears `collectionView(_:didUpdateFocusIn:with:)`;
/// - `UIFocusSystem.didUpdateNotification` is posted with the update's context;
/// - after a layout pass, the collection view scrolls just enough to show the item whole,
///   as a `UIFocusItemScrollableContainer` does ("the focus engine scrolls the container to
///   keep items onscreen as they become focused").
///
/// As for every optional delegate method headless, a subclass of a conforming class (a
/// `UICollectionViewController` subclass) is not heard through the protocol: implement the
/// two methods in the class that declares the conformance.
extension UICollectionView {
  /// Moves focus to the item at `indexPath`, coming from `heading`; `false` (nothing
  /// changes) when the item is not on screen or the delegate refuses it.
  @discardableResult
  public func headlessMoveFocus(toItemAt indexPath: IndexPath, heading: UIFocusHeading = []) -> Bool {
    layoutIfNeeded()
    guard let cell = cellForItem(at: indexPath),
      collectionDelegate?.collectionView(self, canFocusItemAt: indexPath) ?? true
    else { return false }
    let previous = focusedIndexPath.flatMap { cellForItem(at: $0) }
    let context = UICollectionViewFocusUpdateContext(
      previous: previous, at: previous == nil ? nil : focusedIndexPath, next: cell, at: indexPath, heading: heading)
    let coordinator = UIFocusAnimationCoordinator()
    focusedIndexPath = indexPath
    collectionDelegate?.collectionView(self, didUpdateFocusIn: context, with: coordinator)
    NotificationCenter.default.post(
      name: UIFocusSystem.didUpdateNotification, object: nil,
      userInfo: [
        UIFocusSystem.focusUpdateContextUserInfoKey: context,
        UIFocusSystem.animationCoordinatorUserInfoKey: coordinator,
      ])
    layoutIfNeeded()
    if let shown = cellForItem(at: indexPath) { scrollToShowWhole(shown.frame) }
    return true
  }

  /// The item that has focus, as the last ``headlessMoveFocus(toItemAt:heading:)`` left it.
  public var headlessFocusedIndexPath: IndexPath? { focusedIndexPath }

  /// Scrolls the least that shows `frame` whole inside the content inset, within the
  /// scrollable range, then lays out.
  private func scrollToShowWhole(_ frame: CGRect) {
    let inset = adjustedContentInset
    var offset = contentOffset
    // The visible window starts `inset` into the bounds.
    offset.x =
      Self.window(
        from: offset.x + inset.left, showing: frame.minX, frame.maxX, length: bounds.width - inset.left - inset.right)
      - inset.left
    offset.y =
      Self.window(
        from: offset.y + inset.top, showing: frame.minY, frame.maxY, length: bounds.height - inset.top - inset.bottom)
      - inset.top
    offset = clampedToOffsetRange(offset)
    guard offset != contentOffset else { return }
    setContentOffset(offset, animated: true)
    layoutIfNeeded()
  }

  /// The start nearest `start` of a window of `length` that holds `low...high` (one that
  /// starts at `low` when it cannot hold it all).
  private static func window(
    from start: CGFloat, showing low: CGFloat, _ high: CGFloat, length: CGFloat
  ) -> CGFloat {
    if high - low > length || low < start { return low }
    if high > start + length { return high - length }
    return start
  }
}
