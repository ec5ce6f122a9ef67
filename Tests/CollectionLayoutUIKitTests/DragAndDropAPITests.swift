import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

// UIKit's drag and drop is iOS's: tvOS marks all of it unavailable.
#if (canImport(UIKit) || canImport(HeadlessUIKit)) && !os(tvOS)

/// An app's list of names with drag and drop, written against UIKit's API (the iOS check
/// compiles it against the real SDK): drags carry the item's name, drops of names from
/// elsewhere are copied in with placeholders, drops from this app are refused.
@MainActor
final class NamesDragAndDrop: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate,
  UICollectionViewDropDelegate
{
  var names: [String]
  var sawActiveDrop = false
  var sessionItemCounts: [Int] = []
  /// Whether drops are refused (`canHandle` says no).
  var refuses = false
  /// The session calls heard, in order.
  var heard: [String] = []

  init(_ names: [String]) { self.names = names }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    names.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    let item = UIDragItem(itemProvider: NSItemProvider())
    item.localObject = names[indexPath.item]
    return [item]
  }

  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
    heard.append("canHandle")
    return !refuses && session.localDragSession == nil
  }

  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {
    heard.append("enter")
  }

  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
    heard.append("end")
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
  ) {
    heard.append("perform")
    sawActiveDrop = collectionView.hasActiveDrop
    sessionItemCounts.append(coordinator.session.items.count)
    let destination = coordinator.destinationIndexPath ?? IndexPath(item: names.count, section: 0)
    for item in coordinator.items {
      let context = coordinator.drop(
        item.dragItem, to: UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell"))
      _ = context.commitInsertion { path in
        self.names.insert(item.dragItem.localObject as? String ?? "?", at: path.item)
      }
    }
  }
}

@MainActor
@Suite("Drag and drop: UIKit's API")
struct DragAndDropAPITests {
  #if canImport(HeadlessUIKit)
  /// Headless: UIKit's defaults (drags on since iOS 15, reordering at once), and a drop
  /// runs `performDropWith` with a session holding its items, the collection view saying a
  /// drop is under way meanwhile.
  @Test func defaultsAndADropThroughTheDelegate() {
    let app = NamesDragAndDrop(["a", "b"])
    let layout = PluginLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = app
    collectionView.dragDelegate = app
    collectionView.dropDelegate = app
    collectionView.layoutIfNeeded()
    #expect(collectionView.dragInteractionEnabled && collectionView.reorderingCadence == .immediate)
    #expect(!collectionView.hasActiveDrag && !collectionView.hasActiveDrop)
    collectionView.reorderingCadence = .slow
    #expect(collectionView.reorderingCadence == .slow && collectionView.dragDelegate === app)
    let drag = app.collectionView(
      collectionView, itemsForBeginning: HeadlessDragSessionForTests(), at: IndexPath(item: 1, section: 0))
    #expect(drag.map { $0.localObject as? String } == ["b"])
    let dropped = UIDragItem(itemProvider: NSItemProvider())
    dropped.localObject = "c"
    collectionView.headlessPerformDrop([dropped], at: IndexPath(item: 1, section: 0))
    #expect(app.sawActiveDrop && !collectionView.hasActiveDrop && app.sessionItemCounts == [1])
    #expect(app.names == ["a", "c", "b"] && collectionView.numberOfItems(inSection: 0) == 3)
    #expect(app.heard == ["canHandle", "enter", "perform", "end"])
    // A forbidden proposal transfers nothing; a refused session hears nothing more.
    app.heard = []
    collectionView.headlessPerformDrop(
      [dropped], at: nil, proposal: UICollectionViewDropProposal(operation: .forbidden))
    app.refuses = true
    collectionView.headlessPerformDrop([dropped], at: nil)
    #expect(app.heard == ["canHandle", "enter", "end", "canHandle"] && app.names.count == 3)
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }
  #endif
}

#if canImport(HeadlessUIKit)
/// A drag session for calling the drag delegate directly.
final class HeadlessDragSessionForTests: NSObject, UIDragSession {
  var items: [UIDragItem] { [] }
  var allowsMoveOperation: Bool { true }
  var localContext: Any?
  func location(in view: UIView) -> CGPoint { .zero }
}
#endif

#endif  // (canImport(UIKit) || canImport(HeadlessUIKit)) && !os(tvOS)
