import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// `UICollectionViewCompositionalLayout` computed by the CollectionLayout engine: one
/// ``LayoutSection`` for every section, or a section provider, and a
/// ``CompositionalLayoutConfiguration``. Apple's sample code ports by deleting the `NS`
/// and `UICollectionView` prefixes (docs/uikit.md).
///
/// Self-sizing: cells and boundary supplementaries whose size has an estimated dimension
/// report their size through `preferredLayoutAttributesFitting(_:)`; the layout records it
/// (``CompositionalLayoutEngine/setMeasuredSize(_:forItemAt:)``), re-places only the
/// item's group and shifts what follows, so a measured cell costs O(n) memory moves, not a
/// relayout. Element kinds are the app's strings, as in UIKit.
///
/// Orthogonal sections scroll as in UIKit: each strip on screen is driven by a scroll view
/// whose pan gesture acts on the collection view; a lifted finger rests where the
/// section's `orthogonalScrollingBehavior` says, offsets survive relayouts, rotation and
/// batch updates, and the collection view's delegate hears each stage of the drag if it
/// adopts ``CollectionViewDelegateSectionScrolling`` (UIKit has no such events).
///
/// Differences from UIKit: a scroll costs O(log n + visible elements); badges are not
/// self-sized.
open class CompositionalLayout: EngineBackedLayout {
  /// Builds the section at an index for an environment, as UIKit's section provider.
  public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

  /// The engine.
  private var engine: CompositionalLayoutEngine

