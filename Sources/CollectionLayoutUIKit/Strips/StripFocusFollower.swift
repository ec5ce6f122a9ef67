import CollectionLayout
import Foundation

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Brings the item that takes focus whole into view when it sits in a section that scrolls
/// on its own.
///
/// UIKit's focus engine scrolls the scroll views a focused view sits in. A strip's cells
/// sit in the collection view itself (the strip's own scroll view is hidden), so the engine
/// scrolls only the collection view, and a strip would never move: focus could not go past
/// its last visible item (JEKScrollableSectionCollectionViewLayout's open tvOS issue).
/// VoiceOver and Switch Control are in the same place: whatever UIKit scrolls for the
/// element they move to, the strip's scroll view holds no cells, so nothing moves the
/// strip. This listens for `UIFocusSystem.didUpdateNotification`
/// (iOS 11, tvOS 11) and `UIAccessibility.elementFocusedNotification` (iOS 9) and scrolls
/// the focused item's strip (``EngineBackedLayout/scrollSection(toRevealItemAt:animated:)``)
/// while ``EngineBackedLayout/sectionsFollowFocus`` is on.
///
/// Cost per focus update: O(depth of the focused view) to find its cell, then O(1) (O(groups)
/// for a strip that snaps).
@MainActor
final class StripFocusFollower {
  /// The layout whose strips follow focus.
  private weak var layout: EngineBackedLayout?
  /// The notification observers, removed with this follower.
  private var observations: [NotificationObservation] = []

  init(layout: EngineBackedLayout) {
    self.layout = layout
    // The keys are main-actor isolated (UIFocusSystem's are); the blocks are not.
    let contextKey = UIFocusSystem.focusUpdateContextUserInfoKey
    let elementKey = UIAccessibility.focusedElementUserInfoKey
    // No queue: the blocks run where UIKit posts, on the main thread.
    observations = [
      NotificationObservation(name: UIFocusSystem.didUpdateNotification) { [weak self] notification in
        guard let context = notification.userInfo?[contextKey] as? UIFocusUpdateContext else { return }
        onMainThread { self?.follow(context) }
      },
      NotificationObservation(name: UIAccessibility.elementFocusedNotification) { [weak self] notification in
        guard let element = notification.userInfo?[elementKey] else { return }
        // An element is not Sendable; it is read on the main thread, where it was posted.
        nonisolated(unsafe) let focused = element
        onMainThread { self?.follow(element: focused) }
      },
    ]
  }

  /// Scrolls the strip of the item `context` moved focus to, if it is one of this layout's
  /// collection view's items in a strip.
  private func follow(_ context: UIFocusUpdateContext) {
    guard let focused = context.nextFocusedItem as? UIView else { return }
    reveal(focused)
  }

  /// Scrolls the strip of the item an assistive technology moved to: `element` is a view, or
  /// a `UIAccessibilityElement` whose chain of containers ends in one.
  private func follow(element: Any) {
    var candidate: Any? = element
    // A chain of containers is short; the bound only guards against a cycle.
    for _ in 0..<64 {
      if let view = candidate as? UIView { return reveal(view) }
      guard let element = candidate as? UIAccessibilityElement else { return }
      candidate = element.accessibilityContainer
    }
  }

  /// Scrolls the strip of the item whose cell is `view` or holds it, if it is one of this
  /// layout's collection view's items in a strip.
  private func reveal(_ view: UIView) {
    guard let layout, layout.sectionsFollowFocus, let collectionView = layout.collectionView,
      collectionView.collectionViewLayout === layout,
      let indexPath = Self.indexPath(holding: view, in: collectionView)
    else { return }
    layout.scrollSection(toRevealItemAt: indexPath, animated: true)
  }

  /// The index path of `collectionView`'s cell that is `view` or holds it.
  private static func indexPath(holding view: UIView, in collectionView: UICollectionView) -> IndexPath? {
    var candidate: UIView? = view
    while let view = candidate, view !== collectionView {
      if let cell = view as? UICollectionViewCell, let indexPath = collectionView.indexPath(for: cell) {
        return indexPath
      }
      candidate = view.superview
    }
    return nil
  }
}

/// A block observer of a notification, removed when this goes away.
final class NotificationObservation: Sendable {
  /// The token `addObserver(forName:object:queue:using:)` returned.
  private nonisolated(unsafe) let token: any NSObjectProtocol

  init(name: Notification.Name, using block: @escaping @Sendable (Notification) -> Void) {
    token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil, using: block)
  }

  deinit { NotificationCenter.default.removeObserver(token) }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
