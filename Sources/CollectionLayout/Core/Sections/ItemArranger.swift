/// The plugin seam: a strategy that arranges the items of one section.
///
/// A section layout works in canonical coordinates (docs/ARCHITECTURE.md, "Canonical coordinates"): x runs along
/// the cross axis from the leading edge of the section's item area, y along the main axis
/// from its start. It knows nothing of headers, footers, insets, backgrounds, columns or
/// scrolling: the engine wraps every section layout in the same chrome and places it.
///
/// Conforming types must be deterministic (same inputs, same frames) and must not trap on
/// any input: repair, and report through `diagnostics`.
///
/// To add a layout, conform a value type and return it from your ``LayoutSource``'s
/// ``SectionDescriptor``. The engine builds the rect-query index from the frames you return,
/// whatever their order.
public protocol ItemArranger: Sendable {
  /// Lays out `context.itemCount` items and returns their frames (one per item, in item
  /// order) and the main-axis extent they occupy.
  ///
  /// - Parameters:
  ///   - context: the section, its item count and the cross-axis extent available.
  ///   - item: what is known of item `i`, in canonical terms (size as (cross, main),
  ///     aspect ratio as cross ÷ main), already sanitised. Call it at most once per item:
  ///     each call may reach an app's delegate.
  ///   - diagnostics: where to report repaired values.
  func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement

  /// Whether the layout reads only `ItemInput.size` (then the engine asks the source for
  /// sizes alone, which is cheaper). `false` by default.
  var readsItemSizesOnly: Bool { get }

  /// Re-places only what changed when the inputs of `changedItems` (ascending, distinct,
  /// in range) changed and nothing else did, from the state the layout left in `memo` at
  /// the last arrangement or replacement of this section; `nil` (the default) when it
  /// cannot, and the engine lays the section out again with
  /// ``arrangeItems(in:item:diagnostics:)``. The result must equal what a full arrangement
  /// would give.
  func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement?

  /// Re-places only what changed, as ``replacingItems(_:in:memo:diagnostics:)``, for a
  /// layout that reads the changed items' new inputs and the frames it placed before. The
  /// engine calls this one; by default it calls the other, so a layout implements
  /// whichever it needs.
  ///
  /// - Parameters:
  ///   - changedItems: The items whose inputs changed, ascending, distinct, in range.
  ///   - context: The section, as at the last arrangement.
  ///   - frames: The section's item frames as they are now: one per item, canonical,
  ///     item-area coordinates, as the last arrangement or replacement left them.
  ///   - item: The new input of a changed item (canonical, sanitised, as in
  ///     ``arrangeItems(in:item:diagnostics:)``); call it only for `changedItems`, at most
  ///     once each.
  ///   - memo: The state the layout left at its last arrangement or replacement.
  ///   - diagnostics: Where to report repaired values.
  /// - Returns: The replacement, or `nil` to have the section laid out again.
  func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement?

  /// Re-places only what a batch update's insertions and deletions changed
  /// (``ItemEdit``), the other items keeping their inputs and their order; `nil` (the
  /// default) when it cannot, and the engine lays the section out again with
  /// ``arrangeItems(in:item:diagnostics:)``. The result must equal what a full arrangement
  /// of the section after the update would give.
  ///
  /// The returned replacement's ``ItemReplacement/replacedItems`` are indices before the
  /// update, its ``ItemReplacement/items`` after it; both start at the same item, and the
  /// items after them are the same, moved by ``ItemReplacement/shift``.
  ///
  /// - Parameters:
  ///   - edit: The items inserted and deleted.
  ///   - context: The section after the update (its item count is ``ItemEdit/newItemCount``).
  ///   - frames: The section's item frames before the update, as the last arrangement or
  ///     replacement left them.
  ///   - item: The input of an inserted item, by index after the update (canonical,
  ///     sanitised); call it only for ``ItemEdit/insertedItems``, at most once each.
  ///   - memo: The state the layout left at its last arrangement or replacement.
  ///   - diagnostics: Where to report repaired values.
  /// - Returns: The replacement, or `nil` to have the section laid out again.
  func editingItems(
    _ edit: ItemEdit, in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement?
}

extension ItemArranger {
  /// Layouts read every item input unless they say otherwise.
  public var readsItemSizesOnly: Bool { false }

