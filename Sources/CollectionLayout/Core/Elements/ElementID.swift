/// The identity of one element of a layout: its category, kind, section and item.
///
/// Cells have no kind and are identified by `(section, item)`. Section-level supplementaries
/// and decorations (headers, footers, backgrounds) use item 0.
public struct ElementID: Hashable, Sendable {
  /// Cell, supplementary or decoration.
  public var category: ElementCategory
  /// The kind, `nil` for cells.
  public var kind: ElementKind?
  /// The section index.
  public var section: Int
  /// The item index (0 for section-level elements).
  public var item: Int

  /// Creates an identity.
  public init(category: ElementCategory, kind: ElementKind?, section: Int, item: Int) {
    self.category = category
    self.kind = kind
    self.section = section
    self.item = item
  }

  /// The cell at `(section, item)`.
  public static func cell(section: Int, item: Int) -> ElementID {
    ElementID(category: .cell, kind: nil, section: section, item: item)
  }

  /// The supplementary of `kind` in `section`.
  public static func supplementary(_ kind: ElementKind, section: Int, item: Int = 0) -> ElementID {
    ElementID(category: .supplementary, kind: kind, section: section, item: item)
  }

  /// The decoration of `kind` in `section`.
  public static func decoration(_ kind: ElementKind, section: Int, item: Int = 0) -> ElementID {
    ElementID(category: .decoration, kind: kind, section: section, item: item)
  }
}
