import Benchmark

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Registers a benchmark of main-actor work (the collection view and its layout): `setUp`
/// makes the fixture outside the measurement, `step` runs once per scaled iteration with
/// the fixture and the iteration's index, then `tearDown`, unmeasured.
func mainActorBenchmark<Fixture>(
  _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  setUp: @escaping @Sendable @MainActor () -> Fixture,
  step: @escaping @Sendable @MainActor (Fixture, Int) -> Void,
  tearDown: @escaping @Sendable @MainActor (Fixture) -> Void = { _ in }
) {
  Benchmark(name, configuration: configuration) { benchmark async in
    // The runner awaits this hop, so the benchmark object is never used concurrently.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = setUp()
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations { step(fixture, i) }
      benchmark.stopMeasurement()
      tearDown(fixture)
    }
  }
}

/// `reloadData` and the layout pass that follows: every item laid out again, then the
/// first screen shown.
func reloadDataBenchmark(
  _ name: String,
  setUp: @escaping @Sendable @MainActor () -> AdapterFixture<some UICollectionViewLayout, some BenchmarkDataSource>
) {
  mainActorBenchmark(name, setUp: setUp) { fixture, _ in
    fixture.collectionView.reloadData()
    fixture.collectionView.layoutIfNeeded()
  }
}

/// The layout's share of a scroll frame: the attributes objects of one screen, a frame
/// further each iteration.
func rectQueryBenchmark(
  _ name: String,
  setUp: @escaping @Sendable @MainActor () -> AdapterFixture<some UICollectionViewLayout, some BenchmarkDataSource>
) {
  mainActorBenchmark(name, configuration: .init(timeUnits: .nanoseconds), setUp: setUp) { fixture, _ in
    let screen = CGRect(x: 0, y: fixture.nextFrameOffset(), width: 375, height: 667)
    blackHole(fixture.layout.layoutAttributesForElements(in: screen))
  }
}

/// One scroll frame: the content offset a frame further, then the layout pass UIKit makes
/// (the rect query, cells shown, any self-sizing of new ones).
func scrollFrameBenchmark(
  _ name: String,
  setUp: @escaping @Sendable @MainActor () -> AdapterFixture<some UICollectionViewLayout, some BenchmarkDataSource>
) {
  mainActorBenchmark(name, configuration: .init(timeUnits: .nanoseconds), setUp: setUp) { fixture, _ in
    scrollOneFrame(fixture)
  }
}
