import CollectionLayout
import Testing

/// Badges and groups' supplementaries with an estimated dimension size themselves, as UIKit
/// sizes every `NSCollectionLayoutItem` with one (`NSCollectionLayoutSupplementaryItem` is
/// one): the measured size replaces the estimate on that axis, the badge is anchored again,
/// and nothing else moves.
@Suite struct CompositionalBadgeMeasuringTests {
  typealias Counts = CompositionalReferenceTests.Counts

  /// Rows 50 high, full width inside insets of 10; each row a group with an unread-count
  /// badge estimated 20 wide, 18 high, at its top-trailing corner; every group of two rows
  /// a "more" label estimated 24 high under its bottom-leading corner.
  static func inbox() -> LayoutSection {
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .estimated(20), heightDimension: .absolute(18)), elementKind: "count",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    let row = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      supplementaryItems: [badge])
    let group = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [row])
    let more = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .absolute(60), heightDimension: .estimated(24)), elementKind: "more",
      containerAnchor: LayoutAnchor(edges: [.bottom, .leading], fractionalOffset: Point(x: 0, y: 1)))
    group.supplementaryItems = [more]
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    section.interGroupSpacing = 30
    return section
  }

  static let env = LayoutEnvironment(containerSize: Size(width: 375, height: 667))

  static func frame(_ engine: CompositionalLayoutEngine, _ id: ElementID) -> Rect? {
    engine.model.attributes(for: id, scroll: ScrollState(contentOffset: .zero))?.frame
  }

  /// Item 3's count measures 44 × 30: its width takes 44 (estimated), its height stays 18
  /// (absolute), and it stays at the row's top-trailing corner (365 − 44 = 321). The other
  /// badges and every item keep their frames; only item 3's group is placed again.
  @Test func aMeasuredBadgeTakesItsSizeOnItsEstimatedAxisOnly() throws {
    var engine = CompositionalLayoutEngine(section: Self.inbox())
    let counts = Counts(counts: [8])
    engine.prepare(environment: Self.env, dataSource: counts)
    let before = engine.model.allElements(scroll: ScrollState(contentOffset: .zero))
    let count3 = ElementID.supplementary("count", section: 0, item: 3)
    #expect(Self.frame(engine, count3) == Rect(x: 345, y: 180, width: 20, height: 18))
    let changed = engine.setMeasuredSize(Size(width: 44, height: 30), for: count3)
    #expect(changed)
    engine.prepare(environment: Self.env, dataSource: counts)
    #expect(engine.model.lastUpdate.sectionsPatched == 1)
    #expect(engine.model.lastUpdate.sectionsLaidOut == 0)
    #expect(Self.frame(engine, count3) == Rect(x: 321, y: 180, width: 44, height: 18))
    #expect(engine.measuredSize(of: count3) == Size(width: 44, height: 30))
    let after = engine.model.allElements(scroll: ScrollState(contentOffset: .zero))
    let moved = zip(before, after).filter { $0.0.frame != $0.1.frame }.map(\.1.id)
    #expect(moved == [count3])
    // Measuring it the same again changes nothing.
    let again = engine.setMeasuredSize(Size(width: 44, height: 30), for: count3)
    #expect(!again)
  }

  /// A group's supplementary has the index path of the group's first item: group 1 (items
  /// 2 and 3) measures its "more" label 40 high; it grows down from the group's bottom.
  @Test func aGroupsSupplementaryMeasuresAtItsFirstItem() throws {
    var engine = CompositionalLayoutEngine(section: Self.inbox())
    let counts = Counts(counts: [8])
    engine.prepare(environment: Self.env, dataSource: counts)
    let more = ElementID.supplementary("more", section: 0, item: 2)
    #expect(Self.frame(engine, more) == Rect(x: 10, y: 230, width: 60, height: 24))
    engine.setMeasuredSize(Size(width: 90, height: 40), for: more)
    engine.prepare(environment: Self.env, dataSource: counts)
    #expect(Self.frame(engine, more) == Rect(x: 10, y: 230, width: 60, height: 40))
    #expect(Self.frame(engine, .supplementary("more", section: 0, item: 0))?.height == 24)
  }

  /// Measuring badge by badge equals laying the section out afresh with the same sizes,
  /// also in a horizontal layout and in a strip.
  @Test(arguments: [ScrollDirection.vertical, .horizontal], [false, true])
  func measuringBadgeByBadgeEqualsLayingOutAgain(_ direction: ScrollDirection, inStrip: Bool) {
    Self.expectMeasuringEqualsLayingOutAgain(
      counts: [3, 40],
      measurements: [
        (.supplementary("count", section: 1, item: 7), Size(width: 31, height: 12)),
        (.supplementary("more", section: 1, item: 8), Size(width: 70, height: 33)),
        (.supplementary("count", section: 1, item: 0), Size(width: 58, height: 40)),
        (.supplementary("count", section: 1, item: 7), Size(width: 12, height: 12)),
        (.cell(section: 1, item: 7), Size(width: 200, height: 90)),
      ], direction: direction, inStrip: inStrip)
  }

  /// In a section of 3,000 rows the items' and the badges' indexes span several
  /// checkpoints (one per 1,024): a measurement past the first rebuilds them from the
  /// checkpoint before it, and the layout still equals one laid out afresh.
  @Test(arguments: [ScrollDirection.vertical, .horizontal])
  func measuringBadgesOfALongSectionEqualsLayingOutAgain(_ direction: ScrollDirection) {
    Self.expectMeasuringEqualsLayingOutAgain(
      counts: [3, 3_000],
      measurements: [
        (.supplementary("count", section: 1, item: 2_500), Size(width: 31, height: 12)),
        (.cell(section: 1, item: 1_030), Size(width: 200, height: 90)),
        (.supplementary("more", section: 1, item: 2_048), Size(width: 70, height: 33)),
        (.supplementary("count", section: 1, item: 1_023), Size(width: 58, height: 40)),
        (.cell(section: 1, item: 2_999), Size(width: 200, height: 20)),
      ], direction: direction, inStrip: false, queryStep: 1_999)
  }

  /// Applies `measurements` one at a time to the inbox in section 1 of `counts`, each
  /// followed by an update, and holds the layout to one laid out afresh with the sizes so far
  /// (and, with `queryStep`, its rect queries to its elements).
  static func expectMeasuringEqualsLayingOutAgain(
    counts: [Int], measurements: [(ElementID, Size)], direction: ScrollDirection, inStrip: Bool,
    queryStep: Double? = nil
  ) {
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = direction
    func make() -> LayoutSection {
      let section = Self.inbox()
      if inStrip { section.orthogonalScrollingBehavior = .continuous }
      return section
    }
    let counts = Counts(counts: counts)
    var patched = CompositionalLayoutEngine(section: make(), configuration: configuration)
    patched.prepare(environment: Self.env, dataSource: counts)
    for (k, m) in measurements.enumerated() {
      patched.setMeasuredSize(m.1, for: m.0)
      patched.prepare(environment: Self.env, dataSource: counts)
      var fresh = CompositionalLayoutEngine(section: make(), configuration: configuration)
      fresh.prepare(environment: Self.env, dataSource: counts)
      for earlier in measurements.prefix(k + 1) { fresh.setMeasuredSize(earlier.1, for: earlier.0) }
      fresh.prepare(environment: Self.env, dataSource: counts)
      CompositionalMeasuringTests.expectSameLayout(patched.model, fresh.model, "after measurement \(k)")
      // A section in a strip is laid out again (SelfSizingCells.md); others are patched.
      if !inStrip { #expect(patched.model.lastUpdate.sectionsLaidOut == 0, "after measurement \(k)") }
      if let queryStep { RectQueryIndexTests.bruteForceCheck(patched.model, step: queryStep) }
    }
  }

  /// A badge's measured size goes with its item through a batch update, as an item's does:
  /// an item inserted before moves it along; a deleted or reloaded item loses it.
  @Test func measuredBadgesFollowTheirItems() throws {
    var engine = CompositionalLayoutEngine(section: Self.inbox())
    engine.prepare(environment: Self.env, dataSource: Counts(counts: [6]))
    let wide = Size(width: 50, height: 18)
    engine.setMeasuredSize(wide, for: .supplementary("count", section: 0, item: 2))
    engine.setMeasuredSize(wide, for: .supplementary("count", section: 0, item: 4))
    engine.setMeasuredSize(wide, for: .supplementary("count", section: 0, item: 5))
    engine.prepare(environment: Self.env, dataSource: Counts(counts: [6]))
    let update = try BatchUpdate(
      actions: [
        .insertItem(ItemPath(section: 0, item: 0)), .deleteItem(ItemPath(section: 0, item: 4)),
        .reloadItem(ItemPath(section: 0, item: 5)),
      ],
      oldItemCounts: [6], newItemCounts: [6])
    engine.apply(update)
    engine.prepare(environment: Self.env, dataSource: Counts(counts: [6]))
    let widths = (0..<6).map { Self.frame(engine, .supplementary("count", section: 0, item: $0))?.width }
    #expect(widths == [20, 20, 20, 50, 20, 20])
  }
}
