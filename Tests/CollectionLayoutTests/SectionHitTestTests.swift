import CollectionLayout
import Testing

/// `LayoutModel.section(at:)`: the section whose frame (its column across, header to
/// footer along the main axis) holds a point, in both columns, mirrored right to left and
/// turned for horizontal scrolling; nothing in the gaps or past the content.
@Suite struct SectionHitTestTests {
  static let square = Size(width: 50, height: 50)

  /// Left column 0–140 (width 300, ratio 0.5, spacing 20): section 0 (header 30, one row),
  /// section 2 empty with a 40-point header; right column 160–300: section 1.
  static func layout(_ environment: LayoutEnvironment) -> SplitLayout {
    var config = SplitLayoutConfiguration()
    config.leftSideRatio = 0.5
    config.splitSpacing = 20
    let source = TestSplitSource([
      .init(side: .left, sizes: [Self.square, Self.square], header: Size(width: 140, height: 30)),
      .init(side: .right, sizes: [Self.square]),
      .init(side: .left, sizes: [], header: Size(width: 140, height: 40)),
    ])
    return SplitLayout.prepared(config, environment: environment, source: source)
  }

  @Test func aPointFindsTheSectionWhoseFrameHoldsIt() {
    let model = Self.layout(.container(300, 400)).model
    #expect(model.section(at: Point(x: 10, y: 5)) == 0, "the header")
    #expect(model.section(at: Point(x: 139, y: 79)) == 0, "the item area's far corner")
    #expect(model.section(at: Point(x: 200, y: 10)) == 1)
    #expect(model.section(at: Point(x: 70, y: 100)) == 2, "an empty section's header")
    #expect(model.section(at: Point(x: 150, y: 10)) == nil, "the split spacing")
    #expect(model.section(at: Point(x: 200, y: 60)) == nil, "past the right column's content")
    #expect(model.section(at: Point(x: 70, y: 120)) == nil, "past the content")
    #expect(model.section(at: Point(x: .nan, y: 10)) == nil)
  }

  @Test func rightToLeftMirrorsTheColumns() {
    var environment = LayoutEnvironment.container(300, 400)
    environment.layoutDirection = .rightToLeft
    let model = Self.layout(environment).model
    #expect(model.section(at: Point(x: 290, y: 5)) == 0)
    #expect(model.section(at: Point(x: 100, y: 10)) == 1)
    #expect(model.section(at: Point(x: 230, y: 100)) == 2)
    #expect(model.section(at: Point(x: 150, y: 10)) == nil)
  }

  @Test func aHorizontalLayoutTurnsTheAxes() throws {
    var configuration = ScrollableSectionsConfiguration(itemSize: Self.square, minimumInteritemSpacing: 0)
    configuration.headerReferenceSize = Size(width: 20, height: 20)
    var environment = LayoutEnvironment(containerSize: Size(width: 400, height: 300))
    environment.scrollDirection = .horizontal
    var layout = ScrollableSectionsLayout(configuration: configuration)
    layout.prepare(environment: environment, dataSource: ScrollableSectionsTests.Data(counts: [2, 0, 3]))
    let model = layout.model
    let scroll = layout.scrollState(contentOffset: .zero)
    for s in [0, 2] {
      for item in 0..<model.numberOfItems(inSection: s) {
        let frame = try #require(model.attributes(for: .cell(section: s, item: item), scroll: scroll)?.frame)
        #expect(model.section(at: Point(x: frame.midX, y: frame.midY)) == s, "item \(item) of section \(s)")
      }
    }
    let empty = try #require(model.attributes(for: .supplementary(.header, section: 1), scroll: scroll)?.frame)
    #expect(model.section(at: Point(x: empty.midX, y: empty.midY)) == 1, "the empty section's header")
  }
}
