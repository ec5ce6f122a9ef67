import CollectionLayout
import Testing

/// List separators (`UICollectionLayoutListConfiguration.showsSeparators`, and from iOS 14.5
/// `separatorConfiguration` and `itemSeparatorHandler`), placed by the layout as decorations:
/// Apple documents `showsSeparators` as separators "between cells" and the handler's
/// configuration as the item's "final" one; what `automatic` resolves to is the engine's
/// own rule (``ListSeparatorConfiguration``).
@Suite struct CompositionalListSeparatorTests {
  typealias Lists = CompositionalListConfigurationTests

  static func list(
    _ appearance: LayoutListConfiguration.Appearance, _ change: (inout LayoutListConfiguration) -> Void = { _ in }
  ) -> LayoutSection {
    var configuration = LayoutListConfiguration(appearance: appearance)
    change(&configuration)
    return .list(using: configuration, layoutEnvironment: Lists.environment)
  }

  static func layout(
    _ section: LayoutSection, counts: [Int], environment: LayoutEnvironment = Lists.environment,
    measured: [(item: Int, height: Double)] = []
  ) -> CompositionalLayoutEngine {
    var engine = CompositionalLayoutEngine(section: section, configuration: .init())
    for m in measured {
      _ = engine.setMeasuredSize(
        Size(width: environment.containerSize.width, height: m.height), forItemAt: ItemPath(section: 0, item: m.item))
    }
    engine.prepare(environment: environment, dataSource: CompositionalReferenceTests.Counts(counts: counts))
    return engine
  }

  static func separators(_ engine: CompositionalLayoutEngine) -> [LayoutAttributes] {
    engine.model.allElements(scroll: ScrollState(contentOffset: .zero)).filter {
      $0.id.kind == .listTopSeparator || $0.id.kind == .listBottomSeparator
    }
  }

  static func bottom(_ item: Int) -> ElementID { .decoration(.listBottomSeparator, section: 0, item: item) }
  static func top(_ item: Int) -> ElementID { .decoration(.listTopSeparator, section: 0, item: item) }