  /// Layouts lay the whole section out again unless they say otherwise.
  public func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? { nil }

  /// Calls ``replacingItems(_:in:memo:diagnostics:)``.
  public func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    replacingItems(changedItems, in: context, memo: memo, diagnostics: &diagnostics)
  }

  /// Layouts lay the whole section out again after an insertion or a deletion unless they
  /// say otherwise.
  public func editingItems(
    _ edit: ItemEdit, in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? { nil }
}

/// What an ``ItemArranger`` is given about the section it arranges.
public struct SectionLayoutContext: Sendable {
  /// The section index.
  public var section: Int
  /// How many items to arrange.
  public var itemCount: Int
  /// The cross-axis extent of the item area (column width less the section's insets).
  public var availableCrossExtent: Double
  /// The column the section sits in.
  public var column: ColumnContext

  /// Creates a context.
  public init(section: Int, itemCount: Int, availableCrossExtent: Double, column: ColumnContext) {
    self.section = section
    self.itemCount = itemCount
    self.availableCrossExtent = availableCrossExtent
    self.column = column
  }
}

/// The result of an ``ItemArranger``: item frames in canonical item-area coordinates.
public struct ItemArrangement: Sendable {
  /// One frame per item, in item order.
  public var frames: [Rect]
  /// The main-axis extent of the items (the item area's height in a vertical layout,
  /// without insets).
  public var mainExtent: Double
  /// Supplementaries and decorations the layout places itself (none by default).
  ///
  /// - Complexity: O(1), or O(e) for a built-in layout that gathered e elements attached
  ///   to its items in the engine's form (a compositional section's badges), which are
  ///   given in full form first.
  public var elements: [ArrangedElement] {
    get { attached.isEmpty ? elementValues : attached.arranged + elementValues }
    set {
      attached = AttachedElements()
      elementValues = newValue
    }
  }
  /// The elements given as values, stored after ``attached``.
  private(set) var elementValues: [ArrangedElement]
  /// The zIndex of every cell of the section (compositional sections with decorations
  /// raise their cells to 1).
  public var cellZIndex: Int
  /// State the layout wants back when it is asked to re-place a few items
  /// (``ItemArranger/replacingItems(_:in:memo:diagnostics:)``); the engine keeps it with the
  /// section and never reads it.
  public var memo: (any Sendable)?
  /// The strip the section scrolls in on its own, or `nil` (the default) for a section
  /// that scrolls with the layout.
  ///
  /// With a strip, `frames` and the frames of elements attached to items are in strip
  /// coordinates: y runs along the strip (the section's cross axis) from the item area's
  /// leading edge, x across it (the main axis) from the item area's start, as if the strip
  /// were a layout of its own. `mainExtent` is the strip's depth. Elements not attached to
  /// items (boundary supplementaries, decorations) keep item-area coordinates and do not
  /// scroll with the strip.
  public var strip: OrthogonalStrip?
  /// Decorations derived from the items' frames at query time (a list's separators); `nil`
  /// for none. See ``ItemDecorator``.
  package var itemDecorator: (any ItemDecorator)?
  /// Elements attached to items gathered in the engine's storage form (see
  /// ``AttachedElements``), before ``elementValues``; empty unless a built-in layout fills it.
  var attached = AttachedElements()

  /// Creates an arrangement.
  public init(
    frames: [Rect], mainExtent: Double, elements: [ArrangedElement] = [], cellZIndex: Int = ZIndex.cell,
    memo: (any Sendable)? = nil, strip: OrthogonalStrip? = nil
  ) {
    self.frames = frames
    self.mainExtent = mainExtent
    self.elementValues = elements
    self.cellZIndex = cellZIndex
    self.memo = memo
    self.strip = strip
  }
}

/// A built-in layout that never reads an item's size (``ItemInput/size``): it sizes items
/// by their aspect ratios and line fractions (grid, staggered, mosaic). A measured size
/// cannot change what it arranges, so recording one marks nothing for layout.
protocol ArrangesWithoutSizes: ItemArranger {}
