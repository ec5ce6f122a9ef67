import CollectionLayout
import CollectionLayoutUIKit
import Foundation
import Testing

// Headless only: focus is moved by HeadlessUIKit's `headlessMoveFocus(toItemAt:heading:)`,
// where UIKit's focus engine moves it for a remote or a keyboard. The adapter's listener
// compiles for iOS and tvOS through the iOS and tvOS checks.
#if canImport(HeadlessUIKit)
import HeadlessUIKit

/// Sections that scroll on their own follow focus (tvOS's remote, an iPad's keyboard), as
/// UIKit's orthogonal sections do: the strip moves the least that shows the focused item
/// whole, plus a quarter of the next group, so focus can go on along it.
/// JEKScrollableSectionCollectionViewLayout's tvOS issue (#17) is that its strips never
/// move for focus.
@MainActor
@Suite("Strips follow focus")
struct FocusFollowingTests {
  /// The App Store page of the orthogonal tests, 900 high so that every section shows:
  /// section 3 is the continuous row (items 100 wide, 12 apart, insets 16; maximum 765).
  func makePage() -> CompositionalController { OrthogonalAdapterTests.makePage(height: 900) }

  /// Where the continuous row (section 3) rests as focus reaches each of its items in turn.
  /// Item k spans 16 + 112k ..< 116 + 112k. Items 0–2 show whole at 0. From item 3 on the
  /// row brings the item's end to the trailing inset and a quarter of the next item in:
  /// 464 + 25 + 16 − 375 = 130 for item 3, 112 more for each next one; item 9 is the last,
  /// at the end (765).
  static let continuousRowOffsets: [CGFloat] = [0, 0, 0, 130, 242, 354, 466, 578, 690, 765]

  /// Focus runs along the continuous row item by item and the row follows; every item can
  /// take focus in turn because the one after it always shows in part.
  @Test func focusRunsAlongAContinuousRowAndTheRowFollows() throws {
    let controller = makePage()
    let collectionView = try #require(controller.collectionView)
    for (item, offset) in Self.continuousRowOffsets.enumerated() {
      let path = IndexPath(item: item, section: 3)
      #expect(collectionView.headlessMoveFocus(toItemAt: path, heading: .right), "item \(item) takes focus")
      #expect(controller.layout.contentOffset(ofSection: 3) == offset, "after item \(item)")
      let frame = try #require(collectionView.cellForItem(at: path)).frame
      #expect(frame.minX >= 16 && frame.maxX <= 375 - 16, "item \(item) whole between the insets: \(frame)")
    }
    // Back: items 8 and 7 show whole at the end; item 6 (688..<788) comes in at the leading
    // inset with the last quarter of item 5 (651..<676) before it: 676 − 25 − 16 = 635.
    for (item, offset) in [(8, 765.0), (7, 765), (6, 635)] {
      #expect(collectionView.headlessMoveFocus(toItemAt: IndexPath(item: item, section: 3), heading: .left))
      #expect(controller.layout.contentOffset(ofSection: 3) == CGFloat(offset), "back at item \(item)")
    }
    #expect(collectionView.headlessFocusedIndexPath == IndexPath(item: 6, section: 3))
  }

  /// The carousel rests with a card centred (multiples of 310); the card peeking at the
  /// right takes focus and comes to the centre, on the grid.
  @Test func aCarouselThatSnapsStaysOnItsGrid() throws {
    let controller = makePage()
    let collectionView = try #require(controller.collectionView)
    #expect(collectionView.headlessMoveFocus(toItemAt: IndexPath(item: 1, section: 1), heading: .right))
    #expect(controller.layout.contentOffset(ofSection: 1) == 310)
    #expect(collectionView.shownCellFrames[IndexPath(item: 1, section: 1)]?.minX == 37.5)
  }

  /// Turned off, the strips stay; the app hears the update and may move them itself.
  @Test func turnedOffTheAppMovesTheStripsItself() throws {
    let controller = makePage()
    let collectionView = try #require(controller.collectionView)
    let listener = FocusListener()
    collectionView.delegate = listener
    controller.layout.sectionsFollowFocus = false
    #expect(collectionView.headlessMoveFocus(toItemAt: IndexPath(item: 3, section: 3), heading: .right))
    #expect(controller.layout.contentOffset(ofSection: 3) == 0)
    #expect(listener.updates == [IndexPath(item: 3, section: 3)])
    // What `collectionView(_:didUpdateFocusIn:with:)` would call.
    controller.layout.scrollSection(toRevealItemAt: IndexPath(item: 3, section: 3), animated: true)
    #expect(controller.layout.contentOffset(ofSection: 3) == 130)
    // Nothing moves for an item that is not there or a section without a strip.
    #expect(controller.layout.scrollSection(toRevealItemAt: IndexPath(item: 10, section: 3), animated: true) == nil)
    #expect(controller.layout.scrollSection(toRevealItemAt: IndexPath(item: 0, section: 9), animated: true) == nil)
    #expect(controller.layout.contentOffset(ofSection: 3) == 130)
  }

