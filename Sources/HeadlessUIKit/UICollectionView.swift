import Foundation

/// A headless collection view, as UIKit's `UICollectionView`: it reads its data source,
/// calls its layout in UIKit's order, shows (records) the elements in its bounds, and
/// flags what UIKit would reject.
///
/// There is no run loop: call ``layoutIfNeeded()`` where UIKit would lay out on the next
/// frame. The order of a layout pass: `prepare()` (after an invalidation) →
/// `collectionViewContentSize` → `layoutAttributesForElements(in:)` for the bounds → views
/// apply their attributes → self-sizing (`preferredLayoutAttributesFitting` →
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:…)` →
/// `invalidationContext(forPreferredLayoutAttributes:…)` → `invalidateLayout(with:)`, and
/// the pass again). Every call is appended to ``headlessLayoutCalls``; every problem to
/// ``headlessRejections``.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The kind of section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// What an element is.
  public enum ElementCategory: UInt, Hashable, Sendable {
    /// A cell.
    case cell
    /// A supplementary view.
    case supplementaryView
    /// A decoration view.
    case decorationView
  }

  /// Where `scrollToItem` puts the item.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a position.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No position.
    public static let none = ScrollPosition([])
    /// At the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The layout; setting it is a layout change without animation (see
  /// ``setCollectionViewLayout(_:animated:completion:)``): on screen the new layout is laid
  /// out at once, between the transition calls; off screen it is prepared at the next
  /// layout pass.
  open var collectionViewLayout: UICollectionViewLayout {
    get { installedLayout }
    set { changeLayout(to: newValue, layingOut: false) }
  }
  /// The layout in use.
  var installedLayout: UICollectionViewLayout
  /// Whether a layout pass has run since the collection view was made.
  var hasDoneFirstLayout = false
  /// Where the data comes from.
  open weak var dataSource: UICollectionViewDataSource? {
    didSet { reloadData() }
  }
  /// The delegate as a collection view's (display events, target offsets); the
  /// scroll-view ``UIScrollView/delegate`` holds it, as in UIKit.
  var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

  /// Every call made on the layout (and self-sizing views), in order.
  public internal(set) var headlessLayoutCalls: [LayoutCall] = []
  /// Everything UIKit would have rejected.
  public internal(set) var headlessRejections: [UIKitRejection] = []
  /// Whether every newly shown element is cross-checked against the layout's per-element
  /// query (`layoutAttributesForItem(at:)` …), as UIKit does on updates and scrolling to an
  /// item. On by default; benchmarks turn it off.
  public var headlessVerifiesElementQueries = true
  /// Whether a batch update queries the layout for the visible elements after the
  /// data-source-count invalidation and before `prepare(forCollectionViewUpdates:)`, as
  /// UIKit may (MagazineLayout documents it and guards for it). On by default, so every
  /// layout tested here meets that window.
  public var headlessQueriesDuringUpdates = true
  /// Whether calls are recorded (benchmarks turn it off).
  public var headlessRecordsCalls = true
  /// The initial and final attributes the layout gave for the last batch update.
  public internal(set) var headlessLastUpdate = UpdateAnimations()

  /// Item counts per section, as last read from the data source.
  var itemCounts: [Int]?
  /// Whether the layout must be prepared before it is queried.
  var layoutNeedsPrepare = true
  /// Views on screen with the attributes they were given.
  var displayed: [DisplayedElement: (view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)] =
    [:]
  /// Whether a view shown may ask to be measured again (iOS 16; see
  /// UICollectionView+SelfSizingInvalidation.swift).
  open var selfSizingInvalidation = SelfSizingInvalidation.enabled
  /// Elements shown whose views asked to be measured again at the next layout pass.
  var pendingMeasurements: Set<DisplayedElement> = []
  var cellClasses: [String: AnyClass] = [:]
  var supplementaryClasses: [String: AnyClass] = [:]
  /// Reuse identifiers registered with a nib (which HeadlessUIKit cannot load).
  var nibIdentifiers: Set<String> = []
  /// Reuse identifiers registered by cell and supplementary registrations.
  var registeredByRegistration: Set<String> = []
  /// The bounds before a size change made inside an animation block: the next layout pass
  /// brackets itself with the layout's animated-bounds-change calls.
  var animatedBoundsChange: CGRect?
  var reusePool: [String: [UICollectionReusableView]] = [:]
  /// While an item is reconfigured: its index path and the cell it keeps.
  var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?
  /// Updates collected inside `performBatchUpdates`.
  var pendingUpdates: [HeadlessUpdate] = []
  var batchDepth = 0
  /// While set, a change of bounds does not consult the layout (an adjustment it asked for).
  var appliesLayoutAdjustment = false
  /// The item being moved interactively (see UICollectionView+InteractiveMovement.swift).
  var interactiveMovement: InteractiveMovement?
  /// Drop placeholders in place (see UICollectionView+DropPlaceholders.swift).
  var dropPlaceholders: [HeadlessDropPlaceholder] = []
  /// The item that has focus (see UICollectionView+Focus.swift).
  var focusedIndexPath: IndexPath?
  /// Takes drops (UIKit holds it weakly).
  open weak var dropDelegate: (any UICollectionViewDropDelegate)?
  /// Starts drags (UIKit holds it weakly).
  open weak var dragDelegate: (any UICollectionViewDragDelegate)?
  /// Whether items can be dragged: true by default, as UIKit's since iOS 15.
  open var dragInteractionEnabled = true
  /// How readily items make way during a drag (UIKit's default: immediately).
  open var reorderingCadence: ReorderingCadence = .immediate
  /// Whether a drag from this collection view is under way (never, headless).
  open var hasActiveDrag: Bool { false }
  /// Whether a drop onto this collection view is under way (while `performDropWith` runs).
  open internal(set) var hasActiveDrop = false
  /// The layout change the app drives (see UICollectionView+InteractiveTransition.swift).
  var interactiveTransition: InteractiveTransition?
  /// Whether the collection view is editing (iOS 14): the cells on screen update their
  /// configurations for the new state (UICollectionView+Editing.swift).
  open var isEditing = false {
    didSet { if isEditing != oldValue { editingDidChange() } }
  }

  /// Creates a collection view with a frame and a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    installedLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Collection views are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Bounds changes ask the layout whether to invalidate and for the context while the old
  /// bounds are in place, then apply the new bounds, then invalidate with the context — as
  /// UIKit does: a layout that reads `collectionView.bounds` in `invalidateLayout(with:)` or
  /// `prepare()` sees the new size (MagazineLayout relies on this on rotation).
  open override var bounds: CGRect {
    willSet {
      if newValue != bounds && !appliesLayoutAdjustment { pendingBoundsContext = boundsWillChange(to: newValue) }
    }
    didSet {
      if UIView.headlessIsAnimating && oldValue.size != bounds.size && animatedBoundsChange == nil {
        animatedBoundsChange = oldValue
      }
      if let context = pendingBoundsContext {
        pendingBoundsContext = nil
        collectionViewLayout.invalidateLayout(with: context)
      }
      if oldValue != bounds { setNeedsLayout() }
    }
  }

  /// The invalidation context of a bounds change, between asking for it and applying it.
  var pendingBoundsContext: UICollectionViewLayoutInvalidationContext?

  /// Lays out the visible elements (see the type's documentation for the order).
  open override func layoutSubviews() {
    super.layoutSubviews()
    // A size changed inside an animation block: UIKit asks the layout to prepare for the
    // animated bounds change before the pass and to finalize it after.
    defer { hasDoneFirstLayout = true }
    guard let oldBounds = animatedBoundsChange else { return performLayoutPass() }
    animatedBoundsChange = nil
    record(.prepareForAnimatedBoundsChange, detail: "\(oldBounds)")
    collectionViewLayout.prepare(forAnimatedBoundsChange: oldBounds)
    // UIKit asks where to rest in the new bounds before laying them out: MagazineLayout
    // takes its anchor in prepare(forAnimatedBoundsChange:), reads it only in
    // targetContentOffset(forProposedContentOffset:) and drops it in
    // finalizeAnimatedBoundsChange(), and so keeps its first visible item on rotation.
    prepareAndSettle(collectionViewLayout)
    performLayoutPass()
    record(.finalizeAnimatedBoundsChange)
    collectionViewLayout.finalizeAnimatedBoundsChange()
  }

  /// Replaces the layout, as UIKit's (headless: without interpolation), then runs
  /// `completion` with `true`.
  ///
  /// On screen (in a window) and after its first layout pass, the collection view tells the
  /// old layout `prepareForTransition(to:)` and the new one `prepareForTransition(from:)`,
  /// installs and lays out the new one, then tells both `finalizeLayoutTransition()` — with
  /// or without animation. Off screen or before its first layout it installs the new layout
  /// at once and tells neither, to be prepared at the next pass. Either way the new layout
  /// is first invalidated entirely, data-source counts included. (Apple documents the three
  /// calls as made "prior to performing a layout transition"; when they are skipped, and
  /// the invalidation, follow a public decompilation of `_setCollectionViewLayout:animated:…`
  /// in UXKit, Apple's port of UIKit's collection view. A layout must not rely on hearing
  /// them.)
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    changeLayout(to: layout, layingOut: true)
    completion?(true)
  }

  /// Installs `layout` (see ``setCollectionViewLayout(_:animated:completion:)``); with
  /// `layingOut`, lays it out now.
  private func changeLayout(to layout: UICollectionViewLayout, layingOut: Bool) {
    // HeadlessUIKit's choice (UIKit documents none): a running interactive change ends first.
    cancelInteractiveTransition()
    let old = installedLayout
    guard old !== layout else {
      if layingOut { layoutIfNeeded() }
      return
    }
    let tellsLayouts = beginLayoutChange(from: old, to: layout)
    installedLayout = layout
    old.collectionView = nil
    layout.collectionView = self
    layoutNeedsPrepare = true
    setNeedsLayout()
    guard layingOut || tellsLayouts else { return }
    if tellsLayouts {
      // Apple: the collection view asks where to rest "when transitioning between layouts",
      // after the layout's prepare() and collectionViewContentSize.
      prepareAndSettle(layout)
    }
    layoutIfNeeded()
    if tellsLayouts { finalizeLayoutChange(from: old, to: layout) }
  }

  /// The start of a change from `old` to `layout`, plain or interactive: the new layout
  /// recomputes everything (it may last have seen other data, or none) and, on screen after
  /// the first layout pass, both hear `prepareForTransition`. Returns whether they did.
  func beginLayoutChange(from old: UICollectionViewLayout, to layout: UICollectionViewLayout) -> Bool {
    let context = layout.makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    guard window != nil && hasDoneFirstLayout else { return false }
    record(.prepareForTransitionToLayout)
    old.prepareForTransition(to: layout)
    record(.prepareForTransitionFromLayout)
    layout.prepareForTransition(from: old)
    return true
  }

  /// The end of a change the layouts were told of: both hear `finalizeLayoutTransition()`.
  func finalizeLayoutChange(from old: UICollectionViewLayout, to layout: UICollectionViewLayout) {
    record(.finalizeLayoutTransition)
    old.finalizeLayoutTransition()
    record(.finalizeLayoutTransition)
    layout.finalizeLayoutTransition()
  }

  /// A drag of the collection view rests where its layout says
  /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), as UIKit.
  open override func headlessTargetContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint)
    -> CGPoint
  {
    record(.targetContentOffsetWithVelocity, detail: "\(proposed) velocity \(velocity)")
    return collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
  }

  // MARK: Data

  /// The number of sections, read from the data source when needed.
  open var numberOfSections: Int { loadedCounts().count }

  /// The number of items in `section` (0 for a section that does not exist).
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = loadedCounts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Reads the counts again and invalidates the whole layout; the next layout pass shows
  /// fresh cells.
  open func reloadData() {
    // UIKit: "reloadData will discard any uncommitted updates" (an interactive movement);
    // an interactive layout change is cancelled first (HeadlessUIKit's choice), so the
    // reload reaches the layout that stays.
    interactiveMovement = nil
    dropPlaceholders = []
    cancelInteractiveTransition()
    pendingUpdates = []
    itemCounts = nil
    for (_, entry) in displayed { enqueueForReuse(entry.view) }
    displayed = [:]
    let context = collectionViewLayout.makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
  }

  func loadedCounts() -> [Int] {
    if let itemCounts { return itemCounts }
    let counts = readCounts()
    itemCounts = counts
    return counts
  }

  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = Swift.max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
  }

  // MARK: Registration and dequeuing

  /// Registers the cell class for `identifier`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
  }

  /// Registers the view class for supplementary views of `elementKind` with `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[elementKind + "\u{0}" + identifier] = viewClass
  }

  /// A cell of the class registered for `identifier` (a plain cell, with a rejection, if
  /// none was).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let reconfiguring, reconfiguring.indexPath == indexPath { return reconfiguring.cell }
    let key = "cell\u{0}" + identifier
    if let view = reusePool[key]?.popLast() as? UICollectionViewCell {
      view.prepareForReuse()
      return view
    }
    if nibIdentifiers.contains("cell\u{0}" + identifier) {
      reject(
        .unregisteredReuseIdentifier, "\"\(identifier)\" is registered from a nib, which HeadlessUIKit cannot load")
      return UICollectionViewCell(frame: .zero)
    }
    return makeView(
      of: cellClasses[identifier], identifier: identifier,
      unregistered: "no cell class registered for \"\(identifier)\" (item \(indexPath))")
  }

  /// A supplementary view of the class registered for `elementKind` and `identifier`.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = elementKind + "\u{0}" + identifier
    if let view = reusePool[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    return makeView(
      of: supplementaryClasses[key], identifier: identifier,
      unregistered: "no \(elementKind) class registered for \"\(identifier)\" (\(indexPath))")
  }

  /// A new view of `registered` for `identifier`; without a registered class UIKit raises,
  /// so the call is rejected (a plain view keeps the test running).
  private func makeView<View: UICollectionReusableView>(
    of registered: AnyClass?, identifier: String, unregistered: @autoclosure () -> String
  ) -> View {
    guard let type = registered as? View.Type else {
      reject(.unregisteredReuseIdentifier, unregistered())
      return View()
    }
    let view = type.init()
    view.reuseIdentifier = identifier
    return view
  }

  func enqueueForReuse(_ view: UICollectionReusableView) {
    view.headlessHost = nil
    guard let id = view.reuseIdentifier else { return }
    let kind = view.headlessAppliedAttributes?.representedElementKind ?? "cell"
    reusePool[kind + "\u{0}" + id, default: []].append(view)
  }

  // MARK: What is on screen

  /// The cells on screen.
  open var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
  }

  /// The index paths of the cells on screen, sorted.
  open var indexPathsForVisibleItems: [IndexPath] {
    displayed.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
  }

  /// The cell on screen at `indexPath`, if any.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    displayed[DisplayedElement(category: .cell, kind: nil, indexPath: indexPath)]?.view as? UICollectionViewCell
  }

  /// The index path of `cell` while it is on screen, `nil` otherwise.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    displayed.first { $0.key.category == .cell && $0.value.view === cell }?.key.indexPath
  }

  /// The supplementary views of `elementKind` on screen.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaryView(forElementKind: elementKind, at: $0)
    }
  }

  /// The index paths of supplementary views of `elementKind` on screen, sorted.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    displayed.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// The supplementary view on screen, if any.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?
  {
    displayed[DisplayedElement(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]?.view
  }

  /// The decoration view of `elementKind` on screen at `indexPath`, if any. Headless only:
  /// UIKit offers no look-up of decoration views, which an app finds among the collection
  /// view's subviews.
  public func headlessDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
    displayed[DisplayedElement(category: .decorationView, kind: elementKind, indexPath: indexPath)]?.view
  }

  /// The item at `point` (in the collection view's coordinates): the topmost cell whose
  /// frame holds it in the layout's answer, or `nil`.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    collectionViewLayout.topmostCell(at: layoutPoint(for: point))
  }

  /// The layout's attributes for the item (asks the layout).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    record(.layoutAttributesForItem, indexPath: indexPath)
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Everything on screen with the attributes applied to it (headless), by element.
  public var headlessDisplayedAttributes: [DisplayedElement: UICollectionViewLayoutAttributes] {
    displayed.mapValues(\.attributes)
  }

  /// Clears the recorded calls and rejections.
  public func headlessClearRecords() {
    headlessLayoutCalls = []
    headlessRejections = []
  }

  // MARK: Recording

  func record(
    _ method: LayoutCall.Method, indexPath: IndexPath? = nil, kind: String? = nil,
    detail: @autoclosure () -> String = ""
  ) {
    guard headlessRecordsCalls else { return }
    headlessLayoutCalls.append(LayoutCall(method, indexPath: indexPath, kind: kind, detail: detail()))
  }

  func reject(_ reason: UIKitRejection.Reason, _ message: String) {
    headlessRejections.append(UIKitRejection(reason: reason, message: message))
  }

  /// Called by the layout's `invalidateLayout(with:)`.
  func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
    record(
      .invalidateLayout,
      detail: "everything: \(context.invalidateEverything), dataSourceCounts: \(context.invalidateDataSourceCounts)")
    layoutNeedsPrepare = true
    if context.contentOffsetAdjustment != .zero {
      appliesLayoutAdjustment = true
      contentOffset.x += context.contentOffsetAdjustment.x
      contentOffset.y += context.contentOffsetAdjustment.y
      appliesLayoutAdjustment = false
    }
    contentSize.width += context.contentSizeAdjustment.width
    contentSize.height += context.contentSizeAdjustment.height
    setNeedsLayout()
  }

  /// Asks the layout about a bounds change, as UIKit does before applying it; returns the
  /// context to invalidate with once the bounds are applied, if the layout wants one.
  func boundsWillChange(to newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext? {
    let layout = collectionViewLayout
    record(.shouldInvalidateForBoundsChange, detail: "\(newBounds)")
    guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return nil }
    record(.invalidationContextForBoundsChange, detail: "\(newBounds)")
    return layout.invalidationContext(forBoundsChange: newBounds)
  }

  /// The safe area or content inset changed: UIKit invalidates the layout.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    collectionViewLayout.invalidateLayout()
  }

  /// The margins changed: the layout is invalidated, as for the safe area, since sections
  /// may keep to the margins or the readable guide (`UIContentInsetsReference`, iOS 14).
  open override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    collectionViewLayout.invalidateLayout()
  }

  /// A trait change (direction, scale, text size) invalidates the layout and reaches the
  /// views shown, which take the collection view's traits: UIKit passes a trait change
  /// down the view hierarchy (`traitCollectionDidChange(_:)`), where a cell whose content
  /// follows the text size asks to be measured again.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    collectionViewLayout.invalidateLayout()
    for (view, _) in displayed.values { view.traitCollectionDidChange(previousTraitCollection) }
  }

  /// A forced direction invalidates the layout.
  open override var semanticContentAttribute: UISemanticContentAttribute {
    didSet { if oldValue != semanticContentAttribute { collectionViewLayout.invalidateLayout() } }
  }
}

/// The initial and final attributes a layout gave for one batch update, by element (after
/// the update for appearing elements, before it for disappearing ones); `nil` where the
/// layout returned none.
public struct UpdateAnimations {
  /// Elements on screen after the update: where they start.
  public var initial: [DisplayedElement: UICollectionViewLayoutAttributes?] = [:]
  /// Elements on screen before the update: where they end.
  public var final: [DisplayedElement: UICollectionViewLayoutAttributes?] = [:]
}
