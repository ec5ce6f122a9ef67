/// What a compositional layout needs from the app's data: section and item counts.
public protocol CompositionalLayoutDataSource: SectionCounts {}

/// A compositional layout computed by the engine, as `UICollectionViewCompositionalLayout`
/// without UIKit: one section for all, or a section provider, plus a configuration; and the
/// measured sizes of self-sizing items and supplementaries.
///
/// Self-sizing protocol (what an adapter does): lay out with estimates; when a cell or
/// supplementary with an estimated dimension reports its fitting size, call
/// ``setMeasuredSize(_:forItemAt:)`` or ``setMeasuredSize(_:forSupplementaryOf:index:inSection:)``
/// — it returns whether anything changed and marks only that section — then ``prepare(environment:dataSource:)``
/// again: the section is relaid out (its group solved once and stamped, groups holding
/// measured items solved on their own), the sections after it shift without relayout, and
/// the content size is exact. Measured sizes persist until the item's section is reloaded
/// (``invalidateMeasurements(inSections:)``) or the widths sections offer across the
/// scroll axis change (the container's cross extent, or a safe area, margins or readable
/// guide a section may keep to).
public struct CompositionalLayoutEngine: LayoutEngine, StripScrollingEngine {
  /// The scroll direction of the configuration the layout was made with.
  public var scrollDirection: ScrollDirection { factory.configuration().scrollDirection }
  /// The computed layout.
  public internal(set) var model: LayoutModel
  /// Where each orthogonally scrolling section is scrolled to: kept across relayouts,
  /// clamped to its strip after each, following its section through batch updates.
  public var sectionOffsets = SectionOffsets()
  /// What the last scrolling request repaired.
  public var scrollDiagnostics: [Diagnostic] = []
  /// Everything but the model, kept apart so the source handed to the model during an
  /// update does not share (and force copies of) the model's storage. Internal for the
  /// measured sizes' extension.
  var factory: CompositionalSectionFactory
  private var preparedEnvironment: LayoutEnvironment?

