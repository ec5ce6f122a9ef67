import Foundation

/// A font, as UIKit's `UIFont` (headless: a point size and a weight name).
@preconcurrency @MainActor
open class UIFont: NSObject {
  /// The point size.
  public let pointSize: CGFloat
  /// Whether the font is bold.
  public let isBold: Bool

  init(pointSize: CGFloat, isBold: Bool) {
    self.pointSize = pointSize
    self.isBold = isBold
  }

  /// The system font at `fontSize`.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: false) }
  /// The bold system font at `fontSize`.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: true) }
}

/// How text lines up, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// Lines start at the left edge.
  case left
  /// Lines are centred.
  case center
  /// Lines end at the right edge.
  case right
  /// Lines fill the width.
  case justified
  /// Left or right, as the writing direction reads.
  case natural
}

/// A label, as UIKit's `UILabel` (headless: it holds its text; sample cells set it).
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown.
  open var text: String?
  /// The font.
  open var font: UIFont! = UIFont.systemFont(ofSize: 17)
  /// The text colour.
  open var textColor: UIColor! = UIColor(white: 0, alpha: 1)
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// At most this many lines (0: any).
  open var numberOfLines = 1

  /// A label with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Labels are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }
}
