import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

// The platform-specific part of swipe actions: how a recognizer reaches its target (UIKit
// calls a selector; Swift on Linux has none, so HeadlessUIKit calls a closure), and how the
// actions view stays behind the row (UIKit orders a collection view's views by their
// layers' `zPosition`, which it sets from each element's zIndex; HeadlessUIKit has no layers).
#if canImport(UIKit) && !os(tvOS)

extension ListSwipeCoordinator {
  /// Makes `pan` call ``panned(_:)`` and `tap` ``tapped(_:)``; the pan also hears a
  /// trackpad's two-finger swipes (iPadOS 13.4, Mac Catalyst), as UIKit's rows do.
  func connect(_ pan: UIPanGestureRecognizer, _ tap: UITapGestureRecognizer) {
    pan.addTarget(self, action: #selector(panAction(_:)))
    tap.addTarget(self, action: #selector(tapAction(_:)))
    if #available(iOS 13.4, macCatalyst 13.4, *) { pan.allowedScrollTypesMask = .continuous }
  }

  @objc private func panAction(_ pan: UIPanGestureRecognizer) { panned(pan) }
  @objc private func tapAction(_ tap: UITapGestureRecognizer) { tapped(tap) }

  /// Puts `actionsView` right behind `cell`: in the subviews just below it, and half a step
  /// below its layer's `zPosition`, above the section's background and separators.
  func place(_ actionsView: UIView, behind cell: UIView, in collectionView: UICollectionView) {
    collectionView.insertSubview(actionsView, belowSubview: cell)
    actionsView.layer.zPosition = cell.layer.zPosition - 0.5
  }
}

#elseif canImport(HeadlessUIKit)

extension ListSwipeCoordinator {
  /// Makes `pan` call ``panned(_:)`` and `tap` ``tapped(_:)``.
  func connect(_ pan: UIPanGestureRecognizer, _ tap: UITapGestureRecognizer) {
    pan.headlessAction = { [weak self] in self?.panned($0 as! UIPanGestureRecognizer) }
    tap.headlessAction = { [weak self] in self?.tapped($0 as! UITapGestureRecognizer) }
  }

  /// Puts `actionsView` right behind `cell` in the collection view's subviews.
  func place(_ actionsView: UIView, behind cell: UIView, in collectionView: UICollectionView) {
    collectionView.insertSubview(actionsView, belowSubview: cell)
  }
}

#endif
