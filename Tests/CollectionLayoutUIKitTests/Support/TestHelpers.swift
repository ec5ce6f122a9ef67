import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

extension UICollectionViewLayoutAttributes {
  /// A copy of these attributes at `size`; these when there is none (the view does not
  /// self-size).
  func fitted(to size: CGSize?) -> UICollectionViewLayoutAttributes {
    guard let size else { return self }
    let fitted = copy() as! UICollectionViewLayoutAttributes
    fitted.size = size
    return fitted
  }
}

/// An element's identity as a string key, for comparing two layouts' answers.
struct ElementKey: Hashable, CustomStringConvertible {
  var kind: String
  var indexPath: IndexPath

  init(kind: String, indexPath: IndexPath) {
    self.kind = kind
    self.indexPath = indexPath
  }

  @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
    kind = attributes.representedElementKind ?? "cell"
    indexPath = attributes.indexPath
  }

  var description: String { "\(kind) \(indexPath)" }
}

extension CATransform3D {
  /// The sixteen entries, row by row (the SDK's type is not `Equatable`).
  var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }
}

extension UICollectionViewLayout {
  /// Every element's frame, from one rect query over the whole content.
  func allFrames() -> [ElementKey: CGRect] { allAttributes().mapValues(\.frame) }

  /// Every element's attributes, by key, from one rect query over the whole content.
  func allAttributes() -> [ElementKey: UICollectionViewLayoutAttributes] {
    let size = collectionViewContentSize
    return attributes(in: CGRect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
  }

  /// The attributes a query of `rect` returns, by key.
  func attributes(in rect: CGRect) -> [ElementKey: UICollectionViewLayoutAttributes] {
    var attributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    for a in layoutAttributesForElements(in: rect) ?? [] { attributes[ElementKey(a)] = a }
    return attributes
  }
}

/// The application's key window — upstream's tests use `UIApplication.shared.keyWindow`,
/// deprecated since iOS 13 in favour of the scenes' windows, which HeadlessUIKit has not.
@MainActor func keyWindow() -> UIWindow? {
  #if canImport(HeadlessUIKit)
  return UIApplication.shared.keyWindow
  #else
  return UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
    .flatMap(\.windows).first(where: \.isKeyWindow)
  #endif
}

/// A list cell registration that shows its item as the default content's text, with
/// `accessories` (iOS 14).
@available(iOS 14, tvOS 14, *)
@MainActor func textRowRegistration(accessories: [UICellAccessory])
  -> UICollectionView.CellRegistration<UICollectionViewListCell, String>
{
  UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
    cell.accessories = accessories
  }
}

extension UICollectionViewController {
  /// Loads the view, sizes the collection view and lays it out.
  func show(width: CGFloat, height: CGFloat) {
    loadViewIfNeeded()
    collectionView.frame = CGRect(x: 0, y: 0, width: width, height: height)
    collectionView.layoutIfNeeded()
  }
}

extension UICollectionView {
  /// The frames of the cells on screen, as shown.
  var shownCellFrames: [IndexPath: CGRect] {
    var frames: [IndexPath: CGRect] = [:]
    for (element, attributes) in shownAttributes where element.category == .cell {
      frames[element.indexPath] = attributes.frame
    }
    return frames
  }

  #if canImport(HeadlessUIKit)
  /// The methods called since the records were last cleared, verification queries and
  /// self-sizing left out.
  var layoutMethods: [LayoutCall.Method] {
    headlessLayoutCalls.map(\.method).filter {
      ![
        .layoutAttributesForItem, .layoutAttributesForSupplementaryView, .layoutAttributesForDecorationView,
        .preferredLayoutAttributesFitting,
      ].contains($0)
    }
  }
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
