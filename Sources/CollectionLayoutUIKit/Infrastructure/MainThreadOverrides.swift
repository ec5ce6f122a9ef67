import Dispatch

/// Runs `body`, which reads main-actor state, from an override of a nonisolated `NSObject`
/// method. UIKit's layout attributes are main-actor isolated, but `isEqual(_:)` comes from
/// `NSObject` and is not, so an override that compares a subclass's properties must reach
/// them from a nonisolated context. UIKit calls it on the main thread only; the assumption
/// is checked (a call from another thread stops the program) rather than silenced. It is
/// what `MainActor.assumeIsolated` does, which iOS 13's Swift runtime lacks.
package func onMainThread<T>(_ body: @MainActor () -> T) -> T {
  dispatchPrecondition(condition: .onQueue(.main))
  return withoutActuallyEscaping(body) { body in
    unsafeBitCast(body, to: (() -> T).self)()
  }
}
