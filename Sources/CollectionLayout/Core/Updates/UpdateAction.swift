/// One change of a batch update, in `UICollectionView`'s terms: deletions, reloads and the
/// source of a move name positions before the update; insertions and the destination of a
/// move name positions after it.
public enum UpdateAction: Hashable, Sendable {
  /// A section inserted at this position (after the update).
  case insertSection(Int)
  /// The section at this position (before the update) deleted.
  case deleteSection(Int)
  /// The section at this position (before the update) reloaded: it stays, its items do not
  /// keep their identity.
  case reloadSection(Int)
  /// A section moved from a position before the update to one after it.
  case moveSection(from: Int, to: Int)
  /// An item inserted at this path (after the update).
  case insertItem(ItemPath)
  /// The item at this path (before the update) deleted.
  case deleteItem(ItemPath)
  /// The item at this path (before the update) reloaded: it keeps its place.
  case reloadItem(ItemPath)
  /// An item moved from a path before the update to one after it.
  case moveItem(from: ItemPath, to: ItemPath)
}

/// Why a batch update cannot be applied: what UIKit reports as an internal inconsistency.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A sentence naming the section or path at fault and the counts involved.
  public var description: String

  /// Creates an error with a description.
  public init(_ description: String) { self.description = description }
}
