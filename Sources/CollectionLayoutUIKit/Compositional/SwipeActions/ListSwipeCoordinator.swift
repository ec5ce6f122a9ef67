import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if (canImport(UIKit) && !os(tvOS)) || canImport(HeadlessUIKit)

/// Swipe actions of a compositional layout's list sections: a pan recognizer on the
/// collection view moves a row sideways, through the layout's attributes (a translation
/// the layout adds to the row's transform), and reveals its actions behind it.
///
/// One row is swiped or open at a time. It closes when it is swiped back or tapped, when
/// another row is swiped, when an action's handler completes, and at once, without
/// animation, when the collection view scrolls, resizes, reloads or applies a batch
/// update.
@MainActor
final class ListSwipeCoordinator: NSObject {
  /// Which edge's actions a row reveals.
  enum Edge: Equatable {
    case leading, trailing
  }

  /// The row swiped or open.
  struct Swipe {
    /// The row.
    var indexPath: IndexPath
    /// The provider's answer.
    var configuration: UISwipeActionsConfiguration
    /// Widths, thresholds and resting rules.
    var geometry: ListSwipeGeometry
    /// How far the row has moved from its edge (≥ 0).
    var offset = 0.0
    /// The offset when the current pan began.
    var offsetAtPanStart = 0.0
    /// +1 when the row moves right as it opens, −1 when left.
    var direction: Double
    /// The collection view's bounds origin when the swipe began: a scroll closes it.
    var contentOrigin: CGPoint
    /// The view behind the row.
    var actionsView: ListSwipeActionsView
    /// Plays the haptic as the row crosses the full-swipe threshold; `nil` when no full
    /// swipe can run.
    var feedback: UIImpactFeedbackGenerator?
    /// An action's handler has not completed yet.
    var isPerforming = false
    /// Tells this swipe from later ones (an action's completion may come late).
    var serial: Int
  }

  /// The layout whose rows are swiped.
  private weak var layout: CompositionalLayout?
  /// Moves a row; held by the collection view it is on (it holds this coordinator).
  private(set) weak var pan: ListSwipePanGestureRecognizer?
  /// Closes the open row, or runs the action tapped; held as the pan is.
  private weak var tap: ListSwipeTapGestureRecognizer?
  /// The row swiped or open.
  private(set) var swipe: Swipe?
  /// The last swipe's serial.
  private var serial = 0
  /// A pan the delegate allowed, set up when it begins.
  private var pendingSwipe: (indexPath: IndexPath, edge: Edge, configuration: UISwipeActionsConfiguration)?

  /// A coordinator for `layout`'s rows.
  init(layout: CompositionalLayout) {
    self.layout = layout
    super.init()
  }

  // MARK: The collection view

  /// Puts new recognizers on `collectionView`; its scroll pan waits until a swipe fails,
  /// so a sideways swipe on a row never also scrolls.
  func attach(to collectionView: UICollectionView) {
    guard pan?.view !== collectionView else { return }
    detach()
    let pan = ListSwipePanGestureRecognizer()
    let tap = ListSwipeTapGestureRecognizer()
    for recognizer in [pan, tap] as [UIGestureRecognizer] { recognizer.delegate = self }
    pan.owner = self
    tap.owner = self
    tap.isEnabled = false
    connect(pan, tap)
    collectionView.addGestureRecognizer(pan)
    collectionView.addGestureRecognizer(tap)
    collectionView.panGestureRecognizer.require(toFail: pan)
    self.pan = pan
    self.tap = tap
  }

  /// Takes the recognizers and any actions view off the collection view; the recognizers
  /// then go, and with them their hold on this coordinator.
  func detach() {
    closeAtOnce()
    for recognizer in [pan, tap].compactMap({ $0 }) as [UIGestureRecognizer] {
      recognizer.view?.removeGestureRecognizer(recognizer)
    }
    pan?.owner = nil
    tap?.owner = nil
  }

