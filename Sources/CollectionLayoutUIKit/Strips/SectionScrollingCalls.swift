#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The section-scrolling events as the adapters send them (the calls themselves, which
/// differ between UIKit and HeadlessUIKit, are in the bridge file).
@MainActor
struct SectionScrollingCalls {
  let delegate: CollectionViewDelegateSectionScrolling
  let collectionView: UICollectionView
  let layout: UICollectionViewLayout

  /// The events of `layout`'s collection view's delegate, if it listens.
  init?(layout: UICollectionViewLayout) {
    guard let collectionView = layout.collectionView,
      let delegate = collectionView.delegate as? CollectionViewDelegateSectionScrolling
    else { return nil }
    self.delegate = delegate
    self.collectionView = collectionView
    self.layout = layout
  }
}

/// The scrollable-section delegate's per-section answers, `nil` where it does not answer.
@MainActor
struct ScrollableSectionCalls {
  let delegate: CollectionViewDelegateScrollableSectionLayout
  let collectionView: UICollectionView
  let layout: UICollectionViewLayout
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
