import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// `UICollectionViewCompositionalLayout` computed by the CollectionLayout engine: one
/// `LayoutSection` for every section, or a section provider, and a
/// `CompositionalLayoutConfiguration`. Apple's sample code ports by deleting the `NS`
/// and `UICollectionView` prefixes (CollectionLayoutUIKit.docc/MigratingFromUICollectionViewCompositionalLayout.md).
///
/// Self-sizing: cells and boundary supplementaries whose size has an estimated dimension
/// report their size through `preferredLayoutAttributesFitting(_:)`; the layout records it
/// (`CompositionalLayoutEngine/setMeasuredSize(_:forItemAt:)`), re-places only the
/// item's group and shifts what follows, so a measured cell costs memory moves over what
/// follows it (O(n) at most), not a relayout. Element kinds are the app's strings, as in UIKit.
///
/// Orthogonal sections scroll as in UIKit: each strip on screen is driven by a scroll view
/// whose pan gesture acts on the collection view; a lifted finger rests where the
/// section's `orthogonalScrollingBehavior` says, offsets survive relayouts, rotation and
/// batch updates, and the collection view's delegate hears each stage of the drag if it
/// adopts ``CollectionViewDelegateSectionScrolling`` (UIKit has no such events).
///
/// List sections' separators and backgrounds are decorations the layout places and draws
/// itself (with ``ListDecorationView``), where UIKit's list cells draw their own lines.
///
/// List swipe actions (`LayoutListConfiguration`'s `leadingSwipeActionsConfigurationProvider`
/// and `trailingSwipeActionsConfigurationProvider`; not on tvOS) are the layout's too, for
/// any cell class: while a section has them, a pan on the collection view of a layout
/// that scrolls vertically swipes a row sideways (the row moves through its attributes'
/// transform) and reveals its actions behind it. Lifted, the row rests open over them or
/// closed; a tap runs the action under it, and past 60 % of the row (or 24 points past its
/// actions, if further) a full swipe runs the first. The row closes when the action's
/// handler completes or another row is swiped, and at once at a scroll, a reload or a
/// batch update.
///
/// Differences from UIKit: a scroll costs O(log n + visible elements).
open class CompositionalLayout: EngineBackedLayout {
  /// Builds the section at an index for an environment, as UIKit's section provider.
  public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

  #if !os(tvOS)
  /// Swipe actions of list sections: made when a section's configuration has a provider.
  var listSwipe: ListSwipeCoordinator?
  #endif
  /// Whether the next relayout looks for sections with swipe actions: after invalidations
  /// that may ask the section provider again, not after measured sizes or scrolls, so a
  /// self-sizing scroll pays nothing per section.
  var swipeActionsNeedLookUp = true

  /// The engine.
  private let engineCore: StripEngineCore<CompositionalLayoutEngine>
  private var engine: CompositionalLayoutEngine {
    get { engineCore.engine }
    set { engineCore.engine = newValue }
  }

