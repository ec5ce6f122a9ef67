#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A delegate with the collection view and layout its calls pass: each family's calls are
/// an extension on one specialisation (`FlowDelegateCalls`, `SplitDelegateCalls`, …), so an
/// adapter reads `calls.side(section)` rather than the delegate's full selector.
@MainActor
struct DelegateCalls<Delegate> {
  let delegate: Delegate
  let collectionView: UICollectionView
  let layout: UICollectionViewLayout
}

/// The flow delegate's answers (plugin and scrollable-section adapters).
typealias FlowDelegateCalls = DelegateCalls<any UICollectionViewDelegateFlowLayout>
/// The split delegate's answers.
typealias SplitDelegateCalls = DelegateCalls<any UICollectionViewDelegateSectionSplitLayout>
/// The events sent to a delegate listening to strips' scrolling.
typealias SectionScrollingCalls = DelegateCalls<any CollectionViewDelegateSectionScrolling>
/// The scrollable-section delegate's per-section answers, `nil` where it does not answer.
typealias ScrollableSectionCalls = DelegateCalls<any CollectionViewDelegateScrollableSectionLayout>

extension DelegateCalls where Delegate == any CollectionViewDelegateSectionScrolling {
  /// The events of `layout`'s collection view's delegate, if it listens.
  init?(layout: UICollectionViewLayout) {
    guard let collectionView = layout.collectionView,
      let delegate = collectionView.delegate as? CollectionViewDelegateSectionScrolling
    else { return nil }
    self.init(delegate: delegate, collectionView: collectionView, layout: layout)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