  /// A layout whose every section is `section`. The section and the configuration are
  /// read again at each layout, as UIKit reads its objects.
  public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
    self.init(perIndex: false, configuration: { configuration.snapshot() }, section: { _, _ in section.snapshot() })
  }

  /// A layout asking `sectionProvider` for each section.
  public init(
    configuration: CompositionalLayoutConfiguration = .init(),
    sectionProvider: @escaping (Int, LayoutEnvironment) -> LayoutSection?
  ) {
    self.init(
      perIndex: true, configuration: { configuration.snapshot() },
      section: { sectionProvider($0, $1)?.snapshot() })
  }

  /// A layout of sections given as values (the spec reader's): `section` answers per index
  /// when `perIndex`, else the same section for every index.
  package init(
    perIndex: Bool, configuration: @escaping () -> ConfigurationNode,
    section: @escaping (Int, LayoutEnvironment) -> SectionNode?
  ) {
    self.factory = CompositionalSectionFactory(section: section, perIndex: perIndex, configuration: configuration)
    self.model = LayoutModel(
      configuration: LayoutConfiguration(
        environment: LayoutEnvironment(containerSize: .zero), insetReference: Self.columnInsetReference))
  }

  /// The boundary the layout's one column keeps to; sections referencing another are
  /// inset (or outset) from it on their own.
  static let columnInsetReference = SectionInsetReference.fromSafeArea

  /// Lays out what changed since the last call (everything the first time, or when the
  /// container changes size).
  ///
  /// - Parameters:
  ///   - environment: The collection view's size, insets, directions and scale.
  ///   - dataSource: The section and item counts.
  /// - Complexity: O(items of the sections laid out + sections); a measured item alone
  ///   re-places its group and shifts what follows.
  public mutating func prepare(environment: LayoutEnvironment, dataSource: some CompositionalLayoutDataSource) {
    var env = environment
    env.scrollDirection = scrollDirection
    // A resized container resizes strips: scrolled ones keep the item at their edge.
    let resized = preparedEnvironment.map { $0.containerSize != env.containerSize } ?? false
    let anchors = resized ? sectionOffsets.anchors(in: model) : [:]
    if let previous = preparedEnvironment, previous != env {
      // Fractions of the container's height depend on the main axis too.
      model.invalidateAll()
      // Measured sizes depend on the widths sections offer across the scroll axis, and on
      // the text size the views were measured at.
      if previous.measurementKey != env.measurementKey || previous.scrollDirection != env.scrollDirection {
        factory.measuredItems = [:]
        factory.measuredSupplementaries = [:]
      }
    }
    preparedEnvironment = env
    model.setConfiguration(LayoutConfiguration(environment: env, insetReference: Self.columnInsetReference))
    // Sections read the environment the model bounded (and reported) above.
    let sectionEnvironment = model.configuration.environment
    model.update(from: CompositionalSource(factory: factory, dataSource: dataSource, environment: sectionEnvironment))
    sectionOffsets.restore(anchors, in: model)
  }

  /// Replaces the layout-wide settings, as setting `UICollectionViewCompositionalLayout`'s
  /// `configuration` does: the next ``prepare(environment:dataSource:)`` lays every section
  /// out again with them (read again at each layout, as at creation). Measured sizes are
  /// kept unless the scroll direction changes.
  ///
  /// - Parameter configuration: The new settings.
  /// - Complexity: O(1); the next prepare is a full layout, O(n).
  public mutating func setConfiguration(_ configuration: CompositionalLayoutConfiguration) {
    factory.configuration = { configuration.snapshot() }
    model.invalidateAll()
  }

  /// Changes the model in place (see ``LayoutEngine/modifyModel(_:)``). The compositional
  /// engine keeps measured sizes itself, per item and supplementary.
  public mutating func modifyModel<Result>(_ body: (inout LayoutModel) -> Result) -> Result { body(&model) }

  /// Applies a batch update: sections' geometry, measured sizes and offsets move with them; deleted
  /// and reloaded items, and items moved into another section, lose their measured sizes
  /// (a section may offer other widths), and their badges theirs; so do the boundary
  /// supplementaries of inserted and reloaded sections. A section whose layout depends on its place —
  /// it becomes or stops being the first or the last (layout-wide boundary supplementaries,
  /// inter-section spacing), or it moved and a section provider answers per index — is
  /// laid out again.
  ///
  /// - Parameter update: The batch update, as UIKit's `performBatchUpdates` describes it.
  /// - Complexity: O(sections + measured supplementaries · kinds per section + measured
  ///   items of the sections whose items changed), carried in order without a hash each
  ///   (sorted again in a section whose items moved).
  public mutating func apply(_ update: BatchUpdate) {
    let badges = measuredBadgeKinds()
    model.apply(update)
    model.invalidateSections(sectionsWhosePlaceMatters(after: update))
    sectionOffsets.follow(update)
    var items: [Int: ItemSizes] = [:]
    for (section, sizes) in factory.measuredItems {
      guard let remap = SectionItemRemap(oldSection: section, through: update), let new = remap.newSection else {
        continue
      }
      guard !remap.keepsItems else {
        items[new] = sizes
        continue
      }
      var moved = ItemSizes()
      var ascending = true
      for (item, size) in zip(sizes.items, sizes.sizes) {
        // An item moved into another section is measured again there: that section may
        // offer it another width (a fresh layout could not know the old measurement).
        guard let path = remap.newPath(forOld: item), path.section == new else { continue }
        if !moved.append(size, for: path.item) { ascending = false }
      }
      // Items moved within the section leave it out of order.
      if !ascending { moved.sort() }
      if !moved.isEmpty { items[new] = moved }
    }
    factory.measuredItems = items
    var supplementaries: [Int: [CompositionalSectionLayout.SupplementaryKey: Size]] = [:]
    for (section, sizes) in factory.measuredSupplementaries {
      guard let remap = SectionItemRemap(oldSection: section, through: update), let new = remap.newSection else {
        continue
      }
      var moved: [CompositionalSectionLayout.SupplementaryKey: Size] = [:]
      for (key, size) in sizes {
        guard badges[section]?.contains(key.kind) == true else {
          moved[key] = size
          continue
        }
        // A badge goes with its item, as a measured item does.
        guard let path = remap.newPath(forOld: key.index), path.section == new else { continue }
        moved[.init(kind: key.kind, index: path.item)] = size
      }
      if !moved.isEmpty { supplementaries[new] = moved }
    }
    factory.measuredSupplementaries = supplementaries
  }

  /// Diagnostics of the last layout, and of the measured sizes that were repaired.
  public var diagnostics: [Diagnostic] { model.diagnostics + measurementLog.diagnostics }

  /// Measured sizes that were refused or clamped (repeats folded per code and section).
  var measurementLog = DiagnosticLog()

  /// New indices of the kept sections that `update` moves to or from a place their layout
  /// depends on. O(sections).
  private func sectionsWhosePlaceMatters(after update: BatchUpdate) -> [Int] {
    let oldCount = update.newSectionForOld.count
    let newCount = update.oldSectionForNew.count
    let perIndex = factory.perIndex
    var changed: [Int] = []
    for (new, old) in update.oldSectionForNew.enumerated() {
      guard let old else { continue }
      let wasFirst = old == 0
      let wasLast = old == oldCount - 1
      let isFirst = new == 0
      let isLast = new == newCount - 1
      if wasFirst != isFirst || wasLast != isLast || (perIndex && old != new) { changed.append(new) }
    }
    return changed
  }
}

