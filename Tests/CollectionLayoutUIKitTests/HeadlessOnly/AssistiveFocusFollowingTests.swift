import CollectionLayout
import CollectionLayoutUIKit
import Foundation
import Testing

// Headless only: VoiceOver and Switch Control are played by HeadlessUIKit's
// `UIAccessibility.headlessMoveFocus(to:technology:)`, which posts UIKit's
// `elementFocusedNotification` (Apple's UIAccessibilityConstants.h documents the
// notification and its keys for apps to listen to).
#if canImport(HeadlessUIKit)
import HeadlessUIKit

/// Sections that scroll on their own follow VoiceOver and Switch Control as they follow a
/// remote's focus: an element in a strip's cell (the cell, a view in it, or an
/// accessibility element it holds) brings the strip round to show the cell whole, with a
/// quarter of the next group, so the next swipe has an element to go to.
@MainActor
@Suite("Strips follow VoiceOver")
struct AssistiveFocusFollowingTests {
  /// The App Store page, every section on screen (section 3: the continuous row).
  func makePage() -> CompositionalController { OrthogonalAdapterTests.makePage(height: 900) }

  /// VoiceOver's swipes along the row land on each cell's content in turn; the row follows
  /// exactly as it does for a remote (the offsets of `FocusFollowingTests`).
  @Test func voiceOverRunsAlongAContinuousRowAndTheRowFollows() throws {
    let controller = makePage()
    let collectionView = try #require(controller.collectionView)
    for (item, offset) in FocusFollowingTests.continuousRowOffsets.enumerated() {
      let path = IndexPath(item: item, section: 3)
      let cell = try #require(collectionView.cellForItem(at: path), "item \(item) is on screen to be swiped to")
      UIAccessibility.headlessMoveFocus(to: cell.contentView)
      collectionView.layoutIfNeeded()  // UIKit's next layout pass
      #expect(controller.layout.contentOffset(ofSection: 3) == offset, "after item \(item)")
      let frame = try #require(collectionView.cellForItem(at: path)).frame
      #expect(frame.minX >= 16 && frame.maxX <= 375 - 16, "item \(item) whole between the insets: \(frame)")
    }
  }

  /// An accessibility element inside another inside a cell finds the cell; Switch Control
  /// is followed as VoiceOver is. The carousel's peeking card comes to the centre (310).
  @Test func anElementACellHoldsMovesItsStripForSwitchControl() throws {
    let controller = makePage()
    let collectionView = try #require(controller.collectionView)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)))
    let group = UIAccessibilityElement(accessibilityContainer: cell)
    let price = UIAccessibilityElement(accessibilityContainer: group)
    UIAccessibility.headlessMoveFocus(to: price, technology: .notificationSwitchControl)
    collectionView.layoutIfNeeded()
    #expect(controller.layout.contentOffset(ofSection: 1) == 310)
    #expect(collectionView.shownCellFrames[IndexPath(item: 1, section: 1)]?.minX == 37.5)
  }

  /// What is not in a strip's cell moves no strip: the collection view, a header, an
  /// element whose container has gone, a cell of a section that scrolls with the page; and
  /// nothing follows while `sectionsFollowFocus` is off.
  @Test func elementsOutsideStripsAndTurningItOffMoveNothing() throws {
    let controller = makePage()
    let collectionView = try #require(controller.collectionView)
    var orphan = UIAccessibilityElement(accessibilityContainer: UIView(frame: .zero))
    do {
      let container = UIView(frame: .zero)
      orphan = UIAccessibilityElement(accessibilityContainer: container)
    }
    #expect(orphan.accessibilityContainer == nil, "the container went away")
    let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
    let elements: [AnyObject] = [collectionView, orphan] + headers
    for element in elements { UIAccessibility.headlessMoveFocus(to: element) }
    let sections = 0..<collectionView.numberOfSections
    #expect(sections.map { controller.layout.contentOffset(ofSection: $0) } == [0, 0, 0, 0])

    controller.layout.sectionsFollowFocus = false
    let fourth = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 3)))
    UIAccessibility.headlessMoveFocus(to: fourth)
    #expect(controller.layout.contentOffset(ofSection: 3) == 0)
    controller.layout.sectionsFollowFocus = true
    UIAccessibility.headlessMoveFocus(to: fourth)
    #expect(controller.layout.contentOffset(ofSection: 3) == 130)
  }

  /// HeadlessUIKit's notification carries what UIKit's does: the element, the one focused
  /// before, and the technology.
  @Test func theNotificationCarriesTheElementsAndTheTechnology() throws {
    let first = UIView(frame: .zero)
    let second = UIView(frame: .zero)
    let keys = (
      UIAccessibility.focusedElementUserInfoKey, UIAccessibility.unfocusedElementUserInfoKey,
      UIAccessibility.assistiveTechnologyUserInfoKey
    )
    let heard = NotificationRecorder(UIAccessibility.elementFocusedNotification) { notification in
      let info = notification.userInfo ?? [:]
      return AccessibilityFocusEvent(
        focused: info[keys.0] as AnyObject?, unfocused: info[keys.1] as AnyObject?, technology: info[keys.2] as? String)
    }
    UIAccessibility.headlessMoveFocus(to: first)
    UIAccessibility.headlessMoveFocus(to: second, technology: .notificationSwitchControl)
    #expect(heard.events.count == 2)
    let last = try #require(heard.events.last)
    #expect(last.focused === second)
    #expect(last.unfocused === first)
    #expect(last.technology == UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl.rawValue)
  }
}

/// What `UIAccessibility.elementFocusedNotification` carried.
struct AccessibilityFocusEvent {
  weak var focused: AnyObject?
  weak var unfocused: AnyObject?
  var technology: String?
}

#endif  // canImport(HeadlessUIKit)
