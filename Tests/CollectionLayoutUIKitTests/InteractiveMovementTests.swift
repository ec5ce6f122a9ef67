import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Interactive movement (UIKit's iOS 9 reordering API) through every adapter, with a data
/// source that moves the item when the movement ends, as Apple documents
/// (`FuzzController`: sizes, plugins, aspect ratios and self-sizing heights all follow the
/// item ids). While the item moves, each layout equals a fresh one built from the data
/// with the item moved; once the movement ends or is cancelled, one built from the data.
@MainActor
@Suite("Interactive movement through the adapters")
struct InteractiveMovementTests {
  /// Two sections of items whose sizes all differ (ids 1–9 and 101–104).
  static let world = FuzzWorld(
    sections: [.init(id: 0, items: Array(1...9)), .init(id: 1, items: Array(101...104))], nextID: 1_000)

  static func shown(_ adapter: FuzzAdapter, _ world: FuzzWorld = world) -> FuzzController {
    let controller = FuzzController(adapter, world: world)
    controller.show(width: 390, height: adapter == .compositional ? 100_000 : 844)
    return controller
  }

  /// The centre of the item at `path`, where a finger over it would be.
  static func center(_ path: IndexPath, in controller: FuzzController) -> CGPoint {
    let attributes = controller.collectionViewLayout.layoutAttributesForItem(at: path)
    return attributes.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) } ?? .zero
  }

  /// Expects `controller`'s layout to equal a fresh one of `world` (same size).
  static func expectFresh(_ controller: FuzzController, _ world: FuzzWorld, _ comment: String) {
    let fresh = FuzzController(controller.adapter, world: world)
    fresh.show(width: controller.collectionView.bounds.width, height: controller.collectionView.bounds.height)
    AdapterFuzz.expectSame(controller.collectionViewLayout, fresh.collectionViewLayout, comment)
  }

  /// After the end: the data source moved the item as `moved` has it, the layout equals a
  /// fresh one, and the collection view flagged nothing.
  static func expectCommitted(_ controller: FuzzController, as moved: FuzzWorld, _ comment: String) {
    #expect(controller.world.sections.map(\.items) == moved.sections.map(\.items), "\(comment)")
    expectFresh(controller, controller.world, "\(comment) after the end")
    #expect(controller.collectionView.refusals.isEmpty, "\(comment): \(controller.collectionView.refusals)")
  }

  /// Begins moving `source` and moves the finger over each of `targets` in turn.
  static func drag(_ source: IndexPath, over targets: [IndexPath], in controller: FuzzController) {
    let collectionView = controller.collectionView!
    #expect(collectionView.beginInteractiveMovementForItem(at: source))
    for target in targets { collectionView.updateInteractiveMovementTargetPosition(center(target, in: controller)) }
    collectionView.layoutIfNeeded()
  }

  static func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }
  static func itemPath(_ p: IndexPath) -> ItemPath { ItemPath(section: p.section, item: p.item) }

  @Test(
    "A move within a section: the others make room, the cell follows the finger, the end commits it",
    arguments: FuzzAdapter.allCases)
  func withinSection(_ adapter: FuzzAdapter) {
    let controller = Self.shown(adapter)
    let collectionView = controller.collectionView!
    let source = Self.path(0, 0)
    let target = Self.path(4, 0)
    #expect(collectionView.beginInteractiveMovementForItem(at: source))
    #expect(collectionView.hasUncommittedUpdates)
    let finger = Self.center(target, in: controller)
    collectionView.updateInteractiveMovementTargetPosition(finger)
    collectionView.layoutIfNeeded()
    let moved = Self.world.movingItem(from: Self.itemPath(source), to: Self.itemPath(target))
    Self.expectFresh(controller, moved, "\(adapter) while moving")
    #expect(controller.world.sections[0].items == Self.world.sections[0].items, "the data is not moved yet")
    let cell = collectionView.shownAttributes[Self.cell(target)]
    #expect(cell?.center == finger)
    #expect(cell?.zIndex == Int.max)
    collectionView.endInteractiveMovement()
    #expect(!collectionView.hasUncommittedUpdates)
    Self.expectCommitted(controller, as: moved, "\(adapter)")
  }

  @Test(
    "A move into another section asks the delegate about no index path its data lacks", arguments: FuzzAdapter.allCases)
  func acrossSections(_ adapter: FuzzAdapter) {
    let controller = Self.shown(adapter)
    let collectionView = controller.collectionView!
    let source = Self.path(2, 0)
    let target = Self.path(3, 1)
    Self.drag(source, over: [target], in: controller)
    #expect(collectionView.numberOfItems(inSection: 1) == 5)
    let moved = Self.world.movingItem(from: Self.itemPath(source), to: Self.itemPath(target))
    Self.expectFresh(controller, moved, "\(adapter) while moving")
    collectionView.endInteractiveMovement()
    Self.expectCommitted(controller, as: moved, "\(adapter)")
  }

  @Test("A cancelled movement puts the item back and tells the data source nothing", arguments: FuzzAdapter.allCases)
  func cancelled(_ adapter: FuzzAdapter) {
    let controller = Self.shown(adapter)
    let collectionView = controller.collectionView!
    let before = controller.collectionViewLayout.allFrames()
    Self.drag(Self.path(1, 0), over: [Self.path(5, 0), Self.path(0, 1)], in: controller)
    collectionView.cancelInteractiveMovement()
    collectionView.layoutIfNeeded()
    #expect(controller.world.sections.map(\.items) == Self.world.sections.map(\.items))
    #expect(controller.collectionViewLayout.allFrames() == before)
    Self.expectFresh(controller, Self.world, "\(adapter) after cancelling")
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }

  @Test("An item the data source holds still, or no item, does not begin to move")
  func refusals() {
    let controller = Self.shown(.split)
    let collectionView = controller.collectionView!
    #expect(!collectionView.beginInteractiveMovementForItem(at: Self.path(9, 0)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: Self.path(0, 2)))
    #expect(!collectionView.hasUncommittedUpdates)
    #expect(collectionView.beginInteractiveMovementForItem(at: Self.path(0, 0)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: Self.path(1, 0)), "one movement at a time")
    let before = controller.collectionViewLayout.allFrames()
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 10))
    #expect(controller.collectionViewLayout.allFrames() == before)
    collectionView.endInteractiveMovement()
    #expect(controller.world.sections.map(\.items) == Self.world.sections.map(\.items))
  }

  @Test("The delegate may keep an item in its section", arguments: FuzzAdapter.allCases)
  func delegateRedirects(_ adapter: FuzzAdapter) {
    let controller = SectionKeepingController(adapter, world: Self.world)
    controller.show(width: 390, height: adapter == .compositional ? 100_000 : 844)
    let collectionView = controller.collectionView!
    Self.drag(Self.path(2, 0), over: [Self.path(1, 1)], in: controller)
    collectionView.endInteractiveMovement()
    Self.expectCommitted(controller, as: Self.world, "\(adapter)")
  }

  @Test(
    "An app that moves its data during the movement still ends equal to a fresh layout", arguments: FuzzAdapter.allCases
  )
  func dataMovedEarly(_ adapter: FuzzAdapter) {
    for target in [Self.path(6, 0), Self.path(2, 1)] {
      let controller = EarlyMovingController(adapter, world: Self.world)
      controller.show(width: 390, height: adapter == .compositional ? 100_000 : 844)
      let collectionView = controller.collectionView!
      Self.drag(Self.path(0, 0), over: [target], in: controller)
      collectionView.endInteractiveMovement()
      let moved = Self.world.movingItem(from: ItemPath(section: 0, item: 0), to: Self.itemPath(target))
      Self.expectCommitted(controller, as: moved, "\(adapter) to \(target)")
    }
  }

  @Test("A finger over an empty section moves the item into it", arguments: FuzzAdapter.allCases)
  func intoAnEmptySection(_ adapter: FuzzAdapter) throws {
    // The middle section is empty: its header is all there is to hover (the fuzz
    // controller gives sections 1 a split or plugin header, 3 a compositional one).
    let emptyID = adapter == .compositional ? 3 : 1
    let world = FuzzWorld(
      sections: [.init(id: 0, items: Array(1...6)), .init(id: emptyID, items: []), .init(id: 2, items: [201, 202])],
      nextID: 1_000)
    let controller = Self.shown(adapter, world)
    let collectionView = controller.collectionView!
    let empty = try #require(
      controller.collectionViewLayout.allFrames().first { $0.key.indexPath.section == 1 && $0.value.height > 0 },
      "\(adapter): the empty section shows something")
    #expect(collectionView.beginInteractiveMovementForItem(at: Self.path(2, 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: empty.value.midX, y: empty.value.midY))
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 1) == 1, "\(adapter)")
    collectionView.endInteractiveMovement()
    let moved = world.movingItem(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 1, item: 0))
    Self.expectCommitted(controller, as: moved, "\(adapter)")
  }

  @Test("A layout mirrored right to left reads the finger where the cells are shown")
  func rightToLeft() throws {
    let controller = Self.shown(.plugin)
    let collectionView = controller.collectionView!
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.layoutIfNeeded()
    let target = Self.path(4, 0)
    let shown = try #require(collectionView.shownAttributes[Self.cell(target)])
    let finger = CGPoint(x: shown.frame.midX, y: shown.frame.midY)
    #expect(collectionView.indexPathForItem(at: finger) == target)
    #expect(collectionView.beginInteractiveMovementForItem(at: Self.path(0, 0)))
    collectionView.updateInteractiveMovementTargetPosition(finger)
    collectionView.layoutIfNeeded()
    let moving = collectionView.shownAttributes[Self.cell(target)]
    #expect(moving.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) } == finger)
    collectionView.endInteractiveMovement()
    #expect(controller.world.sections[0].items.prefix(5) == [2, 3, 4, 5, 1])
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }

  @Test("Updates the adapter did not follow are translated by the collection view")
  func translatedByTheCollectionView() {
    let controller = Self.shown(.split)
    let collectionView = controller.collectionView!
    let fuzzLayout = controller.collectionViewLayout as! UICollectionViewSplitLayout
    let layout = UnhookedSplitLayout()
    layout.leftSideRatio = fuzzLayout.leftSideRatio
    layout.minimumInterItemSpacing = fuzzLayout.minimumInterItemSpacing
    layout.minimumItemLineSpacing = fuzzLayout.minimumItemLineSpacing
    layout.sectionPinToVisibleBounds = fuzzLayout.sectionPinToVisibleBounds
    collectionView.setCollectionViewLayout(layout, animated: false)
    for target in [Self.path(5, 0), Self.path(2, 1)] {
      let world = controller.world
      Self.drag(Self.path(0, 0), over: [target], in: controller)
      let moved = world.movingItem(from: ItemPath(section: 0, item: 0), to: Self.itemPath(target))
      let fresh = FuzzController(.split, world: moved)
      fresh.show(width: 390, height: 844)
      AdapterFuzz.expectSame(layout, fresh.collectionViewLayout, "while moving to \(target)")
      collectionView.endInteractiveMovement()
      Self.expectCommitted(controller, as: moved, "to \(target)")
    }
  }

  static func cell(_ path: IndexPath) -> DisplayedElement {
    DisplayedElement(category: .cell, kind: nil, indexPath: path)
  }

  @Test("A reload while an item moves discards the movement", arguments: FuzzAdapter.allCases)
  func reloadDiscards(_ adapter: FuzzAdapter) {
    let controller = Self.shown(adapter)
    let collectionView = controller.collectionView!
    Self.drag(Self.path(0, 0), over: [Self.path(3, 0)], in: controller)
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(!collectionView.hasUncommittedUpdates)
    Self.expectFresh(controller, Self.world, "\(adapter)")
    // A later movement starts from the data source's order.
    Self.drag(Self.path(1, 0), over: [Self.path(2, 1)], in: controller)
    collectionView.endInteractiveMovement()
    Self.expectFresh(controller, controller.world, "\(adapter) after a second movement")
  }
}

/// A split layout that hears of no interactive movement (its iOS 9 hooks pass nothing
/// on), as a layout may when UIKit keeps updates the data source does not have yet through
/// another path: the adapter asks the collection view to translate index paths instead.
final class UnhookedSplitLayout: UICollectionViewSplitLayout {
  override func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    UICollectionViewSplitLayoutInvalidationContext()
  }

  override func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    UICollectionViewSplitLayoutInvalidationContext()
  }
}

/// Keeps a moving item in the section it came from.
final class SectionKeepingController: FuzzController {
  override func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    proposedIndexPath.section == originalIndexPath.section ? proposedIndexPath : currentIndexPath
  }
}

/// Moves the item in its data at each step of the movement (a common workaround for
/// UIKit's flow layout), and not again when it ends.
final class EarlyMovingController: FuzzController {
  override func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    world.moveItem(
      from: ItemPath(section: currentIndexPath.section, item: currentIndexPath.item),
      to: ItemPath(section: proposedIndexPath.section, item: proposedIndexPath.item))
    return proposedIndexPath
  }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
