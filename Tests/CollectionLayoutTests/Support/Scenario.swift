import CollectionLayout
import PropertyBased

/// A random split layout: container, configuration and sections, built from a few
/// generated parameters and a seed for the section contents.
struct Scenario: Sendable, CustomStringConvertible {
  var width: Double
  var configuration: SplitLayoutConfiguration
  var sections: [TestSplitSource.Section]

  var description: String {
    "width \(width), ratios \(configuration.columnRatios ?? [configuration.leftSideRatio]), \(sections.count) sections"
  }

  var environment: LayoutEnvironment { .container(width, 600) }

  func source() -> TestSplitSource { TestSplitSource(sections) }

  func layout(direction: ReadingDirection = .leftToRight) -> SplitLayout {
    var env = environment
    env.layoutDirection = direction
    return SplitLayout.prepared(configuration, environment: env, source: source())
  }

  /// Generates scenarios: widths 0–600, ratios including the edge cases 0 and 1, two or
  /// three columns, 0–6 sections of 0–40 items with whole-point and fractional sizes.
  static let generator = zip(
    Gen.int(in: 0...600),
    Gen.element(of: [0.0, 0.25, 0.4, 0.5, 1.0, 0.333]),
    Gen.bool,
    Gen.int(in: 0...12),
    Gen.bool,
    Gen.uint64(in: 0...UInt64.max)
  ).map { width, ratio, threeColumns, spacing, normalizes, seed in
    Scenario.make(
      width: Double(width), ratio: ratio!, threeColumns: threeColumns, spacing: Double(spacing),
      normalizes: normalizes, seed: seed)
  }

  static func make(
    width: Double, ratio: Double, threeColumns: Bool, spacing: Double, normalizes: Bool, seed: UInt64
  ) -> Scenario {
    var rng = SplitMix64(seed: seed)
    var c = SplitLayoutConfiguration()
    c.leftSideRatio = ratio
    if threeColumns { c.columnRatios = [0.2, 0.5, 0.3] }
    c.splitSpacing = spacing
    c.minimumInterItemSpacing = Double(rng.next() % 9)
    c.minimumItemLineSpacing = Double(rng.next() % 9)
    c.sectionInset = LayoutEdgeInsets(all: Double(rng.next() % 10))
    c.isNormalizingLineHeight = normalizes
    let sectionCount = Int(rng.next() % 7)
    let sections = (0..<sectionCount).map { _ -> TestSplitSource.Section in
      let count = Int(rng.next() % 41)
      let fractional = rng.next() % 3 == 0
      let sizes = (0..<count).map { _ -> Size in
        var w = Double(rng.next() % 160)
        var h = Double(rng.next() % 120)
        if fractional {
          w += Double(rng.next() % 1000) / 1000
          h += Double(rng.next() % 1000) / 1000
        }
        return Size(width: w, height: h)
      }
      var section = TestSplitSource.Section(
        side: SplitSide(column: Int(rng.next() % (threeColumns ? 3 : 2))), sizes: sizes)
      if rng.next() % 2 == 0 { section.header = Size(width: Double(rng.next() % 300), height: Double(rng.next() % 40)) }
      if rng.next() % 3 == 0 { section.footer = Size(width: Double(rng.next() % 300), height: Double(rng.next() % 30)) }
      if rng.next() % 3 == 0 {
        section.inset = LayoutEdgeInsets(
          top: Double(rng.next() % 20), left: Double(rng.next() % 20), bottom: Double(rng.next() % 20),
          right: Double(rng.next() % 20))
      }
      return section
    }
    return Scenario(width: width, configuration: c, sections: sections)
  }
}

/// A small deterministic generator (SplitMix64), so a seed always builds the same sections.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
