import CollectionLayout
import CollectionLayoutUIKit
import Testing

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
/// width or size class; compositional sections keep to every content insets reference.
/// Plugin elements carry the delegate's effects (fade, scale, parallax, a 3D tilt, sticky
/// headers) and every other compositional strip a cover-flow visible-items handler; every
/// adapter has section backgrounds and pinned headers in some sections; some seeds rest
/// short content at the end (a chat's way); every third seed
/// lays the plugin, scrollable-section and compositional adapters out horizontally (a
/// compositional one then 100,000 wide, shown whole a window at a time along x).
///
/// After every step its answers for a rect over everything and for a screen-long rect
/// somewhere along the scroll axis (frames, alpha, zIndex, hidden flags, 3D transforms) and its content size
/// equal a fresh adapter's built from the same data, every frame is finite, the collection
/// view flags nothing, it holds no more hidden scroll views than there have been sections,
/// and the strips on screen that take a finger are the fresh adapter's. Steps and seeds:
/// `COLLECTION_LAYOUT_FUZZ_STEPS`, `COLLECTION_LAYOUT_FUZZ_SEEDS` (long mode),
/// `COLLECTION_LAYOUT_FUZZ_FIRST_SEED`.
@MainActor
@Suite("Differential fuzz: UIKit adapters")
struct AdapterFuzzTests {
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

  nonisolated static let cases: [(FuzzAdapter, UInt64)] = FuzzAdapter.allCases.flatMap { a in
    FuzzWorld.seeds.map { (a, $0) }
  }

