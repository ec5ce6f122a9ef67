import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// Swipe actions in the compositional adapter's runs: three lists in four give their rows
// trailing actions (and half of those leading ones too), a step swipes or taps a row
// (HeadlessUIKit plays the finger), and a row left open is taken into account when the
// layout is compared with a fresh one, which has no row open.
extension AdapterFuzz {
  /// Whether the section of `id` is a list whose rows swipe: three lists in four.
  static func swipes(sectionID id: Int) -> Bool { id % 4 == 3 && (id / 4) % 4 != 1 }

  /// Gives list `id` swipe actions when ``swipes(sectionID:)``: Delete and Flag trailing (a
  /// full swipe runs Delete), and Pin leading when `id / 4` is odd. Each handler completes at
  /// once; nothing in the world changes.
  static func addSwipeActions(_ configuration: inout LayoutListConfiguration, id: Int) {
    #if !os(tvOS)
    guard swipes(sectionID: id) else { return }
    func action(_ style: UIContextualAction.Style, _ title: String) -> UIContextualAction {
      UIContextualAction(style: style, title: title) { _, _, done in done(true) }
    }
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [action(.destructive, "Delete"), action(.normal, "Flag")])
    }
    if (id / 4) % 2 == 1 {
      configuration.leadingSwipeActionsConfigurationProvider = { _ in
        UISwipeActionsConfiguration(actions: [action(.normal, "Pin")])
      }
    }
    #endif
  }

  /// Whether the layout's swipe recogniser is on the collection view (a list with swipe
  /// actions is in the layout); read without a draw, so runs without one draw as before.
  static func hasSwipeRecogniser(_ controller: FuzzController) -> Bool {
    controller.adapter == .compositional
      && (controller.collectionView.gestureRecognizers ?? []).contains { isSwipeRecogniser($0) }
  }

  /// Whether `recognizer` is one of the swipe's (their classes are the adapter's own).
  static func isSwipeRecogniser(_ recognizer: UIGestureRecognizer) -> Bool {
    String(describing: type(of: recognizer)).hasPrefix("ListSwipe")
  }

  #if canImport(HeadlessUIKit)
  /// Swipes a shown row sideways by a random distance (some hostile) and lifts the finger
  /// at a random velocity, taps a row, or has the app reveal a row's trailing actions or
  /// close the open row; three times in four the row is one of a list
  /// with swipe actions, if one is shown. A row with no actions refuses the swipe.
  static func swipeRow(_ controller: FuzzController, random r: inout FuzzWorld.Random) -> String {
    let collectionView = controller.collectionView!
    // The layout's own recognisers (strips move their scroll views' pans here too).
    let recognizers = (collectionView.gestureRecognizers ?? []).filter { isSwipeRecogniser($0) }
    guard let pan = recognizers.compactMap({ $0 as? UIPanGestureRecognizer }).first else {
      return "swipe: no swipe recogniser, sections \(controller.world.sections.map(\.id))"
    }
    let shown = collectionView.indexPathsForVisibleItems.sorted()
    let swiping = shown.filter { path in
      let sections = controller.world.sections
      return sections.indices.contains(path.section) && swipes(sectionID: sections[path.section].id)
    }
    let rows = !swiping.isEmpty && r.next(4) > 0 ? swiping : shown
    guard !rows.isEmpty else { return "swipe: no row shown" }
    let path = rows[r.next(rows.count)]
    guard let frame = controller.collectionViewLayout.layoutAttributesForItem(at: path)?.frame else {
      return "swipe: no row at \(path)"
    }
    if r.next(6) == 0, let layout = controller.collectionViewLayout as? CompositionalLayout {
      // The app's calls, as a delete control in editing mode and an editing change make them.
      let animated = r.next(2) == 0
      guard r.next(3) > 0 else {
        layout.closeSwipeActions(animated: animated)
        return "close swipe actions (animated \(animated))"
      }
      let revealed = layout.revealTrailingSwipeActions(forItemAt: path, animated: animated)
      return "reveal trailing actions of \(path) (animated \(animated))\(revealed ? "" : " (refused)")"
    }
    if r.next(4) == 0, let tap = recognizers.compactMap({ $0 as? UITapGestureRecognizer }).first {
      let x = frame.minX + CGFloat(r.next(Int(min(max(1, frame.width), 10_000))))
      let recognised = tap.headlessTap(at: CGPoint(x: x, y: frame.midY))
      return "tap \(path) at x \(x)\(recognised ? "" : " (refused)")"
    }
    let hostile: [CGFloat] = [.nan, 1e308, -.infinity]
    let dx = r.next(8) == 0 ? hostile[r.next(3)] : CGFloat(r.next(801) - 400)
    let velocity = r.next(8) == 0 ? hostile[r.next(3)] : CGFloat(r.next(3) - 1) * 900
    let began = pan.headlessPan(
      at: CGPoint(x: frame.midX, y: frame.midY), by: CGPoint(x: dx, y: 0), velocity: CGPoint(x: velocity, y: 0))
    return "swipe \(path) by \(dx) at \(velocity)\(began ? "" : " (refused)")"
  }
  #endif

  /// The row a swipe left open, checked and put back: at most one cell differs from the
  /// fresh layout's by a sideways translation, of no more than its width, in a list whose
  /// rows swipe; exactly one view of the collection view that is neither a reusable view
  /// nor a strip's scroll view (the actions) lies behind it, at its frame (`wholeContent`:
  /// `left` and `right` hold every element, so a row open elsewhere is not missed). Returns
  /// `left` with that translation taken off, to be compared with `right`.
  static func unshiftingSwipedRow(
    _ left: [ElementKey: UICollectionViewLayoutAttributes], _ right: [ElementKey: UICollectionViewLayoutAttributes],
    in controller: FuzzController, wholeContent: Bool = true, _ comment: String
  ) -> [ElementKey: UICollectionViewLayoutAttributes] {
    guard controller.adapter == .compositional else { return left }
    let shifted = left.filter { key, attributes in
      guard let fresh = right[key], attributes.representedElementCategory == .cell else { return false }
      return !close(attributes.transform3D.m41, fresh.transform3D.m41)
    }
    let actionsViews = controller.collectionView.subviews.filter {
      !($0 is UICollectionReusableView) && !($0 is UIScrollView)
    }
    fuzzCheck(shifted.count <= 1, "\(comment): \(shifted.count) rows moved sideways")
    fuzzCheck(
      wholeContent ? actionsViews.count == shifted.count : actionsViews.count >= shifted.count,
      "\(comment): \(actionsViews.count) actions views, \(shifted.count) rows moved")
    guard shifted.count == 1, let (key, attributes) = shifted.first, let fresh = right[key] else { return left }
    let section = attributes.indexPath.section
    let id = controller.world.sections.indices.contains(section) ? controller.world.sections[section].id : 0
    let shift = attributes.transform3D.m41 - fresh.transform3D.m41
    fuzzCheck(swipes(sectionID: id), "\(comment): \(key) moved, in section id \(id)")
    fuzzCheck(abs(shift) <= fresh.frame.width, "\(comment): \(key) moved \(shift), \(fresh.frame.width) wide")
    fuzzCheck(actionsViews.first?.frame == fresh.frame, "\(comment): actions at \(actionsViews.first?.frame as Any)")
    let unshifted = attributes.copy() as! UICollectionViewLayoutAttributes
    unshifted.transform3D = CATransform3DConcat(attributes.transform3D, CATransform3DMakeTranslation(-shift, 0, 0))
    var result = left
    result[key] = unshifted
    return result
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
