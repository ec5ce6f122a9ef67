import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The adapters driven by `UICollectionViewDiffableDataSource`, as most apps built on a
/// compositional layout drive theirs: random snapshots (sections and items inserted,
/// deleted, moved across sections, reloaded) applied one after another. After each apply
/// the collection view refused nothing, every cell on screen shows the item the snapshot
/// puts at its index path (so the batch moved each item's cell where its item went), and
/// the layout equals a fresh one given the same snapshot. Compiles for iOS unchanged.
@MainActor
@Suite("Diffable data sources")
struct DiffableDataSourceTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

  /// A cell that remembers the item it was made for.
  final class ItemCell: UICollectionViewCell {
    var item: Int?
  }

  /// Every item 80 × 50, for the flow plugin.
  final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 80, height: 50) }
  }

  /// A collection view of 375 × 667 showing `layout` through a diffable data source (and
  /// the delegate it keeps, as a collection view holds both weakly).
  struct Shown {
    let view: UICollectionView
    let source: UICollectionViewDiffableDataSource<Int, Int>
    let sizes: Sizes
  }

  nonisolated static let layoutNames = ["compositional", "scrollable", "flow"]

  static func layout(_ name: String) -> UICollectionViewLayout {
    switch name {
    case "compositional": return CompositionalLayout(section: CompositionalSamples.grid())
    case "scrollable":
      let rows = ScrollableSectionCollectionViewLayout()
      rows.itemSize = CGSize(width: 60, height: 40)
      return rows
    default: return FlowLayout()
    }
  }

  static func show(_ name: String) -> Shown {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout(name))
    view.register(ItemCell.self, forCellWithReuseIdentifier: "Cell")
    let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as? ItemCell
      cell?.item = item
      return cell
    }
    let sizes = Sizes()
    view.delegate = sizes
    view.layoutIfNeeded()
    return Shown(view: view, source: source, sizes: sizes)
  }

  @Test func aSnapshotKeepsSectionsAndItemsInTheOrderItsOperationsSay() {
    var snapshot = Snapshot()
    snapshot.appendSections([1, 2])
    snapshot.appendItems([10, 11, 12], toSection: 1)
    snapshot.appendItems([20])
    snapshot.insertItems([9], beforeItem: 10)
    snapshot.insertSections([0], beforeSection: 1)
    snapshot.moveItem(12, afterItem: 20)
    snapshot.moveSection(2, beforeSection: 0)
    #expect(snapshot.sectionIdentifiers == [2, 0, 1])
    #expect(snapshot.itemIdentifiers(inSection: 2) == [20, 12])
    #expect(snapshot.itemIdentifiers == [20, 12, 9, 10, 11])
    #expect(snapshot.sectionIdentifier(containingItem: 12) == 2)
    #expect(snapshot.indexOfItem(9) == 2)
    #expect(snapshot.indexOfSection(1) == 2)
    snapshot.deleteItems([10])
    snapshot.deleteSections([0])
    #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 4)
    #expect(snapshot.numberOfItems(inSection: 1) == 2)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.itemIdentifiers.isEmpty)
  }

  @Test func theDataSourceAnswersFromTheAppliedSnapshot() throws {
    let shown = Self.show("compositional")
    var snapshot = Snapshot()
    snapshot.appendSections([7, 8])
    snapshot.appendItems([1, 2, 3], toSection: 7)
    snapshot.appendItems([4], toSection: 8)
    shown.source.apply(snapshot, animatingDifferences: false)
    #expect(shown.view.numberOfSections == 2 && shown.view.numberOfItems(inSection: 0) == 3)
    #expect(shown.source.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 4)
    #expect(shown.source.indexPath(for: 3) == IndexPath(item: 2, section: 0))
    #expect(shown.source.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
    #expect(shown.source.snapshot().itemIdentifiers == [1, 2, 3, 4])
    let cell = try #require(shown.view.cellForItem(at: IndexPath(item: 1, section: 0)) as? ItemCell)
    #expect(cell.item == 2)
    #expect(shown.view.refusals.isEmpty, "\(shown.view.refusals)")
  }

  @Test func aReloadedItemGetsANewCellAndTheOthersKeepTheirs() throws {
    // Apple's `reloadItems(at:)`: the collection view discards the items' cells and
    // displays them again; a diffable reload goes through it.
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      collectionViewLayout: CompositionalLayout(section: CompositionalSamples.grid()))
    view.register(ItemCell.self, forCellWithReuseIdentifier: "Cell")
    var made: [Int: Int] = [:]
    let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
      made[item, default: 0] += 1
      let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as? ItemCell
      cell?.item = item
      return cell
    }
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3])
    source.apply(snapshot)
    view.layoutIfNeeded()
    #expect(made == [1: 1, 2: 1, 3: 1])
    snapshot.reloadItems([2])
    snapshot.moveItem(3, beforeItem: 1)
    source.apply(snapshot)
    view.layoutIfNeeded()
    #expect(made == [1: 1, 2: 2, 3: 1])
    #expect((view.cellForItem(at: IndexPath(item: 0, section: 0)) as? ItemCell)?.item == 3)
    #expect(view.refusals.isEmpty, "\(view.refusals)")
    if #available(iOS 15, tvOS 15, *) {
      // The snapshot the data source hands back has no marks left.
      #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
      #expect(source.sectionIdentifier(for: 0) == 0 && source.index(for: 0) == 0)
      source.applySnapshotUsingReloadData(source.snapshot())
      view.layoutIfNeeded()
      #expect(made.values.allSatisfy { $0 >= 2 })
    }
  }

  @Test func aReconfiguredItemKeepsItsCellAndIsConfiguredAgain() throws {
    guard #available(iOS 15, tvOS 15, *) else { return }
    // Apple's `reconfigureItems(at:)` (iOS 15): the existing cells are kept.
    let shown = Self.show("compositional")
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3])
    shown.source.apply(snapshot)
    shown.view.layoutIfNeeded()
    let before = try #require(shown.view.cellForItem(at: IndexPath(item: 1, section: 0)) as? ItemCell)
    before.item = nil
    snapshot.reconfigureItems([2])
    shown.source.apply(snapshot)
    shown.view.layoutIfNeeded()
    let after = try #require(shown.view.cellForItem(at: IndexPath(item: 1, section: 0)) as? ItemCell)
    #expect(after === before)
    #expect(after.item == 2)
    #expect(shown.view.refusals.isEmpty, "\(shown.view.refusals)")
  }

  /// 1 to 3 random snapshot operations (iOS 13's API, and iOS 15's reconfiguring); new
  /// identifiers come from `next`.
  static func edit(_ snapshot: inout Snapshot, _ r: inout FuzzWorld.Random, next: inout Int) -> [String] {
    func fresh(_ n: Int) -> [Int] {
      defer { next += n }
      return Array(next..<(next + n))
    }
    var done: [String] = []
    for _ in 0...r.next(3) {
      let sections = snapshot.sectionIdentifiers
      let items = snapshot.itemIdentifiers
      func section() -> Int { sections[r.next(sections.count)] }
      func item() -> Int { items[r.next(items.count)] }
      switch r.next(10) {
      case 1 where !sections.isEmpty:
        let s = section()
        snapshot.deleteSections([s])
        done.append("delete section \(s)")
      case 2 where sections.count > 1:
        let (a, b) = (section(), section())
        guard a != b else { continue }
        snapshot.moveSection(a, afterSection: b)
        done.append("move section \(a) after \(b)")
      case 3 where !sections.isEmpty:
        let s = section()
        snapshot.appendItems(fresh(1 + r.next(4)), toSection: s)
        done.append("append items to \(s)")
      case 4 where !items.isEmpty:
        let i = item()
        if r.next(2) == 0 {
          snapshot.insertItems(fresh(1), beforeItem: i)
        } else {
          snapshot.insertItems(fresh(2), afterItem: i)
        }
        done.append("insert items by \(i)")
      case 5 where !items.isEmpty:
        let gone = Set((0...r.next(3)).map { _ in item() })
        snapshot.deleteItems(Array(gone))
        done.append("delete items \(gone.sorted())")
      case 6 where items.count > 1:
        let (a, b) = (item(), item())
        guard a != b else { continue }
        snapshot.moveItem(a, beforeItem: b)
        done.append("move item \(a) before \(b)")
      case 7 where !items.isEmpty:
        let i = item()
        snapshot.reloadItems([i])
        done.append("reload item \(i)")
      case 8 where !sections.isEmpty:
        let s = section()
        snapshot.reloadSections([s])
        done.append("reload section \(s)")
      case 9 where !items.isEmpty:
        guard #available(iOS 15, tvOS 15, *) else { continue }
        let i = item()
        snapshot.reconfigureItems([i])
        done.append("reconfigure item \(i)")
      default:
        let s = fresh(1)
        if sections.isEmpty { snapshot.appendSections(s) } else { snapshot.insertSections(s, beforeSection: section()) }
        snapshot.appendItems(fresh(r.next(9)), toSection: s[0])
        done.append("insert section \(s[0])")
      }
    }
    return done
  }

  @Test(arguments: layoutNames)
  func randomSnapshotsMoveEveryCellWithItsItemAndLayOutAsAFreshLayout(_ name: String) {
    var cellsChecked = 0
    for seed in UInt64(1)...12 {
      var r = FuzzWorld.Random(seed: seed)
      let shown = Self.show(name)
      var snapshot = Snapshot()
      var next = 1
      for step in 0..<25 {
        let what = Self.edit(&snapshot, &r, next: &next)
        shown.source.apply(snapshot, animatingDifferences: r.next(2) == 0)
        shown.view.layoutIfNeeded()
        let comment = "\(name) seed \(seed) step \(step): \(what)"
        #expect(shown.view.refusals.isEmpty, "\(comment): \(shown.view.refusals)")
        #expect(shown.view.numberOfSections == snapshot.numberOfSections, "\(comment)")
        for path in shown.view.indexPathsForVisibleItems {
          let cell = shown.view.cellForItem(at: path) as? ItemCell
          #expect(cell?.item == shown.source.itemIdentifier(for: path), "\(comment): cell at \(path)")
          cellsChecked += 1
        }
        let fresh = Self.show(name)
        fresh.source.apply(snapshot, animatingDifferences: false)
        fresh.view.layoutIfNeeded()
        #expect(
          shown.view.collectionViewLayout.collectionViewContentSize
            == fresh.view.collectionViewLayout.collectionViewContentSize, "\(comment)")
        #expect(
          shown.view.collectionViewLayout.allFrames() == fresh.view.collectionViewLayout.allFrames(), "\(comment)")
      }
    }
    #expect(cellsChecked > 1_000, "\(name): only \(cellsChecked) cells on screen")
  }

  /// `reorderingHandlers` (iOS 14): `canReorderItem` decides, the snapshot takes the new
  /// order when the movement ends, and `didReorder` gets a transaction whose difference
  /// turns the old items into the new (Apple's example: `backingStore.applying(transaction.difference)`),
  /// with one section transaction for each section the item left or joined, whose
  /// differences keep a store per section (Apple's per-section example) in step.
  @available(iOS 14, tvOS 14, *)
  @Test(arguments: layoutNames)
  func reorderingHandlersMoveTheItemInTheSnapshot(_ name: String) throws {
    let shown = Self.show(name)
    var snapshot = Snapshot()
    snapshot.appendSections([1, 2])
    snapshot.appendItems([10, 11, 12, 13, 14, 15], toSection: 1)
    snapshot.appendItems([20, 21], toSection: 2)
    shown.source.apply(snapshot, animatingDifferences: false)
    var transactions: [NSDiffableDataSourceTransaction<Int, Int>] = []
    shown.source.reorderingHandlers.canReorderItem = { $0 != 15 }
    var stores: [Int: [Int]] = [1: Array(10...15), 2: [20, 21]]
    shown.source.reorderingHandlers.didReorder = { transaction in
      transactions.append(transaction)
      for sectionTransaction in transaction.sectionTransactions {
        let section = sectionTransaction.sectionIdentifier
        if let items = stores[section]?.applying(sectionTransaction.difference) { stores[section] = items }
      }
    }
    shown.view.layoutIfNeeded()
    #expect(!shown.view.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))

    #expect(shown.view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    let over = try #require(shown.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)))
    shown.view.updateInteractiveMovementTargetPosition(CGPoint(x: over.frame.midX, y: over.frame.midY))
    shown.view.endInteractiveMovement()
    #expect(shown.source.snapshot().itemIdentifiers(inSection: 2) == [20, 11, 21])
    let transaction = try #require(transactions.first)
    #expect(transactions.count == 1)
    #expect(
      transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference)
        == transaction.finalSnapshot.itemIdentifiers)
    #expect(transaction.finalSnapshot.itemIdentifiers == [10, 12, 13, 14, 15, 20, 11, 21])
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [1, 2])
    #expect(transaction.sectionTransactions.map(\.finalSnapshot.items) == [[10, 12, 13, 14, 15], [20, 11, 21]])
    #expect(stores == [1: [10, 12, 13, 14, 15], 2: [20, 11, 21]])
    for path in shown.view.indexPathsForVisibleItems {
      let cell = shown.view.cellForItem(at: path) as? ItemCell
      #expect(cell?.item == shown.source.itemIdentifier(for: path), "\(name): cell at \(path)")
    }
    let fresh = Self.show(name)
    fresh.source.apply(shown.source.snapshot(), animatingDifferences: false)
    fresh.view.layoutIfNeeded()
    #expect(shown.view.collectionViewLayout.allFrames() == fresh.view.collectionViewLayout.allFrames(), "\(name)")
    #expect(shown.view.refusals.isEmpty, "\(name): \(shown.view.refusals)")
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
