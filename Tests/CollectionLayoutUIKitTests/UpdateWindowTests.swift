import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Every adapter queried between the data-source-count invalidation and
/// `prepare(forCollectionViewUpdates:)` (HeadlessUIKit does so by default, as UIKit may)
/// answers for the data it has, keeps its insert animations and reports nothing.
@MainActor
@Suite("Adapters queried in the middle of a batch update")
struct UpdateWindowTests {
  @Test(arguments: FuzzAdapter.allCases)
  func anInsertKeepsItsAnimation(_ adapter: FuzzAdapter) throws {
    var world = FuzzWorld(
      sections: [.init(id: 2, items: Array(1...6)), .init(id: 4, items: Array(7...9))], nextID: 100)
    let controller = FuzzController(adapter, world: world)
    controller.show(width: 390, height: adapter == .compositional ? 100_000 : 844)
    let collectionView = controller.collectionView!
    let layout = controller.collectionViewLayout
    var before: [Int: CGRect] = [:]
    for (s, section) in world.sections.enumerated() {
      for (i, id) in section.items.enumerated() {
        before[id] = layout.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame
      }
    }
    world.sections[0].items.insert(50, at: 0)
    controller.world = world
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the attributes an update animated from: the new cell fades
    // in, every other cell on screen starts where it was.
    var followed = 0
    for (element, initial) in collectionView.headlessLastUpdate.initial where element.category == .cell {
      let id = world.sections[element.indexPath.section].items[element.indexPath.item]
      if id == 50 {
        #expect(initial?.alpha == 0, "\(adapter): the inserted cell fades in")
      } else {
        #expect(initial?.frame == before[id], "\(adapter): item \(id) starts at its old frame")
        followed += 1
      }
    }
    #expect(followed > 0, "\(adapter)")
    #endif
    let diagnostics: [Diagnostic] =
      switch layout {
      case let split as UICollectionViewSplitLayout: split.diagnostics
      case let plugin as PluginLayout: plugin.diagnostics
      case let scrollable as ScrollableSectionCollectionViewLayout: scrollable.diagnostics
      case let compositional as CompositionalLayout: compositional.diagnostics
      default: []
      }
    #expect(!diagnostics.contains { $0.code == "update.inconsistent" })
    #expect(collectionView.refusals.isEmpty)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
