import Testing

@testable import CollectionLayout

/// Rect queries over sections of thousands of items (many index blocks) equal the
/// brute-force filter, whether the layout returns frames in main-axis order or not.
@Suite struct RectQueryIndexTests {
  static func bruteForceCheck(_ model: LayoutModel, step: Double) {
    let scroll = ScrollState.resting(in: model.configuration.environment)
    let all = model.allElements(scroll: scroll)
    var y = -30.0
    while y < model.contentSize.height + 30 {
      for height in [0.5, 13, 400] {
        let rect = Rect(x: 10, y: y, width: 90, height: height)
        #expect(model.elements(in: rect, scroll: scroll) == all.filter { $0.frame.intersects(rect) }, "\(rect)")
      }
      y += step
    }
  }

  @Test func packedLinesSectionOfManyItems() {
    let sizes = (0..<3000).map { (i: Int) -> Size in
      let w = 10 + (i * 7) % 40
      let h = 5 + (i * 11) % 30
      return Size(width: Double(w), height: Double(h))
    }
    let source = TestSplitSource([.init(sizes: sizes, interItem: 2, line: 3)])
    let layout = SplitLayout.prepared(environment: .container(200, 400), source: source)
    Self.bruteForceCheck(layout.model, step: 97)
    // A 32-byte frame per item plus one Double per block of 32 (94 blocks for 3000 items)
    // and a 32-byte union per 32 blocks (3), where a replacement's pass may resume.
    let expected: Double = 32 + (8.0 * 94 + 32 * 3) / 3000
    #expect(layout.model.layoutBytesPerItem == expected)
  }

  @Test func bottomUpSectionIsQueriedThroughASortedVisitingOrder() {
    var model = LayoutModel(configuration: LayoutConfiguration(environment: .container(100, 200)))
    model.update(from: CustomSectionLayoutTests.Source(counts: [4001, 77]))
    Self.bruteForceCheck(model, step: 83)
    // Section 0 lists 4001 items bottom-up: all 126 blocks share the bottom row, deeper
    // than the index scans, so it keeps a 4-byte visiting order per item and one end per
    // block. Section 1's 77 items span 3 blocks: local disorder, an end and a start per block.
    // Each keeps a 32-byte union per 32 blocks (4 and 1).
    let expected: Double = (4001 * 36 + 126 * 8 + 4 * 32 + 77 * 32 + 3 * 16 + 1 * 32) / 4078
    #expect(abs(model.layoutBytesPerItem - expected) < 1e-12)
  }

  @Test func centredFlowLinesAreQueriedWithoutSorting() {
    // Centred lines of unequal heights: an item may start above its predecessor, but
    // only within its line.
    let items = (0..<3000).map { (i: Int) -> ItemInput in
      ItemInput(size: Size(width: Double(10 + (i * 7) % 40), height: Double(5 + (i * 11) % 30)))
    }
    let source = TestStackedSource(sections: [
      .init(layout: FlowSectionLayout(interItemSpacing: 2, lineSpacing: 3, alignment: .center), items: items)
    ])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: .container(200, 400), dataSource: source)
    Self.bruteForceCheck(layout.model, step: 97)
    // No visiting order: a 32-byte frame plus an end and a start per block of 32 items, and
    // a 32-byte union per 32 blocks.
    let expected: Double = 32 + (16.0 * 94 + 32 * 3) / 3000
    #expect(abs(layout.model.layoutBytesPerItem - expected) < 1e-12)
  }

  @Test func blockDepthCountsBlocksSharingAPoint() {
    #expect(MainAxisIndex.maximumDepth(starts: [0, 0, 0], ends: [5, 5, 5]) == 3)
    #expect(MainAxisIndex.maximumDepth(starts: [0, 10, 20], ends: [10, 20, 30]) == 1)
    #expect(MainAxisIndex.maximumDepth(starts: [0, 5, 12, 14], ends: [10, 15, 16, 30]) == 3)
    #expect(MainAxisIndex.maximumDepth(starts: [], ends: []) == 0)
  }
}
