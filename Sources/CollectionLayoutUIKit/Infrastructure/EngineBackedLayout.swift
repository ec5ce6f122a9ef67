import CollectionLayout

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What every adapter computed by the engine shares: the scroll state UIKit is at, and the
/// initial and final attributes of a batch update's animations, answered from the model
/// before the update, the model after it and the mapping between them.
///
/// An adapter sets ``transitions`` in `prepare(forCollectionViewUpdates:)` and supplies
/// its model and its attributes (``modelForTransitions``, ``transitionAttributes(_:at:)``);
/// the six initial/final overrides and `finalizeCollectionViewUpdates()` live here once.
open class EngineBackedLayout: UICollectionViewLayout {
  /// The before/after mapping while a batch update animates; `nil` otherwise.
  var transitions: UpdateTransitions?

  /// UIKit's kind names of the adapter's elements (the adapter's decoration kind differs).
  class var kindNames: ElementKindNames { ElementKindNames(extra: [:]) }

  /// The model after the update (the adapter's current one).
  var modelForTransitions: LayoutModel? { nil }

  /// UIKit attributes of an element at an update's start or end.
  func transitionAttributes(_ transition: Transition, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
    UICollectionViewLayoutAttributes(forCellWith: indexPath)
  }

  /// The collection view's scroll position (zero without a collection view).
  var scrollState: ScrollState {
    collectionView.map { ScrollState($0) } ?? ScrollState(contentOffset: .zero)
  }

  /// Ends the update's animations.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    transitions = nil
  }

  /// An item after the update starts at its old frame, or fades in.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    transition(initial: true, .cell(section: itemIndexPath.section, item: itemIndexPath.item), at: itemIndexPath)
  }

  /// An item before the update ends at its new frame, or fades out.
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    transition(initial: false, .cell(section: itemIndexPath.section, item: itemIndexPath.item), at: itemIndexPath)
  }

  /// As for items.
  open override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    transition(
      initial: true, Self.kindNames.elementID(category: .supplementary, kind: elementKind, at: elementIndexPath),
      at: elementIndexPath)
  }

  /// As for items.
  open override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    transition(
      initial: false, Self.kindNames.elementID(category: .supplementary, kind: elementKind, at: elementIndexPath),
      at: elementIndexPath)
  }

  /// As for items.
  open override func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    transition(
      initial: true, Self.kindNames.elementID(category: .decoration, kind: elementKind, at: decorationIndexPath),
      at: decorationIndexPath)
  }

  /// As for items.
  open override func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    transition(
      initial: false, Self.kindNames.elementID(category: .decoration, kind: elementKind, at: decorationIndexPath),
      at: decorationIndexPath)
  }

  private func transition(initial: Bool, _ id: ElementID, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    guard let transitions, let model = modelForTransitions else { return nil }
    let answer = initial ? transitions.initial(id, after: model) : transitions.final(id, after: model)
    return answer.map { transitionAttributes($0, at: indexPath) }
  }
}
