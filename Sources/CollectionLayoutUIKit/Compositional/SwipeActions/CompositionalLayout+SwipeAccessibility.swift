import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if (canImport(UIKit) && !os(tvOS)) || canImport(HeadlessUIKit)

extension CompositionalLayout {
  /// The swipe actions of the row at `indexPath`, as custom actions VoiceOver, Switch Control
  /// and Voice Control offer where a finger would swipe.
  ///
  /// UIKit gives its own list cells their swipe actions for assistive technologies by
  /// itself; a layout cannot reach a cell's accessibility, so with this one a cell offers
  /// them where it is configured:
  ///
  /// ```swift
  /// cell.accessibilityCustomActions = layout.accessibilitySwipeActions(forItemAt: indexPath)
  /// ```
  ///
  /// The leading provider's actions come first, then the trailing provider's, each in its
  /// configuration's order, named by its title, else by its image's accessibility label
  /// (an action with neither has no name to read and is left out). Picking one closes a
  /// swiped row and runs the action's handler with the row's cell (the collection view
  /// when the row is not shown) as its view; its completion closes nothing, since no row
  /// moved.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The actions; none where `indexPath` is no item, its section is no list
  ///   with swipe actions, or the layout scrolls sideways (where rows do not swipe).
  /// - Complexity: O(actions), plus the providers' calls.
  public func accessibilitySwipeActions(forItemAt indexPath: IndexPath) -> [UIAccessibilityCustomAction] {
    guard configuration.scrollDirection == .vertical, let collectionView,
      indexPath.section >= 0, indexPath.section < collectionView.numberOfSections, indexPath.item >= 0,
      indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
    else { return [] }
    let configurations = [ListSwipeCoordinator.Edge.leading, .trailing].compactMap { edge in
      listSwipeActionsProvider(forSection: indexPath.section, edge: edge)?(indexPath)
    }
    return configurations.flatMap(\.actions).compactMap { action in
      guard let name = action.title ?? action.image?.accessibilityLabel, !name.isEmpty else { return nil }
      return UIAccessibilityCustomAction(name: name) { [weak self] _ in
        self?.performForAccessibility(action, at: indexPath) ?? false
      }
    }
  }

  /// Runs `action` of the row at `indexPath` as an assistive technology picked it.
  private func performForAccessibility(_ action: UIContextualAction, at indexPath: IndexPath) -> Bool {
    guard let collectionView else { return false }
    if listSwipe?.swipe != nil {
      closeSwipedRow()
      invalidateForRowShift()
    }
    let view: UIView = collectionView.cellForItem(at: indexPath) ?? collectionView
    action.handler(action, view) { _ in }
    return true
  }
}

#endif
