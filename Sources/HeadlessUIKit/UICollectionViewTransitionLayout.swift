import Foundation

/// The layout a collection view shows during an interactive layout change, as UIKit's
/// `UICollectionViewTransitionLayout` (iOS 7): each element between where the current
/// layout and the next one put it, by `transitionProgress`. Apple: it "determines the
/// layout of each item by interpolating between the layout values in the current and new
/// layout objects", a "linear transition"; frames and alpha are interpolated linearly,
/// the other attributes are the nearer layout's.
///
/// An element only one layout has (in the rect or by index path) is shown as that layout
/// puts it. Setting `transitionProgress` does not invalidate the layout: as Apple
/// documents, the code driving the transition updates it and invalidates. A bounds change
/// reaches both layouts, each with its own context.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
  /// The layout the transition starts from.
  open private(set) var currentLayout: UICollectionViewLayout
  /// The layout the transition goes to.
  open private(set) var nextLayout: UICollectionViewLayout
  /// How far the transition has gone, 0 (the current layout) to 1 (the next).
  open var transitionProgress: CGFloat = 0
  /// Values a subclass animates alongside the transition, by key.
  private var animatedValues: [String: CGFloat] = [:]
  /// The two layouts' own contexts for a bounds change under way.
  private var boundsContexts: [(UICollectionViewLayout, UICollectionViewLayoutInvalidationContext)] = []

  /// A transition from `currentLayout` to `nextLayout`.
  public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = nextLayout
    super.init()
  }

  /// Layouts are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Unavailable, as in UIKit: a transition needs both layouts.
  @available(*, unavailable)
  public override init() { fatalError("UICollectionViewTransitionLayout needs its two layouts") }

  /// Keeps `value` for `key`, for a subclass to read while the transition runs.
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

  /// The value kept for `key` (0 if none).
  open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

  // MARK: Layout

  /// Prepares both layouts.
  open override func prepare() {
    currentLayout.prepare()
    nextLayout.prepare()
  }

  /// Between the two content sizes.
  open override var collectionViewContentSize: CGSize {
    let a = currentLayout.collectionViewContentSize
    let b = nextLayout.collectionViewContentSize
    return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
  }

  /// The elements either layout has in `rect`, each between its two places.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
    let to = nextLayout.layoutAttributesForElements(in: rect) ?? []
    var toByElement: [DisplayedElement: UICollectionViewLayoutAttributes] = [:]
    for a in to { toByElement[DisplayedElement(a)] = a }
    var result: [UICollectionViewLayoutAttributes] = []
    for a in from {
      let element = DisplayedElement(a)
      result.append(mixed(a, toByElement.removeValue(forKey: element) ?? attributes(of: element, in: nextLayout)))
    }
    for b in to where toByElement[DisplayedElement(b)] != nil {
      result.append(mixed(attributes(of: DisplayedElement(b), in: currentLayout), b))
    }
    return result
  }

  /// The item between its two places.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    mixedElement(DisplayedElement(category: .cell, kind: nil, indexPath: indexPath))
  }

  /// The supplementary view between its two places.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    mixedElement(DisplayedElement(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
  }

  /// The decoration view between its two places.
  open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    mixedElement(DisplayedElement(category: .decorationView, kind: elementKind, indexPath: indexPath))
  }

  /// Decoration kinds registered with this layout or either of the two.
  override var decorationViewClasses: [String: AnyClass] {
    get {
      super.decorationViewClasses.merging(currentLayout.decorationViewClasses) { own, _ in own }
        .merging(nextLayout.decorationViewClasses) { earlier, _ in earlier }
    }
    set { super.decorationViewClasses = newValue }
  }

  // MARK: Bounds changes

  /// Whether either layout needs a new layout for the new bounds (a rotation during a
  /// pinch; HeadlessUIKit's choice: UIKit documents no more than the class's role).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    let wanting = [currentLayout, nextLayout].filter { $0.shouldInvalidateLayout(forBoundsChange: newBounds) }
    boundsContexts = wanting.map { ($0, $0.invalidationContext(forBoundsChange: newBounds)) }
    return !wanting.isEmpty
  }

  /// Invalidates itself, and each layout that asked with its own context.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    let contexts = boundsContexts
    boundsContexts = []
    for (layout, own) in contexts { layout.invalidateLayout(with: own) }
    super.invalidateLayout(with: context)
  }

  // MARK: Interpolation

  /// Exactly `a` at 0 and `b` at 1.
  private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a * (1 - transitionProgress) + b * transitionProgress }

  private func mixedElement(_ element: DisplayedElement) -> UICollectionViewLayoutAttributes? {
    let a = attributes(of: element, in: currentLayout)
    let b = attributes(of: element, in: nextLayout)
    guard a != nil || b != nil else { return nil }
    return mixed(a, b)
  }

  /// `a` and `b` mixed by the progress; the one there is when only one is.
  private func mixed(_ a: UICollectionViewLayoutAttributes?, _ b: UICollectionViewLayoutAttributes?)
    -> UICollectionViewLayoutAttributes
  {
    guard let a, let b else { return ((a ?? b)!.copy() as! UICollectionViewLayoutAttributes) }
    let result = (transitionProgress < 0.5 ? a : b).copy() as! UICollectionViewLayoutAttributes
    result.frame = CGRect(
      x: mix(a.frame.minX, b.frame.minX), y: mix(a.frame.minY, b.frame.minY),
      width: mix(a.frame.width, b.frame.width), height: mix(a.frame.height, b.frame.height))
    result.alpha = mix(a.alpha, b.alpha)
    return result
  }

  /// `layout`'s attributes of `element`, asked one by one.
  private func attributes(of element: DisplayedElement, in layout: UICollectionViewLayout)
    -> UICollectionViewLayoutAttributes?
  {
    switch element.category {
    case .cell: layout.layoutAttributesForItem(at: element.indexPath)
    case .supplementaryView:
      layout.layoutAttributesForSupplementaryView(ofKind: element.kind ?? "", at: element.indexPath)
    case .decorationView: layout.layoutAttributesForDecorationView(ofKind: element.kind ?? "", at: element.indexPath)
    }
  }
}
