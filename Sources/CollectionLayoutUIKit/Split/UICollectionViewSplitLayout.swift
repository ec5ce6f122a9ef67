import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Sections in two columns whose width ratio you set, as upstream's
/// `UICollectionViewSplitLayout`, computed by the CollectionLayout engine.
///
/// Upstream code compiles unchanged: same properties, delegate, side enum, attributes,
/// invalidation context and background decoration. Differences (all fixes): every index
/// path has attributes; a width change relayouts by itself; a scroll only re-pins headers;
/// setting a property invalidates the layout (as `UICollectionViewFlowLayout`); batch
/// updates relayout only the sections they touch and animate from the old frames;
/// self-sizing cells and headers are supported; right-to-left mirrors the columns.
///
/// - Complexity: a full relayout is O(items); an update O(items of the touched sections +
/// sections); a scroll O(visible elements); UIKit's rect query O(log n + k).
open class UICollectionViewSplitLayout: EngineBackedLayout {
  /// Where section insets are measured from, as upstream.
  public enum SectionInsetReference: Int, Sendable {
    /// From the content inset: the safe area is ignored.
    case fromContentInset
    /// From the safe area (the default).
    case fromSafeArea
  }

  /// The exact horizontal gap between items of a line.
  open var minimumInterItemSpacing: CGFloat = 0 { didSet { invalidateIfChanged(oldValue, minimumInterItemSpacing) } }
  /// The vertical gap between lines.
  open var minimumItemLineSpacing: CGFloat = 0 { didSet { invalidateIfChanged(oldValue, minimumItemLineSpacing) } }
  /// The insets of each section's item area.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateIfChanged(oldValue, sectionInset) } }
  /// Where section insets are measured from.
  public var sectionInsetReference: SectionInsetReference = .fromSafeArea {
    didSet { invalidateIfChanged(oldValue, sectionInsetReference) }
  }
  /// Whether section headers stay visible while their section scrolls past.
  public var sectionPinToVisibleBounds = false { didSet { invalidateIfChanged(oldValue, sectionPinToVisibleBounds) } }
  /// Whether section footers stay visible while their section scrolls past (ours).
  public var sectionFooterPinToVisibleBounds = false {
    didSet { invalidateIfChanged(oldValue, sectionFooterPinToVisibleBounds) }
  }
  /// The left column's share of the width less the split spacing (0…1; clamped with a
  /// diagnostic otherwise).
  open var leftSideRatio: CGFloat = 1 { didSet { invalidateIfChanged(oldValue, leftSideRatio) } }
  /// The gap between the columns; ignored when `leftSideRatio` is 0 or 1.
  open var splitSpacing: CGFloat = 0 { didSet { invalidateIfChanged(oldValue, splitSpacing) } }
  /// Whether every item of a line takes the line's tallest height.
  open var isNormalizingLineHeight = false { didSet { invalidateIfChanged(oldValue, isNormalizingLineHeight) } }

  /// The engine's split layout.
  private let engineCore = EngineCore(SplitLayout())
  private var engine: SplitLayout {
    get { engineCore.engine }
    set { engineCore.engine = newValue }
  }
  /// The environment of the last relayout (for utilities called without a collection view).
  private var lastEnvironment = LayoutEnvironment(containerSize: .zero)

  static let kinds = ElementKindNames(extra: [.background: UICollectionViewSplitLayoutBackgroundView.elementKind])

  /// Creates the layout and registers its background decoration.
  public override init() {
    super.init()
    register(
      UICollectionViewSplitLayoutBackgroundView.self,
      forDecorationViewOfKind: UICollectionViewSplitLayoutBackgroundView.elementKind)
  }