  /// Takes off `collectionView` the recognizers and actions views another layout's
  /// coordinator left there (a layout replaced without hearing `prepareForTransition(to:)`,
  /// as UIKit does off screen). O(recognizers).
  static func removeStrays(from collectionView: UICollectionView, keeping kept: ListSwipeCoordinator?) {
    for recognizer in collectionView.gestureRecognizers ?? [] {
      guard let owner = (recognizer as? ListSwipePanGestureRecognizer)?.owner, owner !== kept else { continue }
      owner.detach()
    }
  }

  /// The horizontal translation the layout adds to `indexPath`'s cell, or `nil`. The
  /// swiped row's actions view moves to `frame`, the row's unshifted frame, when the row
  /// has moved or measured again while open. O(actions) then, O(1) otherwise.
  func rowShift(at indexPath: IndexPath, frame: CGRect) -> Double? {
    guard let swipe, swipe.indexPath == indexPath else { return nil }
    if swipe.actionsView.frame != frame {
      swipe.actionsView.frame = frame
      swipe.actionsView.layOut(swipe.geometry.actionSpans(at: swipe.offset), fromRight: swipe.direction < 0)
    }
    return swipe.offset > 0 ? swipe.offset * swipe.direction : nil
  }

  /// The collection view's bounds are about to become `newBounds`: a scroll or a resize
  /// closes the row at once.
  func boundsWillChange(to newBounds: CGRect) {
    guard let swipe else { return }
    if newBounds.origin != swipe.contentOrigin || newBounds.size != pan?.view?.bounds.size { closeAtOnce() }
  }

  /// Closes the row without animation (the data changed, the layout goes, …); the next
  /// layout pass draws it in place.
  func closeAtOnce() {
    guard let swipe else { return }
    swipe.actionsView.removeFromSuperview()
    self.swipe = nil
    tap?.isEnabled = false
  }

  // MARK: Gestures

  /// The pan moved: the row follows, within its geometry.
  func panned(_ pan: UIPanGestureRecognizer) {
    guard let collectionView = pan.view as? UICollectionView else { return }
    switch pan.state {
    case .began:
      beginSwipe(in: collectionView, tap: tap)
      fallthrough
    case .changed:
      guard var swipe else { return }
      let travel = swipe.offsetAtPanStart + Double(pan.translation(in: collectionView).x) * swipe.direction
      let wasFullSwipe = swipe.geometry.isFullSwipe(at: swipe.offset)
      swipe.offset = swipe.geometry.offset(forTravel: travel)
      self.swipe = swipe
      if swipe.geometry.isFullSwipe(at: swipe.offset) == wasFullSwipe {
        show(animated: false)
      } else {
        // Across the threshold the first action takes the whole space, or gives it back:
        // the actions move there animated while the row stays under the finger, with a
        // tap of the Taptic Engine, as in Mail.
        swipe.feedback?.impactOccurred()
        show(animated: false, actionsAnimated: true)
      }
    case .ended, .cancelled:
      guard let swipe else { return }
      let velocity = pan.state == .ended ? Double(pan.velocity(in: collectionView).x) * swipe.direction : 0
      var resting = swipe.geometry.resting(at: swipe.offset, velocity: velocity)
      if pan.state == .cancelled, resting == .fullSwipe { resting = .open }
      settle(resting)
    default:
      break
    }
  }

  /// The tap: on an action, runs it; elsewhere, closes the row.
  func tapped(_ tap: UITapGestureRecognizer) {
    guard pan?.state ?? .possible == .possible, let swipe, !swipe.isPerforming, tap.state == .ended else { return }
    let point = tap.location(in: swipe.actionsView)
    if let index = swipe.actionsView.actionIndex(at: point) {
      perform(index)
    } else {
      close()
    }
  }

