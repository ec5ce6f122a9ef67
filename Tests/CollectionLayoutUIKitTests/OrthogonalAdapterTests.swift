import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Compositional orthogonal sections through the adapter, headless: an App Store-style
/// page whose strips are dragged and flung through their scroll views, rest where their
/// behaviours say, keep their offsets across rotation, scrolling away and batch updates.
@MainActor
@Suite("Orthogonal sections in the compositional adapter")
struct OrthogonalAdapterTests {
  /// The page at 375 × 667: banner 0–180 (pages of 375, 1,500 to scroll), carousel header
  /// 196–228 and strip 228–448 (cards of 300 centred: they rest at multiples of 310),
  /// rows header 464–496 and strip 496–700, the continuous row below the screen.
  func makePage() -> CompositionalController { Self.makePage(height: 667) }

  /// The page at 375 × `height`.
  static func makePage(height: CGFloat) -> CompositionalController {
    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 16
    let layout = CompositionalLayout(sectionProvider: CompositionalSamples.appStorePage, configuration: configuration)
    let controller = CompositionalController(layout: layout, counts: CompositionalSamples.appStoreCounts)
    controller.show(width: 375, height: height)
    return controller
  }

  @Test func stripsOnScreenHaveScrollViewsOverThem() throws {
    let controller = makePage()
    let layout = controller.layout
    let banner = try #require(layout.scrollView(forSection: 0))
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 375, height: 180))
    let carousel = try #require(layout.scrollView(forSection: 1))
    #expect(carousel.frame == CGRect(x: 0, y: 228, width: 375, height: 220))
    #expect(carousel.contentSize == CGSize(width: 1925, height: 220))
    #expect(layout.scrollView(forSection: 2) != nil)
    #expect(layout.scrollView(forSection: 3) == nil)  // below the screen
  }

  @Test func theBannerPagesByTheScreenWidth() throws {
    let controller = makePage()
    let layout = controller.layout
    let banner = try #require(layout.scrollView(forSection: 0))
    banner.fingerSwipe(by: CGPoint(x: -60, y: 0), velocity: CGPoint(x: 1, y: 0))
    #expect(layout.contentOffset(ofSection: 0) == 375)
    // A slow drag past half a page turns it; short of half it springs back.
    banner.fingerSwipe(by: CGPoint(x: -200, y: 0), velocity: .zero)
    #expect(layout.contentOffset(ofSection: 0) == 750)
    banner.fingerSwipe(by: CGPoint(x: 150, y: 0), velocity: .zero)
    #expect(layout.contentOffset(ofSection: 0) == 750)
    banner.fingerSwipe(by: CGPoint(x: 20, y: 0), velocity: CGPoint(x: -2, y: 0))
    #expect(layout.contentOffset(ofSection: 0) == 375)
    controller.collectionView.layoutIfNeeded()
    // Page 1's cell fills the screen, less its 8-point insets.
    #expect(
      controller.collectionView.shownCellFrames[IndexPath(item: 1, section: 0)]
        == CGRect(x: 8, y: 0, width: 359, height: 180))
  }

  @Test func theCarouselRestsWithACardCentredAndItsHandlerScalesTheOthers() throws {
    let controller = makePage()
    let collectionView = controller.collectionView!
    let carousel = try #require(controller.layout.scrollView(forSection: 1))
    carousel.fingerSwipe(by: CGPoint(x: -30, y: 0), velocity: CGPoint(x: 0.8, y: 0))
    #expect(controller.layout.contentOffset(ofSection: 1) == 310)
    collectionView.layoutIfNeeded()
    let shown = collectionView.shownAttributes
    let centred = try #require(
      shown[DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 1, section: 1))])
    #expect(centred.frame == CGRect(x: 37.5, y: 228, width: 300, height: 220))
    #expect(centred.transform == .identity)
    let side = try #require(
      shown[DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 1))])
    #expect(side.transform.a < 1)
    // The header stays put.
    let header = try #require(
      shown[
        DisplayedElement(
          category: .supplementaryView, kind: CompositionalSamples.headerKind, indexPath: IndexPath(item: 0, section: 1)
        )])
    #expect(header.frame.minX == 0)
  }

  @Test func eachStageOfADragReachesTheDelegateInOrder() throws {
    let controller = makePage()
    let rows = try #require(controller.layout.scrollView(forSection: 2))
    rows.fingerSwipe(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: 0.5, y: 0))
    let stages = controller.log.folded.map { $0.hasPrefix("scroll") ? "scroll" : String($0.split(separator: " ")[0]) }
    #expect(stages == ["beginDrag", "scroll", "endDrag", "didEndDrag", "beginDecelerate", "scroll", "endDecelerate"])
    #expect(controller.log.events.allSatisfy { $0.split(separator: " ")[1] == "2" })
    // Groups of rows are 0.85 × 343 = 291.55 wide, 12 apart: the next group's edge.
    #expect(abs(controller.layout.contentOffset(ofSection: 2) - 303.55) < 1e-9)
  }

  @Test func scrollingAwayGivesTheScrollViewBackAndKeepsTheOffset() throws {
    let controller = makePage()
    let collectionView = controller.collectionView!
    let layout = controller.layout
    try #require(layout.scrollView(forSection: 0)).fingerSwipe(
      by: CGPoint(x: -60, y: 0), velocity: CGPoint(x: 1, y: 0))
    collectionView.contentOffset = CGPoint(x: 0, y: 400)
    collectionView.layoutIfNeeded()
    #expect(layout.scrollView(forSection: 0) == nil)
    #expect(layout.scrollView(forSection: 3) != nil)
    #expect(layout.contentOffset(ofSection: 0) == 375)
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    let banner = try #require(layout.scrollView(forSection: 0))
    #expect(banner.contentOffset.x == 375)
    #expect(collectionView.shownCellFrames[IndexPath(item: 1, section: 0)]?.minX == 8)
  }

  @Test func rotationKeepsEachStripOnItsPageOrCard() throws {
    let controller = makePage()
    let collectionView = controller.collectionView!
    let layout = controller.layout
    try #require(layout.scrollView(forSection: 0)).fingerSwipe(
      by: CGPoint(x: -60, y: 0), velocity: CGPoint(x: 1, y: 0))
    try #require(layout.scrollView(forSection: 1)).fingerSwipe(
      by: CGPoint(x: -30, y: 0), velocity: CGPoint(x: 1, y: 0))
    collectionView.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    collectionView.layoutIfNeeded()
    // Page 1 at 667 wide; card 1 (533.6 wide, 10 apart) centred.
    #expect(layout.contentOffset(ofSection: 0) == 667)
    #expect(abs(layout.contentOffset(ofSection: 1) - 543.6) < 1e-9)
    #expect(try #require(layout.scrollView(forSection: 0)).contentOffset.x == 667)
    collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    collectionView.layoutIfNeeded()
    #expect(layout.contentOffset(ofSection: 0) == 375)
    #expect(abs(layout.contentOffset(ofSection: 1) - 310) < 1e-9)
  }

  @Test func offsetsFollowTheirSectionsThroughBatchUpdates() throws {
    // Four banners: the same section everywhere, so sections can move.
    let layout = CompositionalLayout(
      section: try #require(CompositionalSamples.appStorePage(0, LayoutEnvironment(containerSize: .zero))))
    let controller = CompositionalController(layout: layout, counts: [5, 5, 5, 5])
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    try #require(layout.scrollView(forSection: 1)).fingerSwipe(
      by: CGPoint(x: -60, y: 0), velocity: CGPoint(x: 1, y: 0))
    try #require(layout.scrollView(forSection: 2)).fingerSwipe(
      by: CGPoint(x: -60, y: 0), velocity: CGPoint(x: 1, y: 0))
    try #require(layout.scrollView(forSection: 2)).fingerSwipe(
      by: CGPoint(x: -60, y: 0), velocity: CGPoint(x: 1, y: 0))
    collectionView.performBatchUpdates {
      controller.counts.remove(at: 0)
      collectionView.deleteSections([0])
      controller.counts.insert(3, at: 3)
      collectionView.insertSections([3])
    }
    collectionView.layoutIfNeeded()
    #expect([0, 1, 2, 3].map { layout.contentOffset(ofSection: $0) } == [375, 750, 0, 0])
    #expect(collectionView.shownCellFrames[IndexPath(item: 2, section: 1)]?.minX == 8)
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func scrollsAStripToAnItem() throws {
    let controller = makePage()
    let layout = controller.layout
    #expect(layout.scrollSection(toItemAt: IndexPath(item: 3, section: 1), at: .center, animated: true) == 930)
    #expect(controller.log.events.last == "scroll 1 930.0")
    // A section that scrolls with the layout has no strip: nothing moves.
    let list = CompositionalLayout(section: CompositionalSamples.list())
    let other = CompositionalController(layout: list, counts: [10])
    other.show(width: 375, height: 667)
    #expect(list.scrollSection(toItemAt: IndexPath(item: 3, section: 0), at: .center, animated: false) == nil)
    #expect(list.setContentOffset(50, ofSection: 0, animated: false) == 0)
    #expect(list.diagnostics.contains { $0.code == "scroll.section" })
  }
}

