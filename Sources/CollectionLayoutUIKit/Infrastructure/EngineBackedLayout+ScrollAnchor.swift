import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// What a layout keeps in place when the content changes under the screen
/// (``EngineBackedLayout/scrollPositionAnchor``).
public enum ScrollPositionAnchor: Sendable {
  /// The content offset's number, as UIKit's own layouts: the content under it moves.
  case contentOffset
  /// The first visible item, as far below the bars as it was; a reader at the top stays at
  /// the top.
  case firstVisibleItem
  /// The last visible item, as far above the bottom as it was; a reader at the bottom stays
  /// at the bottom (a chat).
  case lastVisibleItem
}

/// The reader's place, taken before the bounds change size, a batch update changes the
/// data or the layout replaces another, until UIKit asks where the content should rest
/// (`targetContentOffset(forProposedContentOffset:)`).
///
/// UIKit asks that during an animated bounds change (a rotation), between
/// `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`, and during a
/// batch update, after `prepare(forCollectionViewUpdates:)` and before the initial
/// attributes of the elements that appear and `finalizeCollectionViewUpdates()`.
/// MagazineLayout keeps its first visible item on those two paths and relies on both
/// orders. Apple documents that it asks "when transitioning between layouts" too, after
/// the new layout's `prepare()` and content size.
struct ScrollAnchoring {
  /// The anchor taken when the bounds began to change size, with the size they had then.
  var beforeResize: (anchor: ScrollAnchor, size: CGSize)?
  /// The anchor an animated bounds change restores.
  var resize: ScrollAnchor?
  /// The anchor a layout change restores: taken from the layout replaced (one of this
  /// package's), with the axis it scrolled along.
  var transition: (anchor: ScrollAnchor, direction: ScrollDirection)?
  /// The anchor a batch update restores, on its item's path after the update.
  var update: ScrollAnchor?
  /// Whether a batch update is under way that anchors: without an anchor (no visible item
  /// survives it) the offset is still kept within the content.
  var isUpdating = false
  /// How far the batch update's restored offset lies from the one UIKit proposed. UIKit
  /// moves the content offset by it within the update's animation, so an element that
  /// fades in (or out) is shifted back by it to stay still on screen.
  var shift: CGPoint = .zero
  /// How much the elements measured since the last relayout grew along the scroll axis,
  /// which the content size does not hold yet (kept from the end, a measurement keeps the
  /// offset within the content it will have).
  var pendingGrowth: Double = 0
  /// How far those measurements moved the content offset: the offset less this is where the
  /// screen lies among the frames the layout last computed, which the elements measured
  /// next in the same layout pass still have.
  var pendingAdjustment: CGPoint = .zero
}

extension EngineBackedLayout {
  /// Whether anchoring applies: it is on, and the layout is not a horizontally scrolling one
  /// that UIKit mirrors (`flipsHorizontallyInOppositeLayoutDirection` in a right-to-left
  /// interface), whose content starts at its far end.
  private var anchorsScrollPosition: Bool {
    guard scrollPositionAnchor != .contentOffset, let collectionView else { return false }
    let mirrored =
      flipsHorizontallyInOppositeLayoutDirection
      && collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    return !(mirrored && core?.model.configuration.environment.scrollDirection == .horizontal)
  }

  /// The end of the screen the reader's place is kept from.
  private var anchorEdge: ScrollAnchor.Edge { scrollPositionAnchor == .lastVisibleItem ? .end : .start }

  /// The bounds are about to take `newSize`: takes the anchor from the layout on screen.
  func boundsWillResize(to newSize: CGSize) {
    guard anchorsScrollPosition, let collectionView, newSize != collectionView.bounds.size,
      let anchor = core?.model.scrollAnchor(at: scrollState, from: anchorEdge)
    else { return }
    scrollAnchoring.beforeResize = (anchor, collectionView.bounds.size)
  }

  /// An animated bounds change from `oldBounds` begins: the anchor taken at that size is
  /// the one to restore.
  func animatedResizeBegins(from oldBounds: CGRect) {
    guard let taken = scrollAnchoring.beforeResize, taken.size == oldBounds.size else { return }
    scrollAnchoring.beforeResize = nil
    scrollAnchoring.resize = taken.anchor
  }

