import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The collection view and its delegate, presented to the engine as a
/// ``ScrollableSectionsDataSource``: counts from the collection view, sizes and spacings
/// from the flow delegate, wrapping and scrolling from the scrollable-section delegate;
/// `nil` where the delegate does not answer, so the layout's properties apply.
@MainActor
struct ScrollableSectionDelegateSource {
  let collectionView: UICollectionView
  let flow: FlowDelegateCalls?
  let sections: ScrollableSectionCalls?
  /// The index paths the delegate knows items by.
  let paths: DelegateIndexPaths
}

extension ScrollableSectionDelegateSource: @MainActor ScrollableSectionsDataSource {
  var numberOfSections: Int { collectionView.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }

  func sizeForItem(at path: ItemPath) -> Size? {
    // Asked once per item: no closure (a main-actor closure handed to `flatMap` checks the
    // executor on every call), and the calls borrowed in place rather than copied.
    guard let asked = paths.indexPath(path), let size = flow?.itemSize(asked) else { return nil }
    return Size(size)
  }

  func interitemSpacing(forSection section: Int) -> Double? { flow?.interItemSpacing(section).map { Double($0) } }

  func inset(forSection section: Int) -> LayoutEdgeInsets? { flow?.inset(section).map(LayoutEdgeInsets.init) }

  func headerReferenceSize(forSection section: Int) -> Size? { flow?.headerSize(section).map(Size.init) }

  func footerReferenceSize(forSection section: Int) -> Size? { flow?.footerSize(section).map(Size.init) }

  func wrapsItems(inSection section: Int) -> Bool { sections?.usesFlowLayout(section) ?? false }

  func scrollConfiguration(forSection section: Int) -> StripScrollSettings? {
    sections?.scrollViewConfiguration(section)?.engineConfiguration
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
