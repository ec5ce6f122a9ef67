import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// What every adapter computed by the engine shares: the scroll state UIKit is at, batch
/// updates (the update's structure applied to the engine, then the initial and final
/// attributes of its animations, answered from the model before the update, the model
/// after it and the mapping between them), and the look-ups of single elements.
///
/// An adapter supplies its engine's `core` (any `LayoutEngine`) and
/// `relayoutEngine()` (its environment and delegate presented to the engine), and
/// overrides `engineAttributes(for:)` or `transitionAttributes(_:from:at:)` only when its
/// attributes carry more than the engine's; `prepare(forCollectionViewUpdates:)`, the
/// three look-ups, the six initial/final overrides, `finalizeCollectionViewUpdates()`,
/// self-sizing (`EngineBackedLayout+SelfSizing.swift`) and `diagnostics` live here once.
open class EngineBackedLayout: UICollectionViewLayout {
  /// The before/after mapping while a batch update animates; `nil` otherwise.
  var transitions: UpdateTransitions?
  /// Set between a data-source-count invalidation and `prepare(forCollectionViewUpdates:)`.
  var awaitsUpdates = false
  /// Layout passes begun while awaiting the update items: a second one means none are coming
  /// (the app invalidated data-source counts itself).
  private var preparesAwaitingUpdates = 0
  /// Whether the next prepare must bring the engine up to date (false after a pure scroll).
  var needsUpdate = true
  /// Whether the engine is being brought up to date. The delegate (or a section provider),
  /// asked meanwhile, may query the layout or lay out the collection view: those start no
  /// other relayout, which would ask the delegate again, without end (a stack overflow),
  /// and answer no elements (see ``ensureCurrent()``).
  private var isRelayingOut = false
  /// Whether an invalidation arrived while relaying out: it asked for what the relayout
  /// under way may have read before it, so it holds for the next one.
  private var invalidatedWhileRelayingOut = false
  /// Repaired adapter inputs (preferred sizes, inconsistent updates, section offsets),
  /// folded by code and section as the engine's are, so an app that repeats a bad value
  /// (every frame, say) grows a count, not the list.
  var adapterLog = DiagnosticLog()
  /// The scroll views of sections that scroll on their own; made when a relayout first
  /// finds such a section.
  private var sectionScrollCoordinator: SectionScrollCoordinator?
  /// The item an interactive movement is moving, where the data source has it and where
  /// the collection view shows it (see `EngineBackedLayout+Reordering.swift`).
  var movingItem: MovingItem?
  /// Sections an interactive movement has passed through.
  var reorderedSections: Set<Int> = []
  /// Sections to ask the delegate about again at the next prepare, once a movement ended.
  var sectionsToAskAfterReordering: Set<Int> = []

  /// Whether a section that scrolls on its own scrolls, the least it must, to show whole
  /// the item that takes focus (tvOS's remote, an iPad's keyboard) or that VoiceOver or
  /// Switch Control moves to, as UIKit's orthogonal sections do. On by default; turn it off
  /// to move strips yourself from `collectionView(_:didUpdateFocusIn:with:)` or on
  /// `UIAccessibility.elementFocusedNotification`.
  public var sectionsFollowFocus = true

  /// What stays in place when the collection view changes size (a rotation, the keyboard
  /// dragged down past a view pinned to it, an iPad window resized), a batch update changes
  /// the data, the layout replaces another on screen, this package's or UIKit's (a grid
  /// becoming a list), or the person picks another text size (when the traits carry it as
  /// the notification arrives; see `SelfSizingCells`).
  ///
  /// By default the first visible item stays as far below the bars as it was, and a reader
  /// at the top stays at the top, where new items there come into view, as MagazineLayout
  /// does. `.lastVisibleItem` keeps the last one as far above the bottom, and a reader at the
  /// bottom at the bottom: a chat's way, where new messages arrive at the end (a cell that
  /// measures itself then moves what lies above it, so the bottom stays still too).
  /// `.contentOffset` keeps UIKit's behaviour: its own layouts keep the offset's number, so
  /// the content under it moves (choose it where your code moves the offset itself after an
  /// update). The collection view delegate's
  /// `collectionView(_:targetContentOffsetForProposedContentOffset:)` still has the last word.
  public var scrollPositionAnchor = ScrollPositionAnchor.firstVisibleItem

