import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The compositional adapter run headless with Apple's samples and the article's tree:
/// frames equal the engine's, through rotation, scrolling with pinned headers, batch
/// updates and self-sizing, with no UIKit contract broken.
@MainActor
@Suite("Compositional adapter")
struct CompositionalAdapterTests {
  typealias Samples = CompositionalSamples

  struct Counts: CompositionalLayoutDataSource {
    let counts: [Int]
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
  }

  /// The engine's frames for `section` at `size`, keyed as the adapter's.
  static func engineFrames(_ section: LayoutSection, counts: [Int], size: CGSize) -> [ElementKey: CGRect] {
    var engine = CompositionalLayoutEngine(section: section)
    engine.prepare(
      environment: LayoutEnvironment(containerSize: Size(width: size.width, height: size.height)),
      dataSource: Counts(counts: counts))
    var frames: [ElementKey: CGRect] = [:]
    for a in engine.model.allElements(scroll: ScrollState(contentOffset: .zero)) {
      let kind = a.id.category == .cell ? "cell" : a.id.kind?.rawValue ?? ""
      frames[ElementKey(kind: kind, indexPath: IndexPath(item: a.id.item, section: a.id.section))] = CGRect(
        x: a.frame.minX, y: a.frame.minY, width: a.frame.width, height: a.frame.height)
    }
    return frames
  }

  static func controller(_ name: String) -> CompositionalController {
    let sample = Samples.all().first { $0.name == name }!
    return CompositionalController(layout: CompositionalLayout(section: sample.section), counts: sample.counts)
  }

