import PropertyBased
import Testing

@testable import CollectionLayout

/// A compositional section solves a group holding a measured item once for all the groups
/// whose measured sizes read the same, and stamps it for the others (`SolvedGroups`): a feed
/// with thousands of measured rows has few distinct heights. Whatever it reuses, it must
/// give exactly what solving every group on its own gives, diagnostics included.
@Suite struct SolvedGroupsTests {
  /// What `section` arranges for `count` items with these measured sizes, with solved groups
  /// reused or every group solved on its own.
  static func arrangement(
    _ section: LayoutSection, count: Int,
    environment: LayoutEnvironment = .init(containerSize: Size(width: 375, height: 667)),
    items: [Int: Size], badges: [CompositionalSectionLayout.SupplementaryKey: Size] = [:], reuses: Bool
  ) -> (arrangement: ItemArrangement, diagnostics: [Diagnostic]) {
    var layout = CompositionalSectionLayout(
      section: section, environment: environment, measuredItems: items, measuredSupplementaries: badges)
    layout.reusesSolvedGroups = reuses
    let cross =
      environment.scrollDirection == .vertical ? environment.containerSize.width : environment.containerSize.height
    let context = SectionLayoutContext(
      section: 0, itemCount: count, availableCrossExtent: cross,
      column: ColumnContext(index: 0, width: cross, columnCount: 1))
    var log = DiagnosticLog()
    let arrangement = layout.arrangeItems(in: context, item: { _ in ItemInput() }, diagnostics: &log)
    return (arrangement, log.diagnostics)
  }

  /// Reusing and solving alone give the same frames, elements, extent and diagnostics.
  static func expectSameWithAndWithoutReuse(
    _ section: @autoclosure () -> LayoutSection, count: Int,
    environment: LayoutEnvironment = .init(containerSize: Size(width: 375, height: 667)), items: [Int: Size],
    badges: [CompositionalSectionLayout.SupplementaryKey: Size] = [:], _ comment: Comment? = nil
  ) {
    let reused = arrangement(
      section(), count: count, environment: environment, items: items, badges: badges, reuses: true)
    let alone = arrangement(
      section(), count: count, environment: environment, items: items, badges: badges, reuses: false)
    #expect(reused.arrangement.frames == alone.arrangement.frames, comment)
    #expect(reused.arrangement.elements == alone.arrangement.elements, comment)
    #expect(reused.arrangement.mainExtent == alone.arrangement.mainExtent, comment)
    #expect(reused.diagnostics == alone.diagnostics, comment)
  }

  /// Two rows stacked in each group, both estimated at 44: a group measured (44, 68) and one
  /// measured (68, 44) read the same sizes in another order, and must not be taken for one
  /// another. Each row sits under the one before it, at the height it measured.
  @Test func groupsReadingTheSameSizesInAnotherOrderAreSolvedApart() throws {
    let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let section = LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
    let heights: [Double] = [44, 68]
    var items: [Int: Size] = [:]
    for item in 0..<400 { items[item] = Size(width: 375, height: heights[(item / 2 + item) % 2]) }
    let reused = Self.arrangement(section, count: 400, items: items, reuses: true).arrangement
    var y = 0.0
    for item in 0..<400 {
      let height = try #require(items[item]).height
      #expect(reused.frames[item] == Rect(x: 0, y: y, width: 375, height: height), "item \(item)")
      y += height
    }
    Self.expectSameWithAndWithoutReuse(section, count: 400, items: items)
  }

