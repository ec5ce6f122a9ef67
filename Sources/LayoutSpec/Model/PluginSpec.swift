import CollectionLayout

/// A section's layout in a spec (`plugin:`), before the section's spacings are known.
public enum PluginSpec: Sendable, Hashable {
  /// The split layout's packed lines (the split layout's default).
  case packed
  /// `flow`: UICollectionViewFlowLayout with an alignment (the stacked layout's default).
  case flow(FlowAlignment)
  /// `grid`: items take `lineFraction` of a line; aspect ratios set their length.
  case grid(FlowAlignment)
  /// `staggered`: `lineCount` columns filled round-robin or shortest-first.
  case staggered(lineCount: Int, placement: StaggeredSectionLayout.Placement)
  /// `mosaic`: `lineCount` columns, lengths in multiples of `lineMultiple`.
  case mosaic(lineCount: Int, lineMultiple: Double)
  /// `list`: full-width rows.
  case list

  /// The engine's section layout with the section's spacings.
  public func sectionLayout(interItemSpacing: Double, lineSpacing: Double, normalizesLineHeight: Bool = false)
    -> any ItemArranger
  {
    switch self {
    case .packed:
      PackedLinesLayout(
        interItemSpacing: interItemSpacing, lineSpacing: lineSpacing, normalizesLineHeight: normalizesLineHeight)
    case .flow(let alignment):
      FlowSectionLayout(interItemSpacing: interItemSpacing, lineSpacing: lineSpacing, alignment: alignment)
    case .grid(let alignment):
      GridSectionLayout(interItemSpacing: interItemSpacing, lineSpacing: lineSpacing, alignment: alignment)
    case .staggered(let lineCount, let placement):
      StaggeredSectionLayout(
        lineCount: lineCount, interItemSpacing: interItemSpacing, lineSpacing: lineSpacing, placement: placement)
    case .mosaic(let lineCount, let lineMultiple):
      MosaicSectionLayout(
        lineCount: lineCount, lineMultiple: lineMultiple, interItemSpacing: interItemSpacing, lineSpacing: lineSpacing)
    case .list:
      ListSectionLayout(lineSpacing: lineSpacing)
    }
  }

  /// The plugin's name in spec files.
  public var name: String {
    switch self {
    case .packed: "packed"
    case .flow: "flow"
    case .grid: "grid"
    case .staggered: "staggered"
    case .mosaic: "mosaic"
    case .list: "list"
    }
  }
}

/// One effect of a section in a spec (`effects:`).
public struct EffectSpec: Sendable {
  /// The engine's effect.
  public var effect: any ScrollEffect
  /// The elements it applies to.
  public var targets: EffectTargets

  /// Creates an effect entry.
  public init(effect: any ScrollEffect, targets: EffectTargets) {
    self.effect = effect
    self.targets = targets
  }

  /// The engine's section effect.
  public var sectionEffect: SectionEffect { SectionEffect(effect, on: targets) }
}

/// The stacked layout's properties in a spec (`layout: {stacked: {…}}`).
public struct StackedSpec: Sendable {
  /// The scroll direction.
  public var scrollDirection: ScrollDirection = .vertical
  /// Whether sections avoid the cross-axis safe area.
  public var insetReference: SectionInsetReference = .fromContentInset
  /// The plugin of sections that name none.
  public var plugin: PluginSpec = .flow(.default)
  /// The inter-item spacing of sections that give none.
  public var minimumInterItemSpacing: Double = 0
  /// The line spacing of sections that give none.
  public var minimumItemLineSpacing: Double = 0
  /// The inset of sections that give none.
  public var sectionInset: LayoutEdgeInsets = .zero

  /// The spacing and insets of sections that give none of their own.
  public var sectionDefaults: SectionMetrics {
    SectionMetrics(interItemSpacing: minimumInterItemSpacing, lineSpacing: minimumItemLineSpacing, inset: sectionInset)
  }

  /// Creates the defaults: vertical, flow, no spacing.
  public init() {}
}
