import CollectionLayoutUIKit
import Testing

// Headless only: UIKit does not let a test see the calls it makes to a layout or the
// attributes an update's animations start from.
#if canImport(HeadlessUIKit)
import HeadlessUIKit

/// While UIKit moves the content offset to the anchored one within an update's animation,
/// what fades in or out stays still on screen (MagazineLayout shifts the initial attributes
/// of its appearing items the same way), and what moves goes from its old frame to its new
/// one. The offset is asked for where MagazineLayout relies on it.
@MainActor
@Suite("Adapters: update animations under a kept first visible item")
struct ScrollAnchorAnimationTests {
  typealias Shown = ScrollAnchorTests.Shown

  @Test(arguments: [ScrollAnchorTests.Adapter.plugin, .split, .compositional])
  func whatFadesStaysStillOnScreenAndWhatMovesStartsWhereItWas(_ adapter: ScrollAnchorTests.Adapter) throws {
    let shown = Shown(adapter, offset: 1500)
    let (anchor, _) = try #require(shown.firstVisible)
    let before = shown.view.contentOffset.y
    let inserted = IndexPath(item: anchor.item + 3, section: anchor.section)
    let deleted = IndexPath(item: anchor.item + 6, section: anchor.section)
    let survivor = IndexPath(item: anchor.item + 1, section: anchor.section)
    let deletedFrame = try #require(shown.layout.layoutAttributesForItem(at: deleted)).frame
    let survivorFrame = try #require(shown.layout.layoutAttributesForItem(at: survivor)).frame
    shown.view.performBatchUpdates {
      shown.delegate.counts[0] += 6
      shown.view.insertItems(at: (0..<6).map { IndexPath(item: $0, section: 0) })
      shown.view.deleteItems(at: [deleted])
      shown.view.insertItems(at: [inserted])
    }
    let after = shown.view.contentOffset.y
    #expect(after != before, "the rows inserted above moved the offset")
    let animations = shown.view.headlessLastUpdate
    // An inserted item fades in where it will be on screen.
    let appearing = try #require(animations.initial[DisplayedElement(category: .cell, kind: nil, indexPath: inserted)])
    let insertedFrame = try #require(shown.layout.layoutAttributesForItem(at: inserted)).frame
    #expect(abs((try #require(appearing).frame.minY - before) - (insertedFrame.minY - after)) < 0.01)
    // A deleted item fades out where it was on screen.
    let disappearing = try #require(animations.final[DisplayedElement(category: .cell, kind: nil, indexPath: deleted)])
    #expect(abs((try #require(disappearing).frame.minY - after) - (deletedFrame.minY - before)) < 0.01)
    // An item that stays starts from its old frame: the offset's move keeps it still.
    let staying = try #require(animations.initial[DisplayedElement(category: .cell, kind: nil, indexPath: survivor)])
    #expect(try #require(staying).frame == survivorFrame)
  }

  @Test func anAnimatedResizeAsksWhereToRestBeforeItsLayoutPass() {
    let shown = Shown(.plugin, offset: 1500)
    shown.view.headlessClearRecords()
    shown.rotate(to: CGSize(width: 844, height: 390))
    let methods = shown.view.headlessLayoutCalls.map(\.method)
    let begin = methods.firstIndex(of: .prepareForAnimatedBoundsChange)
    let target = methods.firstIndex(of: .targetContentOffset)
    let end = methods.firstIndex(of: .finalizeAnimatedBoundsChange)
    #expect(begin != nil && target != nil && end != nil)
    if let begin, let target, let end {
      #expect(begin < target && target < end)
      // The layout for the new bounds is queried after the offset is settled.
      #expect(methods[target...].contains(.layoutAttributesForElements))
    }
  }
}

#endif
