import CollectionLayout
import PropertyBased
import Testing

/// `LayoutModel.stripSections(in:)`: the strips that show in a rect, found through the
/// sections' main-axis index, equal the brute-force filter of every section's strip frame.
@Suite struct StripSectionQueryTests {
  typealias Data = ScrollableSectionsTests.Data

  /// Up to 40 sections, some wrapping (no strip), some empty (a strip without cells has no
  /// frame); vertical or horizontal, left to right or right to left.
  struct Scenario: Sendable, CustomStringConvertible {
    var seed: UInt64
    var horizontal: Bool
    var rightToLeft: Bool
    var description: String { "seed \(seed), \(horizontal ? "horizontal" : "vertical"), rtl \(rightToLeft)" }

    static let generator = zip(Gen.uint64(in: 0...UInt64.max), Gen.bool, Gen.bool).map {
      Scenario(seed: $0, horizontal: $1, rightToLeft: $2)
    }

    /// Each section's count (0...11) and whether it wraps, from the seed's bits.
    var data: Data {
      let sections = Int(seed % 41)
      let counts = (0..<sections).map { Int((seed >> UInt64($0 % 60)) % 12) }
      let wraps = Set((0..<sections).filter { (seed >> UInt64(($0 * 7) % 64)) & 3 == 0 })
      return Data(counts: counts, wraps: wraps)
    }

    var layout: ScrollableSectionsLayout {
      var configuration = ScrollableSectionsConfiguration(
        itemSize: Size(width: 50, height: 40), minimumInteritemSpacing: 300)
      configuration.headerReferenceSize = Size(width: 20, height: 20)
      var layout = ScrollableSectionsLayout(configuration: configuration)
      layout.prepare(
        environment: LayoutEnvironment(
          containerSize: Size(width: 320, height: 480), scrollDirection: horizontal ? .horizontal : .vertical,
          layoutDirection: rightToLeft ? .rightToLeft : .leftToRight),
        dataSource: data)
      return layout
    }
  }

  @Test func stripSectionsAreTheStripFramesMeetingTheRect() async {
    await propertyCheck(count: 200, input: Scenario.generator) { scenario in
      let model = scenario.layout.model
      let size = model.contentSize
      let sections = scenario.data.counts.indices
      // Screens at a few places, a rect wider than everything, empty and touching rects.
      var rects = [
        Rect(x: -100, y: -100, width: size.width + 200, height: size.height + 200),
        Rect(x: 0, y: 0, width: 0, height: size.height), Rect(x: 0, y: size.height, width: 320, height: 480),
      ]
      for k in 0..<8 {
        let along = Double((scenario.seed >> UInt64(k * 8)) % 1000) / 1000
        rects.append(
          Rect(x: size.width * along - 160, y: size.height * along - 240, width: 320, height: 480))
      }
      for s in sections {
        if let frame = model.stripFrame(ofSection: s) { rects.append(frame.offsetBy(dx: 0, dy: frame.height)) }
      }
      for rect in rects {
        let brute = sections.filter { model.stripFrame(ofSection: $0)?.intersects(rect) == true }
        #expect(model.stripSections(in: rect) == brute, "\(scenario) in \(rect)")
      }
    }
  }

  @Test func aLayoutWithoutStripsHasNone() {
    var layout = ScrollableSectionsLayout(
      configuration: ScrollableSectionsConfiguration(itemSize: Size(width: 50, height: 40)))
    layout.prepare(
      environment: LayoutEnvironment(containerSize: Size(width: 320, height: 480)),
      dataSource: Data(counts: [30, 30], wraps: [0, 1]))
    #expect(!layout.model.hasStrips)
    #expect(layout.model.allElements(scroll: ScrollState(contentOffset: .zero)).count == 60)
    #expect(layout.model.stripSections(in: Rect(x: 0, y: 0, width: 320, height: 480)) == [])
  }
}
