/// How a section that scrolls on its own bounces and slows down, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17; here on every version).
/// The engine lays out the same either way: adapters give the section's scroll view these
/// settings (``CompositionalLayoutEngine/orthogonalScrollingProperties(ofSection:)``).
public struct OrthogonalScrollingProperties: Hashable, Sendable {
  /// Whether the strip bounces past its ends, as UIKit's `Bounce`.
  public enum Bounce: String, Hashable, Sendable, CaseIterable {
    /// Bounces at an end when there is something to scroll (a scroll view's default).
    case automatic
    /// Bounces even when the content fits.
    case always
    /// Stops at its ends without bouncing.
    case never
  }

  /// How fast the strip slows down after a finger lifts, as UIKit's `DecelerationRate`: the
  /// fraction of its speed it keeps each millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of speed kept per millisecond; 0 stands for ``automatic``.
    public var rawValue: Double
    /// Creates a rate; one outside 0…1 (exclusive) is repaired to ``automatic`` with a
    /// diagnostic when the section is laid out.
    public init(rawValue: Double) { self.rawValue = rawValue }

    /// The rate the adapter chooses: the collection view's own, or, for the paging
    /// behaviours, ``fast`` (this package's choice before iOS 17 had the property).
    public static let automatic = DecelerationRate(rawValue: 0)
    /// UIKit's normal rate (0.998).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate (0.99).
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// Whether the rate is one a scroll view can take (or ``automatic``).
    var isValid: Bool { rawValue == 0 || (rawValue > 0 && rawValue < 1) }
  }

  /// Whether the strip bounces (default: ``Bounce/automatic``).
  public var bounce = Bounce.automatic
  /// How fast the strip slows down (default: ``DecelerationRate/automatic``).
  public var decelerationRate = DecelerationRate.automatic

  /// The defaults: bounce and deceleration chosen automatically.
  public init() {}

  /// These properties with a rate no scroll view can take read as ``DecelerationRate/automatic``
  /// (the section's layout reports it).
  var repaired: OrthogonalScrollingProperties {
    var properties = self
    if !properties.decelerationRate.isValid { properties.decelerationRate = .automatic }
    return properties
  }
}

extension CompositionalLayoutEngine {
  /// How the strip of `section` bounces and slows down, as its section asked when it was
  /// last laid out (a rate no scroll view can take read as automatic); the defaults for a
  /// section without a strip.
  ///
  /// - Parameter section: The section.
  /// - Returns: Its orthogonal scrolling properties.
  /// - Complexity: O(1).
  public func orthogonalScrollingProperties(ofSection section: Int) -> OrthogonalScrollingProperties {
    guard model.sections.indices.contains(section),
      let layout = model.sections[section].layout as? CompositionalSectionLayout
    else { return OrthogonalScrollingProperties() }
    return layout.node.orthogonalScrollingProperties.repaired
  }
}
