import CollectionLayout
import CollectionLayoutUIKit
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// `EngineBackedLayout.scrollToItem(at:at:animated:)`: the collection view's
/// `scrollToItem(at:at:animated:)` that also moves the item's strip, which UIKit's own call
/// cannot (JEKScrollableSectionCollectionViewLayout's issue #17 and its unmerged pull
/// request #18, which swizzled the collection view's method to get there).
@MainActor
@Suite("Scrolling to an item in a strip")
struct StripScrollToItemTests {
  /// The App Store page on an iPhone's screen: the banner (section 0, pages of 375), the
  /// carousel (section 1, cards 300 wide every 310, centred), the rows (section 2) and the
  /// continuous row (section 3, items 100 wide every 112, insets 16), below the screen.
  func makePage() -> CompositionalController { OrthogonalAdapterTests.makePage(height: 667) }

  /// Equal up to rounding (strip offsets are sums of fractions of the screen).
  func near(_ value: CGFloat?, _ expected: CGFloat) -> Bool { value.map { abs($0 - expected) < 1e-9 } ?? false }

  /// Centred horizontally, a card of the carousel comes to the middle of the screen, where
  /// an app porting UIKit's call for an orthogonal section expects it.
  @Test func aCardComesToTheCentre() throws {
    let controller = makePage()
    let collectionView = try #require(controller.collectionView)
    controller.layout.scrollToItem(at: IndexPath(item: 4, section: 1), at: .centeredHorizontally, animated: false)
    #expect(near(controller.layout.contentOffset(ofSection: 1), 4 * 310))
    #expect(collectionView.shownCellFrames[IndexPath(item: 4, section: 1)]?.minX == 37.5)
    #expect(collectionView.contentOffset.y == 0, "no vertical part: the collection view stays")
  }

  /// Both axes: the row below the screen comes up to its bottom, and its last item to the
  /// right, where the strip ends (765).
  @Test func bothAxesMoveTheCollectionViewAndTheStrip() throws {
    let controller = makePage()
    let collectionView = try #require(controller.collectionView)
    let last = IndexPath(item: 9, section: 3)
    #expect(collectionView.cellForItem(at: last) == nil)
    controller.layout.scrollToItem(at: last, at: [.bottom, .right], animated: false)
    #expect(controller.layout.contentOffset(ofSection: 3) == 765)
    let frame = try #require(collectionView.cellForItem(at: last)).frame
    #expect(near(frame.maxX, 375 - 16), "the last item's end at the trailing inset: \(frame)")
    #expect(frame.maxY == collectionView.contentOffset.y + 667, "the item's bottom at the screen's")
  }

