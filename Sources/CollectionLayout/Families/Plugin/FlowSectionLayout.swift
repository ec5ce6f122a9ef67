/// `UICollectionViewFlowLayout`'s arrangement, with a choice of alignment.
///
/// Items take their own sizes and are packed into lines (see ``FlowAlignment`` for how a
/// line's free space is shared); each item is centred across its line. This is PluginLayout's
/// flow plugin, and `UICollectionViewFlowLayout` itself with the `default` alignment.
///
/// - Complexity: O(n) time and memory for n items. An item whose height alone changed (a
///   measured cell) re-places its line, and items a batch update inserts or deletes pack
///   the lines again from the line before them until they meet the old ones; the lines
///   after move in one pass.
public struct FlowSectionLayout: ItemArranger, Hashable {
  /// The gap between neighbouring items of a line (before alignment spreads them).
  public var interItemSpacing: Double
  /// The gap between lines.
  public var lineSpacing: Double
  /// How each line shares its free space.
  public var alignment: FlowAlignment

  /// Creates a flow layout.
  public init(interItemSpacing: Double = 0, lineSpacing: Double = 0, alignment: FlowAlignment = .default) {
    self.interItemSpacing = interItemSpacing
    self.lineSpacing = lineSpacing
    self.alignment = alignment
  }

  /// Only sizes are read.
  public var readsItemSizesOnly: Bool { true }

  /// Lays out the items; see the type's description.
  public func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    packer(context, &diagnostics).arrange(context, for: self, size: { item($0).size }, diagnostics: &diagnostics)
  }

  /// The line packer of `context`, its spacings repaired into `diagnostics`.
  private func packer(_ context: SectionLayoutContext, _ diagnostics: inout DiagnosticLog) -> FlowLinePacker {
    FlowLinePacker(
      context, interItemSpacing: interItemSpacing, lineSpacing: lineSpacing, alignment: alignment,
      diagnostics: &diagnostics)
  }

  /// Re-places the lines of the changed items when their widths are unchanged (a cell
  /// measured at the width it was given): each line takes its new height, its items
  /// centred again, and the lines after it move. When a width changed, packs the lines
  /// again from the one before the first changed item's, from the frames' sizes, without
  /// asking for the other items, until a line starts where one started before; the lines
  /// after it move. `nil` (the section laid out again) when an item is wider than the line.
  ///
  /// - Complexity: O(items from the first changed line to the last); when a width changed,
  ///   to the first line after them that starts where it did (the section's end at worst).
  public func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    guard let lines = ArrangedLines.of(self, in: context, memo: memo) else { return nil }
    // The spacings' repairs were reported when the section was arranged.
    var reported = DiagnosticLog()
    return packer(context, &reported).replacing(changedItems, frames: frames, lines: lines) { item($0).size }
  }

  /// Packs the lines again from the one before the first item a batch update inserted or
  /// deleted, from the frames' sizes and the inserted items', until a line starts, after
  /// the last change, where one started before; the lines after it move. `nil` (the
  /// section laid out again) when an inserted item is wider than the line.
  ///
  /// - Complexity: O(items from the line before the first change to that line), the
  ///   section's end at worst; only the inserted items' sizes are asked for.
  public func editingItems(
    _ edit: ItemEdit, in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    // The spacings' repairs were reported when the section was arranged.
    var reported = DiagnosticLog()
    return packer(context, &reported).editing(edit, of: self, in: context, frames: frames, memo: memo) {
      item($0).size
    }
  }
}
