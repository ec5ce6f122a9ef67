/// The layout-wide properties of a split layout, with upstream's names and defaults.
public struct SplitLayoutConfiguration: Hashable, Sendable {
  /// The left column's share of (width − split spacing). Clamped to [0, 1] (NaN → 1).
  public var leftSideRatio: Double = 1
  /// The gap between the columns; ignored when only one column is visible.
  public var splitSpacing: Double = 0
  /// The exact gap between items of a line (sections may override).
  public var minimumInterItemSpacing: Double = 0
  /// The gap between lines (sections may override).
  public var minimumItemLineSpacing: Double = 0
  /// The insets of each section's item area (sections may override).
  public var sectionInset: LayoutEdgeInsets = .zero
  /// The spacing and insets of sections that give none of their own.
  public var sectionDefaults: SectionMetrics {
    SectionMetrics(interItemSpacing: minimumInterItemSpacing, lineSpacing: minimumItemLineSpacing, inset: sectionInset)
  }
  /// Whether columns avoid the safe area.
  public var sectionInsetReference: SectionInsetReference = .fromSafeArea
  /// Whether section headers pin to the top of the visible area.
  public var sectionPinToVisibleBounds = false
  /// Whether section footers pin to the bottom of the visible area (beyond upstream).
  public var sectionFooterPinToVisibleBounds = false
  /// Whether every item of a line takes the line's tallest height.
  public var isNormalizingLineHeight = false
  /// Beyond upstream: ratios of any number of columns (summing to 1). When set, it
  /// replaces `leftSideRatio`; `splitSpacing` separates every pair of visible columns.
  public var columnRatios: [Double]? = nil

  /// Creates a configuration with upstream's defaults.
  public init() {}

  /// The column ratios in force, with `leftSideRatio` clamped (and reported).
  public func columns(diagnostics: inout DiagnosticLog) -> ColumnConfiguration {
    if let columnRatios {
      return ColumnConfiguration(ratios: columnRatios, spacing: splitSpacing)
    }
    var ratio = leftSideRatio
    if ratio.isNaN {
      diagnostics.report("split.ratio", "leftSideRatio is NaN; used 1")
      ratio = 1
    } else if ratio < 0 || ratio > 1 {
      let clamped = Swift.min(Swift.max(ratio, 0), 1)
      diagnostics.report("split.ratio", "leftSideRatio \(ratio) is outside [0, 1]; used \(clamped)")
      ratio = clamped
    }
    return ColumnConfiguration(ratios: [ratio, 1 - ratio], spacing: splitSpacing)
  }

  /// Whether going from `other` to `self` changes any section's layout (pinning alone
  /// changes only where pinned elements are drawn).
  func changesSections(comparedTo other: SplitLayoutConfiguration) -> Bool {
    var a = self
    a.sectionPinToVisibleBounds = other.sectionPinToVisibleBounds
    a.sectionFooterPinToVisibleBounds = other.sectionFooterPinToVisibleBounds
    return a != other
  }

  /// The engine configuration for `environment`.
  public func layoutConfiguration(
    environment: LayoutEnvironment, diagnostics: inout DiagnosticLog
  ) -> LayoutConfiguration {
    LayoutConfiguration(
      environment: environment, columns: columns(diagnostics: &diagnostics),
      insetReference: sectionInsetReference, pinsHeaders: sectionPinToVisibleBounds,
      pinsFooters: sectionFooterPinToVisibleBounds)
  }

  /// A column's width in an environment.
  ///
  /// - Parameters:
  ///   - side: The column.
  ///   - environment: The collection view's size and insets.
  /// - Returns: The width, 0 for a hidden or unknown column.
  /// - Complexity: O(columns).
  public func columnWidth(of side: SplitSide, in environment: LayoutEnvironment) -> Double {
    var log = DiagnosticLog()
    let columns = LayoutModel.resolveColumns(
      layoutConfiguration(environment: environment, diagnostics: &log), log: &log)
    return columns.widths.indices.contains(side.column) ? columns.widths[side.column] : 0
  }

  /// Where a column's left edge is, as upstream's `contentMostLeft(of:)`. Vertical
  /// scrolling only: the split layout is vertical.
  ///
  /// - Parameters:
  ///   - side: The column.
  ///   - environment: The collection view's size, insets and layout direction.
  /// - Returns: The physical x of the column's left edge, 0 for an unknown column.
  /// - Complexity: O(columns).
  public func columnMinX(of side: SplitSide, in environment: LayoutEnvironment) -> Double {
    var log = DiagnosticLog()
    let columns = LayoutModel.resolveColumns(
      layoutConfiguration(environment: environment, diagnostics: &log), log: &log)
    guard columns.widths.indices.contains(side.column) else { return 0 }
    let leading = columns.origins[side.column]
    switch environment.layoutDirection {
    case .leftToRight: return leading
    case .rightToLeft: return environment.contentCrossExtent - leading - columns.widths[side.column]
    }
  }

  /// Upstream's `calculateFixedWidthRoughly`: the width of `n` equal items that fill a
  /// column of `columnWidth`, truncated to whole points.
  ///
  /// `valid = columnWidth − (inset.left + inset.right + spacing·(n−1))`, result
  /// `Double(Int(valid) / n)`.
  ///
  /// - Parameters:
  ///   - n: How many items fill a line.
  ///   - columnWidth: The column's width.
  ///   - minimumInterItemSpacing: The space between neighbouring items.
  ///   - sectionInset: The section's insets.
  /// - Returns: The item width; 0 when `n ≤ 0` or when the result would be negative or not
  ///   finite (upstream could return a negative width).
  /// - Complexity: O(1).
  public static func fixedWidthRoughly(
    to n: Int, columnWidth: Double, minimumInterItemSpacing: Double, sectionInset: LayoutEdgeInsets
  ) -> Double {
    guard n > 0 else { return 0 }
    let valid = columnWidth - (sectionInset.left + sectionInset.right + minimumInterItemSpacing * Double(n - 1))
    guard valid.isFinite, valid > 0, valid < Double(Int.max) else { return 0 }
    return Double(Int(valid) / n)
  }
}
