import Foundation

/// A simulated finger, for tests: drag, lift with a velocity, coast to a target the
/// delegate may change, as UIKit's scroll view does.
///
/// The delegate hears UIKit's sequence: `scrollViewWillBeginDragging`, `scrollViewDidScroll`
/// for each move, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then, when the content moves on,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` for each 60 Hz frame and
/// `scrollViewDidEndDecelerating`. Headless there is no run loop: the deceleration runs to
/// its end inside `headlessEndDragging(velocity:)`.
extension UIScrollView {
  /// Puts a finger on the content (ignored when scrolling is disabled, when the pan
  /// recognizer that UIKit delivers the finger through is disabled or attached to no view,
  /// or when a recognizer it must wait for has begun).
  public func headlessBeginDragging() {
    guard isScrollEnabled, panGestureRecognizer.isEnabled, panGestureRecognizer.view != nil, !isTracking else {
      return
    }
    // A recognizer the pan waits for has begun: UIKit fails the pan (`require(toFail:)`).
    let waitedFor = panGestureRecognizer.headlessRecognizersRequiredToFail
    guard !waitedFor.contains(where: { $0.state == .began || $0.state == .changed }) else { return }
    isTracking = true
    isDragging = true
    dragOffset = contentOffset
    delegate?.scrollViewWillBeginDragging(self)
  }

  /// Moves the finger by `translation` (the content follows it, so the offset moves the
  /// other way) along the axes that scroll; past an edge the content rubber-bands as
  /// UIKit's does when `bounces`, and stops at the edge otherwise.
  public func headlessDrag(by translation: CGPoint) {
    guard isTracking else { return }
    dragOffset.x -= scrollsHorizontally ? translation.x : 0
    dragOffset.y -= scrollsVertically ? translation.y : 0
    let range = offsetRange
    contentOffset = CGPoint(
      x: banded(dragOffset.x, range.x, dimension: bounds.width),
      y: banded(dragOffset.y, range.y, dimension: bounds.height))
  }

  /// Lifts the finger at `velocity` (points per millisecond along the content offset, as
  /// the delegate hears it). The content coasts to where that velocity would take it
  /// (`velocity × rate / (1 − rate)`, within the scrollable range; the next page in the
  /// direction of a flick, or the nearest one, when paging), unless the delegate moves the
  /// target; a content past its edge springs back.
  public func headlessEndDragging(velocity: CGPoint) {
    guard isTracking else { return }
    isTracking = false
    let velocity = CGPoint(x: scrollsHorizontally ? velocity.x : 0, y: scrollsVertically ? velocity.y : 0)
    var target = headlessTargetContentOffset(
      forProposedContentOffset: projectedOffset(velocity: velocity), velocity: velocity)
    delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
    // Paging decides the target itself, as UIKit (which ignores the delegate's then).
    if isPagingEnabled { target = pageOffset(velocity: velocity) }
    // The delegate may ask for an offset out of range; the content still rests within it.
    let range = offsetRange
    target = CGPoint(x: clamp(target.x, range.x), y: clamp(target.y, range.y))
    isDragging = false
    let decelerates = abs(target.x - contentOffset.x) >= 0.5 || abs(target.y - contentOffset.y) >= 0.5
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else {
      if target != contentOffset { contentOffset = target }
      return
    }
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    coast(to: target)
    isDecelerating = false
    delegate?.scrollViewDidEndDecelerating(self)
  }

  /// A whole gesture: finger down, moved by `translation`, lifted at `velocity`.
  public func headlessSwipe(by translation: CGPoint, velocity: CGPoint) {
    headlessBeginDragging()
    headlessDrag(by: translation)
    headlessEndDragging(velocity: velocity)
  }

  // MARK: Private

  /// Where `velocity` would carry the content with the deceleration rate.
  private func projectedOffset(velocity: CGPoint) -> CGPoint {
    let rate = decelerationRate.rawValue
    let factor = rate / (1 - rate)
    return CGPoint(x: contentOffset.x + velocity.x * factor, y: contentOffset.y + velocity.y * factor)
  }

  /// UIKit's paging: one page in the direction of a flick, the nearest page otherwise.
  private func pageOffset(velocity: CGPoint) -> CGPoint {
    func page(_ offset: CGFloat, _ velocity: CGFloat, _ size: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
      guard size > 0 else { return clamp(offset, range) }
      let index: CGFloat
      if velocity > Self.pagingFlickVelocity {
        index = (offset / size).rounded(.down) + 1
      } else if velocity < -Self.pagingFlickVelocity {
        index = (offset / size).rounded(.up) - 1
      } else {
        index = (offset / size).rounded()
      }
      return clamp(index * size, range)
    }
    let range = offsetRange
    return CGPoint(
      x: page(contentOffset.x, velocity.x, bounds.width, range.x),
      y: page(contentOffset.y, velocity.y, bounds.height, range.y))
  }

  /// The speed past which paging turns the page (points per millisecond).
  private static var pagingFlickVelocity: CGFloat { 0.3 }

  /// Moves the content to `target` in 60 Hz frames, each keeping the fraction of the way
  /// left that the deceleration rate keeps of the velocity; the last frame lands exactly.
  private func coast(to target: CGPoint) {
    let keep = CGFloat(pow(Double(decelerationRate.rawValue), 1000.0 / 60))
    var frames = 0
    while frames < 600 {
      frames += 1
      let next = CGPoint(
        x: target.x + (contentOffset.x - target.x) * keep, y: target.y + (contentOffset.y - target.y) * keep)
      if abs(next.x - target.x) < 0.5 && abs(next.y - target.y) < 0.5 { break }
      contentOffset = next
    }
    contentOffset = target
  }

  /// The offsets the content rests within on each axis.
  var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let minX = -inset.left
    let minY = -inset.top
    return (
      minX...Swift.max(minX, contentSize.width + inset.right - bounds.width),
      minY...Swift.max(minY, contentSize.height + inset.bottom - bounds.height)
    )
  }

  /// `offset` brought within ``offsetRange`` on each axis, as UIKit keeps a programmatic
  /// scroll within the scrollable range.
  func clampedToOffsetRange(_ offset: CGPoint) -> CGPoint {
    let range = offsetRange
    return CGPoint(
      x: Swift.min(Swift.max(offset.x, range.x.lowerBound), range.x.upperBound),
      y: Swift.min(Swift.max(offset.y, range.y.lowerBound), range.y.upperBound))
  }

  private var scrollsHorizontally: Bool {
    alwaysBounceHorizontal || offsetRange.x.upperBound > offsetRange.x.lowerBound
  }

  private var scrollsVertically: Bool {
    alwaysBounceVertical || offsetRange.y.upperBound > offsetRange.y.lowerBound
  }

  /// UIKit's rubber band past an edge: `(1 − 1 / (x · 0.55 / d + 1)) · d` for an overshoot
  /// `x` in a view of size `d`; the edge itself without bouncing.
  private func banded(_ offset: CGFloat, _ range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    guard bounces, dimension > 0 else { return clamp(offset, range) }
    func band(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / dimension + 1)) * dimension }
    if offset < range.lowerBound { return range.lowerBound - band(range.lowerBound - offset) }
    if offset > range.upperBound { return range.upperBound + band(offset - range.upperBound) }
    return offset
  }

  func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
    Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }
}
