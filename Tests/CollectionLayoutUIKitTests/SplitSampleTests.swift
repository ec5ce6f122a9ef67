import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Upstream's three sample controllers run headless through rotation, scrolling, batch
/// updates and self-sizing; frames checked against the reference's numbers.
@MainActor
@Suite("Split adapter: upstream's samples")
struct SplitSampleTests {
  // MARK: Basic

  @Test func basicMatchesTheReference() {
    let controller = BasicCollectionViewController()
    controller.show(width: 375, height: 667)
    let layout = controller.layout
    #expect(layout.contentWidth(of: .left) == 150)
    #expect(layout.contentWidth(of: .right) == 225)
    #expect(layout.contentMostLeft(of: .right) == 150)
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 19, section: 0))?.frame
        == CGRect(x: 55, y: 290, width: 39, height: 39))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 19, section: 1))?.frame
        == CGRect(x: 230, y: 440, width: 64, height: 64))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 19, section: 2))?.frame
        == CGRect(x: 55, y: 627, width: 39, height: 39))
    let kind = UICollectionViewSplitLayoutBackgroundView.elementKind
    #expect(
      layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 2))?.frame
        == CGRect(x: 0, y: 337, width: 150, height: 337))
    #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 674))
    // Every cell shown is exactly one whose frame meets the screen.
    let collectionView = controller.collectionView!
    let expected = (0..<3).flatMap { s in (0..<20).map { IndexPath(item: $0, section: s) } }.filter {
      layout.layoutAttributesForItem(at: $0)!.frame.minY < 667
    }
    #expect(collectionView.indexPathsForVisibleItems == expected)
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func basicRotatesAndScrolls() {
    let controller = BasicCollectionViewController()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    #if canImport(HeadlessUIKit)
    collectionView.headlessClearRecords()
    #endif
    collectionView.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    collectionView.layoutIfNeeded()
    // Landscape: left column 0.4 × 667 = 266.8; items Int(266.8 − 16 − 16) / 3 = 78.
    let layout = controller.layout
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 94, y: 8, width: 78, height: 78))
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the calls the collection view makes.
    #expect(
      collectionView.layoutMethods.prefix(6) == [
        .shouldInvalidateForBoundsChange, .invalidationContextForBoundsChange, .invalidateLayout, .prepare,
        .collectionViewContentSize, .layoutAttributesForElements,
      ])
    // A scroll without pinned headers asks the layout nothing but the visible rect.
    collectionView.headlessClearRecords()
    #endif
    collectionView.contentOffset = CGPoint(x: 0, y: 300)
    collectionView.layoutIfNeeded()
    #if canImport(HeadlessUIKit)
    #expect(
      collectionView.layoutMethods == [
        .shouldInvalidateForBoundsChange, .collectionViewContentSize, .layoutAttributesForElements,
      ])
    #endif
    for (path, frame) in collectionView.shownCellFrames {
      #expect(frame.maxY > 300 && frame.minY < 675, "cell \(path) at \(frame) is not on screen")
    }
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func basicBatchUpdatesMatchAFreshLayout() {
    let controller = BasicCollectionViewController()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    let before = controller.layout.allFrames()
    // Three items in front of section 0; section 1 deleted (section 2, even → left, becomes
    // section 1, odd → right: it must move columns).
    controller.dataSource[0].insert(contentsOf: [.yellow, .yellow, .yellow], at: 0)
    controller.dataSource.remove(at: 1)
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
      collectionView.deleteSections([1])
    }
    let fresh = BasicCollectionViewController()
    fresh.dataSource = controller.dataSource
    fresh.show(width: 375, height: 667)
    #expect(controller.layout.allFrames() == fresh.layout.allFrames())
    // The item that was (0, 0) is now (0, 3): it starts from its old frame.
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the attributes an update animated from and to.
    let animations = collectionView.headlessLastUpdate
    let moved = DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 3, section: 0))
    #expect(
      animations.initial[moved]??.frame == before[ElementKey(kind: "cell", indexPath: IndexPath(item: 0, section: 0))])
    let inserted = DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0))
    #expect(animations.initial[inserted]??.alpha == 0)
    // A cell of the deleted section fades out where it was.
    let gone = DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 1))
    #expect(animations.final[gone]??.alpha == 0)
    #expect(
      animations.final[gone]??.frame == before[ElementKey(kind: "cell", indexPath: IndexPath(item: 0, section: 1))])
    #endif
    #expect(collectionView.refusals.isEmpty)
  }

  // MARK: Emoji

  @Test func emojiSelfSizesInPortrait() {
    let controller = EmojiCollectionViewController()
    controller.show(width: 375, height: 667)
    let layout = controller.layout
    let collectionView = controller.collectionView!
    // Portrait: ratio 1, one column 375 − 16 − 16 = 343 wide; the summary prefers 120, the
    // code points 60.
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 343, height: 120))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 1))?.frame
        == CGRect(x: 0, y: 480, width: 343, height: 60))
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
    #expect(header?.frame == CGRect(x: 0, y: 556, width: 343, height: 60))
    // Two samples per line: Int(343 − 16) / 2 = 163.
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame
        == CGRect(x: 171, y: 616, width: 163, height: 163))
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the calls the collection view makes.
    #expect(
      collectionView.headlessLayoutCalls.filter { $0.method == .invalidationContextForPreferredAttributes }.count == 8)
    #endif
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func emojiPinsItsHeaderWhileScrolling() {
    let controller = EmojiCollectionViewController()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    let kind = UICollectionView.elementKindSectionHeader
    for y in [600.0, 700, 900] {
      #if canImport(HeadlessUIKit)
      collectionView.headlessClearRecords()
      #endif
      collectionView.contentOffset = CGPoint(x: -16, y: y)
      collectionView.layoutIfNeeded()
      let header = collectionView.shownAttributes[
        DisplayedElement(category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: 2))]
      // Pinned below the content inset (16), never above its natural place (556).
      let headerY = header.map { Double($0.frame.minY) }
      #expect(headerY == max(556, y + 16))
      #expect(header?.zIndex == 1024)
      // Scrolling re-pins; it never asks for a size again.
      #if canImport(HeadlessUIKit)
      #expect(!collectionView.headlessLayoutCalls.contains { $0.method == .invalidationContextForPreferredAttributes })
      #endif
    }
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func emojiRotatesToTwoColumns() {
    let controller = EmojiCollectionViewController()
    controller.show(width: 375, height: 667)
    // Resting at the top: the content inset (16) is above the content.
    controller.collectionView.contentOffset = CGPoint(x: -16, y: -16)
    controller.rotate(to: CGSize(width: 667, height: 375))
    controller.collectionView.layoutIfNeeded()
    let layout = controller.layout
    // Landscape: C = 635, split 16, T = 619; left 247.6, right 371.4 at 263.6.
    #expect(layout.contentWidth(of: .left) == 619 * 0.4)
    #expect(layout.contentMostLeft(of: .right) == 619 * 0.4 + 16)
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
    #expect(header?.frame == CGRect(x: 619 * 0.4 + 16, y: 0, width: 619 - 619 * 0.4, height: 60))
    // The summary self-sized again at the new width.
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 619 * 0.4, height: 120))
    // Three samples per line: Int(371.4 − 16) / 3 = 118.
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.size == CGSize(width: 118, height: 118))
    #expect(controller.collectionView.refusals.isEmpty)
  }

  @Test func emojiDeletesACodePoint() {
    let controller = EmojiCollectionViewController()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    controller.dataSource[1].items.removeLast()
    collectionView.deleteItems(at: [IndexPath(item: 6, section: 1)])
    // Self-sized heights survive the update; section 2 moves up by one code point.
    let header = controller.layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
    let headerY = header.map { Double($0.frame.minY) }
    #expect(headerY == 556.0 - 60)
    #expect(controller.layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 1))?.frame.height == 60)
    #expect(collectionView.refusals.isEmpty)
  }

  // MARK: SectionDivided

  @Test func sectionDividedSplitsInLandscape() {
    let controller = SectionDividedCollectionViewController()
    controller.show(width: 375, height: 667)
    let layout = controller.layout
    // Portrait: one column; section 1 starts below section 0's footer.
    let header1 = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    let footer0 = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(header1?.frame.minY == footer0?.frame.maxY)
    #expect(header1?.frame.minX == 0)
    controller.rotate(to: CGSize(width: 667, height: 375))
    controller.collectionView.layoutIfNeeded()
    let right = layout.contentMostLeft(of: .right)
    let expectedRight: CGFloat = (667 - 8) * 0.4 + 8
    #expect(right == expectedRight)
    let kind = UICollectionViewSplitLayoutBackgroundView.elementKind
    for section in 0..<7 {
      let background = layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: section))
      #expect(background?.frame.minX == ([0, 2, 3, 5].contains(section) ? 0 : right), "section \(section)")
      let split = background as? UICollectionViewSplitLayoutAttributes
      #expect(split?.decoratedSectionBackgroundColor?.isEqual(UIColor.green) == true)
      #expect(split?.side == ([0, 2, 3, 5].contains(section) ? .left : .right))
    }
    #expect(controller.collectionView.refusals.isEmpty)
  }

  @Test func sectionDividedUpdatesMatchAFreshLayout() {
    let controller = SectionDividedCollectionViewController()
    controller.show(width: 667, height: 375)
    let collectionView = controller.collectionView!
    collectionView.contentOffset = CGPoint(x: 0, y: 400)
    collectionView.layoutIfNeeded()
    // This sample sizes items by section index, so sections keep their places (moves are
    // tested with data-keyed sizes in SplitUpdateTests): two items of section 3 deleted,
    // two inserted at the end of section 0, section 4 reloaded with new sizes.
    controller.dataSource[3].sizes.removeFirst(2)
    controller.dataSource[0].sizes += [CGSize(width: 60, height: 70), CGSize(width: 90, height: 50)]
    controller.dataSource[4].sizes = controller.dataSource[4].sizes.map { CGSize(width: $0.height, height: $0.width) }
    collectionView.performBatchUpdates {
      collectionView.deleteItems(at: [IndexPath(item: 0, section: 3), IndexPath(item: 1, section: 3)])
      collectionView.insertItems(at: [IndexPath(item: 10, section: 0), IndexPath(item: 11, section: 0)])
      collectionView.reloadSections([4])
    }
    let fresh = SectionDividedCollectionViewController()
    fresh.dataSource = controller.dataSource
    fresh.show(width: 667, height: 375)
    fresh.collectionView.contentOffset = CGPoint(x: 0, y: 400)
    fresh.collectionView.layoutIfNeeded()
    #expect(controller.layout.allFrames() == fresh.layout.allFrames())
    #expect(collectionView.refusals.isEmpty)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
