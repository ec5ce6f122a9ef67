import Foundation
import HeadlessUIKit
import Testing

/// HeadlessUIKit's simulated finger: drags, rubber bands, deceleration, paging and the
/// delegate's sequence, as UIKit's scroll view.
@MainActor
@Suite("Headless scroll view")
struct HeadlessScrollViewTests {
  /// Records the delegate's events.
  final class Spy: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var retarget: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("beginDrag") }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      events.append("endDrag \(Int(targetContentOffset.pointee.x))")
      if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      events.append("didEndDrag \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("beginDecelerate") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("endDecelerate") }

    /// The events with runs of "scroll" folded into one.
    var folded: [String] {
      events.reduce(into: []) { result, event in
        if event == "scroll", result.last == "scroll" { return }
        result.append(event)
      }
    }
  }

  /// A 320-wide window on 1,000 points of content.
  func makeScrollView() -> (UIScrollView, Spy) {
    let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    view.contentSize = CGSize(width: 1000, height: 100)
    let spy = Spy()
    view.delegate = spy
    return (view, spy)
  }

  @Test func dragMovesTheContentWithTheFingerAndRubberBandsPastAnEdge() {
    let (view, _) = makeScrollView()
    view.headlessBeginDragging()
    view.headlessDrag(by: CGPoint(x: -120, y: -40))
    // Only the axis with more content than the view scrolls.
    #expect(view.contentOffset == CGPoint(x: 120, y: 0))
    view.headlessDrag(by: CGPoint(x: 220, y: 0))
    // 100 points past the leading edge: UIKit's band (1 − 1 / (100 · 0.55 / 320 + 1)) · 320.
    let band = (1 - 1 / (100 * 0.55 / 320 + 1)) * 320.0
    #expect(abs(Double(view.contentOffset.x) + band) < 1e-9)
    #expect(view.isDragging && view.isTracking)
    view.headlessEndDragging(velocity: .zero)
    // It springs back to the edge.
    #expect(view.contentOffset.x == 0)
    #expect(!view.isDragging && !view.isDecelerating)
  }

  @Test func withoutBouncingTheEdgeStopsTheContent() {
    let (view, _) = makeScrollView()
    view.bounces = false
    view.headlessSwipe(by: CGPoint(x: 50, y: 0), velocity: .zero)
    #expect(view.contentOffset.x == 0)
    view.headlessSwipe(by: CGPoint(x: -5000, y: 0), velocity: .zero)
    #expect(view.contentOffset.x == 680)
  }

  @Test func aFlickCoastsToTheProjectionInUIKitsOrder() {
    let (view, spy) = makeScrollView()
    view.headlessSwipe(by: CGPoint(x: -100, y: 0), velocity: CGPoint(x: 0.5, y: 0))
    // 100 + 0.5 × 0.998 / 0.002 = 349.5.
    #expect(abs(view.contentOffset.x - 349.5) < 1e-9)
    #expect(
      spy.folded == [
        "beginDrag", "scroll", "endDrag 349", "didEndDrag true", "beginDecelerate", "scroll", "endDecelerate",
      ])
    // A fast rate coasts less: 0.5 × 0.99 / 0.01 = 49.5.
    view.decelerationRate = .fast
    view.headlessSwipe(by: .zero, velocity: CGPoint(x: 0.5, y: 0))
    #expect(abs(view.contentOffset.x - 399) < 1e-9)
  }

  @Test func aFlickPastTheEndRestsAtTheEnd() {
    let (view, _) = makeScrollView()
    view.headlessSwipe(by: CGPoint(x: -600, y: 0), velocity: CGPoint(x: 3, y: 0))
    #expect(view.contentOffset.x == 680)
  }

  @Test func aStillFingerDoesNotDecelerate() {
    let (view, spy) = makeScrollView()
    view.headlessSwipe(by: CGPoint(x: -30, y: 0), velocity: .zero)
    #expect(view.contentOffset.x == 30)
    #expect(spy.folded == ["beginDrag", "scroll", "endDrag 30", "didEndDrag false"])
  }

  @Test func theDelegateMayMoveTheTargetWithinTheRange() {
    let (view, spy) = makeScrollView()
    spy.retarget = CGPoint(x: 200, y: 0)
    view.headlessSwipe(by: CGPoint(x: -30, y: 0), velocity: .zero)
    #expect(view.contentOffset.x == 200)
    #expect(spy.folded.suffix(3) == ["beginDecelerate", "scroll", "endDecelerate"])
    spy.retarget = CGPoint(x: 5000, y: 0)
    view.headlessSwipe(by: .zero, velocity: .zero)
    #expect(view.contentOffset.x == 680)
  }

  @Test func pagingTurnsOnePagePerFlickAndRoundsSlowDrags() {
    let (view, spy) = makeScrollView()
    view.isPagingEnabled = true
    spy.retarget = CGPoint(x: 10, y: 0)  // ignored while paging, as UIKit
    view.headlessSwipe(by: CGPoint(x: -100, y: 0), velocity: CGPoint(x: 2, y: 0))
    #expect(view.contentOffset.x == 320)
    view.headlessSwipe(by: CGPoint(x: -100, y: 0), velocity: .zero)
    #expect(view.contentOffset.x == 320)
    view.headlessSwipe(by: CGPoint(x: -200, y: 0), velocity: .zero)
    #expect(view.contentOffset.x == 640)
    view.headlessSwipe(by: CGPoint(x: 10, y: 0), velocity: CGPoint(x: -1, y: 0))
    #expect(view.contentOffset.x == 320)
    // The last page is the end of the content (from 320, past it: page 3 is beyond).
    view.headlessSwipe(by: CGPoint(x: -400, y: 0), velocity: CGPoint(x: 1, y: 0))
    #expect(view.contentOffset.x == 680)
  }

  @Test func aDisabledScrollViewIgnoresTheFinger() {
    let (view, spy) = makeScrollView()
    view.isScrollEnabled = false
    view.headlessSwipe(by: CGPoint(x: -100, y: 0), velocity: CGPoint(x: 1, y: 0))
    #expect(view.contentOffset.x == 0)
    #expect(spy.events.isEmpty)
  }

  @Test func contentThatFitsBouncesOnlyWhenAskedTo() {
    let (view, _) = makeScrollView()
    view.contentSize = CGSize(width: 200, height: 100)
    view.headlessBeginDragging()
    view.headlessDrag(by: CGPoint(x: -50, y: 0))
    #expect(view.contentOffset.x == 0)
    view.headlessEndDragging(velocity: .zero)
    view.alwaysBounceHorizontal = true
    view.headlessBeginDragging()
    view.headlessDrag(by: CGPoint(x: -50, y: 0))
    #expect(view.contentOffset.x > 0)
    view.headlessEndDragging(velocity: .zero)
    #expect(view.contentOffset.x == 0)
  }

  @Test func aCollectionViewDragRestsWhereItsLayoutSays() {
    final class Snapping: UICollectionViewLayout {
      override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 2000) }
      override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
      ) -> CGPoint {
        CGPoint(x: 0, y: (proposedContentOffset.y / 100).rounded() * 100)
      }
    }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: Snapping())
    collectionView.layoutIfNeeded()
    collectionView.headlessSwipe(by: CGPoint(x: 0, y: -30), velocity: CGPoint(x: 0, y: 0.5))
    // 30 + 249.5 = 279.5 → 300.
    #expect(collectionView.contentOffset.y == 300)
  }
}
