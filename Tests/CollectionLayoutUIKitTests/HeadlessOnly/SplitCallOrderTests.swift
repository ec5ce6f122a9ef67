import CollectionLayoutUIKit
import Testing

// Headless only: UIKit does not let a test see the calls it makes to a layout.
#if canImport(HeadlessUIKit)
import HeadlessUIKit

/// The order in which the headless collection view calls the split adapter, and what the
/// adapter does at each step (nothing more than asked).
@MainActor
@Suite("Split adapter: call order")
struct SplitCallOrderTests {
  func makeController() -> IdentifiedSplitController {
    let controller = IdentifiedSplitController(
      sections: (0..<4).map { s in .init(id: s, items: Array((s * 100)..<(s * 100 + 30)), onRight: s % 2 == 1) })
    controller.loadViewIfNeeded()
    controller.collectionView.headlessVerifiesElementQueries = false
    controller.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 500)
    return controller
  }

  @Test func firstLayoutPass() {
    let controller = makeController()
    let collectionView = controller.collectionView!
    collectionView.headlessClearRecords()
    collectionView.layoutIfNeeded()
    #expect(collectionView.layoutMethods == [.prepare, .collectionViewContentSize, .layoutAttributesForElements])
    #expect(controller.sizeRequests == 120)
  }

  @Test func scrollWithPinnedHeadersRepinsWithoutRelayout() {
    let controller = makeController()
    let collectionView = controller.collectionView!
    collectionView.layoutIfNeeded()
    collectionView.headlessClearRecords()
    collectionView.contentOffset = CGPoint(x: 0, y: 120)
    collectionView.layoutIfNeeded()
    #expect(
      collectionView.layoutMethods == [
        .shouldInvalidateForBoundsChange, .invalidationContextForBoundsChange, .invalidateLayout, .prepare,
        .collectionViewContentSize, .layoutAttributesForElements,
      ])
    #expect(controller.sizeRequests == 120)
  }

  @Test func batchUpdate() {
    let controller = makeController()
    let collectionView = controller.collectionView!
    collectionView.layoutIfNeeded()
    collectionView.headlessClearRecords()
    controller.sections[0].items.insert(9999, at: 0)
    collectionView.performBatchUpdates({ collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) })
    let methods = collectionView.layoutMethods
    // UIKit may query between the data-source-count invalidation and the update items
    // (HeadlessUIKit does by default); the layout answers for the old data there. It asks
    // where to rest before it queries what shows there (MagazineLayout relies on that order).
    #expect(
      Array(methods.prefix(8)) == [
        .invalidateLayout, .prepare, .layoutAttributesForElements, .prepareForCollectionViewUpdates,
        .collectionViewContentSize, .targetContentOffset, .collectionViewContentSize, .layoutAttributesForElements,
      ])
    #expect(controller.layout.diagnostics.filter { $0.code == "update.inconsistent" }.isEmpty)
    let finalize = methods.firstIndex(of: .finalizeCollectionViewUpdates)
    #expect(finalize != nil)
    let transitions = methods[8..<(finalize ?? 8)]
    #expect(transitions.contains(.initialAttributesForAppearingItem))
    #expect(transitions.contains(.finalAttributesForDisappearingItem))
    #expect(transitions.contains(.initialAttributesForAppearingSupplementary))
    #expect(transitions.contains(.initialAttributesForAppearingDecoration))
    #expect(!methods.dropFirst((finalize ?? 0) + 1).contains(.targetContentOffset))
    // Only the section that changed was re-placed, from the inserted item: its size alone.
    #expect(controller.sizeRequests == 120 + 1)
  }

  @Test func selfSizing() {
    let controller = makeController()
    let collectionView = controller.collectionView!
    collectionView.register(SummaryCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.headlessClearRecords()
    collectionView.layoutIfNeeded()
    let methods = collectionView.headlessLayoutCalls.map(\.method)
    let preferred = methods.firstIndex(of: .shouldInvalidateForPreferredAttributes)
    #expect(preferred != nil)
    #expect(
      methods.dropFirst((preferred ?? 0) + 1).prefix(3) == [
        .invalidationContextForPreferredAttributes, .invalidateLayout, .shouldInvalidateForPreferredAttributes,
      ]
        || methods.dropFirst((preferred ?? 0) + 1).prefix(2) == [
          .invalidationContextForPreferredAttributes, .invalidateLayout,
        ])
    // Every shown cell ended at its preferred height, and the sizes settled.
    for (_, frame) in collectionView.shownCellFrames { #expect(frame.height == 120) }
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func flingAsksForTheTargetOffset() {
    let controller = makeController()
    let collectionView = controller.collectionView!
    collectionView.layoutIfNeeded()
    collectionView.headlessClearRecords()
    collectionView.headlessEndDragging(proposedContentOffset: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 2))
    #expect(collectionView.layoutMethods.first == .targetContentOffsetWithVelocity)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 300))
  }

  @Test func scrollToItemUsesTheItemsAttributes() throws {
    let controller = makeController()
    let collectionView = controller.collectionView!
    collectionView.layoutIfNeeded()
    let path = IndexPath(item: 25, section: 2)
    collectionView.scrollToItem(at: path, at: .top, animated: false)
    let frame = try #require(controller.layout.layoutAttributesForItem(at: path)).frame
    #expect(collectionView.contentOffset.y == min(frame.minY, collectionView.contentSize.height - 500))
    #expect(collectionView.indexPathsForVisibleItems.contains(path))
    #expect(collectionView.refusals.isEmpty)
  }
}

#endif  // canImport(HeadlessUIKit)
