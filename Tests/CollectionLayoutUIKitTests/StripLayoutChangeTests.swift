import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Strips' scroll views when the collection view changes layout. Each strip is driven by a
/// hidden scroll view added to the collection view, its pan recognizer on the collection
/// view (JEKScrollableSectionCollectionViewLayout's technique; JEK hosts it in a decoration
/// view, which the collection view takes away itself). A layout that is replaced must take
/// its scroll views and recognizers out, or they stay in the collection view, hidden, for
/// as long as it lives — and their pans wait on the collection view's.
@MainActor
@Suite("Strips across layout changes")
struct StripLayoutChangeTests {
  /// JEK's example (rows of 10 items of 50 in 320 points, so each scrolls), laid out,
  /// optionally as a window's root.
  func makeRows(in window: UIWindow?) -> (ScrollableSectionsController, Set<ObjectIdentifier>) {
    let controller = ScrollableSectionsController()
    controller.loadViewIfNeeded()
    let own = recognizers(of: controller.collectionView)
    window?.rootViewController = controller
    controller.show(width: 320, height: 400)
    return (controller, own)
  }

  /// A window for a controller to be on screen in, or none.
  func window(_ onScreen: Bool) -> UIWindow? {
    onScreen ? UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400)) : nil
  }

  /// The collection view's hidden scroll views (cells and supplementary views are none).
  func strips(in collectionView: UICollectionView) -> Int {
    collectionView.subviews.filter { $0 is UIScrollView }.count
  }

  func recognizers(of collectionView: UICollectionView) -> Set<ObjectIdentifier> {
    Set(collectionView.gestureRecognizers?.map(ObjectIdentifier.init) ?? [])
  }

  @Test(arguments: [true, false])
  func aReplacedLayoutTakesItsScrollViewsAndPansOut(onScreen: Bool) throws {
    let window = window(onScreen)
    let (controller, own) = makeRows(in: window)
    #expect((controller.collectionView.window != nil) == onScreen)
    let collectionView = try #require(controller.collectionView)
    #expect(strips(in: collectionView) == 2)
    #expect(recognizers(of: collectionView).count == own.count + 2)
    // On screen the old layout hears `prepareForTransition(to:)`; off screen UIKit may
    // say nothing, and the new layout of this package takes the strays out.
    collectionView.setCollectionViewLayout(PluginLayout(), animated: false)
    collectionView.layoutIfNeeded()
    #expect(strips(in: collectionView) == 0)
    #expect(recognizers(of: collectionView) == own)
    #expect(controller.layout.scrollView(forSection: 0) == nil)
  }

  @Test func aLayoutOfAnotherLibraryOnScreenIsLeftNoScrollView() throws {
    let window = window(true)
    let (controller, own) = makeRows(in: window)
    let collectionView = try #require(controller.collectionView)
    collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: true)
    #expect(strips(in: collectionView) == 0)
    #expect(recognizers(of: collectionView) == own)
  }

  @Test(arguments: [true, false])
  func switchingBackAndForthKeepsOneScrollViewPerStripAndTheOffsets(onScreen: Bool) throws {
    let window = window(onScreen)
    let (controller, own) = makeRows(in: window)
    let collectionView = try #require(controller.collectionView)
    let rows = controller.layout
    try #require(rows.scrollView(forSection: 0)).fingerSwipe(by: CGPoint(x: -100, y: 0), velocity: .zero)
    #expect(rows.contentOffset(ofSection: 0) == 100)
    let grid = PluginLayout()
    for _ in 0..<10 {
      collectionView.setCollectionViewLayout(grid, animated: false)
      collectionView.layoutIfNeeded()
      #expect(strips(in: collectionView) == 0)
      collectionView.setCollectionViewLayout(rows, animated: false)
      collectionView.layoutIfNeeded()
      #expect(strips(in: collectionView) == 2)
      #expect(recognizers(of: collectionView).count == own.count + 2)
    }
    // The rows come back where they were, and still follow a finger.
    #expect(rows.contentOffset(ofSection: 0) == 100)
    #expect(collectionView.shownCellFrames[IndexPath(item: 2, section: 0)]?.minX == 10)
    try #require(rows.scrollView(forSection: 0)).fingerSwipe(by: CGPoint(x: -20, y: 0), velocity: .zero)
    #expect(rows.contentOffset(ofSection: 0) == 120)
  }

  @Test func aNewLayoutEachTimeLeavesOnlyItsOwnScrollViews() throws {
    let (controller, own) = makeRows(in: nil)
    let collectionView = try #require(controller.collectionView)
    for _ in 0..<10 {
      let rows = ScrollableSectionCollectionViewLayout()
      rows.itemSize = CGSize(width: 50, height: 50)
      rows.headerReferenceSize = CGSize(width: 0, height: 22)
      rows.minimumInteritemSpacing = 5
      collectionView.setCollectionViewLayout(rows, animated: false)
      collectionView.layoutIfNeeded()
      #expect(strips(in: collectionView) == 2)
      #expect(recognizers(of: collectionView).count == own.count + 2)
    }
  }

  @Test func compositionalStripsLeaveWithTheirLayout() throws {
    let layout = CompositionalLayout(sectionProvider: CompositionalSamples.appStorePage)
    let controller = CompositionalController(layout: layout, counts: CompositionalSamples.appStoreCounts)
    controller.loadViewIfNeeded()
    let collectionView = try #require(controller.collectionView)
    let own = recognizers(of: collectionView)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    controller.show(width: 375, height: 667)
    #expect(collectionView.window === window)
    #expect(strips(in: collectionView) == 3)
    collectionView.setCollectionViewLayout(PluginLayout(), animated: true)
    #expect(strips(in: collectionView) == 0)
    #expect(recognizers(of: collectionView) == own)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