  /// Where content shorter than the collection view rests along the scroll axis: at its
  /// start, below the bars (UIKit's layouts, the default), or, with `.end`, at its end,
  /// just above the adjusted content inset: a chat's first few messages sit above its input
  /// bar and move up as new ones arrive (ChatLayout's `keepContentAtBottomOfVisibleArea`).
  /// The content then fills the collection view, so it does not scroll until it is longer;
  /// longer content is laid out as before. Pair it with `.lastVisibleItem`
  /// (``scrollPositionAnchor``) for a chat.
  ///
  /// - Complexity: O(sections) at the next layout pass when it changes: the sections are
  ///   placed again, none is laid out again.
  public var shortContentAlignment = ShortContentAlignment.start {
    didSet {
      guard shortContentAlignment != oldValue else { return }
      needsUpdate = true
      invalidateLayout(with: plainInvalidationContext())
    }
  }

  /// Whether scroll effects follow the system's Reduce Motion setting (the default), always
  /// run in full, or always run in their reduced-motion forms. Under reduced motion
  /// parallax, scaling and elastic spreading stop, while fades and sticky headers go on
  /// (see `ScrollEffect.reducedMotionForm`); ``reducesMotion`` tells which applies now.
  ///
  /// - Complexity: O(sections + effects) at the next layout pass when what applies changes;
  ///   no section is laid out again.
  public var motionPreference = MotionPreference.system {
    didSet {
      guard motionPreference != oldValue else { return }
      reducedMotionMayHaveChanged()
    }
  }

  /// The observer of the system's Reduce Motion setting, made at the first relayout.
  var reduceMotionObservation: NotificationObservation?
  /// The observer of the person's text size, made at the first relayout.
  var textSizeObservation: NotificationObservation?

  /// The reader's place while a resize, an update or a layout change is under way
  /// (`EngineBackedLayout+ScrollAnchor.swift`).
  var scrollAnchoring = ScrollAnchoring()

  /// The adapter's engine, as every family's engine is driven (see `LayoutEngine`): the
  /// model, invalidation, batch updates, measured sizes, diagnostics. Each adapter returns
  /// its core; everything below is written once against it.
  var core: (any AnyEngineCore)? { nil }

  /// Brings the adapter's engine up to date with the collection view: the one step each
  /// family writes itself (its environment and its delegate, presented to the engine).
  func relayoutEngine() {}

  /// Applies a batch update's structure to the engine (measured sizes follow).
  func applyToEngine(_ update: BatchUpdate) { core?.apply(update) }

  /// Marks everything in the engine for layout.
  func invalidateEngine() { core?.invalidateAll() }

  /// Marks sections of the engine for layout.
  func invalidateEngineSections(_ sections: Set<Int>) { core?.invalidateSections(sections) }

  /// What the engine's last update did: sections laid out in full, sections patched in
  /// place (self-sizing re-places only a measured item's line or group).
  package var lastUpdate: UpdateSummary { core?.model.lastUpdate ?? UpdateSummary() }

  /// Everything the engine and the adapter repaired (bad delegate values, preferred sizes,
  /// inconsistent updates, section offsets). Repeats of one code in one section are folded
  /// into one diagnostic whose `count` grows, so the list stays short however often an app
  /// repeats a bad value.
  public var diagnostics: [Diagnostic] { (core?.diagnostics ?? []) + adapterLog.diagnostics }

