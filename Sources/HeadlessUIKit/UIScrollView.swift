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
    var offset = contentOffset
    let visible = bounds.inset(by: adjustedContentInset)
    if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
    if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - adjustedContentInset.top }
    if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
    if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - adjustedContentInset.left }
    setContentOffset(offset, animated: animated)
  }

  /// Called when the content inset or the safe area changes.
  open func adjustedContentInsetDidChange() { setNeedsLayout() }

  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    adjustedContentInsetDidChange()
  }
}
