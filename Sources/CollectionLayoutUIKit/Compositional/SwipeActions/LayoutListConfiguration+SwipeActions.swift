import CollectionLayout

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

// Swipe actions exist where UIKit has `UIContextualAction`: not on tvOS.
#if (canImport(UIKit) && !os(tvOS)) || canImport(HeadlessUIKit)

extension LayoutListConfiguration {
  /// The closure type of the swipe actions' providers, as UIKit's
  /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`: a row's index
  /// path in, the actions it reveals at that edge out (`nil`, or no actions: none).
  public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

  /// The actions a row reveals at its leading edge when swiped towards its trailing edge,
  /// as UIKit's `leadingSwipeActionsConfigurationProvider` (iOS 14; not on tvOS). A
  /// ``CompositionalLayout`` asks it when a finger begins such a swipe on a row of a
  /// section made with this configuration; see ``CompositionalLayout`` for the gesture.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
    get { swipeActionProviders.leading?.value as? SwipeActionsConfigurationProvider }
    set { swipeActionProviders.leading = newValue.map { ListSwipeActionProviders.OpaqueProvider($0) } }
  }

  /// The actions a row reveals at its trailing edge when swiped towards its leading edge,
  /// as UIKit's `trailingSwipeActionsConfigurationProvider` (iOS 14; not on tvOS): the
  /// usual place of Delete.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
    get { swipeActionProviders.trailing?.value as? SwipeActionsConfigurationProvider }
    set { swipeActionProviders.trailing = newValue.map { ListSwipeActionProviders.OpaqueProvider($0) } }
  }
}

#endif
