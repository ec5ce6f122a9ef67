import CollectionLayout
import Testing

/// A mosaic section's edits re-place the items from the first change
/// (`MosaicReplacement`), asking for each item of the run, and stop where the columns end
/// as they did after the same old item (and the last item spans as many columns): every
/// later item then lies where it lay. These tests call the layout directly, so they see the
/// run; the engine's suite (`ItemEditLayoutTests`) holds whole sections to fresh layouts.
@Suite("Mosaic sections re-placed from the first change")
struct MosaicReplacementTests {
  static let layouts = [
    MosaicSectionLayout(lineCount: 3, lineMultiple: 20, interItemSpacing: 4, lineSpacing: 4),
    MosaicSectionLayout(lineCount: 4, lineMultiple: 25),
    MosaicSectionLayout(lineCount: 1, lineMultiple: 20, lineSpacing: 2),
  ]

  /// A few shapes, so columns often end alike and runs can stop.
  static let shapes = [
    ItemInput(aspectRatio: 1), ItemInput(aspectRatio: 2), ItemInput(aspectRatio: 0.5),
    ItemInput(aspectRatio: 1.5, canBeBig: false),
  ]

  static func context(_ count: Int) -> SectionLayoutContext { ColumnLayoutChecks.context(count) }

  static func arrange(_ layout: MosaicSectionLayout, _ inputs: [ItemInput]) -> ItemArrangement {
    ColumnLayoutChecks.arrange(layout, inputs)
  }

  /// A reload that keeps its item's shape re-places that item alone and asks for it alone:
  /// the columns end as they did at once.
  @Test(arguments: 0..<layouts.count)
  func anItemOfTheSameShapeReplacesItselfAlone(_ index: Int) throws {
    try ColumnLayoutChecks.expectReloadReplacesItselfAlone(
      Self.layouts[index], (0..<2_000).map { Self.shapes[($0 * 7) % 4] }, at: 700)
  }

  /// Random edits, each applied to the frames the last left: the run asks for exactly the
  /// items it places, its frames are the fresh arrangement's, the items after it lie where
  /// they lay, and the extent and the state the next edit starts from are the fresh ones.
  /// Some runs stop before the end, some reach it, and some are declined (the section laid
  /// out) where the first comparison fails with more than half the section ahead.
  @Test(arguments: 0..<layouts.count)
  func runsEqualFreshArrangementsAndSomeStopEarly(_ index: Int) throws {
    let layout = Self.layouts[index]
    var random = SplitMix64(seed: 0x305A + UInt64(index))
    func shape() -> ItemInput { Self.shapes[Int(random.next() % 4)] }
    var inputs = (0..<400).map { _ in shape() }
    var frames = Self.arrange(layout, inputs).frames
    var memo = Self.arrange(layout, inputs).memo
    var stoppedEarly = 0
    var reachedTheEnd = 0
    var declined = 0
    for step in 0..<300 {
      // Reloads are a third of the edits, a quarter of them to the same shape.
      guard let drawn = RandomItemEdits.next(&inputs, &random, make: { Self.shapes[Int($0.next() % 4)] }) else {
        continue
      }
      let edit = try #require(
        ItemEdit(deletedItems: drawn.deleted, insertedItems: drawn.inserted, oldItemCount: drawn.oldCount))
      var log = DiagnosticLog()
      var asked: [Int] = []
      let fresh = Self.arrange(layout, inputs)
      guard
        let replacement = layout.editingItems(
          edit, in: Self.context(inputs.count), frames: frames,
          item: {
            asked.append($0)
            return inputs[$0]
          }, memo: memo, diagnostics: &log)
      else {
        // Declined where the first comparison failed, more than half the section ahead:
        // right after the last change.
        let compared = Swift.max(edit.firstChangedItem, edit.unchangedTail + edit.countChange)
        #expect(edit.newItemCount - compared > compared, "step \(step): \(edit)")
        #expect(asked == Array(edit.firstChangedItem..<compared), "step \(step)")
        declined += 1
        frames = fresh.frames
        memo = fresh.memo
        continue
      }
      #expect(asked == Array(replacement.items), "step \(step)")
      if RandomItemEdits.expectSplice(replacement, of: edit, into: &frames, fresh: fresh, "step \(step)") {
        stoppedEarly += 1
      } else {
        reachedTheEnd += 1
      }
      memo = replacement.memo
    }
    // The next append starts where the last edit left the columns.
    inputs += [Self.shapes[1], Self.shapes[2]]
    let append = try #require(
      ItemEdit(deletedItems: [], insertedItems: [inputs.count - 2, inputs.count - 1], oldItemCount: frames.count))
    var log = DiagnosticLog()
    let appended = try #require(
      layout.editingItems(
        append, in: Self.context(inputs.count), frames: frames, item: { inputs[$0] }, memo: memo, diagnostics: &log))
    frames += appended.frames
    #expect(frames == Self.arrange(layout, inputs).frames)
    #expect(stoppedEarly > 10 && reachedTheEnd > 10 && declined > 10, "\(stoppedEarly), \(reachedTheEnd), \(declined)")
  }

  /// Through the engine: items whose shapes an app changed and invalidated
  /// (`invalidateItems`) patch their section (or lay it out, from near its front), which
  /// then equals a fresh layout, in both scroll directions.
  @Test(arguments: [ScrollDirection.vertical, .horizontal])
  func invalidatedItemsPatchTheirSection(_ direction: ScrollDirection) {
    for layout in Self.layouts {
      // Changes in the second half patch the section; one near its front may lay it out
      // (the run would pass half the section).
      ColumnLayoutChecks.expectInvalidatedItemsPatch(
        layout, items: (0..<900).map { Self.shapes[($0 * 5) % 4] }, direction: direction,
        changes: [[600], [10, 11, 700], [510, 511, 800], [899]],
        change: { input, _, _ in
          input.aspectRatio *= 1.25
          input.canBeBig.toggle()
        }, mayLayOut: { $0[0] < 450 })
    }
  }

  /// Frames from another width, or a memo from another layout, are not re-placed: the
  /// section is laid out again.
  @Test func framesOfAnotherGridAreLaidOutAgain() throws {
    try ColumnLayoutChecks.expectOtherGridsDeclined(
      Self.layouts[0], other: Self.layouts[1], (0..<50).map { Self.shapes[$0 % 4] })
  }
}
