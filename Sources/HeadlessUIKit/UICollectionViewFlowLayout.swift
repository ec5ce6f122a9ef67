import CollectionLayout
import Foundation

/// UIKit's `UICollectionViewFlowLayout`, computed by the CollectionLayout engine's flow
/// (`FlowSectionLayout` with UIKit's alignment: a line closed by the next item is
/// justified, a lone item centred, the last line left as it is, items centred on their
/// line), so any flow-layout screen can be tested on Linux.
///
/// Sizes, insets and spacings come from the delegate's `UICollectionViewDelegateFlowLayout`
/// methods or these properties; headers and footers span the section across the scroll
/// axis; `sectionHeadersPinToVisibleBounds` keeps a header at the top of the visible area
/// while its section's items pass (footers likewise at the bottom). With an
/// `estimatedItemSize`, cells self-size: their preferred sizes replace the estimate until
/// the data changes. Every prepare after an invalidation lays out all sections (UIKit's flow
/// layout is not incremental either).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout, FlowLayoutProperties {
  /// Where section insets are measured from, as UIKit's.
  public enum SectionInsetReference: Int, Sendable {
    /// From the content inset: sections may reach under the safe area.
    case fromContentInset
    /// From the safe area.
    case fromSafeArea
    /// From the layout margins.
    case fromLayoutMargins
  }

  /// The estimate that turns self-sizing on, as UIKit's `automaticSize`.
  public static let automaticSize = CGSize(width: 1e-300, height: 1e-300)

  /// The item size when the delegate gives none (50 × 50).
  open var itemSize = UICollectionViewFlowLayoutDefaults.itemSize { didSet { invalidateLayout() } }
  /// A non-zero estimate makes cells self-size.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The spacing between lines (10).
  open var minimumLineSpacing = UICollectionViewFlowLayoutDefaults.minimumLineSpacing { didSet { invalidateLayout() } }
  /// The spacing between items of a line (10).
  open var minimumInteritemSpacing = UICollectionViewFlowLayoutDefaults.minimumInteritemSpacing {
    didSet { invalidateLayout() }
  }
  /// The section inset.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// The header size when the delegate gives none (only the main-axis extent counts).
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The footer size when the delegate gives none.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The scroll direction.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
  /// Whether headers stay at the start of the visible area while their section passes.
  open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  /// Whether footers stay at the end of the visible area while their section passes.
  open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  /// Where section insets are measured from.
  open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }

  private var engine = PluginLayoutEngine()
  private var needsLayout = true
  /// Whether the data, a property or a measured size changed since the last layout (a
  /// scroll with pinned elements invalidates too, but only re-pins).
  private var contentChanged = true
  /// The bounds size of the last layout.
  private var laidOutSize: CGSize?
  /// Preferred sizes of self-sized cells, until the data changes.
  private var measured: [IndexPath: CGSize] = [:]

  // MARK: Layout

  /// A data change forgets measured sizes; any invalidation relayouts at the next `prepare()`.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    if context.invalidateDataSourceCounts || context.invalidateEverything {
      measured = [:]
      contentChanged = true
    }
    needsLayout = true
  }

  /// Lays the sections out through the engine when the data or the bounds size changed.
  open override func prepare() {
    super.prepare()
    guard needsLayout, let collectionView else { return }
    needsLayout = false
    guard contentChanged || laidOutSize != collectionView.bounds.size else { return }
    contentChanged = false
    laidOutSize = collectionView.bounds.size
    let vertical = scrollDirection == .vertical
    engine.insetReference =
      switch sectionInsetReference {
      case .fromContentInset: .fromContentInset
      case .fromSafeArea: .fromSafeArea
      case .fromLayoutMargins: .fromLayoutMargins
      }
    var environment = LayoutEnvironment(
      containerSize: Size(width: Double(collectionView.bounds.width), height: Double(collectionView.bounds.height)),
      safeArea: LayoutEdgeInsets(collectionView.safeAreaInsets),
      contentInset: LayoutEdgeInsets(collectionView.contentInset),
      scrollDirection: vertical ? .vertical : .horizontal,
      layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight)
    environment.displayScale = Double(collectionView.traitCollection.displayScale)
    let margins = collectionView.layoutMarginsGuide.layoutFrame
    let bounds = collectionView.bounds
    environment.layoutMargins = LayoutEdgeInsets(
      top: Double(margins.minY - bounds.minY), left: Double(margins.minX - bounds.minX),
      bottom: Double(bounds.maxY - margins.maxY), right: Double(bounds.maxX - margins.maxX))
    // A delegate may read the layout while it is asked for sizes (its content size, say):
    // UIKit's flow layout then answers from its last layout, so the engine is laid out as a
    // copy, and no read overlaps the change.
    var updated = engine
    updated.invalidateAll()
    updated.prepare(environment: environment, dataSource: FlowSource(layout: self, collectionView: collectionView))
    engine = updated
  }

  /// The engine's content size.
  open override var collectionViewContentSize: CGSize {
    let size = engine.model.contentSize
    return CGSize(width: size.width, height: size.height)
  }

  /// The cells, headers and footers whose frames meet `rect`, headers pinned as configured.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let query = Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    return engine.model.elements(in: query, scroll: scrollState).compactMap(attributes)
  }

  /// The cell at `indexPath`, or `nil` past the data.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    engine.model.attributes(for: .cell(section: indexPath.section, item: indexPath.item), scroll: scrollState)
      .flatMap(attributes)
  }

  /// The section's header or footer; `nil` for other kinds.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let kind: ElementKind? =
      switch elementKind {
      case UICollectionView.elementKindSectionHeader: .header
      case UICollectionView.elementKindSectionFooter: .footer
      default: nil
      }
    guard let kind else { return nil }
    return engine.model.attributes(for: .supplementary(kind, section: indexPath.section), scroll: scrollState)
      .flatMap(attributes)
  }

  /// A size change relayouts; with pinned headers or footers, any scroll re-pins.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size || sectionHeadersPinToVisibleBounds
      || sectionFootersPinToVisibleBounds
  }

  // MARK: Self-sizing

  /// True for a cell whose preferred size differs, when `estimatedItemSize` turns self-sizing on.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }

  /// Keeps a finite, non-negative preferred size for the next layout.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let size = preferredAttributes.size
    if size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite {
      measured[originalAttributes.indexPath] = size
      contentChanged = true
    }
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }

  // MARK: Private

  private var scrollState: ScrollState {
    let offset = collectionView?.contentOffset ?? .zero
    return ScrollState(contentOffset: Point(x: Double(offset.x), y: Double(offset.y)))
  }

  /// UIKit attributes of an engine element (backgrounds have none in a flow layout).
  private func attributes(_ element: LayoutAttributes) -> UICollectionViewLayoutAttributes? {
    let path = IndexPath(item: element.id.item, section: element.id.section)
    let made: UICollectionViewLayoutAttributes
    switch (element.id.category, element.id.kind) {
    case (.cell, _): made = UICollectionViewLayoutAttributes(forCellWith: path)
    case (.supplementary, ElementKind.header?):
      made = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
    case (.supplementary, ElementKind.footer?):
      made = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: path)
    default: return nil
    }
    let f = element.frame
    made.frame = CGRect(x: f.minX, y: f.minY, width: f.width, height: f.height)
    made.zIndex = element.zIndex
    return made
  }

  /// Each section's values from the delegate (or the properties) for the engine.
  fileprivate func sizeForItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
    if estimatedItemSize != .zero {
      return measured[indexPath] ?? (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
    }
    return flowDelegate(of: collectionView)?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
      ?? itemSize
  }

  fileprivate func flowDelegate(of collectionView: UICollectionView) -> UICollectionViewDelegateFlowLayout? {
    collectionView.delegate as? UICollectionViewDelegateFlowLayout
  }
}

