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
  /// the delegate hears `didScrollToOffset`.
  @discardableResult
  public func setContentOffset(_ offset: CGFloat, ofSection section: Int, animated: Bool) -> CGFloat {
    ensureCurrent()
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
  /// offset, or `nil` (nothing moves) for an unknown item or a section without a strip.
  @discardableResult
  public func scrollSection(toItemAt indexPath: IndexPath, at position: StripPosition, animated: Bool) -> CGFloat? {
    ensureCurrent()
    guard
      let offset = modelForTransitions?.offset(
        showingItem: indexPath.item, inSection: indexPath.section, at: position)
    else { return nil }
    return setContentOffset(CGFloat(offset), ofSection: indexPath.section, animated: animated)
  }

  /// Scrolls the strip of `indexPath`'s section the least that shows the item whole,
  /// keeping a strip that snaps on its resting offsets where one shows it
  /// (the engine's `LayoutModel.offset(revealingItem:inSection:from:)`): what happens when focus
  /// moves to the item. Returns the strip offset, or `nil` (nothing moves) for an unknown
  /// item or a section without a strip.
  @discardableResult
  public func scrollSection(toRevealItemAt indexPath: IndexPath, animated: Bool) -> CGFloat? {
    ensureCurrent()
    let current = contentOffset(ofSection: indexPath.section)
    guard
      let offset = modelForTransitions?.offset(
        revealingItem: indexPath.item, inSection: indexPath.section, from: Double(current))
    else { return nil }
    if CGFloat(offset) == current { return current }
    return setContentOffset(CGFloat(offset), ofSection: indexPath.section, animated: animated)
  }

  /// The scroll view that drives section `section`'s strip while it is on screen (a
  /// hidden scroll view whose pan gesture acts on the collection view); `nil` off screen
  /// or for a section without a strip. Headless tests drag it with HeadlessUIKit's
  /// `headlessDrag(by:)`.
  public func scrollView(forSection section: Int) -> UIScrollView? {
    sectionScrolling?.scrollView(forSection: section)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
