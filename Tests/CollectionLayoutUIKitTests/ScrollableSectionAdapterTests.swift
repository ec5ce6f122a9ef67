import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The scrollable-section adapter, driven headless: JEK's example with its rows dragged,
/// flung and snapped through the scroll views behind them, the delegate's events in
/// order, and offsets kept across rotation and batch updates.
@MainActor
@Suite("Scrollable-section adapter")
struct ScrollableSectionAdapterTests {
  /// JEK's example in a 320 × 400 collection view: rows of 10 × 50 + 9 × 5 = 545 points,
  /// so each scrolls 225.
  func makeExample(counts: [Int] = [10, 10]) -> ScrollableSectionsController {
    let controller = ScrollableSectionsController(counts: counts)
    controller.show(width: 320, height: 400)
    return controller
  }

  @Test func laysOutJEKsExampleAndPutsAScrollViewBehindEachRow() throws {
    let controller = makeExample()
    let layout = controller.layout
    let frames = layout.allFrames()
    let header = UICollectionView.elementKindSectionHeader
    #expect(
      frames[ElementKey(kind: header, indexPath: IndexPath(item: 0, section: 0))]
        == CGRect(x: 0, y: 0, width: 320, height: 22))
    #expect(
      frames[ElementKey(kind: "cell", indexPath: IndexPath(item: 1, section: 0))]
        == CGRect(x: 55, y: 22, width: 50, height: 50))
    #expect(
      frames[ElementKey(kind: header, indexPath: IndexPath(item: 0, section: 1))]
        == CGRect(x: 0, y: 72, width: 320, height: 22))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 144))
    let row = try #require(layout.scrollView(forSection: 0))
    #expect(row.frame == CGRect(x: 0, y: 22, width: 320, height: 50))
    #expect(row.contentSize == CGSize(width: 545, height: 50))
    #expect(layout.scrollView(forSection: 1) != nil)
  }

  @Test func aDragMovesOnlyItsRowsCellsAndTheDelegateHearsEachStage() throws {
    let controller = makeExample()
    let collectionView = controller.collectionView!
    let row = try #require(controller.layout.scrollView(forSection: 0))
    row.fingerDown()
    row.fingerMove(by: CGPoint(x: -100, y: 0))
    collectionView.layoutIfNeeded()
    let shown = collectionView.shownCellFrames
    #expect(shown[IndexPath(item: 0, section: 0)] == nil)  // at −100: off screen
    #expect(shown[IndexPath(item: 2, section: 0)] == CGRect(x: 10, y: 22, width: 50, height: 50))
    #expect(shown[IndexPath(item: 0, section: 1)] == CGRect(x: 0, y: 94, width: 50, height: 50))
    #expect(controller.layout.contentOffset(ofSection: 0) == 100)
    row.fingerUp(velocity: .zero)
    #expect(
      controller.log.folded == [
        "beginDrag 0", "scroll 0 100.0", "endDrag 0 target 100.0", "didEndDrag 0 false",
      ])
  }

  @Test func aFlickCoastsAndEndsInUIKitsOrder() throws {
    let controller = makeExample()
    let row = try #require(controller.layout.scrollView(forSection: 0))
    // 20 + 0.2 × 499 = 119.8, continuous.
    row.fingerSwipe(by: CGPoint(x: -20, y: 0), velocity: CGPoint(x: 0.2, y: 0))
    #expect(abs(controller.layout.contentOffset(ofSection: 0) - 119.8) < 1e-6)
    #expect(
      controller.log.folded.map { $0.hasPrefix("scroll 0") ? "scroll 0" : $0 } == [
        "beginDrag 0", "scroll 0", "endDrag 0 target 119.8", "didEndDrag 0 true", "beginDecelerate 0", "scroll 0",
        "endDecelerate 0",
      ])
  }

  @Test func rowsSnapToTheirConfiguredBehaviour() throws {
    let controller = ScrollableSectionsController()
    let items = ScrollViewConfiguration()
    items.snapping = .groupPaging
    let paging = ScrollViewConfiguration()
    paging.isPagingEnabled = true
    controller.configurations = [0: items, 1: paging]
    controller.show(width: 320, height: 400)
    let layout = controller.layout
    let itemRow = try #require(layout.scrollView(forSection: 0))
    // Item starts 0, 55, 110, 165, 220 and the end 225: a flick from 100 goes one further.
    itemRow.fingerSwipe(by: CGPoint(x: -100, y: 0), velocity: CGPoint(x: 1, y: 0))
    #expect(layout.contentOffset(ofSection: 0) == 110)
    // A slow drag to 130 rests at the nearest start.
    itemRow.fingerSwipe(by: CGPoint(x: -20, y: 0), velocity: .zero)
    #expect(layout.contentOffset(ofSection: 0) == 110)
    itemRow.fingerSwipe(by: CGPoint(x: -30, y: 0), velocity: .zero)
    #expect(layout.contentOffset(ofSection: 0) == 165)
    // Pages of 320 in a 225-point range: the end.
    let pagedRow = try #require(layout.scrollView(forSection: 1))
    pagedRow.fingerSwipe(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: 0.5, y: 0))
    #expect(layout.contentOffset(ofSection: 1) == 225)
    pagedRow.fingerSwipe(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: -0.5, y: 0))
    #expect(layout.contentOffset(ofSection: 1) == 0)
  }

  @Test func theDelegateMayMoveTheTargetAndItIsKeptWithinTheRow() throws {
    let controller = makeExample()
    let row = try #require(controller.layout.scrollView(forSection: 0))
    controller.log.forcedTarget = 30
    row.fingerSwipe(by: CGPoint(x: -100, y: 0), velocity: .zero)
    #expect(controller.layout.contentOffset(ofSection: 0) == 30)
    controller.log.forcedTarget = 1e6
    row.fingerSwipe(by: .zero, velocity: .zero)
    #expect(controller.layout.contentOffset(ofSection: 0) == 225)
  }

  @Test func aBouncingRowIsDrawnPastItsEndAndSpringsBack() throws {
    let controller = makeExample()
    let collectionView = controller.collectionView!
    let row = try #require(controller.layout.scrollView(forSection: 0))
    row.fingerDown()
    row.fingerMove(by: CGPoint(x: 60, y: 0))
    collectionView.layoutIfNeeded()
    let x = try #require(collectionView.shownCellFrames[IndexPath(item: 0, section: 0)]?.minX)
    #expect(x > 0 && x < 60)
    #expect(controller.layout.diagnostics.isEmpty)
    row.fingerUp(velocity: .zero)
    collectionView.layoutIfNeeded()
    #expect(collectionView.shownCellFrames[IndexPath(item: 0, section: 0)]?.minX == 0)
  }

  @Test func disabledAndFittingRowsDoNotScroll() throws {
    let controller = ScrollableSectionsController(counts: [10, 3, 3])
    let off = ScrollViewConfiguration()
    off.isScrollEnabled = false
    let bouncy = ScrollViewConfiguration()
    bouncy.alwaysBounceHorizontal = true
    controller.configurations = [0: off, 2: bouncy]
    controller.show(width: 320, height: 400)
    let layout = controller.layout
    let disabled = try #require(layout.scrollView(forSection: 0))
    disabled.fingerSwipe(by: CGPoint(x: -100, y: 0), velocity: CGPoint(x: 1, y: 0))
    #expect(layout.contentOffset(ofSection: 0) == 0)
    #expect(controller.log.events.isEmpty)
    // Three items fit: no scroll view, unless the row always bounces.
    #expect(layout.scrollView(forSection: 1) == nil)
    #expect(layout.scrollView(forSection: 2) != nil)
  }

  @Test func offsetsSurviveRotationKeepingTheirItemsInPlace() throws {
    let controller = makeExample()
    let collectionView = controller.collectionView!
    let layout = controller.layout
    try #require(layout.scrollView(forSection: 0)).fingerSwipe(by: CGPoint(x: -100, y: 0), velocity: .zero)
    try #require(layout.scrollView(forSection: 1)).fingerSwipe(by: CGPoint(x: -40, y: 0), velocity: .zero)
    collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    collectionView.layoutIfNeeded()
    // The rows now scroll 545 − 480 = 65: 100 comes back to 65, 40 stays.
    #expect(layout.contentOffset(ofSection: 0) == 65)
    #expect(layout.contentOffset(ofSection: 1) == 40)
    #expect(layout.scrollView(forSection: 0)?.frame == CGRect(x: 0, y: 22, width: 480, height: 50))
    #expect(collectionView.shownCellFrames[IndexPath(item: 9, section: 0)]?.maxX == 480)
    // Back: a row left at its end stays at its end; the other keeps its item in place.
    collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    collectionView.layoutIfNeeded()
    #expect(layout.contentOffset(ofSection: 0) == 225)
    #expect(layout.contentOffset(ofSection: 1) == 40)
    #expect(collectionView.shownCellFrames[IndexPath(item: 9, section: 0)]?.maxX == 320)
  }

  @Test func offsetsFollowTheirSectionsThroughBatchUpdates() throws {
    let controller = makeExample(counts: [10, 10, 10])
    let collectionView = controller.collectionView!
    let layout = controller.layout
    try #require(layout.scrollView(forSection: 1)).fingerSwipe(by: CGPoint(x: -80, y: 0), velocity: .zero)
    try #require(layout.scrollView(forSection: 2)).fingerSwipe(by: CGPoint(x: -20, y: 0), velocity: .zero)
    collectionView.performBatchUpdates {
      controller.counts.insert(10, at: 0)
      collectionView.insertSections([0])
    }
    collectionView.layoutIfNeeded()
    #expect([0, 1, 2, 3].map { layout.contentOffset(ofSection: $0) } == [0, 0, 80, 20])
    #expect(collectionView.shownCellFrames[IndexPath(item: 2, section: 2)]?.minX == 30)
    collectionView.performBatchUpdates {
      controller.counts.remove(at: 1)
      collectionView.deleteSections([1])
      controller.counts.swapAt(1, 2)
      collectionView.moveSection(3, toSection: 1)
    }
    collectionView.layoutIfNeeded()
    #expect([0, 1, 2].map { layout.contentOffset(ofSection: $0) } == [0, 20, 80])
    // The scroll views moved with them: dragging section 1's adds to its own offset.
    try #require(layout.scrollView(forSection: 1)).fingerSwipe(by: CGPoint(x: -5, y: 0), velocity: .zero)
    #expect(layout.contentOffset(ofSection: 1) == 25)
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func scrollsARowToAnItemAndReportsBadOffsets() throws {
    let controller = makeExample()
    let layout = controller.layout
    // Item 9 ends at 545: trailing puts it at the row's right edge.
    #expect(layout.scrollSection(toItemAt: IndexPath(item: 9, section: 0), at: .trailing, animated: false) == 225)
    #expect(layout.scrollSection(toItemAt: IndexPath(item: 4, section: 1), at: .center, animated: true) == 85)
    #expect(layout.contentOffset(ofSection: 1) == 85)
    #expect(controller.log.events.contains("scroll 0 225.0"))
    #expect(layout.scrollSection(toItemAt: IndexPath(item: 40, section: 0), at: .leading, animated: false) == nil)
    layout.setHorizontalOffset(1000, forSectionAt: 0, animated: false)
    #expect(layout.contentOffset(ofSection: 0) == 225)
    layout.setHorizontalOffset(.nan, forSectionAt: 1, animated: false)
    #expect(layout.contentOffset(ofSection: 1) == 0)
    #expect(layout.diagnostics.filter { $0.code == "scroll.offset" }.count == 2)
    controller.collectionView.layoutIfNeeded()
    #expect(controller.collectionView.shownCellFrames[IndexPath(item: 9, section: 0)]?.maxX == 320)
  }

  @Test func backgroundsAreSupplementaryViewsOfUpstreamsKind() throws {
    let controller = ScrollableSectionsController()
    controller.loadViewIfNeeded()
    controller.layout.showsSectionBackgrounds = true
    controller.layout.footerReferenceSize = CGSize(width: 0, height: 25)
    controller.show(width: 320, height: 400)
    let kind = ScrollableSectionCollectionViewLayout.elementKindSectionBackground
    let background = try #require(
      controller.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0)))
    #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 97))
    #expect(background.representedElementCategory == .supplementaryView)
    let header = try #require(
      controller.layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(background.zIndex < header.zIndex)
    #expect(controller.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).count == 2)
    #expect(controller.collectionView.refusals.isEmpty)
  }

  @Test func rightToLeftRowsStartAtTheRightAndAFingerMovingRightScrollsThem() throws {
    let controller = ScrollableSectionsController()
    controller.loadViewIfNeeded()
    controller.collectionView.semanticContentAttribute = .forceRightToLeft
    controller.show(width: 320, height: 400)
    let collectionView = controller.collectionView!
    #expect(collectionView.shownCellFrames[IndexPath(item: 0, section: 0)]?.minX == 270)
    let row = try #require(controller.layout.scrollView(forSection: 0))
    // At rest the scroll view shows the row's leading end, its far end.
    #expect(row.contentOffset.x == 225)
    row.fingerSwipe(by: CGPoint(x: 100, y: 0), velocity: .zero)
    collectionView.layoutIfNeeded()
    #expect(controller.layout.contentOffset(ofSection: 0) == 100)
    #expect(collectionView.shownCellFrames[IndexPath(item: 0, section: 0)] == nil)
    #expect(collectionView.shownCellFrames[IndexPath(item: 2, section: 0)]?.minX == 260)
  }

  @Test func wrappingSectionsHaveNoScrollView() {
    let controller = ScrollableSectionsController()
    controller.flowSections = [1]
    controller.show(width: 320, height: 400)
    #expect(controller.layout.scrollView(forSection: 1) == nil)
    // Five items of 50 and 5 per line: two lines, 105 high.
    #expect(controller.layout.collectionViewContentSize.height == CGFloat(199))
  }
}

