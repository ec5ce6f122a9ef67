import CollectionLayout
import Testing

/// The engine's four facades under the differential fuzz runs of ``FacadeFuzz``, one seed
/// at a time (`FuzzWorld.seeds`): after every step, an updated facade equals a fresh one.
@Suite("Differential fuzz: engine facades")
struct FacadeFuzzTests {
  @Test(arguments: FuzzWorld.seeds) func splitLayout(seed: UInt64) throws {
    try FacadeFuzz.splitLayout(seed: seed)
  }

  @Test(arguments: FuzzWorld.seeds) func stackedLayout(seed: UInt64) throws {
    try FacadeFuzz.stackedLayout(seed: seed)
  }

  @Test(arguments: FuzzWorld.seeds) func scrollableSectionsLayout(seed: UInt64) throws {
    try FacadeFuzz.scrollableSectionsLayout(seed: seed)
  }

  @Test(arguments: FuzzWorld.seeds) func compositionalLayoutEngine(seed: UInt64) throws {
    try FacadeFuzz.compositionalLayoutEngine(seed: seed)
  }

  @Test(arguments: FuzzWorld.seeds) func compositionalMeasurementsAndStrips(seed: UInt64) throws {
    try FacadeFuzz.compositionalMeasurementsAndStrips(seed: seed)
  }

  @Test(arguments: FuzzWorld.seeds) func measuredCellsInSplitLayout(seed: UInt64) throws {
    try FacadeFuzz.measuredCellsInSplitLayout(seed: seed)
  }

  @Test(arguments: FuzzWorld.seeds) func measuredCellsInStackedLayout(seed: UInt64) throws {
    try FacadeFuzz.measuredCellsInStackedLayout(seed: seed)
  }
}
