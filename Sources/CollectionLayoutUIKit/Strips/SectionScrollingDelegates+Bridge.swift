#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// The only code of the section-scrolling delegates that differs between UIKit and
// HeadlessUIKit (as for the split layout's delegate): on Apple platforms the protocols are
// Objective-C with `@objc optional` methods, as JEKScrollableSectionCollectionViewLayout's;
// on Linux the optional methods are requirements with defaults that do nothing or answer
// "the layout's value". App code is the same on both.

#if canImport(UIKit)
/// What a collection view's delegate hears about sections that scroll on their own (the
/// scrollable-section layout's rows, compositional orthogonal sections), as
/// JEKScrollableSectionCollectionViewLayout's delegate: every stage of a drag, with the
/// target of the strip's rest open to change. Offsets and velocities are along the
/// strip, from its leading end, in both layout directions.
@objc public protocol CollectionViewDelegateSectionScrolling: UICollectionViewDelegate {
  /// A section's strip moved: `offset` is along the strip from its leading end (0 at rest).
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    section: Int, didScrollToOffset offset: CGFloat
  )
  /// A finger started to drag a section's strip.
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillBeginDragging section: Int
  )
  /// The finger lifted at `velocity` (points per millisecond along the strip); `targetOffset`
  /// holds where the strip will rest (already snapped to the section's behaviour) and may be
  /// changed (custom snapping).
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillEndDragging section: Int, withVelocity velocity: CGFloat,
    targetOffset: UnsafeMutablePointer<CGFloat>
  )
  /// The drag ended; `decelerate` says whether the strip moves on.
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionDidEndDragging section: Int, willDecelerate decelerate: Bool
  )
  /// The strip starts to coast after a drag.
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillBeginDecelerating section: Int
  )
  /// The strip came to rest after coasting.
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionDidEndDecelerating section: Int
  )
}

/// The delegate of ``ScrollableSectionCollectionViewLayout``, as upstream's
/// `JEKCollectionViewDelegateScrollableSectionLayout`: the flow delegate's sizes and
/// spacings, the section-scrolling events, and per-section wrapping and scrolling.
@objc
public protocol CollectionViewDelegateScrollableSectionLayout: UICollectionViewDelegateFlowLayout,
  CollectionViewDelegateSectionScrolling
{
  /// Whether the section wraps its items into lines like a flow layout instead of scrolling
  /// one row (default: no).
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    shouldUseFlowLayoutInSection section: Int
  ) -> Bool
  /// How the section's row scrolls (default: the layout's `defaultScrollViewConfiguration`).
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    scrollViewConfigurationForSection section: Int
  ) -> ScrollViewConfiguration?
}

extension SectionScrollingCalls {
  func didScroll(_ section: Int, to offset: CGFloat) {
    delegate.collectionView?(collectionView, layout: layout, section: section, didScrollToOffset: offset)
  }
  func willBeginDragging(_ section: Int) {
    delegate.collectionView?(collectionView, layout: layout, sectionWillBeginDragging: section)
  }
  func willEndDragging(_ section: Int, velocity: CGFloat, target: UnsafeMutablePointer<CGFloat>) {
    delegate.collectionView?(
      collectionView, layout: layout, sectionWillEndDragging: section, withVelocity: velocity, targetOffset: target)
  }
  func didEndDragging(_ section: Int, willDecelerate decelerate: Bool) {
    delegate.collectionView?(
      collectionView, layout: layout, sectionDidEndDragging: section, willDecelerate: decelerate)
  }
  func willBeginDecelerating(_ section: Int) {
    delegate.collectionView?(collectionView, layout: layout, sectionWillBeginDecelerating: section)
  }
  func didEndDecelerating(_ section: Int) {
    delegate.collectionView?(collectionView, layout: layout, sectionDidEndDecelerating: section)
  }
}