  @Test(arguments: CompositionalSamples.names)
  func sampleMatchesTheEngineAndShowsWhatMeetsTheScreen(_ name: String) {
    #expect(Samples.names == Samples.all().map(\.name))
    let sample = Samples.all().first { $0.name == name }!
    let controller = Self.controller(name)
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    let expected = Self.engineFrames(sample.section, counts: sample.counts, size: CGSize(width: 375, height: 667))
    #expect(controller.layout.allFrames() == expected)
    // Frames touching the screen's edge within rounding (0.9 × 365 is 328.49999999999994)
    // may go either way; everything clearly on screen is shown.
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667).insetBy(dx: 1e-6, dy: 1e-6)
    let onScreen = expected.filter { $0.key.kind == "cell" && $0.value.intersects(screen) }
    #expect(Set(collectionView.indexPathsForVisibleItems) == Set(onScreen.keys.map(\.indexPath)))
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
    #expect(controller.layout.diagnostics.isEmpty)
  }

  @Test func badgesAndBackgroundsAreShownWithTheirViews() {
    let badges = Self.controller("badges")
    badges.show(width: 375, height: 667)
    // Item 0: slot 0.25 × 335 = 83.75 wide at x 20, row 0.2 × 335 = 67 high at y 20;
    // insets 5 → (25, 25, 73.75, 57); the 20 × 20 badge at its top-trailing corner moved
    // 6 out and 6 up: x 25 + 73.75 − 20 + 6 = 84.75, y 25 − 6 = 19.
    let badge = badges.layout.layoutAttributesForSupplementaryView(
      ofKind: Samples.badgeKind, at: IndexPath(item: 0, section: 0))
    #expect(badge?.frame == CGRect(x: 84.75, y: 19, width: 20, height: 20))
    let shownBadge = badges.collectionView.shownAttributes[
      DisplayedElement(category: .supplementaryView, kind: Samples.badgeKind, indexPath: IndexPath(item: 0, section: 0))
    ]
    #expect(shownBadge?.frame == badge?.frame)

    let backgrounds = Self.controller("sectionBackground")
    backgrounds.show(width: 375, height: 667)
    // Section 0: 10 + 5 rows of 44 + 4 gaps of 5 + 10 = 260 high; the decoration is inset 5.
    let decoration = backgrounds.collectionView.shownAttributes[
      DisplayedElement(
        category: .decorationView, kind: Samples.backgroundKind, indexPath: IndexPath(item: 0, section: 0))]
    #expect(decoration?.frame == CGRect(x: 5, y: 5, width: 365, height: 250))
    #expect(decoration?.zIndex == 0)
    let cell = backgrounds.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell?.zIndex == 1)
    #expect(backgrounds.collectionView.refusals.isEmpty)
  }

  @Test func rowLabelsAreShownAtEachRowsFirstDayAndFollowBatchUpdates() throws {
    let controller = Self.controller("labelledRows")
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    func shownLabels() -> [Int: CGRect] {
      var labels: [Int: CGRect] = [:]
      for (element, attributes) in collectionView.shownAttributes where element.kind == Samples.rowLabelKind {
        labels[element.indexPath.item] = attributes.frame
      }
      return labels
    }
    // 31 days, seven to a row 375 / 7 high, rows 20 apart after a 20-point inset: a label
    // 16 high above each row's leading half.
    let row = 375.0 / 7
    #expect(shownLabels().keys.sorted() == [0, 7, 14, 21, 28])
    #expect(shownLabels()[7] == CGRect(x: 0, y: 20 + row + 20 - 16, width: 187.5, height: 16))
    // Five more days make a sixth row, whose label comes in with it.
    controller.counts[0] += 5
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
    }
    let fresh = Self.controller("labelledRows")
    fresh.counts = controller.counts
    fresh.show(width: 375, height: 667)
    #expect(controller.layout.allFrames() == fresh.layout.allFrames())
    #expect(shownLabels().keys.sorted() == [0, 7, 14, 21, 28, 35])
    #if canImport(HeadlessUIKit)
    let appearing = DisplayedElement(
      category: .supplementaryView, kind: Samples.rowLabelKind, indexPath: IndexPath(item: 35, section: 0))
    #expect(collectionView.headlessLastUpdate.initial[appearing]??.alpha == 0)
    #endif
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
    #expect(controller.layout.diagnostics.isEmpty)
  }

  @Test func rotationLaysOutAtTheNewSize() {
    let controller = Self.controller("tree")
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    #if canImport(HeadlessUIKit)
    collectionView.headlessClearRecords()
    #endif
    collectionView.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    collectionView.layoutIfNeeded()
    let expected = Self.engineFrames(Samples.tree(), counts: [30, 10], size: CGSize(width: 667, height: 375))
    #expect(controller.layout.allFrames() == expected)
    // 667 − 10 = 657 effective; group 0.9 × 657 = 591.3; half 295.65; big item inset 5.
    let first = controller.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    let side = 295.65 - 10
    #expect(first.map { abs($0.width - side) < 1e-9 && $0.minX == 10 && $0.minY == 10 } == true)
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the calls the collection view makes.
    #expect(collectionView.layoutMethods.contains(.invalidationContextForBoundsChange))
    #endif
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func pinnedHeadersStayAtTheTopWhileTheirSectionIsVisible() {
    let controller = Self.controller("pinnedHeaders")
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    // Section 0: header 44, 5 rows of 44 with 4 gaps of 5, footer 44 = 328. Section 1
    // starts at 328: header 44, 12 rows, 11 gaps, footer 44 = 671, so it ends at 999.
    let header = DisplayedElement(
      category: .supplementaryView, kind: Samples.headerKind, indexPath: IndexPath(item: 0, section: 1))
    let footer = DisplayedElement(
      category: .supplementaryView, kind: Samples.footerKind, indexPath: IndexPath(item: 0, section: 1))
    for y in [100.0, 400, 700, 940] {
      collectionView.contentOffset = CGPoint(x: 0, y: y)
      collectionView.layoutIfNeeded()
      let shown = collectionView.shownAttributes[header]
      // Never above its natural place (328) nor past its section's end less its height.
      #expect(shown.map { Double($0.frame.minY) } == min(max(328, y), 999 - 44), "at \(y)")
      #expect(shown?.zIndex == 2)
      // Footers do not pin: section 1's footer stays at 955 when shown.
      if let f = collectionView.shownAttributes[footer] { #expect(f.frame.minY == 955) }
    }
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func batchUpdatesMatchAFreshLayoutAndAnimateFromOldFrames() {
    let controller = Self.controller("sectionBackground")
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    let before = controller.layout.allFrames()
    controller.counts[0] += 2
    controller.counts.remove(at: 1)
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
      collectionView.deleteSections([1])
    }
    let fresh = Self.controller("sectionBackground")
    fresh.counts = controller.counts
    fresh.show(width: 375, height: 667)
    #expect(controller.layout.allFrames() == fresh.layout.allFrames())
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the attributes an update animated from.
    let animations = collectionView.headlessLastUpdate
    let moved = DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 2, section: 0))
    #expect(
      animations.initial[moved]??.frame == before[ElementKey(kind: "cell", indexPath: IndexPath(item: 0, section: 0))])
    let inserted = DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0))
    #expect(animations.initial[inserted]??.alpha == 0)
    #endif
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }

  /// Rows inserted into, deleted from and moved within one section by `performBatchUpdates`
  /// re-place that section from the first change (the engine's edit), and the layout equals
  /// a fresh one.
  @Test func insertedDeletedAndMovedRowsReplaceTheirSectionFromTheFirstChange() {
    let controller = Self.controller("sectionBackground")
    // A last section long enough that the rows these updates change are a small part of it.
    controller.counts[controller.counts.count - 1] = 40
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    let section = controller.counts.count - 1
    func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
    controller.counts[section] += 1
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: [path(20), path(22)])
      collectionView.deleteItems(at: [path(24)])
    }
    collectionView.layoutIfNeeded()
    #expect(controller.layout.lastUpdate.sectionsEdited == 1 && controller.layout.lastUpdate.sectionsLaidOut == 0)
    // A row dragged three places down.
    collectionView.performBatchUpdates { collectionView.moveItem(at: path(30), to: path(33)) }
    collectionView.layoutIfNeeded()
    #expect(controller.layout.lastUpdate.sectionsEdited == 1 && controller.layout.lastUpdate.sectionsLaidOut == 0)
    let fresh = Self.controller("sectionBackground")
    fresh.counts = controller.counts
    fresh.show(width: 375, height: 667)
    #expect(controller.layout.allFrames() == fresh.layout.allFrames())
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }

  @Test func estimatedCellsAndHeadersSelfSizeAndStayConsistentWhileScrolling() {
    let controller = CompositionalController(
      layout: CompositionalLayout(section: Samples.estimatedList()), counts: [300], cellClass: VaryingCell.self,
      supplementaryClass: FittingHeader.self)
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    let layout = controller.layout
    for y in [0.0, 2500, 6000] {
      collectionView.contentOffset = CGPoint(x: 0, y: y)
      collectionView.layoutIfNeeded()
      // Cells measured after scrolling are re-placed in place, not by a relayout of their
      // section (at the top, the header's measurement relays the section out, by design).
      if y > 0 {
        #expect(
          layout.lastUpdate.sectionsPatched == 1 && layout.lastUpdate.sectionsLaidOut == 0,
          "at \(y): \(layout.lastUpdate)")
      }
      // Every shown cell has its fitting height, 4 points below the previous row.
      let shown = collectionView.shownCellFrames.sorted { $0.key.item < $1.key.item }
      #expect(!shown.isEmpty)
      for (path, frame) in shown {
        #expect(frame.height == VaryingCell.height(of: path.item), "item \(path.item) at \(y)")
        if path.item > 0, let previous = layout.layoutAttributesForItem(at: IndexPath(item: path.item - 1, section: 0))
        {
          #expect(frame.minY == previous.frame.maxY + 4, "item \(path.item)")
        }
      }
    }
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: Samples.headerKind, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.height == 60)
    // Content: the header, every row (measured or estimated) and the gaps, exactly.
    let rows = (0..<300).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.height }
    let expected: CGFloat = 60 + rows.reduce(0, +) + 4 * 299
    #expect(layout.collectionViewContentSize.height == expected)
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func cellsWithoutAnEstimatedDimensionKeepTheirSizeAndSettle() {
    let controller = CompositionalController(
      layout: CompositionalLayout(section: Samples.list()), counts: [40], cellClass: VaryingCell.self)
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    #expect(collectionView.shownCellFrames.values.allSatisfy { $0.height == 44 })
    // Each preferred size is recorded once, then recognised: self-sizing settles.
    #if canImport(HeadlessUIKit)
    // Only HeadlessUIKit records the calls the collection view makes.
    let asks = collectionView.headlessLayoutCalls.filter { $0.method == .invalidationContextForPreferredAttributes }
    #expect(asks.count <= collectionView.shownCellFrames.count)
    #endif
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }

  @Test func aSectionProviderAndRightToLeft() {
    let layout = CompositionalLayout(sectionProvider: { index, environment in
      // Grid on wide containers, list otherwise, as Apple's adaptive sample.
      index == 0 && environment.container.effectiveContentSize.width > 500
        ? CompositionalSamples.grid() : CompositionalSamples.list()
    })
    let controller = CompositionalController(layout: layout, counts: [10, 3])
    controller.loadViewIfNeeded()
    controller.collectionView.semanticContentAttribute = .forceRightToLeft
    controller.show(width: 375, height: 667)
    // A list row is full width either way; in landscape section 0 is a grid whose first
    // item sits at the right edge.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 375)
    controller.collectionView.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    controller.collectionView.layoutIfNeeded()
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    #expect(first.map { abs($0.maxX - 667) < 1e-9 && abs($0.width - 133.4) < 1e-9 } == true)
    #expect(controller.collectionView.refusals.isEmpty)
  }

  /// `sectionBackground` in a 375 × 667 view, laid out with `configuration`.
  static func backgrounds(_ configuration: CompositionalLayoutConfiguration) -> CompositionalController {
    let controller = CompositionalController(
      layout: CompositionalLayout(section: Samples.sectionBackground(), configuration: configuration),
      counts: [5, 5, 5, 5, 5])
    controller.show(width: 375, height: 667)
    return controller
  }

  @Test func settingTheConfigurationStoresACopyAndLaysEverythingOutAgain() {
    // UIKit's `configuration` is `@NSCopying var { get set }`; setting it invalidates the
    // layout (Apple's documentation of the compositional layout configuration).
    let controller = Self.backgrounds(CompositionalLayoutConfiguration())
    let layout = controller.layout
    let collectionView = controller.collectionView!
    let spaced = CompositionalLayoutConfiguration()
    spaced.interSectionSpacing = 30
    layout.configuration = spaced
    collectionView.layoutIfNeeded()
    let expected = CompositionalLayoutConfiguration()
    expected.interSectionSpacing = 30
    let fresh = Self.backgrounds(expected)
    #expect(layout.allFrames() == fresh.layout.allFrames())
    // Five sections of 260 and four gaps of 30.
    let spacedHeight: CGFloat = 5 * 260 + 4 * 30
    #expect(layout.collectionViewContentSize.height == spacedHeight)
    #expect(layout.configuration !== spaced && layout.configuration.interSectionSpacing == 30)
    // The object assigned is not the layout's: changing it changes nothing.
    spaced.interSectionSpacing = 99
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(layout.collectionViewContentSize.height == spacedHeight)
    // A new scroll direction lays the sections out side by side.
    let horizontal = CompositionalLayoutConfiguration()
    horizontal.scrollDirection = .horizontal
    layout.configuration = horizontal
    collectionView.layoutIfNeeded()
    let sideways = CompositionalLayoutConfiguration()
    sideways.scrollDirection = .horizontal
    #expect(layout.allFrames() == Self.backgrounds(sideways).layout.allFrames())
    #expect(layout.collectionViewContentSize.height == 667)
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
