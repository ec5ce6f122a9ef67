// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// Benchmarks of CollectionLayout (ordo-one/benchmark), kept out of the main package so
/// that `swift test` stays light. Run from this folder: `swift package benchmark`.

// A path dependency's identity is its folder's name, which depends on where the
// repository was cloned.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../"),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "SplitLayoutBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CollectionLayout", package: root),
      ],
      path: "Benchmarks/SplitLayout",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "PluginLayoutBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CollectionLayout", package: root),
      ],
      path: "Benchmarks/PluginLayout",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "CompositionalLayoutBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CollectionLayout", package: root),
      ],
      path: "Benchmarks/CompositionalLayout",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The adapters' benchmarks drive them through HeadlessUIKit, which exists on Linux only.
#if os(Linux)
package.targets += [
  .executableTarget(
    name: "AdapterBenchmarks",
    dependencies: [
      .product(name: "Benchmark", package: "benchmark"),
      .product(name: "CollectionLayoutUIKit", package: root),
      .product(name: "HeadlessUIKit", package: root, condition: .when(platforms: [.linux])),
    ],
    path: "Benchmarks/Adapters",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  ),
  .executableTarget(
    name: "StripScrollingAdapterBenchmarks",
    dependencies: [
      .product(name: "Benchmark", package: "benchmark"),
      .product(name: "CollectionLayout", package: root),
      .product(name: "CollectionLayoutUIKit", package: root),
      .product(name: "HeadlessUIKit", package: root, condition: .when(platforms: [.linux])),
    ],
    path: "Benchmarks/StripScrollingAdapter",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  ),
]
#endif
