import CollectionLayout
import Testing

/// A measured cell in a split, flow, list or grid section is re-placed with its line, the
/// rest of the section moved, without asking the data source for every item again: the
/// update patches the section (`sectionsPatched`), and the layout equals a fresh one whose
/// data source gives the measured sizes (frames, content size, diagnostics). Where a line
/// may break elsewhere, or an item's repair is reported, the section is laid out again.
@Suite("Measured cells re-placed in their lines")
struct MeasuredCellReplacementTests {
  let environment = LayoutEnvironment(containerSize: Size(width: 320, height: 480))
  private static let scroll = ScrollState(contentOffset: .zero)

  /// Items of varied widths and heights.
  static func items(_ count: Int, nanAt bad: Int? = nil) -> [ItemInput] {
    (0..<count).map { i in
      let height = i == bad ? Double.nan : Double(30 + (i * 17) % 50)
      return ItemInput(size: Size(width: Double(40 + (i * 29) % 90), height: height), lineFraction: 2 + i % 2)
    }
  }

  private func stacked(_ layout: any ItemArranger, _ items: [ItemInput], direction: ScrollDirection = .vertical)
    -> TestStackedSource
  {
    TestStackedSource(
      sections: [
        .init(layout: ListSectionLayout(), items: Self.items(12), header: 20),
        .init(layout: layout, items: items, header: 24, footer: 10, inset: LayoutEdgeInsets(all: 6)),
        .init(layout: FlowSectionLayout(), items: Self.items(7), header: 20),
      ], direction: direction)
  }

  /// `model` against a fresh plugin layout of `source` in `environment`, as
  /// ``expectSame(_:_:_:)`` compares them.
  static func expectSameAsFresh(
    _ model: LayoutModel, _ source: some PluginLayoutDataSource, _ environment: LayoutEnvironment, _ comment: Comment
  ) {
    var fresh = PluginLayoutEngine()
    fresh.prepare(environment: environment, dataSource: source)
    expectSame(model, fresh.model, comment)
  }

  /// The frames of every element, the content size and the diagnostics.
  static func expectSame(_ a: LayoutModel, _ b: LayoutModel, _ comment: Comment) {
    let left = a.allElements(scroll: Self.scroll)
    let right = b.allElements(scroll: Self.scroll)
    #expect(left.map(\.id) == right.map(\.id), comment)
    let framesDiffer = zip(left, right).contains { l, r in
      abs(l.frame.minX - r.frame.minX) > 1e-9 || abs(l.frame.minY - r.frame.minY) > 1e-9
        || abs(l.frame.width - r.frame.width) > 1e-9 || abs(l.frame.height - r.frame.height) > 1e-9
    }
    #expect(!framesDiffer, comment)
    #expect(a.contentSize == b.contentSize, comment)
    #expect(a.diagnostics == b.diagnostics, comment)
  }

