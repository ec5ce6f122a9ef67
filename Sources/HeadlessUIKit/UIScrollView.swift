import Foundation

/// UIKit's `UIScrollView`: content offset (the bounds' origin), content size, insets, the
/// scrolling settings, and a delegate told of every scroll. Headless: there are no
/// touches; `headlessBeginDragging()`, `headlessDrag(by:)` and
/// `headlessEndDragging(velocity:)` simulate a finger (UIScrollView+Dragging.swift).
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How quickly the content slows down after a drag, as UIKit's
  /// `UIScrollView.DecelerationRate`: the fraction of its velocity kept per millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction kept per millisecond.
    public let rawValue: CGFloat
    /// Creates a rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// UIKit's normal rate, 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate, 0.99 (paging).
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// Who hears about scrolling (a collection view's delegate is also this).
  open weak var delegate: UIScrollViewDelegate?
  /// The recognizer a finger drags the content with: attached to the scroll view itself
  /// until code moves it to another view, as UIKit's.
  public let panGestureRecognizer = UIPanGestureRecognizer()

  /// A scroll view with a frame, its pan recognizer attached to it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(panGestureRecognizer)
  }

  /// Scroll views are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }
  /// Whether a finger can scroll the content.
  open var isScrollEnabled = true
  /// Whether the content goes past its edges and springs back.
  open var bounces = true
  /// Whether the content bounces on the horizontal axis even when it fits.
  open var alwaysBounceHorizontal = false
  /// Whether the content bounces on the vertical axis even when it fits.
  open var alwaysBounceVertical = false
  /// Whether the content rests only on multiples of the bounds' size.
  open var isPagingEnabled = false
  /// How quickly the content slows down after a drag.
  open var decelerationRate = DecelerationRate.normal
  /// Whether the horizontal indicator shows while scrolling (nothing is drawn headless).
  open var showsHorizontalScrollIndicator = true
  /// Whether the vertical indicator shows while scrolling (nothing is drawn headless).
  open var showsVerticalScrollIndicator = true
  /// Whether a finger is on the content.
  public internal(set) var isTracking = false
  /// Whether a finger has moved the content and not lifted yet.
  public internal(set) var isDragging = false
  /// Whether the content is coasting after a drag.
  public internal(set) var isDecelerating = false
  /// The unbounded offset the finger asks for while dragging (the shown one rubber-bands).
  var dragOffset: CGPoint = .zero

  /// Every change of the offset tells the delegate, as UIKit.
  open override var bounds: CGRect {
    didSet { if oldValue.origin != bounds.origin { delegate?.scrollViewDidScroll(self) } }
  }
  /// How the safe area is added to the content inset, as UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like `scrollableAxes`, and always the top and bottom edges (UIKit's default).
    case automatic
    /// Edges of the axes the content scrolls along.
    case scrollableAxes
    /// Never.
    case never
    /// All four edges.
    case always
  }

  /// The point of the content at the view's top-left corner: the bounds' origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }

  /// Sets the offset (headless: never animated).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The size of the content.
  open var contentSize: CGSize = .zero

  /// Extra scrollable space around the content.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { if oldValue != contentInset { adjustedContentInsetDidChange() } }
  }

  /// How the safe area adds to the content inset.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if oldValue != contentInsetAdjustmentBehavior { adjustedContentInsetDidChange() } }
  }

  /// The content inset plus the part of the safe area the adjustment behaviour adds.
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    var inset = contentInset
    let horizontal = contentSize.width > bounds.width
    let vertical = contentSize.height > bounds.height
    switch contentInsetAdjustmentBehavior {
    case .never:
      return inset
    case .always:
      return UIEdgeInsets(
        top: inset.top + safe.top, left: inset.left + safe.left, bottom: inset.bottom + safe.bottom,
        right: inset.right + safe.right)
    case .automatic, .scrollableAxes:
      if vertical || contentInsetAdjustmentBehavior == .automatic {
        inset.top += safe.top
        inset.bottom += safe.bottom
      }
      if horizontal {
        inset.left += safe.left
        inset.right += safe.right
      }
      return inset
    }
  }

  /// Scrolls the least distance that makes `rect` visible (headless: never animated).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let inset = adjustedContentInset
    var offset = contentOffset
    // The visible span on each axis, less the insets; move only if the rect leaves it,
    // preferring to show its leading edge when it does not fit.
    let visibleHeight = bounds.height - inset.top - inset.bottom
    if rect.minY < offset.y + inset.top || rect.height > visibleHeight {
      offset.y = rect.minY - inset.top
    } else if rect.maxY > offset.y + inset.top + visibleHeight {
      offset.y = rect.maxY - inset.top - visibleHeight
    }
    let visibleWidth = bounds.width - inset.left - inset.right
    if rect.minX < offset.x + inset.left || rect.width > visibleWidth {
      offset.x = rect.minX - inset.left
    } else if rect.maxX > offset.x + inset.left + visibleWidth {
      offset.x = rect.maxX - inset.left - visibleWidth
    }
    setContentOffset(offset, animated: animated)
  }

  /// Where the content rests after a drag, before the delegate sees it: the projection
  /// kept within the scrollable range. A collection view asks its layout here.
  open func headlessTargetContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    let range = offsetRange
    return CGPoint(x: clamp(proposed.x, range.x), y: clamp(proposed.y, range.y))
  }

  /// Called when the content inset or the safe area changes.
  open func adjustedContentInsetDidChange() { setNeedsLayout() }

  /// The adjusted content inset follows the safe area, as on UIKit.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    adjustedContentInsetDidChange()
  }
}
