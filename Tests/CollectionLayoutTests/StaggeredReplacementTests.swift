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

  static func context(_ count: Int) -> SectionLayoutContext { ColumnLayoutChecks.context(count) }

  static func arrange(_ layout: StaggeredSectionLayout, _ ratios: [Double]) -> ItemArrangement {
    ColumnLayoutChecks.arrange(layout, ratios.map { ItemInput(aspectRatio: $0) })
  }

  /// A reload that keeps its item's length re-places that item alone, as does one that
  /// replaces an item by one as long; the columns end as they did at once.
  @Test(arguments: 0..<layouts.count)
  func anItemAsLongAsBeforeReplacesItselfAlone(_ index: Int) throws {
    try ColumnLayoutChecks.expectReloadReplacesItselfAlone(
      Self.layouts[index], (0..<2_000).map { ItemInput(aspectRatio: Self.ratios[($0 * 7) % 4]) }, at: 700)
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
      // Reloads are a third of the edits, a quarter of them to the same length.
      guard let drawn = RandomItemEdits.next(&ratios, &random, make: { Self.ratios[Int($0.next() % 4)] }) else {
        continue
      }
      let edit = try #require(
        ItemEdit(deletedItems: drawn.deleted, insertedItems: drawn.inserted, oldItemCount: drawn.oldCount))
      var log = DiagnosticLog()
      let replacement = try #require(
        layout.editingItems(
          edit, in: Self.context(ratios.count), frames: frames, item: { ItemInput(aspectRatio: ratios[$0]) },
          memo: memo, diagnostics: &log), "step \(step)")
      let fresh = Self.arrange(layout, ratios)
      if RandomItemEdits.expectSplice(replacement, of: edit, into: &frames, fresh: fresh, "step \(step)") {
        stoppedEarly += 1
      }
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
      ColumnLayoutChecks.expectInvalidatedItemsPatch(
        layout, items: (0..<900).map { ItemInput(aspectRatio: Self.ratios[($0 * 5) % 4]) }, direction: direction,
        changes: [[400], [10, 11, 700], [899]]
      ) { input, i, changed in input.aspectRatio = Self.ratios[(i + changed.count) % 4] * 1.25 }
    }
  }

  /// Frames from another width, or a memo from another layout, are not re-placed: the
  /// section is laid out again.
  @Test func framesOfAnotherGridAreLaidOutAgain() throws {
    try ColumnLayoutChecks.expectOtherGridsDeclined(
      Self.layouts[1], other: Self.layouts[0], (0..<50).map { ItemInput(aspectRatio: Self.ratios[$0 % 4]) })
  }
}
