import CollectionLayout
import Testing

/// Compositional sections: self-sizing, invariants over the article's layouts, bad values.
@Suite struct CompositionalBehaviourTests {
  typealias Counts = CompositionalReferenceTests.Counts

  /// A list of estimated rows (44) with an estimated header, 2 points apart.
  static func estimatedList() -> LayoutSection {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = LayoutGroup.horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 2
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
        elementKind: "header", alignment: .top)
    ]
    return section
  }

  @Test func aNewConfigurationLaysEverythingOutAgainAndKeepsMeasuredSizesOnTheSameAxis() {
    let env = LayoutEnvironment(containerSize: Size(width: 320, height: 480))
    let counts = Counts(counts: [3, 3])
    var engine = CompositionalLayoutEngine(section: Self.estimatedList())
    engine.prepare(environment: env, dataSource: counts)
    engine.setMeasuredSize(Size(width: 320, height: 80), forItemAt: ItemPath(section: 0, item: 1))
    let spaced = CompositionalLayoutConfiguration()
    spaced.interSectionSpacing = 25
    engine.setConfiguration(spaced)
    engine.prepare(environment: env, dataSource: counts)
    // The same as a layout made with that configuration and given the same measurement.
    var fresh = CompositionalLayoutEngine(section: Self.estimatedList(), configuration: spaced)
    fresh.prepare(environment: env, dataSource: counts)
    fresh.setMeasuredSize(Size(width: 320, height: 80), forItemAt: ItemPath(section: 0, item: 1))
    fresh.prepare(environment: env, dataSource: counts)
    let scroll = ScrollState(contentOffset: .zero)
    #expect(engine.model.allElements(scroll: scroll) == fresh.model.allElements(scroll: scroll))
    // Section 1 starts after 30 + 44 + 80 + 44 + 2 gaps of 2 and the 25 between sections.
    let sectionOneTop: Double = 30 + 44 + 80 + 44 + 4 + 25
    #expect(
      engine.model.attributes(for: .supplementary("header", section: 1), scroll: scroll)?.frame.minY == sectionOneTop)
    // Sideways, the measurement (of a height) no longer applies.
    let sideways = CompositionalLayoutConfiguration()
    sideways.scrollDirection = .horizontal
    engine.setConfiguration(sideways)
    engine.prepare(environment: env, dataSource: counts)
    #expect(engine.scrollDirection == .horizontal)
    #expect(engine.measuredSize(forItemAt: ItemPath(section: 0, item: 1)) == nil)
  }

  @Test func measuredSizesReplaceEstimatesAndTheContentSizeIsExact() {
    var engine = CompositionalLayoutEngine(section: Self.estimatedList())
    let env = LayoutEnvironment(containerSize: Size(width: 320, height: 480))
    let counts = Counts(counts: [100, 10])
    engine.prepare(environment: env, dataSource: counts)
    // 30 + 100 rows of 44 + 99 gaps of 2, then section 1: 30 + 10·44 + 9·2.
    let estimatedHeight: Double = (30 + 4400 + 198) + (30 + 440 + 18)
    #expect(engine.model.contentSize.height == estimatedHeight)
    let scroll = ScrollState(contentOffset: .zero)
    let before = engine.model.attributes(for: .cell(section: 1, item: 0), scroll: scroll)!.frame
    // Item 7 measures 100 high (56 more), item 8 measures 20 (24 less), the header 50 (20 more).
    let changes = [
      engine.setMeasuredSize(Size(width: 320, height: 100), forItemAt: ItemPath(section: 0, item: 7)),
      engine.setMeasuredSize(Size(width: 320, height: 20), forItemAt: ItemPath(section: 0, item: 8)),
      engine.setMeasuredSize(Size(width: 320, height: 50), forSupplementaryOf: "header", inSection: 0),
      engine.setMeasuredSize(Size(width: 320, height: 20), forItemAt: ItemPath(section: 0, item: 8)),
    ]
    #expect(changes == [true, true, true, false])
    engine.prepare(environment: env, dataSource: counts)
    let measuredHeight: Double = (50 + 4400 + 56 - 24 + 198) + (30 + 440 + 18)
    #expect(engine.model.contentSize.height == measuredHeight)
    #expect(
      engine.model.attributes(for: .cell(section: 0, item: 7), scroll: scroll)?.frame
        == Rect(x: 0, y: 50 + 7 * 46, width: 320, height: 100))
    #expect(
      engine.model.attributes(for: .cell(section: 0, item: 8), scroll: scroll)?.frame
        == Rect(x: 0, y: 50 + 7 * 46 + 102, width: 320, height: 20))
    // Section 1 only moved.
    let after = engine.model.attributes(for: .cell(section: 1, item: 0), scroll: scroll)!.frame
    #expect(after == before.offsetBy(dx: 0, dy: 20 + 56 - 24))
  }

  @Test func estimatedItemsOfARowShareTheRowsHeight() {
    // Three estimated items per row; item 1 measures 90 high: the row becomes 90 and all
    // three items of that row take it, the next row stays at the estimate.
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(50)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
    var engine = CompositionalLayoutEngine(section: LayoutSection(group: group))
    let env = LayoutEnvironment(containerSize: Size(width: 300, height: 500))
    engine.setMeasuredSize(Size(width: 100, height: 90), forItemAt: ItemPath(section: 0, item: 1))
    engine.prepare(environment: env, dataSource: Counts(counts: [6]))
    let scroll = ScrollState(contentOffset: .zero)
    let heights = (0..<6).map {
      engine.model.attributes(for: .cell(section: 0, item: $0), scroll: scroll)!.frame.height
    }
    #expect(heights == [90, 90, 90, 50, 50, 50])
    #expect(engine.model.attributes(for: .cell(section: 0, item: 3), scroll: scroll)?.frame.minY == 90.0)
    #expect(engine.model.contentSize.height == 140)
  }

  /// Every article layout at both widths, both directions: rect query = brute force, items
  /// of one group never overlap, everything inside the content, RTL = mirrored LTR.
  @Test(arguments: [375.0, 768.0])
  func invariantsOfTheArticleLayouts(width: Double) {
    for (name, section) in ArticleLayouts.allStacked() {
      for count in [0, 1, 7, 23] {
        let ltr = CompositionalReferenceTests.layout(section, counts: [count, 3], width: width, height: 1024)
        let rtl = CompositionalReferenceTests.layout(
          section, counts: [count, 3], width: width, height: 1024, direction: .rightToLeft)
        let scroll = ScrollState(contentOffset: .zero)
        let all = ltr.model.allElements(scroll: scroll)
        let size = ltr.model.contentSize
        for e in all {
          #expect(e.frame.minX >= -1e-9 && e.frame.maxX <= size.width + 1e-9, "\(name) \(e.id)")
          #expect(e.frame.minY >= -1e-9 && e.frame.maxY <= size.height + 1e-9, "\(name) \(e.id)")
        }
        let cells = all.filter { $0.id.category == .cell }
        // Items per group, from the article's structure: the next group starts below
        // every item of the first.
        let perGroup = ["simple": 3, "triSection": 7, "carousel": 1, "tree": 10, "squareFamily": 9][name]!
        if count == 23 {
          let firstGroupEnd = cells[0..<perGroup].map(\.frame.maxY).max()!
          #expect(cells[perGroup].frame.minY >= firstGroupEnd, "\(name)")
          #expect(cells[perGroup].frame.minX == cells[0].frame.minX, "\(name)")
        }
        for (a, b) in zip(cells, cells.dropFirst()) {
          #expect(!a.frame.intersects(b.frame), "\(name): \(a.id) overlaps \(b.id)")
        }
        var y = -20.0
        while y < size.height {
          let rect = Rect(x: width / 3, y: y, width: width / 2, height: 150)
          #expect(ltr.model.elements(in: rect, scroll: scroll) == all.filter { $0.frame.intersects(rect) }, "\(name)")
          y += 97
        }
        let mirrored = rtl.model.allElements(scroll: scroll).map { a -> LayoutAttributes in
          var m = a
          m.frame.origin.x = width - a.frame.maxX
          return m
        }
        #expect(mirrored.count == all.count)
        for (m, a) in zip(mirrored, all) {
          #expect(m.id == a.id && abs(m.frame.minX - a.frame.minX) < 1e-9 && m.frame.minY == a.frame.minY, "\(name)")
        }
      }
    }
  }

  @Test func badValuesAreRepairedAndReported() {
    let negative = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(-0.5), heightDimension: .absolute(.nan)))
    let zeroCount = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitem: negative,
      count: 0)
    let empty = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [])
    let outside = LayoutGroup.custom(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    ) { container in
      [
        LayoutGroupCustomItem(frame: Rect(x: -50, y: 10, width: 60, height: 60)),
        LayoutGroupCustomItem(frame: Rect(x: container.contentSize.width - 10, y: 80, width: 900, height: 60)),
        LayoutGroupCustomItem(frame: Rect(x: .nan, y: 0, width: 10, height: 10)),
      ]
    }
    let single = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(40)))])
    single.interItemSpacing = .flexible(8)
    let cases: [(LayoutGroup, [String])] = [
      (zeroCount, ["group.count", "dimension.invalid"]), (empty, ["group.emptySubitems", "section.emptyGroup"]),
      (outside, ["group.customFrame"]), (single, []),
    ]
    for (group, codes) in cases {
      let engine = CompositionalReferenceTests.layout(LayoutSection(group: group), counts: [5])
      let all = engine.model.allElements(scroll: .init(contentOffset: .zero))
      #expect(all.filter { $0.id.category == .cell }.count == 5)
      #expect(all.allSatisfy { MainAxisCheck.isFinite($0.frame) })
      for code in codes { #expect(engine.diagnostics.contains { $0.code == code }, "\(code)") }
    }
    // Custom frames are moved inside the 375 × 100 group.
    let custom = CompositionalReferenceTests.layout(LayoutSection(group: outside), counts: [3])
    let frames = (0..<3).compactMap { CompositionalReferenceTests.frame(custom, $0) }
    #expect(
      frames == [
        Rect(x: 0, y: 10, width: 60, height: 60), Rect(x: 0, y: 40, width: 375, height: 60),
        Rect(x: 0, y: 0, width: 0, height: 0),
      ])
    // A single subitem with flexible spacing stays at the leading edge (no division by zero).
    #expect(
      CompositionalReferenceTests.frame(
        CompositionalReferenceTests.layout(LayoutSection(group: single), counts: [1]), 0)
        == Rect(x: 0, y: 0, width: 50, height: 40))
  }
}

