import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Makes UIKit attributes objects from engine values: one object per element UIKit asks
/// for, of the adapter's attributes class.
@MainActor
struct AttributesFactory {
  /// The class to instantiate (the layout's `layoutAttributesClass`).
  let attributesClass: UICollectionViewLayoutAttributes.Type
  /// How kinds are spelled.
  let kinds: ElementKindNames

  /// Attributes for `element`, at `indexPath` (its own by default; transitions ask for an
  /// element's attributes under another path).
  func make(_ element: LayoutAttributes, at indexPath: IndexPath? = nil) -> UICollectionViewLayoutAttributes {
    let path = indexPath ?? IndexPath(item: element.id.item, section: element.id.section)
    let attributes: UICollectionViewLayoutAttributes
    switch element.id.category {
    case .cell:
      attributes = attributesClass.init(forCellWith: path)
    case .supplementary:
      attributes = attributesClass.init(
        forSupplementaryViewOfKind: kinds.uiKitKind(element.id.kind ?? .header), with: path)
    case .decoration:
      let kind = element.id.kind ?? .background
      if CompositionalLayout.listDecorationKinds.contains(kind) {
        let decoration = ListDecorationLayoutAttributes(forDecorationViewOfKind: kind.rawValue, with: path)
        decoration.color = ListDecorationLayoutAttributes.uiColor(element.backgroundColor)
        attributes = decoration
      } else {
        attributes =
          kinds.presentsAsSupplementary(kind)
          ? attributesClass.init(forSupplementaryViewOfKind: kinds.uiKitKind(kind), with: path)
          : attributesClass.init(forDecorationViewOfKind: kinds.uiKitKind(kind), with: path)
      }
    }
    attributes.apply(element)
    return attributes
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
