import CollectionLayout
import Testing

/// The scrollable-section layout (reference part A): upstream's tests as fixtures, then
/// scrolling, wrapping, pinning and offsets that follow their sections.
@Suite struct ScrollableSectionsTests {
  /// Sections of `counts` items; per-section overrides by closure.
  struct Data: ScrollableSectionsDataSource {
    var counts: [Int]
    var wraps: Set<Int> = []
    var scrolling: [Int: StripScrollSettings] = [:]
    var sizes: [ItemPath: Size] = [:]
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func wrapsItems(inSection section: Int) -> Bool { wraps.contains(section) }
    func scrollConfiguration(forSection section: Int) -> StripScrollSettings? { scrolling[section] }
    func sizeForItem(at path: ItemPath) -> Size? { sizes[path] }
  }

  /// Upstream's fixture: a 320 × 100 collection view, items 10 × 10, spacing 0, no insets.
  static func upstream(_ change: (inout ScrollableSectionsConfiguration) -> Void = { _ in }) -> ScrollableSectionsLayout
  {
    var configuration = ScrollableSectionsConfiguration(
      itemSize: Size(width: 10, height: 10), minimumInteritemSpacing: 0)
    change(&configuration)
    var layout = ScrollableSectionsLayout(configuration: configuration)
    layout.prepare(
      environment: LayoutEnvironment(containerSize: Size(width: 320, height: 100)), dataSource: Data(counts: [2]))
    return layout
  }

  static func frame(_ layout: ScrollableSectionsLayout, _ id: ElementID) -> Rect? {
    layout.model.attributes(for: id, scroll: layout.scrollState(contentOffset: .zero))?.frame
  }

  @Test func spacingFive() {
    let layout = Self.upstream { $0.minimumInteritemSpacing = 5 }
    #expect(Self.frame(layout, .cell(section: 0, item: 1)) == Rect(x: 15, y: 0, width: 10, height: 10))
  }

  @Test func insets() {
    let layout = Self.upstream { $0.sectionInset = LayoutEdgeInsets(top: 10, left: 20, bottom: 10, right: 50) }
    #expect(Self.frame(layout, .cell(section: 0, item: 1)) == Rect(x: 30, y: 10, width: 10, height: 10))
    #expect(layout.model.contentSize == Size(width: 320, height: 30))
    // The row's scrollable width: inset.left + items + inset.right.
    #expect(layout.model.orthogonalStrip(ofSection: 0)?.contentLength == 90)
  }

  @Test func headerSpansTheSection() {
    let layout = Self.upstream {
      $0.headerReferenceSize = Size(width: 10, height: 25)
      $0.sectionInset = LayoutEdgeInsets(top: 5, left: 5, bottom: 0, right: 0)
    }
    #expect(Self.frame(layout, .supplementary(.header, section: 0)) == Rect(x: 0, y: 0, width: 320, height: 25))
    #expect(Self.frame(layout, .cell(section: 0, item: 0))?.minY == 30)
  }

  @Test func backgroundCoversTheWholeSectionBelowEverything() {
    let layout = Self.upstream {
      $0.headerReferenceSize = Size(width: 0, height: 25)
      $0.footerReferenceSize = Size(width: 0, height: 25)
      $0.showsSectionBackgrounds = true
    }
    let all = layout.model.allElements(scroll: layout.scrollState(contentOffset: .zero))
    let background = all.first { $0.id == .decoration(.background, section: 0) }
    #expect(background?.frame == Rect(x: 0, y: 0, width: 320, height: 60))
    #expect(all.allSatisfy { $0.id.category == .decoration || $0.zIndex > background!.zIndex })
    #expect(Self.frame(layout, .supplementary(.footer, section: 0)) == Rect(x: 0, y: 35, width: 320, height: 25))
  }

  @Test func emptySectionIsHeaderBottomInsetAndFooter() {
    var layout = ScrollableSectionsLayout(
      configuration: ScrollableSectionsConfiguration(
        headerReferenceSize: Size(width: 0, height: 20), footerReferenceSize: Size(width: 0, height: 10),
        sectionInset: LayoutEdgeInsets(top: 7, left: 0, bottom: 3, right: 0)))
    layout.prepare(
      environment: LayoutEnvironment(containerSize: Size(width: 320, height: 100)), dataSource: Data(counts: [0, 1]))
    // 20 + 3 + 10 = 33, then 20 + 7 + 50 + 3 + 10 = 90.
    #expect(layout.model.contentSize.height == 123)
  }

  /// JEK's README example: items 50 × 50, spacing 5, header 22, two sections of ten.
  static func readme(width: Double = 375, data: Data = Data(counts: [10, 10])) -> ScrollableSectionsLayout {
    var layout = ScrollableSectionsLayout(
      configuration: ScrollableSectionsConfiguration(
        itemSize: Size(width: 50, height: 50), minimumInteritemSpacing: 5,
        headerReferenceSize: Size(width: 0, height: 22)))
    layout.prepare(environment: LayoutEnvironment(containerSize: Size(width: width, height: 667)), dataSource: data)
    return layout
  }

