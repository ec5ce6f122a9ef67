import CollectionLayout
import CollectionLayoutUIKit
import Foundation
import Testing

// Headless only: the delete control is tapped through HeadlessUIKit's
// `headlessTapDeleteAccessory(at:)`, actions through the swipe's tap recognizer and the
// reorder control dragged through `headlessDragReorderAccessory(at:through:)`. The
// public calls compile for iOS through the iOS check.
#if canImport(HeadlessUIKit)
import HeadlessUIKit

/// Editing a list: a delete control (`UICellAccessory.delete`, shown while the collection
/// view is editing) reveals the row's trailing swipe actions (UIKit's header: a delete control
/// without a handler "will reveal any trailing swipe actions for the cell"; with this layout
/// the handler asks it, `revealTrailingSwipeActions(forItemAt:)`), and the app closes an open
/// row as it enters or leaves editing (`closeSwipeActions(animated:)`); a reorder control
/// (`UICellAccessory.reorder`) moves its row through the collection view's interactive
/// movement, which the layout follows (the header: it "automatically initiates interactive
/// reordering on the collection view when dragged").
@MainActor
@Suite("Compositional adapter: editing a list")
struct ListEditingTests {
  typealias Swipes = ListSwipeActionsTests

  /// Gives each row on screen a delete control that reveals its trailing actions, as the
  /// swipe actions guide tells an app to in its cell registration.
  static func giveDeleteControls(_ controller: CompositionalController) {
    let collectionView: UICollectionView = controller.collectionView
    for cell in collectionView.visibleCells {
      guard let cell = cell as? UICollectionViewListCell else { continue }
      cell.accessories = [
        .delete(actionHandler: { [weak cell, weak collectionView] in
          guard let cell, let collectionView, let indexPath = collectionView.indexPath(for: cell),
            let layout = collectionView.collectionViewLayout as? CompositionalLayout
          else { return }
          layout.revealTrailingSwipeActions(forItemAt: indexPath)
        })
      ]
    }
  }

  /// A list of 20 rows (Delete and Archive trailing), list cells with delete controls.
  static func editableList(calls: Swipes.Calls, refusing: Set<Int> = []) -> CompositionalController {
    let controller = Swipes.controller(calls: calls, refusing: refusing, cellClass: UICollectionViewListCell.self)
    giveDeleteControls(controller)
    return controller
  }

  @Test func theDeleteControlShowsWhileEditingAndRevealsTheTrailingActions() throws {
    let calls = Swipes.Calls()
    let controller = Self.editableList(calls: calls)
    let collectionView = try #require(controller.collectionView)
    let row3 = IndexPath(item: 3, section: 0)
    // Not editing, the control is not shown: a tap finds nothing.
    #expect(!collectionView.headlessTapDeleteAccessory(at: row3))
    #expect(Swipes.shift(controller, 3) == 0)
    collectionView.isEditing = true
    #expect(collectionView.cellForItem(at: row3)?.configurationState.isEditing == true)
    #expect(collectionView.headlessTapDeleteAccessory(at: row3))
    // Open as a swipe leaves it: the row 158 points to the left, its actions behind it.
    #expect(Swipes.shift(controller, 3) == -(Swipes.deleteWidth + Swipes.archiveWidth))
    let actions = try #require(Swipes.actionsView(controller, 3))
    #expect(actions.subviews[0].frame == CGRect(x: 300, y: 0, width: 75, height: 44))
    #expect(actions.subviews[1].frame == CGRect(x: 217, y: 0, width: 83, height: 44))
    // A tap on Delete runs it with its view; the handler completes and the row closes.
    let tap = try #require(Swipes.swipeTap(controller))
    #expect(tap.headlessTap(at: CGPoint(x: 340, y: 3 * 44 + 22)))
    #expect(calls.performed == ["Delete"])
    #expect(calls.sourceViews.first === actions.subviews[0])
    #expect(Swipes.shift(controller, 3) == 0)
    #expect(Swipes.foreignSubviews(controller).isEmpty)
    #expect(collectionView.headlessRejections.isEmpty)
  }

