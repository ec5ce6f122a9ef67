// swift-tools-version: 6.2
import PackageDescription

/// CollectionLayout: one pure-Swift layout engine for collection views, its spec-file
/// format and a command-line tool that computes and draws layouts on any platform.
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
  ],
  targets: [
    // The engine: standard library only, no Foundation, no UIKit.
    .target(name: "CollectionLayout"),
    // Spec files in (JSON, YAML) and results out (JSON, SVG, HTML gallery).
    .target(
      name: "LayoutSpec",
      dependencies: ["CollectionLayout", .product(name: "Yams", package: "Yams")]
    ),
    // The subset of UIKit that collection-view layouts use, headless, for Linux.
    .target(name: "HeadlessUIKit"),
    // UICollectionViewLayout subclasses with the APIs of the libraries they replace:
    // UIKit on Apple platforms, HeadlessUIKit on Linux, same source.
    .target(
      name: "CollectionLayoutUIKit",
      dependencies: ["CollectionLayout", .target(name: "HeadlessUIKit", condition: .when(platforms: [.linux]))]
    ),
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
    .testTarget(
      name: "CollectionLayoutUIKitTests",
      dependencies: [
        "CollectionLayoutUIKit", "CollectionLayout",
        .target(name: "HeadlessUIKit", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "LayoutSpecTests",
      dependencies: ["LayoutSpec", "collection-layout"],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The headless UIKit is for Linux, where UIKit does not exist: tests and benchmarks of
// any UICollectionViewLayout (ours or a third party's) run on it.
#if os(Linux)
  package.products.append(.library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]))
#endif
