import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

extension AdapterFuzz {
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
      fuzzCheck(offset.x.isFinite && offset.y.isFinite, "animated resize to \(size): offset \(offset)")
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
    case 4 where r.next(2) == 0:
      return Self.changeTextSize(of: collectionView, random: &r)
    case 5 where r.next(2) == 0:
      return Self.changeContent(of: controller, random: &r)
    case 6 where r.next(2) == 0:
      return Self.moveInteractively(controller, random: &r)
    case 7 where r.next(3) == 0:
      return Self.dropWithPlaceholders(controller, random: &r)
    case 8 where controller.adapter == .compositional && r.next(2) == 0,
      9 where Self.hasSwipeRecogniser(controller) && r.next(2) == 0:
      #if canImport(HeadlessUIKit)
      return Self.swipeRow(controller, random: &r)
      #else
      return "swipe: played headless only"
      #endif
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

  /// The person changes the text size, and nothing else: the trait, and the notification
  /// the system posts. Cells measure half again as tall at the accessibility sizes
  /// (`FuzzCell`), so sizes measured at the old size are stale. Headless only.
  static func changeTextSize(of collectionView: UICollectionView, random r: inout FuzzWorld.Random) -> String {
    #if canImport(HeadlessUIKit)
    let category: UIContentSizeCategory = [.large, .extraSmall, .accessibilityExtraLarge][r.next(3)]
    collectionView.headlessChangePreferredContentSizeCategory(to: category)
    return "text size \(category.rawValue)"
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

}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
