import CollectionLayout
import Testing

/// The plugin seam: any `ItemArranger` gets the chrome, placement and exact queries.
@Suite struct CustomSectionLayoutTests {
  /// Items in two columns, filled bottom-up, so frames are not in main-axis order.
  struct BottomUpColumns: ItemArranger {
    func arrangeItems(
      in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
    ) -> ItemArrangement {
      let rows = (context.itemCount + 1) / 2
      let w = context.availableCrossExtent / 2
      let frames = (0..<context.itemCount).map { i in
        let s = item(i).size
        return Rect(x: Double(i % 2) * w, y: Double(rows - 1 - i / 2) * 20, width: min(s.width, w), height: 20)
      }
      return ItemArrangement(frames: frames, mainExtent: Double(rows) * 20)
    }
  }

  struct Source: LayoutSource {
    var counts: [Int]
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func column(forSection section: Int) -> Int { 0 }
    func descriptor(forSection section: Int, in column: ColumnContext) -> SectionDescriptor {
      SectionDescriptor(
        layout: BottomUpColumns(), headerSize: Size(width: column.width, height: 15), inset: LayoutEdgeInsets(all: 3))
    }
    func sizeForItem(at path: ItemPath, in column: ColumnContext) -> Size { Size(width: 40, height: 20) }
  }

  @Test func unorderedFramesAreQueriedExactly() {
    var model = LayoutModel(configuration: LayoutConfiguration(environment: .container(100, 200)))
    model.update(from: Source(counts: [9, 4]))
    let scroll = ScrollState.resting(in: model.configuration.environment)
    // Section 0: header 0-15, items from 18, 5 rows → item 0 at the bottom row.
    #expect(
      model.attributes(for: .cell(section: 0, item: 0), scroll: scroll)?.frame
        == Rect(x: 3, y: 98, width: 40, height: 20))
    #expect(
      model.attributes(for: .cell(section: 0, item: 8), scroll: scroll)?.frame
        == Rect(x: 3, y: 18, width: 40, height: 20))
    let all = model.allElements(scroll: scroll)
    for y in stride(from: -10.0, through: 220, by: 9) {
      let rect = Rect(x: 0, y: y, width: 60, height: 27)
      let found = Set(model.elements(in: rect, scroll: scroll).map(\.id))
      let expected = Set(all.filter { $0.frame.intersects(rect) }.map(\.id))
      #expect(found == expected, "rect at \(y)")
    }
  }
}
