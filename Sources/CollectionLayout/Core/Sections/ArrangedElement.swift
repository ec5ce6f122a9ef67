/// A supplementary view or decoration that an ``ItemArranger`` places itself, beside the
/// header, footer and background the engine gives every section: compositional layouts'
/// boundary supplementaries, badges and decorations.
///
/// Frames are canonical, in item-area coordinates, like the item frames of an
/// ``ItemArrangement``. Rect queries find these elements through an index of their own, so
/// a section with one badge per item still answers in O(log n + k).
public struct ArrangedElement: Hashable, Sendable {
  /// Supplementary or decoration (a cell here is reported as a supplementary).
  public var category: ElementCategory
  /// The element kind.
  public var kind: ElementKind
  /// The item the element belongs to, or 0 for section-level elements.
  public var item: Int
  /// The frame at rest, canonical, item-area coordinates.
  public var frame: Rect
  /// The stacking order.
  public var zIndex: Int
  /// Whether the element stays in the visible area while its section is visible, and at
  /// which edge; `nil` for an element that scrolls with the content.
  public var pinnedEdge: PinnedEdge?
  /// Whether the element belongs to item `item` and moves with it (a badge), rather than
  /// to the section (a boundary supplementary, a decoration).
  public var attachedToItem: Bool

  /// Creates an element.
  public init(
    category: ElementCategory, kind: ElementKind, item: Int = 0, frame: Rect, zIndex: Int,
    pinnedEdge: PinnedEdge? = nil, attachedToItem: Bool = false
  ) {
    self.category = category == .cell ? .supplementary : category
    self.kind = kind
    self.item = item
    self.frame = frame
    self.zIndex = zIndex
    self.pinnedEdge = pinnedEdge
    self.attachedToItem = attachedToItem
  }

  /// Whether this is a list section's background (``ElementKind/listBackground``), which
  /// the layout draws in its section's colour.
  var isListBackground: Bool { category == .decoration && kind == .listBackground }

  /// The identity of this element in `section`.
  func id(section: Int) -> ElementID {
    ElementID(category: category, kind: kind, section: section, item: item)
  }
}

/// Where a pinned element rests while its section scrolls by.
public enum PinnedEdge: Hashable, Sendable {
  /// At the start of the unobscured area (a pinned header), never above its natural place
  /// nor past the end of its section's item area.
  case start
  /// At the end of the unobscured area (a pinned footer), never below its natural place
  /// nor before the start of its section's item area.
  case end
}