extension CompositionalBehaviourTests {
  /// Found by `ExtremeNumberSweepTests`: an item's content insets of −1e308 reached the
  /// output as a frame 1e308 long. Each edge is now finite and at most 10,000,000 either
  /// way (reported); negative insets within that stay, growing the item past its slot.
  @Test func itemContentInsetsAreBoundedAndNegativeOnesKept() {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: -1e308, leading: .nan, bottom: .infinity, trailing: -4)
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)), subitem: item, count: 1)
    let engine = CompositionalReferenceTests.layout(LayoutSection(group: group), counts: [1])
    let m = LayoutLimits.maximumLength
    #expect(CompositionalReferenceTests.frame(engine, 0) == Rect(x: 0, y: -m, width: 104, height: m + 40))
    // One diagnostic, counting the three edges repaired.
    #expect(engine.diagnostics.filter { $0.code == .itemContentInsets }.map(\.count) == [3])

    // A group's insets pass the same bound: 1e308 leading becomes 10,000,000, more than
    // the group is wide, so its items are squeezed to nothing (reported).
    let plain = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(40)))
    let wide = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitem: plain,
      count: 1)
    wide.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1e308, bottom: 0, trailing: 0)
    let squeezed = CompositionalReferenceTests.layout(LayoutSection(group: wide), counts: [1])
    let frame = CompositionalReferenceTests.frame(squeezed, 0)
    #expect(frame.map { abs($0.minX) <= 375 && abs($0.maxX) <= 425 } == true, "\(String(describing: frame))")
    // The clamp and the squeeze.
    #expect(squeezed.diagnostics.filter { $0.code == .itemContentInsets }.map(\.count) == [2])
  }
}

