import CollectionLayout
import Testing

/// The line layouts (list, flow, grid, packed lines) re-place the lines of items whose
/// inputs changed (a measured cell) instead of laying the section out again
/// (``ItemArranger/replacingItems(_:in:frames:item:memo:diagnostics:)``): the frames and
/// extent they give equal a full arrangement of the new inputs, replacement after
/// replacement, and they decline exactly when a line may break elsewhere.
@Suite("Line layouts re-place measured items")
struct LineReplacementTests {
  /// A line layout under test, and whether it re-places an item whose width is kept.
  struct Case: CustomStringConvertible, Sendable {
    let layout: any ItemArranger
    let name: String
    /// Whether a changed item of unchanged width, with area before and after, is re-placed.
    let replacesKeptWidths: Bool
    /// Whether changed items of other widths that fit the line are re-placed too (the
    /// lines packed again from the first one's).
    var replacesChangedWidths = false
    var description: String { name }
  }

  static let cases: [Case] =
    [
      Case(layout: ListSectionLayout(lineSpacing: 3), name: "list", replacesKeptWidths: true),
      Case(
        layout: PackedLinesLayout(interItemSpacing: 4, lineSpacing: 6), name: "packed lines", replacesKeptWidths: true,
        replacesChangedWidths: true),
      Case(
        layout: PackedLinesLayout(interItemSpacing: 4, lineSpacing: 6, normalizesLineHeight: true),
        name: "packed lines, normalised", replacesKeptWidths: false),
      // Repaired spacings: line breaks found again follow the repaired values.
      Case(
        layout: PackedLinesLayout(interItemSpacing: -3, lineSpacing: -5), name: "packed lines, bad spacings",
        replacesKeptWidths: true, replacesChangedWidths: true),
      Case(
        layout: FlowSectionLayout(interItemSpacing: -3, lineSpacing: .infinity, alignment: .center),
        name: "flow, bad spacings", replacesKeptWidths: true, replacesChangedWidths: true),
    ]
    + FlowAlignment.allCases.map {
      Case(
        layout: FlowSectionLayout(interItemSpacing: 4, lineSpacing: 5, alignment: $0), name: "flow \($0)",
        replacesKeptWidths: true, replacesChangedWidths: true)
    }
    + FlowAlignment.allCases.map {
      Case(
        layout: GridSectionLayout(interItemSpacing: 2, lineSpacing: 3, alignment: $0), name: "grid \($0)",
        replacesKeptWidths: true, replacesChangedWidths: true)
    }

  /// Random inputs: widths from a few values (so lines fill and break), heights varied,
  /// now and then an item of zero size; line fractions 1 to 4, a few aspect ratios.
  static func input(_ random: inout SplitMix64) -> ItemInput {
    let zero = random.next() % 17 == 0
    let width = zero ? 0 : [30.0, 45, 60, 90, 125][Int(random.next() % 5)]
    let height = zero ? 0 : Double(10 + random.next() % 90)
    return ItemInput(
      size: Size(width: width, height: height), aspectRatio: [0.5, 1, 4.0 / 3, 2][Int(random.next() % 4)],
      lineFraction: 1 + Int(random.next() % 4))
  }