  /// Whether a pan at the recognizer's place and velocity swipes a row: mostly sideways, in
  /// a layout that scrolls vertically (sideways, a pan scrolls), on a row of a list whose
  /// provider gives actions for that edge (or on the open row).
  func panShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
    pendingSwipe = nil
    guard let layout, let collectionView = pan.view as? UICollectionView, layout.collectionView === collectionView
    else {
      // Left behind by a layout that is gone or replaced: never begin, and leave.
      detach()
      return false
    }
    guard layout.configuration.scrollDirection == .vertical else { return false }
    let velocity = pan.velocity(in: collectionView)
    let translation = pan.translation(in: collectionView)
    let sideways = abs(velocity.x) + abs(velocity.y) > 0 ? velocity : translation
    guard abs(sideways.x) > abs(sideways.y) else { return false }
    // The row the finger went down on.
    let location = pan.location(in: collectionView)
    let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    guard let indexPath = collectionView.indexPathForItem(at: start) else { return false }
    if let swipe, swipe.indexPath == indexPath { return !swipe.isPerforming }
    let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    // A finger moving towards the leading edge reveals the trailing actions.
    let towardsLeft = sideways.x < 0
    let edge: Edge = towardsLeft != rightToLeft ? .trailing : .leading
    guard let configuration = actions(at: indexPath, edge: edge) else { return false }
    pendingSwipe = (indexPath, edge, configuration)
    return true
  }

  // MARK: Opened and closed by the app

  /// Opens the row at `indexPath` to `edge`'s actions, as a swipe that comes to rest open
  /// does (closing another row open); whether it is open. Nothing opens while an action's
  /// handler runs, in a layout that scrolls sideways, on a row not on screen, or where the
  /// section's provider gives no actions for the edge. O(actions) plus the provider's call.
  func reveal(_ indexPath: IndexPath, edge: Edge, animated: Bool) -> Bool {
    guard let layout, let collectionView = layout.collectionView, swipe?.isPerforming != true,
      layout.configuration.scrollDirection == .vertical, collectionView.cellForItem(at: indexPath) != nil,
      let configuration = actions(at: indexPath, edge: edge)
    else { return false }
    let direction = Self.direction(revealing: edge, in: collectionView)
    if let swipe, swipe.indexPath != indexPath || swipe.direction != direction {
      closeAtOnce()
    }
    if swipe == nil {
      pendingSwipe = (indexPath, edge, configuration)
      beginSwipe(in: collectionView, tap: tap)
      pendingSwipe = nil
    }
    guard var swipe else { return false }
    swipe.offset = swipe.geometry.offset(for: .open)
    self.swipe = swipe
    show(animated: animated)
    return true
  }

  /// Closes the row open, animated or at once.
  func closeSwipe(animated: Bool) {
    guard swipe != nil else { return }
    if animated {
      close()
    } else {
      closeAtOnce()
      layout?.invalidateForRowShift()
    }
  }

  // MARK: Private

  /// The actions `edge`'s provider gives the row at `indexPath`; `nil` when its section has
  /// no such provider or the provider gives none.
  private func actions(at indexPath: IndexPath, edge: Edge) -> UISwipeActionsConfiguration? {
    guard let provider = layout?.listSwipeActionsProvider(forSection: indexPath.section, edge: edge),
      let configuration = provider(indexPath), !configuration.actions.isEmpty
    else { return nil }
    return configuration
  }

  /// +1 when a row revealing `edge`'s actions moves right, −1 when it moves left (the
  /// leading edge is on the right, right to left).
  private static func direction(revealing edge: Edge, in collectionView: UICollectionView) -> Double {
    let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return (edge == .leading) != rightToLeft ? 1 : -1
  }

  /// Sets up the row the pan begins on (closing another one open).
  private func beginSwipe(in collectionView: UICollectionView, tap: UITapGestureRecognizer?) {
    if var swipe, pendingSwipe == nil {
      swipe.offsetAtPanStart = swipe.offset
      self.swipe = swipe
      return
    }
    guard let pending = pendingSwipe, let layout,
      let frame = layout.layoutAttributesForItem(at: pending.indexPath)?.frame,
      let cell = collectionView.cellForItem(at: pending.indexPath)
    else { return }
    pendingSwipe = nil
    if swipe != nil { close() }
    let actionsView = ListSwipeActionsView(
      actions: pending.configuration.actions, traits: collectionView.traitCollection)
    actionsView.frame = frame
    place(actionsView, behind: cell, in: collectionView)
    serial += 1
    let geometry = ListSwipeGeometry(
      rowWidth: Double(frame.width), actionWidths: actionsView.actionWidths,
      performsFullSwipe: pending.configuration.performsFirstActionWithFullSwipe)
    let feedback = geometry.fullSwipeThreshold.map { _ in UIImpactFeedbackGenerator(style: .medium) }
    feedback?.prepare()
    swipe = Swipe(
      indexPath: pending.indexPath, configuration: pending.configuration, geometry: geometry,
      direction: Self.direction(revealing: pending.edge, in: collectionView),
      contentOrigin: collectionView.bounds.origin, actionsView: actionsView,
      feedback: feedback, serial: serial)
    tap?.isEnabled = true
  }

  /// Moves the row to where `resting` puts it; a full swipe then runs the first action.
  private func settle(_ resting: ListSwipeGeometry.Resting) {
    guard var swipe else { return }
    swipe.offset = swipe.geometry.offset(for: resting)
    self.swipe = swipe
    switch resting {
    case .closed: close()
    case .open: show(animated: true)
    case .fullSwipe:
      show(animated: true)
      perform(0)
    }
  }

  /// Runs action `index`; the row closes when its handler calls the completion.
  private func perform(_ index: Int) {
    guard var swipe, swipe.configuration.actions.indices.contains(index) else { return }
    swipe.isPerforming = true
    self.swipe = swipe
    let action = swipe.configuration.actions[index]
    let serial = swipe.serial
    action.handler(action, swipe.actionsView.actionViews[index]) { [weak self] _ in
      guard let self, self.swipe?.serial == serial else { return }
      self.close()
    }
  }

  /// Closes the row, animated; its actions view leaves when the row is back.
  private func close() {
    guard var swipe else { return }
    swipe.offset = 0
    self.swipe = swipe
    let actionsView = swipe.actionsView
    show(animated: true) { actionsView.removeFromSuperview() }
    self.swipe = nil
    tap?.isEnabled = false
  }

  /// Lays the actions out for the row's offset and has the layout move the row; with
  /// `actionsAnimated`, the actions move animated however the row does.
  private func show(
    animated: Bool, actionsAnimated: Bool = false, completion: (@MainActor () -> Void)? = nil
  ) {
    guard let swipe, let layout, let collectionView = layout.collectionView else {
      completion?()
      return
    }
    let layOutActions = {
      swipe.actionsView.layOut(swipe.geometry.actionSpans(at: swipe.offset), fromRight: swipe.direction < 0)
    }
    if actionsAnimated { UIView.animate(withDuration: 0.2, animations: layOutActions) }
    let update = {
      if !actionsAnimated { layOutActions() }
      layout.invalidateForRowShift()
      collectionView.layoutIfNeeded()
    }
    guard animated else {
      update()
      completion?()
      return
    }
    UIView.animate(withDuration: 0.3, animations: update) { _ in completion?() }
  }
}

/// The swipe's pan. It keeps its coordinator alive while it is on a collection view (the
/// coordinator holds it weakly: no cycle), so that one a layout left behind still has a
/// delegate that refuses to begin; the collection view's scroll pan waits for it to fail.
final class ListSwipePanGestureRecognizer: UIPanGestureRecognizer {
  /// The coordinator, while attached.
  var owner: ListSwipeCoordinator?
}

/// The swipe's tap, keeping its coordinator alive as the pan does.
final class ListSwipeTapGestureRecognizer: UITapGestureRecognizer {
  /// The coordinator, while attached.
  var owner: ListSwipeCoordinator?
}

extension ListSwipeCoordinator: UIGestureRecognizerDelegate {
  /// The pan begins on a swipe; the tap only while a row is open.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if let pan = gestureRecognizer as? UIPanGestureRecognizer { return panShouldBegin(pan) }
    return swipe.map { !$0.isPerforming } ?? false
  }
}

#endif
