import CollectionLayout
import Testing

/// Where gestures rest, behaviour by behaviour: the table of the engine article
/// "Sections that scroll on their own" (CollectionLayout.docc/OrthogonalScrolling.md).
@Suite struct OrthogonalSnappingTests {
  /// Ten groups 100 wide, 10 apart, in a 375 viewport: content 1090, maximum offset 715.
  static let row = OrthogonalStrip(
    behavior: .continuous, contentLength: 1090, groupStarts: (0..<10).map { Double($0) * 110 },
    groupLengths: Array(repeating: 100, count: 10), viewportLength: 375)

  /// Five groups 300 wide, 10 apart, centred in a 375 viewport: insets 37.5, content
  /// 37.5 + 5 · 300 + 4 · 10 + 37.5 = 1615, maximum 1240; group g rests at 310 g.
  static let centred = OrthogonalStrip(
    behavior: .groupPagingCentered, contentLength: 1615, leadingInset: 37.5, trailingInset: 37.5,
    groupStarts: (0..<5).map { 37.5 + Double($0) * 310 }, groupLengths: Array(repeating: 300, count: 5),
    viewportLength: 375)

  struct Row: CustomStringConvertible, Sendable {
    var behavior: OrthogonalScrollingBehavior
    var current: Double
    var proposed: Double
    var velocity: Double
    var rests: Double
    var why: String
    var description: String { "\(behavior) \(why): \(current) → \(proposed) at \(velocity) rests at \(rests)" }
  }

  static let table: [Row] = [
    Row(behavior: .none, current: 120, proposed: 300, velocity: 1, rests: 0, why: "does not scroll"),
    Row(behavior: .continuous, current: 50, proposed: 123, velocity: 0.2, rests: 123, why: "anywhere"),
    Row(behavior: .continuous, current: 10, proposed: -40, velocity: -1, rests: 0, why: "leading end"),
    Row(behavior: .continuous, current: 700, proposed: 900, velocity: 2, rests: 715, why: "trailing end"),
    Row(
      behavior: .continuousGroupLeadingBoundary, current: 100, proposed: 160, velocity: 0.1, rests: 110,
      why: "nearest boundary back"),
    Row(
      behavior: .continuousGroupLeadingBoundary, current: 100, proposed: 170, velocity: 0.1, rests: 220,
      why: "nearest boundary on"),
    Row(
      behavior: .continuousGroupLeadingBoundary, current: 100, proposed: 700, velocity: 3, rests: 715,
      why: "trailing end"),
    Row(
      behavior: .continuousGroupLeadingBoundary, current: 30, proposed: -50, velocity: -1, rests: 0, why: "leading end"),
    Row(behavior: .paging, current: 100, proposed: 130, velocity: 0.1, rests: 0, why: "slow drag short of half"),
    Row(behavior: .paging, current: 200, proposed: 230, velocity: 0.1, rests: 375, why: "slow drag past half"),
    Row(behavior: .paging, current: 100, proposed: 600, velocity: 1.5, rests: 375, why: "fast flick, one page"),
    Row(behavior: .paging, current: 400, proposed: 0, velocity: -1.5, rests: 375, why: "fast flick back"),
    Row(behavior: .paging, current: 375, proposed: 900, velocity: 1.5, rests: 715, why: "last page is the end"),
    Row(behavior: .paging, current: 0, proposed: -100, velocity: -2, rests: 0, why: "flick before the start"),
    Row(behavior: .groupPaging, current: 50, proposed: 60, velocity: 0.1, rests: 0, why: "slow drag short of half"),
    Row(behavior: .groupPaging, current: 60, proposed: 70, velocity: 0.1, rests: 110, why: "slow drag past half"),
    Row(behavior: .groupPaging, current: 50, proposed: 500, velocity: 0.5, rests: 110, why: "fast flick, one group"),
    Row(behavior: .groupPaging, current: 150, proposed: 0, velocity: -0.5, rests: 110, why: "fast flick back"),
    Row(behavior: .groupPaging, current: 710, proposed: 900, velocity: 1, rests: 715, why: "trailing end"),
    Row(behavior: .groupPaging, current: 220, proposed: 900, velocity: 1, rests: 330, why: "from a boundary, the next"),
  ]