  /// Measures `cells` of section 1 at their widths with new heights, one update per
  /// measurement, and checks each update against a fresh layout.
  private func measure(
    _ arranger: any ItemArranger, items: [ItemInput], cells: [Int], direction: ScrollDirection = .vertical,
    width: (Rect) -> Double = { $0.width }, expect: Outcome, queryStep: Double? = nil
  ) {
    var env = environment
    env.scrollDirection = direction
    var current = items
    var layout = PluginLayoutEngine()
    layout.prepare(environment: env, dataSource: stacked(arranger, current, direction: direction))
    for (k, item) in cells.enumerated() {
      let id = ElementID.cell(section: 1, item: item)
      guard let frame = layout.model.attributes(for: id, scroll: Self.scroll)?.frame else {
        Issue.record("no frame for \(id)")
        return
      }
      let main = 25 + Double(k * 13 % 40)
      let size =
        direction == .vertical
        ? Size(width: width(frame), height: main) : Size(width: main, height: width(frame.transposed))
      layout.setMeasuredSize(size, for: id)
      layout.prepare(environment: env, dataSource: stacked(arranger, current, direction: direction))
      let update = layout.model.lastUpdate
      #expect(
        update.sectionsPatched == (expect == .patches ? 1 : 0)
          && update.sectionsLaidOut == (expect == .laysOut ? 1 : 0),
        "\(arranger) item \(item): \(update)")
      current[item].size = size
      Self.expectSameAsFresh(
        layout.model, stacked(arranger, current, direction: direction), env, "\(arranger) \(direction) item \(item)")
      // The patched index answers rect queries as the frames do.
      if let queryStep { RectQueryIndexTests.bruteForceCheck(layout.model, step: queryStep) }
    }
  }

  /// What an update after a measurement does to the cell's section.
  enum Outcome { case patches, laysOut, keeps }

  static let arrangers: [any ItemArranger] = [
    FlowSectionLayout(interItemSpacing: 4, lineSpacing: 6),
    FlowSectionLayout(interItemSpacing: 4, lineSpacing: 6, alignment: .default),
    ListSectionLayout(lineSpacing: 2),
    PackedLinesLayout(interItemSpacing: 5, lineSpacing: 3),
  ]

  @Test(arguments: [ScrollDirection.vertical, .horizontal])
  func aCellMeasuredAtItsWidthPatchesItsSection(direction: ScrollDirection) {
    for arranger in Self.arrangers {
      measure(arranger, items: Self.items(80), cells: [40, 0, 79, 41, 40, 13], direction: direction, expect: .patches)
    }
  }

  /// A section of thousands of items spans several of its index's checkpoints (one per
  /// 1,024 items): a cell measured after the first rebuilds the index from the checkpoint
  /// before it, and the layout still equals a fresh one, at the cell's width and at
  /// another, and answers rect queries as its elements do.
  @Test(arguments: [ScrollDirection.vertical, .horizontal])
  func aCellOfALongSectionPatchesItFromTheCheckpointBeforeIt(direction: ScrollDirection) {
    let cells = [2_500, 1_024, 1_023, 2_047, 5, 2_999, 2_048]
    for arranger in Self.arrangers {
      measure(
        arranger, items: Self.items(3_000), cells: cells, direction: direction, expect: .patches, queryStep: 1_999)
      if !(arranger is ListSectionLayout) {
        measure(
          arranger, items: Self.items(3_000), cells: cells, direction: direction, width: { $0.width - 11 },
          expect: .patches, queryStep: 1_999)
      }
    }
  }

  /// Grid, staggered and mosaic sections size items by their aspect ratios (and line
  /// fractions), not their sizes: a measured cell marks nothing, and the layout still
  /// equals a fresh one.
  static let sizeBlind: [any ItemArranger] = [
    GridSectionLayout(interItemSpacing: 2, lineSpacing: 2),
    StaggeredSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 6, placement: .roundRobin),
    StaggeredSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 6, placement: .shortestColumn),
    MosaicSectionLayout(lineCount: 4, lineMultiple: 40, interItemSpacing: 2, lineSpacing: 2),
  ]

  @Test func aCellOfALayoutThatSizesItemsItselfLaysNothingOut() {
    for arranger in Self.sizeBlind {
      measure(arranger, items: Self.items(60), cells: [7, 40, 0, 59], expect: .keeps)
    }
  }

  /// There a measured size can still stand in for a bad one the data source gave: the
  /// section is laid out again, so the repair's report goes as in a fresh layout.
  @Test func aCellStandingInForABadSizeLaysOutALayoutThatSizesItemsItself() {
    for arranger in Self.sizeBlind {
      measure(arranger, items: Self.items(40, nanAt: 20), cells: [20], expect: .laysOut)
    }
  }

  /// An item whose aspect ratio changed may move the items after it between columns: the
  /// staggered layout re-places them from it, from their frames, as a fresh arrangement
  /// places them, and keeps the section when the ratio gives the same height.
  @Test func aStaggeredItemWhoseHeightChangesIsReplacedFromIt() throws {
    let layout = StaggeredSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 6, placement: .shortestColumn)
    var inputs = (0..<30).map { ItemInput(size: .zero, aspectRatio: 0.5 + Double($0 % 4) / 4) }
    let context = SectionLayoutContext(
      section: 0, itemCount: 30, availableCrossExtent: 300, column: ColumnContext(index: 0, width: 300, columnCount: 1))
    var log = DiagnosticLog()
    let arrangement = layout.arrangeItems(in: context, item: { inputs[$0] }, diagnostics: &log)
    func replaced() -> ItemReplacement? {
      layout.replacingItems(
        [12], in: context, frames: arrangement.frames, item: { inputs[$0] }, memo: arrangement.memo,
        diagnostics: &log)
    }
    inputs[12].size = Size(width: 90, height: 300)
    let kept = replaced()
    #expect(kept?.shift == 0 && kept?.frames == [arrangement.frames[12]])
    #expect(kept?.mainExtent == arrangement.mainExtent)
    inputs[12].aspectRatio = 3
    let moved = try #require(replaced())
    let fresh = layout.arrangeItems(in: context, item: { inputs[$0] }, diagnostics: &log)
    var frames = arrangement.frames
    frames.replaceSubrange(moved.replacedItems, with: moved.frames)
    #expect(moved.items.lowerBound == 12 && moved.shift == 0)
    #expect(frames == fresh.frames && moved.mainExtent == fresh.mainExtent)
  }

  /// A flow, and the split layout's packed lines, pack their lines again from the one before
  /// the cell's, from their frames.
  @Test func aCellMeasuredAtAnotherWidthRepacksItsLines() {
    for arranger in [Self.arrangers[0], Self.arrangers[1], Self.arrangers[3]] {
      measure(
        arranger, items: Self.items(40), cells: [5, 30, 0, 39], width: { $0.width + 7 }, expect: .patches)
      measure(arranger, items: Self.items(40), cells: [6, 21], width: { $0.width - 15 }, expect: .patches)
    }
  }

  @Test func aCellWiderThanItsLineLaysItsSectionOutAndIsReported() {
    measure(Self.arrangers[0], items: Self.items(40), cells: [9], width: { _ in 5_000 }, expect: .laysOut)
  }

  /// Repairs fold per code, so only a full layout tells which remain: measuring the
  /// repaired item itself must drop its report.
  @Test func aSectionWithAnItemRepairLaysItselfOut() {
    measure(Self.arrangers[0], items: Self.items(40, nanAt: 20), cells: [4, 20], expect: .laysOut)
  }

  @Test func normalisedLinesLayTheirSectionOut() {
    measure(
      PackedLinesLayout(interItemSpacing: 5, lineSpacing: 3, normalizesLineHeight: true), items: Self.items(40),
      cells: [6], expect: .laysOut)
  }

  /// The split layout's packed lines, through its own facade and data source.
  @Test func aSplitCellMeasuredAtItsWidthPatchesItsSection() {
    measureSplitCells([(10, 0), (200, 0), (0, 0), (299, 0)])
  }

  /// Measures cells of the split layout's second section, each `widen` points wider than
  /// it lies (0: at its width) with a new height, one update per measurement: each patches
  /// the section and equals a fresh layout whose data source gives the measured sizes.
  private func measureSplitCells(_ cells: [(item: Int, widen: Double)]) {
    var configuration = SplitLayoutConfiguration()
    configuration.leftSideRatio = 0.5
    configuration.minimumInterItemSpacing = 4
    configuration.minimumItemLineSpacing = 4
    var source = MeasuredSplitSource()
    var layout = SplitLayout(configuration: configuration, environment: environment)
    layout.prepare(environment: environment, dataSource: source)
    for (item, widen) in cells {
      let id = ElementID.cell(section: 1, item: item)
      let width = layout.model.attributes(for: id, scroll: Self.scroll)?.frame.width ?? 0
      let size = Size(width: width + widen, height: Double(33 + item % 20))
      layout.setMeasuredSize(size, for: id)
      layout.prepare(environment: environment, dataSource: source)
      #expect(layout.model.lastUpdate.sectionsPatched == 1 && layout.model.lastUpdate.sectionsLaidOut == 0)
      source.measured[item] = size
      var fresh = SplitLayout(configuration: configuration, environment: environment)
      fresh.prepare(environment: environment, dataSource: source)
      Self.expectSame(layout.model, fresh.model, "split item \(item) widened \(widen)")
    }
  }
}

