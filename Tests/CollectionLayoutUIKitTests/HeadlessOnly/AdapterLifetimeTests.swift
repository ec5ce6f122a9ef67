import CollectionLayout
import CollectionLayoutUIKit
import Testing

// Headless only: Swift releases objects as soon as the last reference goes, so a leak shows
// at once. On an iOS simulator UIKit's autorelease pools and run loop may keep views a
// moment longer, which a test cannot wait for reliably.
#if canImport(HeadlessUIKit)
import HeadlessUIKit

/// Every adapter lets go of its collection view, its controller and its strips' scroll
/// views once the app does: nothing the adapters keep (coordinators, data-source bridges,
/// scroll views that point back at their layout) closes a reference cycle.
@MainActor
@Suite("Adapters: nothing outlives the screen")
struct AdapterLifetimeTests {
  /// What should be gone once the controller is.
  final class Watched {
    weak var controller: UIViewController?
    weak var layout: UICollectionViewLayout?
    weak var collectionView: UICollectionView?
    var strips: [WeakScrollView] = []

    var survivors: [String] {
      var names: [String] = []
      if controller != nil { names.append("controller") }
      if layout != nil { names.append("layout") }
      if collectionView != nil { names.append("collection view") }
      names += strips.compactMap { $0.view == nil ? nil : "strip scroll view" }
      return names
    }
  }

  struct WeakScrollView {
    weak var view: UIScrollView?
  }

  /// Shows `controller`, drags each of its strips, scrolls, rotates and reloads a section;
  /// returns what to watch (everything it touched is alive then).
  func use(_ controller: UICollectionViewController, strips: (UICollectionViewLayout) -> [UIScrollView?] = { _ in [] })
    -> Watched
  {
    let watched = Watched()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    for case let strip? in strips(controller.collectionViewLayout) {
      strip.headlessBeginDragging()
      strip.headlessDrag(by: CGPoint(x: -60, y: 0))
      strip.headlessEndDragging(velocity: CGPoint(x: 1, y: 0))
      watched.strips.append(WeakScrollView(view: strip))
    }
    collectionView.contentOffset = CGPoint(x: 0, y: 200)
    collectionView.layoutIfNeeded()
    collectionView.performBatchUpdates { collectionView.reloadSections(IndexSet(integer: 0)) }
    collectionView.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    collectionView.layoutIfNeeded()
    watched.controller = controller
    watched.layout = controller.collectionViewLayout
    watched.collectionView = collectionView
    #expect(watched.survivors.count == 3 + watched.strips.count)
    return watched
  }

  @Test func splitLayouts() {
    #expect(use(BasicCollectionViewController()).survivors == [])
    #expect(use(EmojiCollectionViewController()).survivors == [])
  }

  @Test func pluginLayout() {
    #expect(use(MixedPluginController()).survivors == [])
  }

  @Test func scrollableSections() {
    let watched = use(ScrollableSectionsController()) { layout in
      let rows = layout as? ScrollableSectionCollectionViewLayout
      return [rows?.scrollView(forSection: 0), rows?.scrollView(forSection: 1)]
    }
    #expect(watched.strips.count == 2)
    #expect(watched.survivors == [])
  }

  @Test func compositionalLayouts() {
    for sample in CompositionalSamples.all() {
      let watched = use(
        CompositionalController(layout: CompositionalLayout(section: sample.section), counts: sample.counts))
      #expect(watched.survivors == [], "\(sample.name)")
    }
    let page = CompositionalController(
      layout: CompositionalLayout(sectionProvider: CompositionalSamples.appStorePage),
      counts: CompositionalSamples.appStoreCounts)
    let watched = use(consume page) { layout in
      let page = layout as? CompositionalLayout
      return [page?.scrollView(forSection: 0), page?.scrollView(forSection: 1)]
    }
    #expect(watched.strips.count == 2)
    #expect(watched.survivors == [])
  }

  /// A list swiped open, its handler still running: the swipe's recognizers hold their
  /// coordinator, which holds them weakly, so nothing is left once the screen goes.
  @Test func listSwipeActions() throws {
    let watched = Watched()
    weak var pan: UIGestureRecognizer?
    weak var actions: UIView?
    do {
      let calls = ListSwipeActionsTests.Calls()
      calls.completesAtOnce = false
      let (controller, tap) = try ListSwipeActionsTests.opened(1, calls: calls)
      tap.headlessTap(at: CGPoint(x: 340, y: 66))
      pan = ListSwipeActionsTests.swipePan(controller)
      actions = ListSwipeActionsTests.actionsView(controller, 1)
      watched.controller = controller
      watched.layout = controller.layout
      watched.collectionView = controller.collectionView
      #expect(calls.performed == ["Delete"] && pan != nil && actions != nil)
    }
    #expect(watched.survivors == [])
    #expect(pan == nil && actions == nil)
  }

  /// A layout replaced on the collection view goes with its strips' scroll views, while the
  /// collection view stays.
  @Test func aReplacedLayoutIsReleasedWithItsScrollViews() {
    let controller = ScrollableSectionsController()
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    let watched = Watched()
    do {
      let rows = ScrollableSectionCollectionViewLayout()
      rows.itemSize = CGSize(width: 50, height: 50)
      collectionView.setCollectionViewLayout(rows, animated: false)
      watched.layout = rows
      watched.strips = [WeakScrollView(view: rows.scrollView(forSection: 0))]
    }
    #expect(watched.survivors == ["layout", "strip scroll view"])
    collectionView.setCollectionViewLayout(PluginLayout(), animated: false)
    #expect(watched.survivors == [])
  }
}

#endif  // canImport(HeadlessUIKit)
