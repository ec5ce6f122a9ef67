import Foundation

/// An immutable RGBA colour, as UIKit's `UIColor` (sRGB components in 0…1).
open class UIColor: NSObject, @unchecked Sendable {
  private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  /// Creates a colour from components in 0…1 (values outside are clamped).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
    components = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    super.init()
  }

  /// Creates a grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Reads the components, as UIKit; always succeeds here.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }

  /// Equal components.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return components == other.components
  }

  /// Equal colours hash alike, as `NSObject` requires of `isEqual(_:)`.
  open override var hash: Int {
    var hasher = Hasher()
    for c in [components.red, components.green, components.blue, components.alpha] { hasher.combine(c) }
    return hasher.finalize()
  }

  /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints colours.
  open override var description: String {
    "UIExtendedSRGBColorSpace \(components.red) \(components.green) \(components.blue) \(components.alpha)"
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Grey (0.5).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Light grey (2/3).
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// Dark grey (1/3).
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Brown.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

  // Semantic colours (iOS 13) adapt to the appearance in UIKit; headless has only the light one.

  /// Primary text (light appearance: black).
  public static let label = UIColor(white: 0, alpha: 1)
  /// Secondary text (light appearance: #3C3C43 at 60 %).
  public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  /// A screen's background (light appearance: white).
  public static let systemBackground = UIColor(white: 1, alpha: 1)
  /// A grouped list's background (light appearance: #F2F2F7).
  public static let systemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  /// Thin dividing lines, a list's separators (light appearance: #3C3C43 at 29 %).
  public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  /// A grouped list's rows (light appearance: white).
  public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
  /// The system's red (light appearance: #FF3B30).
  public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
  /// The system's grey (light appearance: #8E8E93).
  public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
  /// The system's orange (light appearance: #FF9500).
  public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
}
