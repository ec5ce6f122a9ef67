import Foundation
import Testing

@testable import collection_layout

/// The gate that bounds the playground's connections and layouts.
@Suite struct CountingGateTests {
  /// Counts the threads inside the gate and the most there ever were.
  final class Occupancy: @unchecked Sendable {
    // @unchecked: both counts are touched only under `lock`.
    private let lock = NSLock()
    private var inside = 0
    private(set) var most = 0
    private(set) var passed = 0

    func enter() {
      lock.lock()
      inside += 1
      most = max(most, inside)
      lock.unlock()
    }

    func leave() {
      lock.lock()
      inside -= 1
      passed += 1
      lock.unlock()
    }
  }

  /// Twelve threads, three places: all pass, never more than three at once, and those that
  /// wait without a deadline wait (Foundation on Linux trapped on `wait(until: .distantFuture)`).
  @Test func atMostThePlacesPassAtOnceAndEveryonePasses() {
    let gate = CountingGate(places: 3)
    let occupancy = Occupancy()
    let finished = DispatchGroup()
    for _ in 0..<12 {
      finished.enter()
      // Threads of their own, not a queue's: a queue may run fewer at once than the gate allows.
      Thread {
        gate.pass {
          occupancy.enter()
          usleep(30_000)
          occupancy.leave()
        }
        finished.leave()
      }.start()
    }
    finished.wait()
    #expect(occupancy.passed == 12)
    #expect(occupancy.most <= 3, "three places: \(occupancy.most) inside at once")
    #expect(occupancy.most >= 2, "the gate lets more than one through")
  }

  @Test func aFullGateRefusesAfterTheWaitAndAdmitsOnceAPlaceIsFree() {
    let gate = CountingGate(places: 1)
    #expect(gate.enter(waitingAtMost: 0))
    #expect(!gate.enter(waitingAtMost: 0.05))
    gate.leave()
    #expect(gate.enter(waitingAtMost: 0.05))
    gate.leave()
  }

  @Test func aGateHasAtLeastOnePlace() {
    let gate = CountingGate(places: 0)
    #expect(gate.enter(waitingAtMost: 0))
    #expect(!gate.enter(waitingAtMost: 0))
    gate.leave()
  }
}
