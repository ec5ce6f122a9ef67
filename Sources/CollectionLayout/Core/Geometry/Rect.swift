/// An axis-aligned rectangle: an origin and a size, in points.
///
/// Unlike `CGRect`, a `Rect` is never standardised: the engine only builds rectangles with
/// non-negative sizes.
public struct Rect: Hashable, Sendable {
  /// The corner with the smallest coordinates.
  public var origin: Point
  /// The extents.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its four components.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  @inlinable public var minX: Double { origin.x }
  /// The top edge.
  @inlinable public var minY: Double { origin.y }
  /// The right edge.
  @inlinable public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  @inlinable public var maxY: Double { origin.y + size.height }
  /// The width.
  @inlinable public var width: Double { size.width }
  /// The height.
  @inlinable public var height: Double { size.height }
  /// The x of the centre.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The y of the centre.
  @inlinable public var midY: Double { origin.y + size.height / 2 }

  /// `true` when every component is finite.
  @inlinable public var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }

  /// Strict intersection: `true` only when the two rectangles share an area greater than zero.
  ///
  /// Touching edges do not count, and a rectangle of zero width or height intersects nothing.
  /// This is the rule every rect query of the engine follows.
  @inlinable public func intersects(_ other: Rect) -> Bool {
    Swift.max(minX, other.minX) < Swift.min(maxX, other.maxX)
      && Swift.max(minY, other.minY) < Swift.min(maxY, other.maxY)
  }

  /// The rectangle moved by `dx` and `dy`.
  @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle with x and y (and width and height) exchanged.
  @inlinable public var transposed: Rect {
    Rect(x: origin.y, y: origin.x, width: size.height, height: size.width)
  }

  /// The smallest rectangle containing both.
  public func union(_ other: Rect) -> Rect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
  }
}

extension Rect: CustomStringConvertible {
  /// `(x, y, width, height)`.
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
