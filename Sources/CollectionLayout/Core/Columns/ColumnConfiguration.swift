/// How sections are placed across the cross axis: in one or more columns that each stack
/// their own sections, in section order.
///
/// One column with ratio 1 is a plain stacked layout. The split layout is two columns with
/// ratios `[leftSideRatio, 1 − leftSideRatio]`. Any number of columns works.
public struct ColumnConfiguration: Hashable, Sendable {
  /// Each column's share of the width left after spacing. Should sum to 1; otherwise they
  /// are normalised (with a diagnostic). A column with ratio 0 is hidden.
  public var ratios: [Double]
  /// The gap between neighbouring visible columns.
  public var spacing: Double

  /// Creates a configuration.
  public init(ratios: [Double], spacing: Double = 0) {
    self.ratios = ratios
    self.spacing = spacing
  }

  /// A single full-width column.
  public static let single = ColumnConfiguration(ratios: [1])
}

/// Where the section insets (and columns) are measured from across the scroll axis, as
/// `UICollectionViewFlowLayout.SectionInsetReference` (and, for compositional sections,
/// `UIContentInsetsReference`).
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
  /// Columns span the content width less the cross-axis safe area.
  case fromSafeArea
  /// Columns span the whole content width.
  case fromContentInset
  /// Columns span the collection view's layout margins guide
  /// (``LayoutEnvironment/layoutMargins``).
  case fromLayoutMargins
  /// Columns span the collection view's readable content guide
  /// (``LayoutEnvironment/readableContentInsets``).
  case fromReadableContent
}

/// What a ``LayoutSource`` learns about the column a section is placed in.
public struct ColumnContext: Hashable, Sendable {
  /// The column's index (after hidden columns were folded into visible ones).
  public var index: Int
  /// The column's cross-axis extent.
  public var width: Double
  /// How many columns the layout has.
  public var columnCount: Int

  /// Creates a context.
  public init(index: Int, width: Double, columnCount: Int) {
    self.index = index
    self.width = width
    self.columnCount = columnCount
  }
}