  /// The bounds changed size outside an animation block (a keyboard dragged down, a window
  /// resized live, a split view's divider moved): UIKit asks no one where to rest, so the
  /// engine lays the new size out now and `context` moves the content offset to where the
  /// anchor taken before the resize rests (`contentOffsetAdjustment`, which the collection
  /// view applies as it invalidates; ChatLayout keeps its place so, MagazineLayout its
  /// bottom). The prepare that follows finds the engine current, so nothing is laid out
  /// twice. An animated resize keeps its anchor for `targetContentOffset`.
  func keepPlaceThroughResizeWithoutAnimation(_ context: UICollectionViewLayoutInvalidationContext) {
    guard let taken = scrollAnchoring.beforeResize, UIView.inheritedAnimationDuration == 0,
      let collectionView, collectionView.bounds.size != taken.size
    else { return }
    scrollAnchoring.beforeResize = nil
    guard let shift = offsetShiftRestoring(taken.anchor) else { return }
    context.contentOffsetAdjustment.x += shift.x
    context.contentOffsetAdjustment.y += shift.y
  }

  /// Brings the engine up to date now and returns how far the content offset must move for
  /// `anchor` to rest where it was; `nil` when it cannot be laid out now (between a
  /// data-source change and its update items the engine answers for the old data).
  private func offsetShiftRestoring(_ anchor: ScrollAnchor) -> CGPoint? {
    guard !awaitsUpdates, ensureCurrent(), let model = core?.model, let collectionView else { return nil }
    let offset = collectionView.contentOffset
    let target = CGPoint(model.contentOffset(restoring: anchor, proposed: Point(offset)))
    return CGPoint(x: target.x - offset.x, y: target.y - offset.y)
  }

  /// The person changed the text size (`EngineBackedLayout+TextSize.swift`) and the
  /// collection view's traits carry it already: sizes measured at the old size go back to
  /// their estimates, which moves what lies above the screen. As through a resize without
  /// animation, the engine lays the new size out now, from the anchor taken on the layout
  /// on screen, and a context moves the content offset to where that anchor rests
  /// (`contentOffsetAdjustment`); the prepare that follows finds the engine current.
  /// Nothing when the traits do not carry the new size yet (the next layout pass lays it out
  /// where the offset is) or an update's items are awaited.
  func keepPlaceThroughTextSizeChange() {
    guard anchorsScrollPosition, let collectionView, let core,
      LayoutContentSizeCategory(collectionView.traitCollection.preferredContentSizeCategory)
        != core.model.configuration.environment.contentSizeCategory,
      let anchor = core.model.scrollAnchor(at: scrollState, from: anchorEdge)
    else { return }
    needsUpdate = true
    guard let shift = offsetShiftRestoring(anchor), shift != .zero else { return }
    let context = plainInvalidationContext()
    context.contentOffsetAdjustment = shift
    invalidateLayout(with: context)
  }

  /// A batch update `update` is applied to `before`, the layout on screen at `scroll`: takes
  /// the anchor from the first (or last) visible item the update keeps, on its path after
  /// the update.
  /// A step of an interactive movement takes none: the items the moving one passes shift by
  /// a place, and following one of them would scroll the content under the finger.
  func updateBegins(_ update: BatchUpdate, before: LayoutModel, scroll: ScrollState) {
    updateEnds()
    scrollAnchoring.isUpdating = anchorsScrollPosition && movingItem == nil
    guard scrollAnchoring.isUpdating else { return }
    let anchor = before.scrollAnchor(at: scroll, from: anchorEdge) { update.newPath(forOld: $0) != nil }
    guard let anchor, let path = anchor.item else {
      scrollAnchoring.update = anchor
      return
    }
    scrollAnchoring.update = update.newPath(forOld: path).map { anchor.following(to: $0) }
  }

  /// The layout is about to replace `old` on screen: takes the anchor from the layout shown,
  /// this package's or another (see `anchor(ofForeign:)`).
  func layoutTransitionBegins(from old: UICollectionViewLayout) {
    scrollAnchoring.transition = nil
    guard scrollPositionAnchor != .contentOffset else { return }
    guard let old = old as? EngineBackedLayout else {
      scrollAnchoring.transition = anchor(ofForeign: old)
      return
    }
    guard old.anchorsScrollPosition, let model = old.core?.model,
      let anchor = model.scrollAnchor(at: old.scrollState, from: anchorEdge)
    else { return }
    scrollAnchoring.transition = (anchor, model.configuration.environment.scrollDirection)
  }