  /// Records what `context` asks the engine to recompute at the next prepare: everything;
  /// after a data-source-count change, what the update items will say; and, unless it
  /// carries a preferred size (`PreferredSizeMarking`), the sections of its invalidated
  /// items and supplementaries.
  func recordEngineInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
    if isRelayingOut { invalidatedWhileRelayingOut = true }
    if context.invalidateEverything {
      // A reload forgets the measured sizes (the views will be measured again) and any
      // movement (UIKit discards it).
      if context.invalidateDataSourceCounts {
        core?.removeMeasuredSizes()
        movingItem = nil
      }
      awaitsUpdates = false
      needsUpdate = true
      invalidateEngine()
      return
    }
    if context.invalidateDataSourceCounts {
      awaitsUpdates = true
      preparesAwaitingUpdates = 0
      needsUpdate = true
    }
    // A preferred size was recorded with the engine, which marked just that item: the
    // item's index path UIKit puts in the context must not lay its whole section out.
    guard (context as? PreferredSizeMarking)?.isPreferredSize != true else { return }
    var sections = Set(context.invalidatedItemIndexPaths?.map(\.section) ?? [])
    for (_, paths) in context.invalidatedSupplementaryIndexPaths ?? [:] { sections.formUnion(paths.map(\.section)) }
    if !sections.isEmpty {
      needsUpdate = true
      invalidateEngineSections(sections)
    }
  }

  /// The elements in `rect` as the engine lays them out, their strips given scroll views.
  /// Adapters whose attributes carry more than the engine's (split, plugin) override it.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard ensureCurrent(), let model = core?.model else { return [] }
    let factory = attributesFactory
    let elements = model.elements(in: Rect(rect), scroll: scrollState)
    showStrips(in: rect)
    return elements.map { factory.make($0) }
  }

  /// A context for a bounds change, marked as one when its class can say so
  /// (`BoundsChangeMarking`); a size change relayouts at the next prepare.
  open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    (context as? BoundsChangeMarking)?.isBoundsChange = true
    if newBounds.size != collectionView?.bounds.size {
      boundsWillResize(to: newBounds.size)
      needsUpdate = true
    }
    return context
  }

  /// Marks the layout invalid; a resize without animation keeps the reader's place at once
  /// (``scrollPositionAnchor``): the context moves the content offset as UIKit applies it.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    keepPlaceThroughResizeWithoutAnimation(context)
    super.invalidateLayout(with: context)
  }

  /// An animated bounds change begins: a resize restores the reader's place when UIKit asks
  /// where to rest (``scrollPositionAnchor``).
  open override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    super.prepare(forAnimatedBoundsChange: oldBounds)
    animatedResizeBegins(from: oldBounds)
  }

  /// The animated bounds change is over.
  open override func finalizeAnimatedBoundsChange() {
    super.finalizeAnimatedBoundsChange()
    scrollAnchoring.resize = nil
  }

  /// Where the content rests after an update, an animated resize or a layout change: where
  /// the reader's place was (``scrollPositionAnchor``), else `proposedContentOffset`.
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    anchoredContentOffset(proposed: proposedContentOffset)
      ?? super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
  }

  /// UIKit attributes of one element, or `nil` when there is none (after ``ensureCurrent()``).
  func engineAttributes(for id: ElementID) -> UICollectionViewLayoutAttributes? {
    core?.model.attributes(for: id, scroll: scrollState).map { attributesFactory.make($0) }
  }

  /// How section `section`'s scroll view behaves.
  func sectionScrollConfiguration(forSection section: Int) -> StripScrollSettings {
    StripScrollSettings()
  }

  /// The coordinator of strip scroll views; `nil` until a relayout first finds strips, so
  /// layouts without them pay nothing on their queries.
  var sectionScrolling: SectionScrollCoordinator? { sectionScrollCoordinator }

  /// Brings the engine up to date, then the strips' scroll views; takes out those another
  /// layout left in the collection view (O(subviews), beside the relayout's O(n)).
  private func relayoutEngineAndStrips() {
    guard !isRelayingOut else { return }
    isRelayingOut = true
    invalidatedWhileRelayingOut = false
    relayoutEngine()
    // Placement only: sections laid out at the start move to the end at once, O(sections).
    core?.shortContentAlignment = shortContentAlignment
    // Effects only: each section's are chosen again when this changes, O(sections + effects).
    core?.reducesMotion = reducesMotion
    followReduceMotionSetting()
    followTextSizeSetting()
    isRelayingOut = false
    scrollAnchoring.pendingGrowth = 0
    scrollAnchoring.pendingAdjustment = .zero
    // The relayout wrote its engine over the marks the invalidation left: mark everything
    // (the invalidation's own context may name items whose indexes the relayout changed).
    if invalidatedWhileRelayingOut {
      invalidateEngine()
      needsUpdate = true
    }
    if let collectionView { SectionScrollView.removeStrays(from: collectionView, keeping: self) }
    if sectionScrollCoordinator == nil, modelForTransitions?.hasStrips == true {
      sectionScrollCoordinator = SectionScrollCoordinator(layout: self)
    }
    sectionScrollCoordinator?.refresh()
  }

  /// Brings the engine up to date before a query.
  ///
  /// Between a data-source-count invalidation and `prepare(forCollectionViewUpdates:)` it
  /// answers for the data it laid out: UIKit may query in that window (MagazineLayout
  /// documents it), and only the update items say how the data changed — laying out the
  /// new data there would lose the update's animations. Otherwise a query after an
  /// invalidation without a layout pass (`invalidateLayout()` or `reloadData()` then
  /// `layoutAttributesForItem(at:)`, as upstream's tests do) lays out what is pending first.
  ///
  /// Returns whether the model's elements may be given out: not while the engine is being
  /// brought up to date (a delegate calling back), when the model holds the layout before
  /// the relayout, whose elements may name items the data source no longer has (the
  /// differential fuzz found the plugin layout asking the delegate for such an item's
  /// effects). Element queries then answer none; the content size is the last layout's.
  @discardableResult
  func ensureCurrent() -> Bool {
    guard !isRelayingOut else { return false }
    if !awaitsUpdates && needsUpdate { relayoutEngineAndStrips() }
    return true
  }

  /// Lays out what changed since the last prepare; after a data-source-count change it
  /// waits for the update items, which say how — unless a second layout pass begins
  /// without them (the app invalidated data-source counts itself): then it lays out all.
  open override func prepare() {
    super.prepare()
    askAgainAfterReordering()
    if awaitsUpdates {
      preparesAwaitingUpdates += 1
      guard preparesAwaitingUpdates > 1 else { return }
      awaitsUpdates = false
      invalidateEngine()
    }
    guard needsUpdate else { return }
    relayoutEngineAndStrips()
  }

  /// The layout is about to be replaced: its strips' scroll views and their pan gestures
  /// leave the collection view. (UIKit may replace a layout without this call — off screen,
  /// or before the first layout pass — so the next layout of this package to be laid out
  /// there also takes them out, and a scroll view left behind never begins a pan.)
  open override func prepareForTransition(to newLayout: UICollectionViewLayout) {
    super.prepareForTransition(to: newLayout)
    sectionScrollCoordinator?.removeAll()
  }

  /// The layout is about to replace `oldLayout` on screen: the reader's place there is
  /// restored when UIKit asks where to rest (``scrollPositionAnchor``).
  open override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
    super.prepareForTransition(from: oldLayout)
    layoutTransitionBegins(from: oldLayout)
  }

  /// The layout change is over.
  open override func finalizeLayoutTransition() {
    super.finalizeLayoutTransition()
    scrollAnchoring.transition = nil
  }

  /// The size of the content.
  open override var collectionViewContentSize: CGSize {
    ensureCurrent()
    return modelForTransitions.map { CGSize($0.contentSize) } ?? .zero
  }

  /// Applies the update's structure to the engine (moving sections, marking changed ones)
  /// and lays out only what it touched; an inconsistent update lays out everything and is
  /// reported.
  open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    guard let collectionView, let before = modelForTransitions else { return }
    awaitsUpdates = false
    followMovingItem(through: updateItems)
    do {
      let update = try BatchUpdate(updateItems, before: before, after: collectionView)
      let scrollBefore = scrollState
      updateBegins(update, before: before, scroll: scrollBefore)
      applyToEngine(update)
      sectionScrollCoordinator?.follow(update)
      transitions = UpdateTransitions(before: before, update: update, scroll: scrollBefore)
    } catch {
      adapterLog.report(.updateInconsistent, "\(error); relayout of everything")
      invalidateEngine()
      transitions = nil
    }
    relayoutEngineAndStrips()
  }

  /// Whether a cell's or a supplementary view's preferred size is news (see
  /// `EngineBackedLayout+SelfSizing.swift`).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    preferredSizeIsNews(preferredAttributes, original: originalAttributes)
  }

  /// Records the preferred size with the engine and keeps what is on screen in place.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    recordPreferredSize(preferredAttributes, original: originalAttributes, in: context)
    // The engine marked just the measured element: the context says so where it can.
    (context as? PreferredSizeMarking)?.isPreferredSize = true
    return context
  }

  /// Where a moving item goes: UIKit's choice (the cell under the finger), or, when that
  /// leaves it where it is and the finger is over an empty section, that section's first
  /// place (which no cell could offer). The delegate may still redirect it.
  open override func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    let proposal = super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    guard proposal == previousIndexPath else { return proposal }
    return emptySection(at: position).map { IndexPath(item: 0, section: $0) } ?? proposal
  }

  /// A step of an interactive movement: its sections are remembered for its end.
  open override func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    reorderingStepped(from: previousIndexPaths, to: targetIndexPaths)
    return super.invalidationContext(
      forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
      previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
  }

  /// The end of an interactive movement: the sections it passed through are asked about
  /// again at the next prepare, when the data source has moved the item.
  open override func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    reorderingEnded(indexPaths + previousIndexPaths)
    return super.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
  }

  /// A cell.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard ensureCurrent() else { return nil }
    return engineAttributes(for: .cell(section: indexPath.section, item: indexPath.item))
  }

  /// A supplementary view (a header, a footer, a boundary supplementary or a badge).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard ensureCurrent() else { return nil }
    return Self.kindNames.elementID(category: .supplementary, kind: elementKind, at: indexPath).flatMap(
      engineAttributes)
  }

  /// A decoration (a section background).
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard ensureCurrent() else { return nil }
    return Self.kindNames.elementID(category: .decoration, kind: elementKind, at: indexPath).flatMap(engineAttributes)
  }

  /// UIKit's kind names of the adapter's elements (the adapter's decoration kind differs).
  class var kindNames: ElementKindNames { ElementKindNames(extra: [:]) }

  /// The adapter's current model (after an update, while it animates).
  var modelForTransitions: LayoutModel? { core?.model }

  /// UIKit attributes of an element at an update's start or end, from `model` (the one
  /// before or after the update the transition's attributes come from; by default, the
  /// attributes factory's answer under UIKit's index path).
  func transitionAttributes(_ transition: Transition, from model: LayoutModel, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes
  {
    attributesFactory.make(transition.attributes, at: indexPath)
  }

  /// The attributes class used when `layoutAttributesClass` is not one (an app subclass
  /// returning something else).
  class var fallbackAttributesClass: UICollectionViewLayoutAttributes.Type { UICollectionViewLayoutAttributes.self }

  /// Makes attributes objects of the layout's class with its kind names.
  var attributesFactory: AttributesFactory {
    AttributesFactory(
      attributesClass: (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
        ?? Self.fallbackAttributesClass,
      kinds: Self.kindNames)
  }

  /// Ends the update's animations.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    transitions = nil
    updateEnds()
  }

  /// An item after the update starts at its old frame, or fades in.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    transition(initial: true, .cell(section: itemIndexPath.section, item: itemIndexPath.item), at: itemIndexPath)
  }

  /// An item before the update ends at its new frame, or fades out.
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    transition(initial: false, .cell(section: itemIndexPath.section, item: itemIndexPath.item), at: itemIndexPath)
  }

  /// As for items.
  open override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    transition(
      initial: true, Self.kindNames.elementID(category: .supplementary, kind: elementKind, at: elementIndexPath),
      at: elementIndexPath)
  }

  /// As for items.
  open override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    transition(
      initial: false, Self.kindNames.elementID(category: .supplementary, kind: elementKind, at: elementIndexPath),
      at: elementIndexPath)
  }

  /// As for items.
  open override func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    transition(
      initial: true, Self.kindNames.elementID(category: .decoration, kind: elementKind, at: decorationIndexPath),
      at: decorationIndexPath)
  }

  /// As for items.
  open override func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    transition(
      initial: false, Self.kindNames.elementID(category: .decoration, kind: elementKind, at: decorationIndexPath),
      at: decorationIndexPath)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
