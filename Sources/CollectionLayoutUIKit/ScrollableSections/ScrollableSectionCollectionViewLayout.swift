import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A replacement for `JEKScrollableSectionCollectionViewLayout` on the engine: a flow
/// layout whose sections are each one row that scrolls on its own (or wraps like a flow
/// layout, when the delegate says so), with full-width headers and footers and optional
/// section backgrounds.
///
/// Sizes and spacings come from the collection view's delegate as a
/// `UICollectionViewDelegateFlowLayout` (falling back on this layout's properties); adopt
/// ``CollectionViewDelegateScrollableSectionLayout`` for per-section wrapping and scrolling
/// and the scroll events of each row. Each row on screen is driven by a hidden scroll view
/// whose pan gesture acts on the collection view, as upstream; everything else is one
/// collection view, so inserts, deletes and moves (also between sections) animate.
///
/// Beyond upstream: pinned headers (``sectionHeadersPinToVisibleBounds``), rows that snap
/// to items or pages (``ScrollViewConfiguration/snapping``), `scrollSection(toItemAt:at:animated:)`,
/// row offsets that survive relayouts, rotation and batch updates (following their
/// sections), and a horizontal ``scrollDirection`` (columns that scroll vertically).
open class ScrollableSectionCollectionViewLayout: EngineBackedLayout {
  /// The kind of section backgrounds, which the data source supplies as supplementary
  /// views when ``showsSectionBackgrounds`` is on (upstream's string).
  nonisolated public static let elementKindSectionBackground = "JEKCollectionElementKindSectionBackground"

  /// Every item's size unless the delegate sizes it (UIKit's flow default, 50 × 50).
  public var itemSize = CGSize(width: 50, height: 50) {
    didSet { if oldValue != itemSize { invalidateLayout() } }
  }
  /// Space between neighbouring items of a row (and between lines of a wrapping section).
  public var minimumInteritemSpacing: CGFloat = 10 {
    didSet { if oldValue != minimumInteritemSpacing { invalidateLayout() } }
  }
  /// Header size; only its height is used (headers span the section).
  public var headerReferenceSize = CGSize.zero {
    didSet { if oldValue != headerReferenceSize { invalidateLayout() } }
  }
  /// Footer size; only its height is used.
  public var footerReferenceSize = CGSize.zero {
    didSet { if oldValue != footerReferenceSize { invalidateLayout() } }
  }
  /// Insets of every section's items; the left and right ones lie inside the scrolling row.
  public var sectionInset = UIEdgeInsets.zero {
    didSet { if oldValue != sectionInset { invalidateLayout() } }
  }
  /// Whether each section gets a background (kind ``elementKindSectionBackground``), behind
  /// the whole section, header and footer included.
  public var showsSectionBackgrounds = false {
    didSet { if oldValue != showsSectionBackgrounds { invalidateLayout() } }
  }
  /// Whether headers stay at the top while their section scrolls past (not upstream).
  public var sectionHeadersPinToVisibleBounds = false {
    didSet { if oldValue != sectionHeadersPinToVisibleBounds { invalidateLayout() } }
  }
  /// The direction the collection view scrolls; rows scroll across it (not upstream, which
  /// is vertical only).
  public var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { if oldValue != scrollDirection { invalidateLayout() } }
  }
  /// How every row scrolls unless the delegate configures its section. Changes apply at the
  /// next layout (call `invalidateLayout()` after changing it in place).
  public var defaultScrollViewConfiguration = ScrollViewConfiguration() {
    didSet { invalidateLayout() }
  }
  /// Unused: a scrolling row has no lines; a wrapping section uses the inter-item spacing
  /// between its lines, as upstream. (Part of `FlowLayoutProperties`.)
  public var minimumLineSpacing: CGFloat { minimumInteritemSpacing }

  /// The engine.
  private let engineCore = StripEngineCore(ScrollableSectionsLayout())
  private var engine: ScrollableSectionsLayout {
    get { engineCore.engine }
    set { engineCore.engine = newValue }
  }

  /// A layout with UIKit's flow defaults.
  public override init() { super.init() }

  /// Not supported: set the properties in code (as upstream).
  public required init?(coder: NSCoder) { nil }

  /// Scrolls section `index`'s row to `offset` from its leading end, as upstream (clamped
  /// to the row).
  public func setHorizontalOffset(_ offset: CGFloat, forSectionAt index: Int, animated: Bool) {
    setContentOffset(offset, ofSection: index, animated: animated)
  }

  // MARK: Invalidation

  /// A size change relayouts; with pinned headers, any scroll moves them.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size || sectionHeadersPinToVisibleBounds
  }

  /// Records what to recompute at the next prepare.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    recordEngineInvalidation(context)
  }

  // MARK: Engine hooks

  /// Backgrounds are supplementary views of upstream's kind.
  private static let kinds = ElementKindNames(
    extra: [.background: elementKindSectionBackground], asSupplementaries: [.background])

  override class var kindNames: ElementKindNames { kinds }

  override var core: (any AnyEngineCore)? { engineCore }

  override func relayoutEngine() {
    guard let collectionView else { return }
    let direction: ScrollDirection = scrollDirection == .horizontal ? .horizontal : .vertical
    let flow = (collectionView.delegate as? UICollectionViewDelegateFlowLayout).map {
      FlowDelegateCalls(delegate: $0, collectionView: collectionView, layout: self)
    }
    let sections = (collectionView.delegate as? CollectionViewDelegateScrollableSectionLayout).map {
      ScrollableSectionCalls(delegate: $0, collectionView: collectionView, layout: self)
    }
    // The delegate may call back into the layout while the engine computes: update a copy.
    var updated = engine
    updated.configuration = currentConfiguration()
    updated.prepare(
      environment: LayoutEnvironment(collectionView, scrollDirection: direction),
      dataSource: ScrollableSectionDelegateSource(
        collectionView: collectionView, flow: flow, sections: sections, paths: delegateIndexPaths))
    engine = updated
    needsUpdate = false
  }

  override func sectionScrollConfiguration(forSection section: Int) -> StripScrollSettings {
    let fromDelegate = collectionView.flatMap { collectionView in
      (collectionView.delegate as? CollectionViewDelegateScrollableSectionLayout).flatMap {
        ScrollableSectionCalls(delegate: $0, collectionView: collectionView, layout: self)
          .scrollViewConfiguration(section)
      }
    }
    return (fromDelegate ?? defaultScrollViewConfiguration).engineConfiguration
  }

  // MARK: Private

  /// The engine configuration of the public properties.
  private func currentConfiguration() -> ScrollableSectionsConfiguration {
    ScrollableSectionsConfiguration(
      itemSize: Size(itemSize), minimumInteritemSpacing: Double(minimumInteritemSpacing),
      headerReferenceSize: Size(headerReferenceSize), footerReferenceSize: Size(footerReferenceSize),
      sectionInset: LayoutEdgeInsets(sectionInset), showsSectionBackgrounds: showsSectionBackgrounds,
      sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
      sectionScrolling: defaultScrollViewConfiguration.engineConfiguration)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
