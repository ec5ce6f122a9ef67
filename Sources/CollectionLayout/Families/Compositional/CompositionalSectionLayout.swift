/// A compositional section as an ``ItemArranger`` of the engine: its group repeated along
/// the scroll axis, with insets, spacing, boundary supplementaries, badges and decorations.
/// It can sit in any engine layout (stacked, split column) beside other section layouts.
///
/// The section's item area is the whole section: its boundary supplementaries, insets and
/// decorations are placed here, as ``ArrangedElement``s, not by the engine's chrome.
///
/// Sizes: the container is the column's cross extent by the collection view's extent along
/// the scroll axis (less content insets); fractions resolve against effective sizes (less
/// insets). An estimated dimension takes its estimate until the item's measured size is
/// given in `measuredItems`; estimated supplementaries read `measuredSupplementaries`:
/// boundary supplementaries by their ordinal, badges and groups' supplementaries by their
/// item (a kind names one or the other, as an element's kind and index path do in UIKit).
///
/// - Complexity: the group is solved once (O(leaves per group)) and stamped for every
/// repetition, O(n) with a small constant; a group holding a measured item is solved on
/// its own, once for all the groups whose measured sizes read the same. Measured sizes are
/// kept sorted by item (the engine keeps them so; given as a dictionary they cost
/// O(m log m) to sort).
public struct CompositionalSectionLayout: ItemArranger {
  /// Identifies a supplementary for a measured size: its kind and its ordinal among the
  /// section's boundary supplementaries of that kind, or, for a badge or a group's
  /// supplementary, its item.
  public struct SupplementaryKey: Hashable, Sendable {
    /// The kind.
    public var kind: ElementKind
    /// The ordinal among the section's boundary supplementaries of that kind, or a badge's
    /// item (its item index either way).
    public var index: Int
    /// Creates a key.
    public init(kind: ElementKind, index: Int) {
      self.kind = kind
      self.index = index
    }
  }

  let node: SectionNode
  /// The collection view's extent along the scroll axis, less content insets.
  let mainContainerExtent: Double
  let scrollDirection: ScrollDirection
  /// Measured sizes of items with estimated dimensions (physical width and height).
  ///
  /// - Complexity: O(m) to read, O(m log m) to set, for m sizes.
  public var measuredItems: [Int: Size] {
    get { measuredItemSizes.dictionary }
    set { measuredItemSizes = ItemSizes(newValue) }
  }
  /// ``measuredItems``, sorted by item, as the groups are stamped.
  var measuredItemSizes: ItemSizes
  /// Whether groups that read the same measured sizes are solved once (`SolvedGroups`);
  /// tests turn it off to compare with every group solved on its own.
  var reusesSolvedGroups = true
  /// Measured sizes of supplementaries with estimated dimensions (boundary ones, badges,
  /// groups' supplementaries).
  public var measuredSupplementaries: [SupplementaryKey: Size]
  /// Layout-wide supplementaries placed before the section's own (first section only).
  var layoutHeaders: [BoundaryNode] = []
  /// Layout-wide supplementaries placed after the section's own (last section only).
  var layoutFooters: [BoundaryNode] = []
  /// Space after the section (the layout's inter-section spacing, all but the last).
  var spacingAfter = 0.0
  /// Where the section's content insets are measured from, inside its column.
  let contentBoundary: CrossBoundary
  /// Where the section's own boundary supplementaries are placed from, inside its column.
  let supplementaryBoundary: CrossBoundary
  /// Where the layout's own supplementaries (``layoutHeaders``, ``layoutFooters``) are
  /// placed from, inside the column: the configuration's reference.
  let layoutSupplementaryBoundary: CrossBoundary
  /// One pixel of the display, a list separator's thickness: `1 / displayScale` (a scale
  /// outside 1…1,000, such as the 0 of an unspecified scale, reads as 1).
  let hairline: Double
  /// The collection view's leading layout margin (canonical, never negative): where an
  /// automatic list separator starts, from its item's leading edge.
  let separatorLeading: Double

  /// Creates the engine's section layout for `section` in `environment` (which gives the
  /// scroll direction, the container's extent along it and the boundaries the section's
  /// insets reference).
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - environment: The collection view's size, insets, margins and directions.
  ///   - measuredItems: Measured sizes of items with estimated dimensions.
  ///   - measuredSupplementaries: Measured sizes of supplementaries (boundary ones, badges).
  ///   - columnInsetReference: The boundary the column the section sits in keeps to (the
  ///     safe area in a compositional layout); `automatic` references resolve to it.
  public init(
    section: LayoutSection, environment: LayoutEnvironment, measuredItems: [Int: Size] = [:],
    measuredSupplementaries: [SupplementaryKey: Size] = [:], columnInsetReference: SectionInsetReference = .fromSafeArea
  ) {
    self.init(
      node: section.snapshot(), environment: environment, measuredItems: ItemSizes(measuredItems),
      measuredSupplementaries: measuredSupplementaries, layoutReference: columnInsetReference,
      column: columnInsetReference)
  }

  /// Creates the engine's section layout for a section given as a value, in a layout whose
  /// configuration references `layoutReference`, in a column keeping to `column`.
  init(
    node: SectionNode, environment: LayoutEnvironment, measuredItems: ItemSizes,
    measuredSupplementaries: [SupplementaryKey: Size], layoutReference: SectionInsetReference,
    column: SectionInsetReference
  ) {
    self.node = node
    let container = environment.container.contentSize
    self.scrollDirection = environment.scrollDirection
    self.mainContainerExtent = environment.scrollDirection == .vertical ? container.height : container.width
    self.measuredItemSizes = measuredItems
    self.measuredSupplementaries = measuredSupplementaries
    func boundary(_ reference: ContentInsetsReference) -> CrossBoundary {
      CrossBoundary(reference.resolved(automatic: layoutReference), column: column, in: environment)
    }
    self.contentBoundary = boundary(node.contentInsetsReference)
    self.supplementaryBoundary = boundary(node.supplementaryContentInsetsReference)
    self.layoutSupplementaryBoundary = CrossBoundary(layoutReference, column: column, in: environment)
    let scale = environment.displayScale
    self.hairline = scale >= 1 && scale <= 1_000 ? 1 / scale : 1
    let margin = environment.canonicalCrossInsets(from: .fromLayoutMargins).leading
    self.separatorLeading = margin >= 0 && margin <= LayoutLimits.maximumLength ? margin : 0
  }

  /// Lays out the section; see the type's description.
  public func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    var builder = CompositionalSectionBuilder(layout: self, context: context)
    return builder.build(diagnostics: &diagnostics)
  }

  /// Re-places the groups holding `changedItems` (measured items) and shifts the rest; see
  /// `GroupStamping`. O(m + leaves of the re-placed groups) for m groups solved on their
  /// own, then the engine's O(n) memory pass.
  public func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    var builder = CompositionalSectionBuilder(layout: self, context: context)
    return builder.replace(changedItems, memo: memo, diagnostics: &diagnostics)
  }

  /// Re-places the groups from the one holding the first item `edit` inserts or deletes:
  /// to the group after the last change when the count changed by whole groups (the rows
  /// after it only move), else to the end; see `GroupStamping`. The items' inputs are not
  /// read (the section's model sizes them).
  ///
  /// - Complexity: O(re-placed items + groups solved on their own), then the engine's
  ///   O(n) memory pass over the items after the run.
  public func editingItems(
    _ edit: ItemEdit, in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    var builder = CompositionalSectionBuilder(layout: self, context: context)
    return builder.edit(edit, memo: memo, diagnostics: &diagnostics)
  }
}