  /// Six items per row, each estimated 50 wide: a group's key looks at its first four, so
  /// rows that differ only in their fifth or sixth item share a key and are told apart by
  /// everything they read. Sixteen variants exceed what one key keeps (eight), so the rest
  /// are solved each time, as they must be.
  @Test func groupsSharingAKeyAreToldApartByTheirLaterItems() {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(40)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      repeatingSubitem: item,
      count: 6)
    let widths: [Double] = [20, 35, 50, 65]
    var items: [Int: Size] = [:]
    for row in 0..<64 {
      for k in 0..<6 {
        let width = k < 4 ? 40 : widths[k == 4 ? row % 4 : (row / 4) % 4]
        items[row * 6 + k] = Size(width: width, height: 40)
      }
    }
    let reused = Self.arrangement(LayoutSection(group: group), count: 384, items: items, reuses: true).arrangement
    // Each item starts where the one before it in its row ends.
    for row in 0..<64 {
      var x = 0.0
      for k in 0..<6 {
        let frame = reused.frames[row * 6 + k]
        #expect(frame.minX == x && frame.width == items[row * 6 + k]?.width, "row \(row), item \(k)")
        x = frame.maxX
      }
    }
    Self.expectSameWithAndWithoutReuse(LayoutSection(group: group), count: 384, items: items)
  }

  /// Rows whose items repeat while they fit, each estimated 90 wide: how many items a row
  /// holds depends on the widths measured, so the same first widths may start rows of
  /// different lengths.
  @Test func rowsThatHoldAsManyItemsAsFitAreSolvedByWhatTheyRead() {
    let section = CompositionalMeasuringTests.estimatedWidths()
    var items: [Int: Size] = [:]
    for item in 0..<300 { items[item] = Size(width: [40, 90, 150][(item * 7 / 3) % 3], height: 40) }
    Self.expectSameWithAndWithoutReuse(section, count: 300, items: items)
  }

  /// Equal rows whose badges measured different sizes are solved apart: a badge's measured
  /// size is read with its group's.
  @Test func measuredBadgesAreReadWithTheirGroup() {
    var badges: [CompositionalSectionLayout.SupplementaryKey: Size] = [:]
    for item in 0..<200 where item % 3 != 0 {
      badges[.init(kind: "count", index: item)] = Size(width: [30, 44][item % 2], height: 18)
    }
    for item in stride(from: 0, to: 200, by: 4) {
      badges[.init(kind: "more", index: item)] = Size(width: 60, height: 40)
    }
    var items: [Int: Size] = [:]
    for item in 0..<200 where item % 5 == 0 { items[item] = Size(width: 355, height: 50) }
    Self.expectSameWithAndWithoutReuse(
      CompositionalBadgeMeasuringTests.inbox(), count: 200, items: items, badges: badges)
  }

  /// A solve that reports is not reused: with insets too large for the measured rows, every
  /// group reports, as it does when each is solved on its own.
  @Test func groupsThatReportAreSolvedEachTime() {
    let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = LayoutGroup.vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])
    group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200)
    var items: [Int: Size] = [:]
    for item in 0..<50 { items[item] = Size(width: 375, height: 30) }
    let reused = Self.arrangement(LayoutSection(group: group), count: 50, items: items, reuses: true)
    #expect(!reused.diagnostics.isEmpty)
    Self.expectSameWithAndWithoutReuse(LayoutSection(group: group), count: 50, items: items)
  }

  /// Random sections, both scroll directions, most items measured with one of three sizes
  /// (so groups repeat what they read): reusing gives what solving each group alone gives.
  @Test func randomSectionsGiveWhatSolvingEveryGroupAloneGives() async {
    await propertyCheck(count: 150, input: CompositionalScenario.generator) { scenario in
      var r = CompositionalScenario.Random(state: scenario.seed ^ 0x50_1FED)
      let sizes = (0..<3).map { _ in Size(width: r.double(10...120), height: r.double(10...120)) }
      let count = scenario.counts[0] * 4
      var items: [Int: Size] = [:]
      for item in 0..<count where r.chance(0.7) { items[item] = sizes[r.int(0...2)] }
      var environment = scenario.environment
      environment.scrollDirection = scenario.horizontal ? .horizontal : .vertical
      Self.expectSameWithAndWithoutReuse(
        scenario.section(), count: count, environment: environment, items: items, "\(scenario)")
    }
  }
}
