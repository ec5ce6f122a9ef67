/// Distances inward from the four edges of a rectangle, as `UIEdgeInsets`.
public struct LayoutEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from the four distances, in UIKit's order.
  @inlinable public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same distance on every edge.
  @inlinable public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No inset.
  public static let zero = LayoutEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// `left + right`.
  @inlinable public var horizontal: Double { left + right }
  /// `top + bottom`.
  @inlinable public var vertical: Double { top + bottom }

  /// The insets with each edge's distance moved to the edge across the diagonal
  /// (top ↔ left, bottom ↔ right): the insets of the transposed rectangle.
  @inlinable public var transposed: LayoutEdgeInsets {
    LayoutEdgeInsets(top: left, left: top, bottom: right, right: bottom)
  }

  /// `self + other`, edge by edge.
  @inlinable public static func + (lhs: LayoutEdgeInsets, rhs: LayoutEdgeInsets) -> LayoutEdgeInsets {
    LayoutEdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }
}