  /// A layout whose every section is `section`.
  public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
    self.storedConfiguration = configuration
    engineCore = StripEngineCore(CompositionalLayoutEngine(section: section, configuration: configuration))
    super.init()
    registerListDecorations()
  }

  /// A layout asking `sectionProvider` for each section.
  public init(
    sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration = .init()
  ) {
    self.storedConfiguration = configuration
    engineCore = StripEngineCore(
      CompositionalLayoutEngine(configuration: configuration, sectionProvider: sectionProvider))
    super.init()
    registerListDecorations()
  }

  /// Not supported: a compositional layout is made in code.
  public required init?(coder: NSCoder) { nil }

  /// The layout-wide settings. Setting them stores a copy (UIKit's property is
  /// `@NSCopying`, so changing the object you assigned later changes nothing) and lays
  /// every section out again at the next layout pass; a new scroll direction also forgets
  /// measured sizes.
  public var configuration: CompositionalLayoutConfiguration {
    get { storedConfiguration }
    set {
      storedConfiguration = newValue.copy()
      engine.setConfiguration(storedConfiguration)
      invalidateLayout()
    }
  }
  private var storedConfiguration: CompositionalLayoutConfiguration

  /// ``CompositionalLayoutInvalidationContext``.
  open override class var invalidationContextClass: AnyClass { CompositionalLayoutInvalidationContext.self }

  /// The engine mirrors right-to-left layouts itself (leading and trailing swap).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  // MARK: Invalidation

  /// Always: a size change relayouts; a scroll moves pinned supplementaries and runs the
  /// visible-items handlers again (nothing is laid out).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    collectionView != nil
  }

  /// Records what to recompute at the next prepare; a reload closes a swiped row.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts { closeSwipedRow() }
    // Sections asked for again may bring swipe actions; measured sizes and scrolls do not.
    if (context as? PreferredSizeMarking)?.isPreferredSize != true, !isBoundsChange(context) {
      swipeActionsNeedLookUp = true
    }
    super.invalidateLayout(with: context)
    recordEngineInvalidation(context)
  }

  /// A scroll or a resize closes a swiped row; a resize asks for every section again.
  open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext
  {
    swipeBoundsWillChange(to: newBounds)
    if newBounds.size != collectionView?.bounds.size { swipeActionsNeedLookUp = true }
    return super.invalidationContext(forBoundsChange: newBounds)
  }

  /// A batch update closes a swiped row; the update animates it back in place.
  open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    closeSwipedRow()
    super.prepare(forCollectionViewUpdates: updateItems)
  }

  /// The layout is about to be replaced: its swipe recognizers leave the collection view.
  open override func prepareForTransition(to newLayout: UICollectionViewLayout) {
    detachSwipeActions()
    super.prepareForTransition(to: newLayout)
  }

  // MARK: Queries

  /// The elements in `rect`; a swiped row moved sideways.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let attributes = super.layoutAttributesForElements(in: rect)
    shiftSwipedRow(in: attributes)
    return attributes
  }

  /// A cell; moved sideways when its row is swiped.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = super.layoutAttributesForItem(at: indexPath)
    if let attributes { shiftIfSwiped(attributes) }
    return attributes
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
    updateSwipeActions(in: collectionView)
  }

  /// Section `section`'s swipe actions' providers, from its list configuration when it
  /// was last laid out.
  func listSwipeActionProviders(ofSection section: Int) -> ListSwipeActionProviders? {
    engineCore.engine.listSwipeActionProviders(ofSection: section)
  }

  /// Whether any section of the last layout has swipe actions. O(sections).
  var hasListSwipeActions: Bool { engineCore.engine.hasListSwipeActions }

  override class var kindNames: ElementKindNames { .verbatim }

  override var core: (any AnyEngineCore)? { engineCore }

  /// The section's behaviour and its `orthogonalScrollingProperties` (iOS 17): bounce as
  /// asked; an automatic deceleration is the collection view's own, or fast for the paging
  /// behaviours.
  override func sectionScrollConfiguration(forSection section: Int) -> StripScrollSettings {
    let engine = engineCore.engine  // one copy of the engine for both reads
    let behavior = engine.model.orthogonalStrip(ofSection: section)?.behavior ?? .none
    let properties = engine.orthogonalScrollingProperties(ofSection: section)
    let pages = behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered
    var rate = properties.decelerationRate.rawValue
    if properties.decelerationRate == .automatic {
      rate = pages ? OrthogonalScrollingProperties.DecelerationRate.fast.rawValue : parentDecelerationRate
    }
    return StripScrollSettings(
      snapping: behavior, bounces: properties.bounce != .never, alwaysBounces: properties.bounce == .always,
      decelerationRate: rate)
  }

  /// The collection view's deceleration rate, when it is one a scroll view can take.
  private var parentDecelerationRate: Double {
    let rate = Double(collectionView?.decelerationRate.rawValue ?? 0)
    return rate > 0 && rate < 1 ? rate : OrthogonalScrollingProperties.DecelerationRate.normal.rawValue
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
