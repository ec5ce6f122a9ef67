/// The column a split-layout section sits in: `.left`, `.right`, or any column index of a
/// layout with more than two columns.
public struct SplitSide: Hashable, Sendable, CustomStringConvertible {
  /// The column index: 0 is the left (leading) column.
  public var column: Int

  /// Creates a side from a column index.
  public init(column: Int) { self.column = column }

  /// The left column.
  public static let left = SplitSide(column: 0)
  /// The right column.
  public static let right = SplitSide(column: 1)

  /// The only visible side for a ratio of exactly 1 (`.left`) or 0 (`.right`); `nil` for
  /// any other ratio, as upstream's `init?(leftSideRatio:)`.
  public init?(leftSideRatio: Double) {
    switch leftSideRatio {
    case 1: self = .left
    case 0: self = .right
    default: return nil
    }
  }

  /// `left`, `right`, or `column N`.
  public var description: String {
    switch column {
    case 0: "left"
    case 1: "right"
    default: "column \(column)"
    }
  }
}