extension ScrollableSectionAdapterTests {
  @Test func badSizesFromTheLayoutOrTheDelegateAreRepairedAndReported() throws {
    let controller = ScrollableSectionsController()
    controller.loadViewIfNeeded()
    controller.layout.itemSize = CGSize(width: CGFloat.nan, height: -5)
    controller.layout.minimumInteritemSpacing = -3
    controller.show(width: 320, height: 400)
    let layout = controller.layout
    #expect(!layout.diagnostics.isEmpty)
    for (_, frame) in layout.allFrames() {
      #expect(frame.minX.isFinite && frame.width >= 0 && frame.height >= 0)
    }
    #expect(controller.collectionView.refusals.isEmpty)
  }

  @Test func scrollingTheCollectionViewHandsScrollViewsOnWithoutInvalidating() throws {
    // Without pinned headers a vertical scroll does not invalidate this layout: the query
    // of the newly shown part still gives its strips scroll views.
    let controller = makeExample(counts: Array(repeating: 10, count: 20))
    let collectionView = controller.collectionView!
    let layout = controller.layout
    try #require(layout.scrollView(forSection: 0)).fingerSwipe(by: CGPoint(x: -50, y: 0), velocity: .zero)
    collectionView.contentOffset = CGPoint(x: 0, y: 72 * 10)
    collectionView.layoutIfNeeded()
    #expect(layout.scrollView(forSection: 0) == nil)
    #expect(layout.scrollView(forSection: 12) != nil)
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    #expect(try #require(layout.scrollView(forSection: 0)).contentOffset.x == 50)
  }

