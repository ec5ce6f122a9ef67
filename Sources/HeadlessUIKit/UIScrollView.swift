import Foundation

/// The part of UIKit's `UIScrollView` that layouts read: content offset (the bounds'
/// origin), content size and insets.
@MainActor
open class UIScrollView: UIView {
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

  /// Called when the content inset or the safe area changes.
  open func adjustedContentInsetDidChange() { setNeedsLayout() }

  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    adjustedContentInsetDidChange()
  }
}
