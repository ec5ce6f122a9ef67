import CollectionLayout
import Testing

/// A staggered section's edits re-place the items from the first change
/// (`StaggeredReplacement`), kept items as long as their frames, and stop where each
/// column ends as it did after the same old item: every later item then lies where it lay.
/// These tests call the layout directly, so they see the run it re-places; the engine's
/// suite (`ItemEditLayoutTests`) holds whole sections to fresh layouts.
@Suite("Staggered sections re-placed from the first change")
struct StaggeredReplacementTests {
  static let layouts = [
    StaggeredSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 6),
    StaggeredSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 6, placement: .shortestColumn),
    StaggeredSectionLayout(lineCount: 1, lineSpacing: 2, placement: .shortestColumn),
    // No gap between items: halves of an item's length can end its column where it did,
    // a count change later, when every later item goes to another column.
    StaggeredSectionLayout(lineCount: 2, interItemSpacing: 4),
  ]

  /// A few aspect ratios, so columns often end alike and runs can stop.
  static let ratios = [1.0, 2, 0.5, 1.5]

  static func context(_ count: Int) -> SectionLayoutContext {
    SectionLayoutContext(
      section: 0, itemCount: count, availableCrossExtent: 300,
      column: ColumnContext(index: 0, width: 300, columnCount: 1))
  }

  static func arrange(_ layout: StaggeredSectionLayout, _ ratios: [Double]) -> ItemArrangement {
    var log = DiagnosticLog()
    return layout.arrangeItems(
      in: context(ratios.count), item: { ItemInput(aspectRatio: ratios[$0]) }, diagnostics: &log)
  }

  /// A reload that keeps its item's length re-places that item alone, as does one that
  /// replaces an item by one as long; the columns end as they did at once.
  @Test(arguments: 0..<layouts.count)
  func anItemAsLongAsBeforeReplacesItselfAlone(_ index: Int) throws {
    let layout = Self.layouts[index]
    let ratios = (0..<2_000).map { Self.ratios[($0 * 7) % 4] }
    let arranged = Self.arrange(layout, ratios)
    let edit = try #require(ItemEdit(deletedItems: [700], insertedItems: [700], oldItemCount: 2_000))
    var log = DiagnosticLog()
    var asked: [Int] = []
    let replacement = try #require(
      layout.editingItems(
        edit, in: Self.context(2_000), frames: arranged.frames,
        item: {
          asked.append($0)
          return ItemInput(aspectRatio: ratios[$0])
        }, memo: arranged.memo, diagnostics: &log))
    #expect(replacement.items == 700..<701 && replacement.replacedItems == 700..<701)
    #expect(replacement.frames == [arranged.frames[700]])
    #expect(replacement.mainExtent == arranged.mainExtent)
    #expect(asked == [700])
  }

  /// Random edits, each applied to the frames the last left: the run's frames are the
  /// fresh arrangement's; the items after it lie where they lay; the extent and the state
  /// the next edit starts from are the fresh ones. Some runs stop before the end.
  @Test(arguments: 0..<layouts.count)
  func runsEqualFreshArrangementsAndSomeStopEarly(_ index: Int) throws {
    let layout = Self.layouts[index]
    var random = SplitMix64(seed: 0x57A6 + UInt64(index))
    func ratio() -> Double { Self.ratios[Int(random.next() % 4)] }
    var ratios = (0..<400).map { _ in ratio() }
    var arranged = Self.arrange(layout, ratios)
    var frames = arranged.frames
    var memo = arranged.memo
    var stoppedEarly = 0
    for step in 0..<300 {
      let old = ratios.count
      var deleted: Set<Int> = []
      var inserted: [Int] = []
      if old > 0 && random.next() % 3 == 0 {
        // Reloads, a quarter of them to the same length.
        for _ in 0..<Int(1 + random.next() % 2) { deleted.insert(Int(random.next() % UInt64(old))) }
        inserted = deleted.sorted()
        for i in inserted { ratios[i] = ratio() }
      } else {
        if old > 0 {
          for _ in 0..<Int(random.next() % 3) { deleted.insert(Int(random.next() % UInt64(old))) }
        }
        ratios = ratios.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
        for _ in 0..<Int(random.next() % 3) {
          let at = Int(random.next() % UInt64(ratios.count + 1))
          inserted = inserted.map { $0 >= at ? $0 + 1 : $0 } + [at]
          ratios.insert(ratio(), at: at)
        }
      }
      guard !deleted.isEmpty || !inserted.isEmpty else { continue }
      let edit = try #require(
        ItemEdit(deletedItems: deleted.sorted(), insertedItems: inserted.sorted(), oldItemCount: old))
      var log = DiagnosticLog()
      let replacement = try #require(
        layout.editingItems(
          edit, in: Self.context(ratios.count), frames: frames, item: { ItemInput(aspectRatio: ratios[$0]) },
          memo: memo, diagnostics: &log), "step \(step)")
      let fresh = Self.arrange(layout, ratios)
      #expect(replacement.items.lowerBound == replacement.replacedItems.lowerBound)
      #expect(replacement.items.count - replacement.replacedItems.count == edit.countChange)
      #expect(replacement.shift == 0)
      frames.replaceSubrange(replacement.replacedItems, with: replacement.frames)
      #expect(frames == fresh.frames, "step \(step): \(edit)")
      #expect(replacement.mainExtent == fresh.mainExtent, "step \(step)")
      if replacement.items.upperBound < ratios.count { stoppedEarly += 1 }
      memo = replacement.memo
      arranged = fresh
    }
    // The next append starts where the last edit left the columns.
    ratios += [2, 0.5]
    let append = try #require(
      ItemEdit(deletedItems: [], insertedItems: [ratios.count - 2, ratios.count - 1], oldItemCount: frames.count))
    var log = DiagnosticLog()
    let appended = try #require(
      layout.editingItems(
        append, in: Self.context(ratios.count), frames: frames, item: { ItemInput(aspectRatio: ratios[$0]) },
        memo: memo, diagnostics: &log))
    frames += appended.frames
    #expect(frames == Self.arrange(layout, ratios).frames)
    #expect(stoppedEarly > 10, "\(stoppedEarly) runs stopped early")
  }

  /// With round-robin placement, a count change that is not a multiple of the columns
  /// deals every later item to another column: the run reaches the end.
  @Test func roundRobinRunsReachTheEndWhenColumnsShift() throws {
    let layout = Self.layouts[0]
    let ratios = (0..<300).map { _ in 1.0 }
    let arranged = Self.arrange(layout, ratios)
    let edit = try #require(ItemEdit(deletedItems: [10], insertedItems: [], oldItemCount: 300))
    var log = DiagnosticLog()
    let replacement = try #require(
      layout.editingItems(
        edit, in: Self.context(299), frames: arranged.frames, item: { _ in ItemInput(aspectRatio: 1) },
        memo: arranged.memo, diagnostics: &log))
    #expect(replacement.items == 10..<299 && replacement.replacedItems == 10..<300)

    // Two columns, no gap. The first two items (as long as wide, then half that) become
    // three half as long: after them both columns end where they did after the old two,
    // yet every later item goes to the other column.
    let halves = StaggeredSectionLayout(lineCount: 2, interItemSpacing: 4)
    let before = [1.0, 2] + (0..<40).map { Self.ratios[$0 % 4] }
    let after = [2.0, 2, 2] + before.dropFirst(2)
    let old = Self.arrange(halves, before)
    let split = try #require(ItemEdit(deletedItems: [0, 1], insertedItems: [0, 1, 2], oldItemCount: before.count))
    let run = try #require(
      halves.editingItems(
        split, in: Self.context(after.count), frames: old.frames, item: { ItemInput(aspectRatio: after[$0]) },
        memo: old.memo, diagnostics: &log))
    #expect(run.items == 0..<after.count && run.frames == Self.arrange(halves, after).frames)
  }

  /// Through the engine: items whose aspect ratios an app changed and invalidated
  /// (`invalidateItems`) patch their section, which then equals a fresh layout, in both
  /// scroll directions.
  @Test(arguments: [ScrollDirection.vertical, .horizontal])
  func invalidatedItemsPatchTheirSection(_ direction: ScrollDirection) {
    for layout in Self.layouts {
      var sections = TestStackedSource(sections: [
        .init(layout: ListSectionLayout(), items: MeasuredCellReplacementTests.items(5), header: 10),
        .init(
          layout: layout, items: (0..<900).map { ItemInput(aspectRatio: Self.ratios[($0 * 5) % 4]) }, header: 20,
          footer: 8, inset: LayoutEdgeInsets(all: 5)),
      ])
      if direction == .horizontal { sections = sections.transposed }
      var env = LayoutEnvironment(containerSize: Size(width: 320, height: 480))
      env.scrollDirection = direction
      var engine = PluginLayoutEngine()
      engine.prepare(environment: env, dataSource: sections)
      for changed in [[400], [10, 11, 700], [899]] {
        for i in changed { sections.sections[1].items[i].aspectRatio = Self.ratios[(i + changed.count) % 4] * 1.25 }
        engine.modifyModel { $0.invalidateItems(changed, inSection: 1) }
        engine.prepare(environment: env, dataSource: sections)
        #expect(engine.model.lastUpdate.sectionsPatched == 1 && engine.model.lastUpdate.sectionsLaidOut == 0)
        MeasuredCellReplacementTests.expectSameAsFresh(engine.model, sections, env, "\(layout) \(direction) \(changed)")
      }
    }
  }

  /// Frames from another width, or a memo from another layout, are not re-placed: the
  /// section is laid out again.
  @Test func framesOfAnotherGridAreLaidOutAgain() throws {
    let layout = Self.layouts[1]
    let ratios = (0..<50).map { Self.ratios[$0 % 4] }
    let arranged = Self.arrange(layout, ratios)
    let edit = try #require(ItemEdit(deletedItems: [3], insertedItems: [], oldItemCount: 50))
    var log = DiagnosticLog()
    let narrower = SectionLayoutContext(
      section: 0, itemCount: 49, availableCrossExtent: 200, column: ColumnContext(index: 0, width: 200, columnCount: 1))
    let item: (Int) -> ItemInput = { _ in ItemInput(aspectRatio: 1) }
    #expect(
      layout.editingItems(
        edit, in: narrower, frames: arranged.frames, item: item, memo: arranged.memo, diagnostics: &log)
        == nil)
    #expect(
      Self.layouts[0].editingItems(
        edit, in: Self.context(49), frames: arranged.frames, item: item, memo: arranged.memo, diagnostics: &log) == nil)
  }
}
