import Foundation

/// What a view's look depends on besides its data, as UIKit's `UIConfigurationState` (iOS 14).
public protocol UIConfigurationState {
  /// Creates a state of `traitCollection`.
  init(traitCollection: UITraitCollection)
  /// The traits of the view.
  var traitCollection: UITraitCollection { get set }
}

/// A cell's state, as UIKit's `UICellConfigurationState` (iOS 14): the cell's
/// `configurationState`, handed to `updateConfiguration(using:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// The traits of the cell.
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is focused.
  public var isFocused = false
  /// Whether the collection view is editing.
  public var isEditing = false
  /// Whether the cell is swiped to show actions.
  public var isSwiped = false
  /// Whether the cell's item is expanded in its section snapshot.
  public var isExpanded = false
  /// Whether the cell is being reordered.
  public var isReordering = false

  /// A state with `traitCollection`, every flag false.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// How to make and update a view's content, as UIKit's `UIContentConfiguration` (iOS 14):
/// a cell's `contentConfiguration`.
public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// This configuration as it should look in `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view a content configuration made, as UIKit's `UIContentView` (iOS 14).
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (iOS 16; by default, one of the type it shows).
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether `configuration` is of the type the view shows now.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
