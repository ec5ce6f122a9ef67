/// The position of an item: section and item index, as `IndexPath.section`/`.item`.
public struct ItemPath: Hashable, Sendable, Comparable {
  /// The section index.
  public var section: Int
  /// The item index within the section.
  public var item: Int

  /// Creates an item path.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders by section, then item.
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}
