import Foundation

/// What the fuzzer checks, from `COLLECTION_LAYOUT_FUZZ_TARGET`.
enum FuzzTarget: String, CaseIterable {
  /// An input is a spec file's text (``SpecInput``).
  case spec
  /// An input is a playground request: a spec's text and where the page looks at it
  /// (``PlaygroundInput``).
  case playground
  /// An input drives one of the engine facades' differential runs (``ScriptInput``).
  case facades
  /// An input drives one UIKit adapter's differential run through HeadlessUIKit
  /// (``ScriptInput``).
  case adapters
  /// An input is what a client sends the playground's server, and how it arrives
  /// (``HTTPInput``).
  case http

  static let current: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["COLLECTION_LAYOUT_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      let names = allCases.map(\.rawValue).joined(separator: ", ")
      fatalError("set COLLECTION_LAYOUT_FUZZ_TARGET to one of \(names), not '\(name)'")
    }
    return target
  }()

  func run(_ input: [UInt8]) {
    switch self {
    case .spec: SpecInput.check(input)
    case .playground: PlaygroundInput.check(input)
    case .facades: ScriptInput(input)?.runFacade()
    case .adapters: ScriptInput(input)?.runAdapter()
    case .http: HTTPInput.check(input)
    }
  }
}
