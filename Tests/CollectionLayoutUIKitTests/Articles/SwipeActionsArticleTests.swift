import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if (canImport(UIKit) && !os(tvOS)) || canImport(HeadlessUIKit)

/// The Swipe actions article's list: its provider and its cell registration as the article
/// shows them, around a diffable data source of titles. (The article's snippet builds the
/// layout where `self` exists, so the controller installs it in `viewDidLoad`.) Cell
/// registrations and list cells are iOS 14's.
@available(iOS 14, *)
final class InboxViewController: UICollectionViewController {
  /// A message of the inbox.
  struct Item: Hashable {
    var title: String
  }

  var dataSource: UICollectionViewDiffableDataSource<Int, Item>!
  var flagged: Set<Item> = []

  /// Whether rows show the editing section's delete control (its registration) instead of
  /// the VoiceOver section's registration.
  let editable: Bool

  init(editable: Bool = false) {
    self.editable = editable
    super.init(collectionViewLayout: UICollectionViewFlowLayout())
  }

  required init?(coder: NSCoder) { nil }

  func toggleFlag(of item: Item) {
    if flagged.remove(item) == nil { flagged.insert(item) }
  }

  /// The article's first snippet.
  func makeLayout() -> CompositionalLayout {
    var list = LayoutListConfiguration(appearance: .insetGrouped)
    list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      guard let self, let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        var snapshot = self.dataSource.snapshot()
        snapshot.deleteItems([item])
        self.dataSource.apply(snapshot)
        completion(true)
      }
      let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
        self.toggleFlag(of: item)
        completion(true)
      }
      flag.backgroundColor = .systemOrange
      return UISwipeActionsConfiguration(actions: [delete, flag])
    }
    let layout = CompositionalLayout.list(using: list)
    return layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = makeLayout()
    collectionView.collectionViewLayout = layout
    // The article's second snippet.
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      [weak layout] cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessibilityCustomActions = layout?.accessibilitySwipeActions(forItemAt: indexPath)
    }
    // The editing section's registration.
    let editableRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      [weak self] cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [
        .delete(actionHandler: {
          guard let self, let indexPath = self.dataSource.indexPath(for: item),
            let layout = self.collectionViewLayout as? CompositionalLayout
          else { return }
          layout.revealTrailingSwipeActions(forItemAt: indexPath)
        })
      ]
    }
    let editable = editable
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
      editable
        ? view.dequeueConfiguredReusableCell(using: editableRegistration, for: indexPath, item: item)
        : view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Lunch", "Invoice", "Tickets", "Newsletter"].map { Item(title: $0) })
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  // The editing section's override.
  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    collectionView.isEditing = editing
    (collectionViewLayout as? CompositionalLayout)?.closeSwipeActions(animated: animated)
  }
}

@MainActor
@Suite("The Swipe actions article's code")
struct SwipeActionsArticleTests {
  /// Each cell offers its row's actions to VoiceOver by name; picking Flag flags the row's
  /// item, as the handler says.
  @available(iOS 14, *)
  @Test func eachCellOffersItsRowsActionsToAssistiveTechnologies() throws {
    let controller = InboxViewController()
    controller.show(width: 375, height: 667)
    let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    let actions = try #require(cell.accessibilityCustomActions)
    #expect(actions.map(\.name) == ["Delete", "Flag"])
    #expect(actions[1].actionHandler?(actions[1]) == true)
    #expect(controller.flagged == [InboxViewController.Item(title: "Tickets")])
  }

  #if canImport(HeadlessUIKit)
  /// In editing mode the delete control reveals the row's Delete and Flag; Delete deletes the
  /// item. Another row revealed and editing ended: the row closes, nothing else runs.
  @available(iOS 14, *)
  @Test func inEditingModeTheDeleteControlRevealsTheRowsActions() throws {
    let controller = InboxViewController(editable: true)
    controller.show(width: 375, height: 667)
    let collectionView = try #require(controller.collectionView)
    let invoice = IndexPath(item: 1, section: 0)
    #expect(!collectionView.headlessTapDeleteAccessory(at: invoice), "shown only while editing")
    controller.setEditing(true, animated: true)
    #expect(controller.isEditing && collectionView.isEditing)
    #expect(collectionView.headlessTapDeleteAccessory(at: invoice))
    let cell = try #require(collectionView.cellForItem(at: invoice))
    #expect(cell.transform3D.m41 < -100, "open: Delete and Flag behind the row")
    let row = try #require(controller.collectionViewLayout.layoutAttributesForItem(at: invoice))
    let tap = try #require(collectionView.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first)
    #expect(tap.headlessTap(at: CGPoint(x: row.frame.maxX - 10, y: row.frame.midY)))
    collectionView.layoutIfNeeded()
    #expect(controller.dataSource.snapshot().itemIdentifiers.map(\.title) == ["Lunch", "Tickets", "Newsletter"])
    // Tickets (now row 1) revealed, then editing ends: the row closes, Tickets stays.
    #expect(collectionView.headlessTapDeleteAccessory(at: invoice))
    #expect(collectionView.cellForItem(at: invoice)?.transform3D.m41 ?? 0 < -100)
    controller.setEditing(false, animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.cellForItem(at: invoice)?.transform3D.m41 == 0)
    #expect(controller.dataSource.snapshot().numberOfItems == 3 && controller.flagged.isEmpty)
    #expect(collectionView.refusals.isEmpty)
  }

  /// A row swiped open and its Delete tapped: the item leaves the snapshot, the row goes,
  /// the actions view with it, and UIKit refuses nothing.
  @available(iOS 14, *)
  @Test func swipingARowAndTappingDeleteDeletesItsItem() throws {
    let controller = InboxViewController()
    controller.show(width: 375, height: 667)
    let collectionView = try #require(controller.collectionView)
    let row = try #require(controller.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    let pan = try #require(
      collectionView.gestureRecognizers?.compactMap { $0 as? UIPanGestureRecognizer }
        .first { $0 !== collectionView.panGestureRecognizer })
    #expect(pan.headlessPan(at: CGPoint(x: row.frame.midX, y: row.frame.midY), by: CGPoint(x: -120, y: 0)))
    let tap = try #require(collectionView.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first)
    // Delete is the action at the row's trailing edge.
    #expect(tap.headlessTap(at: CGPoint(x: row.frame.maxX - 10, y: row.frame.midY)))
    collectionView.layoutIfNeeded()
    #expect(controller.dataSource.snapshot().itemIdentifiers.map(\.title) == ["Lunch", "Tickets", "Newsletter"])
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(collectionView.subviews.allSatisfy { $0 is UICollectionReusableView || $0 is UIScrollView })
    #expect(collectionView.refusals.isEmpty)
  }
  #endif
}

#endif