  @Test(arguments: cases)
  func updatedEqualsFresh(_ adapter: FuzzAdapter, seed: UInt64) throws {
    var r = FuzzWorld.Random(seed: seed &+ 7)
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
      #expect(collectionView.refusals.isEmpty, "\(comment): \(collectionView.refusals)")
      // Strips' scroll views in all (spares kept for reuse included): no more than sections
      // there have ever been, however often the layout changed.
      let scrollViews = Self.stripScrollViewCount(collectionView)
      mostSections = max(mostSections, controller.world.sections.count)
      #expect(scrollViews <= mostSections, "\(comment): \(scrollViews) scroll views")
      let fresh = Self.fresh(like: controller, world: controller.world)
      #expect(fresh.collectionView.refusals.isEmpty, "\(comment): fresh \(fresh.collectionView.refusals)")
      let sections = controller.world.sections.count
      let driven = Self.stripsWithScrollViews(layout, sections: sections)
      let freshDriven = Self.stripsWithScrollViews(fresh.collectionViewLayout, sections: sections)
      #expect(driven == freshDriven, "\(comment): strips with scroll views \(driven) against \(freshDriven)")
      Self.expectSame(layout, fresh.collectionViewLayout, comment)
      // And a screen-high rect somewhere: what a rect query finds must not depend on what
      // earlier queries asked (effects' reach, handlers).
      let rect = Self.randomRect(in: layout, horizontal: horizontal, &rects)
      Self.expectSameElements(
        layout.attributes(in: rect), fresh.collectionViewLayout.attributes(in: rect), "\(comment), rect \(rect)")
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

  /// One random step; returns what it did.
  static func step(_ controller: FuzzController, sizes: [CGSize], random r: inout FuzzWorld.Random) -> String {
    let collectionView = controller.collectionView!
    switch r.next(10) {
    case 0:
      let size = sizes[r.next(sizes.count)]
      // Half the time as a rotation does it, inside an animation block: the layout then
      // keeps its first visible item in place (UIKit asks where to rest).
      guard r.next(2) == 0 else {
        collectionView.frame = CGRect(origin: .zero, size: size)
        return "bounds \(size)"
      }
      UIView.animate(withDuration: 0.3) { collectionView.frame = CGRect(origin: .zero, size: size) }
      collectionView.layoutIfNeeded()
      let offset = collectionView.contentOffset
      #expect(offset.x.isFinite && offset.y.isFinite, "animated resize to \(size): offset \(offset)")
      return "animated bounds \(size)"
    case 1:
      let content = collectionView.collectionViewLayout.collectionViewContentSize
      let bounds = collectionView.bounds.size
      // Along the scroll axis.
      let room = controller.horizontal ? content.width - bounds.width : content.height - bounds.height
      let along = CGFloat(r.next(Int(min(max(0, room), 1_000_000)) + 1))
      let offset = controller.horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
      collectionView.contentOffset = offset
      return "scroll to \(offset)"
    case 2 where r.next(2) == 0:
      return Self.moveFocus(in: collectionView, random: &r)
    case 2 where r.next(3) == 0:
      return Self.scrollToItem(controller, random: &r)
    case 2:
      guard let layout = collectionView.collectionViewLayout as? EngineBackedLayout, !controller.world.sections.isEmpty
      else { return "nothing" }
      let s = r.next(controller.world.sections.count)
      let offset: CGFloat = [0, 40, 1e308, -.infinity, .nan, 260][r.next(6)]
      let used = layout.setContentOffset(offset, ofSection: s, animated: false)
      return "strip \(s) to \(offset) (\(used))"
    case 3 where r.next(2) == 0:
      collectionView.reloadData()
      return "reloadData"
    case 4 where r.next(2) == 0:
      return Self.changeEnvironment(of: collectionView, random: &r)
    case 5 where r.next(2) == 0:
      return Self.changeContent(of: controller, random: &r)
    case 6 where r.next(2) == 0:
      return Self.moveInteractively(controller, random: &r)
    case 7 where r.next(3) == 0:
      return Self.dropWithPlaceholders(controller, random: &r)
    case 3 where r.next(2) == 0:
      // An app's layout toggle: another layout (this package's or UIKit's flow layout, whose
      // attributes then give the reader's place), then this one again.
      let layout = collectionView.collectionViewLayout
      let away: UICollectionViewLayout = r.next(2) == 0 ? PluginLayout() : UICollectionViewFlowLayout()
      collectionView.setCollectionViewLayout(away, animated: false)
      collectionView.setCollectionViewLayout(layout, animated: r.next(2) == 0)
      return "layout away (\(type(of: away))) and back"
    case 3:
      return Self.pinchAwayAndBack(collectionView, random: &r)
    default:
      var world = controller.world
      let edit = world.randomEdit(&r)
      // The data changes inside the updates block, as UIKit asks: a layout pass still
      // pending when the batch begins (a property just set) sees the data it laid out.
      collectionView.performBatchUpdates {
        controller.world = world
        for action in edit.actions { Self.perform(action, on: collectionView) }
      }
      return "\(edit.name) \(edit.actions)"
    }
  }

  /// A window's change to the collection view's environment: a safe area (a notch,
  /// bars), layout margins, a readable width, a size class, the layout direction. Headless
  /// only: on a device the window decides them.
  static func changeEnvironment(of collectionView: UICollectionView, random r: inout FuzzWorld.Random) -> String {
    #if canImport(HeadlessUIKit)
    let safe = UIEdgeInsets(
      top: CGFloat([0, 47, 20][r.next(3)]), left: CGFloat([0, 44, 0][r.next(3)]),
      bottom: CGFloat([0, 34][r.next(2)]), right: CGFloat([0, 44, 30][r.next(3)]))
    collectionView.headlessSafeAreaInsets = safe
    let margin = CGFloat([8, 16, 20, 0][r.next(4)])
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: margin, leading: margin, bottom: margin, trailing: margin + CGFloat(r.next(3)) * 4)
    collectionView.headlessReadableContentWidth = [nil, 672, 300, 0][r.next(4)]
    let sizeClass: UIUserInterfaceSizeClass = [.compact, .regular, .unspecified][r.next(3)]
    // A right-to-left language one time in three.
    let direction: UITraitEnvironmentLayoutDirection = r.next(3) == 0 ? .rightToLeft : .leftToRight
    collectionView.headlessTraitCollection = UITraitCollection(traitsFrom: [
      collectionView.headlessTraitCollection, UITraitCollection(horizontalSizeClass: sizeClass),
      UITraitCollection(layoutDirection: direction),
    ])
    return "environment safe area \(safe), margins \(collectionView.directionalLayoutMargins), "
      + "readable \(String(describing: collectionView.headlessReadableContentWidth)), \(sizeClass), "
      + (direction == .rightToLeft ? "right to left" : "left to right")
    #else
    return "nothing"
    #endif
  }

