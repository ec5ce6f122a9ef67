import Foundation

/// Self-sizing invalidation (iOS 16): a cell or supplementary view on screen whose content
/// changed calls `invalidateIntrinsicContentSize()` (on itself or a cell's content view),
/// and the collection view measures it again at its next layout pass, asking the layout
/// whether the new preferred size invalidates it, as for a view just shown. The iPhoneOS
/// SDK header: "Calling -invalidateIntrinsicContentSize on a self-sizing cell or its
/// contentView will cause it to be resized if necessary"; `.enabled` is the default since
/// iOS 16 (WWDC22, "What's new in UIKit"). HeadlessUIKit has no Auto Layout, so
/// `.enabledIncludingConstraints` acts as `.enabled`.
extension UICollectionView {
  /// When a view may ask to be measured again, as UIKit's
  /// `UICollectionView.SelfSizingInvalidation` (its raw values).
  public enum SelfSizingInvalidation: Int, Sendable {
    /// `invalidateIntrinsicContentSize()` changes nothing.
    case disabled
    /// `invalidateIntrinsicContentSize()` measures the view again.
    case enabled
    /// As `.enabled`; UIKit also measures again after Auto Layout changes inside the view.
    case enabledIncludingConstraints
  }

  /// Marks `view` to be measured again at the next layout pass, if it is shown here and
  /// self-sizing invalidation is on.
  func measureAgain(_ view: UICollectionReusableView) {
    guard selfSizingInvalidation != .disabled,
      let element = displayed.first(where: { $0.value.view === view })?.key
    else { return }
    pendingMeasurements.insert(element)
    setNeedsLayout()
  }
}
