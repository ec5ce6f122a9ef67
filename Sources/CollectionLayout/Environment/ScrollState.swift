/// Where the content is scrolled to: what changes on every frame of a scroll.
///
/// A scroll never invalidates cached geometry; only pinned elements are recomputed at
/// query time from it.
public struct ScrollState: Hashable, Sendable {
  /// The collection view's `contentOffset`.
  public var contentOffset: Point

  /// Creates a scroll state.
  public init(contentOffset: Point) {
    self.contentOffset = contentOffset
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