  @Test func rowsScrollOnTheirOwnWhileHeadersStay() {
    var layout = Self.readme()
    // Ten items: 10 · 50 + 9 · 5 = 545 long, 545 − 375 = 170 to scroll.
    #expect(layout.model.orthogonalStrip(ofSection: 1)?.maximumOffset == 170)
    #expect(layout.scrollSection(1, to: 120) == 120)
    let scroll = layout.scrollState(contentOffset: .zero)
    #expect(layout.model.attributes(for: .cell(section: 1, item: 3), scroll: scroll)?.frame.minX == 45.0)
    #expect(layout.model.attributes(for: .cell(section: 0, item: 3), scroll: scroll)?.frame.minX == 165.0)
    #expect(
      layout.model.attributes(for: .supplementary(.header, section: 1), scroll: scroll)?.frame
        == Rect(x: 0, y: 72, width: 375, height: 22))
    // The visible rect holds exactly the cells on screen.
    let visible = layout.model.elements(in: Rect(x: 0, y: 0, width: 375, height: 667), scroll: scroll)
    // Item 9 ends at 545 − 120 = 425 but starts at 375, touching the edge: not visible.
    let cells = visible.filter { $0.id.category == .cell && $0.id.section == 1 }.map(\.id.item)
    #expect(cells == Array(2...8))
    // Too far: clamped and reported.
    #expect(layout.scrollSection(1, to: 999) == 170)
    #expect(layout.scrollDiagnostics.map(\.code) == ["scroll.offset"])
    #expect(layout.scrollSection(0, toItem: 9, at: .trailing) == 170)
    #expect(layout.scrollSection(0, toItem: 4, at: .center) == 220 + 25 - 187.5)
  }

  @Test func offsetsFollowTheirSectionsAndSurviveRelayout() throws {
    var layout = Self.readme(data: Data(counts: [10, 10, 10]))
    layout.scrollSection(0, to: 10)
    layout.scrollSection(2, to: 30)
    // Delete section 0, insert one at 0, move section 2 (now 2) to 1.
    let update = try BatchUpdate(
      actions: [.deleteSection(0), .insertSection(0), .moveSection(from: 2, to: 1)],
      oldItemCounts: [10, 10, 10], newItemCounts: [4, 10, 10])
    layout.apply(update)
    #expect(layout.sectionOffsets.values == [1: 30])
    // A rotation relayouts everything; offsets stay, clamped to the longer viewport.
    layout.prepare(
      environment: LayoutEnvironment(containerSize: Size(width: 520, height: 375)),
      dataSource: Data(counts: [4, 10, 10]))
    #expect(layout.sectionOffsets.values == [1: 25])
  }

  @Test func wrappingSectionFlowsIntoLines() {
    let layout = Self.readme(width: 180, data: Data(counts: [7], wraps: [0]))
    // 50 + 5 + 50 + 5 + 50 = 160 ≤ 180: three per line; lines 5 apart.
    let frames = (0..<7).map { Self.frame(layout, .cell(section: 0, item: $0))! }
    #expect(frames[2] == Rect(x: 110, y: 22, width: 50, height: 50))
    #expect(frames[3] == Rect(x: 0, y: 77, width: 50, height: 50))
    #expect(layout.model.orthogonalStrip(ofSection: 0) == nil)
    #expect(layout.model.contentSize.height == 22 + 3 * 50 + 2 * 5)
  }

  @Test func pinnedHeadersStayWhileTheirSectionIsVisible() {
    var layout = Self.readme(data: Data(counts: [10, 10]))
    layout.configuration.sectionHeadersPinToVisibleBounds = true
    layout.prepare(
      environment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)), dataSource: Data(counts: [10, 10]))
    let scroll = layout.scrollState(contentOffset: Point(x: 0, y: 30))
    #expect(layout.model.attributes(for: .supplementary(.header, section: 0), scroll: scroll)?.frame.minY == 30)
  }

  @Test func snappingToItemsNeedsNoCode() {
    let data = Data(counts: [10], scrolling: [0: StripScrollSettings(snapping: .groupPaging)])
    let layout = Self.readme(data: data)
    var log = DiagnosticLog()
    // Items 55 apart: a flick from 60 goes to the next item, 110.
    #expect(layout.model.restingOffset(ofSection: 0, current: 60, proposed: 300, velocity: 1, diagnostics: &log) == 110)
    #expect(log.isEmpty)
  }

  @Test func sizesFromTheDataSourceAndTallestItemSetsTheRow() {
    let data = Data(counts: [3], sizes: [ItemPath(section: 0, item: 1): Size(width: 80, height: 90)])
    let layout = Self.readme(data: data)
    #expect(Self.frame(layout, .cell(section: 0, item: 2)) == Rect(x: 140, y: 22, width: 50, height: 50))
    #expect(layout.model.contentSize.height == 22 + 90)
  }
}
