import CollectionLayout
import Testing

/// Measured sizes (self-sizing) are one engine mechanism for every family
/// (``LayoutEngine/setMeasuredSize(_:for:)``): a measured size replaces the data source's,
/// follows its element through batch updates, and is forgotten when the cross extent
/// changes — and the result equals a fresh layout given those sizes by its data source.
@Suite("Measured sizes, every family")
struct MeasuredSizeTests {
  private let environment = LayoutEnvironment(containerSize: Size(width: 320, height: 480))

  private func frames(_ model: LayoutModel) -> [ElementID: Rect] {
    Dictionary(
      uniqueKeysWithValues: model.allElements(scroll: ScrollState(contentOffset: .zero)).map { ($0.id, $0.frame) })
  }

  private func stacked(_ heights: [[Double]], header: Double = 20) -> TestStackedSource {
    TestStackedSource(
      sections: heights.map { section in
        .init(
          layout: FlowSectionLayout(interItemSpacing: 4, lineSpacing: 4),
          items: section.map { ItemInput(size: Size(width: 100, height: $0)) }, header: header)
      })
  }

  /// Any family: measured sizes give what a fresh layout gets from its data source.
  private func expectMeasuredEqualsFresh<Engine: LayoutEngine>(
    _ engine: inout Engine, prepare: (inout Engine, Bool) -> Void
  ) {
    prepare(&engine, false)
    var fresh = engine
    fresh.removeMeasuredSizes()
    prepare(&fresh, true)
    #expect(frames(engine.model) == frames(fresh.model))
    #expect(engine.model.contentSize == fresh.model.contentSize)
  }