  /// A cell on screen whose content changed (it fits 37 points more, or back): it asks to
  /// be measured again (`invalidateIntrinsicContentSize()`, iOS 16's self-sizing
  /// invalidation).
  static func changeContent(of controller: FuzzController, random r: inout FuzzWorld.Random) -> String {
    let collectionView = controller.collectionView!
    let shown = collectionView.indexPathsForVisibleItems
    guard !shown.isEmpty else { return "nothing" }
    let path = shown[r.next(shown.count)]
    let id = controller.world.sections[path.section].items[path.item]
    if controller.world.changedContent.remove(id) == nil { controller.world.changedContent.insert(id) }
    guard let cell = collectionView.cellForItem(at: path) as? FuzzCell else { return "nothing" }
    if controller.adapter == .compositional {
      cell.fittingHeight = FuzzController.fittingHeight(id, changed: controller.world.changedContent.contains(id))
    }
    cell.invalidateIntrinsicContentSize()
    return "content of \(path) changed"
  }

  /// A remote or a keyboard moves focus to a shown item: its strip follows, and the
  /// collection view scrolls it whole into view; or VoiceOver moves to a view in its cell,
  /// and its strip follows. Headless only.
  static func moveFocus(in collectionView: UICollectionView, random r: inout FuzzWorld.Random) -> String {
    #if canImport(HeadlessUIKit)
    let shown = collectionView.indexPathsForVisibleItems.sorted()
    guard !shown.isEmpty else { return "nothing" }
    let path = shown[r.next(shown.count)]
    if r.next(3) == 0, let cell = collectionView.cellForItem(at: path) {
      UIAccessibility.headlessMoveFocus(to: cell.contentView)
      collectionView.layoutIfNeeded()
      return "VoiceOver to \(path)"
    }
    let moved = collectionView.headlessMoveFocus(toItemAt: path, heading: [.left, .right, .up, .down][r.next(4)])
    return "focus to \(path) (\(moved))"
    #else
    return "nothing"
    #endif
  }

  /// The layout's `scrollToItem(at:at:animated:)`: a random item (now and then one past
  /// the end) at a random position (now and then two on one axis, which is refused).
  static func scrollToItem(_ controller: FuzzController, random r: inout FuzzWorld.Random) -> String {
    guard let layout = controller.collectionView.collectionViewLayout as? EngineBackedLayout,
      !controller.world.sections.isEmpty
    else { return "nothing" }
    let section = r.next(controller.world.sections.count)
    let item = r.next(controller.world.sections[section].items.count + 2)
    let positions: [UICollectionView.ScrollPosition] = [
      [], .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right, [.bottom, .right], [.left, .right],
    ]
    let position = positions[r.next(positions.count)]
    layout.scrollToItem(at: IndexPath(item: item, section: section), at: position, animated: r.next(2) == 0)
    return "scrollToItem \(section).\(item) at \(position.rawValue)"
  }

  /// A pinch towards another layout (`startInteractiveTransition(to:)`) that stops part
  /// way and is cancelled, or finishes and pinches back.
  static func pinchAwayAndBack(_ collectionView: UICollectionView, random r: inout FuzzWorld.Random) -> String {
    let layout = collectionView.collectionViewLayout
    let progress = CGFloat(r.next(5)) / 4
    let away = collectionView.startInteractiveTransition(to: PluginLayout())
    away.transitionProgress = progress
    away.invalidateLayout()
    collectionView.layoutIfNeeded()
    guard r.next(2) == 0 else {
      collectionView.cancelInteractiveTransition()
      return "pinch to \(progress) and cancelled"
    }
    collectionView.finishInteractiveTransition()
    let back = collectionView.startInteractiveTransition(to: layout)
    back.transitionProgress = 1
    back.invalidateLayout()
    collectionView.layoutIfNeeded()
    collectionView.finishInteractiveTransition()
    return "pinch away and back"
  }

