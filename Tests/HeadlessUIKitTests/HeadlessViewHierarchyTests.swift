import HeadlessUIKit
import Testing

/// The view hierarchy, gesture recognizers and layout changes, as Apple documents them:
/// what a layout that adds views of its own to the collection view (a strip's scroll view)
/// is checked against.
@MainActor
@Suite("HeadlessUIKit: views, recognizers and layout changes")
struct HeadlessViewHierarchyTests {
  final class MovingView: UIView {
    var moves: [String] = []
    override func didMoveToSuperview() { moves.append(superview == nil ? "out" : "in") }
  }

  /// `addSubview(_:)`: "Views can have only one superview. If view already has a superview
  /// and that view is not the receiver, this method removes the previous superview";
  /// `removeFromSuperview()` unlinks it; `didMoveToSuperview()` follows each move.
  @Test func aViewHasOneSuperview() {
    let first = UIView(frame: .zero)
    let second = UIView(frame: .zero)
    let child = MovingView(frame: .zero)
    let other = UIView(frame: .zero)
    first.addSubview(child)
    first.addSubview(other)
    #expect(child.superview === first && first.subviews.map(ObjectIdentifier.init) == [.init(child), .init(other)])
    first.addSubview(child)  // to the front
    #expect(first.subviews.map(ObjectIdentifier.init) == [.init(other), .init(child)])
    second.addSubview(child)
    #expect(child.superview === second && first.subviews.count == 1 && second.subviews.count == 1)
    child.removeFromSuperview()
    child.removeFromSuperview()  // nothing to do
    #expect(child.superview == nil && second.subviews.isEmpty)
    #expect(child.moves == ["in", "out", "in", "out"])
  }

  /// `window`: "nil if the view has not yet been added to a window" — a subview is in its
  /// superview's window.
  @Test func aSubviewIsInItsSuperviewsWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = UICollectionViewController(collectionViewLayout: UICollectionViewLayout())
    let child = UIView(frame: .zero)
    controller.collectionView.addSubview(child)
    #expect(child.window == nil)
    window.rootViewController = controller
    #expect(child.window === window)
    child.removeFromSuperview()
    #expect(child.window == nil)
  }

  /// `UIGestureRecognizer.view`: a recognizer is attached to one view; `gestureRecognizers`
  /// is nil without any. A scroll view's `panGestureRecognizer` starts on the scroll view;
  /// JEKScrollableSectionCollectionViewLayout moves it onto the collection view.
  @Test func aRecognizerIsOnOneView() {
    let scrollView = UIScrollView(frame: .zero)
    let host = UIView(frame: .zero)
    #expect(scrollView.panGestureRecognizer.view === scrollView)
    #expect(host.gestureRecognizers == nil)
    host.addGestureRecognizer(scrollView.panGestureRecognizer)
    #expect(scrollView.panGestureRecognizer.view === host && scrollView.gestureRecognizers == nil)
    #expect(host.gestureRecognizers?.count == 1)
    host.removeGestureRecognizer(scrollView.panGestureRecognizer)
    #expect(scrollView.panGestureRecognizer.view == nil && host.gestureRecognizers == nil)
  }

  /// `require(toFail:)`: a recognizer removed from its view no longer holds another back.
  @Test func aDetachedRecognizerHoldsNothingBack() {
    let collectionView = UIScrollView(frame: .zero)
    let strip = UIScrollView(frame: .zero)
    collectionView.addGestureRecognizer(strip.panGestureRecognizer)
    collectionView.panGestureRecognizer.require(toFail: strip.panGestureRecognizer)
    collectionView.panGestureRecognizer.require(toFail: strip.panGestureRecognizer)
    #expect(collectionView.panGestureRecognizer.headlessRecognizersRequiredToFail.count == 1)
    collectionView.removeGestureRecognizer(strip.panGestureRecognizer)
    #expect(collectionView.panGestureRecognizer.headlessRecognizersRequiredToFail.isEmpty)
  }

  /// A finger reaches a scroll view through its pan recognizer: disabled, or on no view,
  /// it moves nothing.
  @Test func aFingerNeedsAnEnabledAttachedPan() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    func drag() {
      scrollView.headlessBeginDragging()
      scrollView.headlessDrag(by: CGPoint(x: 0, y: -50))
      scrollView.headlessEndDragging(velocity: .zero)
    }
    scrollView.panGestureRecognizer.isEnabled = false
    drag()
    #expect(scrollView.contentOffset.y == 0)
    scrollView.panGestureRecognizer.isEnabled = true
    scrollView.removeGestureRecognizer(scrollView.panGestureRecognizer)
    drag()
    #expect(scrollView.contentOffset.y == 0)
    scrollView.addGestureRecognizer(scrollView.panGestureRecognizer)
    drag()
    #expect(scrollView.contentOffset.y == 50)
  }

  final class TransitionLayout: UICollectionViewLayout {
    let name: String
    var log: [String]
    init(_ name: String, log: [String] = []) {
      self.name = name
      self.log = log
      super.init()
    }
    required init?(coder: NSCoder) { nil }
    override func prepare() { log.append("\(name) prepare") }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      super.invalidateLayout(with: context)
      if context.invalidateEverything && context.invalidateDataSourceCounts { log.append("\(name) reload") }
    }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
      log.append("\(name) to \((newLayout as? TransitionLayout)?.name ?? "?") (in view: \(collectionView != nil))")
    }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
      log.append("\(name) from \((oldLayout as? TransitionLayout)?.name ?? "?")")
    }
    override func finalizeLayoutTransition() { log.append("\(name) finalize") }
  }

  /// `prepareForTransition(to:)`: "Tells the layout object that it is about to be removed as
  /// the layout for the collection view"; `prepareForTransition(from:)` the new one; both
  /// hear `finalizeLayoutTransition()` after. On screen and laid out, with or without
  /// animation; off screen or before the first pass, neither (see the method's doc).
  @Test(arguments: [false, true])
  func aLayoutChangeOnScreenTellsBothLayouts(animated: Bool) {
    let old = TransitionLayout("old")
    let controller = UICollectionViewController(collectionViewLayout: old)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    controller.collectionView.layoutIfNeeded()
    let new = TransitionLayout("new")
    old.log = []
    controller.collectionView.setCollectionViewLayout(new, animated: animated)
    #expect(old.log == ["old to new (in view: true)", "old finalize"])
    #expect(new.log == ["new reload", "new from old", "new prepare", "new finalize"])
    #expect(old.collectionView == nil && new.collectionView === controller.collectionView)
  }

  @Test func aLayoutChangeOffScreenOrBeforeTheFirstPassTellsNeither() {
    let old = TransitionLayout("old")
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: old)
    let early = TransitionLayout("early")
    collectionView.collectionViewLayout = early  // before the first pass
    #expect(early.log == ["early reload"])
    collectionView.layoutIfNeeded()
    let new = TransitionLayout("new")
    collectionView.setCollectionViewLayout(new, animated: false)  // off screen
    #expect(old.log.isEmpty && early.log == ["early reload", "early prepare"])
    #expect(new.log == ["new reload", "new prepare"])
  }
}