  /// Each layout follows focus in its own collection view only.
  @Test func focusInAnotherCollectionViewLeavesTheseStrips() throws {
    let first = makePage()
    let second = makePage()
    #expect(try #require(second.collectionView).headlessMoveFocus(toItemAt: IndexPath(item: 3, section: 3)))
    #expect(second.layout.contentOffset(ofSection: 3) == 130)
    #expect(first.layout.contentOffset(ofSection: 3) == 0)
  }

  /// JEK's rows (items 50 wide, 5 apart) follow focus too: without the quarter of the next
  /// item, item 7 would never show and focus would stop at item 6.
  @Test func scrollableSectionRowsFollowFocus() throws {
    let controller = ScrollableSectionsController(counts: [10, 10])
    controller.show(width: 375, height: 667)
    let collectionView = try #require(controller.collectionView)
    var previous: CGFloat = 0
    for item in 0..<10 {
      let path = IndexPath(item: item, section: 0)
      #expect(collectionView.headlessMoveFocus(toItemAt: path, heading: .right), "item \(item) takes focus")
      let offset = controller.layout.contentOffset(ofSection: 0)
      #expect(offset >= previous)
      previous = offset
      let frame = try #require(collectionView.cellForItem(at: path)).frame
      #expect(frame.minX >= 0 && frame.maxX <= 375, "item \(item) whole: \(frame)")
    }
    // Ten items and nine gaps: 545 long, 170 to scroll.
    #expect(previous == 170)
    #expect(controller.layout.contentOffset(ofSection: 1) == 0)
  }

  /// HeadlessUIKit's focus: only an item on screen takes it, the delegate may refuse it,
  /// the notification carries the update, and the collection view scrolls to show the
  /// focused item whole (`UIFocusItemScrollableContainer`).
  @Test func headlessFocusMovesAsTheFocusEngineDoes() throws {
    let controller = makePage()
    let collectionView = try #require(controller.collectionView)
    collectionView.frame.size.height = 667
    collectionView.layoutIfNeeded()
    // Item 9 of the row is off screen; so is the whole row below 667.
    #expect(!collectionView.headlessMoveFocus(toItemAt: IndexPath(item: 9, section: 3)))
    let listener = FocusListener()
    listener.refused = [IndexPath(item: 0, section: 2)]
    collectionView.delegate = listener
    #expect(!collectionView.headlessMoveFocus(toItemAt: IndexPath(item: 0, section: 2)))
    #expect(collectionView.headlessFocusedIndexPath == nil)
    let key = UIFocusSystem.focusUpdateContextUserInfoKey
    let heard = NotificationRecorder(UIFocusSystem.didUpdateNotification) {
      $0.userInfo?[key] as? UICollectionViewFocusUpdateContext
    }
    // Item 2 of the rows' first group spans 636..<700: it takes focus and the collection
    // view scrolls it whole into view.
    #expect(collectionView.headlessMoveFocus(toItemAt: IndexPath(item: 1, section: 2), heading: .down))
    #expect(collectionView.headlessMoveFocus(toItemAt: IndexPath(item: 2, section: 2), heading: .down))
    #expect(abs(collectionView.contentOffset.y - (700 - 667)) < 1e-9, "\(collectionView.contentOffset.y - 33)")
    let context = try #require(heard.events.last)
    #expect(context.previouslyFocusedIndexPath == IndexPath(item: 1, section: 2))
    #expect(context.nextFocusedIndexPath == IndexPath(item: 2, section: 2))
    #expect(context.focusHeading == .down)
    #expect(context.nextFocusedView === collectionView.cellForItem(at: IndexPath(item: 2, section: 2)))
    #expect(heard.events.count == 2)
  }
}

/// A collection view delegate that hears focus updates and refuses some items.
final class FocusListener: NSObject, UICollectionViewDelegate {
  var refused: Set<IndexPath> = []
  var updates: [IndexPath?] = []

  func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
    !refused.contains(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    updates.append(context.nextFocusedIndexPath)
  }
}

/// What each posting of a notification brought, as `read` takes it out, while this lives.
@MainActor
final class NotificationRecorder<Event> {
  final class Box: @unchecked Sendable {
    var events: [Event] = []
  }
  private let box = Box()
  private let token: any NSObjectProtocol

  init(_ name: Notification.Name, read: @escaping @Sendable (Notification) -> Event?) {
    let box = box
    token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
      if let event = read(notification) { box.events.append(event) }
    }
  }

  var events: [Event] { box.events }

  isolated deinit { NotificationCenter.default.removeObserver(token) }
}

#endif  // canImport(HeadlessUIKit)