  static let centredTable: [Row] = [
    Row(
      behavior: .groupPagingCentered, current: 100, proposed: 110, velocity: 0, rests: 0, why: "slow drag short of half"
    ),
    Row(
      behavior: .groupPagingCentered, current: 200, proposed: 210, velocity: 0, rests: 310, why: "slow drag past half"),
    Row(
      behavior: .groupPagingCentered, current: 10, proposed: 900, velocity: 0.4, rests: 310,
      why: "fast flick, one group"),
    Row(behavior: .groupPagingCentered, current: 900, proposed: 0, velocity: -0.4, rests: 620, why: "fast flick back"),
    Row(
      behavior: .groupPagingCentered, current: 1240, proposed: 1400, velocity: 1, rests: 1240, why: "last group centred"
    ),
    Row(behavior: .groupPagingCentered, current: 0, proposed: -30, velocity: -1, rests: 0, why: "first group centred"),
  ]

  @Test(arguments: table)
  func restingOffset(_ row: Row) {
    var strip = Self.row
    strip.behavior = row.behavior
    #expect(strip.restingOffset(current: row.current, proposed: row.proposed, velocity: row.velocity) == row.rests)
  }

  @Test(arguments: centredTable)
  func centredRestingOffset(_ row: Row) {
    #expect(
      Self.centred.restingOffset(current: row.current, proposed: row.proposed, velocity: row.velocity) == row.rests)
  }

  @Test func restingOffsetsOfEachBehaviour() {
    var strip = Self.row
    strip.behavior = .paging
    #expect(strip.restingOffsets == [0, 375, 715])
    strip.behavior = .groupPaging
    #expect(strip.restingOffsets == [0, 110, 220, 330, 440, 550, 660, 715])
    strip.behavior = .continuous
    #expect(strip.restingOffsets.isEmpty)
    #expect(Self.centred.restingOffsets == [0, 310, 620, 930, 1240])
  }

  @Test func programmaticOffsets() {
    // Group 5 spans 550..<650: leading 550, centred 600 − 187.5, trailing 650 − 375.
    #expect(Self.row.offset(showing: 550, 650, at: .leading) == 550)
    #expect(Self.row.offset(showing: 550, 650, at: .center) == 412.5)
    #expect(Self.row.offset(showing: 550, 650, at: .trailing) == 275)
    // Clamped at both ends.
    #expect(Self.row.offset(showing: 990, 1090, at: .leading) == 715)
    #expect(Self.row.offset(showing: 0, 100, at: .center) == 0)
  }

  /// A compositional groupPagingCentered section gets the insets the table's strip has.
  @Test func compositionalCentredSectionMatchesTheTable() {
    let item = LayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .absolute(300), heightDimension: .absolute(120)), subitems: [item])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let engine = CompositionalReferenceTests.layout(section, counts: [5])
    let strip = engine.model.orthogonalStrip(ofSection: 0)
    #expect(strip == Self.centred)
    #expect(CompositionalReferenceTests.frame(engine, 0) == Rect(x: 37.5, y: 0, width: 300, height: 120))
    #expect(engine.model.contentSize.height == 120)
  }

  /// A compositional section of ten items 100 wide, 10 apart, scrolling as `behavior`.
  static func tenItems(_ behavior: OrthogonalScrollingBehavior) -> LayoutModel {
    let item = LayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)))
    let group = LayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)), subitems: [item])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = behavior
    return CompositionalReferenceTests.layout(section, counts: [10]).model
  }

  @Test func badInputIsClampedAndReported() {
    let model = Self.tenItems(.groupPaging)
    var log = DiagnosticLog()
    #expect(model.restingOffset(ofSection: 0, current: .nan, proposed: 10, velocity: .infinity, diagnostics: &log) == 0)
    #expect(Set(log.diagnostics.map(\.code)) == ["scroll.offset", "scroll.velocity"])
    log = DiagnosticLog()
    #expect(model.restingOffset(ofSection: 0, current: -80, proposed: -80, velocity: 0, diagnostics: &log) == 0)
    #expect(log.diagnostics.map(\.code) == ["scroll.offset"])
    log = DiagnosticLog()
    #expect(model.restingOffset(ofSection: 3, current: 10, proposed: 10, velocity: 0, diagnostics: &log) == 0)
    #expect(log.diagnostics.map(\.code) == ["scroll.section"])
    log = DiagnosticLog()
    let scroll = model.sanitized(
      ScrollState(contentOffset: .zero, sectionOffsets: [0: 5000, 7: 3, -1: 2]), diagnostics: &log)
    #expect(scroll.sectionOffsets == [0: 715])
    #expect(log.diagnostics.count == 3)
  }
}
