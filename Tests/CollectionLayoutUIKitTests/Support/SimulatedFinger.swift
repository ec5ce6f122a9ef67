import Foundation

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

// A finger on a scroll view, for tests that drag sections and strips. HeadlessUIKit has a
// simulated finger of its own; on UIKit, where a test cannot touch the screen, the same
// gesture is played to the scroll view's delegate in UIKit's order (will begin dragging,
// the moves, will end dragging with a target the delegate may change, did end dragging,
// and the deceleration), so the adapters' scroll-view delegates are exercised unchanged.

#if canImport(UIKit)

extension UIScrollView {
  /// Puts a finger on the content.
  func fingerDown() {
    guard isScrollEnabled else { return }
    delegate?.scrollViewWillBeginDragging?(self)
  }

  /// Moves the finger by `translation`: the content follows it, so the offset moves the
  /// other way; past an edge it stops there, or rubber-bands when the view bounces.
  func fingerMove(by translation: CGPoint) {
    guard isScrollEnabled else { return }
    let range = restingRange
    let wanted = CGPoint(x: contentOffset.x - translation.x, y: contentOffset.y - translation.y)
    contentOffset = CGPoint(
      x: bounces ? wanted.x : clamp(wanted.x, range.x), y: bounces ? wanted.y : clamp(wanted.y, range.y))
  }

  /// Lifts the finger at `velocity` (points per millisecond): the content coasts to where
  /// the deceleration rate takes it, or to where the delegate (or a collection view's
  /// layout) moves that target, within the scrollable range.
  func fingerUp(velocity: CGPoint) {
    guard isScrollEnabled else { return }
    let factor = decelerationRate.rawValue / (1 - decelerationRate.rawValue)
    var target = CGPoint(x: contentOffset.x + velocity.x * factor, y: contentOffset.y + velocity.y * factor)
    if let collectionView = self as? UICollectionView {
      target = collectionView.collectionViewLayout.targetContentOffset(
        forProposedContentOffset: target, withScrollingVelocity: velocity)
    }
    delegate?.scrollViewWillEndDragging?(self, withVelocity: velocity, targetContentOffset: &target)
    let range = restingRange
    target = CGPoint(x: clamp(target.x, range.x), y: clamp(target.y, range.y))
    let decelerates = abs(target.x - contentOffset.x) >= 0.5 || abs(target.y - contentOffset.y) >= 0.5
    delegate?.scrollViewDidEndDragging?(self, willDecelerate: decelerates)
    guard decelerates else {
      contentOffset = target
      return
    }
    delegate?.scrollViewWillBeginDecelerating?(self)
    contentOffset = target
    delegate?.scrollViewDidEndDecelerating?(self)
  }

  /// The offsets the content rests within.
  private var restingRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    return (
      -inset.left...max(-inset.left, contentSize.width + inset.right - bounds.width),
      -inset.top...max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    )
  }

  private func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
    min(max(value, range.lowerBound), range.upperBound)
  }
}

#elseif canImport(HeadlessUIKit)

extension UIScrollView {
  /// Puts a finger on the content.
  func fingerDown() { headlessBeginDragging() }
  /// Moves the finger by `translation`.
  func fingerMove(by translation: CGPoint) { headlessDrag(by: translation) }
  /// Lifts the finger at `velocity` (points per millisecond).
  func fingerUp(velocity: CGPoint) { headlessEndDragging(velocity: velocity) }
}

#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

extension UIScrollView {
  /// A whole gesture: finger down, moved by `translation`, lifted at `velocity`.
  func fingerSwipe(by translation: CGPoint, velocity: CGPoint) {
    fingerDown()
    fingerMove(by: translation)
    fingerUp(velocity: velocity)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
