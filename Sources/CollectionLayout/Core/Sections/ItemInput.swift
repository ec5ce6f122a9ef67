/// What a section layout may know about one item: its preferred size and the per-item
/// parameters of the built-in plugins.
///
/// A ``LayoutSource`` fills only what its section's layout reads (a flow section reads
/// `size`, a grid `lineFraction` and `aspectRatio`, a mosaic `aspectRatio` and
/// `canBeBig`); the defaults are valid values.
///
/// Sources give physical values. The engine repairs them (a negative, NaN or infinite
/// size becomes 0; an aspect ratio that is not finite and positive becomes 1, each with a
/// diagnostic) and hands section layouts canonical ones: `size` as (cross, main), and
/// `aspectRatio` as cross ÷ main (width ÷ height in a vertical layout, height ÷ width in a
/// horizontal one).
public struct ItemInput: Hashable, Sendable {
  /// The item's preferred size.
  public var size: Size
  /// Width ÷ height (physical), or cross ÷ main once handed to a section layout.
  public var aspectRatio: Double
  /// How many items of this width fill a line (grid): 2 makes half-line items.
  public var lineFraction: Int
  /// Whether a mosaic may give the item more than one column.
  public var canBeBig: Bool

  /// The aspect ratios the engine accepts: 1 : 10,000 to 10,000 : 1. A length derived from
  /// another through a ratio then stays finite (at most 10¹¹ points); others are brought
  /// into the range and reported (`item.aspectRatio`).
  public static let aspectRatioRange = 0.0001...10_000.0

  /// Creates an item input; every parameter has a valid default.
  public init(size: Size = .zero, aspectRatio: Double = 1, lineFraction: Int = 1, canBeBig: Bool = true) {
    self.size = size
    self.aspectRatio = aspectRatio
    self.lineFraction = lineFraction
    self.canBeBig = canBeBig
  }
}
