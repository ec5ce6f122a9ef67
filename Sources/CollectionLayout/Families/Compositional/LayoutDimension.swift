/// One extent of a compositional element, as `NSCollectionLayoutDimension`: a fraction of
/// its container's width or height, an absolute length, or an estimate replaced by the
/// measured length once the element is self-sized.
///
/// Fractions resolve against the container's effective size (its size less its content
/// insets): an item's container is its group, a group's its parent group, a top-level
/// group's its section.
public struct LayoutDimension: Hashable, Sendable {
  /// How the dimension resolves.
  public enum Kind: Hashable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth
    /// A fraction of the container's height.
    case fractionalHeight
    /// A length in points.
    case absolute
    /// A first guess in points, replaced by the measured size.
    case estimated
    /// Estimated, and siblings of a group share the largest measured value.
    case uniformAcrossSiblings
  }

  /// How the dimension resolves.
  public let kind: Kind
  /// The fraction, length or estimate.
  public let dimension: Double

  /// `fraction` of the container's effective width.
  public static func fractionalWidth(_ fraction: Double) -> LayoutDimension {
    LayoutDimension(kind: .fractionalWidth, dimension: fraction)
  }
  /// `fraction` of the container's effective height.
  public static func fractionalHeight(_ fraction: Double) -> LayoutDimension {
    LayoutDimension(kind: .fractionalHeight, dimension: fraction)
  }
  /// A length in points.
  public static func absolute(_ length: Double) -> LayoutDimension {
    LayoutDimension(kind: .absolute, dimension: length)
  }
  /// A length in points until the element is measured.
  public static func estimated(_ length: Double) -> LayoutDimension {
    LayoutDimension(kind: .estimated, dimension: length)
  }
  /// An estimate whose measured value is shared by all siblings (the largest wins).
  public static func uniformAcrossSiblings(estimate: Double) -> LayoutDimension {
    LayoutDimension(kind: .uniformAcrossSiblings, dimension: estimate)
  }

  /// Whether this is `fractionalWidth`.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether this is `fractionalHeight`.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether this is `absolute`.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the element sizes itself (`estimated` or `uniformAcrossSiblings`).
  public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
}

/// A width and a height, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
  /// The width.
  public var widthDimension: LayoutDimension
  /// The height.
  public var heightDimension: LayoutDimension
  /// Creates a size.
  public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}

/// The space between neighbours, as `NSCollectionLayoutSpacing`: exactly `spacing`, or at
/// least `spacing` with neighbours spread over the spare space.
public struct LayoutSpacing: Hashable, Sendable {
  /// The exact or minimum spacing.
  public let spacing: Double
  /// Whether the spacing grows to share the spare space.
  public let isFlexible: Bool
  /// Exactly `spacing`.
  public static func fixed(_ spacing: Double) -> LayoutSpacing { LayoutSpacing(spacing: spacing, isFlexible: false) }
  /// At least `spacing`, growing to share the spare space.
  public static func flexible(_ spacing: Double) -> LayoutSpacing { LayoutSpacing(spacing: spacing, isFlexible: true) }
  /// Whether the spacing is exact.
  public var isFixed: Bool { !isFlexible }
}

/// Spacing around one item inside its group, as `NSCollectionLayoutEdgeSpacing`; `nil`
/// edges add nothing. Applied before the item's content insets. A NaN or negative spacing
/// is read as 0 and one longer than ``LayoutLimits/maximumLength`` as that length, each
/// reported.
public struct LayoutEdgeSpacing: Hashable, Sendable {
  /// Before the item along a horizontal group (after it in right-to-left layouts).
  public var leading: LayoutSpacing?
  /// Above the item.
  public var top: LayoutSpacing?
  /// After the item along a horizontal group.
  public var trailing: LayoutSpacing?
  /// Below the item.
  public var bottom: LayoutSpacing?
  /// Creates edge spacing.
  public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// Insets whose horizontal edges follow the layout direction, as `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: Double
  /// The inset at the leading edge.
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The inset at the trailing edge.
  public var trailing: Double
  /// Creates insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// No insets.
  public static let zero = DirectionalEdgeInsets()
}