extension ScrollableSectionCalls {
  func usesFlowLayout(_ section: Int) -> Bool? {
    delegate.collectionView?(collectionView, layout: layout, shouldUseFlowLayoutInSection: section)
  }
  func scrollViewConfiguration(_ section: Int) -> ScrollViewConfiguration? {
    delegate.collectionView?(collectionView, layout: layout, scrollViewConfigurationForSection: section) ?? nil
  }
}
#else
/// What a collection view's delegate hears about sections that scroll on their own (the
/// scrollable-section layout's rows, compositional orthogonal sections), as
/// JEKScrollableSectionCollectionViewLayout's delegate: every stage of a drag, with the
/// target of the strip's rest open to change. Offsets and velocities are along the
/// strip, from its leading end, in both layout directions.
@preconcurrency @MainActor
public protocol CollectionViewDelegateSectionScrolling: UICollectionViewDelegate {
  /// A section's strip moved: `offset` is along the strip from its leading end (0 at rest).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    section: Int, didScrollToOffset offset: CGFloat
  )
  /// A finger started to drag a section's strip.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillBeginDragging section: Int
  )
  /// The finger lifted at `velocity` (points per millisecond along the strip); `targetOffset`
  /// holds where the strip will rest (already snapped to the section's behaviour) and may be
  /// changed (custom snapping).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillEndDragging section: Int, withVelocity velocity: CGFloat,
    targetOffset: UnsafeMutablePointer<CGFloat>
  )
  /// The drag ended; `decelerate` says whether the strip moves on.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionDidEndDragging section: Int, willDecelerate decelerate: Bool
  )
  /// The strip starts to coast after a drag.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillBeginDecelerating section: Int
  )
  /// The strip came to rest after coasting.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionDidEndDecelerating section: Int
  )
}

/// The delegate of ``ScrollableSectionCollectionViewLayout``, as upstream's
/// `JEKCollectionViewDelegateScrollableSectionLayout`: the flow delegate's sizes and
/// spacings, the section-scrolling events, and per-section wrapping and scrolling.
@preconcurrency @MainActor
public protocol CollectionViewDelegateScrollableSectionLayout: UICollectionViewDelegateFlowLayout,
  CollectionViewDelegateSectionScrolling
{
  /// Whether the section wraps its items into lines like a flow layout instead of scrolling
  /// one row (default: no).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    shouldUseFlowLayoutInSection section: Int
  ) -> Bool
  /// How the section's row scrolls (default: the layout's `defaultScrollViewConfiguration`).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    scrollViewConfigurationForSection section: Int
  ) -> ScrollViewConfiguration?
}

extension CollectionViewDelegateSectionScrolling {
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    section: Int, didScrollToOffset offset: CGFloat
  ) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillBeginDragging section: Int
  ) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillEndDragging section: Int, withVelocity velocity: CGFloat,
    targetOffset: UnsafeMutablePointer<CGFloat>
  ) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionDidEndDragging section: Int, willDecelerate decelerate: Bool
  ) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillBeginDecelerating section: Int
  ) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionDidEndDecelerating section: Int
  ) {}
}

extension CollectionViewDelegateScrollableSectionLayout {
  /// One scrolling row.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    shouldUseFlowLayoutInSection section: Int
  ) -> Bool { false }
  /// The layout's value.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    scrollViewConfigurationForSection section: Int
  ) -> ScrollViewConfiguration? { nil }
}

extension SectionScrollingCalls {
  func didScroll(_ section: Int, to offset: CGFloat) {
    delegate.collectionView(collectionView, layout: layout, section: section, didScrollToOffset: offset)
  }
  func willBeginDragging(_ section: Int) {
    delegate.collectionView(collectionView, layout: layout, sectionWillBeginDragging: section)
  }
  func willEndDragging(_ section: Int, velocity: CGFloat, target: UnsafeMutablePointer<CGFloat>) {
    delegate.collectionView(
      collectionView, layout: layout, sectionWillEndDragging: section, withVelocity: velocity, targetOffset: target)
  }
  func didEndDragging(_ section: Int, willDecelerate decelerate: Bool) {
    delegate.collectionView(
      collectionView, layout: layout, sectionDidEndDragging: section, willDecelerate: decelerate)
  }
  func willBeginDecelerating(_ section: Int) {
    delegate.collectionView(collectionView, layout: layout, sectionWillBeginDecelerating: section)
  }
  func didEndDecelerating(_ section: Int) {
    delegate.collectionView(collectionView, layout: layout, sectionDidEndDecelerating: section)
  }
}

extension ScrollableSectionCalls {
  func usesFlowLayout(_ section: Int) -> Bool? {
    delegate.collectionView(collectionView, layout: layout, shouldUseFlowLayoutInSection: section)
  }
  func scrollViewConfiguration(_ section: Int) -> ScrollViewConfiguration? {
    delegate.collectionView(collectionView, layout: layout, scrollViewConfigurationForSection: section)
  }
}
#endif

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
