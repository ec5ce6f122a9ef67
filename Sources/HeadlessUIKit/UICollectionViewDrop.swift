import Foundation

// The drop API a collection view's drop delegate uses, with UIKit's names and shapes (iOS
// 11; see UICollectionView+DropPlaceholders.swift for what HeadlessUIKit does with it).

/// What carries dragged data. Foundation on Linux has none; headless, it carries nothing
/// (load nothing from it: read the drag item's `localObject`).
open class NSItemProvider: NSObject {
  /// An empty provider.
  public override init() { super.init() }
}

/// One dragged item, as `UIDragItem`.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
  /// Its data.
  public let itemProvider: NSItemProvider
  /// Anything the app attaches (visible only inside the app).
  open var localObject: Any?

  /// An item carrying `itemProvider`'s data.
  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
    super.init()
  }
}

/// What a drop does with its data, as `UIDropOperation`.
public enum UIDropOperation: UInt, Sendable {
  /// The drag is cancelled.
  case cancel = 0
  /// A drop here is not allowed.
  case forbidden = 1
  /// The data is copied.
  case copy = 2
  /// The data is moved.
  case move = 3
}

/// Where a drop puts its items, as `UICollectionViewDropIntent`.
public enum UICollectionViewDropIntent: Int, Sendable {
  /// Not said yet.
  case unspecified = 0
  /// Between items: the collection view opens a gap at the destination.
  case insertAtDestinationIndexPath = 1
  /// Into the item at the destination.
  case insertIntoDestinationIndexPath = 2
}

/// A drop delegate's answer, as `UICollectionViewDropProposal`.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: NSObject {
  /// What the drop does.
  public let operation: UIDropOperation
  /// Where it puts the items.
  public let intent: UICollectionViewDropIntent

  /// A proposal of `operation` with `intent`.
  public init(operation: UIDropOperation, intent: UICollectionViewDropIntent = .unspecified) {
    self.operation = operation
    self.intent = intent
    super.init()
  }
}

/// A cell shown where an item will be, as `UICollectionViewPlaceholder`.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
  /// Where the placeholder goes.
  public let insertionIndexPath: IndexPath
  /// The registered cell it is shown with.
  public let reuseIdentifier: String
  /// Configures the placeholder's cell (again after `setNeedsCellUpdate()`).
  open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

  /// A placeholder at `insertionIndexPath` shown with a cell of `reuseIdentifier`.
  public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
    super.init()
  }
}

/// A placeholder for a dropped item, as `UICollectionViewDropPlaceholder`.
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {}

/// A placeholder in place, as `UICollectionViewDropPlaceholderContext`.
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: NSObjectProtocol {
  /// The item dropped.
  var dragItem: UIDragItem { get }
  /// Runs `dataSourceUpdates` with the index path where the app inserts the item into its
  /// data (the placeholder's, less other placeholders before it); the item's cell then
  /// replaces the placeholder. `false` when the placeholder is gone.
  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
  /// Takes the placeholder out; `false` when it is gone.
  func deletePlaceholder() -> Bool
  /// Runs the placeholder's `cellUpdateHandler` again.
  func setNeedsCellUpdate()
}

/// An item of a drop, as `UICollectionViewDropItem`.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
  /// The dragged item.
  var dragItem: UIDragItem { get }
  /// Its index path when it comes from this collection view.
  var sourceIndexPath: IndexPath? { get }
  /// The size of its preview.
  var previewSize: CGSize { get }
}

/// What `performDropWith` is given, as `UICollectionViewDropCoordinator`.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
  /// The items dropped.
  var items: [any UICollectionViewDropItem] { get }
  /// Where they were dropped.
  var destinationIndexPath: IndexPath? { get }
  /// The delegate's last proposal.
  var proposal: UICollectionViewDropProposal { get }
  /// The drop (its items; headless, their data cannot be loaded).
  var session: any UIDropSession { get }
  /// Shows `placeholder` for `dragItem` until its context commits or deletes it.
  func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
    -> any UICollectionViewDropPlaceholderContext
}

/// Takes drops, as `UICollectionViewDropDelegate` (its optional methods have defaults in
/// UICollectionViewDrag.swift).
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
  /// Puts the dropped items in place (placeholders, then the data).
  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
  /// Whether the delegate takes `session` (no further call when not).
  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
  /// What a drop at `destinationIndexPath` would do.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal
  /// The drop enters the collection view.
  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
  /// The drop leaves the collection view.
  func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
  /// The drop is over, whatever came of it.
  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}
