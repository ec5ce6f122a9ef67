import HeadlessUIKit
import Testing

/// The simulated pan and tap, swipe actions' API, and the view geometry they read, as
/// Apple documents them: what a layout's own recognizers (a list's swipe actions) are
/// checked against.
@MainActor
@Suite("HeadlessUIKit: pans, taps and swipe actions")
struct HeadlessGestureTests {
  /// Records what the recognizer's target heard, and answers `gestureRecognizerShouldBegin`.
  final class Target: NSObject, UIGestureRecognizerDelegate {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var locations: [CGPoint] = []
    var allows = true
    var asked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      asked += 1
      return allows
    }
  }

  static func pan(on view: UIView, _ target: Target) -> UIPanGestureRecognizer {
    let pan = UIPanGestureRecognizer()
    pan.delegate = target
    pan.headlessAction = { recognizer in
      target.states.append(recognizer.state)
      target.translations.append((recognizer as! UIPanGestureRecognizer).translation(in: view))
      target.locations.append(recognizer.location(in: view))
    }
    view.addGestureRecognizer(pan)
    return pan
  }

  /// Apple: the delegate's `gestureRecognizerShouldBegin(_:)` is asked "when a gesture
  /// recognizer attempts to transition out of the possible state"; a continuous gesture then
  /// reports began, changed and ended to its targets.
  @Test func aPanAsksItsDelegateThenReportsEachState() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let target = Target()
    let pan = Self.pan(on: view, target)
    #expect(pan.headlessBeginPan(at: CGPoint(x: 100, y: 100), translation: CGPoint(x: -10, y: 0)))
    pan.headlessMovePan(to: CGPoint(x: -40, y: 5), velocity: CGPoint(x: -300, y: 0))
    #expect(pan.velocity(in: view) == CGPoint(x: -300, y: 0))
    pan.headlessEndPan(velocity: CGPoint(x: -600, y: 0))
    #expect(target.asked == 1)
    #expect(target.states == [.began, .changed, .ended])
    #expect(target.translations == [CGPoint(x: -10, y: 0), CGPoint(x: -40, y: 5), CGPoint(x: -40, y: 5)])
    #expect(target.locations == [CGPoint(x: 90, y: 100), CGPoint(x: 60, y: 105), CGPoint(x: 60, y: 105)])
    #expect(pan.state == .possible)
    // Refused, it fails and its target hears nothing.
    target.allows = false
    #expect(!pan.headlessPan(at: .zero, by: CGPoint(x: 50, y: 0)))
    #expect(target.states.count == 3 && pan.state == .possible)
    // Disabled, or on no view, it sees no touch: the delegate is not asked.
    target.allows = true
    pan.isEnabled = false
    #expect(!pan.headlessPan(at: .zero, by: CGPoint(x: 50, y: 0)))
    pan.isEnabled = true
    view.removeGestureRecognizer(pan)
    #expect(!pan.headlessPan(at: .zero, by: CGPoint(x: 50, y: 0)))
    #expect(target.asked == 2)
  }

  /// A tap is discrete: recognised (ended) once, when the delegate allows it.
  @Test func aTapIsRecognisedOnceWhereItLands() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let target = Target()
    let tap = UITapGestureRecognizer()
    tap.delegate = target
    var heard: [(UIGestureRecognizer.State, CGPoint)] = []
    tap.headlessAction = { heard.append(($0.state, $0.location(in: view))) }
    view.addGestureRecognizer(tap)
    #expect(tap.numberOfTapsRequired == 1 && tap.cancelsTouchesInView)
    #expect(tap.headlessTap(at: CGPoint(x: 12, y: 34)))
    #expect(heard.count == 1 && heard[0].0 == .ended && heard[0].1 == CGPoint(x: 12, y: 34))
    target.allows = false
    #expect(!tap.headlessTap(at: .zero))
    #expect(heard.count == 1)
  }

  /// `require(toFail:)`: a scroll view's pan waiting for another recognizer does not begin
  /// while that one has begun.
  @Test func aScrollViewWaitsForARecognizerThatHasBegun() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    scrollView.contentSize = CGSize(width: 300, height: 3000)
    let target = Target()
    let pan = Self.pan(on: scrollView, target)
    scrollView.panGestureRecognizer.require(toFail: pan)
    #expect(pan.headlessBeginPan(at: CGPoint(x: 10, y: 10), translation: CGPoint(x: 20, y: 0)))
    scrollView.headlessBeginDragging()
    #expect(!scrollView.isTracking)
    pan.headlessEndPan()
    scrollView.headlessBeginDragging()
    #expect(scrollView.isTracking)
    scrollView.headlessEndDragging(velocity: .zero)
  }

  /// `convert(_:to:)` goes through each view's frame and bounds origin (a scroll view's
  /// content offset); `insertSubview(_:belowSubview:)` puts a view just behind its sibling.
  @Test func pointsConvertThroughFramesAndBoundsAndViewsGoBehindSiblings() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
    scrollView.contentSize = CGSize(width: 300, height: 3000)
    root.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    let row = UIView(frame: CGRect(x: 0, y: 600, width: 300, height: 44))
    scrollView.addSubview(row)
    #expect(row.convert(CGPoint(x: 5, y: 6), to: root) == CGPoint(x: 15, y: 126))
    #expect(row.convert(CGPoint(x: 5, y: 6), to: scrollView) == CGPoint(x: 5, y: 606))
    #expect(root.convert(CGPoint(x: 15, y: 126), to: row) == CGPoint(x: 5, y: 6))
    #expect(row.convert(.zero, to: nil) == CGPoint(x: 10, y: 120))
    let behind = UIView(frame: .zero)
    let other = UIView(frame: .zero)
    scrollView.addSubview(other)
    scrollView.insertSubview(behind, belowSubview: row)
    #expect(scrollView.subviews.firstIndex { $0 === behind } == scrollView.subviews.firstIndex { $0 === row }! - 1)
    // Not a sibling: in front of the others.
    let loose = UIView(frame: .zero)
    scrollView.insertSubview(loose, belowSubview: UIView(frame: .zero))
    #expect(scrollView.subviews.last === loose)
  }

  /// UIKit's header: "a default background color is set from the action style";
  /// `performsFirstActionWithFullSwipe` is `YES` by default.
  @Test func swipeActionsHaveTheirStylesColoursAndAFullSwipeByDefault() {
    var ran: [String] = []
    let delete = UIContextualAction(style: .destructive, title: "Delete") { action, _, done in
      ran.append(action.title ?? "")
      done(true)
    }
    let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }
    #expect(delete.backgroundColor == .systemRed && flag.backgroundColor == .systemGray)
    flag.backgroundColor = .orange
    #expect(flag.backgroundColor == .orange)
    flag.backgroundColor = nil
    #expect(flag.backgroundColor == .systemGray)
    let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
    #expect(configuration.performsFirstActionWithFullSwipe)
    #expect(configuration.actions.map(\.title) == ["Delete", "Flag"])
    delete.handler(delete, UIView(frame: .zero)) { _ in }
    #expect(ran == ["Delete"])
  }

  /// A label's natural size is its text's (headless: half the point size a character, 1.2
  /// the point size a line); a plain view has none.
  @Test func labelsHaveANaturalSizeAndPlainViewsNone() {
    let label = UILabel(frame: .zero)
    #expect(label.intrinsicContentSize == .zero)
    label.text = "Archive"
    label.font = UIFont.systemFont(ofSize: 15)
    #expect(label.intrinsicContentSize == CGSize(width: 53, height: 18))
    #expect(UIView(frame: .zero).intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(UIImageView(image: nil).intrinsicContentSize == .zero)
  }
}
