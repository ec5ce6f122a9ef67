import Foundation

/// An action a list row reveals when swiped, as UIKit's `UIContextualAction` (iOS 11; not
/// on tvOS): a style, a title or an image, a background colour, and the handler the action
/// runs, which calls its completion with whether the action was performed.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How the action looks, as UIKit's `UIContextualAction.Style`.
  public enum Style: Int, Sendable {
    /// An ordinary action.
    case normal
    /// An action that deletes data.
    case destructive
  }

  /// What the action runs: the action, the view that shows it, and a completion to call
  /// with whether the action was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The style, fixed at creation.
  public let style: Style
  /// The handler, fixed at creation.
  public let handler: Handler
  /// The title shown on the action.
  open var title: String?
  /// The image shown on the action.
  open var image: UIImage?
  /// The background colour; `nil` resets it to the style's ("a default background color is
  /// set from the action style", UIKit's header says without naming it; headless:
  /// `systemRed` for destructive actions, `systemGray` for the others).
  open var backgroundColor: UIColor! {
    get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { storedBackgroundColor = newValue }
  }
  private var storedBackgroundColor: UIColor?

  /// An action of `style` titled `title` that runs `handler`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}

/// The actions a list row reveals at one edge when swiped, as UIKit's
/// `UISwipeActionsConfiguration` (iOS 11; not on tvOS). The first action is the one at the
/// row's edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, the one at the edge first.
  public let actions: [UIContextualAction]
  /// Whether swiping the row all the way runs the first action; `true` by default, as UIKit's.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
