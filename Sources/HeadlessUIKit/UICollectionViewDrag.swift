import Foundation

// The drag-and-drop API around a collection view's drops (iOS 11), with UIKit's names and
// shapes, so app code that adopts it compiles headless. Headless there are no touches:
// `headlessPerformDrop(_:at:proposal:)` stands for a drop and tells the drop delegate
// `canHandle`, `dropSessionDidEnter`, `performDropWith` and `dropSessionDidEnd`; the drag
// delegate is declared (with defaults, as UIKit's optional methods) but not called.

/// What drag and drop sessions share, as `UIDragDropSession`.
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
  /// The items dragged.
  var items: [UIDragItem] { get }
  /// Whether the data may be moved rather than copied.
  var allowsMoveOperation: Bool { get }
  /// Where the session is, in `view`'s coordinates.
  func location(in view: UIView) -> CGPoint
}

/// A drag, as `UIDragSession`.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
  /// Anything the app attaches (visible only inside the app).
  var localContext: Any? { get set }
}

/// A drop, as `UIDropSession`.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
  /// The drag this drop comes from when it started in this app.
  var localDragSession: (any UIDragSession)? { get }
}

/// Starts drags from a collection view, as `UICollectionViewDragDelegate`.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
  /// The items a drag from the item at `indexPath` carries (none: no drag).
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem]
  /// Items added to a drag from the item at `indexPath` (UIKit's default: none).
  func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem]
  /// A drag begins.
  func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
  /// A drag ended.
  func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
}

extension UICollectionViewDragDelegate {
  /// No items added.
  public func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] { [] }
  /// Nothing to do.
  public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
  /// Nothing to do.
  public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
}

/// The drop delegate's optional methods, with UIKit's defaults where its header says them.
extension UICollectionViewDropDelegate {
  /// Every session is taken (the header: "a default value of YES is assumed").
  public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
    true
  }
  /// A cancel. UIKit does not document a default; a headless drop never asks (its
  /// proposal is `headlessPerformDrop`'s).
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(operation: .cancel)
  }
  /// Nothing to do.
  public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
  /// Nothing to do.
  public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
  /// Nothing to do.
  public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
}

extension UICollectionView {
  /// How readily items make way while something is dragged over them, as
  /// `UICollectionView.ReorderingCadence` (no effect headless).
  public enum ReorderingCadence: Int, Sendable {
    /// At once (UIKit's default).
    case immediate
    /// Soon.
    case fast
    /// After a pause.
    case slow
  }
}

/// A drop made headless: its items, from outside the app.
final class HeadlessDropSession: NSObject, UIDropSession {
  let items: [UIDragItem]
  var allowsMoveOperation: Bool { true }
  var localDragSession: (any UIDragSession)? { nil }
  private let point: CGPoint

  init(items: [UIDragItem], at point: CGPoint) {
    self.items = items
    self.point = point
  }

  func location(in view: UIView) -> CGPoint { point }
}
