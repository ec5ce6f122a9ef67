/// The equal columns a staggered or mosaic section is divided into.
struct ColumnGrid: Equatable {
  /// The number of columns (at least 1).
  let count: Int
  /// Each column's cross extent.
  let width: Double
  /// The gap between columns.
  let spacing: Double

  /// Columns filling `limit`, with `requested` repaired: below 1 (`<name>.lineCount`)
  /// becomes 1, above 4096 becomes 4096; gaps wider than the line allows shrink so the
  /// columns fit (`<name>.spacing`), leaving them 0 wide.
  init(requested: Int, limit: Double, spacing: Double, name: String, section: Int, diagnostics: inout DiagnosticLog) {
    var count = requested
    if count < 1 || count > 4096 {
      count = Swift.min(Swift.max(count, 1), 4096)
      diagnostics.report(
        DiagnosticCode(rawValue: "\(name).lineCount"), section: section,
        "line count \(requested) is out of range 1…4096; used \(count)")
    }
    var spacing = spacing
    if count > 1 && Double(count - 1) * spacing > limit {
      let fitted = limit / Double(count - 1)
      diagnostics.report(
        DiagnosticCode(rawValue: "\(name).spacing"), section: section,
        "\(count - 1) gaps of \(spacing) exceed the line (\(limit)); gaps of \(fitted) used")
      spacing = fitted
    }
    self.count = count
    self.spacing = spacing
    self.width = Swift.max(0, (limit - Double(count - 1) * spacing) / Double(count))
  }

  /// The cross-axis start of column `c`.
  func start(of c: Int) -> Double { Double(c) * (width + spacing) }

  /// The cross extent of `k` neighbouring columns and the gaps between them.
  func span(_ k: Int) -> Double { Double(k) * width + Double(k - 1) * spacing }
}

extension ColumnGrid {
  /// The columns of a section laid out in `lineCount` columns (staggered, mosaic) and the
  /// gap between an item and the one above it, both repaired and reported.
  static func columns(
    _ lineCount: Int, interItemSpacing: Double, lineSpacing: Double, name: String, in context: SectionLayoutContext,
    diagnostics: inout DiagnosticLog
  ) -> (grid: ColumnGrid, gap: Double) {
    let section = context.section
    let grid = ColumnGrid(
      requested: lineCount, limit: context.availableCrossExtent,
      spacing: diagnostics.nonNegative(interItemSpacing, "interItemSpacing", section: section), name: name,
      section: section, diagnostics: &diagnostics)
    return (grid, diagnostics.nonNegative(lineSpacing, "lineSpacing", section: section))
  }
}
