import Benchmark

/// The UIKit adapters driven through the headless collection view, 100k items each
/// (docs/benchmarks.md). Each benchmark measures the whole round trip UIKit makes:
/// invalidation, `prepare()`, content size, the rect query, attributes objects, and the
/// headless view applying them.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 2,
    maxDuration: .seconds(3),
    maxIterations: 2_000
  )
  splitAdapterBenchmarks()
  pluginAdapterBenchmarks()
  compositionalAdapterBenchmarks()
  scrollableSectionAdapterBenchmarks()
  selfSizingScrollBenchmarks()
}
