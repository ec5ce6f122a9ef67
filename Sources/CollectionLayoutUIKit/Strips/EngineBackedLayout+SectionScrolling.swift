import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Sections that scroll on their own, for apps: where a strip is, scrolling it, and the
/// scroll view a finger moves it with.
extension EngineBackedLayout {
  /// How far section `section`'s strip is scrolled from its leading end (0 for a section
  /// that scrolls with the layout).
  public func contentOffset(ofSection section: Int) -> CGFloat {
    CGFloat(sectionScrolling?.offset(ofSection: section) ?? storedSectionOffsets[section])
  }

  /// Scrolls section `section`'s strip to `offset` from its leading end, clamped to the
  /// strip (a bad or out-of-range offset, or a section without a strip, is reported in the
  /// adapter's diagnostics); returns the offset used. The section's scroll view moves, so
  /// the delegate hears `didScrollToOffset`. Called while the layout computes (from a
  /// delegate it is asking), nothing moves and the current offset is returned.
  @discardableResult
  public func setContentOffset(_ offset: CGFloat, ofSection section: Int, animated: Bool) -> CGFloat {
    guard ensureCurrent() else { return contentOffset(ofSection: section) }
    guard let model = modelForTransitions else { return 0 }
    var log = DiagnosticLog()
    var offsets = SectionOffsets()
    let used = offsets.set(Double(offset), forSection: section, in: model, diagnostics: &log)
    adapterLog.merge(log)
    guard model.orthogonalStrip(ofSection: section) != nil else { return 0 }
    if let sectionScrolling {
      sectionScrolling.scroll(section: section, to: used, animated: animated)
    } else {
      storeSectionOffset(used, forSection: section)
      invalidateForSectionScroll()
    }
    return CGFloat(used)
  }

  /// Scrolls the strip of `indexPath`'s section so the item sits at `position` of it, as
  /// `scrollToItem(at:at:animated:)` does for the collection view; returns the strip
  /// offset, or `nil` (nothing moves) for an unknown item (or an index path that is not a
  /// section and an item) or a section without a strip, and while the layout computes.
  @discardableResult
  public func scrollSection(toItemAt indexPath: IndexPath, at position: StripPosition, animated: Bool) -> CGFloat? {
    guard ensureCurrent(), indexPath.count == 2,
      let offset = modelForTransitions?.offset(
        showingItem: indexPath.item, inSection: indexPath.section, at: position)
    else { return nil }
    return setContentOffset(CGFloat(offset), ofSection: indexPath.section, animated: animated)
  }

  /// Scrolls the strip of `indexPath`'s section the least that shows the item whole,
  /// keeping a strip that snaps on its resting offsets where one shows it
  /// (the engine's `LayoutModel.offset(revealingItem:inSection:from:)`): what happens when focus
  /// moves to the item. Returns the strip offset, or `nil` (nothing moves) for an unknown
  /// item (or an index path that is not a section and an item) or a section without a strip,
  /// and while the layout computes.
  @discardableResult
  public func scrollSection(toRevealItemAt indexPath: IndexPath, animated: Bool) -> CGFloat? {
    guard ensureCurrent(), indexPath.count == 2 else { return nil }
    let current = contentOffset(ofSection: indexPath.section)
    guard
      let offset = modelForTransitions?.offset(
        revealingItem: indexPath.item, inSection: indexPath.section, from: Double(current))
    else { return nil }
    if CGFloat(offset) == current { return current }
    return setContentOffset(CGFloat(offset), ofSection: indexPath.section, animated: animated)
  }

