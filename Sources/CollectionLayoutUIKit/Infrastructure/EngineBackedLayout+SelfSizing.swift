import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Self-sizing for every adapter: a view's preferred size (Apple's
/// `preferredLayoutAttributesFitting(_:)`) is recorded with the engine
/// (`LayoutEngine/setMeasuredSize(_:for:)`), which lays the element out at it. The
/// UIKit overrides in ``EngineBackedLayout`` call these (overrides cannot live in an
/// extension where UIKit's methods are not Objective-C, as on Linux).
extension EngineBackedLayout {
  /// Whether a cell's or a supplementary view's preferred size is news: it differs from
  /// its frame and from what was recorded before (a size the layout does not take, such as
  /// a width wider than the column, would otherwise be asked for again and again).
  func preferredSizeIsNews(
    _ preferredAttributes: UICollectionViewLayoutAttributes,
    original originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard originalAttributes.representedElementCategory != .decorationView,
      preferredAttributes.size != originalAttributes.size, let core, let id = measuredElement(originalAttributes)
    else { return false }
    var ignored = DiagnosticLog()
    let size = ignored.nonNegative(Size(preferredAttributes.size), "preferred size")
    return core.measuredSize(of: id) != size
  }

  /// Records the preferred size (negative or non-finite sizes are repaired, with a
  /// diagnostic), which the engine lays out at the next prepare; an element wholly before
  /// the visible area along the scroll axis moves the content offset by its growth, so what
  /// is on screen stays put (unless its layout does not read sizes: then nothing moves).
  /// Kept from the end (`.lastVisibleItem`), an element that starts before the screen's end
  /// moves it instead, so the end of the screen stays put.
  func recordPreferredSize(
    _ preferredAttributes: UICollectionViewLayoutAttributes,
    original originalAttributes: UICollectionViewLayoutAttributes,
    in context: UICollectionViewLayoutInvalidationContext
  ) {
    guard let core, let id = measuredElement(originalAttributes) else { return }
    var log = DiagnosticLog()
    let size = log.nonNegative(Size(preferredAttributes.size), "preferred size", section: id.section, item: id.item)
    adapterLog.merge(log)
    core.setMeasuredSize(size, for: id)
    needsUpdate = true
    // A layout that does not read the size (a grid, staggered or mosaic section) moves
    // nothing, so the content offset stays.
    guard let collectionView, !core.model.ignoresMeasuredSize(of: id) else { return }
    let frame = originalAttributes.frame
    let horizontal = core.model.configuration.environment.scrollDirection == .horizontal
    let growth = horizontal ? CGFloat(size.width) - frame.width : CGFloat(size.height) - frame.height
    // The frame is the one the layout last computed, which the elements measured before it
    // in this pass have not moved yet: it is compared with the screen where it lay then.
    let offset = collectionView.contentOffset
    let laidOutOffset = CGPoint(
      x: offset.x - scrollAnchoring.pendingAdjustment.x, y: offset.y - scrollAnchoring.pendingAdjustment.y)
    let adjustment: CGFloat
    if scrollPositionAnchor == .lastVisibleItem {
      // The content as the next relayout will make it: laid out, plus what was measured since.
      scrollAnchoring.pendingGrowth += Double(growth)
      adjustment = bottomKeepingAdjustment(
        for: frame, growth: growth, screenAt: laidOutOffset, in: collectionView, model: core.model)
    } else {
      let whollyBefore = horizontal ? frame.maxX <= laidOutOffset.x : frame.maxY <= laidOutOffset.y
      adjustment = whollyBefore ? growth : 0
    }
    guard adjustment != 0 else { return }
    if horizontal {
      context.contentOffsetAdjustment.x = adjustment
      scrollAnchoring.pendingAdjustment.x += adjustment
    } else {
      context.contentOffsetAdjustment.y = adjustment
      scrollAnchoring.pendingAdjustment.y += adjustment
    }
  }

  /// How far the offset moves so that the end of the screen stays put (``scrollPositionAnchor``
  /// `.lastVisibleItem`, a chat): by an element's growth when it starts before the screen's
  /// end (what is above it moves instead), within the content's new scroll range; else not.
  /// `laidOutOffset` is where the screen lies among the frames the layout last computed.
  private func bottomKeepingAdjustment(
    for frame: CGRect, growth: CGFloat, screenAt laidOutOffset: CGPoint, in collectionView: UICollectionView,
    model: LayoutModel
  ) -> CGFloat {
    let offset = Point(collectionView.contentOffset)
    let screen = ScrollState(contentOffset: Point(laidOutOffset)).unobscuredRect(in: model.configuration.environment)
    let horizontal = model.configuration.environment.scrollDirection == .horizontal
    guard horizontal ? Double(frame.minX) < screen.maxX : Double(frame.minY) < screen.maxY else { return 0 }
    let along = Double(growth)
    let moved = horizontal ? Point(x: offset.x + along, y: offset.y) : Point(x: offset.x, y: offset.y + along)
    let kept = model.clampedContentOffset(moved, contentGrowth: scrollAnchoring.pendingGrowth)
    return CGFloat(horizontal ? kept.x - offset.x : kept.y - offset.y)
  }

  /// The engine element `attributes` stand for.
  private func measuredElement(_ attributes: UICollectionViewLayoutAttributes) -> ElementID? {
    let path = attributes.indexPath
    guard attributes.representedElementCategory != .cell else {
      return .cell(section: path.section, item: path.item)
    }
    return Self.kindNames.elementID(category: .supplementary, kind: attributes.representedElementKind ?? "", at: path)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
