import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The brief's promise for delegates, checked answer by answer: every number a delegate
/// hands an adapter is replaced in turn by each hostile value (NaN, ±∞, negative, 1e308,
/// 10¹⁵, a denormal), and each adapter that reads it must lay out finite frames and report
/// the repair. The spec-side counterpart is `ExtremeNumberSweepTests`.
@MainActor
@Suite("Every delegate answer × every hostile value")
struct DelegateValueSweepTests {
  /// NaN, ±∞, negative, absurdly and very large, and a denormal (positive: a length to take).
  static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, -1, 1e308, 1e15, .leastNonzeroMagnitude]
  static let hostileCounts = [0, -1, Int.min, Int.max, 1_000_000]
  static let supplementaryKinds = [
    UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
  ]

  /// Whether `value` is a number the adapter should take as given for `answer`: a length
  /// within the engine's limits. Everything else must be reported.
  static func isAcceptable(_ value: CGFloat, for answer: DelegateAnswer) -> Bool {
    let limit = CGFloat(LayoutLimits.maximumLength)
    switch answer {
    case .aspectRatio:
      // Height = width ÷ ratio: a ratio that makes it longer than the limit is repaired.
      return value.isFinite && value > 0 && 60 / value <= limit
    case .lineMultiple:
      // The mosaic's grid is at least 20 points.
      return value.isFinite && value >= 20 && value <= limit
    default:
      return value.isFinite && value >= 0 && value <= limit
    }
  }

  /// What went wrong with `layout` in `view`, or nothing: refusals, a non-finite content
  /// size or frame, and (when `mustReport`) no diagnostic.
  static func problems(_ shown: ShownLayout, mustReport: Bool) -> [String] {
    problems(shown.layout, in: shown.view, mustReport: mustReport)
  }

  static func problems(_ layout: UICollectionViewLayout, in view: UICollectionView, mustReport: Bool) -> [String] {
    var problems = view.refusals
    let size = layout.collectionViewContentSize
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return problems + ["content size \(size)"]
    }
    let everything = CGRect(x: -1, y: -1, width: size.width + 2, height: size.height + 2)
    for a in layout.layoutAttributesForElements(in: everything) ?? [] {
      let f = a.frame
      let t = a.transform
      if ![f.minX, f.minY, f.width, f.height, a.alpha, t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
        problems.append("\(ElementKey(a)): frame \(f), alpha \(a.alpha), transform \(t)")
      }
    }
    let diagnostics = (layout as? EngineBackedLayout)?.diagnostics ?? []
    if mustReport && diagnostics.isEmpty { problems.append("nothing reported") }
    return problems
  }

  /// Runs `make` for every answer × hostile value (and once with none poisoned) and
  /// collects what went wrong. An answer in `unread` is not used by the layout (nothing to
  /// report); one in `presence` only says whether the element exists (positive: it does),
  /// so only NaN and negative ones are repairs.
  ///
  /// `make` shows a layout whose delegate answers through the given ``PoisonedAnswers``.
  /// Each case is also run incrementally: a layout shown with sensible answers, then
  /// poisoned and invalidated, must report too and equal the one poisoned from the start.
  static func sweep(
    _ answers: [DelegateAnswer], unread: Set<DelegateAnswer> = [], presence: Set<DelegateAnswer> = [],
    make: (PoisonedAnswers) -> ShownLayout
  ) -> [String] {
    // Sensible answers get no report, so a report below is the hostile value's.
    let sensible = make(PoisonedAnswers())
    var failures = ((sensible.layout as? EngineBackedLayout)?.diagnostics ?? []).map { "no hostile value: \($0)" }
    for answer in answers {
      for value in hostile {
        let poison = PoisonedAnswers()
        poison.poisoned = answer
        poison.value = value
        let fresh = make(poison)
        let taken =
          unread.contains(answer) || (presence.contains(answer) ? value >= 0 : isAcceptable(value, for: answer))
        failures += problems(fresh, mustReport: !taken).map { "\(answer) = \(value): \($0)" }
        let later = PoisonedAnswers()
        let updated = make(later)
        later.poisoned = answer
        later.value = value
        updated.layout.invalidateLayout()
        updated.view.layoutIfNeeded()
        failures += problems(updated, mustReport: !taken).map { "\(answer) = \(value), after an update: \($0)" }
        if updated.layout.allFrames() != fresh.layout.allFrames()
          || updated.layout.collectionViewContentSize != fresh.layout.collectionViewContentSize
        {
          failures.append("\(answer) = \(value): poisoned after the first layout differs from poisoned from the start")
        }
      }
    }
    return failures
  }

  static let flowAnswers = DelegateAnswer.allCases.filter { $0 != .aspectRatio && $0 != .lineMultiple }

  /// The header's and footer's extents across the scroll axis.
  static func crossExtents(_ direction: UICollectionView.ScrollDirection) -> Set<DelegateAnswer> {
    direction == .vertical ? [.headerWidth, .footerWidth] : [.headerHeight, .footerHeight]
  }

  @Test func theSplitLayoutRepairsAndReportsEveryAnswer() {
    let failures = Self.sweep(Self.flowAnswers) { answers in
      let delegate = HostileSplitDelegate(answers: answers)
      let layout = UICollectionViewSplitLayout()
      layout.leftSideRatio = 0.5
      return delegate.show(layout, kinds: Self.supplementaryKinds)
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// One plugin layout holding a flow, a grid, a staggered and a mosaic section. As
  /// upstream, a header's cross extent only says whether it exists (it spans the content).
  @Test(arguments: [UICollectionView.ScrollDirection.vertical, .horizontal])
  func thePluginLayoutRepairsAndReportsEveryAnswer(direction: UICollectionView.ScrollDirection) {
    let failures = Self.sweep(DelegateAnswer.allCases, presence: Self.crossExtents(direction)) { answers in
      let delegate = HostileFlowDelegate(counts: [6, 6, 6, 6], answers: answers)
      return Self.pluginLayout(delegate, direction: direction)
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func thePluginLayoutRepairsAndReportsEveryLineCount() {
    for count in Self.hostileCounts {
      let delegate = HostileFlowDelegate(counts: [6, 6, 6, 6])
      delegate.answers.lineCount = count
      let found = Self.problems(Self.pluginLayout(delegate), mustReport: count < 1 || count > 1_000)
      #expect(found.isEmpty, "line count \(count): \(found)")
    }
  }

  /// As upstream (JEK), a header spans the section whatever its cross extent, and a
  /// wrapping section's lines are `minimumInteritemSpacing` apart: the line spacing is not read.
  @Test(arguments: [UICollectionView.ScrollDirection.vertical, .horizontal])
  func theScrollableSectionLayoutRepairsAndReportsEveryAnswer(direction: UICollectionView.ScrollDirection) {
    let unread = Self.crossExtents(direction).union([.lineSpacing])
    let failures = Self.sweep(Self.flowAnswers, unread: unread) { answers in
      let delegate = HostileFlowDelegate(counts: [8, 8], answers: answers)
      let layout = ScrollableSectionCollectionViewLayout()
      layout.scrollDirection = direction
      return delegate.show(layout, kinds: Self.supplementaryKinds)
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// The layouts' own properties, set to each hostile value before the first layout pass.
  @Test func theLayoutsPropertiesAreRepairedAndReported() {
    let split: [(String, ReferenceWritableKeyPath<UICollectionViewSplitLayout, CGFloat>)] = [
      ("minimumInterItemSpacing", \.minimumInterItemSpacing), ("minimumItemLineSpacing", \.minimumItemLineSpacing),
      ("sectionInset.top", \.sectionInset.top), ("sectionInset.left", \.sectionInset.left),
      ("sectionInset.bottom", \.sectionInset.bottom), ("sectionInset.right", \.sectionInset.right),
      ("splitSpacing", \.splitSpacing), ("leftSideRatio", \.leftSideRatio),
    ]
    let scrollable: [(String, ReferenceWritableKeyPath<ScrollableSectionCollectionViewLayout, CGFloat>)] = [
      ("itemSize.width", \.itemSize.width), ("itemSize.height", \.itemSize.height),
      ("minimumInteritemSpacing", \.minimumInteritemSpacing),
      ("headerReferenceSize.height", \.headerReferenceSize.height),
      ("footerReferenceSize.height", \.footerReferenceSize.height), ("sectionInset.top", \.sectionInset.top),
      ("sectionInset.left", \.sectionInset.left), ("sectionInset.bottom", \.sectionInset.bottom),
      ("sectionInset.right", \.sectionInset.right),
    ]
    var failures: [String] = []
    for value in Self.hostile {
      for (name, property) in split {
        // Upstream's Basic sample answers only what it must, so the properties apply.
        let controller = BasicCollectionViewController()
        controller.loadViewIfNeeded()
        let layout = controller.layout
        layout[keyPath: property] = value
        controller.show(width: 375, height: 667)
        let view: UICollectionView = controller.collectionView
        // The ratio is a fraction of the width: anything in 0...1 is taken.
        let acceptable = name == "leftSideRatio" ? (0...1).contains(value) : Self.isAcceptable(value, for: .lineSpacing)
        failures += Self.problems(layout, in: view, mustReport: !acceptable).map { "split \(name) = \(value): \($0)" }
      }
      for (name, property) in scrollable {
        let layout = ScrollableSectionCollectionViewLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout[keyPath: property] = value
        let shown = HostileDataSource(counts: [8, 8]).show(layout, kinds: Self.supplementaryKinds)
        let acceptable = Self.isAcceptable(value, for: .lineSpacing)
        failures += Self.problems(shown, mustReport: !acceptable).map {
          "scrollable \(name) = \(value): \($0)"
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// A delegate that moves a strip's resting offset to a hostile value at the end of a drag:
  /// the strip rests within its row and the repair is reported.
  @Test func aHostileTargetOffsetFromTheDelegateIsRepairedAndReported() throws {
    for value in Self.hostile {
      let controller = ScrollableSectionsController()
      controller.show(width: 320, height: 400)
      let row = try #require(controller.layout.scrollView(forSection: 0))
      controller.log.forcedTarget = value
      row.fingerSwipe(by: CGPoint(x: -100, y: 0), velocity: .zero)
      let offset = controller.layout.contentOffset(ofSection: 0)
      #expect(offset.isFinite && offset >= 0 && offset <= 225, "target \(value): rests at \(offset)")
      let found = Self.problems(
        controller.layout, in: controller.collectionView, mustReport: !(0...225).contains(value))
      #expect(found.isEmpty, "target \(value): \(found)")
    }
  }

  /// An app that repeats a bad value (every frame of an animation, say) gets one folded
  /// report per code and section, not one per call: the adapter's reports stay bounded.
  @Test func aRepeatedBadValueIsReportedOnceWithItsCount() {
    let controller = ScrollableSectionsController()
    controller.show(width: 320, height: 400)
    let layout = controller.layout
    for _ in 0..<10_000 { layout.setContentOffset(.nan, ofSection: 1, animated: false) }
    let reports = layout.diagnostics.filter { $0.code == .scrollOffset }
    #expect(reports.count == 1)
    #expect(reports.first?.count == 10_000)
    #expect(reports.first?.section == 1)
  }

  /// Self-sizing: item 2's cell prefers a hostile width or height, in every adapter.
  @Test func theSizesCellsPreferAreRepairedAndReported() {
    defer { HostileCell.preferred = nil }
    let layouts: [(String, () -> ShownLayout)] = [
      ("split", Self.splitLayout), ("plugin", { Self.pluginLayout(HostileFlowDelegate(counts: [6, 6, 6, 6])) }),
      ("scrollable", Self.scrollableLayout), ("compositional", Self.compositionalList),
    ]
    var failures: [String] = []
    for (name, make) in layouts {
      HostileCell.preferred = nil
      let sensible = make()
      failures += ((sensible.layout as? EngineBackedLayout)?.diagnostics ?? []).map {
        "\(name), no hostile size: \($0)"
      }
      for value in Self.hostile {
        for (axis, preferred) in [
          ("width", CGSize(width: value, height: 44)), ("height", CGSize(width: 44, height: value)),
        ] {
          HostileCell.preferred = preferred
          let shown = make()
          let acceptable = value.isFinite && value >= 0 && value <= CGFloat(LayoutLimits.maximumLength)
          // HeadlessUIKit refuses the cell's own non-finite answer (the hostile input
          // itself); what counts is that the layout does not pass it on.
          let found = Self.problems(shown, mustReport: !acceptable)
            .filter { !$0.contains("in preferredLayoutAttributesFitting") }
          failures += found.map { "\(name) \(axis) \(value): \($0)" }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// A split layout of two sections whose delegate answers sensibly.
  static func splitLayout() -> ShownLayout {
    HostileSplitDelegate().show(UICollectionViewSplitLayout(), kinds: supplementaryKinds)
  }

  /// A scrollable-section layout: a row that scrolls and a section that wraps.
  static func scrollableLayout() -> ShownLayout {
    HostileFlowDelegate(counts: [8, 8]).show(ScrollableSectionCollectionViewLayout(), kinds: supplementaryKinds)
  }

  /// A compositional list of full-width rows of estimated height.
  static func compositionalList() -> ShownLayout {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
    let layout = CompositionalLayout(
      section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    return HostileDataSource(counts: [8, 8]).show(layout, kinds: [])
  }

  /// A flow, a grid, a staggered and a mosaic section in one plugin layout.
  static func pluginLayout(_ delegate: HostileFlowDelegate, direction: UICollectionView.ScrollDirection = .vertical)
    -> ShownLayout
  {
    let layout = PluginLayout()
    layout.scrollDirection = direction
    delegate.plugins = [
      FlowLayoutPlugin(delegate: delegate, pinSectionHeaders: true, pinSectionFooters: true),
      GridLayoutPlugin(delegate: delegate),
      StaggeredLayoutPlugin(delegate: delegate, pinSectionHeaders: false, pinSectionFooters: false),
      MosaicLayoutPlugin(delegate: delegate, pinSectionHeaders: false, pinSectionFooters: false),
    ]
    return delegate.show(layout, kinds: supplementaryKinds)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