  /// A finger moves a shown item (`beginInteractiveMovementForItem(at:)`): over other
  /// items, anywhere, or to a position that is not finite; then lifts it or cancels. After
  /// each position the layout equals a fresh one of the data with the item moved (not for
  /// compositional: a cell under the finger is not measured, a fresh one is).
  static func moveInteractively(_ controller: FuzzController, random r: inout FuzzWorld.Random) -> String {
    let collectionView = controller.collectionView!
    let shown = collectionView.indexPathsForVisibleItems.sorted()
    guard !shown.isEmpty else { return "nothing" }
    let source = shown[r.next(shown.count)]
    guard collectionView.beginInteractiveMovementForItem(at: source) else { return "nothing" }
    controller.movingItem = (source, source)
    var positions: [CGPoint] = []
    for _ in 0..<(1 + r.next(3)) {
      let over = collectionView.indexPathsForVisibleItems
      let bounds = collectionView.bounds
      let position: CGPoint
      switch r.next(10) {
      case 0: position = CGPoint(x: [CGFloat.nan, 1e308, -.infinity][r.next(3)], y: bounds.midY)
      case 1, 2:
        position = CGPoint(
          x: bounds.minX + CGFloat(r.next(Int(max(1, bounds.width)))),
          y: bounds.minY + CGFloat(r.next(Int(min(max(1, bounds.height), 1_000_000)))))
      default:
        let target = over.isEmpty ? source : over[r.next(over.count)]
        position = collectionView.layoutAttributesForItem(at: target)?.center ?? .zero
      }
      positions.append(position)
      collectionView.updateInteractiveMovementTargetPosition(position)
      collectionView.layoutIfNeeded()
      guard controller.adapter != .compositional, let moving = controller.movingItem else { continue }
      let moved = controller.world.movingItem(
        from: ItemPath(section: moving.original.section, item: moving.original.item),
        to: ItemPath(section: moving.current.section, item: moving.current.item))
      let fresh = Self.fresh(like: controller, world: moved)
      expectSame(
        controller.collectionViewLayout, fresh.collectionViewLayout,
        "\(controller.adapter) moving \(moving.original) → \(moving.current) at \(position)")
    }
    let cancels = r.next(4) == 0
    if cancels { collectionView.cancelInteractiveMovement() } else { collectionView.endInteractiveMovement() }
    let moving = controller.movingItem.map { "\($0.original) → \($0.current)" } ?? ""
    controller.movingItem = nil
    return "\(cancels ? "cancelled" : "ended") interactive movement \(moving) through \(positions)"
  }

  /// A drop of one or two items somewhere in a section, with placeholders (headless: the
  /// user's drop). While they are in place the layout equals a fresh one of the data with
  /// the placeholders' stand-in (their nearest neighbour) inserted in their place (not for
  /// compositional, whose cells size themselves, nor in a section the data leaves empty);
  /// then each is committed as a new item or deleted.
  static func dropWithPlaceholders(_ controller: FuzzController, random r: inout FuzzWorld.Random) -> String {
    #if canImport(HeadlessUIKit)
    let collectionView = controller.collectionView!
    guard !controller.world.sections.isEmpty else { return "nothing" }
    let s = r.next(controller.world.sections.count)
    let ids = controller.world.sections[s].items
    let destination = IndexPath(item: r.next(ids.count + 1), section: s)
    let count = 1 + r.next(2)
    controller.dropContexts = []
    collectionView.headlessPerformDrop(
      (0..<count).map { _ in UIDragItem(itemProvider: NSItemProvider()) }, at: destination)
    collectionView.layoutIfNeeded()
    let standIn = destination.item > 0 ? ids[destination.item - 1] : ids.first
    if controller.adapter != .compositional, let standIn {
      var expected = controller.world
      expected.sections[s].items.insert(contentsOf: Array(repeating: standIn, count: count), at: destination.item)
      let fresh = Self.fresh(like: controller, world: expected)
      expectSame(
        controller.collectionViewLayout, fresh.collectionViewLayout,
        "\(controller.adapter) with \(count) placeholders at \(destination)")
    }
    var committed = 0
    for context in controller.dropContexts {
      if r.next(3) == 0 {
        _ = context.deletePlaceholder()
      } else {
        // A new id, as the world makes them (the one after the last made).
        controller.world.nextID += 1
        let id = controller.world.nextID
        _ = context.commitInsertion { path in controller.world.sections[path.section].items.insert(id, at: path.item) }
        committed += 1
      }
    }
    controller.dropContexts = []
    return "drop of \(count) at \(destination), \(committed) committed"
    #else
    return "nothing"
    #endif
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
  /// ``expectSameElements(_:_:_:)``).
  static func expectSame(_ a: UICollectionViewLayout, _ b: UICollectionViewLayout, _ comment: String) {
    let size = a.collectionViewContentSize
    #expect(size.width.isFinite && size.height.isFinite, "\(comment)")
    #expect(
      close(size.width, b.collectionViewContentSize.width) && close(size.height, b.collectionViewContentSize.height),
      "\(comment): content \(size) against \(b.collectionViewContentSize)")
    expectSameElements(a.allAttributes(), b.allAttributes(), comment)
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
    #expect(
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
        Issue.record("\(comment): \(key) \(frame) against \(otherFrame)")
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
        Issue.record("\(comment): \(key) \(updated) against \(fresh)")
        return
      }
    }
  }

  static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a)) }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
