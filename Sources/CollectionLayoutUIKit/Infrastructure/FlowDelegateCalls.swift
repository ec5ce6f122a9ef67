import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

#if !canImport(UIKit)
// HeadlessUIKit's flow-delegate defaults read a layout's `FlowLayoutProperties` (its
// model of what an unanswered call means on UIKit); UIKit has no such protocol.
extension PluginLayout: FlowLayoutProperties {}
extension ScrollableSectionCollectionViewLayout: FlowLayoutProperties {}
#endif

/// The flow delegate's per-section and per-item answers, `nil` where it does not answer.
/// The only platform-specific code of the flow-reading adapters (plugin, scrollable
/// sections): on Apple platforms the flow delegate's methods are `@objc optional`;
/// HeadlessUIKit gives them defaults that return the layout's `FlowLayoutProperties`, which
/// is what an unanswered call means on UIKit.
extension FlowDelegateCalls {
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
