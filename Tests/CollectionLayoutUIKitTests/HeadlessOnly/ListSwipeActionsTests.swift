import CollectionLayout
import CollectionLayoutUIKit
import Foundation
import Testing

// Headless only: the swipes are played through HeadlessUIKit's simulated pan and tap
// (`headlessBeginPan`, `headlessTap`), where UIKit's touches drive the recognizers. The
// adapter's recognizers and views compile for iOS through the iOS check.
#if canImport(HeadlessUIKit)
import HeadlessUIKit

/// Swipe actions of list sections (`UICollectionLayoutListConfiguration`'s
/// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider`,
/// iOS 14): a sideways pan moves the row through the layout's attributes and reveals the
/// provider's actions behind it; the row rests open or closed, a full swipe or a tap runs an
/// action, and the row closes when the handler completes. Apple documents the providers and
/// `performsFirstActionWithFullSwipe`; the distances are the adapter's (`ListSwipeGeometry`).
@MainActor
@Suite("Compositional adapter: list swipe actions")
struct ListSwipeActionsTests {
  /// What the actions' handlers were called with.
  final class Calls {
    var performed: [String] = []
    var sourceViews: [UIView] = []
    var completions: [(Bool) -> Void] = []
    /// Whether each handler completes at once.
    var completesAtOnce = true
  }

