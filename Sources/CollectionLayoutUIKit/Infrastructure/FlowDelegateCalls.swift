import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

#if canImport(UIKit)
/// The properties a flow-style layout falls back on when its delegate does not answer.
/// HeadlessUIKit declares this protocol (its flow-delegate defaults read it); on Apple
/// platforms it only keeps the adapters' declarations the same.
@preconcurrency @MainActor
public protocol FlowLayoutProperties: AnyObject {
  /// The default item size.
  var itemSize: CGSize { get }
  /// The default section inset.
  var sectionInset: UIEdgeInsets { get }
  /// The default spacing between lines.
  var minimumLineSpacing: CGFloat { get }
  /// The default spacing between items of a line.
  var minimumInteritemSpacing: CGFloat { get }
  /// The default header size.
  var headerReferenceSize: CGSize { get }
  /// The default footer size.
  var footerReferenceSize: CGSize { get }
}
#endif

/// The flow delegate's per-section and per-item answers, `nil` where it does not answer.
/// The only platform-specific code of the flow-reading adapters (plugin, scrollable
/// sections): on Apple platforms the flow delegate's methods are `@objc optional`;
/// HeadlessUIKit gives them defaults that return the layout's `FlowLayoutProperties`, which
/// is what an unanswered call means on UIKit.
@MainActor
struct FlowDelegateCalls {
  let delegate: UICollectionViewDelegateFlowLayout
  let collectionView: UICollectionView
  let layout: UICollectionViewLayout

  #if canImport(UIKit)
  func itemSize(_ indexPath: IndexPath) -> CGSize? {
    delegate.collectionView?(collectionView, layout: layout, sizeForItemAt: indexPath)
  }
  func inset(_ section: Int) -> UIEdgeInsets? {
    delegate.collectionView?(collectionView, layout: layout, insetForSectionAt: section)
  }
  func lineSpacing(_ section: Int) -> CGFloat? {
    delegate.collectionView?(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
  }
  func interItemSpacing(_ section: Int) -> CGFloat? {
    delegate.collectionView?(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
  }
  func headerSize(_ section: Int) -> CGSize? {
    delegate.collectionView?(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
  }
  func footerSize(_ section: Int) -> CGSize? {
    delegate.collectionView?(collectionView, layout: layout, referenceSizeForFooterInSection: section)
  }
  #else
  func itemSize(_ indexPath: IndexPath) -> CGSize? {
    delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
  }
  func inset(_ section: Int) -> UIEdgeInsets? {
    delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
  }
  func lineSpacing(_ section: Int) -> CGFloat? {
    delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
  }
  func interItemSpacing(_ section: Int) -> CGFloat? {
    delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
  }
  func headerSize(_ section: Int) -> CGSize? {
    delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
  }
  func footerSize(_ section: Int) -> CGSize? {
    delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
  }
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
