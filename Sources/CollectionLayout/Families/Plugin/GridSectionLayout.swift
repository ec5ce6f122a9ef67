/// PluginLayout's grid: each item takes a fraction of the line and its aspect ratio sets
/// the other extent.
///
/// An item with line fraction n is (line − (n − 1) · spacing) / n across and that ÷ its
/// aspect ratio along the scroll axis (width ÷ ratio in a vertical layout, height × ratio
/// in a horizontal one). Items of mixed fractions pack greedily into lines as in
/// ``FlowSectionLayout``; a line that exactly fills never wraps because of rounding.
///
/// Repairs: a line fraction below 1 becomes 1 (`grid.lineFraction`).
///
/// - Complexity: O(n) time and memory.
public struct GridSectionLayout: ItemArranger, Hashable {
  /// The gap between neighbouring items of a line.
  public var interItemSpacing: Double
  /// The gap between lines.
  public var lineSpacing: Double
  /// How a line that is not full shares its free space.
  public var alignment: FlowAlignment

  /// Creates a grid; lines that are not full keep their items at the leading edge.
  public init(interItemSpacing: Double = 0, lineSpacing: Double = 0, alignment: FlowAlignment = .start) {
    self.interItemSpacing = interItemSpacing
    self.lineSpacing = lineSpacing
    self.alignment = alignment
  }

  /// Lays out the items; see the type's description.
  public func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    let section = context.section
    let spacing = diagnostics.nonNegative(interItemSpacing, "interItemSpacing", section: section)
    let limit = context.availableCrossExtent
    let packer = FlowLinePacker(
      limit: limit, spacing: spacing,
      lineSpacing: diagnostics.nonNegative(lineSpacing, "lineSpacing", section: section), alignment: alignment)
    var fractionLog = DiagnosticLog()
    defer { diagnostics.merge(fractionLog) }
    // Neighbours usually share a fraction: the width is recomputed only when it changes.
    var lastFraction = 1
    var lastWidth = limit
    return packer.arrange(
      count: context.itemCount, section: section,
      size: { i in
        let input = item(i)
        var n = input.lineFraction
        if n < 1 {
          fractionLog.report("grid.lineFraction", section: section, item: i, "line fraction \(n) is below 1; used 1")
          n = 1
        }
        if n != lastFraction {
          lastFraction = n
          lastWidth = Swift.max(0, (limit - Double(n - 1) * spacing) / Double(n))
        }
        return Size(width: lastWidth, height: lastWidth / input.aspectRatio)
      }, diagnostics: &diagnostics)
  }
}
