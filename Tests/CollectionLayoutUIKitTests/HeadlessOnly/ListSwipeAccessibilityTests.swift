import CollectionLayout
import CollectionLayoutUIKit
import Foundation
import Testing

// Headless only: VoiceOver's actions rotor is played by running the custom actions'
// handlers, as VoiceOver does when the person picks one; the API compiles for iOS through
// the iOS check.
#if canImport(HeadlessUIKit)
import HeadlessUIKit

/// A list's swipe actions for assistive technologies: `UIAccessibilityCustomAction`s
/// (Apple: "custom actions … for assistive technologies to perform", iOS 8) named as the
/// actions and running their handlers, which a cell sets as its
/// `accessibilityCustomActions`. UIKit's own list cells get theirs by themselves; the
/// adapter hands them to the app (`accessibilitySwipeActions(forItemAt:)`).
@MainActor
@Suite("Compositional adapter: list swipe actions for assistive technologies")
struct ListSwipeAccessibilityTests {
  typealias Swipes = ListSwipeActionsTests

  @Test func aRowOffersItsLeadingThenItsTrailingActionsByName() throws {
    let calls = Swipes.Calls()
    let controller = Swipes.controller(calls: calls, leading: true, refusing: [4])
    let layout = controller.layout
    #expect(
      layout.accessibilitySwipeActions(forItemAt: IndexPath(item: 2, section: 0)).map(\.name) == [
        "Pin", "Delete", "Archive",
      ])
    // A row whose trailing provider gives nothing offers its leading actions alone.
    #expect(layout.accessibilitySwipeActions(forItemAt: IndexPath(item: 4, section: 0)).map(\.name) == ["Pin"])
  }

  @Test func pickingAnActionRunsItsHandlerWithTheRowsCell() throws {
    let calls = Swipes.Calls()
    let controller = Swipes.controller(calls: calls)
    let path = IndexPath(item: 3, section: 0)
    let cell = try #require(controller.collectionView.cellForItem(at: path))
    cell.accessibilityCustomActions = controller.layout.accessibilitySwipeActions(forItemAt: path)
    let archive = try #require(cell.accessibilityCustomActions?.last)
    #expect(archive.actionHandler?(archive) == true)
    #expect(calls.performed == ["Archive"])
    #expect(calls.sourceViews.first === cell)
    // Nothing moved: no row is shifted and no actions view is shown.
    #expect(Swipes.shift(controller, 3) == 0)
    #expect(Swipes.foreignSubviews(controller).isEmpty)
  }

  @Test func pickingAnActionClosesASwipedRow() throws {
    let calls = Swipes.Calls()
    let (controller, _) = try Swipes.opened(1, calls: calls)
    #expect(Swipes.shift(controller, 1) == -158)
    let delete = try #require(
      controller.layout.accessibilitySwipeActions(forItemAt: IndexPath(item: 5, section: 0)).first)
    #expect(delete.actionHandler?(delete) == true)
    controller.collectionView.layoutIfNeeded()
    #expect(calls.performed == ["Delete"])
    #expect(Swipes.shift(controller, 1) == 0)
    #expect(Swipes.foreignSubviews(controller).isEmpty)
  }

  @Test func aRowOffScreenRunsItsHandlerWithTheCollectionView() throws {
    let calls = Swipes.Calls()
    let controller = Swipes.controller(count: 40, calls: calls)
    let path = IndexPath(item: 35, section: 0)
    #expect(controller.collectionView.cellForItem(at: path) == nil)
    let delete = try #require(controller.layout.accessibilitySwipeActions(forItemAt: path).first)
    #expect(delete.actionHandler?(delete) == true)
    #expect(calls.sourceViews.first === controller.collectionView)
  }

  @Test func anImageActionIsNamedByItsImagesLabelAndANamelessOneIsLeftOut() throws {
    var configuration = LayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      let flag = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
      flag.image = UIImage(systemName: "flag")
      flag.image?.accessibilityLabel = "Flag"
      let nameless = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
      nameless.image = UIImage(systemName: "circle")
      let empty = UIContextualAction(style: .normal, title: "") { _, _, done in done(true) }
      return UISwipeActionsConfiguration(actions: [flag, nameless, empty])
    }
    let controller = CompositionalController(layout: .list(using: configuration), counts: [3])
    controller.show(width: 375, height: 600)
    #expect(
      controller.layout.accessibilitySwipeActions(forItemAt: IndexPath(item: 0, section: 0)).map(\.name) == ["Flag"])
  }

  /// Where a finger could not swipe, nothing is offered: no such item, a section that is
  /// no list, a list without providers, a layout scrolling sideways.
  @Test func whereNoSwipeCouldRevealActionsNoneAreOffered() throws {
    var configuration = LayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
      ])
    }
    let controller = CompositionalController(
      layout: CompositionalSamples.listThenGrids(configuration), counts: [2, 10])
    controller.show(width: 375, height: 800)
    let layout = controller.layout
    #expect(layout.accessibilitySwipeActions(forItemAt: IndexPath(item: 1, section: 0)).map(\.name) == ["Flag"])
    for path in [
      IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 0), IndexPath(item: -1, section: 0),
      IndexPath(item: 0, section: 2), IndexPath(item: 0, section: -1),
    ] {
      #expect(layout.accessibilitySwipeActions(forItemAt: path).isEmpty, "\(path)")
    }
    let horizontal = CompositionalLayoutConfiguration()
    horizontal.scrollDirection = .horizontal
    layout.configuration = horizontal
    controller.collectionView.layoutIfNeeded()
    #expect(layout.accessibilitySwipeActions(forItemAt: IndexPath(item: 1, section: 0)).isEmpty)
    let plain = CompositionalController(
      layout: .list(using: LayoutListConfiguration(appearance: .plain)), counts: [3])
    plain.show(width: 375, height: 600)
    #expect(plain.layout.accessibilitySwipeActions(forItemAt: IndexPath(item: 0, section: 0)).isEmpty)
  }

  @Test func aLayoutNotOnACollectionViewOffersNothing() {
    var configuration = LayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
      ])
    }
    let layout = CompositionalLayout.list(using: configuration)
    #expect(layout.accessibilitySwipeActions(forItemAt: IndexPath(item: 0, section: 0)).isEmpty)
  }
}

#endif
