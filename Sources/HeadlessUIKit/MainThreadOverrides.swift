import Foundation

/// Runs `body`, which reads main-actor state, from an override of a nonisolated `NSObject`
/// method (`isEqual(_:)`, `description`, `copy()`): UIKit's objects are main-actor
/// isolated, but `NSObject`'s methods are not, and UIKit calls them on the main thread only.
/// The assumption is checked (a call from another thread stops the program) rather than
/// silenced; it is what `MainActor.assumeIsolated` does, without needing Swift 5.9's runtime.
func onMainThread<T>(_ body: @MainActor () -> T) -> T {
  dispatchPrecondition(condition: .onQueue(.main))
  return withoutActuallyEscaping(body) { body in
    unsafeBitCast(body, to: (() -> T).self)()
  }
}