  /// Creates the layout from a storyboard and registers its background decoration.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    register(
      UICollectionViewSplitLayoutBackgroundView.self,
      forDecorationViewOfKind: UICollectionViewSplitLayoutBackgroundView.elementKind)
  }

  /// ``UICollectionViewSplitLayoutInvalidationContext``.
  open override class var invalidationContextClass: AnyClass { UICollectionViewSplitLayoutInvalidationContext.self }

  /// ``UICollectionViewSplitLayoutAttributes``.
  open override class var layoutAttributesClass: AnyClass { UICollectionViewSplitLayoutAttributes.self }

  // MARK: Upstream's utilities

  /// The width of `side`'s column.
  open func contentWidth(of side: UICollectionViewSplitLayoutSide) -> CGFloat {
    CGFloat(currentConfiguration().columnWidth(of: side.engineSide, in: currentEnvironment()))
  }

  /// The x of `side`'s column's left edge.
  open func contentMostLeft(of side: UICollectionViewSplitLayoutSide) -> CGFloat {
    CGFloat(currentConfiguration().columnMinX(of: side.engineSide, in: currentEnvironment()))
  }

  /// The width of `num` equal items filling `side`'s column with the given spacing and
  /// insets, truncated to whole points; 0 when `num` ≤ 0.
  open func calculateFixedWidthRoughly(
    to num: Int, of side: UICollectionViewSplitLayoutSide, minimumInterItemSpacing: CGFloat,
    sectionInset: UIEdgeInsets
  ) -> CGFloat {
    CGFloat(
      SplitLayoutConfiguration.fixedWidthRoughly(
        to: num, columnWidth: Double(contentWidth(of: side)), minimumInterItemSpacing: Double(minimumInterItemSpacing),
        sectionInset: LayoutEdgeInsets(sectionInset)))
  }

  /// Upstream's spelling of ``calculateFixedWidthRoughly(to:of:minimumInterItemSpacing:sectionInset:)``.
  @available(*, deprecated, renamed: "calculateFixedWidthRoughly(to:of:minimumInterItemSpacing:sectionInset:)")
  open func calculateFixedWidthRaughly(
    to num: Int, of side: UICollectionViewSplitLayoutSide, minimumInterItemSpacing: CGFloat,
    sectionInset: UIEdgeInsets
  ) -> CGFloat {
    calculateFixedWidthRoughly(
      to: num, of: side, minimumInterItemSpacing: minimumInterItemSpacing, sectionInset: sectionInset)
  }

  // MARK: Layout

  /// Every element whose frame strictly intersects `rect`, headers pinned where the scroll
  /// puts them.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard ensureCurrent() else { return [] }
    let factory = attributesFactory
    let model = engine.model
    // Elements come in section order: each section's style is read once per query.
    var style: (section: Int, value: SectionStyle)?
    return model.elements(in: Rect(rect), scroll: scrollState).map { element in
      let s = element.id.section
      if style?.section != s { style = (s, SectionStyle(section: s, in: model)) }
      return make(element, factory, style: style!.value)
    }
  }

  // MARK: Invalidation

  /// A size change relayouts (width) or re-pins (height); a scroll re-pins only if
  /// something is pinned; otherwise nothing.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    if newBounds.size != collectionView.bounds.size { return true }
    return sectionPinToVisibleBounds || sectionFooterPinToVisibleBounds
  }

  /// Records what to recompute at the next prepare: everything, the sections of
  /// invalidated elements, or (after a data-source change) what the update items say.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    if !isBoundsChange(context) { needsUpdate = true }
    recordEngineInvalidation(context)
    // On screen, `invalidateLayout()` and `reloadData()` recompute at once, as upstream
    // did: a layout pass follows anyway, and direct queries and the delegate's size calls
    // see the new layout before it (upstream's tests count those calls). Off screen (a view
    // still being set up) the work waits for the first query or layout pass.
    if context.invalidateEverything && !invalidatesForProperty && collectionView?.window != nil { ensureCurrent() }
  }

  /// Set while a property's setter invalidates: that waits for the next query or layout
  /// pass, so setting several properties lays out once.
  private var invalidatesForProperty = false

  // MARK: Private

  /// Brings the engine up to date: environment, configuration, invalidated sections.
  private func relayout() {
    guard let collectionView else { return }
    let environment = LayoutEnvironment(collectionView, scrollDirection: .vertical)
    lastEnvironment = environment
    let calls = (collectionView.delegate as? UICollectionViewDelegateSectionSplitLayout).map {
      SplitDelegateCalls(delegate: $0, collectionView: collectionView, layout: self)
    }
    // The delegate may call back into the layout (`contentWidth(of:)`…) while the engine
    // computes, so the engine is updated as a copy: no access to `engine` overlaps.
    var updated = engine
    updated.configuration = currentConfiguration()
    updated.prepare(
      environment: environment,
      dataSource: SplitDelegateSource(collectionView: collectionView, calls: calls, paths: delegateIndexPaths))
    engine = updated
    needsUpdate = false
  }

  /// The engine configuration of the public properties.
  private func currentConfiguration() -> SplitLayoutConfiguration {
    var c = SplitLayoutConfiguration()
    c.leftSideRatio = Double(leftSideRatio)
    c.splitSpacing = Double(splitSpacing)
    c.minimumInterItemSpacing = Double(minimumInterItemSpacing)
    c.minimumItemLineSpacing = Double(minimumItemLineSpacing)
    c.sectionInset = LayoutEdgeInsets(sectionInset)
    c.sectionInsetReference = sectionInsetReference == .fromSafeArea ? .fromSafeArea : .fromContentInset
    c.sectionPinToVisibleBounds = sectionPinToVisibleBounds
    c.sectionFooterPinToVisibleBounds = sectionFooterPinToVisibleBounds
    c.isNormalizingLineHeight = isNormalizingLineHeight
    return c
  }

  private func currentEnvironment() -> LayoutEnvironment {
    collectionView.map { LayoutEnvironment($0, scrollDirection: .vertical) } ?? lastEnvironment
  }

  override class var fallbackAttributesClass: UICollectionViewLayoutAttributes.Type {
    UICollectionViewSplitLayoutAttributes.self
  }

  override func engineAttributes(for id: ElementID) -> UICollectionViewLayoutAttributes? {
    let model = engine.model
    return model.attributes(for: id, scroll: scrollState).map {
      make($0, attributesFactory, style: SectionStyle(section: id.section, in: model))
    }
  }

  override class var kindNames: ElementKindNames { kinds }

  override var core: (any AnyEngineCore)? { engineCore }

  override func relayoutEngine() { relayout() }

  override func transitionAttributes(_ transition: Transition, from model: LayoutModel, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes
  {
    let style = SectionStyle(section: transition.attributes.id.section, in: model)
    return make(transition.attributes, attributesFactory, style: style, at: indexPath)
  }

  /// Attributes for an engine element, with the split properties of its section.
  private func make(
    _ element: LayoutAttributes, _ factory: AttributesFactory, style: SectionStyle, at indexPath: IndexPath? = nil
  ) -> UICollectionViewLayoutAttributes {
    let attributes = factory.make(element, at: indexPath)
    if let split = attributes as? UICollectionViewSplitLayoutAttributes {
      split.side = style.side
      split.sectionInset = style.inset
      split.minimumItemLineSpacing = style.lineSpacing
      split.decoratedSectionBackgroundColor = element.backgroundColor.map(UIColor.init)
    }
    return attributes
  }

  private func invalidateIfChanged<T: Equatable>(_ old: T, _ new: T) {
    guard old != new else { return }
    invalidatesForProperty = true
    invalidateLayout()
    invalidatesForProperty = false
  }
}

/// What split attributes carry about their section: side, inset and line spacing.
private struct SectionStyle {
  var side: UICollectionViewSplitLayoutSide?
  var inset: UIEdgeInsets = .zero
  var lineSpacing: CGFloat = 0

  /// The style of `section` as `model` laid it out.
  init(section: Int, in model: LayoutModel) {
    side = model.column(ofSection: section).map { UICollectionViewSplitLayoutSide(SplitSide(column: $0)) }
    if let settings = model.sectionSettings(ofSection: section) {
      inset = UIEdgeInsets(settings.inset)
      lineSpacing = CGFloat((settings.layout as? PackedLinesLayout)?.lineSpacing ?? 0)
    }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
