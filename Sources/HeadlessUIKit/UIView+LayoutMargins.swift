import Foundation

/// UIKit's `UILayoutGuide`, as layouts read it: a rectangle in its owning view's
/// coordinates. HeadlessUIKit has no Auto Layout, so only the view's own guides exist and
/// their frames are computed from the view's bounds, safe area and margins.
@preconcurrency @MainActor
open class UILayoutGuide {
  /// Which of the view's guides this is.
  enum Role { case safeArea, layoutMargins, readableContent }

  /// The view the guide belongs to.
  open private(set) weak var owningView: UIView?
  let role: Role

  init(owningView: UIView, role: Role) {
    self.owningView = owningView
    self.role = role
  }

  /// The guide's rectangle in its owning view's coordinate system (its bounds).
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    switch role {
    case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
    case .layoutMargins: return view.marginsFrame
    case .readableContent: return view.readableFrame
    }
  }
}

/// The three guides every `UIView` has.
@MainActor
struct LayoutGuides {
  let safeArea: UILayoutGuide
  let layoutMargins: UILayoutGuide
  let readableContent: UILayoutGuide

  init(owner: UIView) {
    safeArea = UILayoutGuide(owningView: owner, role: .safeArea)
    layoutMargins = UILayoutGuide(owningView: owner, role: .layoutMargins)
    readableContent = UILayoutGuide(owningView: owner, role: .readableContent)
  }
}

extension UIView {
  /// The layout margins by left and right edge, kept in step with
  /// ``directionalLayoutMargins`` through the view's layout direction (Apple's
  /// `layoutMargins` documentation: leading and trailing are synchronized with left and
  /// right).
  public var layoutMargins: UIEdgeInsets {
    get {
      let m = directionalLayoutMargins
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      return UIEdgeInsets(
        top: m.top, left: rtl ? m.trailing : m.leading, bottom: m.bottom, right: rtl ? m.leading : m.trailing)
    }
    set {
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: newValue.top, leading: rtl ? newValue.right : newValue.left, bottom: newValue.bottom,
        trailing: rtl ? newValue.left : newValue.right)
    }
  }

  /// The safe area as a guide.
  public var safeAreaLayoutGuide: UILayoutGuide { guides.safeArea }
  /// The margins as a guide: the bounds, less the safe area when
  /// ``insetsLayoutMarginsFromSafeArea``, less the margins. Adding the two is our reading of
  /// Apple's "margins … modified to fall within the safe area"; on a device the adapters
  /// read UIKit's own guide.
  public var layoutMarginsGuide: UILayoutGuide { guides.layoutMargins }
  /// The readable content as a guide: the margins guide, narrowed to
  /// ``headlessReadableContentWidth`` about its centre.
  public var readableContentGuide: UILayoutGuide { guides.readableContent }

  var marginsFrame: CGRect {
    let base = insetsLayoutMarginsFromSafeArea ? bounds.inset(by: safeAreaInsets) : bounds
    let margins = base.inset(by: layoutMargins)
    return CGRect(
      x: margins.minX, y: margins.minY, width: Swift.max(0, margins.width), height: Swift.max(0, margins.height))
  }

  var readableFrame: CGRect {
    let margins = marginsFrame
    guard let limit = headlessReadableContentWidth, limit >= 0, limit < margins.width else { return margins }
    return CGRect(x: margins.minX + (margins.width - limit) / 2, y: margins.minY, width: limit, height: margins.height)
  }
}
