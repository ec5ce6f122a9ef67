/// How one section of a scrollable-section layout scrolls: what its strip snaps to, and the
/// scroll view settings an adapter gives the section's scroll view.
public struct StripScrollSettings: Hashable, Sendable {
  /// Where a gesture comes to rest: `continuous` (anywhere), `paging` (pages of the
  /// section's width), `groupPaging` / `continuousGroupLeadingBoundary` (an item's leading
  /// edge), `groupPagingCentered` (an item centred).
  public var snapping: OrthogonalScrollingBehavior
  /// Whether the section scrolls at all (its row is laid out either way).
  public var isScrollEnabled: Bool
  /// Whether the section bounces past its ends.
  public var bounces: Bool
  /// Whether the section bounces even when its row fits (nothing to scroll).
  public var alwaysBounces: Bool
  /// Whether the section shows a scroll indicator.
  public var showsScrollIndicator: Bool
  /// The deceleration rate, as `UIScrollView.DecelerationRate` (0.998 normal, 0.99 fast).
  public var decelerationRate: Double

  /// Creates a configuration; the defaults are a plain scroll view's.
  public init(
    snapping: OrthogonalScrollingBehavior = .continuous, isScrollEnabled: Bool = true, bounces: Bool = true,
    alwaysBounces: Bool = false, showsScrollIndicator: Bool = false, decelerationRate: Double = 0.998
  ) {
    self.snapping = snapping
    self.isScrollEnabled = isScrollEnabled
    self.bounces = bounces
    self.alwaysBounces = alwaysBounces
    self.showsScrollIndicator = showsScrollIndicator
    self.decelerationRate = decelerationRate
  }

  /// Whether the section pages by its width (JEK's `pagingEnabled`).
  public var isPagingEnabled: Bool {
    get { snapping == .paging }
    set { snapping = newValue ? .paging : (snapping == .paging ? .continuous : snapping) }
  }
}
