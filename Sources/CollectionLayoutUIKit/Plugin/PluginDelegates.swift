import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The delegate of every plugin: UIKit's flow delegate (sizes, insets, spacings, header
/// and footer sizes).
public typealias FlowLayoutDelegate = UICollectionViewDelegateFlowLayout

/// What a ``PluginLayout`` asks its collection view's delegate: a plugin per section and
/// effects per element, as upstream.
@preconcurrency @MainActor
public protocol PluginLayoutDelegate: UICollectionViewDelegateFlowLayout {
  /// The plugin of `section`, or `nil` for the layout's `defaultPlugin`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType?
  /// The effects of one element (`kind` is `nil` for cells), applied in order after the
  /// plugin's own (sticky headers and footers).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout,
    effectsForItemAt indexPath: IndexPath,
    kind: String?
  ) -> [PluginEffect]
}

extension PluginLayoutDelegate {
  /// The layout's default plugin.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType? { nil }
  /// No effects.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout,
    effectsForItemAt indexPath: IndexPath,
    kind: String?
  ) -> [PluginEffect] { [] }
}

/// The grid plugin's delegate, as upstream: each item's share of a line and aspect ratio.
@preconcurrency @MainActor
public protocol GridLayoutDelegate: UICollectionViewDelegateFlowLayout {
  /// How many items of this one's width fill a line (2: half a line).
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineFractionAt indexPath: IndexPath)
    -> Int
  /// Width ÷ height.
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
}

/// The staggered plugin's delegate, as upstream: columns per section, aspect ratio per item.
@preconcurrency @MainActor
public protocol StaggeredLayoutDelegate: UICollectionViewDelegateFlowLayout {
  /// The number of columns (lines, scrolling horizontally).
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineCountForSectionAt section: Int)
    -> Int
  /// Width ÷ height.
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
}

/// The mosaic plugin's delegate, as upstream: columns and line multiple per section;
/// aspect ratio and whether it may span columns per item.
@preconcurrency @MainActor
public protocol MosaicLayoutDelegate: UICollectionViewDelegateFlowLayout {
  /// The number of columns (lines, scrolling horizontally).
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineCountForSectionAt section: Int)
    -> Int
  /// The grid line lengths are multiples of (at least 20).
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineMultipleForSectionAt section: Int)
    -> CGFloat
  /// Width ÷ height.
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
  /// Whether the item may span several columns.
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, canBeBigAt indexPath: IndexPath) -> Bool
}

extension MosaicLayoutDelegate {
  /// 50 points.
  public func collectionView(
    _ collectionView: UICollectionView, layout: PluginLayout, lineMultipleForSectionAt section: Int
  ) -> CGFloat { 50 }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
