import CollectionLayout
import Foundation

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// How one section of a ``ScrollableSectionCollectionViewLayout`` scrolls, as upstream's
/// `JEKScrollViewConfiguration`: the settings of the section's scroll view, plus where a
/// gesture comes to rest (``snapping``), which upstream leaves to custom code.
public final class ScrollViewConfiguration: NSObject {
  /// Whether the row bounces past its ends.
  public var bounces = true
  /// Whether the row bounces even when it fits.
  public var alwaysBounceHorizontal = false
  /// Whether the row shows a scroll indicator.
  public var showsHorizontalScrollIndicator = false
  /// How quickly the row slows down after a drag.
  public var decelerationRate = UIScrollView.DecelerationRate.normal
  /// Whether the row rests on multiples of the section's width (sets ``snapping`` to
  /// `.paging`; turning it off makes a paging row continuous).
  public var isPagingEnabled: Bool {
    get { snapping == .paging }
    set { snapping = newValue ? .paging : (snapping == .paging ? .continuous : snapping) }
  }
  /// Whether a finger can scroll the row.
  public var isScrollEnabled = true
  /// Where a gesture comes to rest: anywhere (`continuous`), a page, an item's leading
  /// edge (`groupPaging`, `continuousGroupLeadingBoundary`) or an item centred
  /// (`groupPagingCentered`).
  public var snapping = OrthogonalScrollingBehavior.continuous

  /// A plain scroll view's settings.
  public override init() { super.init() }

  /// A plain scroll view's settings, as upstream's `defaultConfiguration`.
  public static func `default`() -> ScrollViewConfiguration { ScrollViewConfiguration() }

  /// The engine's form of these settings (the deceleration rate kept within (0, 1)).
  var engineConfiguration: StripScrollSettings {
    let rate = Double(decelerationRate.rawValue)
    return StripScrollSettings(
      snapping: snapping, isScrollEnabled: isScrollEnabled, bounces: bounces, alwaysBounces: alwaysBounceHorizontal,
      showsScrollIndicator: showsHorizontalScrollIndicator,
      decelerationRate: rate.isFinite && rate > 0 && rate < 1 ? rate : 0.998)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
