/// Where the content is scrolled to: what changes on every frame of a scroll.
///
/// A scroll never invalidates cached geometry; only pinned elements are recomputed at
/// query time from it.
public struct ScrollState: Hashable, Sendable {
  /// The collection view's `contentOffset`.
  public var contentOffset: Point
  /// How far each section that scrolls on its own (see ``OrthogonalStrip``) is scrolled
  /// along its strip, by section; a section not listed is at 0.
  ///
  /// Queries draw any finite offset as given, beyond the strip's ends too (a bouncing scroll
  /// view goes there); a non-finite one counts as 0.
  /// ``LayoutModel/sanitized(_:diagnostics:)`` clamps offsets to each strip and reports.
  public var sectionOffsets: [Int: Double]

  /// Creates a scroll state.
  public init(contentOffset: Point, sectionOffsets: [Int: Double] = [:]) {
    self.contentOffset = contentOffset
    self.sectionOffsets = sectionOffsets
  }

  /// The offset of section `section` along its strip as queries use it (0 when unlisted
  /// or not finite, within ±``LayoutLimits/maximumPosition``).
  public func offset(ofSection section: Int) -> Double {
    guard let offset = sectionOffsets[section], offset.isFinite else { return 0 }
    return Swift.min(Swift.max(offset, -LayoutLimits.maximumPosition), LayoutLimits.maximumPosition)
  }

  /// This state as queries use it: the content offset finite (NaN and infinity → 0) and
  /// within ±``LayoutLimits/maximumPosition``, so no sum with it overflows.
  public var bounded: ScrollState {
    func bound(_ v: Double) -> Double {
      v.isFinite ? Swift.min(Swift.max(v, -LayoutLimits.maximumPosition), LayoutLimits.maximumPosition) : 0
    }
    let x = bound(contentOffset.x)
    let y = bound(contentOffset.y)
    guard x != contentOffset.x || y != contentOffset.y else { return self }
    var copy = self
    copy.contentOffset = Point(x: x, y: y)
    return copy
  }

  /// The state of a collection view resting at the start of its content.
  public static func resting(in environment: LayoutEnvironment) -> ScrollState {
    ScrollState(contentOffset: environment.restingContentOffset)
  }

  /// The visible rectangle in content coordinates: the bounds at the content offset.
  public func visibleRect(in environment: LayoutEnvironment) -> Rect {
    Rect(origin: contentOffset, size: environment.containerSize)
  }

  /// The visible rectangle less the adjusted content inset: the part of the screen that
  /// pinned elements stay inside.
  public func unobscuredRect(in environment: LayoutEnvironment) -> Rect {
    let a = environment.adjustedContentInset
    let v = visibleRect(in: environment)
    return Rect(
      x: v.minX + a.left, y: v.minY + a.top, width: Swift.max(0, v.width - a.horizontal),
      height: Swift.max(0, v.height - a.vertical))
  }
}
