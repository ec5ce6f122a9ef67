import CollectionLayout
import Testing

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
    // A 32-byte frame per item plus one Double per block of 32 (94 blocks for 3000 items).
    let expected: Double = 32 + 8.0 * 94 / 3000
    #expect(layout.model.layoutBytesPerItem == expected)
  }

  @Test func unorderedSectionOfManyItems() {
    var model = LayoutModel(configuration: LayoutConfiguration(environment: .container(100, 200)))
    model.update(from: CustomSectionLayoutTests.Source(counts: [2001, 77]))
    Self.bruteForceCheck(model, step: 83)
    // Plus a 4-byte visiting order per item: 2078 items in blocks of 63 and 3.
    let expected: Double = 36 + 8.0 * 66 / 2078
    #expect(abs(model.layoutBytesPerItem - expected) < 1e-12)
  }
}
