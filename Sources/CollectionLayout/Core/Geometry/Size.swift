/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// `true` when both extents are finite and strictly positive: the size occupies space.
  @inlinable public var hasArea: Bool { width > 0 && height > 0 && width.isFinite && height.isFinite }

  /// The size with width and height exchanged.
  @inlinable public var transposed: Size { Size(width: height, height: width) }
}