  @Test func aStackedLayoutTakesMeasuredCellsAndHeaders() {
    var layout = PluginLayoutEngine()
    let estimated: [[Double]] = [[50, 50, 50], [50, 50]]
    layout.prepare(environment: environment, dataSource: stacked(estimated))
    let first = layout.setMeasuredSize(Size(width: 100, height: 90), for: .cell(section: 0, item: 1))
    let again = layout.setMeasuredSize(Size(width: 100, height: 90), for: .cell(section: 0, item: 1))
    let header = layout.setMeasuredSize(Size(width: 320, height: 44), for: .supplementary(.header, section: 1))
    #expect(first && !again && header)
    layout.prepare(environment: environment, dataSource: stacked(estimated))
    #expect(
      layout.model.attributes(for: .cell(section: 0, item: 1), scroll: .init(contentOffset: .zero))?.frame.height == 90)
    #expect(
      layout.model.attributes(for: .supplementary(.header, section: 1), scroll: .init(contentOffset: .zero))?.frame
        .height == 44)
    // A fresh layout whose data source says 90 and 44 from the start.
    var fresh = PluginLayoutEngine()
    var told = stacked([[50, 90, 50], [50, 50]])
    told.sections[1].header = 44
    fresh.prepare(environment: environment, dataSource: told)
    #expect(frames(layout.model) == frames(fresh.model))
  }

  @Test func measuredSizesFollowTheirElementsThroughABatchUpdate() throws {
    var layout = PluginLayoutEngine()
    layout.prepare(environment: environment, dataSource: stacked([[50, 50, 50], [50]]))
    layout.setMeasuredSize(Size(width: 100, height: 90), for: .cell(section: 0, item: 2))
    layout.setMeasuredSize(Size(width: 100, height: 70), for: .cell(section: 0, item: 0))
    // Delete item 0 (its measurement goes), move item 2 to the front of section 1.
    let update = try BatchUpdate(
      actions: [
        .deleteItem(ItemPath(section: 0, item: 0)),
        .moveItem(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 1, item: 0)),
      ],
      oldItemCounts: [3, 1], newItemCounts: [1, 2])
    layout.apply(update)
    layout.prepare(environment: environment, dataSource: stacked([[50], [50, 50]]))
    #expect(layout.measuredSize(of: .cell(section: 1, item: 0)) == Size(width: 100, height: 90))
    #expect(layout.measuredSize(of: .cell(section: 0, item: 0)) == nil)
    var fresh = PluginLayoutEngine()
    fresh.prepare(environment: environment, dataSource: stacked([[50], [90, 50]]))
    #expect(frames(layout.model) == frames(fresh.model))
  }

  /// Measured cells are found by a search of their section's measured items: sizes at the
  /// ends and inside a section, in a later section, and shifted by an update all land on
  /// their cells, and no other cell takes one. Sizes for cells no layout can hold (an
  /// absurd section or item) change nothing and cost no memory by their index.
  @Test func measuredCellsAcrossWordsAndSectionsFollowAnUpdate() throws {
    var layout = PluginLayoutEngine()
    let estimated: [[Double]] = [Array(repeating: 50, count: 200), Array(repeating: 50, count: 70)]
    layout.prepare(environment: environment, dataSource: stacked(estimated))
    let measured = [
      ItemPath(section: 0, item: 63), ItemPath(section: 0, item: 64), ItemPath(section: 0, item: 199),
      ItemPath(section: 1, item: 0), ItemPath(section: 1, item: 69),
    ]
    for (n, path) in measured.enumerated() {
      layout.setMeasuredSize(
        Size(width: 100, height: 60 + Double(n)), for: .cell(section: path.section, item: path.item))
    }
    for absurd in [ElementID.cell(section: 0, item: .max), .cell(section: .max, item: 0), .cell(section: -1, item: -1)]
    {
      layout.setMeasuredSize(Size(width: 100, height: 99), for: absurd)
    }
    // One item inserted at the front of section 0 moves its measured cells up by one.
    let update = try BatchUpdate(
      actions: [.insertItem(ItemPath(section: 0, item: 0))], oldItemCounts: [200, 70], newItemCounts: [201, 70])
    layout.apply(update)
    var after = estimated
    after[0].insert(50, at: 0)
    layout.prepare(environment: environment, dataSource: stacked(after))
    var told = after
    for (n, path) in measured.enumerated() {
      told[path.section][path.item + (path.section == 0 ? 1 : 0)] = 60 + Double(n)
    }
    var fresh = PluginLayoutEngine()
    fresh.prepare(environment: environment, dataSource: stacked(told))
    #expect(frames(layout.model) == frames(fresh.model))
    #expect(layout.measuredSize(of: .cell(section: 0, item: 64)) == Size(width: 100, height: 60))
    #expect(layout.measuredSize(of: .cell(section: 0, item: 63)) == nil)
  }

  /// An item moved out of a section that the same update reloads keeps its measured size,
  /// as the update maps it (`BatchUpdate.newID(of:)`); the reloaded section's own items
  /// lose theirs.
  @Test func anItemMovedOutOfAReloadedSectionKeepsItsMeasuredSize() throws {
    var layout = PluginLayoutEngine()
    layout.prepare(environment: environment, dataSource: stacked([[50, 50, 50], [50, 50]]))
    let sizes: [ElementID: Size] = [
      .cell(section: 0, item: 0): Size(width: 100, height: 61),
      .cell(section: 0, item: 2): Size(width: 100, height: 62),
      .cell(section: 1, item: 1): Size(width: 100, height: 63),
    ]
    for (id, size) in sizes { layout.setMeasuredSize(size, for: id) }
    let update = try BatchUpdate(
      actions: [.reloadSection(0), .moveItem(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 1, item: 0))],
      oldItemCounts: [3, 2], newItemCounts: [2, 3])
    layout.apply(update)
    for (id, size) in sizes {
      if let new = update.newID(of: id) { #expect(layout.measuredSize(of: new) == size, "\(id)") }
    }
    #expect(layout.measuredSize(of: .cell(section: 1, item: 0)) == Size(width: 100, height: 62))
    #expect(layout.measuredSize(of: .cell(section: 0, item: 0)) == nil)
  }

  @Test func aNewCrossExtentForgetsMeasuredSizes() {
    var layout = PluginLayoutEngine()
    layout.prepare(environment: environment, dataSource: stacked([[50, 50]]))
    layout.setMeasuredSize(Size(width: 100, height: 90), for: .cell(section: 0, item: 0))
    let rotated = LayoutEnvironment(containerSize: Size(width: 480, height: 320))
    layout.prepare(environment: rotated, dataSource: stacked([[50, 50]]))
    #expect(layout.measuredSize(of: .cell(section: 0, item: 0)) == nil)
    #expect(
      layout.model.attributes(for: .cell(section: 0, item: 0), scroll: .init(contentOffset: .zero))?.frame.height == 50)
  }

  /// A new boundary across the scroll axis (a safe area, margins, a readable guide) with
  /// the container's width unchanged changes the widths sections offer just as a rotation
  /// does (found by the adapter fuzz once it varied the safe area and margins). A new text
  /// size changes what the views measure (their fonts), whatever the widths.
  @Test(arguments: [
    LayoutEnvironment(containerSize: Size(width: 320, height: 480), safeArea: LayoutEdgeInsets(all: 20)),
    LayoutEnvironment(containerSize: Size(width: 320, height: 480), layoutMargins: LayoutEdgeInsets(all: 16)),
    LayoutEnvironment(containerSize: Size(width: 320, height: 480), readableContentInsets: LayoutEdgeInsets(all: 30)),
    LayoutEnvironment(containerSize: Size(width: 320, height: 480), contentSizeCategory: .accessibilityLarge),
    LayoutEnvironment(containerSize: Size(width: 320, height: 480), contentSizeCategory: .extraSmall),
  ])
  func aNewBoundaryAcrossForgetsMeasuredSizes(_ changed: LayoutEnvironment) {
    var layout = PluginLayoutEngine(insetReference: .fromLayoutMargins)
    layout.prepare(environment: environment, dataSource: stacked([[50, 50]]))
    layout.setMeasuredSize(Size(width: 100, height: 90), for: .cell(section: 0, item: 0))
    layout.prepare(environment: environment, dataSource: stacked([[50, 50]]))
    #expect(layout.measuredSize(of: .cell(section: 0, item: 0)) != nil)
    layout.prepare(environment: changed, dataSource: stacked([[50, 50]]))
    #expect(layout.measuredSize(of: .cell(section: 0, item: 0)) == nil)
    // The compositional engine keeps its own and forgets them by the same rule.
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
    let section = LayoutSection(group: group)
    section.contentInsetsReference = .readableContent
    var compositional = CompositionalLayoutEngine(section: section)
    let counts = CompositionalReferenceTests.Counts(counts: [2])
    compositional.prepare(environment: environment, dataSource: counts)
    compositional.setMeasuredSize(Size(width: 320, height: 90), forItemAt: ItemPath(section: 0, item: 0))
    compositional.prepare(environment: environment, dataSource: counts)
    #expect(compositional.measuredSize(of: .cell(section: 0, item: 0)) != nil)
    compositional.prepare(environment: changed, dataSource: counts)
    #expect(compositional.measuredSize(of: .cell(section: 0, item: 0)) == nil)
  }

  /// Scrolling horizontally, the cross axis is the height: a new height forgets measured
  /// widths, a new width (the scroll axis) keeps them.
  @Test func aHorizontalLayoutForgetsMeasuredSizesWhenItsHeightChanges() {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .estimated(80), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .estimated(80), heightDimension: .fractionalHeight(0.5)), subitems: [item])
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    var layout = CompositionalLayoutEngine(section: LayoutSection(group: group), configuration: configuration)
    let counts = CompositionalReferenceTests.Counts(counts: [3])
    func prepare(_ width: Double, _ height: Double) {
      layout.prepare(
        environment: LayoutEnvironment(containerSize: Size(width: width, height: height)), dataSource: counts)
    }
    prepare(480, 320)
    layout.setMeasuredSize(Size(width: 120, height: 160), forItemAt: ItemPath(section: 0, item: 0))
    prepare(600, 320)
    #expect(layout.measuredSize(of: .cell(section: 0, item: 0)) == Size(width: 120, height: 160))
    #expect(
      layout.model.attributes(for: .cell(section: 0, item: 0), scroll: .init(contentOffset: .zero))?.frame.width == 120)
    prepare(600, 400)
    #expect(layout.measuredSize(of: .cell(section: 0, item: 0)) == nil)
    #expect(
      layout.model.attributes(for: .cell(section: 0, item: 0), scroll: .init(contentOffset: .zero))?.frame.width == 80)
  }

  /// A compositional item moved within its section keeps its measured size; moved into
  /// another section, which may offer another width, it is measured again there (found by
  /// the adapter fuzz: a fresh layout could not know the old measurement of a cell it could
  /// not show).
  @Test func aCompositionalItemMovedIntoAnotherSectionIsMeasuredAgain() throws {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
    var layout = CompositionalLayoutEngine(section: LayoutSection(group: group))
    layout.prepare(environment: environment, dataSource: CompositionalReferenceTests.Counts(counts: [3, 1]))
    layout.setMeasuredSize(Size(width: 320, height: 70), forItemAt: ItemPath(section: 0, item: 0))
    layout.setMeasuredSize(Size(width: 320, height: 80), forItemAt: ItemPath(section: 0, item: 1))
    let update = try BatchUpdate(
      actions: [
        .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1)),
        .moveItem(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0)),
      ], oldItemCounts: [3, 1], newItemCounts: [2, 2])
    layout.apply(update)
    layout.prepare(environment: environment, dataSource: CompositionalReferenceTests.Counts(counts: [2, 2]))
    #expect(layout.measuredSize(of: .cell(section: 0, item: 1)) == Size(width: 320, height: 70))
    #expect(layout.measuredSize(of: .cell(section: 1, item: 0)) == nil)
  }

  @Test func hostileMeasuredSizesAreRepairedAndReported() {
    var layout = PluginLayoutEngine()
    layout.prepare(environment: environment, dataSource: stacked([[50, 50]]))
    layout.setMeasuredSize(Size(width: .nan, height: 1e308), for: .cell(section: 0, item: 1))
    layout.prepare(environment: environment, dataSource: stacked([[50, 50]]))
    let frame = layout.model.attributes(for: .cell(section: 0, item: 1), scroll: .init(contentOffset: .zero))?.frame
    #expect(frame?.height == LayoutLimits.maximumLength && frame?.width == 0)
    #expect(layout.diagnostics.contains { $0.code == .valueInvalid && $0.section == 0 })
    #expect(layout.diagnostics.contains { $0.code == .valueClamped && $0.section == 0 })
  }

  @Test func theSplitAndScrollableFamiliesShareTheMechanism() {
    // Split: a measured cell in the right column.
    let split = TestSplitSource([
      .init(side: .left, sizes: [Size(width: 50, height: 40), Size(width: 50, height: 40)]),
      .init(side: .right, sizes: [Size(width: 50, height: 40)]),
    ])
    var layout = SplitLayout()
    layout.configuration.leftSideRatio = 0.5
    layout.prepare(environment: environment, dataSource: split)
    layout.setMeasuredSize(Size(width: 60, height: 75), for: .cell(section: 1, item: 0))
    expectMeasuredEqualsFresh(&layout) { engine, fresh in
      if fresh { split.sections[1].sizes[0] = Size(width: 60, height: 75) }
      engine.prepare(environment: environment, dataSource: split)
    }
    #expect(
      layout.model.attributes(for: .cell(section: 1, item: 0), scroll: .init(contentOffset: .zero))?.frame.height == 75)
  }
}
