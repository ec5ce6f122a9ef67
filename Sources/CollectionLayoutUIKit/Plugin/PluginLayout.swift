import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A layout with a plugin per section (flow, grid, staggered, mosaic or yours) and scroll
/// effects, as upstream's `PluginLayout`, computed by the CollectionLayout engine.
///
/// The collection view's delegate, as a ``PluginLayoutDelegate``, gives each section's
/// plugin (else ``defaultPlugin``) and each element's effects; every plugin reads sizes,
/// insets and spacings from its flow delegate (0 where it does not answer).
///
/// Differences from upstream (all fixes): a scroll costs O(log n + visible elements), not
/// a walk over every element; rect queries are exact for every plugin; a batch update
/// relayouts only the sections it touches and animates from the old frames; every
/// section may have a background decoration (``PluginLayoutBackgroundView``); bad
/// delegate values are repaired and reported in `diagnostics`.
///
/// - Complexity: a full relayout is O(items) (mosaic and shortest-column staggered
/// O(items · columns)); an update O(items of the touched sections + sections); UIKit's
/// rect query O(log n + k) plus the effects of the k elements returned.
open class PluginLayout: EngineBackedLayout {
  /// The scroll direction of every section.
  public var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { if oldValue != scrollDirection { invalidateLayout() } }
  }

  /// Whether each section has a ``PluginLayoutBackgroundView`` behind it. Off, as upstream
  /// (which has no backgrounds): turn it on to get one per section.
  public var showsSectionBackgrounds = false {
    didSet { if oldValue != showsSectionBackgrounds { invalidateLayout() } }
  }

  /// The plugin of sections the delegate gives none.
  public var defaultPlugin: PluginType? {
    didSet { invalidateLayout() }
  }

  /// The engine's stacked layout.
  private let engineCore = EngineCore(PluginLayoutEngine())
  private var engine: PluginLayoutEngine {
    get { engineCore.engine }
    set { engineCore.engine = newValue }
  }
  /// Each section's plugin, asked once per relayout (and reused by effects at query time).
  private lazy var plugins = PluginCache(layout: self)
  /// The delegate's effects of each element asked about since the last relayout.
  private var delegateEffectsCache = DelegateEffectsCache()
  /// Set while the delegate is asked for an element's effects (see `delegateEffects(of:)`).
  private var isAskingForEffects = false
  /// The index paths the delegate knows items by, as of the last relayout (they differ
  /// from the collection view's while an item is moved interactively).
  private var delegatePaths = DelegateIndexPaths()
  /// The collection view's size at the last relayout: any change asks the delegate again.
  private var preparedSize: CGSize?

  static let kinds = ElementKindNames(extra: [.background: PluginLayoutBackgroundView.elementKind])

  /// Creates the layout and registers its background decoration.
  public override init() {
    super.init()
    register(PluginLayoutBackgroundView.self, forDecorationViewOfKind: PluginLayoutBackgroundView.elementKind)
  }

  /// Creates the layout from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    register(PluginLayoutBackgroundView.self, forDecorationViewOfKind: PluginLayoutBackgroundView.elementKind)
  }

  /// ``PluginLayoutInvalidationContext``.
  open override class var invalidationContextClass: AnyClass { PluginLayoutInvalidationContext.self }

  /// ``PluginLayoutAttributes``.
  open override class var layoutAttributesClass: AnyClass { PluginLayoutAttributes.self }

  /// Mirrored in right-to-left layouts, as upstream.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  // MARK: Plugins and effects

  /// The plugin of `section`: the delegate's, else ``defaultPlugin``.
  open func plugin(for section: Int) -> PluginType? {
    guard let collectionView, let delegate = collectionView.delegate as? PluginLayoutDelegate else {
      return defaultPlugin
    }
    return delegate.collectionView(collectionView, layout: self, pluginForSectionAt: section) ?? defaultPlugin
  }

  /// The delegate's effects of one element (`kind` `nil` for cells).
  public func effects(at indexPath: IndexPath, kind: String? = nil) -> [PluginEffect] {
    guard let collectionView, let delegate = collectionView.delegate as? PluginLayoutDelegate else { return [] }
    return delegate.collectionView(collectionView, layout: self, effectsForItemAt: indexPath, kind: kind)
  }

  // MARK: Layout

  /// Every element whose frame, after effects, strictly intersects `rect`.
  ///
  /// The answer depends on the rect and the layout only, not on which elements earlier
  /// queries asked the delegate about: see `candidates(for:scroll:)`.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard ensureCurrent() else { return [] }
    let scroll = scrollState
    let target = Rect(rect)
    let factory = attributesFactory
    var result: [UICollectionViewLayoutAttributes] = []
    for element in candidates(for: target, scroll: scroll) {
      let attributes = finish(element, factory)
      // The delegate's effects may have moved it out of the rect.
      if Rect(attributes.frame).intersects(target) { result.append(attributes) }
    }
    return result
  }

  /// The engine's elements in `rect` grown by how far the delegate's effects of those
  /// elements may move them, until that reach stops growing: elements the effects may move
  /// into the rect are candidates too. Usually one query (no effects) or two.
  ///
  /// - Complexity: O(k) per round for k elements found, at most four rounds; reaches that
  ///   keep growing make every element a candidate, O(n).
  private func candidates(for rect: Rect, scroll: ScrollState) -> [LayoutAttributes] {
    var reach = EffectReach.none
    for _ in 0..<4 {
      let elements = engine.model.elements(in: engine.model.rect(rect, grownBy: reach, scroll: scroll), scroll: scroll)
      let grown = elements.reduce(reach) { $0.union(delegateEffects(of: $1.id).reach) }
      if grown == reach { return elements }
      reach = grown
    }
    return engine.model.allElements(scroll: scroll)
  }

  // MARK: Invalidation

  /// Always: a size change in either direction relayouts every section and asks the
  /// delegate again (as `UICollectionViewFlowLayout` does: its bounds-change context
  /// invalidates the flow delegate's metrics), a scroll re-runs the effects of what is
  /// visible (nothing is laid out again).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    collectionView != nil
  }

  /// Records what to recompute at the next prepare.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    if !isBoundsChange(context) { needsUpdate = true }
    recordEngineInvalidation(context)
  }

  // MARK: FlowLayoutProperties (what an unanswered flow-delegate call means: nothing)

  /// Zero: an item the delegate gives no size has none.
  public var itemSize: CGSize { .zero }
  /// Zero.
  public var sectionInset: UIEdgeInsets { .zero }
  /// Zero.
  public var minimumLineSpacing: CGFloat { 0 }
  /// Zero.
  public var minimumInteritemSpacing: CGFloat { 0 }
  /// Zero: no header.
  public var headerReferenceSize: CGSize { .zero }
  /// Zero: no footer.
  public var footerReferenceSize: CGSize { .zero }

  // MARK: For plugins and effects

  /// The flow-delegate calls of `delegate` on this layout's collection view.
  func flowCalls(_ delegate: FlowLayoutDelegate?) -> FlowDelegateCalls? {
    guard let delegate, let collectionView else { return nil }
    return FlowDelegateCalls(delegate: delegate, collectionView: collectionView, layout: self)
  }

  /// A plugin delegate's calls on this layout and its collection view, if both are there.
  func itemCalls<Delegate>(_ delegate: Delegate?) -> DelegateCalls<Delegate, PluginLayout>? {
    guard let delegate, let collectionView else { return nil }
    return DelegateCalls(delegate: delegate, collectionView: collectionView, layout: self)
  }

  /// `attributes` after the engine's `effect` at the current scroll position.
  func applyEngineEffect(_ effect: some ScrollEffect, to attributes: PluginLayoutAttributes) -> PluginLayoutAttributes {
    guard let id = attributes.engineID else { return attributes }
    let element = engine.model.applying(effect, to: LayoutAttributes(attributes, id: id), scroll: scrollState)
    attributes.apply(element)
    return attributes
  }

  // MARK: Private

  /// Brings the engine up to date and forgets the delegate's effects.
  private func relayout() {
    guard let collectionView else { return }
    let direction: ScrollDirection = scrollDirection == .vertical ? .vertical : .horizontal
    let environment = LayoutEnvironment(collectionView, scrollDirection: direction)
    // Delegates may call back into the layout while the engine computes: update a copy.
    plugins = PluginCache(layout: self)
    var updated = engine
    // Sizes a delegate derives from the bounds may change with either side (the engine
    // alone would keep them when only the main-axis extent changes).
    if let preparedSize, preparedSize != collectionView.bounds.size { updated.invalidateAll() }
    preparedSize = collectionView.bounds.size
    delegatePaths = delegateIndexPaths
    updated.prepare(
      environment: environment,
      dataSource: PluginDelegateSource(
        collectionView: collectionView, layout: self, items: SectionItemReaders(layout: self), paths: delegatePaths)
    )
    engine = updated
    delegateEffectsCache = DelegateEffectsCache()
    needsUpdate = false
  }

  override class var fallbackAttributesClass: UICollectionViewLayoutAttributes.Type { PluginLayoutAttributes.self }

  /// UIKit attributes of an engine element (plugin effects applied), then the delegate's
  /// effects, in order.
  private func finish(
    _ element: LayoutAttributes, _ factory: AttributesFactory, at indexPath: IndexPath? = nil
  ) -> UICollectionViewLayoutAttributes {
    let made = factory.make(element, at: indexPath)
    guard let attributes = made as? PluginLayoutAttributes else { return made }
    attributes.originalFrame = made.frame
    let effects = delegateEffects(of: element.id).effects
    guard !effects.isEmpty else { return attributes }
    let section = element.id.section
    let sectionAttributes = PluginSectionAttributes(
      section: section,
      cellsFrame: engine.model.cellsFrame(ofSection: section, scroll: scrollState).map { CGRect($0) },
      sectionInset: UIEdgeInsets(engine.model.sectionSettings(ofSection: section)?.inset ?? .zero))
    let plugin = plugins.plugin(section)
    var result = attributes
    for effect in effects {
      result = effect.apply(to: result, layout: self, plugin: plugin, sectionAttributes: sectionAttributes)
    }
    return result
  }

  /// The delegate's effects of `id`, asked once per relayout.
  ///
  /// While the delegate is asked, elements it was not asked about yet read as having none
  /// (and are not kept): a delegate that queries the layout from `effectsForItemAt` gets
  /// them without their effects, where asking it again would recurse without end.
  private func delegateEffects(of id: ElementID) -> DelegateEffects {
    if let cached = delegateEffectsCache[id] { return cached }
    guard !isAskingForEffects else { return DelegateEffects([]) }
    let kind: String? = id.category == .cell ? nil : Self.kinds.uiKitKind(id.kind ?? .header)
    let path = ItemPath(section: id.section, item: id.item)
    let asked = kind == nil ? delegatePaths.indexPath(path) : IndexPath(path)
    isAskingForEffects = true
    let found = DelegateEffects(
      asked.map { effects(at: $0, kind: kind) } ?? [], reducingMotion: engine.model.reducesMotion)
    isAskingForEffects = false
    delegateEffectsCache.keep(found, for: id)
    return found
  }

  override func engineAttributes(for id: ElementID) -> UICollectionViewLayoutAttributes? {
    return engine.model.attributes(for: id, scroll: scrollState).map { finish($0, attributesFactory) }
  }

  override class var kindNames: ElementKindNames { kinds }

  override var core: (any AnyEngineCore)? { engineCore }

  override func relayoutEngine() { relayout() }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
