/// What an ``ItemArranger`` returns when only some items' inputs changed and it can place
/// them without laying out the whole section again (self-sizing, one item at a time).
///
/// The layout re-places a contiguous run of items (`items`), gives their new frames and the
/// elements attached to them, says how far everything after the run moves along the main
/// axis (`shift`), and recomputes its section-level elements (boundary supplementaries,
/// decorations), which are few. The engine then patches the section in memory moves over
/// the items from the run to the section's end (O(n) at most), with no call into the layout
/// per item; a full relayout calls the layout's per-item logic for every item.
public struct ItemReplacement: Sendable {
  /// The items re-placed.
  public var items: Range<Int>
  /// The items whose frames ``frames`` replace: ``items`` for a replacement of items whose
  /// inputs changed; for an edit (``ItemArranger/editingItems(_:in:frames:item:memo:diagnostics:)``),
  /// the run by index before the update, which starts where ``items`` does and may hold
  /// another number of items.
  public var replacedItems: Range<Int>
  /// Their new frames, canonical, item-area coordinates; one per item of `items`.
  public var frames: [Rect]
  /// The elements attached to items of `items` (``ArrangedElement/attachedToItem``), in
  /// item order. Attached elements of other items are kept (moved by `shift` after the run).
  public var attachedElements: [ArrangedElement]
  /// How far the frames and attached elements of the items after `items` move along the
  /// main axis.
  public var shift: Double
  /// Every element not attached to an item, recomputed.
  public var sectionElements: [ArrangedElement]
  /// The section's new main-axis extent (see ``ItemArrangement/mainExtent``).
  public var mainExtent: Double
  /// The layout's state for the next replacement (see ``ItemArrangement/memo``).
  public var memo: (any Sendable)?
  /// The section's strip after the replacement, for a section laid out in one (then
  /// `frames`, `attachedElements` and `shift` are in strip coordinates, see
  /// ``ItemArrangement/strip``); `nil` otherwise.
  public var strip: OrthogonalStrip?
  /// For an edit, the section's decorations derived from its items' frames after it (see
  /// ``ItemArrangement/itemDecorator``); a replacement keeps the section's.
  package var itemDecorator: (any ItemDecorator)?

  /// How many more items follow the run after it than before: an edit's count change, 0
  /// for a replacement.
  var countChange: Int { items.upperBound - replacedItems.upperBound }

  /// Creates a replacement.
  ///
  /// - Parameters:
  ///   - items: The items re-placed.
  ///   - replacedItems: The items whose frames `frames` replace, by index before an edit;
  ///     `nil` (the default) for `items`.
  ///   - frames: The new frames of `items`.
  ///   - attachedElements: The elements attached to `items`.
  ///   - shift: How far the items after the run move along the main axis.
  ///   - sectionElements: Every element not attached to an item.
  ///   - mainExtent: The section's new main-axis extent.
  ///   - memo: The layout's state for the next replacement.
  ///   - strip: The section's strip, for a section laid out in one.
  public init(
    items: Range<Int>, replacedItems: Range<Int>? = nil, frames: [Rect], attachedElements: [ArrangedElement] = [],
    shift: Double, sectionElements: [ArrangedElement] = [], mainExtent: Double, memo: (any Sendable)? = nil,
    strip: OrthogonalStrip? = nil
  ) {
    self.strip = strip
    self.items = items
    self.replacedItems = replacedItems ?? items
    self.frames = frames
    self.attachedElements = attachedElements
    self.shift = shift
    self.sectionElements = sectionElements
    self.mainExtent = mainExtent
    self.memo = memo
  }
}
