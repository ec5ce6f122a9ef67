import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

extension UICollectionViewSplitLayoutSide {
  /// `.left` for a ratio of exactly 1, `.right` for exactly 0, `nil` otherwise: the only
  /// visible side, as upstream.
  public init?(leftSideRatio: CGFloat) {
    switch leftSideRatio {
    case 1: self = .left
    case 0: self = .right
    default: return nil
    }
  }

  /// The ratio that shows only this side (1 for `.left`, 0 for `.right`).
  public var leftSideRatio: CGFloat { CGFloat(rawValue) }

  /// Whether a section on this side is hidden at `leftSideRatio` (upstream skipped such
  /// sections; this layout shows them in the visible column instead).
  public func needsIgnored(to leftSideRatio: CGFloat) -> Bool {
    self == .left ? leftSideRatio == 0 : leftSideRatio == 1
  }

  /// The engine's side.
  var engineSide: SplitSide { self == .left ? .left : .right }

  /// The UIKit side of an engine column (columns beyond the second count as right).
  init(_ side: SplitSide) { self = side.column == 0 ? .left : .right }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