  /// Scrolls so the item at `indexPath` shows at `position`, as the collection view's
  /// `scrollToItem(at:at:animated:)` does, and, for an item in a section that scrolls on
  /// its own, moves the item's strip as well: UIKit's own call cannot move a strip (the
  /// collection view scrolls only along the layout, and a strip's item lies outside what it
  /// can scroll to), which is JEKScrollableSectionCollectionViewLayout's open issue #17.
  ///
  /// Along the strip, `position`'s part for that axis (`left`, `centeredHorizontally`,
  /// `right` for a strip that runs across a vertical layout, physical as in UIKit, so in a
  /// right-to-left layout `left` is the strip's trailing side; `top`, `centeredVertically`,
  /// `bottom` for one in a horizontal layout) places the item as
  /// ``scrollSection(toItemAt:at:animated:)`` does; without one, the strip moves the least
  /// that shows the item whole (``scrollSection(toRevealItemAt:animated:)``). Then the
  /// collection view scrolls to the item with `position`, as UIKit's call does.
  ///
  /// Where UIKit raises, this reports in ``diagnostics`` and moves nothing: an item the
  /// layout does not have or an index path that is not a section and an item
  /// (`scroll.item`), or two positions on one axis, such as `top` and `bottom`
  /// (`scroll.position`). Called while the layout computes (from a delegate it is asking),
  /// it moves nothing.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - position: Where the item should show, as for UIKit's call.
  ///   - animated: Whether the scrolling animates.
  /// - Complexity: O(1) for the strip (O(groups) for one that snaps), then the collection
  ///   view's own scrolling.
  public func scrollToItem(
    at indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool
  ) {
    guard ensureCurrent(), let collectionView, let model = modelForTransitions else { return }
    // An index path that is not a section and an item has no `item` (it would trap).
    guard indexPath.count == 2, indexPath.item >= 0, model.numberOfItems(inSection: indexPath.section) > indexPath.item
    else {
      adapterLog.report(
        .scrollItem, section: indexPath.count == 2 ? indexPath.section : nil,
        "scrollToItem: the layout has no item \(indexPath); nothing scrolls")
      return
    }
    guard let axes = StripScrollPosition(position) else {
      adapterLog.report(
        .scrollPosition, section: indexPath.section,
        "scrollToItem: \(position.rawValue) names two positions on one axis; nothing scrolls")
      return
    }
    if let geometry = StripGeometry(section: indexPath.section, in: model) {
      if let along = axes.along(geometry) {
        scrollSection(toItemAt: indexPath, at: along, animated: animated)
      } else {
        scrollSection(toRevealItemAt: indexPath, animated: animated)
      }
    }
    collectionView.scrollToItem(at: indexPath, at: position, animated: animated)
  }

  /// The scroll view that drives section `section`'s strip while it is on screen (a
  /// hidden scroll view whose pan gesture acts on the collection view); `nil` off screen
  /// or for a section without a strip. Headless tests drag it with HeadlessUIKit's
  /// `headlessDrag(by:)`.
  public func scrollView(forSection section: Int) -> UIScrollView? {
    sectionScrolling?.scrollView(forSection: section)
  }
}

/// A collection-view scroll position read for a strip: at most one position on each axis.
struct StripScrollPosition {
  /// Where along x: -1 left, 0 centred, 1 right; `nil` for none.
  let horizontal: Int?
  /// Where along y: -1 top, 0 centred, 1 bottom; `nil` for none.
  let vertical: Int?

  /// `position`'s parts; `nil` when it names two positions on one axis (UIKit raises).
  init?(_ position: UICollectionView.ScrollPosition) {
    let horizontal = Self.held(position, [.left, .centeredHorizontally, .right])
    let vertical = Self.held(position, [.top, .centeredVertically, .bottom])
    guard horizontal.count <= 1, vertical.count <= 1 else { return nil }
    self.horizontal = horizontal.first
    self.vertical = vertical.first
  }

  /// Where along `geometry`'s strip the item goes; `nil` when the position says nothing
  /// along it. A mirrored strip's leading end is at the right.
  func along(_ geometry: StripGeometry) -> StripPosition? {
    guard let part = geometry.runsHorizontally ? horizontal : vertical else { return nil }
    switch geometry.isMirrored ? -part : part {
    case ..<0: return .leading
    case 0: return .center
    default: return .trailing
    }
  }

  /// Which of `options` (start, centre, end) `position` holds, as -1, 0 and 1.
  private static func held(
    _ position: UICollectionView.ScrollPosition, _ options: [UICollectionView.ScrollPosition]
  ) -> [Int] {
    options.indices.filter { position.contains(options[$0]) }.map { $0 - 1 }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
