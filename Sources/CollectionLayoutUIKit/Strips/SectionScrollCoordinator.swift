import CollectionLayout
import Foundation

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Drives the strips of an adapter's sections that scroll on their own with scroll views:
/// one ``SectionScrollView`` per strip on screen (recycled when the strip leaves it), whose
/// offset is the strip's while a finger moves it, stored in the engine's section offsets so
/// that it survives relayouts, rotation and batch updates.
///
/// The scroll view's delegate is this coordinator: each move stores the offset and
/// invalidates the layout (nothing is laid out again: the next query draws the strip's
/// cells at the new offset); a lifted finger's target is snapped to the section's
/// behaviour (``LayoutModel/restingOffset(ofSection:current:proposed:velocity:diagnostics:)``)
/// and then offered to the app's ``CollectionViewDelegateSectionScrolling``.
///
/// Cost: O(columns · log sections + sections on screen) after each query to find the
/// strips on screen; a move is one invalidation and one query.
@MainActor
final class SectionScrollCoordinator: NSObject {
  /// The layout whose strips these are.
  private weak var layout: EngineBackedLayout?
  /// The scroll views of the strips on screen, by section.
  private(set) var attached: [Int: SectionScrollView] = [:]
  /// Scroll views of strips that left the screen, for reuse.
  private var spare: [SectionScrollView] = []
  /// Set while the coordinator moves a scroll view itself (no event, no store).
  private var isSyncing = false
  /// Set while strips get their scroll views: a delegate asked for a strip's configuration
  /// may query the layout, whose strips then wait for the outer query (attaching them
  /// there would ask the delegate again, without end).
  private var isShowing = false
  /// Scrolls a strip to the item that takes focus.
  private var focusFollower: StripFocusFollower?

  init(layout: EngineBackedLayout) {
    self.layout = layout
    super.init()
    focusFollower = StripFocusFollower(layout: layout)
  }

  // MARK: Scroll state

  /// `state` with the live offsets of the strips being scrolled (past the ends while they
  /// bounce). O(strips on screen).
  func applyLiveOffsets(to state: inout ScrollState) {
    for (section, view) in attached {
      let offset = Double(view.geometry.stripOffset(forScrollOffset: view.contentOffset))
      if offset.isFinite { state.sectionOffsets[section] = offset == 0 ? nil : offset }
    }
  }

  /// The strip offset of `section` now.
  func offset(ofSection section: Int) -> Double? {
    attached[section].map { Double($0.geometry.stripOffset(forScrollOffset: $0.contentOffset)) }
  }

  /// The scroll view driving `section`'s strip, if it is on screen and the layout is the
  /// collection view's.
  func scrollView(forSection section: Int) -> SectionScrollView? {
    installed == nil ? nil : attached[section]
  }

  /// The layout and its collection view while the layout is the collection view's; `nil`
  /// while it is being replaced, part of a transition, or gone.
  private var installed: (layout: EngineBackedLayout, collectionView: UICollectionView)? {
    guard let layout, let collectionView = layout.collectionView, collectionView.collectionViewLayout === layout
    else { return nil }
    return (layout, collectionView)
  }

  // MARK: Following the layout

  /// After a query for `rect`: each strip that shows in it gets a scroll view in the
  /// collection view, whether or not any of its cells does (a strip scrolled to a gap
  /// still takes a finger); strips outside both `rect` and the visible bounds give theirs
  /// back (unless a finger or a deceleration is moving them). So after a query of the
  /// visible bounds the scroll views are exactly the scrolling strips on screen, whatever
  /// came before. O(columns · log sections + sections on screen + strips attached).
  func show(in rect: CGRect) {
    // A layout being replaced (or part of a transition) drives no strips.
    guard !isShowing, let (layout, collectionView) = installed, let model = layout.modelForTransitions,
      model.hasStrips
    else { return }
    isShowing = true
    defer { isShowing = false }
    for section in model.stripSections(in: Rect(rect)) {
      if let view = attached[section] {
        // Taken out by another layout while this one was away: put back.
        view.install(on: collectionView)
      } else {
        attach(section, model: model, layout: layout, collectionView: collectionView)
      }
    }
    // UIKit also asks for rects beside the screen (prefetching, newly exposed strips):
    // what either shows keeps its scroll view. The engine's strict intersection, as above.
    let kept = Rect(rect).union(Rect(collectionView.bounds))
    for (section, view) in attached where !view.isMoving && !Rect(view.geometry.frame).intersects(kept) {
      detach(section)
    }
  }

