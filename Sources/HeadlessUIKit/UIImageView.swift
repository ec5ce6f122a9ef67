import Foundation

/// UIKit's `UIImageView`: a view showing an image (headless: nothing is drawn).
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?
  /// The colour a template image is drawn in.
  open var tintColor: UIColor!

  /// A view showing `image`.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Image views are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// The image's size.
  open override var intrinsicContentSize: CGSize { image?.size ?? .zero }
}
