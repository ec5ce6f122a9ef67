import Foundation

/// An item being moved by the user: where it was, where it is now, where the finger is.
struct InteractiveMovement {
  /// Its index path in the data source (where it was when the movement began).
  var original: IndexPath
  /// Its index path in the collection view now (after the tentative moves).
  var current: IndexPath
  /// The last position given, as the layout sees it (mirrored for a flipped layout).
  var position: CGPoint
}

/// Interactive movement (reordering), as UIKit's iOS 9 API and as Apple documents it.
///
/// - `beginInteractiveMovementForItem(at:)` asks the data source's
///   `collectionView(_:canMoveItemAt:)`.
/// - Each `updateInteractiveMovementTargetPosition(_:)` asks the layout's
///   `targetIndexPath(forInteractivelyMovingItem:withPosition:)`, lets the delegate's
///   `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
///   redirect a change, and invalidates the layout with the layout's
///   `invalidationContext(forInteractivelyMovingItems:…)`. A new index path is applied at
///   once as a tentative batch update with one move (the collection view's counts change;
///   the data source's do not). Texture's pull request 1081 records that UIKit 9 and 10
///   called the public `moveItem(at:to:)` at each step; later versions keep the update
///   internal (`_updateWithItems:tentativelyForReordering:` in UIKit's stack traces).
/// - The moving cell shows `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`;
///   its `configurationState.isReordering` is true from the beginning to the end, each
///   change updating its configurations.
/// - `endInteractiveMovement()` invalidates with the layout's ending context, then calls
///   the data source's `collectionView(_:moveItemAt:to:)` if the item's place changed.
/// - `cancelInteractiveMovement()` moves the item back as a tentative update, with the
///   ending context marked cancelled; the data source hears nothing.
extension UICollectionView {
  /// Begins moving the item at `indexPath`; `false` (and nothing changes) when a movement
  /// is already under way, there is no such item, or the data source refuses.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard interactiveMovement == nil else { return false }
    layoutIfNeeded()
    let counts = loadedCounts()
    guard indexPath.count == 2, counts.indices.contains(indexPath.section),
      (0..<counts[indexPath.section]).contains(indexPath.item),
      let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    let layout = collectionViewLayout
    record(.layoutAttributesForItem, indexPath: indexPath)
    let center = layout.layoutAttributesForItem(at: indexPath)?.center ?? .zero
    interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, position: center)
    // The moving item's cell is now reordering (its `configurationState.isReordering`).
    cellForItem(at: indexPath)?.setNeedsUpdateConfiguration()
    record(.invalidationContextForInteractivelyMovingItems, indexPath: indexPath, detail: "\(center)")
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forInteractivelyMovingItems: [indexPath], withTargetPosition: center, previousIndexPaths: [indexPath],
        previousPosition: center))
    layoutIfNeeded()
    return true
  }

  /// The finger moved to `position` (in the collection view's coordinates): the item
  /// follows it, and moves to the index path the layout and the delegate choose. A
  /// position that is not finite is ignored.
  public func updateInteractiveMovementTargetPosition(_ position: CGPoint) {
    guard var movement = interactiveMovement, position.x.isFinite, position.y.isFinite else { return }
    // The layout's hooks take points as they take rects: in its own (unflipped) space.
    let targetPosition = layoutPoint(for: position)
    let layout = collectionViewLayout
    record(.targetIndexPathForInteractivelyMovingItem, indexPath: movement.current, detail: "\(targetPosition)")
    var target = layout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
    if target != movement.current, let collectionDelegate {
      target = collectionDelegate.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
        atCurrentIndexPath: movement.current, toProposedIndexPath: target)
    }
    if target != movement.current, !isTentativeDestination(target, from: movement.current) {
      reject(.indexPathOutOfRange, "interactive movement to \(target): the collection view has \(loadedCounts())")
      target = movement.current
    }
    record(.invalidationContextForInteractivelyMovingItems, indexPath: target, detail: "\(targetPosition)")
    let context = layout.invalidationContext(
      forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
      previousIndexPaths: [movement.current], previousPosition: movement.position)
    let previous = movement.current
    movement.current = target
    movement.position = targetPosition
    interactiveMovement = movement
    if target == previous {
      layout.invalidateLayout(with: context)
      layoutIfNeeded()
    } else {
      commit([.moveItem(previous, target)], newCounts: countsMoving(from: previous, to: target), context: context)
    }
  }

  /// Ends the movement with the item where it is: the layout's ending context, then the
  /// data source's `collectionView(_:moveItemAt:to:)` if the item's place changed.
  public func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    collectionViewLayout.invalidateLayout(with: endingContext(of: movement, cancelled: false))
    if movement.original != movement.current {
      dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
      // UIKit raises at the next update when the data source's counts are not the
      // collection view's; headless it is flagged here, where the data source went wrong.
      if movement.original.section != movement.current.section, readCounts() != loadedCounts() {
        reject(
          .inconsistentUpdate,
          "after moveItemAt the data source has \(readCounts()) items, the collection view \(loadedCounts())")
      }
    }
    layoutIfNeeded()
  }

  /// Ends the movement with the item back where it began; the data source hears nothing.
  public func cancelInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    let context = endingContext(of: movement, cancelled: true)
    if movement.original == movement.current {
      collectionViewLayout.invalidateLayout(with: context)
      layoutIfNeeded()
    } else {
      let counts = countsMoving(from: movement.current, to: movement.original)
      commit([.moveItem(movement.current, movement.original)], newCounts: counts, context: context)
    }
  }

  /// The layout's context for the end of `movement` (its final index path is the original
  /// one when cancelled), with the last position; the movement is over once it is made.
  func endingContext(of movement: InteractiveMovement, cancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
    let final = cancelled ? movement.original : movement.current
    record(
      .invalidationContextForEndingInteractiveMovement, indexPath: final, detail: cancelled ? "cancelled" : "ended")
    let context = collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [final], previousIndexPaths: [movement.current], movementCancelled: cancelled)
    context.interactiveMovementTarget = movement.position
    interactiveMovement = nil
    cellForItem(at: movement.current)?.setNeedsUpdateConfiguration()
    return context
  }

  /// Whether an item is being moved interactively (UIKit: "reordering or has drop
  /// placeholders").
  public var hasUncommittedUpdates: Bool { interactiveMovement != nil || !dropPlaceholders.isEmpty }

  /// The item counts after moving one item from `from` to `to`.
  func countsMoving(from: IndexPath, to: IndexPath) -> [Int] {
    var counts = loadedCounts()
    counts[from.section] -= 1
    counts[to.section] += 1
    return counts
  }

  /// Whether an item at `current` can move to `target`: an existing place in its own
  /// section, or any place up to the end of another.
  func isTentativeDestination(_ target: IndexPath, from current: IndexPath) -> Bool {
    let counts = loadedCounts()
    guard target.count == 2, counts.indices.contains(target.section), target.item >= 0 else { return false }
    return target.section == current.section
      ? target.item < counts[target.section] : target.item <= counts[target.section]
  }

  /// The moving cell's element, while there is one.
  var movingElement: DisplayedElement? {
    interactiveMovement.map { DisplayedElement(category: .cell, kind: nil, indexPath: $0.current) }
  }

  /// `attributes` with the moving item's attributes from
  /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` in place of its
  /// own (added when the rect missed it: the cell stays under the finger).
  func substitutingMovingItem(_ attributes: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
    guard let movement = interactiveMovement else { return attributes }
    record(.layoutAttributesForInteractivelyMovingItem, indexPath: movement.current, detail: "\(movement.position)")
    let moving = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
      at: movement.current, withTargetPosition: movement.position)
    validateGeometry(moving, context: "layoutAttributesForInteractivelyMovingItem")
    let element = DisplayedElement(category: .cell, kind: nil, indexPath: movement.current)
    return attributes.filter { DisplayedElement($0) != element } + [moving]
  }
}
