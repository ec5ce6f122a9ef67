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
/// As a supplementary's `itemAnchor`, the edges name the point of the supplementary that
/// meets the container anchor's point instead, and the offset moves it the same way.
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

  /// The supplementary's frame for an item at `item` (logical coordinates, x leading).
  ///
  /// The point this anchor's edges name on the item (a corner, an edge's midpoint, or the
  /// centre) meets the point `itemAnchor`'s edges name on the supplementary — by default the
  /// same edges, so the supplementary lies inside the item, flush with them. Both offsets
  /// then move the supplementary (Apple's documentation of `NSCollectionLayoutAnchor`: an
  /// offset moves the supplementary's origin). Offsets beyond the longest length are
  /// clamped and reported in `log`.
  func frame(of size: Size, on item: Rect, itemAnchor: LayoutAnchor? = nil, log: inout DiagnosticLog, section: Int)
    -> Rect
  {
    var origin = edges.flushOrigin(of: size, in: item)
    if let itemAnchor {
      let onItem = edges.point(on: item)
      let onSupplementary = itemAnchor.edges.point(on: Rect(origin: .zero, size: size))
      origin = Point(x: onItem.x - onSupplementary.x, y: onItem.y - onSupplementary.y)
    }
    var shift = offset(for: size, log: &log, section: section)
    if let more = itemAnchor?.offset(for: size, log: &log, section: section) {
      shift = Point(x: shift.x + more.x, y: shift.y + more.y)
    }
    return Rect(x: origin.x + shift.x, y: origin.y + shift.y, width: size.width, height: size.height)
  }

  /// The offset in points for a supplementary of `size`. It moves the supplementary at most
  /// the longest length either way (a non-finite one not at all), so its frame stays finite.
  private func offset(for size: Size, log: inout DiagnosticLog, section: Int) -> Point {
    let bound = LayoutLimits.maximumLength
    func limited(_ v: Double) -> Double {
      let used = v.isFinite ? Swift.min(Swift.max(v, -bound), bound) : 0
      if used != v {
        log.report("value.clamped", section: section, "supplementary offset \(v) is beyond ±10,000,000; used \(used)")
      }
      return used
    }
    return Point(
      x: limited(isFractionalOffset ? offset.x * size.width : offset.x),
      y: limited(isFractionalOffset ? offset.y * size.height : offset.y))
  }
}

extension DirectionalRectEdge {
  /// Where a supplementary of `size` lies inside `rect` flush with these edges (centred
  /// along an axis where neither edge is named; leading wins over trailing, top over
  /// bottom). The same as matching ``point(on:)`` of both, computed as the engine always
  /// has so frames keep their last bits.
  func flushOrigin(of size: Size, in rect: Rect) -> Point {
    var x = rect.minX + (rect.width - size.width) / 2
    if contains(.leading) { x = rect.minX } else if contains(.trailing) { x = rect.maxX - size.width }
    var y = rect.minY + (rect.height - size.height) / 2
    if contains(.top) { y = rect.minY } else if contains(.bottom) { y = rect.maxY - size.height }
    return Point(x: x, y: y)
  }

  /// The point these edges name on `rect`: a corner for two adjacent edges, an edge's
  /// midpoint for one, the centre for none (leading wins over trailing, top over bottom).
  func point(on rect: Rect) -> Point {
    var x = rect.midX
    if contains(.leading) { x = rect.minX } else if contains(.trailing) { x = rect.maxX }
    var y = rect.midY
    if contains(.top) { y = rect.minY } else if contains(.bottom) { y = rect.maxY }
    return Point(x: x, y: y)
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
