import Foundation

/// A list's row, as UIKit's `UICollectionViewListCell` (iOS 14): a cell with accessories,
/// an indentation level and a default content configuration. Headless, nothing is drawn.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories beside the content, in order.
  open var accessories: [UICellAccessory] = []
  /// How many levels the content is indented; a diffable data source with a section
  /// snapshot sets it to the item's level after its cell provider made the cell.
  open var indentationLevel = 0
  /// The width of one level of indentation (UIKit's standard width is not documented;
  /// headless, 16 points).
  open var indentationWidth: CGFloat = 16
  /// Whether accessories at the leading edge are indented with the content.
  open var indentsAccessories = true

  /// The list content configuration for the row's style (headless: always `.cell()`;
  /// UIKit picks the style of the row's list appearance).
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// A data source that expands and collapses items (a diffable data source with section
/// snapshots): what a tap on an outline disclosure without its own action reaches.
@MainActor
protocol HeadlessOutlineExpanding: AnyObject {
  /// Expands or collapses the item at `indexPath`, as its handlers allow; whether it did.
  func toggleExpansion(at indexPath: IndexPath) -> Bool
}

extension UICollectionView {
  /// The accessories the row at `indexPath` shows: none unless it is on screen as a
  /// ``UICollectionViewListCell``; of its `accessories`, those not hidden and displayed in
  /// its state (while the collection view is editing or not, as each asks). What the
  /// headless taps and drags of accessories look through.
  func shownAccessories(at indexPath: IndexPath) -> [UICellAccessory] {
    guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell else { return [] }
    let editing = cell.configurationState.isEditing
    return cell.accessories.filter { !$0.options.isHidden && $0.displayed.shows(editing: editing) }
  }

  /// What a tap on the outline disclosure of the row at `indexPath` does (UIKit draws it;
  /// headless, a test taps through this): nothing unless the row is on screen, a
  /// ``UICollectionViewListCell`` with an `outlineDisclosure` accessory shown in its state
  /// (hidden ones and those displayed only while editing or not are left out); otherwise the
  /// accessory's action handler runs, or without one, the diffable data source expands or
  /// collapses the row's item. Returns whether anything ran.
  @discardableResult
  public func headlessTapOutlineDisclosure(at indexPath: IndexPath) -> Bool {
    for accessory in shownAccessories(at: indexPath) {
      guard case .outlineDisclosure(_, let action) = accessory.kind else { continue }
      if let action {
        action()
        return true
      }
      return (dataSource as? HeadlessOutlineExpanding)?.toggleExpansion(at: indexPath) ?? false
    }
    return false
  }
}
