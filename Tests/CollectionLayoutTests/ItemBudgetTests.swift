import Testing

@testable import CollectionLayout

/// Sections of rows 10 points tall, `counts[s]` of them (any Int, `Int.max` included).
final class CountedRows: LayoutSource {
  var counts: [Int]
  var sectionCount: Int?
  init(_ counts: [Int]) { self.counts = counts }

  var numberOfSections: Int { sectionCount ?? counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 1 }
  func descriptor(forSection section: Int, in column: ColumnContext) -> SectionDescriptor {
    SectionDescriptor(layout: ListSectionLayout())
  }
  func sizeForItem(at path: ItemPath, in column: ColumnContext) -> Size { Size(width: 100, height: 10) }
}

/// A layout holds at most ``LayoutLimits/maximumItemCount`` items and
/// ``LayoutLimits/maximumSectionCount`` sections: a data source that answers more (even
/// `Int.max`) gets a bounded layout and a report, never a crash. Here the limits are lowered
/// so that the cut is cheap to see.
@Suite struct ItemBudgetTests {
  static let environment = LayoutEnvironment(containerSize: Size(width: 100, height: 300))

  static func model(_ source: CountedRows, itemLimit: Int = 50, sectionLimit: Int = 20) -> LayoutModel {
    var model = LayoutModel(configuration: LayoutConfiguration(environment: environment))
    model.itemLimit = itemLimit
    model.sectionLimit = sectionLimit
    model.update(from: source)
    return model
  }

  static func counts(_ model: LayoutModel) -> [Int] {
    (0..<model.numberOfSections).map { model.numberOfItems(inSection: $0) }
  }

  @Test func sectionsKeepTheirItemsInOrderUntilTheBudgetRunsOut() {
    let model = Self.model(CountedRows([20, Int.max, 10, -4]))
    #expect(Self.counts(model) == [20, 30, 0, 0])
    #expect(model.contentSize == Size(width: 100, height: 500))
    let cut = model.diagnostics.filter { $0.code == .sectionItemCount }
    #expect(cut.map(\.section) == [1, 2])
    #expect(cut.first?.message.contains("\(Int.max) items") == true)
    #expect(model.allElements(scroll: .resting(in: Self.environment)).filter { $0.id.category == .cell }.count == 50)
  }

  @Test func sectionsPastTheLimitAreNotLaidOutAndAreReported() {
    let source = CountedRows([1, 1])
    source.sectionCount = Int.max
    var model = Self.model(source)
    #expect(model.numberOfSections == 20)
    #expect(model.diagnostics.contains { $0.code == .layoutSectionCount && $0.message.contains("\(Int.max)") })
    // Still past the limit, so nothing is laid out again, but the report names the new count.
    source.sectionCount = 25
    model.update(from: source)
    #expect(model.lastUpdate.sectionsLaidOut == 0)
    #expect(model.diagnostics == Self.model(source).diagnostics)
    source.sectionCount = 3
    model.update(from: source)
    #expect(model.numberOfSections == 3)
    #expect(!model.diagnostics.contains { $0.code == .layoutSectionCount })
  }

  /// At the engine's own limit: `Int.max` sections of one item make 100,000.
  @Test func intMaxSectionsMakeABoundedLayout() {
    let source = CountedRows([])
    source.sectionCount = Int.max
    var model = LayoutModel(configuration: LayoutConfiguration(environment: Self.environment))
    model.update(from: source)
    #expect(model.numberOfSections == LayoutLimits.maximumSectionCount)
    #expect(model.contentSize.height == Double(LayoutLimits.maximumSectionCount) * 10)
    #expect(model.diagnostics.map(\.code) == [.layoutSectionCount])
  }

  @Test func aLayoutWithinTheLimitsReportsNothing() {
    let model = Self.model(CountedRows([20, 20, 10]))
    #expect(Self.counts(model) == [20, 20, 10])
    #expect(model.diagnostics.isEmpty)
  }

  /// The budget moves with every change: a section that grows takes items from the ones
  /// after it, one that shrinks gives them back, and the updated layout equals a fresh one.
  @Test(arguments: 0..<40 as Range<UInt64>)
  func anUpdatedLayoutEqualsAFreshOneWhateverTheBudget(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let source = CountedRows((0..<6).map { _ in Int.random(in: 0...15, using: &rng) })
    var model = Self.model(source)
    for step in 0..<30 {
      let s = Int.random(in: 0..<source.counts.count, using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        source.counts.insert(Int.random(in: 0...30, using: &rng), at: s)
        model.insertSections([s])
      case 1 where source.counts.count > 1:
        source.counts.remove(at: s)
        model.deleteSections([s])
      case 2:
        source.counts[s] = [0, Int.max, -1][Int.random(in: 0..<3, using: &rng)]
        model.invalidateSections([s])
      default:
        source.counts[s] = Int.random(in: 0...40, using: &rng)
        model.invalidateSections([s])
      }
      model.update(from: source)
      let fresh = Self.model(source)
      let scroll = ScrollState.resting(in: Self.environment)
      #expect(Self.counts(model) == Self.counts(fresh), "seed \(seed) step \(step)")
      #expect(model.allElements(scroll: scroll) == fresh.allElements(scroll: scroll), "seed \(seed) step \(step)")
      #expect(model.diagnostics == fresh.diagnostics, "seed \(seed) step \(step)")
      #expect(Self.counts(model).reduce(0, +) <= 50)
    }
  }

  /// Far from the limit, an update reads only the sections it lays out.
  @Test func anUpdateFarFromTheLimitLaysOutOnlyWhatChanged() {
    let source = CountedRows([5, 5, 5, 5])
    var model = Self.model(source)
    source.counts[1] = 8
    model.invalidateSections([1])
    model.update(from: source)
    #expect(model.lastUpdate.sectionsLaidOut == 1)
  }

  /// Near it, a section that grows takes items from the next one, which is laid out again.
  @Test func aGrowingSectionTakesItemsFromTheOnesAfterIt() {
    let source = CountedRows([20, 20, 5])
    var model = Self.model(source)
    source.counts[0] = 40
    model.invalidateSections([0])
    model.update(from: source)
    #expect(Self.counts(model) == [40, 10, 0])
    #expect(model.lastUpdate.sectionsLaidOut == 3)
  }
}
