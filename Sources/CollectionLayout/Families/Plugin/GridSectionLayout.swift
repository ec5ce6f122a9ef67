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
    let packer = packer(context, &diagnostics)
    let spacing = packer.spacing
    let limit = context.availableCrossExtent
    var fractionLog = DiagnosticLog()
    defer { diagnostics.merge(fractionLog) }
    // Neighbours usually share a fraction: the width is recomputed only when it changes.
    var lastFraction = 1
    var lastWidth = limit
    return packer.arrange(
      context, for: self,
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

  /// Re-places the lines of the changed items, whose sizes follow from their line fraction
  /// and aspect ratio, as ``FlowSectionLayout/replacingItems(_:in:frames:item:memo:diagnostics:)``
  /// does. A measured size changes nothing here: the grid sizes items itself.
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
    let packer = packer(context, &reported)
    return packer.replacing(changedItems, frames: frames, lines: lines) { size(of: item($0), packer) }
  }

  /// Packs the lines again from the one before the first item a batch update inserted or
  /// deleted, as ``FlowSectionLayout/editingItems(_:in:frames:item:memo:diagnostics:)``
  /// does, each inserted item sized by its line fraction and aspect ratio: when the count
  /// changed by whole lines of equal fractions, the lines after the last change start where
  /// they did and only move; otherwise they are packed again to the end.
  ///
  /// - Complexity: O(items from the line before the first change to the first line after
  ///   the last that starts where one did), the section's end at worst; only the inserted
  ///   items' inputs are read.
  public func editingItems(
    _ edit: ItemEdit, in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    var reported = DiagnosticLog()  // Reported when the section was arranged.
    let packer = packer(context, &reported)
    return packer.editing(edit, of: self, in: context, frames: frames, memo: memo) { size(of: item($0), packer) }
  }

  /// The size of an item with `input` in a line of `packer`, as ``arrangeItems(in:item:diagnostics:)``
  /// gives it; `nil` for a line fraction below 1, a repair to report (the section is laid
  /// out again).
  private func size(of input: ItemInput, _ packer: FlowLinePacker) -> Size? {
    guard input.lineFraction >= 1 else { return nil }
    let n = input.lineFraction
    let limit = packer.limit
    let width = n == 1 ? limit : Swift.max(0, (limit - Double(n - 1) * packer.spacing) / Double(n))
    return Size(width: width, height: width / input.aspectRatio)
  }

  /// The line packer of `context`, its spacings repaired into `diagnostics`.
  private func packer(_ context: SectionLayoutContext, _ diagnostics: inout DiagnosticLog) -> FlowLinePacker {
    FlowLinePacker(
      context, interItemSpacing: interItemSpacing, lineSpacing: lineSpacing, alignment: alignment,
      diagnostics: &diagnostics)
  }
}

/// Items take their sizes from their aspect ratios and line fractions, never from ``ItemInput/size``.
extension GridSectionLayout: ArrangesWithoutSizes {}