  @Test func aRowScrolledToAGapWiderThanTheScreenStillTakesAFinger() throws {
    // Found by the adapter fuzzer: scroll views went to the sections of the cells a query
    // returned, so a row showing only a gap got none unless it had one already.
    let controller = ScrollableSectionsController(counts: Array(repeating: 3, count: 20))
    controller.loadViewIfNeeded()
    // Cells at 0...50, 1,050...1,100 and 2,100...2,150 of each row.
    controller.layout.minimumInteritemSpacing = 1_000
    controller.show(width: 320, height: 400)
    let collectionView = controller.collectionView!
    let layout = controller.layout
    collectionView.contentOffset = CGPoint(x: 0, y: 72 * 10)
    collectionView.layoutIfNeeded()
    #expect(layout.scrollView(forSection: 0) == nil)
    // Off screen, the first row is scrolled into its first gap; then it comes back, its
    // header (0...22) above the screen, so nothing of its section is shown but the gap.
    layout.setContentOffset(300, ofSection: 0, animated: false)
    collectionView.contentOffset = CGPoint(x: 0, y: 30)
    collectionView.layoutIfNeeded()
    #expect(
      layout.layoutAttributesForElements(in: collectionView.bounds)?.contains { $0.indexPath.section == 0 } == false)
    let row = try #require(layout.scrollView(forSection: 0))
    row.fingerSwipe(by: CGPoint(x: 100, y: 0), velocity: .zero)
    #expect(layout.contentOffset(ofSection: 0) == 200)
    #expect(collectionView.refusals.isEmpty)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
