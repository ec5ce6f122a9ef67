import Foundation

/// Translates between the index paths the collection view presents and the data source's,
/// which differ during a transaction, as UIKit's `UIDataSourceTranslating` (iOS 11).
/// UIKit's collection view "is reordering or has drop placeholders" while it has
/// uncommitted updates; headless, those are an interactive movement and drop placeholders.
@preconcurrency @MainActor
public protocol UIDataSourceTranslating: NSObjectProtocol {
  /// The presented index of a data-source section (`NSNotFound` if it was deleted).
  func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int
  /// The data-source index of a presented section (`NSNotFound` if it was inserted).
  func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int
  /// The presented index path of a data-source item (`nil` if it was deleted).
  func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath?
  /// The data-source index path of a presented item (`nil` if it was inserted).
  func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath?
  /// Runs `actionsToTranslate` with its arguments and results read as presentation values.
  func performUsingPresentationValues(_ actionsToTranslate: () -> Void)
}

/// While an item moves interactively the collection view presents it at its current place
/// and the data source still has it at its original one; the data source is asked for a
/// cell that comes on screen at its own index path.
extension UICollectionView: UIDataSourceTranslating {
  /// The same index: a movement moves no section.
  public func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int {
    dataSourceSectionIndex
  }

  /// The same index: a movement moves no section.
  public func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int {
    presentationSectionIndex
  }

  /// Where the collection view presents the data source's item at `dataSourceIndexPath`.
  public func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath? {
    guard let path = dataSourceIndexPath else { return nil }
    if !dropPlaceholders.isEmpty { return presentationPath(countingPlaceholders: path) }
    guard let movement = interactiveMovement else { return path }
    return movement.reindexed(path, from: movement.original, to: movement.current)
  }

  /// Where the data source has the item the collection view presents at
  /// `presentationIndexPath`; `nil` for a drop placeholder.
  public func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath? {
    guard let path = presentationIndexPath else { return nil }
    if !dropPlaceholders.isEmpty { return dataSourcePath(skippingPlaceholders: path) }
    guard let movement = interactiveMovement else { return path }
    return movement.reindexed(path, from: movement.current, to: movement.original)
  }

  /// Runs `actionsToTranslate`. UIKit's header reads the arguments of what runs inside as
  /// presentation values; the headless collection view's own methods take and return
  /// presentation values throughout, so nothing changes.
  public func performUsingPresentationValues(_ actionsToTranslate: () -> Void) {
    actionsToTranslate()
  }
}

extension InteractiveMovement {
  /// `path` in an order where the moving item is at `source`, in the order where it is at
  /// `destination` instead (the others close up behind it and make room before it).
  func reindexed(_ path: IndexPath, from source: IndexPath, to destination: IndexPath) -> IndexPath {
    if path == source { return destination }
    var result = path
    if result.section == source.section, result.item > source.item { result.item -= 1 }
    if result.section == destination.section, result.item >= destination.item { result.item += 1 }
    return result
  }
}
