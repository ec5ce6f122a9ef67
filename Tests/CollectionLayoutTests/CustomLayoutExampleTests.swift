import CollectionLayout
import Testing

/// The worked example of "Writing your own section layout" (CollectionLayout.docc/
/// CustomSectionLayouts.md), verbatim, and what the article says of it.
@Suite struct CustomLayoutExampleTests {
  struct TimelineLayout: ItemArranger, Hashable {
    var gap: Double = 8
    var overlap: Double = 20

    func arrangeItems(
      in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
    ) -> ItemArrangement {
      let half = max(0, (context.availableCrossExtent - gap) / 2)
      var overlap = self.overlap
      if !(overlap >= 0) {
        diagnostics.report("timeline.overlap", section: context.section, "overlap \(overlap) is negative; used 0")
        overlap = 0
      }
      var frames: [Rect] = []
      frames.reserveCapacity(context.itemCount)
      var y = 0.0
      var end = 0.0
      for i in 0..<context.itemCount {
        let height = item(i).size.height
        let x = i % 2 == 0 ? 0 : half + gap
        frames.append(Rect(x: x, y: y, width: half, height: height))
        end = max(end, y + height)
        y = max(0, y + height - overlap)
      }
      return ItemArrangement(frames: frames, mainExtent: end)
    }
  }

  struct Journal: PluginLayoutDataSource {
    var heights: [Double]
    var overlap = 20.0
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { heights.count }
    func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
      SectionDescriptor(
        layout: TimelineLayout(overlap: overlap), headerSize: Size(width: crossExtent, height: 40),
        inset: LayoutEdgeInsets(all: 16), effects: [SectionEffect(StickyEffect(edge: .start), on: .header)])
    }
    func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
      ItemInput(size: Size(width: 0, height: heights[path.item]))
    }
  }

  static let screen = LayoutEnvironment(containerSize: Size(width: 375, height: 667))

  @Test func framesAreTheOnesThePageWorksOut() {
    var layout = PluginLayoutEngine()
    layout.prepare(
      environment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)),
      dataSource: Journal(heights: [120, 80, 150, 60]))
    let scroll = ScrollState(contentOffset: .zero)
    func frame(_ i: Int) -> Rect? { layout.model.attributes(for: .cell(section: 0, item: i), scroll: scroll)?.frame }
    // Item area from y 40 + 16, x 16; halves 167.5 wide.
    #expect(frame(0) == Rect(x: 16, y: 56, width: 167.5, height: 120))
    #expect(frame(1) == Rect(x: 191.5, y: 156, width: 167.5, height: 80))
    #expect(frame(2) == Rect(x: 16, y: 216, width: 167.5, height: 150))
    // Item 3 (from 290, 60 long) ends the items at 350; then the bottom inset.
    #expect(layout.model.contentSize.height == 56 + 350 + 16)
  }

  @Test func queriesStickyHeaderAndMirroringComeFromTheEngine() {
    var layout = PluginLayoutEngine()
    let journal = Journal(heights: (0..<300).map { Double(40 + ($0 * 37) % 90) })
    layout.prepare(environment: Self.screen, dataSource: journal)
    for y in stride(from: -100.0, through: 12_000, by: 333) {
      let scroll = ScrollState(contentOffset: Point(x: 0, y: y))
      let rect = Rect(x: 0, y: y, width: 375, height: 667)
      let all = layout.model.allElements(scroll: scroll)
      #expect(layout.model.elements(in: rect, scroll: scroll) == all.filter { $0.frame.intersects(rect) })
      let header = layout.model.attributes(for: .supplementary(.header, section: 0), scroll: scroll)
      #expect(header?.frame.minY == max(0, y), "the header sticks at \(y)")
    }
    // Right to left, the first item takes the trailing half: 375 − 16 − 167.5.
    var mirrored = PluginLayoutEngine()
    var env = Self.screen
    env.layoutDirection = .rightToLeft
    mirrored.prepare(environment: env, dataSource: journal)
    let first = mirrored.model.attributes(for: .cell(section: 0, item: 0), scroll: ScrollState(contentOffset: .zero))
    #expect(first?.frame.minX == 191.5)
  }

  @Test func anIncrementalUpdateEqualsAFreshLayoutAndBadValuesAreReported() {
    var journal = Journal(heights: [120, 80, 150, 60])
    var layout = PluginLayoutEngine()
    layout.prepare(environment: Self.screen, dataSource: journal)
    journal.heights[1] = 200
    journal.overlap = -5
    layout.invalidateSections([0])
    layout.prepare(environment: Self.screen, dataSource: journal)
    var fresh = PluginLayoutEngine()
    fresh.prepare(environment: Self.screen, dataSource: journal)
    let scroll = ScrollState(contentOffset: .zero)
    #expect(layout.model.allElements(scroll: scroll) == fresh.model.allElements(scroll: scroll))
    #expect(layout.diagnostics.map(\.code) == ["timeline.overlap"])
  }
}
