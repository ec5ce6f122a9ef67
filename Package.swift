// swift-tools-version: 6.2
import PackageDescription

/// CollectionLayout: one pure-Swift layout engine for collection views, its spec-file
/// format and a command-line tool that computes and draws layouts on any platform.
///
/// Where each product builds:
/// - `CollectionLayout`, `LayoutSpec`, `collection-layout`: everywhere (iOS, Mac Catalyst,
///   tvOS, visionOS, macOS, Linux).
/// - `CollectionLayoutUIKit`: where UIKit exists (iOS, Mac Catalyst, tvOS, visionOS), and on
///   Linux against HeadlessUIKit. On macOS (AppKit) its sources compile to an empty module.
/// - `HeadlessUIKit` and its tests: Linux only, where there is no UIKit to test against.
let package = Package(
  name: "CollectionLayout",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1)],
  products: [
    .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
    .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
    .library(name: "CollectionLayoutUIKit", targets: ["CollectionLayoutUIKit"]),
    .executable(name: "collection-layout", targets: ["collection-layout"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    // `swift package generate-documentation`: the DocC catalogs of the three libraries.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The engine: standard library only, no Foundation, no UIKit.
    .target(name: "CollectionLayout"),
    // Spec files in (JSON, YAML) and results out (JSON, SVG, HTML gallery).
    .target(
      name: "LayoutSpec",
      dependencies: ["CollectionLayout", .product(name: "Yams", package: "Yams")]
    ),
    // UICollectionViewLayout subclasses with the APIs of the libraries they replace:
    // UIKit on Apple platforms, HeadlessUIKit on Linux, same source.
    .target(name: "CollectionLayoutUIKit", dependencies: ["CollectionLayout"] + headlessUIKitOnLinux),
    .executableTarget(
      name: "collection-layout",
      dependencies: [
        "LayoutSpec",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "CollectionLayoutTests",
      dependencies: [
        "CollectionLayout",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The adapters' tests: they compile for iOS unchanged and run on an iOS simulator;
    // what only HeadlessUIKit can observe (recorded calls, refusals, animations) is asked
    // of it on Linux only.
    .testTarget(
      name: "CollectionLayoutUIKitTests",
      dependencies: ["CollectionLayoutUIKit", "CollectionLayout"] + headlessUIKitOnLinux
    ),
    // The adapters used as a Swift 5 app uses them: delegate classes, data sources,
    // subclassed layouts, without any concurrency annotation of its own.
    .testTarget(
      name: "CollectionLayoutUIKitSwift5Tests",
      dependencies: ["CollectionLayoutUIKit", "CollectionLayout"] + headlessUIKitOnLinux,
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "LayoutSpecTests",
      dependencies: [
        "LayoutSpec", "collection-layout", .product(name: "Yams", package: "Yams"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The headless UIKit is for Linux, where UIKit does not exist: tests and benchmarks of any
// UICollectionViewLayout (ours or a third party's) run on it. A Mac builds for UIKit
// (iOS, Catalyst) or AppKit (macOS) and never needs it, so there it is not declared.
#if os(Linux)
package.targets += [
  // HeadlessUIKit's UICollectionViewFlowLayout is computed by the engine's flow.
  .target(name: "HeadlessUIKit", dependencies: ["CollectionLayout"]),
  .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"]),
]
package.products.append(.library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]))
#endif

/// HeadlessUIKit as a dependency where it is declared (Linux), nothing elsewhere.
var headlessUIKitOnLinux: [Target.Dependency] {
  #if os(Linux)
  [.target(name: "HeadlessUIKit", condition: .when(platforms: [.linux]))]
  #else
  []
  #endif
}
