import CollectionLayout
import Testing

/// A change in one section relayouts that section only, and the result equals a full
/// relayout of the same state.
@Suite struct IncrementalUpdateTests {
  static func source() -> TestSplitSource {
    TestSplitSource([
      .init(
        side: .left, sizes: (0..<10).map { Size(width: 30 + Double($0 % 3) * 10, height: 20 + Double($0 % 4) * 5) }),
      .init(side: .right, sizes: (0..<7).map { _ in Size(width: 40, height: 40) }, header: Size(width: 50, height: 10)),
      .init(side: .left, sizes: (0..<5).map { _ in Size(width: 25, height: 25) }, footer: Size(width: 20, height: 8)),
      .init(side: .right, sizes: (0..<3).map { _ in Size(width: 60, height: 30) }),
    ])
  }

  static var config: SplitLayoutConfiguration {
    var c = SplitLayoutConfiguration()
    c.leftSideRatio = 0.5
    c.minimumInterItemSpacing = 4
    c.minimumItemLineSpacing = 6
    return c
  }

  static let env = LayoutEnvironment.container(300, 500)

  static func all(_ layout: SplitLayout) -> [LayoutAttributes] {
    layout.model.allElements(scroll: .resting(in: env))
  }

  @Test func changedItemRelayoutsItsSectionOnlyAndShiftsTheRest() {
    let source = Self.source()
    var layout = SplitLayout.prepared(Self.config, environment: Self.env, source: source)
    let section2Before = layout.cellFrame(2, 0)!
    source.sections[0].sizes[4] = Size(width: 140, height: 90)
    let asked = source.sizeRequests
    layout.invalidateSections([0])
    layout.prepare(environment: Self.env, dataSource: source)
    #expect(source.sizeRequests - asked == 10, "only section 0's items are asked again")
    let fresh = SplitLayout.prepared(Self.config, environment: Self.env, source: source)
    #expect(Self.all(layout) == Self.all(fresh))
    #expect(layout.cellFrame(2, 0)!.minY > section2Before.minY, "the section below moved down")
    #expect(layout.cellFrame(2, 0)!.size == section2Before.size)
  }

  @Test func insertedAndDeletedSectionsMatchAFullRelayout() {
    let source = Self.source()
    var layout = SplitLayout.prepared(Self.config, environment: Self.env, source: source)
    source.sections.insert(.init(side: .left, sizes: [Size(width: 10, height: 70)]), at: 1)
    let asked = source.sizeRequests
    layout.insertSections([1])
    layout.prepare(environment: Self.env, dataSource: source)
    #expect(source.sizeRequests - asked == 1, "only the new section is laid out")
    #expect(Self.all(layout) == Self.all(SplitLayout.prepared(Self.config, environment: Self.env, source: source)))

    source.sections.remove(at: 3)
    source.sections.remove(at: 0)
    layout.deleteSections([0, 3])
    layout.prepare(environment: Self.env, dataSource: source)
    #expect(Self.all(layout) == Self.all(SplitLayout.prepared(Self.config, environment: Self.env, source: source)))
  }

  @Test func diagnosticsFollowTheirSectionAcrossInserts() {
    let source = TestSplitSource([.init(sizes: [Size(width: 500, height: 10)])])
    var layout = SplitLayout.prepared(environment: .container(100, 100), source: source)
    #expect(layout.diagnostics.first?.section == 0)
    source.sections.insert(.init(sizes: []), at: 0)
    layout.insertSections([0])
    layout.prepare(environment: .container(100, 100), dataSource: source)
    #expect(layout.diagnostics.first?.section == 1)
  }

  @Test func countChangeWithoutNoticeFallsBackToAFullRelayout() {
    let source = Self.source()
    var layout = SplitLayout.prepared(Self.config, environment: Self.env, source: source)
    source.sections.removeLast()
    layout.prepare(environment: Self.env, dataSource: source)
    #expect(layout.model.numberOfSections == 3)
    #expect(Self.all(layout) == Self.all(SplitLayout.prepared(Self.config, environment: Self.env, source: source)))
  }
}
