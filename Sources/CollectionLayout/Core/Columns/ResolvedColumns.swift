/// Columns resolved against a cross-axis extent: the origin and width of each, and where
/// the sections of a hidden column go.
public struct ResolvedColumns: Hashable, Sendable {
  /// Canonical cross-axis origin of each column.
  public private(set) var origins: [Double]
  /// Cross-axis extent of each column (0 when hidden).
  public private(set) var widths: [Double]
  /// For each requested column, the visible column its sections are laid out in.
  public private(set) var target: [Int]

  /// Resolves `configuration` over `extent`, starting at `leading`.
  ///
  /// The width left after spacing, `T = extent − spacing · (visible − 1)`, is shared by
  /// ratio; the last visible column takes the remainder, so the widths sum exactly to `T`
  /// (for two columns: `WL = T·r`, `WR = T − T·r`). A hidden column's sections go to the
  /// nearest visible column before it, or else after it, so that ratio 0 or 1 in a split
  /// layout puts every section in the visible column, in section order.
  ///
  /// Repairs (each with a diagnostic): no ratios → one column; a NaN, infinite or negative
  /// ratio → 0; all ratios 0 → everything in the first column; a sum other than 1 →
  /// normalised; negative spacing → 0; spacing wider than the extent → shrunk to fit;
  /// negative width → 0.
  public init(
    _ configuration: ColumnConfiguration, extent: Double, leading: Double, diagnostics: inout DiagnosticLog
  ) {
    var ratios = configuration.ratios
    if ratios.isEmpty {
      diagnostics.report("columns.empty", "no column ratios given; used one full-width column")
      ratios = [1]
    }
    for i in ratios.indices where !(ratios[i] >= 0 && ratios[i].isFinite) {
      diagnostics.report("columns.ratio", "column \(i) ratio \(ratios[i]) is not a finite number ≥ 0; used 0")
      ratios[i] = 0
    }
    var sum = ratios.reduce(0, +)
    if sum == 0 {
      diagnostics.report("columns.ratio", "every column ratio is 0; used ratio 1 for column 0")
      ratios[0] = 1
      sum = 1
    }
    if abs(sum - 1) > 1e-9 {
      diagnostics.report("columns.ratio", "column ratios sum to \(sum), not 1; normalised")
      ratios = ratios.map { $0 / sum }
    }
    var spacing = diagnostics.nonNegative(configuration.spacing, "column spacing")
    let visible = ratios.indices.filter { ratios[$0] > 0 }
    let width = diagnostics.nonNegative(extent, "content width")
    let gaps = Double(visible.count - 1)
    if spacing * gaps > width {
      // Spacing wider than the content would push columns past its edge.
      let shrunk = width / gaps
      diagnostics.report(
        "columns.spacing", "column spacing \(spacing) does not fit \(width) points; used \(shrunk)")
      spacing = shrunk
    }
    let total = Swift.max(0, width - spacing * gaps)

    var origins = [Double](repeating: leading, count: ratios.count)
    var widths = [Double](repeating: 0, count: ratios.count)
    var x = leading
    var used = 0.0
    for (n, c) in visible.enumerated() {
      let w = n == visible.count - 1 ? total - used : total * ratios[c]
      origins[c] = x
      widths[c] = w
      used += w
      x += w + spacing
    }
    self.origins = origins
    self.widths = widths
    self.target = ratios.indices.map { c in
      if ratios[c] > 0 { return c }
      return visible.last(where: { $0 < c }) ?? visible.first(where: { $0 > c }) ?? 0
    }
  }

  /// How many columns were requested.
  public var count: Int { widths.count }
}
