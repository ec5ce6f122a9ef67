import Foundation

/// A view the collection view positions with layout attributes: supplementary and
/// decoration views, and the base of cells; as UIKit's `UICollectionReusableView`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with.
  open internal(set) var reuseIdentifier: String?
  /// The attributes last applied.
  public internal(set) var headlessAppliedAttributes: UICollectionViewLayoutAttributes?
  /// The collection view showing the view, while it does.
  weak var headlessHost: UICollectionView?

  /// The traits of the view's environment: while a collection view shows the view, the
  /// collection view's, as UIKit's views take their superview's (Apple: a trait collection
  /// flows down the view hierarchy; headless, shown views are not the collection view's
  /// subviews, so they ask it).
  open override var traitCollection: UITraitCollection { headlessHost?.traitCollection ?? super.traitCollection }

  /// Creates a view with a zero frame; what the collection view calls to make a
  /// registered class (subclasses that override `init(frame:)` and `init?(coder:)`, as
  /// UIKit requires, inherit it).
  public required convenience init() { self.init(frame: .zero) }

  /// Creates a view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Views are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Called before the view is handed out again.
  open func prepareForReuse() {}

  /// Applies the layout's attributes (frame, alpha, hidden, 3D transform); override to read custom
  /// attributes, calling super.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    headlessAppliedAttributes = layoutAttributes
    frame = layoutAttributes.frame
    alpha = layoutAttributes.alpha
    isHidden = layoutAttributes.isHidden
    transform3D = layoutAttributes.transform3D
  }

  /// The view's size should be measured again: its collection view does so at its next
  /// layout pass, unless its `selfSizingInvalidation` is `.disabled` (iOS 16; Apple: "will
  /// cause it to be resized if necessary").
  open override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    headlessHost?.measureAgain(self)
  }

  /// The attributes the view would like: the default keeps the layout's. Self-sizing
  /// views override it and return a copy with their fitted size.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
}

/// A cell, as UIKit's `UICollectionViewCell`, with iOS 14's content and background
/// configurations (UICollectionViewCell+Configuration.swift).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The content view keeps the cell's size.
  open override var bounds: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
  }
  /// The view that holds the cell's content; a content configuration replaces it with the
  /// view it makes, as Apple documents.
  public internal(set) var contentView = UIView(frame: .zero)
  /// Whether the cell is selected; a change updates its configurations.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Whether the cell is highlighted; a change updates its configurations.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// The content's configuration (iOS 14): setting one updates the content view if it
  /// supports it, and otherwise makes a new one; `nil` restores a plain content view.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { showContentConfiguration() }
  }
  /// The background's configuration (iOS 14); headless, it is kept, not drawn.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether a change of state updates `contentConfiguration` (`updated(for:)`), as UIKit's.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether a change of state updates `backgroundConfiguration`, as UIKit's.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called with the cell and its state when its configuration is updated (iOS 15).
  open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
  /// Whether the cell's item is expanded in its section snapshot (set by the data source).
  var headlessIsExpanded = false

  /// Creates a cell with a frame; its content view inside it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Cells are not archived headless; always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Override to configure the cell for `state` (iOS 14); nothing by default.
  open func updateConfiguration(using state: UICellConfigurationState) {}
}