  /// The reader's place in a layout that is not this package's (UIKit's flow layout, say),
  /// from its attributes: the first (or last) cell in the unobscured viewport. It scrolls
  /// along the axis its content overflows; content that fits is at its start (or end) along
  /// either. A layout that overflows both ways, or scrolls horizontally mirrored, gives none.
  private func anchor(ofForeign old: UICollectionViewLayout) -> (anchor: ScrollAnchor, direction: ScrollDirection)? {
    // The old layout's view: this layout may not be installed in it yet.
    guard let collectionView = old.collectionView,
      let ownDirection = core?.model.configuration.environment.scrollDirection
    else { return nil }
    let bounds = collectionView.bounds
    let inset = collectionView.adjustedContentInset
    let content = old.collectionViewContentSize
    let overflowsAcross = content.width + inset.left + inset.right > bounds.width + 0.5
    let overflowsDown = content.height + inset.top + inset.bottom > bounds.height + 0.5
    guard !(overflowsAcross && overflowsDown) else { return nil }
    let direction = overflowsAcross ? .horizontal : overflowsDown ? .vertical : ownDirection
    let mirrored =
      old.flipsHorizontallyInOppositeLayoutDirection
      && collectionView.effectiveUserInterfaceLayoutDirection != old.developmentLayoutDirection
    guard !(mirrored && direction == .horizontal) else { return nil }
    let vertical = direction == .vertical
    let offset = vertical ? bounds.minY : bounds.minX
    let resting = vertical ? -inset.top : -inset.left
    let last = vertical ? content.height + inset.bottom - bounds.height : content.width + inset.right - bounds.width
    // What the reader sees: the bounds less the bars (the adjusted content inset).
    let screen = bounds.inset(by: inset)
    let viewport = screen.width > 0 && screen.height > 0 ? screen : bounds
    let anchor = ScrollAnchor.keeping(
      Rect(viewport), from: anchorEdge, along: direction, restsAtContentStart: offset <= resting + 0.5,
      showsContentEnd: offset >= max(resting, last) - 0.5
    ) {
      (old.layoutAttributesForElements(in: viewport) ?? []).lazy.filter {
        $0.representedElementCategory == .cell && $0.frame.intersects(viewport)
      }.map { (path: ItemPath(section: $0.indexPath.section, item: $0.indexPath.item), frame: Rect($0.frame)) }
    }
    return anchor.map { ($0, direction) }
  }

  /// The anchor of the layout change under way, if this layout scrolls along the same axis
  /// as the one it replaced.
  private var transitionAnchor: ScrollAnchor? {
    guard let taken = scrollAnchoring.transition, anchorsScrollPosition,
      core?.model.configuration.environment.scrollDirection == taken.direction
    else { return nil }
    return taken.anchor
  }

  /// The batch update is over: its anchor and shift go.
  func updateEnds() {
    scrollAnchoring.update = nil
    scrollAnchoring.isUpdating = false
    scrollAnchoring.shift = .zero
  }

  /// Where the content should rest instead of `proposed`: the anchor restored while an
  /// animated resize, an update or a layout change is under way, or, in an update that found
  /// none (no visible item survives it), `proposed` kept within the content; `nil` otherwise.
  func anchoredContentOffset(proposed: CGPoint) -> CGPoint? {
    guard ensureCurrent() else { return nil }
    let anchor = scrollAnchoring.update ?? scrollAnchoring.resize ?? transitionAnchor
    guard anchor != nil || scrollAnchoring.isUpdating, let model = core?.model else { return nil }
    let target = CGPoint(
      anchor.map { model.contentOffset(restoring: $0, proposed: Point(proposed)) }
        ?? model.clampedContentOffset(Point(proposed)))
    if scrollAnchoring.isUpdating {
      scrollAnchoring.shift = CGPoint(x: target.x - proposed.x, y: target.y - proposed.y)
    }
    return target
  }

  /// A transition's frame, shifted so that an element fading in (`initial`) or out stays
  /// still on screen while UIKit moves the content offset to the anchored one.
  func anchorShifted(_ transition: Transition, initial: Bool) -> Transition {
    guard transition.isFade, scrollAnchoring.shift != .zero else { return transition }
    var shifted = transition
    let sign: Double = initial ? -1 : 1
    shifted.attributes.frame.origin.x += sign * Double(scrollAnchoring.shift.x)
    shifted.attributes.frame.origin.y += sign * Double(scrollAnchoring.shift.y)
    return shifted
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
