/// An input for the differential runs: its first byte picks the run, its second the seed
/// (which sets a run's fixed choices: alignment, reduced motion, direction), and the rest
/// is the script its random draws read (`FuzzWorld.Random`), so that libFuzzer's coverage
/// steers the updates, sizes and gestures a run makes.
struct ScriptInput {
  let pick: Int
  let seed: UInt64
  let script: [UInt8]

  init?(_ input: [UInt8]) {
    guard input.count >= 2 else { return nil }
    pick = Int(input[0])
    seed = UInt64(input[1])
    script = Array(input.dropFirst(2))
  }

  /// One of the engine facades' runs (`FacadeFuzz`).
  func runFacade() {
    let runs: [(UInt64, [UInt8]) throws -> Void] = [
      FacadeFuzz.splitLayout, FacadeFuzz.stackedLayout, FacadeFuzz.scrollableSectionsLayout,
      FacadeFuzz.compositionalLayoutEngine, FacadeFuzz.compositionalMeasurementsAndStrips,
      FacadeFuzz.measuredCellsInSplitLayout, FacadeFuzz.measuredCellsInStackedLayout,
    ]
    do {
      try runs[pick % runs.count](seed, script)
    } catch {
      fuzzFailure("the run threw \(error)")
    }
  }

  /// One adapter's run (`AdapterFuzz`), on the main thread where libFuzzer calls.
  func runAdapter() {
    let adapter = FuzzAdapter.allCases[pick % FuzzAdapter.allCases.count]
    MainActor.assumeIsolated {
      do {
        try AdapterFuzz.updatedEqualsFresh(adapter, seed: seed, script: script)
      } catch {
        fuzzFailure("the run threw \(error)")
      }
    }
  }
}
