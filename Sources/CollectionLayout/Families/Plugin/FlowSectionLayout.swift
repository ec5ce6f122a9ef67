/// `UICollectionViewFlowLayout`'s arrangement, with a choice of alignment.
///
/// Items take their own sizes and are packed into lines (see ``FlowAlignment`` for how a
/// line's free space is shared); each item is centred across its line. This is PluginLayout's
/// flow plugin, and `UICollectionViewFlowLayout` itself with the `default` alignment.
///
/// - Complexity: O(n) time and memory for n items.
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
    let section = context.section
    let packer = FlowLinePacker(
      limit: context.availableCrossExtent,
      spacing: diagnostics.nonNegative(interItemSpacing, "interItemSpacing", section: section),
      lineSpacing: diagnostics.nonNegative(lineSpacing, "lineSpacing", section: section), alignment: alignment)
    return packer.arrange(
      count: context.itemCount, section: section, size: { item($0).size }, diagnostics: &diagnostics)
  }
}
