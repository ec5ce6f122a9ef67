import CollectionLayout
import Testing

/// Unit tests of the engine's pieces, below the split layout.
@Suite struct EnginePieceTests {
  @Test func transformsComposeAsCoreGraphicsDoes() {
    // `t1.concatenating(t2)` applies t1, then t2 (CGAffineTransformConcat): a scale then a
    // translation keeps the translation as given; the other way round scales it.
    let scale = LayoutTransform(scaleX: 2, y: 3)
    let move = LayoutTransform(translationX: 5, y: 7)
    #expect(scale.concatenating(move) == LayoutTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
    #expect(move.concatenating(scale) == LayoutTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21))
    #expect(LayoutTransform.identity.concatenating(scale) == scale && LayoutTransform.identity.isIdentity)
    #expect(!scale.isIdentity)
  }

  @Test func intersectionIsStrict() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
    #expect(!r.intersects(Rect(x: 10, y: 0, width: 5, height: 5)), "touching edges do not count")
    #expect(!r.intersects(Rect(x: 5, y: 5, width: 0, height: 3)), "a zero-width rect intersects nothing")
    #expect(!Rect(x: 5, y: 5, width: 0, height: 0).intersects(r))
  }

  @Test(arguments: [ScrollDirection.vertical, .horizontal], [ReadingDirection.leftToRight, .rightToLeft])
  func canonicalAndPhysicalAreInverse(scroll: ScrollDirection, layout: ReadingDirection) {
    let space = CanonicalSpace(scrollDirection: scroll, layoutDirection: layout, contentWidth: 300)
    let r = Rect(x: 12, y: 34, width: 56, height: 78)
    #expect(space.canonical(space.physical(r)) == r)
    #expect(space.physical(space.canonical(r)) == r)
    if scroll == .vertical && layout == .rightToLeft {
      #expect(space.physical(r) == Rect(x: 300 - 68, y: 34, width: 56, height: 78))
    }
    if scroll == .horizontal && layout == .leftToRight {
      #expect(space.physical(r) == r.transposed)
    }
  }

  @Test func columnsShareTheWidthAndFoldHiddenOnes() {
    var log = DiagnosticLog()
    let columns = ResolvedColumns(
      ColumnConfiguration(ratios: [0, 0.5, 0, 0.5, 0], spacing: 10), extent: 210, leading: 5, diagnostics: &log)
    #expect(columns.widths == [0, 100, 0, 100, 0])
    #expect(columns.origins[1] == 5 && columns.origins[3] == 115)
    #expect(columns.target == [1, 1, 1, 3, 3], "a hidden column folds into the visible one before it, else after")
    #expect(log.isEmpty)
  }

  @Test func badRatiosAreRepairedAndReported() {
    var log = DiagnosticLog()
    let columns = ResolvedColumns(
      ColumnConfiguration(ratios: [.nan, 2, 2], spacing: -3), extent: 100, leading: 0, diagnostics: &log)
    #expect(columns.widths == [0, 50, 50])
    #expect(log.diagnostics.map(\.code) == ["columns.ratio", "value.invalid"])
    #expect(log.diagnostics[0].count == 2, "NaN ratio and a sum of 4 fold into one entry")
    var empty = DiagnosticLog()
    #expect(
      ResolvedColumns(ColumnConfiguration(ratios: []), extent: 50, leading: 0, diagnostics: &empty).widths == [50])
    #expect(empty.diagnostics.map(\.code) == ["columns.empty"])
  }

  @Test func diagnosticsFoldPerCodeAndSection() {
    var log = DiagnosticLog()
    for i in 0..<1000 { log.report("item.oversized", section: 2, item: i, "item \(i)") }
    log.report("item.oversized", section: 3, item: 7, "other section")
    #expect(log.diagnostics.count == 2)
    #expect(log.diagnostics[0].count == 1000 && log.diagnostics[0].item == 0 && log.diagnostics[0].message == "item 0")
    #expect(log.diagnostics[1].section == 3)
  }

  @Test func environmentAdjustsInsetsAlongTheMainAxis() {
    let env = LayoutEnvironment(
      containerSize: Size(width: 300, height: 500),
      safeArea: LayoutEdgeInsets(top: 40, left: 10, bottom: 30, right: 20),
      contentInset: LayoutEdgeInsets(all: 5))
    #expect(env.adjustedContentInset == LayoutEdgeInsets(top: 45, left: 5, bottom: 35, right: 5))
    #expect(env.restingContentOffset == Point(x: -5, y: -45))
    #expect(env.contentCrossExtent == 290)
    let scroll = ScrollState(contentOffset: Point(x: 0, y: 100))
    #expect(scroll.unobscuredRect(in: env) == Rect(x: 5, y: 145, width: 290, height: 420))
  }

  /// Found in the playground's JSON, which printed `"scroll":-0`: with no inset the
  /// content rests at +0, whose sign JSON and text keep.
  @Test func withNoInsetTheRestingOffsetIsPositiveZero() {
    let env = LayoutEnvironment(containerSize: Size(width: 300, height: 500))
    #expect(env.restingContentOffset == .zero)
    #expect(env.restingContentOffset.x.sign == .plus && env.restingContentOffset.y.sign == .plus)
  }

  @Test func colourHexRoundsToEightBits() {
    #expect(LayoutColor(rgb: 0x0A0B0C).hexString == "#0A0B0C")
    #expect(LayoutColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).hexString == "#FF800080")
    #expect(LayoutColor(red: .nan, green: 2, blue: -1).hexString == "#00FF00")
  }

  @Test func aSectionsOwnMetricsReplaceOnlyTheDefaultsItGives() {
    let defaults = SectionMetrics(
      interItemSpacing: 4, lineSpacing: 8, inset: LayoutEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(defaults.overridden() == defaults)
    let own = defaults.overridden(lineSpacing: 0, inset: .zero)
    #expect(own == SectionMetrics(interItemSpacing: 4, lineSpacing: 0, inset: .zero))
    // The split layout's data source answers per section through the same rule.
    var configuration = SplitLayoutConfiguration()
    configuration.minimumItemLineSpacing = 8
    #expect(configuration.sectionDefaults.overridden(interItemSpacing: 2).lineSpacing == 8)
  }
}
