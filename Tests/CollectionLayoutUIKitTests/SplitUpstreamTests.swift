import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Upstream's own tests of UICollectionViewSplitLayout, as upstream wrote them: the
/// controller is the key window's root, each test sets the frame, the data and the ratio,
/// calls `reloadData()` and asks the layout at once — no layout pass in between. 400 × 500,
/// sections of 3, 6 and 3 items of 100 × 100, all on the left.
@MainActor
@Suite("Split adapter: upstream's tests", .serialized)
struct SplitUpstreamTests {
  let layout = UICollectionViewSplitLayout()
  let controller: SpyCollectionViewController

  /// Upstream's `setUp()` and the first lines of each of its tests.
  init() {
    controller = SpyCollectionViewController(collectionViewLayout: layout)
    keyWindow()?.rootViewController = controller
    controller.collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 500)
    controller.dataSource = [[0, 1, 2], [0, 1, 2, 3, 4, 5], [0, 1, 2]]
    layout.leftSideRatio = 1
    controller.collectionView.reloadData()
  }

  @Test func itemFrames() {
    let paths = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 0), (2, 1), (2, 2)]
    let origins = paths.compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $1, section: $0))?.frame.origin
    }
    #expect(
      origins == [
        CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 100),
        CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100), CGPoint(x: 300, y: 100), CGPoint(x: 0, y: 200),
        CGPoint(x: 0, y: 300), CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300),
      ])
  }

  @Test func elementsInRect() throws {
    let answer = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 400, height: 100)))
    // Upstream lists the same five elements with the background last; so do we.
    #expect(
      answer.map(\.indexPath) == [
        IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1),
        IndexPath(item: 3, section: 1), IndexPath(item: 0, section: 1),
      ])
    #expect(answer.last?.representedElementCategory == .decorationView)
    #expect(answer.last?.representedElementKind == UICollectionViewSplitLayoutBackgroundView.className)
  }

  @Test func itemAttributes() {
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 100, width: 100, height: 100))
  }

  @Test func decorationFrames() {
    let kind = UICollectionViewSplitLayoutBackgroundView.className
    let frames = (0..<3).map {
      layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: $0))?.frame
    }
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 400, height: 100), CGRect(x: 0, y: 100, width: 400, height: 200),
        CGRect(x: 0, y: 300, width: 400, height: 100),
      ])
  }

  @Test func contentSize() {
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 400))
  }

  /// Upstream's `testOnyRecalculateWhenIsInvalidationBoundsChageTrue`: the sizes are asked
  /// once by the reload, not again by a scroll, and again by `invalidateLayout()` — each
  /// counted at once, as upstream's test does.
  @Test func sizeDelegateCalledOncePerItemAndNotOnScroll() {
    let collectionView = controller.collectionView!
    collectionView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 400, height: 300), animated: false)
    #expect(controller.sizeCallCount == 12)
    collectionView.collectionViewLayout.invalidateLayout()
    #expect(controller.sizeCallCount == 24)
    collectionView.layoutIfNeeded()
    #expect(controller.sizeCallCount == 24, "the layout pass after it asks nothing more")
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func scrollingWithoutPinningNeverInvalidates() {
    let collectionView = controller.collectionView!
    collectionView.layoutIfNeeded()  // the first layout pass, then only scrolls
    #if canImport(HeadlessUIKit)
    collectionView.headlessClearRecords()
    #endif
    for y in stride(from: 0, through: 300, by: 25) {
      collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(y))
      collectionView.layoutIfNeeded()
    }
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the calls the collection view makes.
    #expect(!collectionView.headlessLayoutCalls.contains { $0.method == .prepare })
    #expect(!collectionView.headlessLayoutCalls.contains { $0.method == .invalidateLayout })
    #endif
    #expect(controller.sizeCallCount == 12)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
