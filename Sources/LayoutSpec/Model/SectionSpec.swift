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
  public var inset: LayoutEdgeInsets?
  /// The section's inter-item spacing, or `nil` for the layout's.
  public var minimumInterItemSpacing: Double?
  /// The section's line spacing, or `nil` for the layout's.
  public var minimumItemLineSpacing: Double?
  /// The background decoration's colour.
  public var backgroundColor: LayoutColor?
  /// The section's plugin, or `nil` for the layout's.
  public var plugin: PluginSpec?
  /// The section's effects, in order.
  public var effects: [EffectSpec] = []
  /// The compositional section, or `nil` for the layout's (compositional layouts only).
  package var compositionalSection: SectionNode?
  /// Sizes measured for estimated items and supplementaries (compositional layouts only).
  public var measured = MeasuredSizesSpec()
  /// Scrollable layout: whether the section wraps its items into lines (`wraps`).
  public var wraps = false
  /// Scrollable layout: whether `items` was a bare count, so items take the layout's
  /// `itemSize`.
  public var itemsUseLayoutSize = false
  /// Scrollable layout: how the section scrolls (`scrolling`), or the layout's.
  public var scrolling: StripScrollSettings?

  /// Creates a section.
  public init(items: ItemsSpec) {
    self.items = items
  }
}

extension SectionSpec {
  /// The section's spacing and insets: its own where it gives them, else `defaults`.
  func metrics(defaults: SectionMetrics) -> SectionMetrics {
    defaults.overridden(interItemSpacing: minimumInterItemSpacing, lineSpacing: minimumItemLineSpacing, inset: inset)
  }
}

/// The items of a section.
public enum ItemsSpec: Sendable {
  /// One entry per item (a size, or plugin parameters such as an aspect ratio).
  case list([ItemInput])
  /// `count` items alike.
  case uniform(count: Int, item: ItemInput)
  /// `count` items taking the entries of `pattern` in turn.
  case cycle(count: Int, pattern: [ItemInput])
  /// `count` items, `perLine` to a line: width = `calculateFixedWidthRoughly(to: perLine)`
  /// of the section's column; height as `height` says.
  case perLine(count: Int, perLine: Adaptive<Int>, height: ItemHeightSpec)

  /// The number of items.
  public var count: Int {
    switch self {
    case .list(let items): items.count
    case .uniform(let count, _), .cycle(let count, _), .perLine(let count, _, _): count
    }
  }

  /// Item `i`, or `nil` for the `perLine` form (its size depends on the column).
  public func input(_ i: Int) -> ItemInput? {
    switch self {
    case .list(let items): items[i]
    case .uniform(_, let item): item
    case .cycle(_, let pattern): pattern[i % pattern.count]
    case .perLine: nil
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

/// A header's or footer's size, either extent of which may be the column's full cross
/// extent (`"full"`: the width in a vertical layout, the height in a horizontal one).
public struct ChromeSizeSpec: Sendable {
  /// The width: points, or `nil` for the full cross extent.
  public var width: Double?
  /// The height: points, or `nil` for the full cross extent.
  public var height: Double?

  /// Creates a size; `nil` means the full cross extent.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// The size in a column whose cross extent is `crossExtent`.
  public func size(columnWidth crossExtent: Double) -> Size {
    Size(width: width ?? crossExtent, height: height ?? crossExtent)
  }
}
