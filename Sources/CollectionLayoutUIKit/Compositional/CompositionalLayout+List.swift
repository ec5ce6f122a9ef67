import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

extension CompositionalLayout {
  /// A layout whose every section is a list section of `configuration`, as UIKit's
  /// `UICollectionViewCompositionalLayout.list(using:)` (iOS 14). Rows and headers size
  /// themselves (`preferredLayoutAttributesFitting(_:)`); headers and footers are asked for
  /// with UIKit's `elementKindSectionHeader` and `elementKindSectionFooter`.
  ///
  /// - Parameter configuration: The look, headers and footers of every section
  ///   (`LayoutListConfiguration`).
  /// - Returns: A new layout, scrolling vertically.
  public static func list(using configuration: LayoutListConfiguration) -> CompositionalLayout {
    CompositionalLayout(sectionProvider: { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    })
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
