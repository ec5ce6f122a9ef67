import Foundation

/// The part of UIKit's `UIView` that layouts read: geometry, safe area, traits and layout
/// direction. Headless: nothing is drawn; the environment a real window would provide
/// (safe area, traits) is set through the `headless…` properties.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// The frame in the superview's coordinates; its size is the bounds' size.
  open var frame: CGRect {
    get { CGRect(origin: frameOrigin, size: bounds.size) }
    set {
      frameOrigin = newValue.origin
      bounds = CGRect(origin: bounds.origin, size: newValue.size)
    }
  }
  private var frameOrigin: CGPoint = .zero

  /// The view's own coordinate space: for a scroll view the origin is the content offset.
  open var bounds: CGRect = .zero

  /// The background colour.
  open var backgroundColor: UIColor?
  /// Whether the view is hidden.
  open var isHidden = false
  /// The opacity.
  open var alpha: CGFloat = 1
  /// Whether subviews are clipped to the bounds; `false` by default, as UIKit's.
  open var clipsToBounds = false
  /// Whether touches reach the view; `true` by default, as Apple documents for `UIView`.
  open var isUserInteractionEnabled = true
  /// The actions VoiceOver offers on the view beside activating it (UIKit declares it on
  /// every object, through the `UIAccessibilityAction` informal protocol; headless, views).
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// The transform: the affine part of ``transform3D``; setting it sets ``transform3D`` to
  /// its 3D form (a view's layer keeps one 3D transform).
  open var transform: CGAffineTransform {
    get { transform3D.affine }
    set { transform3D = CATransform3D(newValue) }
  }
  /// The 3D transform (iOS 13), identity by default as Apple documents.
  open var transform3D = CATransform3DIdentity
  /// The direction the content is forced to, if any.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet { if oldValue != semanticContentAttribute { setNeedsLayout() } }
  }

  /// The safe area a window would give the view (headless: set it to simulate a notch or
  /// home indicator).
  public var headlessSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if oldValue != headlessSafeAreaInsets { safeAreaInsetsDidChange() } }
  }

  /// The traits a window would give the view (headless: set them to simulate a screen, a
  /// language or a text size). Defaults: scale 2, left to right, the system's default text
  /// size (`.large`).
  public var headlessTraitCollection = UITraitCollection(traitsFrom: [
    UITraitCollection(displayScale: 2), UITraitCollection(layoutDirection: .leftToRight),
    UITraitCollection(preferredContentSizeCategory: .large),
  ]) {
    didSet { traitCollectionDidChange(oldValue) }
  }

  /// The safe-area insets.
  open var safeAreaInsets: UIEdgeInsets { headlessSafeAreaInsets }

  /// The layout margins by leading and trailing edge (see UIView+LayoutMargins.swift):
  /// 8 points on each side, UIKit's default for a view that is not a view controller's
  /// root view.
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
    didSet { if oldValue != directionalLayoutMargins { layoutMarginsDidChange() } }
  }
  /// Whether the margins are measured from the safe area rather than the bounds (UIKit's
  /// default: `true`).
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { if oldValue != insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() } }
  }
  /// The widest the readable content guide gets, centred in the margins guide (headless:
  /// UIKit derives it from the text size by rules it does not document, so HeadlessUIKit
  /// does not; `nil`, the default, makes the readable guide the margins guide, as on an
  /// iPhone in portrait).
  public var headlessReadableContentWidth: CGFloat? {
    didSet { if oldValue != headlessReadableContentWidth { layoutMarginsDidChange() } }
  }
  /// The view's guides, made on first use (see UIView+LayoutMargins.swift).
  lazy var guides = LayoutGuides(owner: self)

  /// The traits of the view's environment.
  open var traitCollection: UITraitCollection { headlessTraitCollection }

  /// The direction the view's content is laid out in, from its semantic content
  /// attribute and its traits.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: .rightToLeft
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .unspecified: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// The smallest size that fits, for `systemLayoutSizeFitting` (UIKit's constant).
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size that fits (UIKit's constant).
  public static let layoutFittingExpandedSize = CGSize(width: 1e5, height: 1e5)

  private var needsLayout = true
  /// The controller whose root view this is: it hears `viewWillLayoutSubviews()` and
  /// `viewDidLayoutSubviews()` around this view's layout.
  weak var owningViewController: UIViewController?
  /// The size Auto Layout would fit this view to (HeadlessUIKit has none): what
  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` answers.
  public var headlessFittingSize: CGSize?
  /// The window whose root view controller's view this is (headless: set by ``UIWindow``).
  weak var rootViewWindow: UIWindow?
  /// The window the view is in: its own as a window's root view, the window itself when
  /// added to one as a subview, else its superview's (Apple: `nil` "if the view has not yet
  /// been added to a window").
  open var window: UIWindow? { rootViewWindow ?? (superview as? UIWindow) ?? superview?.window }

  /// The view this one is inside (see UIView+Hierarchy.swift).
  open internal(set) weak var superview: UIView?
  /// The views inside this one, back to front.
  open internal(set) var subviews: [UIView] = []
  /// The gesture recognizers attached to the view, in the order they were added.
  var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// Called after the view moved into or out of a superview.
  open func didMoveToSuperview() {}

  /// The size that fits `targetSize`, as UIKit's Auto Layout computes it. HeadlessUIKit has
  /// no Auto Layout: a view says its fitting size in ``headlessFittingSize``; along an axis
  /// whose priority is `.required` the target wins, as UIKit keeps a required dimension.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let fitting = headlessFittingSize ?? targetSize
    return CGSize(
      width: horizontalFittingPriority == .required ? targetSize.width : fitting.width,
      height: verticalFittingPriority == .required ? targetSize.height : fitting.height)
  }

  /// The size that fits `targetSize` with both dimensions free.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    self.frameOrigin = frame.origin
    self.bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Views are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Marks the view for layout at the next ``layoutIfNeeded()``.
  open func setNeedsLayout() { needsLayout = true }

  /// Lays the view out now if it is marked (headless: there is no run loop to do it).
  open func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    owningViewController?.viewWillLayoutSubviews()
    layoutSubviews()
    owningViewController?.viewDidLayoutSubviews()
  }

  /// The durations of the animation blocks running now, innermost last (headless: they run
  /// at once, without interpolation).
  static var headlessAnimationDurations: [TimeInterval] = []

  /// Whether the code running is inside an animation block.
  public static var headlessIsAnimating: Bool { !headlessAnimationDurations.isEmpty }

  /// The duration of the animation block the code running is inside; 0 outside one. Apple:
  /// "only returns a non-zero value if called within a UIView animation block".
  open class var inheritedAnimationDuration: TimeInterval { headlessAnimationDurations.last ?? 0 }

  /// Runs `animations` now and `completion` with `true` — HeadlessUIKit does not interpolate;
  /// a collection view resized inside gets UIKit's animated-bounds-change calls.
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    headlessAnimationDurations.append(duration)
    animations()
    headlessAnimationDurations.removeLast()
    completion?(true)
  }

  /// UIKit's `UIView.noIntrinsicMetric`: no natural size along an axis.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The view's natural size; none along either axis for a plain view, as UIKit's.
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  /// Override to lay out content; called by ``layoutIfNeeded()``.
  open func layoutSubviews() {}

  /// Called when the safe area changes.
  open func safeAreaInsetsDidChange() { setNeedsLayout() }

  /// Called when the layout margins (or the readable width) change.
  open func layoutMarginsDidChange() { setNeedsLayout() }

  /// Tells the view its content's size changed. A cell's content view passes it to its
  /// cell, which asks its collection view to measure it again (see
  /// `UICollectionView.selfSizingInvalidation`); other views have no intrinsic size
  /// headless.
  open func invalidateIntrinsicContentSize() {
    if let cell = superview as? UICollectionViewCell, cell.contentView === self {
      cell.invalidateIntrinsicContentSize()
    }
  }

  /// Called when the traits change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { setNeedsLayout() }
}