  /// Without a position along the strip, the strip moves the least that shows the item
  /// whole, with a quarter of the next one (as for focus): item 5 spans 576..<676 and item
  /// 6 starts at 688, so 688 + 25 + 16 − 375 = 354.
  @Test func withoutAPositionAlongTheStripTheItemIsRevealed() throws {
    let controller = makePage()
    controller.layout.scrollToItem(at: IndexPath(item: 5, section: 3), at: .bottom, animated: false)
    #expect(controller.layout.contentOffset(ofSection: 3) == 354)
    let collectionView = try #require(controller.collectionView)
    let frame = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 3))).frame
    #expect(frame.minX >= 16 && frame.maxX <= 375 - 16, "whole between the insets: \(frame)")
    #expect(frame.maxY == collectionView.contentOffset.y + 667, "the item's bottom at the screen's")
  }

  /// An item of a section that scrolls with the layout: only the collection view moves,
  /// exactly as UIKit's own call.
  @Test func anItemOutsideStripsScrollsOnlyTheCollectionView() throws {
    let controller = makePage()
    let other = makePage()
    let path = IndexPath(item: 2, section: 2)
    controller.layout.scrollToItem(at: path, at: .centeredVertically, animated: false)
    try #require(other.collectionView).scrollToItem(at: path, at: .centeredVertically, animated: false)
    #expect(controller.collectionView.contentOffset == other.collectionView.contentOffset)
    #expect(controller.collectionView.contentOffset.y > 0)
    #expect((0..<4).allSatisfy { controller.layout.contentOffset(ofSection: $0) == 0 })
  }

  /// In a right-to-left layout the positions are physical, as UIKit's: `right` puts an
  /// item's right edge (its leading end) at the right, `left` its left edge at the left.
  @Test func rightToLeftPositionsArePhysical() throws {
    let controller = ScrollableSectionsController()
    controller.loadViewIfNeeded()
    controller.collectionView.semanticContentAttribute = .forceRightToLeft
    controller.show(width: 320, height: 400)
    let collectionView = try #require(controller.collectionView)
    // Items 50 wide every 55 from the right: item 2's leading end is 110 along the row.
    controller.layout.scrollToItem(at: IndexPath(item: 2, section: 0), at: .right, animated: false)
    #expect(controller.layout.contentOffset(ofSection: 0) == 110)
    #expect(collectionView.shownCellFrames[IndexPath(item: 2, section: 0)]?.maxX == 320)
    // Item 8 ends 490 along the row: 490 − 320 = 170 brings its far end to the left edge.
    controller.layout.scrollToItem(at: IndexPath(item: 8, section: 0), at: .left, animated: false)
    #expect(controller.layout.contentOffset(ofSection: 0) == 170)
    #expect(collectionView.shownCellFrames[IndexPath(item: 8, section: 0)]?.minX == 0)
  }

  /// In a horizontal layout a strip runs down the screen: `top`, `centeredVertically` and
  /// `bottom` place the item along it; `left` and `right` only move the collection view.
  /// Twenty items 100 high down a strip of 667: item 10 spans 1000..<1100.
  @Test func aStripInAHorizontalLayoutTakesTheVerticalPart() throws {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let controller = CompositionalController(
      layout: CompositionalLayout(section: section, configuration: configuration), counts: [20])
    controller.show(width: 375, height: 667)
    let collectionView = try #require(controller.collectionView)
    let tenth = IndexPath(item: 10, section: 0)
    controller.layout.scrollToItem(at: tenth, at: .bottom, animated: false)
    #expect(near(controller.layout.contentOffset(ofSection: 0), 1100 - 667))
    #expect(near(collectionView.shownCellFrames[tenth]?.maxY, 667))
    controller.layout.scrollToItem(at: tenth, at: .top, animated: false)
    #expect(near(controller.layout.contentOffset(ofSection: 0), 1000))
    #expect(near(collectionView.shownCellFrames[tenth]?.minY, 0))
    // Back at the start, `left` says nothing along the strip: the item is revealed, with a
    // quarter of the next one: 1100 + 25 − 667 = 458.
    controller.layout.setContentOffset(0, ofSection: 0, animated: false)
    controller.layout.scrollToItem(at: tenth, at: .left, animated: false)
    #expect(near(controller.layout.contentOffset(ofSection: 0), 458))
  }

  /// Where UIKit raises, nothing moves and the layout says why.
  @Test func whatUIKitRefusesIsReportedAndMovesNothing() throws {
    let controller = makePage()
    let layout = controller.layout
    layout.scrollToItem(at: IndexPath(item: 99, section: 3), at: .right, animated: false)
    layout.scrollToItem(at: IndexPath(item: 0, section: 9), at: .right, animated: false)
    // Index paths that are not a section and an item (`item` would trap) are refused too.
    layout.scrollToItem(at: IndexPath(index: 3), at: .right, animated: false)
    layout.scrollToItem(at: IndexPath(indexes: [3, 1, 2]), at: .right, animated: false)
    #expect(layout.scrollSection(toItemAt: IndexPath(index: 3), at: .center, animated: false) == nil)
    #expect(layout.scrollSection(toRevealItemAt: IndexPath(), animated: false) == nil)
    layout.scrollToItem(at: IndexPath(item: 5, section: 3), at: [.left, .right], animated: false)
    layout.scrollToItem(at: IndexPath(item: 5, section: 3), at: [.top, .centeredVertically], animated: false)
    // The log folds repeats of a code in one section into one entry with a count.
    func reports(_ code: DiagnosticCode) -> Int {
      layout.diagnostics.filter { $0.code == code }.reduce(0) { $0 + $1.count }
    }
    #expect(reports(.scrollItem) == 4)
    #expect(reports(.scrollPosition) == 2)
    #expect((0..<4).allSatisfy { layout.contentOffset(ofSection: $0) == 0 })
    #expect(controller.collectionView.contentOffset == .zero)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
