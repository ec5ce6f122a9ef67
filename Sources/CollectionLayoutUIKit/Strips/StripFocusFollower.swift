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
/// This listens for `UIFocusSystem.didUpdateNotification` (iOS 11, tvOS 11) and scrolls the
/// focused item's strip (``EngineBackedLayout/scrollSection(toRevealItemAt:animated:)``)
/// while ``EngineBackedLayout/sectionsFollowFocus`` is on.
///
/// Cost per focus update: O(depth of the focused view) to find its cell, then O(1) (O(groups)
/// for a strip that snaps).
@MainActor
final class StripFocusFollower {
  /// The layout whose strips follow focus.
  private weak var layout: EngineBackedLayout?
  /// The notification observer, removed with this follower.
  private var observation: NotificationObservation?

  init(layout: EngineBackedLayout) {
    self.layout = layout
    // The key is main-actor isolated (a UIFocusSystem member); the block is not.
    let key = UIFocusSystem.focusUpdateContextUserInfoKey
    // No queue: the block runs where UIKit posts focus updates, on the main thread.
    observation = NotificationObservation(name: UIFocusSystem.didUpdateNotification) { [weak self] notification in
      guard let context = notification.userInfo?[key] as? UIFocusUpdateContext else { return }
      onMainThread { self?.follow(context) }
    }
  }

  /// Scrolls the strip of the item `context` moved focus to, if it is one of this layout's
  /// collection view's items in a strip.
  private func follow(_ context: UIFocusUpdateContext) {
    guard let layout, layout.sectionsFollowFocus, let collectionView = layout.collectionView,
      collectionView.collectionViewLayout === layout, let focused = context.nextFocusedItem as? UIView,
      let indexPath = Self.indexPath(holding: focused, in: collectionView)
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
