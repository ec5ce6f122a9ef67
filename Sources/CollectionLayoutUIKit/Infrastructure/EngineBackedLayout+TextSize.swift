import CollectionLayout
import Foundation

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

extension EngineBackedLayout {
  /// Starts following the person's text size (Dynamic Type): UIKit posts
  /// `UIContentSizeCategory.didChangeNotification` (iOS 10, tvOS 10) when it changes in
  /// Settings or Control Center. Apple documents that a compositional layout asks its
  /// section provider again then; every layout of this package lays itself out again, so
  /// a delegate whose sizes follow the text size is asked again too. Once per layout.
  ///
  /// The collection view's traits say which size applies (a view may cap it with
  /// `maximumContentSizeCategory`); the relayout reads them, so the order in which UIKit
  /// posts the notification and updates the traits does not matter: both come before the
  /// next layout pass. When the traits carry the new size already, the reader's place is
  /// kept (``scrollPositionAnchor``, `keepPlaceThroughTextSizeChange()`).
  func followTextSizeSetting() {
    guard textSizeObservation == nil else { return }
    textSizeObservation = NotificationObservation(name: UIContentSizeCategory.didChangeNotification) {
      [weak self] _ in
      // No queue: UIKit posts the notification on the main thread.
      onMainThread {
        self?.invalidateLayout()
        self?.keepPlaceThroughTextSizeChange()
      }
    }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
