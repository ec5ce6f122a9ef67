#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A delegate with the collection view and layout its calls pass: each family's calls are
/// an extension on one specialisation (`FlowDelegateCalls`, `SplitDelegateCalls`, …), so an
/// adapter reads `calls.side(section)` rather than the delegate's full selector. `Layout` is
/// the layout type the delegate's methods take (UIKit's protocols take any layout; the plugin
/// delegates take a ``PluginLayout``).
@MainActor
struct DelegateCalls<Delegate, Layout: UICollectionViewLayout> {
  let delegate: Delegate
  let collectionView: UICollectionView
  let layout: Layout
}

/// The flow delegate's answers (plugin and scrollable-section adapters).
typealias FlowDelegateCalls = DelegateCalls<any UICollectionViewDelegateFlowLayout, UICollectionViewLayout>
/// The split delegate's answers.
typealias SplitDelegateCalls = DelegateCalls<any UICollectionViewDelegateSectionSplitLayout, UICollectionViewLayout>
/// The events sent to a delegate listening to strips' scrolling.
typealias SectionScrollingCalls = DelegateCalls<any CollectionViewDelegateSectionScrolling, UICollectionViewLayout>
/// The scrollable-section delegate's per-section answers, `nil` where it does not answer.
typealias ScrollableSectionCalls = DelegateCalls<
  any CollectionViewDelegateScrollableSectionLayout, UICollectionViewLayout
>

extension SectionScrollingCalls {
  /// The events of `layout`'s collection view's delegate, if it listens.
  init?(layout: UICollectionViewLayout) {
    guard let collectionView = layout.collectionView,
      let delegate = collectionView.delegate as? CollectionViewDelegateSectionScrolling
    else { return nil }
    self.init(delegate: delegate, collectionView: collectionView, layout: layout)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
