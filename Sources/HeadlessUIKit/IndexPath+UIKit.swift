import Foundation

/// UIKit's additions to `IndexPath`: two-level paths of a section and an item (or row).
extension IndexPath {
  /// Creates a path to `item` in `section`.
  public init(item: Int, section: Int) {
    // Appended one index at a time, Foundation stores two indexes inline; an array
    // literal would allocate an array for every path (a layout makes one per item).
    self.init(index: section)
    append(item)
  }

  /// Creates a path to `row` in `section` (the table-view spelling).
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The item: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row: the second index (the table-view spelling of ``item``).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
