import CollectionLayout
import Foundation
import Testing

/// The code of the family articles (CollectionLayout.docc: PluginLayoutFamily.md,
/// ScrollableSectionsFamily.md, CompositionalLayoutFamily.md; the split layout's is the
/// README's, in `ReadmeExampleTests`) and what they say of it.
@Suite struct FamilyArticleTests {
  struct Showcase: PluginLayoutDataSource {
    var numberOfSections: Int { 3 }
    func numberOfItems(inSection section: Int) -> Int { 24 }
    func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
      let header = Size(width: crossExtent, height: 32)
      switch section {
      case 0:
        return SectionDescriptor(
          layout: FlowSectionLayout(interItemSpacing: 4, lineSpacing: 4, alignment: .center), headerSize: header,
          inset: LayoutEdgeInsets(all: 8), effects: [SectionEffect(StickyEffect(edge: .start), on: .header)])
      case 1:
        return SectionDescriptor(
          layout: StaggeredSectionLayout(lineCount: 3, interItemSpacing: 4, lineSpacing: 4, placement: .shortestColumn),
          headerSize: header, inset: LayoutEdgeInsets(all: 8))
      default:
        return SectionDescriptor(
          layout: ListSectionLayout(lineSpacing: 1),
          effects: [SectionEffect(FadeEffect(span: 200), on: .cells), SectionEffect(ScaleEffect(), on: .cells)])
      }
    }
    func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
      switch path.section {
      case 0: ItemInput(size: Size(width: 60 + Double(path.item % 3) * 20, height: 40))
      case 1: ItemInput(aspectRatio: path.item % 2 == 0 ? 1 : 0.75)
      default: ItemInput(size: Size(width: crossExtent, height: 56))
      }
    }
  }

  @Test func pluginFamily_eachSectionItsOwnLayoutAndEffects() {
    let environment = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    var layout = PluginLayoutEngine()
    layout.prepare(environment: environment, dataSource: Showcase())

    let scroll = ScrollState(contentOffset: Point(x: 0, y: 100))
    let visible = layout.model.elements(in: scroll.visibleRect(in: environment), scroll: scroll)

    // "Section 0's header sticks to the top while its section scrolls past."
    #expect(visible.first { $0.id == .supplementary(.header, section: 0) }?.frame.minY == 100)
    // "Section 1 deals each item to the shortest of its three columns."
    let columns = Set(
      (0..<24).compactMap { layout.model.attributes(for: .cell(section: 1, item: $0), scroll: scroll)?.frame.minX })
    #expect(columns.count == 3)
    // "Effects change what a query returns, never the cached layout": the list's cells fade near the bottom.
    let bottom = ScrollState(contentOffset: Point(x: 0, y: layout.model.contentSize.height - 667))
    let faded = layout.model.elements(in: bottom.visibleRect(in: environment), scroll: bottom)
      .filter { $0.id.section == 2 && $0.alpha < 1 }
    #expect(faded.isEmpty == false || layout.model.contentSize.height < 667)
    #expect(layout.model.elements(in: scroll.visibleRect(in: environment), scroll: scroll) == visible)
    #expect(layout.diagnostics.isEmpty)
  }

  struct Shelves: ScrollableSectionsDataSource {
    var numberOfSections: Int { 3 }
    func numberOfItems(inSection section: Int) -> Int { 20 }
    func scrollConfiguration(forSection section: Int) -> StripScrollSettings? {
      section == 0 ? StripScrollSettings(snapping: .paging) : StripScrollSettings(snapping: .groupPaging)
    }
  }

  @Test func scrollableFamily_rowsThatScrollAndSnap() {
    var layout = ScrollableSectionsLayout(
      configuration: ScrollableSectionsConfiguration(
        itemSize: Size(width: 100, height: 100), headerReferenceSize: Size(width: 0, height: 22),
        sectionInset: LayoutEdgeInsets(top: 0, left: 8, bottom: 8, right: 8)))
    layout.prepare(environment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)), dataSource: Shelves())

    layout.scrollSection(1, to: 240)
    var log = DiagnosticLog()
    let rest = layout.model.restingOffset(ofSection: 1, current: 240, proposed: 260, velocity: 0.1, diagnostics: &log)
    let scroll = layout.scrollState(contentOffset: .zero)

    // "Each row is one strip: 20 items 100 wide and 10 apart, plus the insets, make 2,206."
    let length: Double = 8 + 20 * 100 + 19 * 10 + 8
    #expect(layout.model.orthogonalStrip(ofSection: 1)?.contentLength == length)
    // "Rows rest on an item's leading edge: released at 240, row 1 rests at 220"; until it
    // does, item 2 is drawn where offset 240 puts it.
    #expect(rest == 220)
    let drawnAt = layout.model.attributes(for: .cell(section: 1, item: 2), scroll: scroll)?.frame.minX ?? 0
    #expect(abs(drawnAt - (8 + 2 * 110 - 240)) < 1e-9)
    #expect(log.diagnostics.isEmpty)
  }

  struct Photos: CompositionalLayoutDataSource {
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { 20 }
  }

  /// The compositional article's list: an inset-grouped section with a header.
  @Test func compositionalFamily_aList() {
    var settings = LayoutListConfiguration(appearance: .insetGrouped)
    settings.headerMode = .supplementary
    var layout = CompositionalLayoutEngine { _, environment in
      .list(using: settings, layoutEnvironment: environment)
    }
    let phone = LayoutEnvironment(
      containerSize: Size(width: 375, height: 667),
      layoutMargins: LayoutEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    layout.prepare(environment: phone, dataSource: Photos())
    // Inside the margins: item 0 is at (16, 79), 343 × 44, below 35 points of padding and its header.
    let scroll = ScrollState(contentOffset: .zero)
    #expect(
      layout.model.attributes(for: .cell(section: 0, item: 0), scroll: scroll)?.frame
        == Rect(x: 16, y: 79, width: 343, height: 44))
    #expect(
      layout.model.attributes(for: .supplementary(.listSectionHeader, section: 0), scroll: scroll)?.frame.minY == 35)
    #expect(layout.model.contentSize.height == 35 + 44 + 20 * 44)
  }

  /// The compositional article's separators: a colour for the section, none under the
  /// first row of each section.
  @Test func compositionalFamily_listSeparators() {
    var settings = LayoutListConfiguration(appearance: .insetGrouped)
    settings.separatorConfiguration.color = LayoutColor(rgb: 0xC6C6C8)
    settings.itemSeparatorHandler = { path, resolved in
      var separators = resolved
      // The first row of each section is a summary: no line under it.
      if path.item == 0 { separators.bottomSeparatorVisibility = .hidden }
      return separators
    }
    // On the list article's phone, 16-point margins.
    let phone = CompositionalListConfigurationTests.environment
    var layout = CompositionalLayoutEngine(section: .list(using: settings, layoutEnvironment: phone))
    layout.prepare(environment: phone, dataSource: Photos())
    let lines = layout.model.allElements(scroll: ScrollState(contentOffset: .zero)).filter {
      $0.id.kind == .listBottomSeparator
    }
    // Under rows 1 … 18 of 20: not the summary, not the last row.
    #expect(lines.map(\.id.item) == Array(1...18))
    #expect(lines.allSatisfy { $0.backgroundColor == LayoutColor(rgb: 0xC6C6C8) && $0.frame.height == 0.5 })
  }

  /// The compositional article's list background: a colour of the list's own behind each
  /// section, edge to edge.
  @Test func compositionalFamily_listBackground() throws {
    var settings = LayoutListConfiguration(appearance: .plain)
    // A tinted list: every section lies on this colour.
    settings.backgroundColor = LayoutColor(rgb: 0xFFF8E7)
    let phone = CompositionalListConfigurationTests.environment
    var layout = CompositionalLayoutEngine(section: .list(using: settings, layoutEnvironment: phone))
    layout.prepare(environment: phone, dataSource: Photos())
    let background = try #require(
      layout.model.attributes(
        for: .decoration(.listBackground, section: 0, item: 0), scroll: ScrollState(contentOffset: .zero)))
    // 20 rows of 44, no padding in a plain list.
    #expect(background.frame == Rect(x: 0, y: 0, width: 375, height: 20 * 44))
    #expect(background.backgroundColor == LayoutColor(rgb: 0xFFF8E7))
  }

  @Test func compositionalFamily_cardsThatTurn() throws {
    let card = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let cards = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(200)), subitems: [card])
    let strip = LayoutSection(group: cards)
    strip.orthogonalScrollingBehavior = .groupPagingCentered
    strip.visibleItemsInvalidationHandler = { items, offset, environment in
      let width = environment.containerSize.width
      for item in items {
        // Where the card is on screen: 0 at the centre, ±1/2 at the edges.
        let distance = (item.frame.midX - offset.x - width / 2) / width
        var perspective = LayoutTransform3D.identity
        perspective.m34 = -1.0 / 500
        item.transform3D = perspective.rotated(by: -distance * .pi / 3, x: 0, y: 1, z: 0)
      }
    }
    var carousel = CompositionalLayoutEngine(section: strip)
    carousel.prepare(environment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)), dataSource: Photos())
    // Card 0 is centred and faces you; card 1, 200 points to its right, is turned 32° away.
    let scroll = ScrollState(contentOffset: .zero)
    let centred = try #require(carousel.model.attributes(for: .cell(section: 0, item: 0), scroll: scroll))
    #expect(centred.frame == Rect(x: 87.5, y: 0, width: 200, height: 200))
    #expect(centred.transform3D.m34 == -1.0 / 500 && centred.transform3D.m13 == 0)
    let turned = try #require(carousel.model.attributes(for: .cell(section: 0, item: 1), scroll: scroll))
    // Turned about y by −32°: m11 = cos, m13 = −sin of the angle (Core Animation's rotation).
    let angle = -200.0 / 375 * .pi / 3
    #expect(abs(angle * 180 / .pi + 32) < 0.1)
    #expect(abs(turned.transform3D.m11 - cos(angle)) < 1e-12 && abs(turned.transform3D.m13 + sin(angle)) < 1e-12)
  }

  /// The grid the README and the compositional article both print (one test for both).
  @Test func compositionalFamily_theReadmeGrid() {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalWidth(0.2)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
      subitems: [item])
    let section = LayoutSection(group: group)
    var layout = CompositionalLayoutEngine(section: section)
    layout.prepare(environment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)), dataSource: Photos())
    // Five 75 × 75 squares per row: item 6 is at (75, 75).
    #expect(
      layout.model.attributes(for: .cell(section: 0, item: 6), scroll: ScrollState(contentOffset: .zero))?.frame
        == Rect(x: 75, y: 75, width: 75, height: 75))
    #expect(layout.model.contentSize.height == 4 * 75)
  }
}
