import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(HeadlessUIKit)
import HeadlessUIKit

/// Drops with placeholders through every adapter (HeadlessUIKit stands for the user's
/// drop). A placeholder is an item the collection view shows and the data source does not
/// have: the adapters ask their delegate about its nearest neighbour instead (UIKit's
/// translation gives no index path for it), so a delegate that reads its own arrays is
/// never asked about an item it lacks, and the placeholder takes its neighbour's size.
/// Once the app commits the item, the layout equals a fresh one of the new data.
@MainActor
@Suite("Drop placeholders through the adapters")
struct DropPlaceholderTests {
  typealias Movement = InteractiveMovementTests

  /// `adapter` showing the movement tests' world, `count` items dropped at `destination`.
  static func dropped(_ count: Int, at destination: IndexPath, _ adapter: FuzzAdapter) -> FuzzController {
    let controller = FuzzController(adapter, world: Movement.world)
    controller.show(width: 390, height: adapter == .compositional ? 100_000 : 844)
    let items = (0..<count).map { _ in UIDragItem(itemProvider: NSItemProvider()) }
    controller.collectionView.headlessPerformDrop(items, at: destination)
    return controller
  }

  /// The world with `id` inserted at `path`.
  static func inserting(_ id: Int, at path: IndexPath, into world: FuzzWorld) -> FuzzWorld {
    var result = world
    result.sections[path.section].items.insert(id, at: path.item)
    return result
  }

  @Test(
    "A placeholder at the end of a section takes its neighbour's size; the commit lays out the new data",
    arguments: FuzzAdapter.allCases)
  func atTheEnd(_ adapter: FuzzAdapter) throws {
    // Section 0 holds items 1–9; a drop after the last one. `FuzzController` reads its
    // arrays: asked about item 9 of section 0, it would stop with "Index out of range".
    let end = Movement.path(9, 0)
    let controller = Self.dropped(1, at: end, adapter)
    let collectionView = controller.collectionView!
    #expect(collectionView.numberOfItems(inSection: 0) == 10 && collectionView.hasUncommittedUpdates)
    // Split, plugin and scrollable ask their delegate about the item before it (id 9), so
    // the layout is the data's with item 9 twice. (Compositional cells size themselves: the
    // placeholder's cell is not the item's.)
    if adapter != .compositional {
      Movement.expectFresh(
        controller, Self.inserting(9, at: end, into: Movement.world), "\(adapter) with a placeholder")
    }
    Self.expectCommitting(50, try #require(controller.dropContexts.first), at: end, in: controller)
  }

  /// Commits item `id` through `context` at `path`: the data now has it, and the layout
  /// equals a fresh one of the data; nothing was refused.
  static func expectCommitting(
    _ id: Int, _ context: any UICollectionViewDropPlaceholderContext, at path: IndexPath,
    in controller: FuzzController
  ) {
    let committed = context.commitInsertion { at in controller.world.sections[at.section].items.insert(id, at: at.item)
    }
    #expect(committed && !controller.collectionView.hasUncommittedUpdates)
    let comment = "\(controller.adapter) committed"
    Movement.expectFresh(controller, Self.inserting(id, at: path, into: Movement.world), comment)
    #expect(controller.collectionView.refusals.isEmpty, "\(comment): \(controller.collectionView.refusals)")
  }

  @Test(
    "Placeholders at the front of a section, one deleted: the others follow, and the data never moves",
    arguments: FuzzAdapter.allCases)
  func atTheFront(_ adapter: FuzzAdapter) {
    let front = Movement.path(0, 1)
    let controller = Self.dropped(2, at: front, adapter)
    let collectionView = controller.collectionView!
    #expect(collectionView.numberOfItems(inSection: 1) == 6)
    // Both stand in for the item after them (id 101).
    if adapter != .compositional {
      let twice = Self.inserting(101, at: front, into: Self.inserting(101, at: front, into: Movement.world))
      Movement.expectFresh(controller, twice, "\(adapter) with two placeholders")
    }
    #expect(controller.dropContexts.count == 2 && controller.dropContexts[0].deletePlaceholder())
    Self.expectCommitting(60, controller.dropContexts[1], at: front, in: controller)
  }
}

#endif  // canImport(HeadlessUIKit)
