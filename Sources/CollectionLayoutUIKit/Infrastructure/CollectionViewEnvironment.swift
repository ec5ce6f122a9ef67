import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

extension LayoutEnvironment {
  /// The environment a collection view gives a layout: its bounds size, safe area,
  /// content inset, layout direction and display scale.
  @MainActor
  init(_ collectionView: UICollectionView, scrollDirection: ScrollDirection) {
    let scale = collectionView.traitCollection.displayScale
    self.init(
      containerSize: Size(collectionView.bounds.size),
      safeArea: LayoutEdgeInsets(collectionView.safeAreaInsets),
      contentInset: LayoutEdgeInsets(collectionView.contentInset),
      scrollDirection: scrollDirection,
      layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight,
      displayScale: scale > 0 ? Double(scale) : 2)
  }
}

extension ScrollState {
  /// Where a collection view is scrolled to.
  @MainActor
  init(_ collectionView: UICollectionView) {
    self.init(contentOffset: Point(collectionView.contentOffset))
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
