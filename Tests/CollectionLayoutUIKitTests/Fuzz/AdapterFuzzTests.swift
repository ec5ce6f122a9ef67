import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)
/// Each UIKit adapter under the differential fuzz runs of ``AdapterFuzz``, one seed at a
/// time (`FuzzWorld.seeds`): after every step, an updated adapter equals a fresh one.
@MainActor
@Suite("Differential fuzz: UIKit adapters")
struct AdapterFuzzTests {
  nonisolated static let cases: [(FuzzAdapter, UInt64)] = FuzzAdapter.allCases.flatMap { a in
    FuzzWorld.seeds.map { (a, $0) }
  }

  @Test(arguments: cases)
  func updatedEqualsFresh(_ adapter: FuzzAdapter, seed: UInt64) throws {
    try AdapterFuzz.updatedEqualsFresh(adapter, seed: seed)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
