import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Each UIKit adapter, driven through a collection view with random batch updates (item
/// and section inserts, deletes, moves, reloads), bounds changes (rotation, width 0, very
/// large), scrolls, strip offsets, a change of layout (to another of the package's or to
/// UIKit's flow layout) and back, self-sizing answers,
/// hostile delegate values, delegates that query the layout while it asks them, cells whose content changes on screen (measured again), items
/// a finger moves (interactive movement, ended or cancelled), pinches to another layout
/// and back (interactive transitions), and (headless) a new safe area, margins, readable
/// width or size class, and rows of compositional lists swiped or tapped (their swipe
/// actions, `AdapterFuzz+Swipes.swift`); compositional sections keep to every content
/// insets reference.
/// Plugin elements carry the delegate's effects (fade, scale, parallax, a 3D tilt, sticky
/// headers) and every other compositional strip a cover-flow visible-items handler; every
/// adapter has section backgrounds and pinned headers in some sections; some seeds rest
/// short content at the end (a chat's way); every third seed
/// lays the plugin, scrollable-section and compositional adapters out horizontally (a
/// compositional one then 100,000 wide, shown whole a window at a time along x).
///
/// After every step its answers for a rect over everything and for a screen-long rect
/// somewhere along the scroll axis (frames, alpha, zIndex, hidden flags, 3D transforms) and its content size
/// equal a fresh adapter's built from the same data (a row a swipe left open is checked on
/// its own: the one row moved, within its width, its actions view behind it at its
/// frame; then compared without its translation), every frame is finite, the collection
/// view flags nothing, it holds no more hidden scroll views than there have been sections,
/// and the strips on screen that take a finger are the fresh adapter's. Steps and seeds:
/// `COLLECTION_LAYOUT_FUZZ_STEPS`, `COLLECTION_LAYOUT_FUZZ_SEEDS` (long mode),
/// `COLLECTION_LAYOUT_FUZZ_FIRST_SEED`.
///
/// The runs report through `fuzzCheck`, so `swift test` (`AdapterFuzzTests`) and the
/// coverage-guided fuzzer in `Fuzz/` drive the same code.
@MainActor
enum AdapterFuzz {
  /// Bounds a step may switch to. A compositional layout is shown whole (100,000 long
  /// along its scroll axis), so self-sizing measures every cell in both the updated and the
  /// fresh layout.
  static func bounds(_ adapter: FuzzAdapter, horizontal: Bool = false) -> [CGSize] {
    if adapter == .compositional {
      return [390, 844, 0, 20_000, 320].map {
        horizontal ? CGSize(width: 100_000, height: $0) : CGSize(width: $0, height: 100_000)
      }
    }
    return [
      CGSize(width: 390, height: 844), CGSize(width: 844, height: 390), CGSize(width: 0, height: 600),
      CGSize(width: 20_000, height: 20_000), CGSize(width: 320, height: 480),
    ]
  }

  /// Runs the steps of one seed on one adapter; `script` is the coverage-guided fuzzer's
  /// input (`FuzzWorld.Random`).
  static func updatedEqualsFresh(_ adapter: FuzzAdapter, seed: UInt64, script: [UInt8] = []) throws {
    var r = FuzzWorld.Random(seed: seed &+ 7, script: script)
    // Rects to compare come from a generator of their own, so the steps stay each seed's.
    var rects = FuzzWorld.Random(seed: seed &+ 99)
    // Every third seed lays the adapters out horizontally (the split layout is vertical only).
    let horizontal = adapter != .split && seed % 3 == 2
    let controller = FuzzController(adapter, world: FuzzWorld(random: &r), horizontal: horizontal)
    let sizes = Self.bounds(adapter, horizontal: horizontal)
    controller.show(width: sizes[0].width, height: sizes[0].height)
    let collectionView = controller.collectionView!
    let layout = controller.collectionViewLayout
    // What stays in place through resizes and updates, by seed (its own draw, so the steps
    // stay each seed's): every mode's offsets must stay finite and in range.
    let anchors: [ScrollPositionAnchor] = [.firstVisibleItem, .lastVisibleItem, .contentOffset]
    (layout as? EngineBackedLayout)?.scrollPositionAnchor = anchors[Int(seed % 5) % anchors.count]
    // Every other seed (by its own draw) rests short content at the end, as a chat does.
    (layout as? EngineBackedLayout)?.shortContentAlignment = seed % 7 % 2 == 0 ? .start : .end
    // Four seeds in eleven (by its own draw) start with the effects in their reduced-motion
    // forms; the rest follow the system's setting, which is off headless.
    (layout as? EngineBackedLayout)?.motionPreference = seed % 11 % 3 == 1 ? .reduced : .system
    // Replaying one failing seed: `COLLECTION_LAYOUT_FUZZ_VERBOSE=1` prints every step.
    let verbose = ProcessInfo.processInfo.environment["COLLECTION_LAYOUT_FUZZ_VERBOSE"] != nil
    var mostSections = controller.world.sections.count
    for step in 0..<FuzzWorld.steps {
      // Once a run, at a step of the seed's, the preference turns over: a layout pass of
      // its own that chooses every section's effects again.
      if step == Int(seed % 13), let engine = layout as? EngineBackedLayout {
        engine.motionPreference = engine.motionPreference == .reduced ? .system : .reduced
      }
      let what = Self.step(controller, sizes: sizes, random: &r)
      collectionView.layoutIfNeeded()
      if adapter == .compositional { Self.showEveryCell(collectionView, horizontal: horizontal) }
      let comment = "\(adapter) seed \(seed) step \(step): \(what)"
      if verbose { print(comment) }
      fuzzCheck(collectionView.refusals.isEmpty, "\(comment): \(collectionView.refusals)")
      // Strips' scroll views in all (spares kept for reuse included): no more than sections
      // there have ever been, however often the layout changed.
      let scrollViews = Self.stripScrollViewCount(collectionView)
      mostSections = max(mostSections, controller.world.sections.count)
      fuzzCheck(scrollViews <= mostSections, "\(comment): \(scrollViews) scroll views")
      let fresh = Self.fresh(like: controller, world: controller.world)
      fuzzCheck(fresh.collectionView.refusals.isEmpty, "\(comment): fresh \(fresh.collectionView.refusals)")
      let sections = controller.world.sections.count
      let driven = Self.stripsWithScrollViews(layout, sections: sections)
      let freshDriven = Self.stripsWithScrollViews(fresh.collectionViewLayout, sections: sections)
      fuzzCheck(driven == freshDriven, "\(comment): strips with scroll views \(driven) against \(freshDriven)")
      Self.expectSame(layout, fresh.collectionViewLayout, comment, swipedIn: controller)
      // And a screen-high rect somewhere: what a rect query finds must not depend on what
      // earlier queries asked (effects' reach, handlers).
      let rect = Self.randomRect(in: layout, horizontal: horizontal, &rects)
      let (inRect, freshInRect) = (layout.attributes(in: rect), fresh.collectionViewLayout.attributes(in: rect))
      let rectComment = "\(comment), rect \(rect)"
      Self.expectSameElements(
        Self.unshiftingSwipedRow(inRect, freshInRect, in: controller, wholeContent: false, rectComment), freshInRect,
        rectComment)
    }
  }

  /// A new controller over `world` where `controller` is: same environment, size, content
  /// offset and strip offsets; a compositional one has shown every cell.
  static func fresh(like controller: FuzzController, world: FuzzWorld) -> FuzzController {
    let collectionView = controller.collectionView!
    let fresh = FuzzController(controller.adapter, world: world, horizontal: controller.horizontal)
    fresh.loadViewIfNeeded()
    copyEnvironment(from: collectionView, to: fresh.collectionView)
    fresh.show(width: collectionView.bounds.width, height: collectionView.bounds.height)
    if controller.adapter == .compositional { showEveryCell(fresh.collectionView, horizontal: controller.horizontal) }
    fresh.collectionView.contentOffset = collectionView.contentOffset
    if let engine = controller.collectionViewLayout as? EngineBackedLayout,
      let freshEngine = fresh.collectionViewLayout as? EngineBackedLayout
    {
      freshEngine.shortContentAlignment = engine.shortContentAlignment
      freshEngine.motionPreference = engine.motionPreference
      for s in world.sections.indices where engine.contentOffset(ofSection: s) != 0 {
        _ = freshEngine.setContentOffset(engine.contentOffset(ofSection: s), ofSection: s, animated: false)
      }
    }
    fresh.collectionView.layoutIfNeeded()
    return fresh
  }

  /// The sections whose strips have a scroll view (take a finger) after a query of the
  /// visible bounds: the scrolling strips on screen, whatever the layout showed before
  /// (long-mode seed 137 found a row scrolled to a gap that only a layout that had shown
  /// it before could drag).
  static func stripsWithScrollViews(_ layout: UICollectionViewLayout, sections: Int) -> [Int] {
    guard let engine = layout as? EngineBackedLayout, let collectionView = layout.collectionView else { return [] }
    _ = engine.layoutAttributesForElements(in: collectionView.bounds)
    return (0..<sections).filter { engine.scrollView(forSection: $0) != nil }
  }

  /// Self-sizing measures the cells a view shows (as UIKit's), so an updated and a fresh
  /// compositional layout agree only once both have shown every cell. A view 100,000 high
  /// shows the whole content, except when the content outgrows it (at width 20,000) and a
  /// scroll or a narrower width leaves the view past the content's end (seed 1757 of the
  /// long mode: after a scroll to 23,509 and a width of 390, the updated view showed no
  /// cell at all). So each view is moved through its content a window at a time, then put
  /// back where it was.
  static func showEveryCell(_ collectionView: UICollectionView, horizontal: Bool) {
    let offset = collectionView.contentOffset
    let window = horizontal ? collectionView.bounds.width : collectionView.bounds.height
    let crossWindow = horizontal ? collectionView.bounds.height : collectionView.bounds.width
    guard window > 0, crossWindow > 0 else { return }
    func content() -> CGSize { collectionView.collectionViewLayout.collectionViewContentSize }
    // Across the scroll axis too, from 0: a badge at the content's edge is not shown from a
    // cross offset past it (long-mode seed 5051: an offset of 34 across a 320-high view).
    var across: CGFloat = 0
    repeat {
      var along: CGFloat = 0
      repeat {
        collectionView.contentOffset = horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
        collectionView.layoutIfNeeded()
        along += window
      } while along < (horizontal ? content().width : content().height)
      across += crossWindow
    } while across < (horizontal ? content().height : content().width)
    collectionView.contentOffset = offset
    collectionView.layoutIfNeeded()
  }

  /// How many hidden scroll views `collectionView` holds (strips' and their spares).
  static func stripScrollViewCount(_ collectionView: UICollectionView) -> Int {
    collectionView.subviews.filter { $0 is UIScrollView }.count
  }

  /// Gives `fresh` the environment `collectionView` has (headless; a device's window gives
  /// both the same).
  static func copyEnvironment(from collectionView: UICollectionView, to fresh: UICollectionView) {
    #if canImport(HeadlessUIKit)
    fresh.headlessSafeAreaInsets = collectionView.headlessSafeAreaInsets
    fresh.directionalLayoutMargins = collectionView.directionalLayoutMargins
    fresh.headlessReadableContentWidth = collectionView.headlessReadableContentWidth
    fresh.headlessTraitCollection = collectionView.headlessTraitCollection
    #endif
  }

  static func perform(_ action: UpdateAction, on collectionView: UICollectionView) {
    func indexPath(_ p: ItemPath) -> IndexPath { IndexPath(item: p.item, section: p.section) }
    switch action {
    case .insertSection(let s): collectionView.insertSections(IndexSet(integer: s))
    case .deleteSection(let s): collectionView.deleteSections(IndexSet(integer: s))
    case .reloadSection(let s): collectionView.reloadSections(IndexSet(integer: s))
    case .moveSection(let from, let to): collectionView.moveSection(from, toSection: to)
    case .insertItem(let p): collectionView.insertItems(at: [indexPath(p)])
    case .deleteItem(let p): collectionView.deleteItems(at: [indexPath(p)])
    case .reloadItem(let p): collectionView.reloadItems(at: [indexPath(p)])
    case .moveItem(let from, let to): collectionView.moveItem(at: indexPath(from), to: indexPath(to))
    }
  }

  /// Same content size, and the same answer for a rect over everything (see
  /// ``expectSameElements(_:_:_:)``); with `controller` (whose layout `a` is), a row its
  /// swipe left open is checked and compared without its translation.
  static func expectSame(
    _ a: UICollectionViewLayout, _ b: UICollectionViewLayout, _ comment: String,
    swipedIn controller: FuzzController? = nil
  ) {
    let size = a.collectionViewContentSize
    fuzzCheck(size.width.isFinite && size.height.isFinite, "\(comment): content \(size)")
    fuzzCheck(
      close(size.width, b.collectionViewContentSize.width) && close(size.height, b.collectionViewContentSize.height),
      "\(comment): content \(size) against \(b.collectionViewContentSize)")
    let (left, right) = (a.allAttributes(), b.allAttributes())
    let unshifted = controller.map { unshiftingSwipedRow(left, right, in: $0, comment) } ?? left
    expectSameElements(unshifted, right, comment)
  }

  /// A rect a screen long at a random place along the scroll axis of `layout`'s content,
  /// across all of it.
  static func randomRect(
    in layout: UICollectionViewLayout, horizontal: Bool, _ random: inout FuzzWorld.Random
  ) -> CGRect {
    let size = layout.collectionViewContentSize
    let length = horizontal ? size.width : size.height
    let start = CGFloat(random.next(Int(min(max(length, 1), 1e9)))) - 200
    return horizontal
      ? CGRect(x: start, y: -1, width: 844, height: size.height + 2)
      : CGRect(x: -1, y: start, width: size.width + 2, height: 844)
  }

  /// The same elements, with frames equal within a rounding slack and all finite, and the
  /// same alpha, zIndex, hidden flag and 3D transform (which effects and visible-items
  /// handlers set).
  static func expectSameElements(
    _ left: [ElementKey: UICollectionViewLayoutAttributes], _ right: [ElementKey: UICollectionViewLayoutAttributes],
    _ comment: String
  ) {
    fuzzCheck(
      Set(left.keys) == Set(right.keys),
      "\(comment): \(Set(left.keys).symmetricDifference(right.keys).sorted { $0.description < $1.description }.prefix(4))"
    )
    for (key, element) in left {
      guard let other = right[key] else { continue }
      let (frame, otherFrame) = (element.frame, other.frame)
      let finite = frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
      guard finite, close(frame.minX, otherFrame.minX), close(frame.minY, otherFrame.minY),
        close(frame.width, otherFrame.width), close(frame.height, otherFrame.height)
      else {
        fuzzFailure("\(comment): \(key) \(frame) against \(otherFrame)")
        return
      }
      let t = element.transform3D.entries
      let u = other.transform3D.entries
      let sameTransform = zip(t, u).allSatisfy { $0.isFinite && close($0, $1) }
      guard close(element.alpha, other.alpha), element.zIndex == other.zIndex, element.isHidden == other.isHidden,
        sameTransform
      else {
        let updated = "alpha \(element.alpha) z \(element.zIndex) hidden \(element.isHidden) \(t)"
        let fresh = "alpha \(other.alpha) z \(other.zIndex) hidden \(other.isHidden) \(u)"
        fuzzFailure("\(comment): \(key) \(updated) against \(fresh)")
        return
      }
    }
  }

  static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a)) }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
