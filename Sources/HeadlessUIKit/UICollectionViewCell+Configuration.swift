import Foundation

extension UICollectionViewCell {
  /// The cell's state: its traits, selection, highlight, whether its collection view is
  /// editing, whether it is the item moving interactively and (in an outline) expansion.
  public var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isEditing = headlessHost?.isEditing ?? false
    if let host = headlessHost, let moving = host.interactiveMovement {
      state.isReordering = host.cellForItem(at: moving.current) === self
    }
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isExpanded = headlessIsExpanded
    return state
  }

  /// Updates the configurations for the cell's state now (UIKit waits for the next layout
  /// pass; headless, the update is immediate): the automatic updates, then
  /// `updateConfiguration(using:)` and `configurationUpdateHandler`.
  public func setNeedsUpdateConfiguration() {
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
      backgroundConfiguration = background.updated(for: state)
    }
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  /// Records whether the cell's item is expanded and, when that changed, updates the
  /// configurations for the new state.
  func showExpansion(_ expanded: Bool) {
    guard headlessIsExpanded != expanded else { return }
    headlessIsExpanded = expanded
    setNeedsUpdateConfiguration()
  }

  /// Shows `contentConfiguration`: in the content view when it supports it, otherwise in a
  /// new one it makes (a plain one for `nil`).
  func showContentConfiguration() {
    guard let configuration = contentConfiguration else {
      if contentView is UIContentView { replaceContentView(with: UIView(frame: .zero)) }
      return
    }
    if let shown = contentView as? UIView & UIContentView, shown.supports(configuration) {
      shown.configuration = configuration
    } else {
      replaceContentView(with: configuration.makeContentView())
    }
  }

  private func replaceContentView(with view: UIView) {
    contentView.removeFromSuperview()
    contentView = view
    addSubview(view)
    view.frame = CGRect(origin: .zero, size: bounds.size)
  }
}
