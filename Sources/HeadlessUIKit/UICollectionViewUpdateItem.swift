import Foundation

/// One insertion, deletion, reload or move of a batch update, as UIKit's
/// `UICollectionViewUpdateItem`. A section-level update has `NSNotFound` as its item.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
  /// The kind of update.
  public enum Action: Int, Sendable {
    /// Inserted.
    case insert
    /// Deleted.
    case delete
    /// Reloaded.
    case reload
    /// Moved.
    case move
    /// Nothing.
    case none
  }

  /// The path before the update (`nil` for an insertion).
  open private(set) var indexPathBeforeUpdate: IndexPath?
  /// The path after the update (`nil` for a deletion).
  open private(set) var indexPathAfterUpdate: IndexPath?
  /// The kind of update.
  open private(set) var updateAction: Action

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    updateAction = action
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    super.init()
  }

  /// Whether the update concerns a whole section.
  public var isSectionUpdate: Bool {
    (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound
  }

  /// `insert → [0, 1]`, `move [0, 1] → [2, 0]`, ….
  open override var description: String { onMainThread { self.summary } }

  private var summary: String {
    func path(_ p: IndexPath?) -> String { p.map { $0.item == NSNotFound ? "section \($0.section)" : "\($0)" } ?? "" }
    switch updateAction {
    case .insert: return "insert → \(path(indexPathAfterUpdate))"
    case .delete: return "delete \(path(indexPathBeforeUpdate))"
    case .reload: return "reload \(path(indexPathBeforeUpdate))"
    case .move: return "move \(path(indexPathBeforeUpdate)) → \(path(indexPathAfterUpdate))"
    case .none: return "none"
    }
  }
}
