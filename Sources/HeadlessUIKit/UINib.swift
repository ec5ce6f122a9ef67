import Foundation

/// A nib, as UIKit's `UINib`: enough for code that registers cells from nibs to compile.
/// HeadlessUIKit cannot load nibs; a cell dequeued from one is refused (register a class).
@preconcurrency @MainActor
open class UINib: NSObject {
  /// The nib's name.
  public let name: String

  /// A nib named `name` in `bundle`.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    super.init()
  }

  /// The nib's top-level objects: none headless (there are no nib files to read).
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}

extension UICollectionView {
  /// Registers a nib for cells with `identifier` (dequeuing one is refused headless).
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = nil
    nibIdentifiers.insert("cell\u{0}" + identifier)
  }

  /// Registers a nib for supplementary views of `kind` with `identifier`.
  public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
    supplementaryClasses[kind + "\u{0}" + identifier] = nil
    nibIdentifiers.insert(kind + "\u{0}" + identifier)
  }
}
