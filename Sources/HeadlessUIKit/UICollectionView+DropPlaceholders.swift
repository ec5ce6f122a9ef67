import Foundation

/// Drops into a collection view (iOS 11), as far as they reach its layout: a drop delegate's
/// `collectionView(_:performDropWith:)` puts placeholders where dropped items will go
/// (`coordinator.drop(_:to:)`), and each placeholder's context later commits the item into
/// the data or deletes the placeholder. There are no touches headless:
/// `headlessPerformDrop(_:at:proposal:)` stands for a drop the user makes.
///
/// What UIKit's SDK header and Apple's documentation say, and HeadlessUIKit does:
/// - A placeholder is an uncommitted insertion (`hasUncommittedUpdates`): the collection
///   view shows one more item than the data source has, and translates between the two
///   orders (`dataSourceIndexPath(forPresentationIndexPath:)` is `nil` for a placeholder,
///   "if the item was inserted at the index path").
/// - Its cell is dequeued with the placeholder's reuse identifier and configured by its
///   `cellUpdateHandler`; the data source is not asked for it.
/// - `commitInsertion(dataSourceUpdates:)` runs the closure with the index path where the
///   data source inserts the item (the header: "updating your data source … using the
///   provided insertionIndexPath": the placeholder's place less the other placeholders
///   before it), after which the data source must have the item there; the placeholder's
///   cell is replaced by the data source's. An app that does not
///   insert the item is refused (`inconsistentUpdate`), as UIKit raises.
/// - `deletePlaceholder()` takes the placeholder out.
/// - `reloadData()` discards placeholders ("any uncommitted updates").
///
/// Not modelled: drags, item providers' loading, previews, drop proposals' animation,
/// `drop(_:toItemAt:)` and `drop(_:intoItemAt:rect:)`, and batch updates while placeholders
/// are in place (they are refused, as `inconsistentUpdate`).
extension UICollectionView {
  /// Shows `placeholder` where its index path says, as `coordinator.drop(_:to:)` does.
  func insertDropPlaceholder(_ placeholder: HeadlessDropPlaceholder) {
    placeholder.collectionView = self
    var counts = loadedCounts()
    let path = placeholder.indexPath
    guard counts.indices.contains(path.section), (0...counts[path.section]).contains(path.item) else {
      reject(.indexPathOutOfRange, "drop placeholder at \(path): the collection view has no such place")
      return
    }
    for other in dropPlaceholders where other.indexPath.section == path.section && other.indexPath.item >= path.item {
      other.indexPath.item += 1
    }
    dropPlaceholders.append(placeholder)
    counts[path.section] += 1
    commit([.insertItems([path])], newCounts: counts, context: collectionViewLayout.makeInvalidationContext())
  }

  /// Takes `placeholder` out: deleted (`commit` false) or replaced by the data source's
  /// item (`commit` true, after the app's update).
  func removeDropPlaceholder(_ placeholder: HeadlessDropPlaceholder, committing: Bool) {
    guard let k = dropPlaceholders.firstIndex(where: { $0 === placeholder }) else { return }
    dropPlaceholders.remove(at: k)
    let path = placeholder.indexPath
    for other in dropPlaceholders where other.indexPath.section == path.section && other.indexPath.item > path.item {
      other.indexPath.item -= 1
    }
    if committing {
      // The data source now has the item: its cell replaces the placeholder's.
      var counts = loadedCounts()
      if let data = dataSource, counts.indices.contains(path.section) {
        counts[path.section] =
          data.collectionView(self, numberOfItemsInSection: path.section)
          + dropPlaceholders.filter { $0.indexPath.section == path.section }.count
      }
      commit([.reloadItems([path])], newCounts: counts, context: collectionViewLayout.makeInvalidationContext())
    } else {
      var counts = loadedCounts()
      counts[path.section] -= 1
      commit([.deleteItems([path])], newCounts: counts, context: collectionViewLayout.makeInvalidationContext())
    }
  }

  /// The placeholder shown at `indexPath`, if any.
  func dropPlaceholder(at indexPath: IndexPath) -> HeadlessDropPlaceholder? {
    dropPlaceholders.first { $0.indexPath == indexPath }
  }

  /// A cell for the placeholder at its index path, configured by its handler.
  func placeholderCell(for placeholder: HeadlessDropPlaceholder) -> UICollectionViewCell {
    let cell = dequeueReusableCell(withReuseIdentifier: placeholder.reuseIdentifier, for: placeholder.indexPath)
    placeholder.cellUpdateHandler?(cell)
    return cell
  }