/// A flow layout's sections for the engine.
@MainActor
private struct FlowSource: @MainActor PluginLayoutDataSource {
  let layout: UICollectionViewFlowLayout
  let collectionView: UICollectionView

  var numberOfSections: Int { collectionView.numberOfSections }
  func numberOfItems(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }

  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
    let delegate = layout.flowDelegate(of: collectionView)
    let inset =
      delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
    let line =
      delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
      ?? layout.minimumLineSpacing
    let item =
      delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
      ?? layout.minimumInteritemSpacing
    let header =
      delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
      ?? layout.headerReferenceSize
    let footer =
      delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
      ?? layout.footerReferenceSize
    let vertical = layout.scrollDirection == .vertical
    func chrome(_ size: CGSize) -> Size {
      vertical
        ? Size(width: crossExtent, height: Double(size.height)) : Size(width: Double(size.width), height: crossExtent)
    }
    var effects: [SectionEffect] = []
    if layout.sectionHeadersPinToVisibleBounds {
      effects.append(SectionEffect(StickyEffect(edge: .start), on: .header))
    }
    if layout.sectionFootersPinToVisibleBounds { effects.append(SectionEffect(StickyEffect(edge: .end), on: .footer)) }
    var descriptor = SectionDescriptor(
      layout: FlowSectionLayout(interItemSpacing: Double(item), lineSpacing: Double(line), alignment: .default),
      headerSize: header.height > 0 || header.width > 0 ? chrome(header) : .zero,
      footerSize: footer.height > 0 || footer.width > 0 ? chrome(footer) : .zero, inset: LayoutEdgeInsets(inset),
      effects: effects)
    descriptor.hasBackground = false
    return descriptor
  }

  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
    let size = layout.sizeForItem(at: IndexPath(item: path.item, section: path.section), in: collectionView)
    return ItemInput(size: Size(width: Double(size.width), height: Double(size.height)))
  }
}

extension LayoutEdgeInsets {
  /// The engine's insets of UIKit's.
  init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
  }
}
