import Foundation

/// Lets at most a given number of threads through at once; the others wait their turn.
final class CountingGate: @unchecked Sendable {
  // @unchecked: `free` is read and written only while `condition` is locked. (NSCondition
  // rather than DispatchSemaphore: the iOS 16 SDK's Dispatch does not declare the semaphore
  // Sendable.)
  private let condition = NSCondition()
  private var free: Int

  /// A gate `places` threads may pass at once (at least one).
  init(places: Int) {
    free = max(1, places)
  }

  /// Takes a place, waiting up to `seconds` for one to be free (forever when `nil`).
  ///
  /// - Returns: whether a place was taken; then ``leave()`` must follow.
  func enter(waitingAtMost seconds: Double? = nil) -> Bool {
    let deadline = seconds.map { Date(timeIntervalSinceNow: $0) }
    condition.lock()
    defer { condition.unlock() }
    while free == 0 {
      // Without a deadline, `wait()`: Foundation on Linux traps converting
      // `Date.distantFuture` for `wait(until:)`.
      guard let deadline else {
        condition.wait()
        continue
      }
      guard condition.wait(until: deadline) else { return false }
    }
    free -= 1
    return true
  }

  /// Gives a place back.
  func leave() {
    condition.lock()
    free += 1
    condition.signal()
    condition.unlock()
  }

  /// Runs `body` once a place is free, and gives the place back after.
  func pass<Result>(_ body: () throws -> Result) rethrows -> Result {
    _ = enter()
    defer { leave() }
    return try body()
  }
}
