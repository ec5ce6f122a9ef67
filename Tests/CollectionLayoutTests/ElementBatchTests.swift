import CollectionLayout
import Testing

/// Elements handed over in batches are the listing and the rect query,
/// in order, and no batch is larger than asked (but a section with a handler, seen whole).
@Suite struct ElementBatchTests {
  @Test(arguments: [1, 7, 4096])
  func batchesConcatenateToTheListingAndTheQuery(batchSize: Int) {
    let layout = SplitLayout.prepared(
      IncrementalUpdateTests.config, environment: IncrementalUpdateTests.env, source: IncrementalUpdateTests.source())
    let scroll = ScrollState(contentOffset: Point(x: 0, y: 120))
    var batched: [LayoutAttributes] = []
    var largest = 0
    layout.model.forEachBatch(scroll: scroll, batchSize: batchSize) {
      batched += $0
      largest = max(largest, $0.count)
    }
    #expect(batched == layout.model.allElements(scroll: scroll))
    #expect(largest <= batchSize)
    let size = layout.model.contentSize
    let rect = Rect(x: 0, y: size.height / 3, width: size.width / 2, height: size.height / 3)
    var inRect: [LayoutAttributes] = []
    layout.model.forEachBatch(in: rect, scroll: scroll, batchSize: batchSize) { inRect += $0 }
    #expect(inRect == layout.model.elements(in: rect, scroll: scroll))
    #expect(!inRect.isEmpty && inRect.count < batched.count, "\(inRect.count) of \(batched.count)")
  }
}
