import HeadlessUIKit
import Testing

/// Drop placeholders as UIKit's SDK header and Apple's documentation describe them: an
/// uncommitted insertion shown with the placeholder's own cell, translated by
/// `UIDataSourceTranslating`, then committed into the data or deleted.
@MainActor
@Suite("HeadlessUIKit: drop placeholders")
struct HeadlessDropPlaceholderTests {
  final class NameCell: UICollectionViewCell {
    var name = ""
  }

  /// Names in one section; drops put a placeholder at the destination and commit the
  /// dragged item's `localObject` (a name) when `commits`, or delete it.
  final class Names: NSObject, UICollectionViewDataSource, UICollectionViewDropDelegate {
    var names: [String]
    var askedFor: [IndexPath] = []
    var contexts: [any UICollectionViewDropPlaceholderContext] = []

    init(_ names: [String]) { self.names = names }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      names.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      askedFor.append(indexPath)
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Name", for: indexPath) as! NameCell
      cell.name = names[indexPath.item]
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
      let destination = coordinator.destinationIndexPath ?? IndexPath(item: names.count, section: 0)
      for item in coordinator.items {
        let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Name")
        placeholder.cellUpdateHandler = { cell in (cell as? NameCell)?.name = "…" }
        contexts.append(coordinator.drop(item.dragItem, to: placeholder))
      }
    }
  }

  static func show(_ names: Names) -> UICollectionView {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 40)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
    collectionView.register(NameCell.self, forCellWithReuseIdentifier: "Name")
    collectionView.dataSource = names
    collectionView.dropDelegate = names
    collectionView.layoutIfNeeded()
    return collectionView
  }

  static func dragItem(_ name: String) -> UIDragItem {
    let item = UIDragItem(itemProvider: NSItemProvider())
    item.localObject = name
    return item
  }

  static func shownNames(_ collectionView: UICollectionView) -> [String] {
    collectionView.indexPathsForVisibleItems.map { (collectionView.cellForItem(at: $0) as? NameCell)?.name ?? "?" }
  }

  @Test func aPlaceholderIsAnUncommittedInsertionUntilItsItemIsCommitted() throws {
    let names = Names(["a", "b", "c"])
    let collectionView = Self.show(names)
    names.askedFor = []
    collectionView.headlessPerformDrop([Self.dragItem("new")], at: IndexPath(item: 1, section: 0))
    // Four items shown, three in the data; the placeholder's cell is its own.
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    #expect(collectionView.hasUncommittedUpdates)
    #expect(Self.shownNames(collectionView) == ["a", "…", "b", "c"])
    #expect(!names.askedFor.contains(IndexPath(item: 1, section: 0)))
    // Each presented item's place in the data (none for the placeholder), and back.
    let inData = (0..<4).map {
      collectionView.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: $0, section: 0))?.item
    }
    let presented = (0..<3).map {
      collectionView.presentationIndexPath(forDataSourceIndexPath: IndexPath(item: $0, section: 0))?.item
    }
    #expect(inData == [0, nil, 1, 2] && presented == [0, 2, 3])
    // The app commits: its update runs with the placeholder's index path, and the item's
    // own cell replaces the placeholder's.
    let context = try #require(names.contexts.first)
    var committedAt: IndexPath?
    let committed = context.commitInsertion { path in
      committedAt = path
      names.names.insert((context.dragItem.localObject as? String) ?? "", at: path.item)
    }
    #expect(committed && committedAt == IndexPath(item: 1, section: 0))
    #expect(!collectionView.hasUncommittedUpdates)
    #expect(Self.shownNames(collectionView) == ["a", "new", "b", "c"])
    #expect(collectionView.headlessRejections.isEmpty, "\(collectionView.headlessRejections)")
    // A context used again finds no placeholder.
    #expect(!context.deletePlaceholder())
  }

  @Test func aDeletedPlaceholderLeavesTheDataAsItWas() throws {
    let names = Names(["a", "b"])
    let collectionView = Self.show(names)
    collectionView.headlessPerformDrop([Self.dragItem("x"), Self.dragItem("y")], at: nil)
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    #expect(Self.shownNames(collectionView) == ["a", "b", "…", "…"])
    #expect(names.contexts.count == 2 && names.contexts[0].deletePlaceholder())
    #expect(collectionView.numberOfItems(inSection: 0) == 3 && collectionView.hasUncommittedUpdates)
    // The second placeholder moved up to the first's place and commits there.
    _ = names.contexts[1].commitInsertion { path in names.names.insert("y", at: path.item) }
    #expect(Self.shownNames(collectionView) == ["a", "b", "y"])
    #expect(collectionView.headlessRejections.isEmpty, "\(collectionView.headlessRejections)")
  }

  @Test func aCommitNamesTheDataSourcesIndexPathWhileOtherPlaceholdersWait() {
    // Two dropped after "a" and "b": the first placeholder is pushed to item 3 by the
    // second (item 2). Committed first, it goes into the data at 2: the placeholder before
    // it is not in the data.
    let names = Names(["a", "b"])
    let collectionView = Self.show(names)
    collectionView.headlessPerformDrop([Self.dragItem("x"), Self.dragItem("y")], at: IndexPath(item: 2, section: 0))
    var paths: [IndexPath] = []
    for (context, name) in zip(names.contexts, ["x", "y"]) {
      _ = context.commitInsertion { path in
        paths.append(path)
        names.names.insert(name, at: path.item)
      }
    }
    #expect(paths == [IndexPath(item: 2, section: 0), IndexPath(item: 2, section: 0)])
    #expect(Self.shownNames(collectionView) == names.names && names.names == ["a", "b", "y", "x"])
    #expect(collectionView.headlessRejections.isEmpty, "\(collectionView.headlessRejections)")
  }

  @Test func aCommitThatDoesNotInsertTheItemIsRefusedAndAReloadDiscardsPlaceholders() {
    let names = Names(["a"])
    let collectionView = Self.show(names)
    collectionView.headlessPerformDrop([Self.dragItem("x")], at: IndexPath(item: 0, section: 0))
    _ = names.contexts[0].commitInsertion { _ in }
    #expect(collectionView.headlessRejections.map(\.reason) == [.inconsistentUpdate])
    collectionView.headlessPerformDrop([Self.dragItem("y")], at: IndexPath(item: 0, section: 0))
    #expect(collectionView.hasUncommittedUpdates)
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(!collectionView.hasUncommittedUpdates && collectionView.numberOfItems(inSection: 0) == 1)
    #expect(!names.contexts[1].deletePlaceholder())
  }
}
