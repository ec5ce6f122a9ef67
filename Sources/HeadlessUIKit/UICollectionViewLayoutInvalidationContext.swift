import Foundation

/// What part of a layout to recompute, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`.
///
/// `invalidateEverything` and `invalidateDataSourceCounts` are read-only, as in UIKit: the
/// collection view sets them (``UICollectionViewLayout/invalidateLayout()`` sets the first,
/// `reloadData` and batch updates the second).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether everything is invalid (from `invalidateLayout()` or `reloadData`).
  open internal(set) var invalidateEverything = false
  /// Whether the numbers of sections and items must be read again.
  open internal(set) var invalidateDataSourceCounts = false
  /// Items marked invalid, or `nil`.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// Supplementary views marked invalid by kind, or `nil`.
  open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// Decoration views marked invalid by kind, or `nil`.
  open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
  /// How far the collection view should move its content offset.
  open var contentOffsetAdjustment: CGPoint = .zero
  /// How much the content size changes.
  open var contentSizeAdjustment: CGSize = .zero
  /// Where the interactively moving items were before this invalidation; set by the
  /// layout's `invalidationContext(forInteractivelyMovingItems:…)` and
  /// `invalidationContextForEndingInteractiveMovementOfItems(…)`, `nil` otherwise.
  open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// Where the interactively moving items are after this invalidation (for an ending
  /// movement: their final places, the original ones when it was cancelled), or `nil`.
  open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// The point that decided ``targetIndexPathsForInteractivelyMovingItems`` while a
  /// movement is in progress or has just ended (zero otherwise).
  open internal(set) var interactiveMovementTarget: CGPoint = .zero

  /// An empty context: nothing invalid.
  public required override init() { super.init() }

  /// Marks items invalid.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Marks supplementary views of `elementKind` invalid.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedSupplementaryIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = all
  }

  /// Marks decoration views of `elementKind` invalid.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedDecorationIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedDecorationIndexPaths = all
  }
}