  /// Drops `items` at `destinationIndexPath`, as a user's drop does: the drop delegate is
  /// asked whether it can handle the session (no further call when not), told it entered,
  /// then `collectionView(_:performDropWith:)` runs with a coordinator for them (not for a
  /// cancel or forbidden proposal, which transfer no data), then it is told the drop ended.
  ///
  /// - Parameters:
  ///   - items: The dragged items.
  ///   - destinationIndexPath: Where the drop lands (`nil`: on no item).
  ///   - proposal: What the delegate proposed for the drop (its `dropSessionDidUpdate` is
  ///     not asked).
  public func headlessPerformDrop(
    _ items: [UIDragItem], at destinationIndexPath: IndexPath?,
    proposal: UICollectionViewDropProposal = UICollectionViewDropProposal(
      operation: .copy, intent: .insertAtDestinationIndexPath)
  ) {
    let point = destinationIndexPath.flatMap { layoutAttributesForItem(at: $0)?.center } ?? .zero
    let coordinator = HeadlessDropCoordinator(
      collectionView: self, items: items.map { HeadlessDropItem(dragItem: $0) },
      destinationIndexPath: destinationIndexPath, proposal: proposal,
      session: HeadlessDropSession(items: items, at: point))
    guard let dropDelegate, dropDelegate.collectionView(self, canHandle: coordinator.session) else { return }
    dropDelegate.collectionView(self, dropSessionDidEnter: coordinator.session)
    if proposal.operation == .copy || proposal.operation == .move {
      hasActiveDrop = true
      dropDelegate.collectionView(self, performDropWith: coordinator)
      hasActiveDrop = false
    }
    dropDelegate.collectionView(self, dropSessionDidEnd: coordinator.session)
  }
}

/// A data source's index path for a presented one, and back, with placeholders in place.
extension UICollectionView {
  /// `path` with the placeholders before it in its section taken out; `nil` for a
  /// placeholder.
  func dataSourcePath(skippingPlaceholders path: IndexPath) -> IndexPath? {
    guard dropPlaceholder(at: path) == nil else { return nil }
    return IndexPath(item: path.item - placeholderCount(before: path), section: path.section)
  }

  /// How many placeholders stand before `path` in its section.
  func placeholderCount(before path: IndexPath) -> Int {
    dropPlaceholders.count { $0.indexPath.section == path.section && $0.indexPath.item < path.item }
  }

  /// A data source's `path` with the placeholders before it in its section counted in.
  func presentationPath(countingPlaceholders path: IndexPath) -> IndexPath {
    var result = path
    for p in dropPlaceholders.sorted(by: { $0.indexPath.item < $1.indexPath.item })
    where p.indexPath.section == path.section && p.indexPath.item <= result.item {
      result.item += 1
    }
    return result
  }
}

/// A placeholder in place.
@MainActor
final class HeadlessDropPlaceholder: NSObject, UICollectionViewDropPlaceholderContext {
  let dragItem: UIDragItem
  /// Where the placeholder is now (moves as others come and go).
  var indexPath: IndexPath
  let reuseIdentifier: String
  let cellUpdateHandler: ((UICollectionViewCell) -> Void)?
  weak var collectionView: UICollectionView?

  init(dragItem: UIDragItem, placeholder: UICollectionViewDropPlaceholder) {
    self.dragItem = dragItem
    indexPath = placeholder.insertionIndexPath
    reuseIdentifier = placeholder.reuseIdentifier
    cellUpdateHandler = placeholder.cellUpdateHandler
  }

  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
    guard let collectionView = placedIn else { return false }
    // "Updating your data source … using the provided insertionIndexPath": the data
    // source's index path, which leaves out the other placeholders before this one.
    let before = collectionView.placeholderCount(before: indexPath)
    dataSourceUpdates(IndexPath(item: indexPath.item - before, section: indexPath.section))
    collectionView.removeDropPlaceholder(self, committing: true)
    return true
  }

  func deletePlaceholder() -> Bool {
    guard let collectionView = placedIn else { return false }
    collectionView.removeDropPlaceholder(self, committing: false)
    return true
  }

  /// The collection view showing this placeholder; `nil` once it is committed, deleted or
  /// discarded.
  private var placedIn: UICollectionView? {
    collectionView.flatMap { view in view.dropPlaceholders.contains { $0 === self } ? view : nil }
  }

  func setNeedsCellUpdate() {
    guard let collectionView, let cell = collectionView.cellForItem(at: indexPath) else { return }
    cellUpdateHandler?(cell)
  }
}

/// What a headless drop hands `performDropWith`.
@MainActor
final class HeadlessDropCoordinator: NSObject, UICollectionViewDropCoordinator {
  let items: [any UICollectionViewDropItem]
  let destinationIndexPath: IndexPath?
  let proposal: UICollectionViewDropProposal
  let session: any UIDropSession
  private weak var collectionView: UICollectionView?

  init(
    collectionView: UICollectionView, items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
    proposal: UICollectionViewDropProposal, session: any UIDropSession
  ) {
    self.collectionView = collectionView
    self.items = items
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.session = session
  }

  func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
    -> any UICollectionViewDropPlaceholderContext
  {
    let context = HeadlessDropPlaceholder(dragItem: dragItem, placeholder: placeholder)
    collectionView?.insertDropPlaceholder(context)
    return context
  }
}

/// A dropped item, from outside the collection view (no source index path).
final class HeadlessDropItem: NSObject, UICollectionViewDropItem {
  let dragItem: UIDragItem
  var sourceIndexPath: IndexPath? { nil }
  var previewSize: CGSize { .zero }

  init(dragItem: UIDragItem) { self.dragItem = dragItem }
}
