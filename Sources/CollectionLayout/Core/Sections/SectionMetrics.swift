/// A section's spacing and insets as a layout resolves them: the layout's defaults, each
/// replaced by the section's own value where it gives one. Every family (split, stacked,
/// scrollable sections, and their spec and UIKit bridges) resolves a section's values
/// through ``overridden(interItemSpacing:lineSpacing:inset:)``, so the rule lives here once.
public struct SectionMetrics: Hashable, Sendable {
  /// The space between neighbouring items of a line.
  public var interItemSpacing: Double
  /// The space between lines.
  public var lineSpacing: Double
  /// The insets around the section's items.
  public var inset: LayoutEdgeInsets

  /// Creates metrics; zero by default.
  public init(interItemSpacing: Double = 0, lineSpacing: Double = 0, inset: LayoutEdgeInsets = .zero) {
    self.interItemSpacing = interItemSpacing
    self.lineSpacing = lineSpacing
    self.inset = inset
  }

  /// These metrics (a layout's defaults) with each value the section gives replacing its
  /// default; `nil` keeps the default.
  ///
  /// - Parameters:
  ///   - interItemSpacing: The section's own inter-item spacing, if any.
  ///   - lineSpacing: The section's own line spacing, if any.
  ///   - inset: The section's own insets, if any.
  /// - Returns: The section's metrics.
  /// - Complexity: O(1).
  public func overridden(interItemSpacing: Double? = nil, lineSpacing: Double? = nil, inset: LayoutEdgeInsets? = nil)
    -> SectionMetrics
  {
    SectionMetrics(
      interItemSpacing: interItemSpacing ?? self.interItemSpacing, lineSpacing: lineSpacing ?? self.lineSpacing,
      inset: inset ?? self.inset)
  }
}