  /// A layout whose every section is `section`.
  public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
    engine = CompositionalLayoutEngine(section: section, configuration: configuration)
    super.init()
  }

  /// A layout asking `sectionProvider` for each section.
  public init(
    sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration = .init()
  ) {
    engine = CompositionalLayoutEngine(configuration: configuration, sectionProvider: sectionProvider)
    super.init()
  }

  /// Not supported: a compositional layout is made in code.
  public required init?(coder: NSCoder) { nil }

  /// The layout-wide settings (read-only, as UIKit's; make a new layout to change them).
  public var configuration: CompositionalLayoutConfiguration { engine.configuration }

  /// Everything the engine repaired, and the adapter's own repairs.
  public var diagnostics: [Diagnostic] { engine.diagnostics + adapterDiagnostics }

  /// What the last prepare did: sections laid out in full, sections patched in place
  /// (self-sizing re-places only a measured item's group).
  public var lastUpdate: UpdateSummary { engine.model.lastUpdate }

  /// ``CompositionalLayoutInvalidationContext``.
  open override class var invalidationContextClass: AnyClass { CompositionalLayoutInvalidationContext.self }

  /// The engine mirrors right-to-left layouts itself (leading and trailing swap).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  // MARK: Layout

  /// Every element whose frame strictly intersects `rect` (pinned ones where the scroll
  /// position puts them, after the sections' visible-items handlers).
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    ensureCurrent()
    let factory = attributesFactory
    let elements = engine.model.elements(in: Rect(rect), scroll: scrollState)
    didShow(elements, in: rect)
    return elements.map { factory.make($0) }
  }

  // MARK: Invalidation

  /// Always: a size change relayouts; a scroll moves pinned supplementaries and runs the
  /// visible-items handlers again (nothing is laid out).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    collectionView != nil
  }

  /// A context that relayouts only when the size changes.
  open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    if newBounds.size != collectionView?.bounds.size { needsUpdate = true }
    return context
  }

  /// Records what to recompute at the next prepare.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    // A preferred size was recorded with the engine, which marked just that item.
    let isPreferredSize = (context as? CompositionalLayoutInvalidationContext)?.isPreferredSize == true
    recordEngineInvalidation(context, markingSections: !isPreferredSize)
  }

  // MARK: Self-sizing

  /// Whether a cell's or boundary supplementary's preferred size is news: it differs from
  /// its frame and from what was recorded before (an element without an estimated
  /// dimension keeps its size, so asking again would never settle).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard originalAttributes.representedElementCategory != .decorationView,
      preferredAttributes.size != originalAttributes.size
    else { return false }
    let size = Size(preferredAttributes.size)
    let path = originalAttributes.indexPath
    switch originalAttributes.representedElementCategory {
    case .cell:
      return engine.measuredSize(forItemAt: ItemPath(section: path.section, item: path.item)) != size
    default:
      let kind = ElementKind(rawValue: originalAttributes.representedElementKind ?? "")
      return engine.measuredSize(forSupplementaryOf: kind, index: path.item, inSection: path.section) != size
    }
  }

  /// Records the preferred size (negative or non-finite sizes are clamped, with a
  /// diagnostic); an element wholly above the visible area moves the content offset by
  /// its growth so what is on screen stays put.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    let path = originalAttributes.indexPath
    var log = DiagnosticLog()
    let size = log.nonNegative(Size(preferredAttributes.size), "preferred size", section: path.section, item: path.item)
    adapterDiagnostics += log.diagnostics
    switch originalAttributes.representedElementCategory {
    case .cell:
      engine.setMeasuredSize(size, forItemAt: ItemPath(section: path.section, item: path.item))
    default:
      let kind = ElementKind(rawValue: originalAttributes.representedElementKind ?? "")
      engine.setMeasuredSize(size, forSupplementaryOf: kind, index: path.item, inSection: path.section)
    }
    needsUpdate = true
    (context as? CompositionalLayoutInvalidationContext)?.isPreferredSize = true
    if let collectionView, originalAttributes.frame.maxY <= collectionView.contentOffset.y {
      context.contentOffsetAdjustment.y = CGFloat(size.height) - originalAttributes.size.height
    }
    return context
  }

  // MARK: Private

  /// Brings the engine up to date with the collection view.
  private func relayout() {
    guard let collectionView else { return }
    let environment = LayoutEnvironment(collectionView, scrollDirection: configuration.scrollDirection)
    // A section provider may call back into the layout: update a copy.
    var updated = engine
    updated.prepare(environment: environment, dataSource: CollectionViewCounts(collectionView: collectionView))
    engine = updated
    needsUpdate = false
  }

  override func engineAttributes(for id: ElementID) -> UICollectionViewLayoutAttributes? {
    return engine.model.attributes(for: id, scroll: scrollState).map { attributesFactory.make($0) }
  }

  override class var kindNames: ElementKindNames { .verbatim }

  override var modelForTransitions: LayoutModel? { engine.model }

  override func applyToEngine(_ update: BatchUpdate) {
    engine.apply(update)
  }

  override func invalidateEngine() { engine.invalidateAll() }

  override func invalidateEngineSections(_ sections: Set<Int>) { engine.invalidateSections(sections) }

  override var storedSectionOffsets: SectionOffsets { engine.sectionOffsets }

  override func storeSectionOffset(_ offset: Double, forSection section: Int) {
    var log = DiagnosticLog()
    engine.sectionOffsets.set(offset, forSection: section, in: engine.model, diagnostics: &log)
  }

  /// The section's behaviour; paging behaviours slow down fast, as UIKit's.
  override func sectionScrollConfiguration(forSection section: Int) -> SectionScrollConfiguration {
    let behavior = engine.model.orthogonalStrip(ofSection: section)?.behavior ?? .none
    let pages = behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered
    return SectionScrollConfiguration(snapping: behavior, decelerationRate: pages ? 0.99 : 0.998)
  }

  override func relayoutEngine() { relayout() }

}

/// The collection view's section and item counts, as the engine reads them.
@MainActor
private struct CollectionViewCounts {
  let collectionView: UICollectionView
}

extension CollectionViewCounts: @MainActor CompositionalLayoutDataSource {
  var numberOfSections: Int { collectionView.numberOfSections }
  func numberOfItems(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
