import CollectionLayout

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The flow delegate's per-section and per-item answers for plugins, `nil` where it does
/// not answer. The only platform-specific code of the plugin adapter: on Apple platforms
/// the flow delegate's methods are `@objc optional`; HeadlessUIKit gives them defaults,
/// which ``PluginLayout`` (a `FlowLayoutProperties`) makes 0, as an unanswered call on
/// UIKit.
@MainActor
struct FlowDelegateCalls {
  let delegate: UICollectionViewDelegateFlowLayout
  let collectionView: UICollectionView
  let layout: PluginLayout

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
