import CollectionLayout

/// One section of a spec.
public struct SectionSpec: Sendable {
  /// The column (`left`, `right` or a column index).
  public var side: SplitSide = .left
  /// The items.
  public var items: ItemsSpec
  /// The header's size, if any.
  public var header: ChromeSizeSpec?
  /// The footer's size, if any.
  public var footer: ChromeSizeSpec?
  /// The section's inset, or `nil` for the layout's.
  public var inset: EdgeInsets?
  /// The section's inter-item spacing, or `nil` for the layout's.
  public var minimumInterItemSpacing: Double?
  /// The section's line spacing, or `nil` for the layout's.
  public var minimumItemLineSpacing: Double?
  /// The background decoration's colour.
  public var backgroundColor: Color?

  /// Creates a section.
  public init(items: ItemsSpec) {
    self.items = items
  }
}

/// The items of a section, in one of three forms.
public enum ItemsSpec: Sendable {
  /// One size per item.
  case sizes([Size])
  /// `count` items of one size.
  case uniform(count: Int, size: Size)
  /// `count` items, `perLine` to a line: width = `calculateFixedWidthRoughly(to: perLine)`
  /// of the section's column; height as `height` says.
  case perLine(count: Int, perLine: Adaptive<Int>, height: ItemHeightSpec)

  /// The number of items.
  public var count: Int {
    switch self {
    case .sizes(let sizes): sizes.count
    case .uniform(let count, _), .perLine(let count, _, _): count
    }
  }
}

/// How tall the items of a `perLine` section are.
public enum ItemHeightSpec: Sendable {
  /// height = width / ratio (width ÷ height); 1 makes squares.
  case aspectRatio(Double)
  /// A fixed height, whatever the width (as self-sized cells of one height).
  case fixed(Double)

  /// The height of an item `width` wide.
  public func height(forWidth width: Double) -> Double {
    switch self {
    case .aspectRatio(let r): width / r
    case .fixed(let h): h
    }
  }
}

/// A header's or footer's size, whose width may be the column's full width.
public struct ChromeSizeSpec: Sendable {
  /// The width: points, or `nil` for the column's full width (`"full"`).
  public var width: Double?
  /// The height.
  public var height: Double

  /// Creates a size; a `nil` width means full width.
  public init(width: Double?, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size in a column of `columnWidth`.
  public func size(columnWidth: Double) -> Size {
    Size(width: width ?? columnWidth, height: height)
  }
}
