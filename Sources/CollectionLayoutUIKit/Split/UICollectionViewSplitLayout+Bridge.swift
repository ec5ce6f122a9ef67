#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// The only code of the split adapter that differs between UIKit and HeadlessUIKit.
//
// UIKit: the side enum and the delegate protocol are Objective-C (as upstream), so that
// `@objc optional` methods exist; an unimplemented optional method answers nil and the
// layout's property applies.
//
// Linux has no Objective-C runtime: the optional methods are requirements with defaults
// that return the layout's property (or "absent"), so the same app code compiles and the
// same values come out.

#if canImport(UIKit)
/// Which column a section is in, as upstream (`left` = 1, `right` = 0).
@objc public enum UICollectionViewSplitLayoutSide: Int {
  /// The left (leading) column.
  case left = 1
  /// The right (trailing) column.
  case right = 0
}

/// The delegate of ``UICollectionViewSplitLayout``, as upstream: side and item size are
/// required; the rest defaults to the layout's properties.
@objc public protocol UICollectionViewDelegateSectionSplitLayout: UICollectionViewDelegate {
  /// The column of `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide
  /// An item's size; `width` is the full width of the section's column.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize
  /// The header's size (zero: no header).
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize
  /// The footer's size (zero: no footer).
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize
  /// The section's inset (default: the layout's `sectionInset`).
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIEdgeInsets
  /// The section's inter-item spacing (default: the layout's).
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInterItemSpacingForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> CGFloat
  /// The section's line spacing (default: the layout's).
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumItemLineSpacingForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> CGFloat
  /// The colour of the section's background decoration (default: none).
  @objc optional func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    itemsBackgroundColorFor section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIColor?
}

extension SplitDelegateCalls {
  func headerSize(_ section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide) -> CGSize? {
    delegate.collectionView?(
      collectionView, layout: layout, referenceSizeForHeaderInSection: section, width: width, side: side)
  }
  func footerSize(_ section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide) -> CGSize? {
    delegate.collectionView?(
      collectionView, layout: layout, referenceSizeForFooterInSection: section, width: width, side: side)
  }
  func inset(_ section: Int, side: UICollectionViewSplitLayoutSide) -> UIEdgeInsets? {
    delegate.collectionView?(collectionView, layout: layout, insetForSectionAtIndex: section, side: side)
  }
  func interItemSpacing(_ section: Int, side: UICollectionViewSplitLayoutSide) -> CGFloat? {
    delegate.collectionView?(
      collectionView, layout: layout, minimumInterItemSpacingForSectionAtIndex: section, side: side)
  }
  func lineSpacing(_ section: Int, side: UICollectionViewSplitLayoutSide) -> CGFloat? {
    delegate.collectionView?(
      collectionView, layout: layout, minimumItemLineSpacingForSectionAtIndex: section, side: side)
  }
  func backgroundColor(_ section: Int, side: UICollectionViewSplitLayoutSide) -> UIColor? {
    delegate.collectionView?(collectionView, layout: layout, itemsBackgroundColorFor: section, side: side) ?? nil
  }
}
#else
/// Which column a section is in, as upstream (`left` = 1, `right` = 0).
public enum UICollectionViewSplitLayoutSide: Int, Sendable {
  /// The left (leading) column.
  case left = 1
  /// The right (trailing) column.
  case right = 0
}

/// The delegate of ``UICollectionViewSplitLayout``, as upstream: side and item size are
/// required; the rest defaults to the layout's properties.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateSectionSplitLayout: UICollectionViewDelegate {
  /// The column of `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide
  /// An item's size; `width` is the full width of the section's column.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize
  /// The header's size (zero, the default: no header).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize
  /// The footer's size (zero, the default: no footer).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize
  /// The section's inset (default: the layout's `sectionInset`).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIEdgeInsets
  /// The section's inter-item spacing (default: the layout's).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInterItemSpacingForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> CGFloat
  /// The section's line spacing (default: the layout's).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumItemLineSpacingForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> CGFloat
  /// The colour of the section's background decoration (default: none).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    itemsBackgroundColorFor section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIColor?
}

extension UICollectionViewDelegateSectionSplitLayout {
  /// No header.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize { .zero }
  /// No footer.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize { .zero }
  /// The layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewSplitLayout)?.sectionInset ?? .zero }
  /// The layout's `minimumInterItemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInterItemSpacingForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewSplitLayout)?.minimumInterItemSpacing ?? 0 }
  /// The layout's `minimumItemLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumItemLineSpacingForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewSplitLayout)?.minimumItemLineSpacing ?? 0 }
  /// No colour.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    itemsBackgroundColorFor section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIColor? { nil }
}

extension SplitDelegateCalls {
  func headerSize(_ section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide) -> CGSize? {
    delegate.collectionView(
      collectionView, layout: layout, referenceSizeForHeaderInSection: section, width: width, side: side)
  }
  func footerSize(_ section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide) -> CGSize? {
    delegate.collectionView(
      collectionView, layout: layout, referenceSizeForFooterInSection: section, width: width, side: side)
  }
  func inset(_ section: Int, side: UICollectionViewSplitLayoutSide) -> UIEdgeInsets? {
    delegate.collectionView(collectionView, layout: layout, insetForSectionAtIndex: section, side: side)
  }
  func interItemSpacing(_ section: Int, side: UICollectionViewSplitLayoutSide) -> CGFloat? {
    delegate.collectionView(
      collectionView, layout: layout, minimumInterItemSpacingForSectionAtIndex: section, side: side)
  }
  func lineSpacing(_ section: Int, side: UICollectionViewSplitLayoutSide) -> CGFloat? {
    delegate.collectionView(
      collectionView, layout: layout, minimumItemLineSpacingForSectionAtIndex: section, side: side)
  }
  func backgroundColor(_ section: Int, side: UICollectionViewSplitLayoutSide) -> UIColor? {
    delegate.collectionView(collectionView, layout: layout, itemsBackgroundColorFor: section, side: side)
  }
}
#endif

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
