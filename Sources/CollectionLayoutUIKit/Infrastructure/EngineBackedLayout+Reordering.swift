import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Where an item being moved interactively is: in the data source (which moves it only
/// when the movement ends, in `collectionView(_:moveItemAt:to:)`) and in the collection
/// view (which moves it at each step).
struct MovingItem: Equatable {
  /// Its index path in the data source.
  var original: IndexPath
  /// Its index path in the collection view.
  var current: IndexPath
}

/// The index paths an adapter asks its delegate about: the data source's, for the item the
/// collection view shows at a path. They differ only while the collection view has updates
/// the data source does not have yet: an item moved interactively, or another transaction
/// UIKit keeps (`hasUncommittedUpdates`).
struct DelegateIndexPaths {
  /// The moving item, when the two orders differ.
  var moving: MovingItem?
  /// The collection view's own translation (`dataSourceIndexPath(forPresentationIndexPath:)`)
  /// during a transaction the adapter did not follow; `nil` otherwise.
  var translation: (@MainActor (IndexPath) -> IndexPath?)?
  /// How many items the collection view shows in a section (for the stand-in's search).
  var presentedCount: (@MainActor (Int) -> Int)?

  /// The data source's index path of the item the collection view shows at `path`. An item
  /// the data source does not have (a drop placeholder: "inserted", UIKit's header says,
  /// and translated to `nil`) is asked about as the nearest item before it in its section
  /// that the data source has, else the nearest after it, so a placeholder takes its
  /// neighbour's size; `nil` when its section has none.
  ///
  /// - Complexity: O(1), and O(placeholders) for one the data source does not have.
  @MainActor
  func indexPath(_ path: ItemPath) -> IndexPath? {
    var result = IndexPath(path)
    guard let moving else {
      guard let translation else { return result }
      return translation(result) ?? standIn(for: path, translation)
    }
    if result == moving.current { return moving.original }
    // Take the moving item out of the collection view's order, put it back at its place
    // in the data source's.
    if result.section == moving.current.section, result.item > moving.current.item { result.item -= 1 }
    if result.section == moving.original.section, result.item >= moving.original.item { result.item += 1 }
    return result
  }

  /// The data source's index path of the nearest item to `path` in its section that the
  /// data source has: before it first, then after it.
  @MainActor
  private func standIn(for path: ItemPath, _ translation: @MainActor (IndexPath) -> IndexPath?) -> IndexPath? {
    for item in stride(from: path.item - 1, through: 0, by: -1) {
      if let found = translation(IndexPath(item: item, section: path.section)) { return found }
    }
    let count = presentedCount?(path.section) ?? 0
    for item in (path.item + 1)..<Swift.max(path.item + 1, count) {
      if let found = translation(IndexPath(item: item, section: path.section)) { return found }
    }
    return nil
  }
}

/// Interactive movement (reordering) in every adapter.
///
/// UIKit applies each step of a movement as a batch update with one move, which the
/// adapters follow: measured sizes go with the item and the sections it touches are laid
/// out again. Their delegate is asked about each item at the data source's index path
/// (``DelegateIndexPaths``), which Apple's documentation has the data source keep until
/// the movement ends (UIKit translates between the two orders with
/// `dataSourceIndexPath(forPresentationIndexPath:)`): every item keeps its own size while
/// the others make room, and a move into another section asks about no index path the
/// data source lacks. An app that moves the item in its data while the movement runs is
/// seen by its counts, and asked at the collection view's paths. Updates the collection
/// view keeps without the iOS 9 hooks (`hasUncommittedUpdates` with no movement heard of)
/// are translated by the collection view itself. When the movement ends the sections it
/// passed through are asked again, so the layout equals a fresh one built from the data
/// however the app kept it. A finger over an empty section (its header, insets or footer)
/// proposes its first place, which UIKit's default target (the cell under the finger)
/// cannot.
///
/// - Complexity: O(1) per step and per delegate question; the end lays out the sections
///   passed through again, O(their items).
extension EngineBackedLayout {
  /// A step of a movement: remembers where it began and the sections it touches.
  func reorderingStepped(from previous: [IndexPath], to target: [IndexPath]) {
    if movingItem == nil, let first = previous.first { movingItem = MovingItem(original: first, current: first) }
    reorderedSections.formUnion((previous + target).map(\.section))
  }

  /// The tentative update of a step moves the item: it is followed; any other update while
  /// a movement runs leaves its place unknown, and the delegate is then asked at the
  /// collection view's index paths.
  func followMovingItem(through updateItems: [UICollectionViewUpdateItem]) {
    guard let moving = movingItem else { return }
    if updateItems.count == 1, let item = updateItems.first, item.updateAction == .move,
      item.indexPathBeforeUpdate == moving.current, let after = item.indexPathAfterUpdate, after.item != NSNotFound
    {
      movingItem?.current = after
    } else {
      movingItem = nil
    }
  }

  /// A movement ended: its sections are asked about again at the next prepare (UIKit
  /// calls the data source's `moveItemAt` around the ending invalidation; the prepare
  /// that follows sees the moved data either way).
  func reorderingEnded(_ indexPaths: [IndexPath]) {
    reorderedSections.formUnion(indexPaths.map(\.section))
    sectionsToAskAfterReordering.formUnion(reorderedSections)
    reorderedSections = []
    movingItem = nil
  }

  /// The empty section under `position` (layout coordinates), if any.
  func emptySection(at position: CGPoint) -> Int? {
    guard let model = core?.model, let section = model.section(at: Point(position)),
      model.numberOfItems(inSection: section) == 0
    else { return nil }
    return section
  }

  /// Marks the sections a finished movement passed through for layout, once.
  func askAgainAfterReordering() {
    guard !sectionsToAskAfterReordering.isEmpty else { return }
    let count = core?.model.numberOfSections ?? 0
    let sections = sectionsToAskAfterReordering.filter { (0..<count).contains($0) }
    sectionsToAskAfterReordering = []
    guard !sections.isEmpty else { return }
    needsUpdate = true
    invalidateEngineSections(sections)
  }

  /// The index paths to ask the delegate about now: the data source's while a moving item
  /// is elsewhere in the collection view and the data source's counts show it has not
  /// moved it yet; the collection view's translation during a transaction the adapter did
  /// not follow (UIKit's iOS 9 hooks announce a movement; other updates may not).
  var delegateIndexPaths: DelegateIndexPaths {
    guard let collectionView else { return DelegateIndexPaths() }
    guard let moving = movingItem else {
      guard collectionView.hasUncommittedUpdates else { return DelegateIndexPaths() }
      return DelegateIndexPaths(
        translation: { [unowned collectionView] path in
          collectionView.dataSourceIndexPath(forPresentationIndexPath: path)
        },
        presentedCount: { [unowned collectionView] section in collectionView.numberOfItems(inSection: section) })
    }
    guard moving.original != moving.current else { return DelegateIndexPaths() }
    if moving.original.section != moving.current.section, let dataSource = collectionView.dataSource {
      let sections = [moving.original.section, moving.current.section]
      let moved = sections.allSatisfy {
        dataSource.collectionView(collectionView, numberOfItemsInSection: $0)
          == collectionView.numberOfItems(inSection: $0)
      }
      if moved { return DelegateIndexPaths() }
    }
    return DelegateIndexPaths(moving: moving)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