extension CompositionalBehaviourTests {
  /// Found by `ExtremeNumberSweepTests`: an edge spacing of 1e308 put an item 1e308 points
  /// along its group. Edge spacings are now lengths like any other: NaN and negative ones
  /// become 0, longer ones 10,000,000, each reported.
  @Test func edgeSpacingIsBoundedAndReported() {
    func frame(_ leading: Double, top: Double) -> (Rect?, [Diagnostic]) {
      let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(20)))
      item.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(leading), top: .fixed(top), trailing: nil, bottom: nil)
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
      let engine = CompositionalReferenceTests.layout(LayoutSection(group: group), counts: [1])
      return (CompositionalReferenceTests.frame(engine, 0), engine.diagnostics)
    }
    let (plain, none) = frame(7, top: 3)
    #expect(plain == Rect(x: 7, y: 3, width: 50, height: 20))
    #expect(none.isEmpty)
    let (huge, clamped) = frame(1e308, top: .nan)
    #expect(huge == Rect(x: LayoutLimits.maximumLength, y: 0, width: 50, height: 20))
    #expect(clamped.contains { $0.code == .valueClamped } && clamped.contains { $0.code == .valueInvalid })
    let (negative, repaired) = frame(-5, top: -.infinity)
    #expect(negative == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(repaired.contains { $0.code == .valueInvalid })
  }
}

extension CompositionalBehaviourTests {
  /// A boundary supplementary's offset was clamped to ±10,000,000 (NaN, infinite: 0) without
  /// a word; the repair is now reported, as every other.
  @Test func aBoundarySupplementarysOffsetIsBoundedAndReported() {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
    let section = LayoutSection(group: group)
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: "header", alignment: .top, absoluteOffset: Point(x: .nan, y: -1e308))
    ]
    let engine = CompositionalReferenceTests.layout(section, counts: [1])
    let header = engine.model.attributes(for: .supplementary(.header, section: 0), scroll: .init(contentOffset: .zero))
    #expect(header?.frame == Rect(x: 0, y: -LayoutLimits.maximumLength, width: 375, height: 30))
    #expect(engine.diagnostics.contains { $0.code == .valueInvalid })
    #expect(engine.diagnostics.contains { $0.code == .valueClamped })
  }
}

enum MainAxisCheck {
  static func isFinite(_ r: Rect) -> Bool {
    r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite && r.width >= 0 && r.height >= 0
  }
}