  /// A plain list of `count` rows, 375 wide; trailing actions Delete (destructive) and
  /// Archive on every row but those `refusing`, and leading Pin when `leading`.
  static func controller(
    count: Int = 20, calls: Calls, leading: Bool = false, trailing: Bool = true, refusing: Set<Int> = [],
    fullSwipe: Bool = true, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self
  ) -> CompositionalController {
    var configuration = LayoutListConfiguration(appearance: .plain)
    func action(_ style: UIContextualAction.Style, _ title: String) -> UIContextualAction {
      UIContextualAction(style: style, title: title) { action, view, completion in
        calls.performed.append(action.title ?? "")
        calls.sourceViews.append(view)
        if calls.completesAtOnce { completion(true) } else { calls.completions.append(completion) }
      }
    }
    if trailing {
      configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
        guard !refusing.contains(indexPath.item) else { return nil }
        let swipe = UISwipeActionsConfiguration(actions: [action(.destructive, "Delete"), action(.normal, "Archive")])
        swipe.performsFirstActionWithFullSwipe = fullSwipe
        return swipe
      }
    }
    if leading {
      configuration.leadingSwipeActionsConfigurationProvider = { _ in
        UISwipeActionsConfiguration(actions: [action(.normal, "Pin")])
      }
    }
    let controller = CompositionalController(
      layout: .list(using: configuration), counts: [count], cellClass: cellClass)
    controller.show(width: 375, height: 600)
    return controller
  }

  /// The horizontal translation the collection view shows row `item` at.
  static func shift(_ controller: CompositionalController, _ item: Int) -> CGFloat? {
    let path = IndexPath(item: item, section: 0)
    guard let cell = controller.collectionView.cellForItem(at: path) else { return nil }
    return cell.transform3D.m41
  }

  /// The swipe's actions view over row `item`: a view of the collection view's that is no
  /// reusable view, at the row's frame (UIKit puts it right behind the cell; HeadlessUIKit
  /// keeps cells out of `subviews`).
  static func actionsView(_ controller: CompositionalController, _ item: Int) -> UIView? {
    foreignSubviews(controller).first { $0.frame.minY == CGFloat(item) * 44 }
  }

  /// The views that are no reusable view (the swipes' actions views), in the collection view.
  static func foreignSubviews(_ controller: CompositionalController) -> [UIView] {
    controller.collectionView.subviews.filter { !($0 is UICollectionReusableView) }
  }

  /// The swipe recognizer the layout put on the collection view.
  static func swipePan(_ controller: CompositionalController) -> UIPanGestureRecognizer? {
    let collectionView = controller.collectionView!
    return collectionView.gestureRecognizers?.compactMap { $0 as? UIPanGestureRecognizer }
      .first { $0 !== collectionView.panGestureRecognizer }
  }

  static func swipeTap(_ controller: CompositionalController) -> UITapGestureRecognizer? {
    controller.collectionView.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first
  }

  /// Row `item`'s middle, in the collection view's coordinates (rows are 44 high).
  static func rowPoint(_ item: Int, x: CGFloat = 200) -> CGPoint { CGPoint(x: x, y: CGFloat(item) * 44 + 22) }

  /// Swipes row `item` sideways by `dx` and lifts the finger at `velocity` (points per second).
  @discardableResult
  static func swipe(_ controller: CompositionalController, _ item: Int, by dx: CGFloat, velocity: CGFloat = 0) -> Bool {
    guard let pan = swipePan(controller) else { return false }
    return pan.headlessPan(at: rowPoint(item), by: CGPoint(x: dx, y: 0), velocity: CGPoint(x: velocity, y: 0))
  }

  /// A list whose row `item` was swiped open by `dx`, and the tap that closes it.
  static func opened(_ item: Int, by dx: CGFloat = -120, calls: Calls) throws -> (
    CompositionalController, UITapGestureRecognizer
  ) {
    let controller = controller(calls: calls)
    #expect(swipe(controller, item, by: dx))
    return (controller, try #require(swipeTap(controller)))
  }

  /// Delete is 45 points of text (six characters of 15 points, headless) plus 15 each side:
  /// 75; Archive 53 + 30 = 83. Open, the row has moved 158 points.
  static let deleteWidth: CGFloat = 75
  static let archiveWidth: CGFloat = 83

  @Test func aTrailingSwipeFollowsTheFingerAndRestsOpenOverItsActions() throws {
    let calls = Calls()
    let controller = Self.controller(calls: calls)
    let pan = try #require(Self.swipePan(controller))
    #expect(
      pan.headlessBeginPan(at: Self.rowPoint(2), translation: CGPoint(x: -20, y: 2), velocity: CGPoint(x: -500, y: 10)))
    #expect(Self.shift(controller, 2) == -20)
    pan.headlessMovePan(to: CGPoint(x: -100, y: 0))
    #expect(Self.shift(controller, 2) == -100)
    #expect(Self.shift(controller, 1) == 0)
    // The layout moves the row: its attributes carry the translation, its frame stays.
    let attributes = try #require(controller.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(attributes.transform3D.m41 == -100)
    #expect(attributes.frame == CGRect(x: 0, y: 88, width: 375, height: 44))
    // Behind the row, the actions share the 100 points it left, in proportion, Delete at the edge.
    let actions = try #require(Self.actionsView(controller, 2))
    #expect(actions.frame == CGRect(x: 0, y: 88, width: 375, height: 44))
    let scale = 100 / (Self.deleteWidth + Self.archiveWidth)
    let delete = actions.subviews[0].frame
    let archive = actions.subviews[1].frame
    #expect(abs(delete.maxX - 375) < 1e-9 && abs(delete.width - Self.deleteWidth * scale) < 1e-9)
    #expect(abs(archive.maxX - delete.minX) < 1e-9 && abs(archive.width - Self.archiveWidth * scale) < 1e-9)
    #expect(actions.subviews[0].backgroundColor == .systemRed)
    #expect(actions.subviews[1].backgroundColor == .systemGray)
    // Lifted slowly past half the actions' width: open.
    pan.headlessEndPan(velocity: .zero)
    #expect(Self.shift(controller, 2) == -(Self.deleteWidth + Self.archiveWidth))
    #expect(actions.subviews[0].frame == CGRect(x: 300, y: 0, width: 75, height: 44))
    #expect(actions.subviews[1].frame == CGRect(x: 217, y: 0, width: 83, height: 44))
    #expect(calls.performed.isEmpty)
    #expect(controller.collectionView.headlessRejections.isEmpty)
  }

  /// The titles follow the person's text size as body text does (`UIFontMetrics`), up to
  /// its size at the first accessibility size; a new text size closes an open row, and the
  /// next swipe rests at the new widths. Headless, a character is half the font's size wide.
  @Test func actionTitlesFollowTheTextSize() throws {
    let calls = Calls()
    let controller = Self.controller(calls: calls)
    let collectionView = try #require(controller.collectionView)
    #expect(Self.swipe(controller, 2, by: -200))
    #expect(Self.shift(controller, 2) == -(Self.deleteWidth + Self.archiveWidth))
    // Extra extra extra large: body 23 points for 17, titles at 15 · 23 / 17 ≈ 20.3 points.
    // Delete: 6 · 10.15 → 61 + 30 = 91; Archive: 7 · 10.15 → 72 + 30 = 102.
    collectionView.headlessChangePreferredContentSizeCategory(to: .extraExtraExtraLarge)
    collectionView.layoutIfNeeded()
    #expect(Self.shift(controller, 2) == 0)
    #expect(Self.swipe(controller, 2, by: -200))
    #expect(Self.shift(controller, 2) == -193)
    let actions = try #require(Self.actionsView(controller, 2))
    #expect(actions.subviews[0].frame == CGRect(x: 284, y: 0, width: 91, height: 44))
    // The largest size: capped at body's accessibility medium, 15 · 28 / 17 ≈ 24.7 points.
    // Delete: 6 · 12.35 → 75 + 30 = 105; Archive: 7 · 12.35 → 87 + 30 = 117.
    collectionView.headlessChangePreferredContentSizeCategory(to: .accessibilityExtraExtraExtraLarge)
    collectionView.layoutIfNeeded()
    #expect(Self.swipe(controller, 2, by: -200))
    #expect(Self.shift(controller, 2) == -222)
    #expect(calls.performed.isEmpty)
    #expect(collectionView.headlessRejections.isEmpty)
  }

  @Test func aShortOrBackwardsSwipeClosesAndAFlickOpens() throws {
    let calls = Calls()
    let controller = Self.controller(calls: calls)
    #expect(Self.swipe(controller, 3, by: -60))
    #expect(Self.shift(controller, 3) == 0)
    #expect(Self.foreignSubviews(controller).isEmpty)
    // A flick opens however short.
    #expect(Self.swipe(controller, 3, by: -30, velocity: -800))
    #expect(Self.shift(controller, 3) == -158)
    // From open, a swipe back past half closes; the finger cannot take the row beyond its edge.
    #expect(Self.swipe(controller, 3, by: 300))
    #expect(Self.shift(controller, 3) == 0)
    #expect(Self.foreignSubviews(controller).isEmpty)
  }

  @Test func tappingAnActionRunsItsHandlerThenTheRowCloses() throws {
    let calls = Calls()
    let (controller, tap) = try Self.opened(1, calls: calls)
    let actions = try #require(Self.actionsView(controller, 1))
    // Archive spans x 217–300 of the row's width.
    #expect(tap.headlessTap(at: CGPoint(x: 250, y: 66)))
    #expect(calls.performed == ["Archive"])
    #expect(calls.sourceViews.first === actions.subviews[1])
    #expect(Self.shift(controller, 1) == 0)
    #expect(actions.superview == nil)
    #expect(!tap.isEnabled)
  }

  @Test func theRowStaysOpenUntilTheHandlerCompletes() throws {
    let calls = Calls()
    calls.completesAtOnce = false
    let (controller, tap) = try Self.opened(1, calls: calls)
    #expect(tap.headlessTap(at: CGPoint(x: 340, y: 66)))
    #expect(calls.performed == ["Delete"])
    #expect(Self.shift(controller, 1) == -158)
    // While the handler runs, taps and swipes of the row do nothing.
    #expect(!tap.headlessTap(at: CGPoint(x: 340, y: 66)))
    #expect(!Self.swipe(controller, 1, by: 50))
    calls.completions[0](false)
    #expect(Self.shift(controller, 1) == 0)
    #expect(Self.foreignSubviews(controller).isEmpty)
  }

  @Test func tappingOutsideTheActionsClosesWithoutRunningOne() throws {
    let calls = Calls()
    let (controller, tap) = try Self.opened(4, by: -200, calls: calls)
    #expect(tap.headlessTap(at: Self.rowPoint(7)))
    #expect(calls.performed.isEmpty)
    #expect(Self.shift(controller, 4) == 0)
    // Closed, the tap recognizer lets taps through to the cells again.
    #expect(!tap.isEnabled)
    #expect(!tap.headlessTap(at: Self.rowPoint(7)))
  }

  @Test func aFullSwipeRunsTheFirstAction() throws {
    let calls = Calls()
    calls.completesAtOnce = false
    let controller = Self.controller(calls: calls)
    // 60 % of 375 is 225: past it the row follows the finger, and Delete takes all the space.
    let pan = try #require(Self.swipePan(controller))
    #expect(pan.headlessBeginPan(at: Self.rowPoint(2), translation: CGPoint(x: -240, y: 0)))
    #expect(Self.shift(controller, 2) == -240)
    let actions = try #require(Self.actionsView(controller, 2))
    #expect(actions.subviews[0].frame == CGRect(x: 135, y: 0, width: 240, height: 44))
    #expect(actions.subviews[1].frame.width == 0)
    pan.headlessEndPan()
    #expect(calls.performed == ["Delete"])
    #expect(Self.shift(controller, 2) == -375)
    calls.completions[0](true)
    #expect(Self.shift(controller, 2) == 0)
  }

  /// Crossing the full-swipe threshold (225 points of 375) either way plays one impact
  /// haptic (`UIImpactFeedbackGenerator`, iOS 10, which Apple suggests for a dragged view
  /// meeting an edge; the adapter's choice of event) as the first action takes the space or
  /// gives it back; the row stays under the finger. Without full swipes there is no
  /// threshold and no haptic.
  @Test func crossingTheFullSwipeThresholdPlaysAHapticEachWay() throws {
    let controller = Self.controller(calls: Calls())
    let pan = try #require(Self.swipePan(controller))
    let before = UIImpactFeedbackGenerator.headlessImpacts.count
    #expect(pan.headlessBeginPan(at: Self.rowPoint(2), translation: CGPoint(x: -100, y: 0)))
    pan.headlessMovePan(to: CGPoint(x: -200, y: 0))
    #expect(UIImpactFeedbackGenerator.headlessImpacts.count == before)
    pan.headlessMovePan(to: CGPoint(x: -260, y: 0))
    #expect(UIImpactFeedbackGenerator.headlessImpacts.count == before + 1)
    #expect(UIImpactFeedbackGenerator.headlessImpacts.last == .medium)
    #expect(Self.shift(controller, 2) == -260)
    let actions = try #require(Self.actionsView(controller, 2))
    #expect(actions.subviews.map(\.frame.width) == [260, 0])
    pan.headlessMovePan(to: CGPoint(x: -300, y: 0))
    #expect(UIImpactFeedbackGenerator.headlessImpacts.count == before + 1)
    pan.headlessMovePan(to: CGPoint(x: -150, y: 0))
    #expect(UIImpactFeedbackGenerator.headlessImpacts.count == before + 2)
    #expect(Self.shift(controller, 2) == -150)
    let scale = 150 / (Self.deleteWidth + Self.archiveWidth)
    #expect(actions.subviews.map(\.frame.width) == [Self.deleteWidth * scale, Self.archiveWidth * scale])
    pan.headlessEndPan()

    let noFullSwipe = Self.controller(calls: Calls(), fullSwipe: false)
    let rubberBand = try #require(Self.swipePan(noFullSwipe))
    let count = UIImpactFeedbackGenerator.headlessImpacts.count
    #expect(rubberBand.headlessPan(at: Self.rowPoint(2), by: CGPoint(x: -360, y: 0)))
    #expect(UIImpactFeedbackGenerator.headlessImpacts.count == count)
  }

  @Test func withoutFullSwipesTheRowRubberBandsPastItsActionsAndRestsOpen() throws {
    let calls = Calls()
    let controller = Self.controller(calls: calls, fullSwipe: false)
    let pan = try #require(Self.swipePan(controller))
    #expect(pan.headlessBeginPan(at: Self.rowPoint(2), translation: CGPoint(x: -300, y: 0)))
    // 158 of actions, then a quarter of the 142 points beyond.
    let rubberBanded: CGFloat = 158 + 142 / 4
    #expect(Self.shift(controller, 2) == -rubberBanded)
    pan.headlessEndPan(velocity: CGPoint(x: -2000, y: 0))
    #expect(calls.performed.isEmpty)
    #expect(Self.shift(controller, 2) == -158)
  }

  @Test func leadingActionsShowOnTheLeftAndMirrorRightToLeft() throws {
    for rightToLeft in [false, true] {
      let calls = Calls()
      let controller = Self.controller(calls: calls, leading: true, trailing: false)
      if rightToLeft {
        controller.collectionView.semanticContentAttribute = .forceRightToLeft
        controller.collectionView.layoutIfNeeded()
      }
      // Towards the trailing edge reveals the leading actions: right in LTR, left in RTL.
      let towardsTrailing: CGFloat = rightToLeft ? -1 : 1
      #expect(!Self.swipe(controller, 0, by: -towardsTrailing * 100), "no trailing actions")
      #expect(Self.swipe(controller, 0, by: towardsTrailing * 100))
      #expect(Self.shift(controller, 0) == towardsTrailing * 74, "Pin's width: the minimum")
      let pin = try #require(Self.actionsView(controller, 0)?.subviews.first)
      #expect(pin.frame.minX == (rightToLeft ? 301 : 0) && pin.frame.width == 74)
      #expect(calls.performed.isEmpty)
    }
  }

  @Test func onlySidewaysSwipesOfRowsWithActionsBegin() throws {
    let calls = Calls()
    let controller = Self.controller(calls: calls, refusing: [5])
    let pan = try #require(Self.swipePan(controller))
    // Mostly vertical: the collection view scrolls instead.
    #expect(!pan.headlessBeginPan(at: Self.rowPoint(2), translation: CGPoint(x: -20, y: 30), velocity: .zero))
    // A row whose provider answers nil, or a point below the last row.
    #expect(!Self.swipe(controller, 5, by: -100))
    #expect(!pan.headlessBeginPan(at: CGPoint(x: 200, y: 950), translation: CGPoint(x: -20, y: 0)))
    // No leading provider: a swipe to the right reveals nothing.
    #expect(!Self.swipe(controller, 2, by: 100))
    #expect(Self.foreignSubviews(controller).isEmpty)
    // The collection view's own pan waits for the swipe, and cannot begin while it runs.
    let scrollPan = controller.collectionView.panGestureRecognizer
    #expect(scrollPan.headlessRecognizersRequiredToFail.contains { $0 === pan })
    #expect(pan.headlessBeginPan(at: Self.rowPoint(2), translation: CGPoint(x: -20, y: 0)))
    controller.collectionView.headlessBeginDragging()
    #expect(!controller.collectionView.isTracking)
    pan.headlessEndPan()
  }

  @Test func aLayoutScrollingSidewaysDoesNotSwipe() throws {
    let calls = Calls()
    let controller = Self.controller(calls: calls)
    let horizontal = CompositionalLayoutConfiguration()
    horizontal.scrollDirection = .horizontal
    controller.layout.configuration = horizontal
    controller.collectionView.layoutIfNeeded()
    // Sideways the collection view scrolls: the swipe stays out of the way.
    let pan = try #require(Self.swipePan(controller))
    let row = try #require(controller.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
    #expect(!pan.headlessPan(at: CGPoint(x: row.midX, y: row.midY), by: CGPoint(x: -120, y: 0)))
    controller.layout.configuration = CompositionalLayoutConfiguration()
    controller.collectionView.layoutIfNeeded()
    #expect(Self.swipe(controller, 1, by: -120))
  }

  @Test func aLayoutWithoutSwipeActionsLeavesTheCollectionViewsGesturesAlone() throws {
    let controller = CompositionalController(
      layout: .list(using: LayoutListConfiguration(appearance: .insetGrouped)), counts: [10])
    controller.show(width: 375, height: 600)
    let collectionView = try #require(controller.collectionView)
    #expect(collectionView.gestureRecognizers?.count == 1)
    #expect(collectionView.panGestureRecognizer.headlessRecognizersRequiredToFail.isEmpty)
  }

  @Test func anotherSwipeClosesTheOpenRow() throws {
    let calls = Calls()
    let controller = Self.controller(calls: calls)
    Self.swipe(controller, 1, by: -120)
    Self.swipe(controller, 3, by: -120)
    #expect(Self.shift(controller, 1) == 0)
    #expect(Self.shift(controller, 3) == -158)
    #expect(Self.foreignSubviews(controller).count == 1)
    #expect(Self.actionsView(controller, 3) != nil)
  }

  @Test func scrollingReloadingUpdatingOrReplacingTheLayoutClosesTheRow() throws {
    let calls = Calls()
    let controller = Self.controller(count: 40, calls: calls)
    let collectionView = try #require(controller.collectionView)
    let fresh = { (counts: [Int]) -> [ElementKey: CGRect] in
      let other = Self.controller(count: counts[0], calls: Calls())
      return other.layout.allFrames()
    }
    // A scroll.
    Self.swipe(controller, 2, by: -120)
    collectionView.contentOffset = CGPoint(x: 0, y: 10)
    collectionView.layoutIfNeeded()
    #expect(Self.shift(controller, 2) == 0)
    #expect(Self.foreignSubviews(controller).isEmpty)
    // A batch update: the row is back in place and the layout equals a fresh one.
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    Self.swipe(controller, 2, by: -120)
    controller.counts = [39]
    collectionView.performBatchUpdates { collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
    #expect(Self.foreignSubviews(controller).isEmpty)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.transform3D.m41 == 0)
    #expect(controller.layout.allFrames() == fresh([39]))
    let shifted = controller.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 2000))
    #expect(shifted?.allSatisfy { $0.transform3D.m41 == 0 } == true)
    // A reload.
    Self.swipe(controller, 2, by: -120)
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(Self.foreignSubviews(controller).isEmpty)
    #expect(Self.shift(controller, 2) == 0)
    // Another layout: the recognizers leave.
    Self.swipe(controller, 2, by: -120)
    collectionView.setCollectionViewLayout(CompositionalLayout(section: CompositionalSamples.grid()), animated: false)
    collectionView.layoutIfNeeded()
    #expect(Self.foreignSubviews(controller).isEmpty)
    #expect(collectionView.gestureRecognizers?.count == 1)
    #expect(controller.collectionView.headlessRejections.isEmpty)
  }

  @Test func aLayoutOfAnotherKindLeftWithTheSwipeTakesItOffAtTheNextTouch() throws {
    let calls = Calls()
    let controller = Self.controller(calls: calls)
    let collectionView = try #require(controller.collectionView)
    let pan = try #require(Self.swipePan(controller))
    Self.swipe(controller, 2, by: -120)
    // Off screen UIKit replaces a layout without telling it; a flow layout knows nothing of
    // the swipe. The collection view's pan still waits for the swipe's, which must not begin.
    collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
    #expect(!pan.headlessBeginPan(at: Self.rowPoint(2), translation: CGPoint(x: -20, y: 0)))
    #expect(collectionView.gestureRecognizers?.count == 1)
    #expect(Self.foreignSubviews(controller).isEmpty)
    collectionView.headlessBeginDragging()
    #expect(collectionView.isTracking)
    collectionView.headlessEndDragging(velocity: .zero)
  }

  @Test func onScreenALayoutChangeTakesTheSwipeOffAtOnce() throws {
    let calls = Calls()
    let controller = Self.controller(calls: calls)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    window.rootViewController = controller
    controller.collectionView.frame = window.bounds
    controller.collectionView.layoutIfNeeded()
    Self.swipe(controller, 2, by: -120)
    #expect(Self.foreignSubviews(controller).count == 1)
    // On screen the old layout hears `prepareForTransition(to:)` and takes its swipe away.
    controller.collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: true)
    #expect(Self.foreignSubviews(controller).isEmpty)
    #expect(controller.collectionView.gestureRecognizers?.count == 1)
    #expect(controller.collectionView.panGestureRecognizer.headlessRecognizersRequiredToFail.isEmpty)
  }

  @Test func onlyListSectionsWithActionsSwipe() throws {
    var configuration = LayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
      ])
    }
    let layout = CompositionalSamples.listThenGrids(configuration)
    let controller = CompositionalController(layout: layout, counts: [2, 10])
    controller.show(width: 375, height: 800)
    let collectionView = try #require(controller.collectionView)
    let pan = try #require(Self.swipePan(controller))
    let gridItem = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
    #expect(!pan.headlessBeginPan(at: CGPoint(x: gridItem.midX, y: gridItem.midY), translation: CGPoint(x: -20, y: 0)))
    #expect(pan.headlessPan(at: Self.rowPoint(1), by: CGPoint(x: -100, y: 0)))
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.transform3D.m41 == -74)
  }

  /// Random swipes, flicks, taps, updates, scrolls and reloads: after each, at most one row
  /// is moved, by no more than its width, with one actions view behind it; every other
  /// element is where a fresh layout of the same data puts it, and UIKit refuses nothing.
  @Test(arguments: 0..<4)
  func randomGesturesAndUpdatesKeepTheLayoutFresh(seed: UInt64) throws {
    var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    func draw(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let calls = Calls()
    let controller = Self.controller(count: 30, calls: calls, leading: true, refusing: [3])
    let collectionView = try #require(controller.collectionView)
    let pan = try #require(Self.swipePan(controller))
    let tap = try #require(Self.swipeTap(controller))
    var swipes = 0
    for step in 0..<120 {
      let count = controller.counts[0]
      let visible = collectionView.indexPathsForVisibleItems.map(\.item)
      let item = visible.isEmpty ? 0 : visible[draw(visible.count)]
      let row = controller.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero
      switch draw(8) {
      case 0, 1, 2:
        let dx = CGFloat(draw(700) - 350)
        let velocity = CGFloat(draw(3) - 1) * 900
        if pan.headlessPan(
          at: CGPoint(x: row.midX, y: row.midY), by: CGPoint(x: dx, y: 0), velocity: CGPoint(x: velocity, y: 0))
        {
          swipes += 1
        }
      case 3:
        tap.headlessTap(at: CGPoint(x: CGFloat(draw(375)), y: row.midY))
      case 4:
        let deleting = count > 5 && draw(2) == 0
        controller.counts = [deleting ? count - 1 : count + 1]
        let path = IndexPath(item: draw(deleting ? count : count + 1), section: 0)
        collectionView.performBatchUpdates {
          if deleting { collectionView.deleteItems(at: [path]) } else { collectionView.insertItems(at: [path]) }
        }
      case 5:
        let height = max(0, collectionView.contentSize.height - collectionView.bounds.height)
        collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(draw(Int(height) + 1)))
      case 6:
        collectionView.reloadData()
      default:
        // A handler that has not completed yet completes now.
        if !calls.completions.isEmpty { calls.completions.removeFirst()(draw(2) == 0) }
        calls.completesAtOnce = draw(2) == 0
      }
      collectionView.layoutIfNeeded()
      let comment: Comment = "seed \(seed) step \(step)"
      let shifted = collectionView.headlessDisplayedAttributes.filter { $0.value.transform3D.m41 != 0 }
      let actionsViews = Self.foreignSubviews(controller)
      #expect(shifted.count <= 1 && actionsViews.count == shifted.count, comment)
      for (element, attributes) in shifted {
        #expect(element.category == .cell && abs(attributes.transform3D.m41) <= 375, comment)
        #expect(actionsViews.first?.frame.minY == attributes.frame.minY, comment)
      }
      let fresh = Self.controller(count: controller.counts[0], calls: Calls())
      #expect(controller.layout.allFrames() == fresh.layout.allFrames(), comment)
      #expect(collectionView.headlessRejections.isEmpty, comment)
    }
    #expect(swipes > 20 && calls.performed.count > 2, "seed \(seed)")
  }

  /// A row whose fitting height is ``heights``' entry for its item, else 44.
  final class ResizableRowCell: UICollectionViewCell {
    static var heights: [Int: CGFloat] = [:]

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
      -> UICollectionViewLayoutAttributes
    {
      let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
      fitted.size.height = Self.heights[layoutAttributes.indexPath.item] ?? 44
      return fitted
    }
  }

  /// The open row measures again (its content changed: `invalidateIntrinsicContentSize()`,
  /// iOS 16's self-sizing invalidation), and so does the row above it: the row stays open,
  /// and its actions view keeps the row's frame, its actions as high as the row.
  @Test func anOpenRowThatMeasuresAgainKeepsItsActionsBehindIt() throws {
    ResizableRowCell.heights = [:]
    defer { ResizableRowCell.heights = [:] }
    let controller = Self.controller(calls: Calls(), cellClass: ResizableRowCell.self)
    let collectionView = try #require(controller.collectionView)
    #expect(Self.swipe(controller, 2, by: -120))
    #expect(Self.shift(controller, 2) == -158)
    for (item, height) in [(2, 80.0), (1, 60.0)] {
      ResizableRowCell.heights[item] = height
      collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.invalidateIntrinsicContentSize()
      collectionView.layoutIfNeeded()
    }
    // Read before asking the layout anything: the collection view's own pass moved it.
    let actionsViews = Self.foreignSubviews(controller)
    let row = try #require(controller.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
    #expect(row == CGRect(x: 0, y: 104, width: 375, height: 80))
    #expect(Self.shift(controller, 2) == -158)
    #expect(actionsViews.map(\.frame) == [row])
    #expect(actionsViews.first?.subviews.map(\.frame.height) == [80, 80])
  }

  @Test func aLateCompletionOfAnEarlierSwipeLeavesALaterOneOpen() throws {
    let calls = Calls()
    calls.completesAtOnce = false
    let (controller, tap) = try Self.opened(1, calls: calls)
    tap.headlessTap(at: CGPoint(x: 340, y: 66))
    // The app reloads before completing: the row closes; another row opens.
    controller.collectionView.reloadData()
    controller.collectionView.layoutIfNeeded()
    Self.swipe(controller, 3, by: -120)
    calls.completions[0](true)
    #expect(Self.shift(controller, 3) == -158)
  }
}

#endif
