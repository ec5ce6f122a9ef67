import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The attributes of a list separator (`ElementKind.listTopSeparator`,
/// `ElementKind.listBottomSeparator`): a decoration's, with the colour its item's
/// `ListSeparatorConfiguration` gives it.
open class ListSeparatorLayoutAttributes: UICollectionViewLayoutAttributes {
  /// The separator's colour.
  public var color: UIColor?

  /// UIKit's colour for an engine separator colour: the engine's default is
  /// `UIColor.separator`, which follows the interface style; any other is taken as given.
  static func uiColor(_ color: LayoutColor?) -> UIColor? {
    guard let color else { return nil }
    return color == ListSeparatorConfiguration.defaultColor ? .separator : UIColor(color)
  }

  /// A copy with the colour too.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? ListSeparatorLayoutAttributes)?.color = color
    return copy
  }

  /// Equal when the base attributes and the colours are, so a colour change reaches the view.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ListSeparatorLayoutAttributes, super.isEqual(object) else { return false }
    return onMainThread {
      color.map { other.color?.isEqual($0) ?? false } ?? (other.color == nil)
    }
  }
}

/// The view a compositional layout draws each list separator with: a hairline filled with
/// the separator's colour that lets touches through to the cell under it. The layout
/// registers it for both separator kinds; register your own class for a kind to draw it
/// otherwise.
open class ListSeparatorView: UICollectionReusableView {
  /// A separator view; it takes no touches.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Not supported: separators are made by the layout.
  public required init?(coder: NSCoder) { nil }

  /// Applies the frame and the separator's colour.
  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    if let separator = layoutAttributes as? ListSeparatorLayoutAttributes {
      backgroundColor = separator.color
    }
  }
}

extension CompositionalLayout {
  /// Registers ``ListSeparatorView`` for the list separators' kinds.
  func registerListSeparators() {
    for kind in [ElementKind.listTopSeparator, .listBottomSeparator] {
      register(ListSeparatorView.self, forDecorationViewOfKind: kind.rawValue)
    }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
