import Testing

@testable import CollectionLayout

/// A compositional section gathers the elements attached to its items (badges, a group's
/// supplementaries) in the engine's storage form as it stamps its groups, instead of as
/// `ArrangedElement` values converted afterwards. What is stored, reported and answered is
/// what the values would have given, and `ItemArrangement.elements` still lists them.
@Suite struct AttachedElementsTests {
  typealias Replacement = SectionElementsReplacementTests

  /// Badges of three kinds, one item out of order and two frames that are not finite.
  static let badges: [ArrangedElement] = {
    var badges = (0..<12).map { Replacement.badge($0, y: Double($0) * 40, kind: $0 % 3 == 0 ? "count" : "flag") }
    badges[4].kind = "new"
    badges.swapAt(6, 7)
    badges[2].frame.size.width = .nan
    badges[9].frame.origin.y = .infinity
    return badges
  }()

  @Test func gatheredElementsAreStoredAndReportedAsTheSameElementsGivenAsValues() {
    var gathered = AttachedElements()
    var gatheringLog = DiagnosticLog()
    for badge in Self.badges { gathered.append(badge, section: 0, log: &gatheringLog) }
    #expect(gathered.count == 10)
    #expect(!gathered.itemOrdered)
    #expect(gathered.kinds.kinds == ["count", "flag", "new"])
    var storingLog = DiagnosticLog()
    let stored = SectionElements(
      attached: gathered, elements: Replacement.own, section: 0, inStrip: false, log: &storingLog)
    let fromValues = Replacement.stored(Self.badges)
    Replacement.expectSame(stored, fromValues, "gathered")
    var valuesLog = DiagnosticLog()
    _ = SectionElements(elements: Self.badges + Replacement.own, section: 0, inStrip: false, log: &valuesLog)
    // Both dropped as they came, folded into one entry naming the first.
    #expect(gatheringLog.diagnostics.map(\.code) == ["element.frame"])
    #expect(gatheringLog.diagnostics.map(\.count) == [2])
    #expect(gatheringLog.diagnostics.map(\.item) == [2])
    gatheringLog.merge(storingLog)
    #expect(gatheringLog.diagnostics == valuesLog.diagnostics)
  }

  /// Rows of three items, a label on every row and a badge on every item, under a header.
  static func labelledRows() -> LayoutSection {
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "count",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    let section = CompositionalGroupSupplementaryTests.rows(
      [CompositionalGroupSupplementaryTests.supplementary("label")], itemBadges: [badge])
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: "header", alignment: .top)
    ]
    return section
  }

  @Test func aCompositionalArrangementStillListsEveryElementItPlaced() throws {
    let env = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
    let layout = CompositionalSectionLayout(section: Self.labelledRows(), environment: env)
    let context = SectionLayoutContext(
      section: 0, itemCount: 5, availableCrossExtent: 375, column: ColumnContext(index: 0, width: 375, columnCount: 1))
    var log = DiagnosticLog()
    var arrangement = layout.arrangeItems(in: context, item: { _ in ItemInput() }, diagnostics: &log)
    // Item badges, each group's label after its first item's badge, then the header.
    #expect(
      arrangement.elements.map { "\($0.kind.rawValue)@\($0.item)" } == [
        "count@0", "label@0", "count@1", "count@2", "count@3", "label@3", "count@4", "header@0",
      ])
    #expect(arrangement.elements.filter(\.attachedToItem).count == 7)
    // The badges sit as the model answers them.
    let engine = CompositionalReferenceTests.layout(Self.labelledRows(), counts: [5])
    let scroll = ScrollState(contentOffset: .zero)
    for e in arrangement.elements where e.attachedToItem {
      let answered = try #require(engine.model.attributes(for: e.id(section: 0), scroll: scroll))
      #expect(answered.frame == e.frame, "\(e.kind.rawValue)@\(e.item)")
    }
    // Elements set as values replace all of them, gathered ones included.
    arrangement.elements = [Replacement.badge(1, y: 0)]
    #expect(arrangement.elements == [Replacement.badge(1, y: 0)])
    #expect(arrangement.attached.isEmpty)
  }
}
