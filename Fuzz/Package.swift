// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// Coverage-guided fuzzing of CollectionLayout with libFuzzer (Linux), kept out of the main
/// package: it builds with `-sanitize=fuzzer`. Build and run it with `bash run.sh` from
/// this folder (README.md says what each target checks).
///
/// The differential runs are the test suite's own files, linked from `Sources/LayoutFuzz/Shared`,
/// so the fuzzer and `swift test` check the same things.

// A path dependency's identity is its folder's name, which depends on where the
// repository was cloned.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "LayoutFuzz",
  dependencies: [.package(path: "../")],
  targets: [
    .executableTarget(
      name: "LayoutFuzz",
      dependencies: [
        .product(name: "CollectionLayout", package: root),
        .product(name: "CollectionLayoutUIKit", package: root),
        .product(name: "HeadlessUIKit", package: root),
        .product(name: "LayoutSpec", package: root),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