  @Test func automaticSeparatorsLieBetweenRowsFromTheLayoutMargin() throws {
    let engine = Self.layout(Self.list(.plain), counts: [3])
    let all = Self.separators(engine)
    // Under rows 0 and 1, not under the last; half a point thick at display scale 2.
    #expect(all.map(\.id) == [Self.bottom(0), Self.bottom(1)])
    #expect(all[0].frame == Rect(x: 16, y: 43.5, width: 359, height: 0.5))
    #expect(all[1].frame == Rect(x: 16, y: 87.5, width: 359, height: 0.5))
    #expect(all.allSatisfy { $0.backgroundColor == ListSeparatorConfiguration.defaultColor })
    // Above the rows, which an inset-grouped list keeps inside the margins: the automatic
    // inset is measured from the row's own leading edge.
    let cell = try #require(Lists.frame(engine, .cell(section: 0, item: 0)))
    #expect(
      all[0].zIndex
        > engine.model.attributes(for: .cell(section: 0, item: 0), scroll: ScrollState(contentOffset: .zero))!.zIndex)
    #expect(cell == Rect(x: 0, y: 0, width: 375, height: 44))
    let inset = Self.layout(Self.list(.insetGrouped), counts: [2])
    #expect(Lists.frame(inset, Self.bottom(0)) == Rect(x: 32, y: 78.5, width: 327, height: 0.5))
    #expect(engine.diagnostics.isEmpty && inset.diagnostics.isEmpty)
  }

  @Test func aSeparatorIsOnePixelAndStartsAtTheLeadingMarginRightToLeft() {
    var environment = Lists.environment
    environment.displayScale = 3
    environment.layoutDirection = .rightToLeft
    environment.layoutMargins = LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
    let engine = Self.layout(Self.list(.grouped), counts: [2], environment: environment)
    // The leading margin is the right one; the separator runs from the left edge to 20 short
    // of the right one, a third of a point thick.
    let frame = Lists.frame(engine, Self.bottom(0))
    #expect(frame?.minX == 0 && frame?.width == 355)
    #expect(frame.map { abs($0.height - 1.0 / 3) < 1e-12 && abs($0.maxY - (35 + 44)) < 1e-12 } == true)
  }

  @Test func sidebarsAndListsWithoutSeparatorsPlaceNone() {
    for appearance in [LayoutListConfiguration.Appearance.sidebar, .sidebarPlain] {
      #expect(Self.separators(Self.layout(Self.list(appearance), counts: [4])).isEmpty, "\(appearance)")
    }
    let off = Self.list(.plain) { $0.showsSeparators = false }
    #expect(Self.separators(Self.layout(off, counts: [4])).isEmpty)
    // A sidebar's separators show when asked for.
    let asked = Self.list(.sidebar) { $0.separatorConfiguration.bottomSeparatorVisibility = .visible }
    #expect(Self.separators(Self.layout(asked, counts: [2])).map(\.id) == [Self.bottom(0), Self.bottom(1)])
  }

  @Test func aFirstItemStandingForTheHeaderHasNoLineBelowIt() {
    let section = Self.list(.insetGrouped) { $0.headerMode = .firstItemInSection }
    #expect(Self.separators(Self.layout(section, counts: [4])).map(\.id) == [Self.bottom(1), Self.bottom(2)])
    // Asked for, it has one.
    let asked = Self.list(.insetGrouped) {
      $0.headerMode = .firstItemInSection
      $0.itemSeparatorHandler = { path, resolved in
        var c = resolved
        if path.item == 0 { c.bottomSeparatorVisibility = .visible }
        return c
      }
    }
    #expect(Self.separators(Self.layout(asked, counts: [4])).map(\.id) == [0, 1, 2].map(Self.bottom))
  }

  @Test func theSectionConfigurationSetsVisibilityInsetsAndColour() {
    let red = LayoutColor(rgb: 0xFF0000)
    let section = Self.list(.plain) {
      $0.separatorConfiguration.topSeparatorVisibility = .visible
      $0.separatorConfiguration.bottomSeparatorVisibility = .hidden
      $0.separatorConfiguration.topSeparatorInsets = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 40)
      $0.separatorConfiguration.color = red
    }
    let all = Self.separators(Self.layout(section, counts: [2]))
    #expect(all.map(\.id) == [Self.top(0), Self.top(1)])
    // Top and bottom insets are not used: a hairline has no height to inset.
    #expect(
      all.map(\.frame) == [Rect(x: 0, y: 0, width: 335, height: 0.5), Rect(x: 0, y: 44, width: 335, height: 0.5)])
    #expect(all.allSatisfy { $0.backgroundColor == red })
  }

  @Test func theItemHandlerSeesTheResolvedConfigurationAndHasTheLastWord() {
    let seen = SeenConfigurations()
    let section = Self.list(.insetGrouped) {
      $0.itemSeparatorHandler = { path, resolved in
        seen.record(path, resolved)
        var c = resolved
        if path.item == 1 { c.bottomSeparatorVisibility = .hidden }
        if path.item == 2 { c.bottomSeparatorVisibility = .visible }
        if path.item == 0 { c.color = LayoutColor(rgb: 0x00FF00) }
        // Handing back automatic asks for the section's rule again.
        if path.item == 3 { c.topSeparatorVisibility = .automatic }
        return c
      }
    }
    let engine = Self.layout(section, counts: [3])
    let all = Self.separators(engine)
    #expect(all.map(\.id) == [Self.bottom(0), Self.bottom(2)])
    #expect(all.first?.backgroundColor == LayoutColor(rgb: 0x00FF00))
    #expect(all.last?.backgroundColor == ListSeparatorConfiguration.defaultColor)
    // Item 2's bottom separator, which the rule hides as the last, shows: it ends the card.
    #expect(Lists.frame(engine, Self.bottom(2)) == Rect(x: 32, y: 166.5, width: 327, height: 0.5))
    let first = seen.configurations.first { $0.path.item == 2 }?.configuration
    #expect(first?.bottomSeparatorVisibility == .hidden && first?.topSeparatorVisibility == .hidden)
    #expect(first?.bottomSeparatorInsets == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
    #expect(Set(seen.configurations.map(\.path)) == Set((0..<3).map { ItemPath(section: 0, item: $0) }))
  }

  @Test func unusableInsetsAreRepairedAndReported() {
    for value: Double in [-4, .nan, -.infinity, 1e300] {
      let section = Self.list(.plain) {
        $0.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(
          top: 0, leading: value, bottom: 0, trailing: 0)
      }
      let engine = Self.layout(section, counts: [2])
      let frame = Lists.frame(engine, Self.bottom(0))
      // An overlong inset leaves nothing of the line; the others read as 0.
      #expect(
        frame
          == (value == 1e300
            ? Rect(x: 375, y: 43.5, width: 0, height: 0.5) : Rect(x: 0, y: 43.5, width: 375, height: 0.5)),
        "\(value)")
      #expect(engine.diagnostics.contains { $0.message.contains("separator leading inset") }, "\(value)")
      // From the item handler, which runs when its item is queried, the same repair without a
      // report (as a visible-items handler's changes are repaired).
      let handled = Self.list(.plain) {
        $0.itemSeparatorHandler = { _, resolved in
          var c = resolved
          c.bottomSeparatorInsets.trailing = value
          return c
        }
      }
      let repaired = Self.layout(handled, counts: [2])
      let expected =
        value == 1e300 ? Rect(x: 16, y: 43.5, width: 0, height: 0.5) : Rect(x: 16, y: 43.5, width: 359, height: 0.5)
      #expect(Lists.frame(repaired, Self.bottom(0)) == expected, "\(value)")
      #expect(repaired.diagnostics.isEmpty, "\(value)")
      let all = repaired.model.allElements(scroll: ScrollState(contentOffset: .zero))
      #expect(all.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite && $0.frame.width >= 0 })
    }
  }

  @Test func separatorsFollowMeasuredRowsAsAFreshLayoutPlacesThem() {
    var engine = Self.layout(Self.list(.grouped), counts: [4])
    let changed = engine.setMeasuredSize(Size(width: 375, height: 90), forItemAt: ItemPath(section: 0, item: 1))
    #expect(changed)
    engine.prepare(environment: Lists.environment, dataSource: CompositionalReferenceTests.Counts(counts: [4]))
    // Row 1 now ends at 35 + 44 + 90; its separator with it, and row 2's moved 46 down.
    #expect(Lists.frame(engine, Self.bottom(1)) == Rect(x: 16, y: 168.5, width: 359, height: 0.5))
    #expect(Lists.frame(engine, Self.bottom(2)) == Rect(x: 16, y: 212.5, width: 359, height: 0.5))
    #expect(engine.model.lastUpdate.sectionsPatched == 1 && engine.model.lastUpdate.sectionsLaidOut == 0)
    let fresh = Self.layout(Self.list(.grouped), counts: [4], measured: [(1, 90)])
    let scroll = ScrollState(contentOffset: .zero)
    #expect(engine.model.allElements(scroll: scroll) == fresh.model.allElements(scroll: scroll))
  }

  @Test func anInsertAfterTheLastRowGivesTheOldLastItsSeparator() throws {
    var engine = Self.layout(Self.list(.plain), counts: [2])
    #expect(Self.separators(engine).map(\.id) == [Self.bottom(0)])
    engine.apply(
      try BatchUpdate(actions: [.insertItem(ItemPath(section: 0, item: 2))], oldItemCounts: [2], newItemCounts: [3]))
    engine.prepare(environment: Lists.environment, dataSource: CompositionalReferenceTests.Counts(counts: [3]))
    #expect(Self.separators(engine).map(\.id) == [Self.bottom(0), Self.bottom(1)])
    let scroll = ScrollState(contentOffset: .zero)
    #expect(
      engine.model.allElements(scroll: scroll)
        == Self.layout(Self.list(.plain), counts: [3]).model.allElements(scroll: scroll))
  }

  /// A visible-items handler sees the rows, not their lines, and what it does to a row
  /// carries the row's line along, as UIKit's line is drawn inside its cell.
  @Test func separatorsFollowWhatAVisibleItemsHandlerDoesToTheirRows() throws {
    let seen = SeenKinds()
    let section = Self.list(.plain)
    section.visibleItemsInvalidationHandler = { items, _, _ in
      seen.record(items.map(\.id.category))
      for item in items where item.id.item == 1 && item.id.category == .cell {
        item.transform = LayoutTransform(scaleX: 0.5, y: 0.5)
        item.alpha = 0.4
        item.center = Point(x: item.center.x + 10, y: item.center.y)
      }
    }
    let engine = Self.layout(section, counts: [3])
    let scroll = ScrollState(contentOffset: .zero)
    let all = engine.model.elements(in: Rect(x: 0, y: 0, width: 375, height: 667), scroll: scroll)
    #expect(!seen.categories.isEmpty && seen.categories.allSatisfy { $0 == .cell })
    let cell = try #require(all.first { $0.id == .cell(section: 0, item: 1) })
    let line = try #require(all.first { $0.id == Self.bottom(1) })
    // Moved with the row, as faint, and scaled about the row's centre: its middle is drawn
    // where the row's scaling puts the point under it.
    #expect(line.alpha == 0.4 && line.zIndex == cell.zIndex + 1)
    let middle = Point(x: line.frame.midX, y: line.frame.midY)
    let drawn = Self.onScreen(middle, of: line)
    let expected = Self.onScreen(middle, of: cell)
    #expect(abs(drawn.x - expected.x) < 1e-9 && abs(drawn.y - expected.y) < 1e-9)
    #expect(abs(expected.x - (cell.frame.midX + 0.5 * (middle.x - cell.frame.midX))) < 1e-9)
    // Row 0's line is untouched, and a look-up by identity agrees with the query.
    #expect(all.first { $0.id == Self.bottom(0) }?.frame == Rect(x: 16, y: 43.5, width: 359, height: 0.5))
    #expect(engine.model.attributes(for: Self.bottom(1), scroll: scroll) == line)
  }

  /// Where `p`, a point of `e` at rest, is drawn: `e`'s transform applied about its centre.
  static func onScreen(_ p: Point, of e: LayoutAttributes) -> Point {
    let t = e.transform
    let x = p.x - e.frame.midX
    let y = p.y - e.frame.midY
    return Point(x: e.frame.midX + x * t.a + y * t.c + t.tx, y: e.frame.midY + x * t.b + y * t.d + t.ty)
  }

  @Test func configurationsAreValuesEqualWhenTheirHandlerIsTheSameOne() {
    var a = LayoutListConfiguration(appearance: .plain)
    #expect(a.showsSeparators && a.separatorConfiguration == ListSeparatorConfiguration(listAppearance: .plain))
    #expect(ListSeparatorConfiguration(listAppearance: .sidebar).bottomSeparatorVisibility == .hidden)
    a.itemSeparatorHandler = { _, c in c }
    let copy = a
    #expect(copy == a)
    var b = a
    b.itemSeparatorHandler = { _, c in c }
    #expect(b != a)
    b.itemSeparatorHandler = nil
    #expect(b == LayoutListConfiguration(appearance: .plain))
  }
}

/// The categories a visible-items handler was handed, recorded from the engine's calls.
final class SeenKinds: @unchecked Sendable {
  private(set) var categories: [ElementCategory] = []
  func record(_ c: [ElementCategory]) { categories += c }
}

/// What an item handler was handed, recorded from the engine's calls.
private final class SeenConfigurations: @unchecked Sendable {
  private(set) var configurations: [(path: ItemPath, configuration: ListSeparatorConfiguration)] = []
  func record(_ path: ItemPath, _ c: ListSeparatorConfiguration) { configurations.append((path, c)) }
}
