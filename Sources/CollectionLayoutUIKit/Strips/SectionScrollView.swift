#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// The scroll view behind one section's strip, and the only platform-specific code of
// section scrolling.
//
// Each section that scrolls on its own is driven by a real scroll view, hidden inside the
// collection view, whose pan gesture recogniser is added to the collection view
// (JEKScrollableSectionCollectionViewLayout's technique): a finger on the strip moves the
// scroll view, whose offset the layout draws the strip's cells at. The collection view's
// own pan waits for it to fail, which it does at once outside the strip or across it.
//
// A scroll view belongs to one layout. When the collection view changes layout, the old
// layout takes its scroll views and their recognisers out (`remove()`), and the next layout
// of this package to be prepared there takes out any another one left (`removeStrays`):
// UIKit does not always tell the old layout (see `EngineBackedLayout.prepareForTransition`).
// A scroll view left behind never begins a pan, since its layout is no longer the
// collection view's.
//
// UIKit only: deciding whether a pan begins (touch location and velocity), settling after
// a lift without velocity, and `scrollsToTop`. HeadlessUIKit has no touches: tests drive
// the same scroll view with its `headlessBeginDragging()` / `headlessDrag(by:)` /
// `headlessEndDragging(velocity:)`.

/// The scroll view behind one section's strip.
final class SectionScrollView: UIScrollView {
  /// The section it drives.
  var section = 0
  /// Where its strip is and how offsets map.
  var geometry = StripGeometry.zero
  /// The layout whose strip it drives.
  private(set) weak var owner: UICollectionViewLayout?
  /// The collection view its pan gesture is on.
  private weak var host: UICollectionView?

  init(owner: UICollectionViewLayout) {
    self.owner = owner
    super.init(frame: .zero)
    isHidden = true
    #if canImport(UIKit) && !os(tvOS)
    // A tap on the status bar scrolls the collection view, never a strip (tvOS has no
    // status bar, and no `scrollsToTop`).
    scrollsToTop = false
    #endif
    contentInsetAdjustmentBehavior = .never
  }

  required init?(coder: NSCoder) { nil }

  /// Puts the scroll view in `collectionView` and lets its pan gesture act there; nothing to
  /// do when it is installed there already (two comparisons: queries call it).
  func install(on collectionView: UICollectionView) {
    guard host !== collectionView || !panGestureRecognizer.isEnabled else { return }
    if host !== collectionView {
      remove()
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

  /// Takes the scroll view and its pan gesture out of the collection view.
  func remove() {
    host?.removeGestureRecognizer(panGestureRecognizer)
    removeFromSuperview()
    host = nil
  }

  /// Takes out of `collectionView` the strip scroll views of layouts other than `layout`.
  /// O(subviews).
  static func removeStrays(from collectionView: UICollectionView, keeping layout: UICollectionViewLayout) {
    for case let stray as SectionScrollView in collectionView.subviews where stray.owner !== layout {
      stray.remove()
    }
  }

  #if canImport(UIKit)
  /// A pan begins only on the strip, mostly along it, while its layout is the collection
  /// view's.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === panGestureRecognizer, let host else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    guard let owner, host.collectionViewLayout === owner,
      geometry.frame.contains(panGestureRecognizer.location(in: host))
    else { return false }
    let velocity = panGestureRecognizer.velocity(in: host)
    return geometry.runsHorizontally ? abs(velocity.x) > abs(velocity.y) : abs(velocity.y) > abs(velocity.x)
  }

  /// A finger lifted without velocity: UIKit would jump to a changed target, so the
  /// scroll view animates there on the next turn of the run loop.
  func settle(at target: CGPoint, velocity: CGPoint) {
    guard velocity == .zero, target != contentOffset else { return }
    Task { @MainActor [weak self] in self?.setContentOffset(target, animated: true) }
  }
  #else
  /// Headless deceleration always runs to the target.
  func settle(at target: CGPoint, velocity: CGPoint) {}
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