/// Makes the engine's section layout of each compositional section: the app's sections,
/// the configuration and the measured sizes.
struct CompositionalSectionFactory {
  /// The section at an index, as the value the engine lays out.
  let section: (Int, LayoutEnvironment) -> SectionNode?
  /// Whether `section` answers per index (a provider), so a moved section is asked again.
  let perIndex: Bool
  var configuration: () -> ConfigurationNode
  var measuredItems: [Int: ItemSizes] = [:]
  var measuredSupplementaries: [Int: [CompositionalSectionLayout.SupplementaryKey: Size]] = [:]

  /// The section layout of section `s` of `count`.
  func sectionLayout(_ s: Int, count: Int, environment: LayoutEnvironment) -> CompositionalSectionLayout? {
    guard let node = section(s, environment) else { return nil }
    let settings = configuration()
    var layout = CompositionalSectionLayout(
      node: node, environment: environment, measuredItems: measuredItems[s] ?? ItemSizes(),
      measuredSupplementaries: measuredSupplementaries[s] ?? [:],
      layoutReference: settings.contentInsetsReference.resolved(automatic: .fromSafeArea),
      column: CompositionalLayoutEngine.columnInsetReference)
    let edges = settings.boundaries
    if s == 0 {
      layout.layoutHeaders = edges.filter { Self.isLayoutHeader($0.alignment, settings.scrollDirection) }
    }
    if s == count - 1 {
      layout.layoutFooters = edges.filter { !Self.isLayoutHeader($0.alignment, settings.scrollDirection) }
    } else {
      layout.spacingAfter = settings.interSectionSpacing
    }
    return layout
  }

  /// Whether a layout-wide supplementary with `alignment` goes before the first section
  /// (any alignment not at the end of the scroll axis).
  static func isLayoutHeader(_ alignment: RectAlignment, _ direction: ScrollDirection) -> Bool {
    let end: Set<RectAlignment> =
      direction == .vertical ? [.bottom, .bottomLeading, .bottomTrailing] : [.trailing, .topTrailing, .bottomTrailing]
    return !end.contains(alignment)
  }
}

/// Presents a compositional layout to the engine.
private struct CompositionalSource<DataSource: CompositionalLayoutDataSource>: CountedLayoutSource {
  let factory: CompositionalSectionFactory
  let dataSource: DataSource
  let environment: LayoutEnvironment

  func descriptor(forSection section: Int, in column: ColumnContext) -> SectionDescriptor {
    guard let layout = factory.sectionLayout(section, count: numberOfSections, environment: environment) else {
      var missing = SectionDescriptor(layout: MissingSectionLayout())
      missing.hasBackground = false
      return missing
    }
    var descriptor = SectionDescriptor(layout: layout)
    descriptor.visibleItemsHandler = layout.node.visibleItemsHandler
    descriptor.adapterAttachment = layout.node.listSwipeActionProviders
    // The section's decorations are its model's; a list's background among them takes this colour.
    descriptor.hasBackground = false
    descriptor.backgroundColor = layout.node.listBackgroundColor
    return descriptor
  }

  func sizeForItem(at path: ItemPath, in column: ColumnContext) -> Size { .zero }
}

/// Stands in for a section the provider did not give: items get empty frames, reported.
private struct MissingSectionLayout: ItemArranger {
  func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    diagnostics.report(
      "section.missing", section: context.section, "the section provider returned nil; items get empty frames")
    return ItemArrangement(frames: Array(repeating: .zero, count: context.itemCount), mainExtent: 0)
  }
}
