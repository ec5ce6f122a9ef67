import Foundation

// Focus, as UIKit's focus engine reports it (iOS 9, tvOS 9; UIFocus.h): the user moves
// focus with tvOS's remote or an iPad's keyboard, and the engine tells the focus
// environments and posts `UIFocusSystem.didUpdateNotification`. Headless, a test moves it
// (`UICollectionView.headlessMoveFocus(toItemAt:heading:)`).

/// Something that can take focus, as `UIFocusItem`. Headless, only views take it.
@preconcurrency @MainActor
public protocol UIFocusItem: NSObjectProtocol {}

extension UIView: UIFocusItem {}

/// The direction focus moves in, as `UIFocusHeading` (UIFocus.h's values).
public struct UIFocusHeading: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// A heading of `rawValue`'s bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up.
  public static let up = UIFocusHeading(rawValue: 1 << 0)
  /// Down.
  public static let down = UIFocusHeading(rawValue: 1 << 1)
  /// Left.
  public static let left = UIFocusHeading(rawValue: 1 << 2)
  /// Right.
  public static let right = UIFocusHeading(rawValue: 1 << 3)
  /// The next item (the tab key).
  public static let next = UIFocusHeading(rawValue: 1 << 4)
  /// The previous item.
  public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// One focus update, as `UIFocusUpdateContext`: from where, to where, which way.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
  /// The item focused before the update.
  open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
  /// The item focused after it.
  open private(set) weak var nextFocusedItem: (any UIFocusItem)?
  /// The direction.
  public let focusHeading: UIFocusHeading

  init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
    previouslyFocusedItem = previous
    nextFocusedItem = next
    focusHeading = heading
    super.init()
  }

  /// The view focused before the update.
  open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
  /// The view focused after it.
  open var nextFocusedView: UIView? { nextFocusedItem as? UIView }
}

/// A focus update within a collection view, as `UICollectionViewFocusUpdateContext`.
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
  /// The item focused before the update, if it was one of the collection view's.
  public let previouslyFocusedIndexPath: IndexPath?
  /// The item focused after it.
  public let nextFocusedIndexPath: IndexPath?

  init(
    previous: UICollectionViewCell?, at previousIndexPath: IndexPath?, next: UICollectionViewCell,
    at nextIndexPath: IndexPath, heading: UIFocusHeading
  ) {
    previouslyFocusedIndexPath = previousIndexPath
    nextFocusedIndexPath = nextIndexPath
    super.init(previous: previous, next: next, heading: heading)
  }
}

/// Runs animations alongside a focus update's, as `UIFocusAnimationCoordinator`.
/// Headless, there are no animations: both blocks run at once.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
  /// Runs `animations`, then `completion`.
  open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
    animations?()
    completion?()
  }
}

/// The focus engine's names, as `UIFocusSystem`'s (UIKit's API notes put the notification
/// and its keys here, so they are main-actor isolated, as the SDK has them: read them
/// before handing them to a notification block).
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
  /// Posted after every focus update (`UIFocusDidUpdateNotification`, iOS 11).
  public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
  /// The update's ``UIFocusUpdateContext`` in the notification's `userInfo`.
  public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
  /// The update's ``UIFocusAnimationCoordinator`` in the notification's `userInfo`.
  public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"

  /// Not available: UIKit makes focus systems itself (`init` is `NS_UNAVAILABLE` in
  /// UIFocusSystem.h), so app code that makes one does not compile for iOS either.
  @available(*, unavailable, message: "UIKit makes focus systems; init is unavailable")
  public override init() { fatalError("UIFocusSystem() is unavailable") }
}
