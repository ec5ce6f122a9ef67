import CollectionLayout
import Testing

/// What the staggered and mosaic replacement suites check alike: a section 300 wide
/// arranged directly, a reload of an unchanged item, frames of another grid, and items an
/// app invalidated through the engine.
enum ColumnLayoutChecks {
  static func context(_ count: Int) -> SectionLayoutContext {
    SectionLayoutContext(
      section: 0, itemCount: count, availableCrossExtent: 300,
      column: ColumnContext(index: 0, width: 300, columnCount: 1))
  }

  static func arrange(_ layout: any ItemArranger, _ inputs: [ItemInput]) -> ItemArrangement {
    var log = DiagnosticLog()
    return layout.arrangeItems(in: context(inputs.count), item: { inputs[$0] }, diagnostics: &log)
  }

  /// Expects a reload of `item` that keeps its input to re-place that item alone and ask
  /// for it alone: the columns end as they did at once.
  static func expectReloadReplacesItselfAlone(
    _ layout: any ItemArranger, _ inputs: [ItemInput], at item: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let arranged = arrange(layout, inputs)
    let edit = try #require(
      ItemEdit(deletedItems: [item], insertedItems: [item], oldItemCount: inputs.count), sourceLocation: sourceLocation)
    var log = DiagnosticLog()
    var asked: [Int] = []
    let replacement = try #require(
      layout.editingItems(
        edit, in: context(inputs.count), frames: arranged.frames,
        item: {
          asked.append($0)
          return inputs[$0]
        }, memo: arranged.memo, diagnostics: &log), sourceLocation: sourceLocation)
    #expect(
      replacement.items == item..<item + 1 && replacement.replacedItems == item..<item + 1,
      sourceLocation: sourceLocation)
    #expect(replacement.frames == [arranged.frames[item]], sourceLocation: sourceLocation)
    #expect(replacement.mainExtent == arranged.mainExtent, sourceLocation: sourceLocation)
    #expect(asked == [item], sourceLocation: sourceLocation)
  }

  /// Expects an edit of frames `layout` arranged from `inputs` to be declined at another
  /// width, by `other` (another layout, whose memo it is not), and when a frame before the
  /// edit lies far off the grid or is not a number (declined, not trapped on).
  static func expectOtherGridsDeclined(
    _ layout: any ItemArranger, other: any ItemArranger, _ inputs: [ItemInput],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let arranged = arrange(layout, inputs)
    let edit = try #require(
      ItemEdit(deletedItems: [3], insertedItems: [], oldItemCount: inputs.count), sourceLocation: sourceLocation)
    var log = DiagnosticLog()
    let narrower = SectionLayoutContext(
      section: 0, itemCount: edit.newItemCount, availableCrossExtent: 200,
      column: ColumnContext(index: 0, width: 200, columnCount: 1))
    let item: (Int) -> ItemInput = { _ in ItemInput(aspectRatio: 1) }
    #expect(
      layout.editingItems(
        edit, in: narrower, frames: arranged.frames, item: item, memo: arranged.memo, diagnostics: &log) == nil,
      sourceLocation: sourceLocation)
    #expect(
      other.editingItems(
        edit, in: context(edit.newItemCount), frames: arranged.frames, item: item, memo: arranged.memo,
        diagnostics: &log) == nil, sourceLocation: sourceLocation)
    for x in [1e300, -.infinity, .nan] {
      var frames = arranged.frames
      frames[2].origin.x = x
      #expect(
        layout.editingItems(
          edit, in: context(edit.newItemCount), frames: frames, item: item, memo: arranged.memo, diagnostics: &log)
          == nil, "x = \(x)", sourceLocation: sourceLocation)
    }
  }

  /// Through the engine, in `direction`: a section of `items` laid out by `layout`, below
  /// a list, has the items of each of `changes` changed by `change` (given the item and
  /// the change) and invalidated (`invalidateItems`). Each must patch the section, unless
  /// `mayLayOut` says it may lay it out instead, and equal a fresh layout.
  static func expectInvalidatedItemsPatch(
    _ layout: any ItemArranger, items: [ItemInput], direction: ScrollDirection, changes: [[Int]],
    change: (inout ItemInput, Int, [Int]) -> Void, mayLayOut: ([Int]) -> Bool = { _ in false },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var sections = TestStackedSource(sections: [
      .init(layout: ListSectionLayout(), items: MeasuredCellReplacementTests.items(5), header: 10),
      .init(layout: layout, items: items, header: 20, footer: 8, inset: LayoutEdgeInsets(all: 5)),
    ])
    if direction == .horizontal { sections = sections.transposed }
    var env = LayoutEnvironment(containerSize: Size(width: 320, height: 480))
    env.scrollDirection = direction
    var engine = PluginLayoutEngine()
    engine.prepare(environment: env, dataSource: sections)
    for changed in changes {
      for i in changed { change(&sections.sections[1].items[i], i, changed) }
      engine.modifyModel { $0.invalidateItems(changed, inSection: 1) }
      engine.prepare(environment: env, dataSource: sections)
      let update = engine.model.lastUpdate
      let comment: Comment = "\(layout) \(direction) \(changed)"
      if mayLayOut(changed) {
        #expect(update.sectionsPatched + update.sectionsLaidOut == 1, comment, sourceLocation: sourceLocation)
      } else {
        #expect(update.sectionsPatched == 1 && update.sectionsLaidOut == 0, comment, sourceLocation: sourceLocation)
      }
      MeasuredCellReplacementTests.expectSameAsFresh(engine.model, sections, env, comment)
    }
  }
}
