import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

extension LayoutEnvironment {
  /// The environment a collection view gives a layout: its bounds size, safe area,
  /// content inset, layout direction, display scale, where its layout margins and
  /// readable content guides lie, its size classes and its preferred text size.
  @MainActor
  init(_ collectionView: UICollectionView, scrollDirection: ScrollDirection) {
    let scale = collectionView.traitCollection.displayScale
    let safeArea = collectionView.safeAreaInsets
    // The guides share their owning view's coordinates, whatever its bounds origin (a
    // scroll view's content offset): each is measured against the safe-area guide, whose
    // insets from the bounds are the safe-area insets. Differences of coordinates far from
    // zero carry rounding that changes with the offset; snapping to 1/1024 point keeps an
    // unchanged guide from reading as a new environment (a full layout) while scrolling.
    let safeFrame = collectionView.safeAreaLayoutGuide.layoutFrame
    func snapped(_ value: CGFloat) -> Double { (Double(value) * 1024).rounded() / 1024 }
    func insets(of guide: UILayoutGuide) -> LayoutEdgeInsets {
      let frame = guide.layoutFrame
      return LayoutEdgeInsets(
        top: snapped(safeArea.top + (frame.minY - safeFrame.minY)),
        left: snapped(safeArea.left + (frame.minX - safeFrame.minX)),
        bottom: snapped(safeArea.bottom + (safeFrame.maxY - frame.maxY)),
        right: snapped(safeArea.right + (safeFrame.maxX - frame.maxX)))
    }
    self.init(
      containerSize: Size(collectionView.bounds.size),
      safeArea: LayoutEdgeInsets(safeArea),
      contentInset: LayoutEdgeInsets(collectionView.contentInset),
      scrollDirection: scrollDirection,
      layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight,
      displayScale: scale > 0 ? Double(scale) : 2,
      layoutMargins: insets(of: collectionView.layoutMarginsGuide),
      readableContentInsets: insets(of: collectionView.readableContentGuide),
      horizontalSizeClass: SizeClass(collectionView.traitCollection.horizontalSizeClass),
      verticalSizeClass: SizeClass(collectionView.traitCollection.verticalSizeClass),
      contentSizeCategory: LayoutContentSizeCategory(collectionView.traitCollection.preferredContentSizeCategory))
  }

  /// The traits a section provider reads, as `NSCollectionLayoutEnvironment.traitCollection`
  /// gives them: the collection view's size classes, display scale, layout direction and
  /// preferred text size when it was laid out, so
  /// `environment.traitCollection.horizontalSizeClass` and
  /// `environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory`
  /// port unchanged.
  public var traitCollection: UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: horizontalSizeClass.userInterfaceSizeClass),
      UITraitCollection(verticalSizeClass: verticalSizeClass.userInterfaceSizeClass),
      UITraitCollection(displayScale: CGFloat(displayScale)),
      UITraitCollection(layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
      UITraitCollection(preferredContentSizeCategory: contentSizeCategory.uiContentSizeCategory),
    ])
  }
}

extension LayoutContentSizeCategory {
  /// The engine's text size of UIKit's (an unknown future one reads as unspecified).
  init(_ category: UIContentSizeCategory) {
    // Read at a relayout only: thirteen comparisons are nothing beside it.
    self = Self.allCases.first { $0.uiContentSizeCategory == category } ?? .unspecified
  }

  /// UIKit's text size of the engine's.
  var uiContentSizeCategory: UIContentSizeCategory {
    switch self {
    case .unspecified: .unspecified
    case .extraSmall: .extraSmall
    case .small: .small
    case .medium: .medium
    case .large: .large
    case .extraLarge: .extraLarge
    case .extraExtraLarge: .extraExtraLarge
    case .extraExtraExtraLarge: .extraExtraExtraLarge
    case .accessibilityMedium: .accessibilityMedium
    case .accessibilityLarge: .accessibilityLarge
    case .accessibilityExtraLarge: .accessibilityExtraLarge
    case .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge
    case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
    }
  }
}

extension SizeClass {
  /// The engine's size class of UIKit's (an unknown future one reads as unspecified).
  init(_ sizeClass: UIUserInterfaceSizeClass) {
    switch sizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    default: self = .unspecified
    }
  }

  /// UIKit's size class of the engine's.
  var userInterfaceSizeClass: UIUserInterfaceSizeClass {
    switch self {
    case .unspecified: .unspecified
    case .compact: .compact
    case .regular: .regular
    }
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