  /// After a relayout (new data, a new size, rotation): each scroll view takes its strip's
  /// new geometry and the stored offset, clamped to the new strip; strips that no longer
  /// scroll give theirs back. O(strips on screen).
  func refresh() {
    guard let layout, let model = layout.modelForTransitions else { return }
    let stored = layout.storedSectionOffsets
    for (section, view) in attached {
      guard let geometry = StripGeometry(section: section, in: model), scrolls(geometry, layout, section) else {
        detach(section)
        continue
      }
      configure(view, geometry: geometry, settings: layout.sectionScrollConfiguration(forSection: section))
      if !view.isMoving { move(view, toStripOffset: stored[section]) }
    }
  }

  /// Before the layout after a batch update: scroll views follow their sections; those of
  /// deleted sections are given back. O(strips on screen).
  func follow(_ update: BatchUpdate) {
    var moved: [Int: SectionScrollView] = [:]
    for (section, view) in attached {
      if let new = update.newSection(forOld: section) {
        view.section = new
        moved[new] = view
      } else {
        view.uninstall()
        spare.append(view)
      }
    }
    attached = moved
  }

  /// Takes every scroll view out of the collection view, with its pan gesture: the layout
  /// is leaving it. The offsets stay stored, so a strip shown again starts where it was.
  /// O(scroll views).
  func removeAll() {
    for view in attached.values { view.remove() }
    for view in spare { view.remove() }
    attached = [:]
    spare = []
  }

  /// Scrolls `section`'s strip to `offset` (already clamped): its scroll view moves
  /// (animated if asked, with the usual events), or, off screen, the offset is stored.
  func scroll(section: Int, to offset: Double, animated: Bool) {
    guard let layout else { return }
    if let view = attached[section] {
      view.setContentOffset(view.geometry.scrollOffset(forStripOffset: CGFloat(offset)), animated: animated)
    } else {
      layout.storeSectionOffset(offset, forSection: section)
      layout.invalidateForSectionScroll()
      SectionScrollingCalls(layout: layout)?.didScroll(section, to: CGFloat(offset))
    }
  }

  // MARK: Private

  private func scrolls(_ geometry: StripGeometry, _ layout: EngineBackedLayout, _ section: Int) -> Bool {
    geometry.maximumOffset > 0 || layout.sectionScrollConfiguration(forSection: section).alwaysBounces
  }

  private func attach(
    _ section: Int, model: LayoutModel, layout: EngineBackedLayout, collectionView: UICollectionView
  ) {
    guard let geometry = StripGeometry(section: section, in: model), scrolls(geometry, layout, section) else { return }
    let view = spare.popLast() ?? SectionScrollView(owner: layout)
    view.section = section
    view.delegate = self
    configure(view, geometry: geometry, settings: layout.sectionScrollConfiguration(forSection: section))
    move(view, toStripOffset: layout.storedSectionOffsets[section])
    view.install(on: collectionView)
    attached[section] = view
  }

  private func detach(_ section: Int) {
    guard let view = attached.removeValue(forKey: section) else { return }
    view.uninstall()
    spare.append(view)
  }

