import Foundation

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`: the offset
/// changed, and the stages of a drag (begin, end with a target the delegate may change,
/// deceleration). Every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A finger started to drag the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifted at `velocity` (points per millisecond, along the content offset);
  /// `targetContentOffset` holds where the content will rest, and may be changed.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The drag ended; `decelerate` says whether the content moves on.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content starts to coast after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content came to rest after coasting.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Nothing: the target stays.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