  @Test func anotherRowRevealedClosesTheFirstAndTheAppClosesTheLast() throws {
    let calls = Swipes.Calls()
    let controller = Self.editableList(calls: calls)
    let collectionView = try #require(controller.collectionView)
    collectionView.isEditing = true
    #expect(collectionView.headlessTapDeleteAccessory(at: IndexPath(item: 1, section: 0)))
    // Revealing the open row again keeps it open, with one actions view.
    #expect(controller.layout.revealTrailingSwipeActions(forItemAt: IndexPath(item: 1, section: 0), animated: false))
    collectionView.layoutIfNeeded()
    #expect(Swipes.shift(controller, 1) == -158)
    #expect(Swipes.foreignSubviews(controller).count == 1)
    #expect(collectionView.headlessTapDeleteAccessory(at: IndexPath(item: 4, section: 0)))
    #expect(Swipes.shift(controller, 1) == 0)
    #expect(Swipes.shift(controller, 4) == -158)
    #expect(Swipes.foreignSubviews(controller).count == 1)
    // Leaving editing, the app closes the open row: at once, drawn at the next pass.
    collectionView.isEditing = false
    controller.layout.closeSwipeActions(animated: false)
    collectionView.layoutIfNeeded()
    #expect(Swipes.shift(controller, 4) == 0)
    #expect(Swipes.foreignSubviews(controller).isEmpty)
    #expect(!(try #require(Swipes.swipeTap(controller))).isEnabled)
    // Animated, it slides back; closing with no row open does nothing.
    #expect(controller.layout.revealTrailingSwipeActions(forItemAt: IndexPath(item: 2, section: 0)))
    controller.layout.closeSwipeActions()
    #expect(Swipes.shift(controller, 2) == 0)
    #expect(Swipes.foreignSubviews(controller).isEmpty)
    controller.layout.closeSwipeActions()
    #expect(calls.performed.isEmpty)
  }

