/// An sRGB colour with alpha, each component in [0, 1].
public struct LayoutColor: Hashable, Sendable {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The opacity: 0 is transparent, 1 opaque.
  public var alpha: Double

  /// Creates a colour; components are clamped to [0, 1] (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func unit(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
    self.red = unit(red)
    self.green = unit(green)
    self.blue = unit(blue)
    self.alpha = unit(alpha)
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  public init(rgb: UInt32) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255)
  }

  /// `#RRGGBB` (or `#RRGGBBAA` when not opaque), components rounded to 8 bits.
  public var hexString: String {
    func byte(_ v: Double) -> String {
      // Components are in [0, 1]: adding one half and truncating rounds without libm.
      let b = Int(v * 255 + 0.5)
      let s = String(b, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }
}
