import Foundation

/// An image, as UIKit's `UIImage` (headless: a name and a size; nothing is drawn).
/// Immutable and `Sendable`, as the SDK declares UIKit's.
open class UIImage: NSObject, @unchecked Sendable {
  /// The name the image was made from (a symbol's or an asset's).
  public let headlessName: String
  /// The size in points (zero headless: no file is read).
  public let size: CGSize
  /// What VoiceOver reads for the image (UIKit declares it on every object, through the
  /// `UIAccessibility` informal protocol); `nil` by default.
  open var accessibilityLabel: String?

  init(headlessName: String) {
    self.headlessName = headlessName
    self.size = .zero
    super.init()
  }

  /// The system symbol `systemName` (headless: any name makes one).
  public convenience init?(systemName name: String) { self.init(headlessName: name) }

  /// The image asset `name` (headless: any name makes one).
  public convenience init?(named name: String) { self.init(headlessName: name) }

  /// Equal when made from the same name.
  open override func isEqual(_ object: Any?) -> Bool { (object as? UIImage)?.headlessName == headlessName }
  /// The name's hash.
  open override var hash: Int { headlessName.hashValue }
}
