import Foundation

/// How strongly a size is wanted, as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
  /// The priority, from 1 to 1000.
  public var rawValue: Float
  /// Creates a priority from its value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from its value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// 1000.
  public static let required = UILayoutPriority(1000)
  /// 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// 250.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the fitting size decides.
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// Ordered by value.
  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
}
