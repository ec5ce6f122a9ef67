import HeadlessUIKit
import Testing

/// iOS 14's editing mode of a collection view, as Apple documents it: `isEditing` (the SDK's
/// `UICollectionView.h`), a cell's `configurationState.isEditing`, which UIKit hands to
/// `updateConfiguration(using:)` and `configurationUpdateHandler` when the state may have
/// changed, and list accessories shown in the editing states their `displayed` names
/// (`UICellAccessory.DisplayedState`).
@MainActor
@Suite("HeadlessUIKit: editing mode")
struct HeadlessEditingTests {
  /// A flow layout of six list cells, 100 × 40, each with a delete control (shown while
  /// editing) that counts its taps and an outline disclosure shown only while not editing.
  static func list(deletes: @escaping (Int) -> Void) -> UICollectionView {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 40)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: flow)
    let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      cell.accessories = [
        .delete(actionHandler: { deletes(item) }),
        .outlineDisclosure(displayed: .whenNotEditing, actionHandler: { deletes(-1 - item) }),
      ]
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<6))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return collectionView
  }

  @Test func cellsOnScreenUpdateTheirConfigurationsWhenEditingChanges() throws {
    let collectionView = Self.list(deletes: { _ in })
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    var states: [Bool] = []
    cell.configurationUpdateHandler = { _, state in states.append(state.isEditing) }
    #expect(!cell.configurationState.isEditing)
    collectionView.isEditing = true
    #expect(cell.configurationState.isEditing)
    // Setting the same value again changes no state: no update.
    collectionView.isEditing = true
    collectionView.isEditing = false
    #expect(states == [true, false])
    // A cell no collection view shows is not editing.
    #expect(!UICollectionViewListCell(frame: .zero).configurationState.isEditing)
  }

  @Test func accessoriesAnswerTapsOnlyInTheEditingStateTheyAreShownIn() {
    var taps: [Int] = []
    let collectionView = Self.list(deletes: { taps.append($0) })
    let row = IndexPath(item: 3, section: 0)
    #expect(!collectionView.headlessTapDeleteAccessory(at: row))
    #expect(collectionView.headlessTapOutlineDisclosure(at: row))
    collectionView.isEditing = true
    #expect(collectionView.headlessTapDeleteAccessory(at: row))
    #expect(!collectionView.headlessTapOutlineDisclosure(at: row))
    // A row not on screen, and a plain cell, have no controls to tap.
    #expect(!collectionView.headlessTapDeleteAccessory(at: IndexPath(item: 9, section: 0)))
    #expect(taps == [-4, 3])
  }

  @Test func aDeleteControlWithoutAHandlerRunsNothingHeadless() throws {
    let collectionView = Self.list(deletes: { _ in })
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    cell.accessories = [.delete(), .delete(options: UICellAccessory.DeleteOptions(isHidden: true))]
    collectionView.isEditing = true
    #expect(!collectionView.headlessTapDeleteAccessory(at: IndexPath(item: 0, section: 0)))
    var hiddenTaps = 0
    cell.accessories = [
      .delete(options: UICellAccessory.DeleteOptions(isHidden: true), actionHandler: { hiddenTaps += 1 })
    ]
    #expect(!collectionView.headlessTapDeleteAccessory(at: IndexPath(item: 0, section: 0)))
    #expect(hiddenTaps == 0)
  }
}
