import Foundation

/// Where a collection view reads its data, as UIKit's `UICollectionViewDataSource`.
///
/// UIKit's optional methods are requirements with defaults here (Swift on Linux has no
/// `@objc optional`): one section, and no supplementary views (asking for one is then
/// recorded as a rejection, where UIKit would raise).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for `indexPath`, dequeued from the collection view.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The number of sections (default 1).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view of `kind` at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item at `indexPath` may be moved interactively (default: no; see the
  /// extension).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// An interactive movement ended with the item moved: update the data. Called only when
  /// the item's place changed.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section, as UIKit.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No supplementary views: the collection view records a rejection if it needs one.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    MissingSupplementaryView()
  }

  /// No item moves. UIKit also lets items move when the data source implements
  /// `collectionView(_:moveItemAt:to:)` without this method; Swift on Linux cannot tell
  /// which methods a type implements, so headless code that reorders says so here.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

/// What the default `viewForSupplementaryElementOfKind` returns: the data source has none.
final class MissingSupplementaryView: UICollectionReusableView {}

/// What a collection view tells its delegate, as UIKit's `UICollectionViewDelegate`
/// (headless: display events, the target content offset and reordering targets).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// A cell is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// A cell left the screen.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// Where to rest after an update or a layout change (default: the layout's proposal).
  func collectionView(
    _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint
  /// Where an interactively moving item goes instead of where the layout proposes
  /// (iOS 15; default: the iOS 9 method's answer).
  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// Where an interactively moving item goes instead of where the layout proposes (iOS 9,
  /// deprecated in iOS 15; default: the proposal).
  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// The layout shown during an interactive layout change (default: a
  /// `UICollectionViewTransitionLayout` of the two).
  func collectionView(
    _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout
  /// Whether the item may take focus (default: yes).
  func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
  /// Focus moved to one of the collection view's items (default: nothing).
  func collectionView(
    _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
}

extension UICollectionViewDelegate {
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// The proposal.
  public func collectionView(
    _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint { proposedContentOffset }
  /// The iOS 9 method's answer, as UIKit falls back on it.
  public func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    self.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
  }
  /// The proposal.
  public func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// A `UICollectionViewTransitionLayout` of the two.
  public func collectionView(
    _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  /// Yes.
  public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
}

/// The properties a flow-style layout falls back on when its delegate does not answer:
/// how the flow delegate's defaults find the layout's values on Linux, where
/// `@objc optional` methods do not exist. UIKit's defaults are in ``UICollectionViewFlowLayoutDefaults``.
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

/// `UICollectionViewFlowLayout`'s default values.
public enum UICollectionViewFlowLayoutDefaults {
  /// 50 × 50.
  public static let itemSize = CGSize(width: 50, height: 50)
  /// 10.
  public static let minimumLineSpacing: CGFloat = 10
  /// 10.
  public static let minimumInteritemSpacing: CGFloat = 10
}

/// Per-section sizes and spacings for flow-style layouts, as UIKit's
/// `UICollectionViewDelegateFlowLayout`. Each method defaults to the layout's property
/// (through ``FlowLayoutProperties``) or, failing that, to UIKit's flow default.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The item's size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The section's inset.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The section's line spacing.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The section's inter-item spacing.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The section's header size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The section's footer size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? FlowLayoutProperties)?.itemSize ?? UICollectionViewFlowLayoutDefaults.itemSize
  }
  /// The layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? FlowLayoutProperties)?.sectionInset ?? .zero
  }
  /// The layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? FlowLayoutProperties)?.minimumLineSpacing
      ?? UICollectionViewFlowLayoutDefaults.minimumLineSpacing
  }
  /// The layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? FlowLayoutProperties)?.minimumInteritemSpacing
      ?? UICollectionViewFlowLayoutDefaults.minimumInteritemSpacing
  }
  /// The layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? FlowLayoutProperties)?.headerReferenceSize ?? .zero
  }
  /// The layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? FlowLayoutProperties)?.footerReferenceSize ?? .zero
  }
}
