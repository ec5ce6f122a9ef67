/// The engine's model of one layout: every section's geometry, where each section sits,
/// and the index that answers rect queries.
///
/// A value type, `Sendable`, safe to compute off the main thread. Use it in three steps:
/// 1. create it with a ``LayoutConfiguration``;
/// 2. ``update(from:)`` with a ``LayoutSource`` (after ``invalidateSections(_:)``,
///    ``insertSections(_:)``, ``deleteSections(_:)`` or ``setConfiguration(_:)`` only the
///    affected sections are laid out again);
/// 3. query: ``elements(in:scroll:)``, ``allElements(scroll:)``, ``attributes(for:scroll:)``,
///    ``contentSize``.
///
/// Sections keep their geometry in their own coordinates; their origins are prefix sums of
/// the section lengths in each column, so a change in one section relayouts that section
/// only and shifts the ones after it in O(sections).
public struct LayoutModel: Sendable {
  /// The layout-wide settings in force.
  public internal(set) var configuration: LayoutConfiguration
  /// Columns resolved for the current environment.
  var columns: ResolvedColumns
  /// Per-section geometry, indexed by section.
  var sections: [SectionGeometry] = []
  /// Canonical main-axis origin of each section.
  var mainOrigins: [Double] = []
  /// For each column, its sections in ascending order.
  var sectionsByColumn: [[Int]] = []
  /// Sections to lay out again at the next update.
  var dirty: [Bool] = []
  /// Items whose inputs alone changed, by section, to re-place at the next update.
  var changedItems: [Int: [Int]] = [:]
  /// Items a batch update inserted and deleted, by section (after the update), to
  /// re-place at the next update.
  var itemEdits: [Int: ItemEdit] = [:]
  /// What the last ``update(from:)`` did.
  package internal(set) var lastUpdate = UpdateSummary()
  /// Whether the next update relayouts everything.
  var needsFullLayout = true
  /// Whether sections changed position since the last update, so the column each asks for
  /// must be checked (a side chosen by section index moves with the index).
  var needsColumnCheck = false
  /// How far any section's effects may move an element along the main axis.
  var effectReach: EffectReach = .none
  /// How far any section's cells and elements stick out of it along the main axis.
  var mainOverhang = SectionGeometry.MainOverhang()
  /// Whether any section scrolls in a strip of its own (its cells may then lie outside its
  /// column, so rect queries do not skip columns by their extent).
  public internal(set) var hasStrips = false
  /// The most items the layout holds (``LayoutLimits/maximumItemCount``; tests lower it).
  var itemLimit = LayoutLimits.maximumItemCount
  /// The most sections the layout holds (``LayoutLimits/maximumSectionCount``; tests lower it).
  var sectionLimit = LayoutLimits.maximumSectionCount
  /// The items laid out in all sections, as of the last update.
  var itemTotal = 0
  /// Whether the last update left a section with fewer items than its source gave (the
  /// item budget ran out), so any change may move the budget.
  var itemBudgetBinds = false
  /// The report of sections past ``LayoutLimits/maximumSectionCount``, as of the last update.
  var sectionCountDiagnostics: [Diagnostic] = []
  /// Diagnostics about layout-wide settings.
  var layoutDiagnostics: [Diagnostic] = []
  /// What bounding the last environment given repaired (``LayoutEnvironment/bounded(diagnostics:)``).
  var environmentDiagnostics: [Diagnostic] = []
  /// Sizes views measured, replacing the source's (``setMeasuredSize(_:for:)``).
  var measuredSizes = MeasuredSizes()
  /// What recording measured sizes repaired.
  var measurementLog = DiagnosticLog()
  /// The canonical ↔ physical mapping for the current content size.
  package internal(set) var space: CanonicalSpace
  /// The size of the content, as `collectionViewContentSize`.
  public internal(set) var contentSize: Size = .zero
  /// Where content shorter than the viewport rests (``shortContentAlignment``).
  var alignment = ShortContentAlignment.start
  /// Whether the person using the device asked for reduced motion (UIKit's
  /// `UIAccessibility.isReduceMotionEnabled`): each section's effects are then replaced by
  /// their ``ScrollEffect/reducedMotionForm``, so parallax, scaling and elastic spreading
  /// stop, while fades and sticky headers go on. Off by default.
  ///
  /// Effects apply at query time and never change the cached geometry, so the frames
  /// queries report are those of a layout without the stopped effects; rect queries look
  /// only as far beyond the rect as the effects that still run may move elements.
  ///
  /// - Complexity: O(sections + effects) when it changes: every section's effects are
  ///   chosen again and the sections placed again; none is laid out again.
  public var reducesMotion = false {
    didSet { if reducesMotion != oldValue { chooseEffectsAgain() } }
  }
  /// How far the last placement moved every section along the main axis so that content
  /// shorter than the viewport rests at its end (0 at its start, or when it fills it).
  package internal(set) var shortContentShift = 0.0