extension OrthogonalAdapterTests {
  @Test func thePageKeepsItsOffsetsThroughItemUpdates() throws {
    let controller = makePage()
    let collectionView = controller.collectionView!
    let layout = controller.layout
    try #require(layout.scrollView(forSection: 0)).fingerSwipe(
      by: CGPoint(x: -60, y: 0), velocity: CGPoint(x: 1, y: 0))
    let carousel = try #require(layout.scrollView(forSection: 1))
    for _ in 0..<5 { carousel.fingerSwipe(by: CGPoint(x: -30, y: 0), velocity: CGPoint(x: 1, y: 0)) }
    #expect(layout.contentOffset(ofSection: 1) == 1550)
    collectionView.performBatchUpdates {
      controller.counts[0] += 1
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      controller.counts[1] -= 2
      collectionView.deleteItems(at: [IndexPath(item: 4, section: 1), IndexPath(item: 5, section: 1)])
    }
    collectionView.layoutIfNeeded()
    // The banner keeps its offset; the carousel, now 4 cards, rests at its new end.
    #expect(layout.contentOffset(ofSection: 0) == 375)
    #expect(layout.contentOffset(ofSection: 1) == 930)
    #expect(try #require(layout.scrollView(forSection: 1)).contentOffset.x == 930)
    #expect(collectionView.refusals.isEmpty)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
