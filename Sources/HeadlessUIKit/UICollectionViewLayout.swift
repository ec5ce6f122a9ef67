import Foundation

/// The base class of collection-view layouts, as UIKit's `UICollectionViewLayout`: every
/// method a layout overrides, with UIKit's defaults.
///
/// The collection view calls a layout in UIKit's order (see ``UICollectionView``);
/// ``invalidateLayout(with:)`` tells the collection view to lay out again.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using this layout.
  open internal(set) weak var collectionView: UICollectionView?
  /// Decoration view classes by kind.
  var decorationViewClasses: [String: AnyClass] = [:]

  /// Creates a layout.
  public override init() { super.init() }

  /// Layouts are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }

  // MARK: Classes

  /// The attributes class the layout creates (UIKit's default:
  /// `UICollectionViewLayoutAttributes`).
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The invalidation-context class the layout uses (UIKit's default:
  /// `UICollectionViewLayoutInvalidationContext`).
  open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

  /// Whether the collection view mirrors this layout's frames when its layout direction is
  /// the opposite of ``developmentLayoutDirection`` (UIKit's default: `false`).
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The direction the layout computes in (UIKit's default: left to right).
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Registers the view class of a decoration kind.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationViewClasses[elementKind] = viewClass
  }

  // MARK: Layout

  /// Computes the layout; called before every layout pass that follows an invalidation.
  open func prepare() {}

  /// The size of the whole content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element in `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of the cell at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of a supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of a decoration view.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Where scrolling should stop (UIKit's default: where it was going).
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  /// Where a fling should stop (UIKit's default: where it was going).
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  // MARK: Invalidation

  /// Whether a change of the bounds to `newBounds` needs a new layout (default: no).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context for a bounds change: an instance of ``invalidationContextClass``.
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    makeInvalidationContext()
  }

  /// Whether a view's preferred attributes need a new layout (default: no).
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// The context for a preferred size: the element marked invalid.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    let path = [originalAttributes.indexPath]
    switch originalAttributes.representedElementCategory {
    case .cell: context.invalidateItems(at: path)
    case .supplementaryView:
      context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: path)
    case .decorationView:
      context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: path)
    }
    return context
  }

  /// Invalidates everything: a context with `invalidateEverything` set.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Invalidates what `context` says; the collection view lays out again (calling
  /// ``prepare()`` first) at its next layout pass. Subclasses call super.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    collectionView?.layoutDidInvalidate(with: context)
  }

  // MARK: Reordering (Apple's documented defaults)

  /// Where an interactively moving item goes when the finger is at `position`: the cell
  /// under the point in the layout's answer for it, the one with the greatest `zIndex`
  /// when several overlap, or `previousIndexPath` when there is none.
  open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
    -> IndexPath
  {
    topmostCell(at: position) ?? previousIndexPath
  }

  /// The cell whose frame holds `point` in the layout's answer for it, the one with the
  /// greatest `zIndex` when several do.
  func topmostCell(at point: CGPoint) -> IndexPath? {
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    let hits = (layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && $0.frame.contains(point)
    }
    return hits.max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// The moving item's attributes: a copy of ``layoutAttributesForItem(at:)`` centred on
  /// `position`, with `zIndex` `Int.max` so it floats above every other item.
  open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
    -> UICollectionViewLayoutAttributes
  {
    let attributes =
      (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
      ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.center = position
    attributes.zIndex = Int.max
    return attributes
  }

  /// The context for a step of an interactive movement: an instance of
  /// ``invalidationContextClass`` holding the items' previous and new index paths and the
  /// point that decided them.
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
    context.interactiveMovementTarget = targetPosition
    return context
  }

  /// The context for the end of an interactive movement: the items' final index paths
  /// (the original ones when it was cancelled) and the last ones reported.
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context.targetIndexPathsForInteractivelyMovingItems = indexPaths
    return context
  }

  /// A new instance of ``invalidationContextClass``.
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
    return (type ?? UICollectionViewLayoutInvalidationContext.self).init()
  }

  // MARK: Updates

  /// Called after ``prepare()`` with the updates of a batch, before any attributes of the
  /// new layout are asked for.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Called when the batch's animations are set up.
  open func finalizeCollectionViewUpdates() {}

  /// Called before an animated bounds change.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Called after an animated bounds change.
  open func finalizeAnimatedBoundsChange() {}

  /// Called on the layout being replaced, before the new one is installed: it is about to
  /// be removed as the collection view's layout (see
  /// ``UICollectionView/setCollectionViewLayout(_:animated:completion:)`` for when).
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

  /// Called on the layout about to be installed, after the old one heard
  /// ``prepareForTransition(to:)``.
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

  /// Called on both layouts once the new one is in place and laid out.
  open func finalizeLayoutTransition() {}

  /// Where an item that is on screen after the update starts its animation (default: `nil`,
  /// UIKit fades it in at its final place).
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where an item that was on screen before the update ends its animation (default: `nil`).
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// As ``initialLayoutAttributesForAppearingItem(at:)`` for supplementary views.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// As ``finalLayoutAttributesForDisappearingItem(at:)`` for supplementary views.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// As ``initialLayoutAttributesForAppearingItem(at:)`` for decoration views.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// As ``finalLayoutAttributesForDisappearingItem(at:)`` for decoration views.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Supplementary views of `elementKind` the update inserts (default: none).
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

  /// Supplementary views of `elementKind` the update deletes (default: none).
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

  /// Decoration views of `elementKind` the update inserts (default: none).
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

  /// Decoration views of `elementKind` the update deletes (default: none).
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
}
