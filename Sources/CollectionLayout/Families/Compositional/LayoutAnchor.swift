/// Edges of a rectangle in layout-direction terms, as `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The edges as bits.
  public let rawValue: Int
  /// Creates a set from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1)
  /// The leading edge.
  public static let leading = DirectionalRectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 4)
  /// The trailing edge.
  public static let trailing = DirectionalRectEdge(rawValue: 8)
  /// All four edges.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary sits on the item it is attached to, as `NSCollectionLayoutAnchor`.
///
/// With no offset the supplementary lies inside the item, flush with the named edges
/// (centred along an axis where neither edge is named). The offset then moves it: in
/// points, or as a fraction of the supplementary's own size (`(0.3, -0.3)` on a 20 × 20
/// badge at the top-trailing corner moves it 6 points out to the trailing side and 6 up).
public struct LayoutAnchor: Hashable, Sendable {
  /// The item edges the supplementary is flush with.
  public let edges: DirectionalRectEdge
  /// The offset: points, or fractions of the supplementary's size (see `isFractionalOffset`).
  public let offset: Point
  /// Whether `offset` is a fraction of the supplementary's size.
  public let isFractionalOffset: Bool

  /// Flush with `edges`, no offset.
  public init(edges: DirectionalRectEdge) { self.init(edges: edges, offset: .zero, fractional: false) }
  /// Flush with `edges`, moved by `absoluteOffset` points (x towards trailing, y down).
  public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
    self.init(edges: edges, offset: absoluteOffset, fractional: false)
  }
  /// Flush with `edges`, moved by `fractionalOffset` times the supplementary's size.
  public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
    self.init(edges: edges, offset: fractionalOffset, fractional: true)
  }
  private init(edges: DirectionalRectEdge, offset: Point, fractional: Bool) {
    self.edges = edges
    self.offset = offset
    self.isFractionalOffset = fractional
  }
  /// Whether `offset` is in points.
  public var isAbsoluteOffset: Bool { !isFractionalOffset }

  /// The supplementary's frame for an item at `item` (logical coordinates, x leading); an
  /// offset beyond the longest length is clamped and reported in `log`.
  func frame(of size: Size, on item: Rect, log: inout DiagnosticLog, section: Int) -> Rect {
    var x = item.minX + (item.width - size.width) / 2
    if edges.contains(.leading) { x = item.minX } else if edges.contains(.trailing) { x = item.maxX - size.width }
    var y = item.minY + (item.height - size.height) / 2
    if edges.contains(.top) { y = item.minY } else if edges.contains(.bottom) { y = item.maxY - size.height }
    // The offset moves the supplementary at most the longest length either way (a
    // non-finite one not at all), so its frame stays finite.
    let bound = LayoutLimits.maximumLength
    func limited(_ v: Double) -> Double {
      let used = v.isFinite ? Swift.min(Swift.max(v, -bound), bound) : 0
      if used != v {
        log.report("value.clamped", section: section, "supplementary offset \(v) is beyond ±10,000,000; used \(used)")
      }
      return used
    }
    let dx = limited(isFractionalOffset ? offset.x * size.width : offset.x)
    let dy = limited(isFractionalOffset ? offset.y * size.height : offset.y)
    return Rect(x: x + dx, y: y + dy, width: size.width, height: size.height)
  }
}

/// Where a boundary supplementary sits on its section, as `NSRectAlignment`.
public enum RectAlignment: Hashable, Sendable, CaseIterable {
  /// No edge: over the start of the section's content, centred across it, taking no room.
  case none
  /// Along the top edge.
  case top
  /// At the top-leading corner.
  case topLeading
  /// Along the leading edge.
  case leading
  /// At the bottom-leading corner.
  case bottomLeading
  /// Along the bottom edge.
  case bottom
  /// At the bottom-trailing corner.
  case bottomTrailing
  /// Along the trailing edge.
  case trailing
  /// At the top-trailing corner.
  case topTrailing
}