  /// Creates an empty model; call ``update(from:)`` to lay it out.
  public init(configuration: LayoutConfiguration) {
    var log = DiagnosticLog()
    var configuration = configuration
    configuration.environment = configuration.environment.bounded(diagnostics: &log)
    self.configuration = configuration
    self.environmentDiagnostics = log.diagnostics
    self.columns = Self.resolveColumns(configuration, log: &log)
    self.layoutDiagnostics = log.diagnostics
    self.space = CanonicalSpace(
      scrollDirection: configuration.environment.scrollDirection,
      layoutDirection: configuration.environment.layoutDirection, contentWidth: 0)
  }

  /// The number of sections laid out.
  public var numberOfSections: Int { sections.count }

  /// The number of items laid out in a section.
  ///
  /// - Parameter section: The section.
  /// - Returns: Its item count, or 0 for an unknown section.
  /// - Complexity: O(1).
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// The column a section was laid out in.
  ///
  /// - Parameter section: The section.
  /// - Returns: The visible column's index, or `nil` for an unknown section.
  /// - Complexity: O(1).
  public func column(ofSection section: Int) -> Int? {
    sections.indices.contains(section) ? sections[section].column : nil
  }

  /// The layout and insets a section was laid out with, as its descriptor gave them.
  ///
  /// - Parameter section: The section.
  /// - Returns: Its layout and insets, or `nil` for an unknown section.
  /// - Complexity: O(1).
  public func sectionSettings(ofSection section: Int) -> (layout: any ItemArranger, inset: LayoutEdgeInsets)? {
    sections.indices.contains(section) ? (sections[section].layout, sections[section].inset) : nil
  }

  /// Every repaired input, layout-wide first, then by section.
  public var diagnostics: [Diagnostic] {
    // A section's diagnostics name the section by its current index, which inserts and
    // deletes before it may have changed.
    layoutDiagnostics + sectionCountDiagnostics + measurementLog.diagnostics
      + sections.indices.flatMap { s in
        sections[s].diagnostics.map { d in
          var d = d
          d.section = s
          return d
        }
      }
  }

  /// Layout memory per item, in bytes, over all sections: item frames and the query
  /// index (section-level records not included).
  public var layoutBytesPerItem: Double {
    let items = sections.reduce(0) { $0 + $1.items.count }
    guard items > 0 else { return 0 }
    return sections.reduce(0) { $0 + $1.items.bytesPerItem * Double($1.items.count) } / Double(items)
  }

  static func resolveColumns(_ configuration: LayoutConfiguration, log: inout DiagnosticLog) -> ResolvedColumns {
    let env = configuration.environment
    let boundary = env.canonicalCrossInsets(from: configuration.insetReference)
    var extent = env.contentCrossExtent - (boundary.leading + boundary.trailing)
    if extent < 0 || !extent.isFinite {
      log.report("container.size", "the content's cross extent is \(extent) after insets; used 0")
      extent = 0
    }
    return ResolvedColumns(
      configuration.columns, extent: extent, leading: boundary.leading, diagnostics: &log)
  }
}

/// What one ``LayoutModel/update(from:)`` did, for tests, benchmarks and debugging.
package struct UpdateSummary: Hashable, Sendable {
  /// Sections laid out in full.
  package var sectionsLaidOut = 0
  /// Sections patched in place because only some items' inputs changed.
  package var sectionsPatched = 0
  /// Sections patched in place after a batch update inserted or deleted items.
  package var sectionsEdited = 0
  /// Creates an empty summary.
  package init() {}
}