  private func configure(_ view: SectionScrollView, geometry: StripGeometry, settings: StripScrollSettings) {
    view.geometry = geometry
    isSyncing = true
    view.frame = geometry.frame
    view.contentSize = geometry.contentSize
    isSyncing = false
    view.isScrollEnabled = settings.isScrollEnabled
    view.bounces = settings.bounces
    view.alwaysBounceHorizontal = geometry.runsHorizontally && settings.alwaysBounces
    view.alwaysBounceVertical = !geometry.runsHorizontally && settings.alwaysBounces
    view.showsHorizontalScrollIndicator = geometry.runsHorizontally && settings.showsScrollIndicator
    view.showsVerticalScrollIndicator = !geometry.runsHorizontally && settings.showsScrollIndicator
    view.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(settings.decelerationRate))
    // Paging is the engine's snapping, through the target offset (UIKit ignores a changed
    // target while its own paging is on). tvOS has no paging property to turn off.
    #if !os(tvOS)
    view.isPagingEnabled = false
    #endif
  }

  private func move(_ view: SectionScrollView, toStripOffset offset: Double) {
    let target = view.geometry.scrollOffset(forStripOffset: CGFloat(offset))
    guard view.contentOffset != target else { return }
    isSyncing = true
    view.contentOffset = target
    isSyncing = false
  }

  /// An attached scroll view that moved on its own (not synced), with the layout and the
  /// app's events.
  private func source(of scrollView: UIScrollView)
    -> (view: SectionScrollView, layout: EngineBackedLayout, calls: SectionScrollingCalls?)?
  {
    guard !isSyncing, let view = scrollView as? SectionScrollView, attached[view.section] === view, let layout
    else { return nil }
    return (view, layout, SectionScrollingCalls(layout: layout))
  }
}

extension SectionScrollCoordinator: UIScrollViewDelegate {
  /// A move: store the offset (clamped), draw the strip there, tell the app.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard let strip = source(of: scrollView) else { return }
    let offset = strip.view.geometry.stripOffset(forScrollOffset: strip.view.contentOffset)
    strip.layout.storeSectionOffset(Double(offset), forSection: strip.view.section)
    strip.layout.invalidateForSectionScroll()
    strip.calls?.didScroll(strip.view.section, to: offset)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    guard let strip = source(of: scrollView) else { return }
    strip.calls?.willBeginDragging(strip.view.section)
  }

  /// The finger lifted: the target snaps to the section's behaviour, then the app may
  /// move it.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let strip = source(of: scrollView), let model = strip.layout.modelForTransitions else { return }
    let geometry = strip.view.geometry
    // A bouncing strip is past its ends: it rests from the nearest end.
    let current = Swift.min(
      Swift.max(geometry.stripOffset(forScrollOffset: strip.view.contentOffset), 0), geometry.maximumOffset)
    let proposed = geometry.stripOffset(forScrollOffset: targetContentOffset.pointee)
    let stripVelocity = geometry.stripVelocity(forScrollVelocity: velocity)
    var log = DiagnosticLog()
    var target = CGFloat(
      model.restingOffset(
        ofSection: strip.view.section, current: Double(current), proposed: Double(proposed),
        velocity: Double(stripVelocity), diagnostics: &log))
    strip.calls?.willEndDragging(strip.view.section, velocity: stripVelocity, target: &target)
    target = appTarget(target, current: current, section: strip.view.section, in: model, &log)
    strip.layout.adapterLog.merge(log)
    targetContentOffset.pointee = geometry.scrollOffset(forStripOffset: target)
    strip.view.settle(at: targetContentOffset.pointee, velocity: velocity)
  }

  /// The target the app's delegate left, kept within the strip (and reported) by the
  /// engine's rule for any section offset, as a scroll view keeps its own; a non-finite one
  /// leaves the strip where it is, reported here.
  private func appTarget(
    _ target: CGFloat, current: CGFloat, section: Int, in model: LayoutModel, _ log: inout DiagnosticLog
  ) -> CGFloat {
    guard target.isFinite else {
      log.report(
        .scrollOffset, section: section, "the delegate's target offset \(target) is not finite; rests at \(current)")
      return current
    }
    var offsets = SectionOffsets()
    return CGFloat(offsets.set(Double(target), forSection: section, in: model, diagnostics: &log))
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    guard let strip = source(of: scrollView) else { return }
    strip.calls?.didEndDragging(strip.view.section, willDecelerate: decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    guard let strip = source(of: scrollView) else { return }
    strip.calls?.willBeginDecelerating(strip.view.section)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    guard let strip = source(of: scrollView) else { return }
    strip.calls?.didEndDecelerating(strip.view.section)
  }
}

extension SectionScrollView {
  /// Whether a finger or a deceleration is moving it (it then keeps its section).
  var isMoving: Bool { isTracking || isDragging || isDecelerating }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
