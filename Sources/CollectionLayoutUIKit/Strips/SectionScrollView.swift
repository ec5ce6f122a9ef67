#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// The only platform-specific code of section scrolling.
//
// UIKit: each section that scrolls on its own is driven by a real scroll view, hidden
// inside the collection view, whose pan gesture recogniser is added to the collection view
// (JEKScrollableSectionCollectionViewLayout's technique): a finger on the strip moves the
// scroll view, whose offset the layout draws the strip's cells at. The collection view's
// own pan waits for it to fail, which it does at once outside the strip or across it.
//
// HeadlessUIKit: there are no touches; tests drive the same scroll view with its
// `headlessBeginDragging()` / `headlessDrag(by:)` / `headlessEndDragging(velocity:)`.

#if canImport(UIKit)
/// The scroll view behind one section's strip.
final class SectionScrollView: UIScrollView {
  /// The section it drives.
  var section = 0
  /// Where its strip is and how offsets map.
  var geometry = StripGeometry.zero
  /// The collection view its pan gesture is on.
  private weak var host: UICollectionView?

  init() {
    super.init(frame: .zero)
    isHidden = true
    #if !os(tvOS)
    // A tap on the status bar scrolls the collection view, never a strip (tvOS has no
    // status bar, and no `scrollsToTop`).
    scrollsToTop = false
    #endif
    contentInsetAdjustmentBehavior = .never
  }

  required init?(coder: NSCoder) { nil }

  /// Puts the scroll view in `collectionView` and lets its pan gesture act there.
  func install(on collectionView: UICollectionView) {
    if host !== collectionView {
      host?.removeGestureRecognizer(panGestureRecognizer)
      removeFromSuperview()
      collectionView.addSubview(self)
      collectionView.addGestureRecognizer(panGestureRecognizer)
      collectionView.panGestureRecognizer.require(toFail: panGestureRecognizer)
      host = collectionView
    }
    panGestureRecognizer.isEnabled = true
  }

  /// Stops the pan gesture (a disabled recogniser counts as failed, so the collection
  /// view's pan does not wait for it).
  func uninstall() {
    panGestureRecognizer.isEnabled = false
  }

  /// A pan begins only on the strip and mostly along it.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === panGestureRecognizer, let host else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    guard geometry.frame.contains(panGestureRecognizer.location(in: host)) else { return false }
    let velocity = panGestureRecognizer.velocity(in: host)
    return geometry.runsHorizontally ? abs(velocity.x) > abs(velocity.y) : abs(velocity.y) > abs(velocity.x)
  }

  /// A finger lifted without velocity: UIKit would jump to a changed target, so the
  /// scroll view animates there on the next turn of the run loop.
  func settle(at target: CGPoint, velocity: CGPoint) {
    guard velocity == .zero, target != contentOffset else { return }
    Task { @MainActor [weak self] in self?.setContentOffset(target, animated: true) }
  }
}
#else
/// The scroll view behind one section's strip (headless: driven by tests).
final class SectionScrollView: UIScrollView {
  /// The section it drives.
  var section = 0
  /// Where its strip is and how offsets map.
  var geometry = StripGeometry.zero

  init() {
    super.init(frame: .zero)
    isHidden = true
    contentInsetAdjustmentBehavior = .never
  }

  required init?(coder: NSCoder) { nil }

  /// Nothing to install headless: there are no gestures.
  func install(on collectionView: UICollectionView) {}

  /// Nothing to stop headless.
  func uninstall() {}

  /// Headless deceleration always runs to the target.
  func settle(at target: CGPoint, velocity: CGPoint) {}
}
#endif

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