  /// One section's arrangement, updated by replacements when the layout takes them and
  /// compared with a full arrangement of the same inputs after each.
  @Test(arguments: cases) func replacementsEqualAFullArrangement(_ c: Case) {
    var random = SplitMix64(seed: 0x5EED_0001)
    var replaced = 0
    for round in 0..<120 {
      let count = Int(random.next() % 60)
      let limit = [0.0, 100, 250, 320][Int(random.next() % 4)]
      var inputs = (0..<count).map { _ in Self.input(&random) }
      let context = SectionLayoutContext(
        section: 0, itemCount: count, availableCrossExtent: limit,
        column: ColumnContext(index: 0, width: limit, columnCount: 1))
      var log = DiagnosticLog()
      var arrangement = c.layout.arrangeItems(in: context, item: { inputs[$0] }, diagnostics: &log)
      for step in 0..<6 where count > 0 {
        // One to three items measured: mostly their width kept (a cell sizing its height).
        var changed = Set<Int>()
        for _ in 0...(random.next() % 3) { changed.insert(Int(random.next() % UInt64(count))) }
        let items = changed.sorted()
        for i in items {
          let frame = arrangement.frames[i]
          var input = Self.input(&random)
          if random.next() % 4 != 0 && frame.width > 0 { input.size.width = frame.width }
          inputs[i] = input
        }
        var asked: [Int] = []
        var replacementLog = DiagnosticLog()
        let replacement = c.layout.replacingItems(
          items, in: context, frames: arrangement.frames,
          item: { i in
            asked.append(i)
            return inputs[i]
          }, memo: arrangement.memo, diagnostics: &replacementLog)
        var freshLog = DiagnosticLog()
        let fresh = c.layout.arrangeItems(in: context, item: { inputs[$0] }, diagnostics: &freshLog)
        let comment = "\(c) round \(round) step \(step): items \(items) of \(count) in \(limit)"
        #expect(Set(asked).isSubset(of: changed), "\(comment): asked \(asked)")
        guard let replacement else {
          // It declines only when a line might break elsewhere or heights are normalised.
          let keptWidths = items.allSatisfy { i in
            let old = arrangement.frames[i]
            let new = fresh.frames[i]
            return old.width > 0 && old.height > 0 && new.width > 0 && new.height > 0 && old.width == new.width
              && inputs[i].size.width <= limit
          }
          #expect(!(keptWidths && c.replacesKeptWidths), "\(comment): declined")
          // A grid's widths always fit its lines; a flow's fit unless wider than the line;
          // packed lines also decline an item that has or gets no area (it takes no space).
          let fits =
            c.layout is GridSectionLayout
            || items.allSatisfy { i in
              let hasArea = arrangement.frames[i].height > 0 && inputs[i].size.width > 0 && inputs[i].size.height > 0
              return inputs[i].size.width <= limit && (hasArea || !(c.layout is PackedLinesLayout))
            }
          #expect(!(fits && c.replacesChangedWidths), "\(comment): declined other widths")
          arrangement = fresh
          continue
        }
        replaced += 1
        var frames = arrangement.frames
        frames.replaceSubrange(replacement.items, with: replacement.frames)
        for j in replacement.items.upperBound..<frames.count { frames[j].origin.y += replacement.shift }
        #expect(frames.count == fresh.frames.count, "\(comment)")
        for (j, (a, b)) in zip(frames, fresh.frames).enumerated() where !Self.close(a, b) {
          Issue.record("\(comment): item \(j) at \(a), a full arrangement gives \(b)")
          break
        }
        #expect(Self.close(replacement.mainExtent, fresh.mainExtent), "\(comment): extent")
        #expect(replacementLog.diagnostics.isEmpty, "\(comment): \(replacementLog.diagnostics)")
        arrangement.frames = frames
        arrangement.mainExtent = replacement.mainExtent
        arrangement.memo = replacement.memo
      }
    }
    // Most steps keep widths, so most are re-placed where the layout can.
    #expect(c.replacesKeptWidths ? replaced > 200 : replaced == 0, "\(replaced) replacements")
  }

  /// A memo from another layout or another width is not used.
  @Test func aMemoFromOtherSettingsIsDeclined() {
    let inputs = (0..<10).map { ItemInput(size: Size(width: 40, height: Double(20 + $0))) }
    let context = SectionLayoutContext(
      section: 0, itemCount: 10, availableCrossExtent: 200, column: ColumnContext(index: 0, width: 200, columnCount: 1))
    var log = DiagnosticLog()
    let flow = FlowSectionLayout(interItemSpacing: 4, lineSpacing: 4)
    let arrangement = flow.arrangeItems(in: context, item: { inputs[$0] }, diagnostics: &log)
    let wider = SectionLayoutContext(
      section: 0, itemCount: 10, availableCrossExtent: 300, column: ColumnContext(index: 0, width: 300, columnCount: 1))
    let spaced = FlowSectionLayout(interItemSpacing: 8, lineSpacing: 4)
    let list = ListSectionLayout()
    #expect(
      flow.replacingItems(
        [3], in: context, frames: arrangement.frames, item: { inputs[$0] }, memo: arrangement.memo,
        diagnostics: &log) != nil)
    #expect(
      flow.replacingItems(
        [3], in: wider, frames: arrangement.frames, item: { inputs[$0] }, memo: arrangement.memo, diagnostics: &log)
        == nil)
    #expect(
      spaced.replacingItems(
        [3], in: context, frames: arrangement.frames, item: { inputs[$0] }, memo: arrangement.memo,
        diagnostics: &log) == nil)
    #expect(
      list.replacingItems(
        [3], in: context, frames: arrangement.frames, item: { inputs[$0] }, memo: arrangement.memo,
        diagnostics: &log) == nil)
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * Swift.max(1, abs(a)) }
  static func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
  }
}
