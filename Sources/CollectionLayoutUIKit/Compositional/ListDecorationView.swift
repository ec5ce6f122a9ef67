import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The attributes of a list's own decorations, its separators (`ElementKind.listTopSeparator`,
/// `ElementKind.listBottomSeparator`) and section backgrounds (`ElementKind.listBackground`):
/// a decoration's, with the colour the list's configuration gives it.
open class ListDecorationLayoutAttributes: UICollectionViewLayoutAttributes {
  /// The decoration's colour.
  public var color: UIColor?

  /// UIKit's colour for an engine colour: the engine's defaults stand for UIKit's dynamic
  /// colours, which follow the interface style (`UIColor.separator` for a separator,
  /// `systemBackground` or `systemGroupedBackground` for a background); any other colour is
  /// taken as given.
  static func uiColor(_ color: LayoutColor?) -> UIColor? {
    guard let color else { return nil }
    switch color {
    case ListSeparatorConfiguration.defaultColor: return .separator
    #if !os(tvOS)  // tvOS has neither background colour; there the engine's light values stand.
    case LayoutListConfiguration.systemBackgroundColor: return .systemBackground
    case LayoutListConfiguration.systemGroupedBackgroundColor: return .systemGroupedBackground
    #endif
    default: return UIColor(color)
    }
  }

  /// A copy with the colour too.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? ListDecorationLayoutAttributes)?.color = color
    return copy
  }

  /// Equal when the base attributes and the colours are, so a colour change reaches the view.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ListDecorationLayoutAttributes, super.isEqual(object) else { return false }
    return onMainThread {
      color.map { other.color?.isEqual($0) ?? false } ?? (other.color == nil)
    }
  }
}

/// The view a compositional layout draws a list's separators and section backgrounds
/// with: a view filled with the decoration's colour that lets touches through to the cells
/// and the collection view. The layout registers it for the three kinds; register your own
/// class for a kind to draw it otherwise.
open class ListDecorationView: UICollectionReusableView {
  /// A decoration view; it takes no touches.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Not supported: list decorations are made by the layout.
  public required init?(coder: NSCoder) { nil }

  /// Applies the frame and the decoration's colour.
  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    if let decoration = layoutAttributes as? ListDecorationLayoutAttributes {
      backgroundColor = decoration.color
    }
  }
}

extension CompositionalLayout {
  /// The kinds of the decorations a list section places itself.
  static let listDecorationKinds: [ElementKind] = [.listTopSeparator, .listBottomSeparator, .listBackground]

  /// Registers ``ListDecorationView`` for the list decorations' kinds.
  func registerListDecorations() {
    for kind in Self.listDecorationKinds {
      register(ListDecorationView.self, forDecorationViewOfKind: kind.rawValue)
    }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
