import CollectionLayout
import Foundation
import LayoutSpec
import Testing

/// The code of "Building a screen, step by step" (CollectionLayout.docc/BuildingAScreen.md),
/// step by step, and what each step says; the last step is the `AppStorePage` example.
@Suite struct BuildingAScreenArticleTests {
  struct Banners: CompositionalLayoutDataSource {
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { 5 }
  }

  func bannerSection() -> LayoutSection {
    let bannerItem = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    bannerItem.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    let bannerGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)),
      subitems: [bannerItem])
    let banner = LayoutSection(group: bannerGroup)
    return banner
  }

  @Test func step1_oneSectionOfFullWidthItems() {
    let banner = bannerSection()
    let screen = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    var engine = CompositionalLayoutEngine(section: banner)
    engine.prepare(environment: screen, dataSource: Banners())
    // "Five banners, one under the other: the content is 5 × 180 tall."
    #expect(engine.model.contentSize == Size(width: 375, height: 900))
    let scroll = ScrollState(contentOffset: .zero)
    #expect(
      engine.model.attributes(for: .cell(section: 0, item: 1), scroll: scroll)?.frame
        == Rect(x: 8, y: 180, width: 359, height: 180))
  }

  @Test func step2_theBannerPagesOnItsOwn() {
    let banner = bannerSection()
    let screen = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    banner.orthogonalScrollingBehavior = .paging
    var engine = CompositionalLayoutEngine(section: banner)
    engine.prepare(environment: screen, dataSource: Banners())

    var log = DiagnosticLog()
    let rest = engine.model.restingOffset(ofSection: 0, current: 100, proposed: 600, velocity: 1.5, diagnostics: &log)
    // "The content is one banner tall; a flick from 100 rests one page on, at 375."
    #expect(engine.model.contentSize.height == 180)
    #expect(rest == 375)
    #expect(log.diagnostics.isEmpty)
    let paged = ScrollState(contentOffset: .zero, sectionOffsets: [0: rest])
    #expect(
      engine.model.attributes(for: .cell(section: 0, item: 1), scroll: paged)?.frame
        == Rect(x: 8, y: 0, width: 359, height: 180))
  }

  func header() -> LayoutBoundarySupplementaryItem {
    LayoutBoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
      elementKind: "header", alignment: .top)
  }

  func carousel() -> LayoutSection {
    let card = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(220)), subitems: [card])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    section.boundarySupplementaryItems = [header()]
    return section
  }

  func rows() -> LayoutSection {
    let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)))
    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(204)),
      subitem: row, count: 3)
    group.interItemSpacing = .fixed(6)
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.interGroupSpacing = 12
    section.boundarySupplementaryItems = [header()]
    return section
  }

  func shelf() -> LayoutSection {
    let icon = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(130)), subitems: [icon])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.interGroupSpacing = 12
    section.boundarySupplementaryItems = [header()]
    return section
  }

  struct AppStorePage: CompositionalLayoutDataSource {
    let counts = [5, 6, 12, 10]
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
  }

  @Test func step3and4_aSectionPerIndexIsTheAppStorePageExample() throws {
    let banner = bannerSection()
    banner.orthogonalScrollingBehavior = .paging
    let screen = LayoutEnvironment(containerSize: Size(width: 375, height: 667))

    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 16
    var page = CompositionalLayoutEngine(configuration: configuration) { index, _ in
      [banner, carousel(), rows(), shelf()][index]
    }
    page.prepare(environment: screen, dataSource: AppStorePage())

    let scroll = ScrollState(contentOffset: .zero, sectionOffsets: [0: 150, 1: 160, 2: 190, 3: 230])
    let onScreen = page.model.elements(in: scroll.visibleRect(in: screen), scroll: scroll)

    // "The same page is the AppStorePage example": element for element, at the same offsets.
    let examplePath = CommandLineTests.packageRoot.appendingPathComponent("Examples/AppStorePage.yaml").path
    let example = ComputedLayout(spec: try Spec.load(path: examplePath))
    #expect(example.scroll == scroll)
    #expect(onScreen == example.elements(in: example.visibleRect))
    #expect(page.model.contentSize == example.model.contentSize)
    #expect(page.diagnostics.isEmpty)
    // "The carousel's groups rest centred: a slow drag from 160 rests on card 1, at 310."
    var log = DiagnosticLog()
    #expect(
      page.model.restingOffset(ofSection: 1, current: 160, proposed: 160, velocity: 0.1, diagnostics: &log) == 310)
  }
}