extension MeasuredCellReplacementTests {
  /// A split cell that measures itself narrower or wider than the delegate said (a tag that
  /// fits its text) packs its section's lines again from the line before its own, without
  /// asking the data source about the section's other items.
  @Test func aSplitCellMeasuredAtAnotherWidthRepacksItsSection() {
    measureSplitCells([(10, 25), (200, -12), (0, 31), (299, -20), (150, 60)])
  }
}

/// A flow layout that notes the items it is asked to re-place, and declines.
private struct NotingLayout: ItemArranger {
  final class Notes: @unchecked Sendable {
    var changed: [[Int]] = []
  }
  let notes: Notes

  func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    FlowSectionLayout().arrangeItems(in: context, item: item, diagnostics: &diagnostics)
  }

  func replacingItems(
    _ changedItems: [Int], in context: SectionLayoutContext, frames: [Rect], item: (Int) -> ItemInput,
    memo: (any Sendable)?, diagnostics: inout DiagnosticLog
  ) -> ItemReplacement? {
    notes.changed.append(changedItems)
    return nil
  }
}

extension MeasuredCellReplacementTests {
  /// Cells measured several times, and out of order, before an update reach the section's
  /// layout once each, ascending; cells past the section's end do not.
  @Test func aLayoutIsAskedToReplaceEachMeasuredCellOnceInOrder() {
    let notes = NotingLayout.Notes()
    let source = TestStackedSource(sections: [.init(layout: NotingLayout(notes: notes), items: Self.items(20))])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: environment, dataSource: source)
    for (item, height) in [(7, 40.0), (3, 50), (7, 60), (25, 10), (3, 70)] {
      layout.setMeasuredSize(Size(width: 40, height: height), for: .cell(section: 0, item: item))
    }
    layout.prepare(environment: environment, dataSource: source)
    #expect(notes.changed == [[3, 7]])
  }
}

/// Two sections of 300 items on either side; section 1's items may carry measured sizes.
private struct MeasuredSplitSource: SplitLayoutDataSource {
  var measured: [Int: Size] = [:]
  var numberOfSections: Int { 2 }
  func numberOfItems(inSection section: Int) -> Int { 300 }
  func side(forSection section: Int) -> SplitSide { section == 0 ? .left : .right }
  func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size {
    if path.section == 1, let size = measured[path.item] { return size }
    return Size(width: Double(30 + (path.item * 11) % 40), height: Double(20 + (path.item * 7) % 30))
  }
}
