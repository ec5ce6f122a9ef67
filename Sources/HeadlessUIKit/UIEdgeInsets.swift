import Foundation

/// Insets for each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Zero insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Zero insets.
  public static let zero = UIEdgeInsets()
}

/// UIKit's `NSDirectionalEdgeInsets`: insets by leading and trailing edges.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Creates insets.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Zero insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Zero insets.
  public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
  /// The rectangle inset by `insets`, as UIKit's `inset(by:)`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
