import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if (canImport(UIKit) && !os(tvOS)) || canImport(HeadlessUIKit)

/// The actions a swiped row reveals: a view the size of the row, behind its cell, whose
/// action views fill the space the row leaves as it moves. The layout places it; a tap is
/// handled by the layout's tap recognizer, which asks ``actionIndex(at:)``.
@MainActor
final class ListSwipeActionsView: UIView {
  /// One view per action, the one at the edge first.
  let actionViews: [ListSwipeActionView]

  /// A view for `actions`, the one at the edge first, their titles at the text size of
  /// `traits`.
  init(actions: [UIContextualAction], traits: UITraitCollection) {
    let font = ListSwipeActionView.titleFont(for: traits)
    self.actionViews = actions.map { ListSwipeActionView(action: $0, titleFont: font) }
    super.init(frame: .zero)
    clipsToBounds = true
    for view in actionViews { addSubview(view) }
  }

  /// Not archived.
  required init?(coder: NSCoder) { nil }

  /// Each action's width at rest: its title or image with padding, at least
  /// ``ListSwipeGeometry/minimumActionWidth``.
  var actionWidths: [Double] {
    actionViews.map { view in
      let content = Swift.max(view.titleLabel.intrinsicContentSize.width, view.imageView.intrinsicContentSize.width)
      return Swift.max(ListSwipeGeometry.minimumActionWidth, Double(content) + 2 * ListSwipeGeometry.actionPadding)
    }
  }

  /// Lays the action views out along `spans` (from ``ListSwipeGeometry/actionSpans(at:)``),
  /// measured from the view's right edge when `fromRight`, else from its left.
  func layOut(_ spans: [(start: Double, length: Double)], fromRight: Bool) {
    let width = Double(bounds.width)
    for (view, span) in zip(actionViews, spans) {
      let x = fromRight ? width - span.start - span.length : span.start
      view.frame = CGRect(x: x, y: 0, width: span.length, height: Double(bounds.height))
      view.layoutIfNeeded()
    }
  }

  /// The index of the action whose view holds `point` (in this view's coordinates), if any.
  func actionIndex(at point: CGPoint) -> Int? {
    actionViews.firstIndex { view in
      view.frame.width > 0 && view.frame.minX <= point.x && point.x < view.frame.maxX && view.frame.minY <= point.y
        && point.y < view.frame.maxY
    }
  }
}

/// One action: its background colour, with its image above its title, centred.
@MainActor
final class ListSwipeActionView: UIView {
  /// The title.
  let titleLabel = UILabel(frame: .zero)
  /// The image.
  let imageView: UIImageView

  /// A view showing `action`, its title in `titleFont`.
  init(action: UIContextualAction, titleFont: UIFont) {
    imageView = UIImageView(image: action.image)
    super.init(frame: .zero)
    backgroundColor = action.backgroundColor
    clipsToBounds = true
    titleLabel.text = action.title
    titleLabel.textColor = .white
    titleLabel.font = titleFont
    imageView.tintColor = .white
    addSubview(imageView)
    addSubview(titleLabel)
  }

  /// Not archived.
  required init?(coder: NSCoder) { nil }

  /// The titles' font at the text size of `traits`: the system font at 15 points at the
  /// default size (Large), scaled as body text (`UIFontMetrics`, Apple's way for a font to
  /// follow Dynamic Type), up to its size at the first accessibility size, about 25 points:
  /// two actions with short titles still fit a phone's row. The cap is the adapter's
  /// choice; UIKit documents neither its buttons' font nor a limit.
  static func titleFont(for traits: UITraitCollection) -> UIFont {
    let metrics = UIFontMetrics(forTextStyle: .body)
    let largest = metrics.scaledValue(
      for: 15, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
    return metrics.scaledFont(for: UIFont.systemFont(ofSize: 15), maximumPointSize: largest, compatibleWith: traits)
  }

  /// Centres the image above the title (either may be missing).
  override func layoutSubviews() {
    super.layoutSubviews()
    let title = titleLabel.text?.isEmpty == false ? titleLabel.intrinsicContentSize : .zero
    let image = imageView.image == nil ? .zero : imageView.intrinsicContentSize
    let gap: CGFloat = title.height > 0 && image.height > 0 ? 4 : 0
    var y = (bounds.height - image.height - gap - title.height) / 2
    imageView.frame = CGRect(x: (bounds.width - image.width) / 2, y: y, width: image.width, height: image.height)
    y += image.height + gap
    titleLabel.frame = CGRect(x: (bounds.width - title.width) / 2, y: y, width: title.width, height: title.height)
  }
}

#endif