  @Test func nothingOpensWithoutARowOnScreenOrItsTrailingActions() throws {
    let calls = Swipes.Calls()
    let controller = Self.editableList(calls: calls, refusing: [5])
    let layout = controller.layout
    let collectionView = try #require(controller.collectionView)
    collectionView.isEditing = true
    // A row whose provider gives nothing: the control's handler runs, nothing opens.
    #expect(collectionView.headlessTapDeleteAccessory(at: IndexPath(item: 5, section: 0)))
    #expect(!layout.revealTrailingSwipeActions(forItemAt: IndexPath(item: 5, section: 0)))
    #expect(Swipes.shift(controller, 5) == 0)
    // Rows below the screen (600 / 44: rows 0–13 shown); index paths of no row.
    let nowhere = [
      IndexPath(item: 19, section: 0), IndexPath(item: -1, section: 0), IndexPath(item: 20, section: 0),
      IndexPath(item: 0, section: 1), IndexPath(item: 0, section: -1),
    ]
    for indexPath in nowhere { #expect(!layout.revealTrailingSwipeActions(forItemAt: indexPath), "\(indexPath)") }
    #expect(Swipes.foreignSubviews(controller).isEmpty)
    // While an action's handler has not completed, no other row opens.
    calls.completesAtOnce = false
    #expect(layout.revealTrailingSwipeActions(forItemAt: IndexPath(item: 1, section: 0)))
    #expect(try #require(Swipes.swipeTap(controller)).headlessTap(at: CGPoint(x: 340, y: 66)))
    #expect(!layout.revealTrailingSwipeActions(forItemAt: IndexPath(item: 2, section: 0)))
    calls.completions[0](true)
    #expect(layout.revealTrailingSwipeActions(forItemAt: IndexPath(item: 2, section: 0)))
    // A layout scrolling sideways swipes no row.
    let horizontal = CompositionalLayoutConfiguration()
    horizontal.scrollDirection = .horizontal
    layout.configuration = horizontal
    collectionView.layoutIfNeeded()
    #expect(!layout.revealTrailingSwipeActions(forItemAt: IndexPath(item: 0, section: 0)))
    #expect(collectionView.headlessRejections.isEmpty)
  }

  @Test func rightToLeftTheTrailingActionsOpenOnTheLeft() throws {
    let calls = Swipes.Calls()
    let controller = Self.editableList(calls: calls)
    let collectionView = try #require(controller.collectionView)
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.layoutIfNeeded()
    collectionView.isEditing = true
    #expect(collectionView.headlessTapDeleteAccessory(at: IndexPath(item: 2, section: 0)))
    #expect(Swipes.shift(controller, 2) == 158)
    let delete = try #require(Swipes.actionsView(controller, 2)?.subviews.first)
    #expect(delete.frame == CGRect(x: 0, y: 0, width: 75, height: 44))
  }

  /// `items` through a diffable data source whose rows have a reorder control (shown while
  /// editing), 375 × 600, in `layoutName`'s layout: an inset-grouped compositional list, or
  /// the plugin flow and scrollable sections of the diffable tests (80 × 50 and 60 × 40
  /// items; the controller keeps their delegate).
  static func reorderableList(_ items: [String], in layoutName: String = "list") -> (
    controller: UICollectionViewController, source: UICollectionViewDiffableDataSource<Int, String>
  ) {
    let layout =
      layoutName == "list"
      ? CompositionalLayout.list(using: LayoutListConfiguration(appearance: .insetGrouped))
      : DiffableDataSourceTests.layout(layoutName)
    let controller = SizedController(collectionViewLayout: layout)
    controller.show(width: 375, height: 600)
    let rows = textRowRegistration(accessories: [.reorder()])
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: controller.collectionView) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
    }
    source.reorderingHandlers.canReorderItem = { $0 != "pinned" }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    source.apply(snapshot, animatingDifferences: false)
    controller.collectionView.layoutIfNeeded()
    return (controller, source)
  }

  /// A collection view controller that is its flow delegate (every item 80 × 50), as the
  /// plugin flow asks; other layouts do not ask.
  final class SizedController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 80, height: 50) }
  }

  /// The control works through the collection view's interactive movement, so every
  /// adapter that follows that movement reorders an editing list: the compositional list,
  /// the plugin flow and the scrollable sections.
  @Test(arguments: ["list", "flow", "scrollable"])
  func theReorderControlMovesItsRowWhileEditingAndTheLayoutEqualsAFreshOne(_ layoutName: String) throws {
    let items = ["pinned", "a", "b", "c", "d", "e"]
    let (controller, source) = Self.reorderableList(items, in: layoutName)
    let collectionView = try #require(controller.collectionView)
    let layout = collectionView.collectionViewLayout
    let rowD = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))).frame
    let path = [CGPoint(x: rowD.midX - 10, y: rowD.midY - 10), CGPoint(x: rowD.midX, y: rowD.midY)]
    // Not editing, the control is not shown; editing, a row the data source keeps still
    // does not move.
    #expect(!collectionView.headlessDragReorderAccessory(at: IndexPath(item: 1, section: 0), through: path))
    collectionView.isEditing = true
    #expect(!collectionView.headlessDragReorderAccessory(at: IndexPath(item: 0, section: 0), through: path))
    #expect(source.snapshot().itemIdentifiers == items)
    // Row a, dragged onto row d, takes its place; its cell is reordering while it moves.
    let cellA = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    var reordering: [Bool] = []
    cellA.configurationUpdateHandler = { _, state in reordering.append(state.isReordering) }
    #expect(collectionView.headlessDragReorderAccessory(at: IndexPath(item: 1, section: 0), through: path))
    #expect(reordering == [true, false])
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cellA)
    #expect(source.snapshot().itemIdentifiers == ["pinned", "b", "c", "d", "a", "e"])
    let moved = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(moved.frame == rowD)
    let fresh = Self.reorderableList(source.snapshot().itemIdentifiers, in: layoutName)
    #expect(layout.allFrames() == fresh.controller.collectionViewLayout.allFrames())
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }
}

#endif
