import CollectionLayoutUIKit
import Testing

// Headless only: the rotations go through HeadlessUIKit's `headlessTransition(to:)` (on a
// device the system drives them); the controllers themselves compile for iOS too.
#if canImport(HeadlessUIKit)

/// The split sample-shaped controllers (`SplitSampleStyleControllers.swift`) driven as an app
/// drives them: shown in the key window, rotated through `viewWillTransition(to:with:)`.
@MainActor
@Suite("Split sample-style controllers (Swift 5)")
struct SplitSampleStyleTests {
  private func show(_ controller: UICollectionViewController, width: CGFloat, height: CGFloat) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.view.frame = window.bounds
    controller.view.layoutIfNeeded()
  }

  /// Every element of `layout` over its content equals a new split layout's with the same
  /// properties and delegate at the same size.
  private func expectFresh(_ layout: UICollectionViewSplitLayout, controller: UICollectionViewController) {
    let fresh = UICollectionViewSplitLayout()
    fresh.minimumInterItemSpacing = layout.minimumInterItemSpacing
    fresh.minimumItemLineSpacing = layout.minimumItemLineSpacing
    fresh.sectionInset = layout.sectionInset
    fresh.leftSideRatio = layout.leftSideRatio
    fresh.splitSpacing = layout.splitSpacing
    fresh.sectionPinToVisibleBounds = layout.sectionPinToVisibleBounds
    let view = UICollectionView(frame: controller.view.bounds, collectionViewLayout: fresh)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Title")
    }
    view.dataSource = controller
    view.delegate = controller
    view.layoutIfNeeded()
    #expect(fresh.collectionViewContentSize == layout.collectionViewContentSize)
    let everything = CGRect(origin: .zero, size: layout.collectionViewContentSize)
    let key = { (a: UICollectionViewLayoutAttributes) in "\(a.representedElementKind ?? "cell") \(a.indexPath)" }
    let mine = Dictionary((layout.layoutAttributesForElements(in: everything) ?? []).map { (key($0), $0.frame) }) {
      a, _ in a
    }
    let theirs = Dictionary((fresh.layoutAttributesForElements(in: everything) ?? []).map { (key($0), $0.frame) }) {
      a, _ in a
    }
    #expect(!mine.isEmpty)
    #expect(mine == theirs)
  }

  @Test func dividedSectionsAreOneColumnInPortraitAndSplitAfterRotating() {
    let controller = DividedSectionsController(collectionViewLayout: UICollectionViewFlowLayout())
    show(controller, width: 375, height: 667)
    let layout = controller.layout
    #expect(controller.collectionView.collectionViewLayout === layout)
    #expect(layout.leftSideRatio == 1)
    // One column: two tiles a line in every section, (375 − 8 − 8 − 8) / 2 floored.
    let second = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
    #expect(second?.width == ((375 - 24) / 2).rounded(.down))
    #expect(second?.minX == 8 + second!.width + 8)
    expectFresh(layout, controller: controller)

    controller.headlessTransition(to: CGSize(width: 667, height: 375))
    #expect(controller.transitionsCompleted == 1)
    #expect(layout.leftSideRatio == 0.4)
    let left = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    let right = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    // Odd sections move right, as rows across the right side: past the left side and the gap.
    #expect(right!.minX >= layout.contentWidth(of: .left) + layout.splitSpacing)
    #expect(right!.height == 44 && left!.height == 100)
    #expect(right!.width > left!.width)
    expectFresh(layout, controller: controller)
    #expect(controller.collectionView.headlessRejections.isEmpty)
  }

  @Test func theSummaryRowIsSizedByItsSizingCellAtTheSidesWidth() {
    let controller = SummaryAndTilesController(collectionViewLayout: UICollectionViewFlowLayout())
    controller.summarySizingCell.contentView.headlessFittingSize = CGSize(width: 10, height: 120)
    show(controller, width: 375, height: 667)
    #expect(controller.layoutPassesSeen > 0)
    let layout = controller.layout
    let summary = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    // A required horizontal priority keeps the side's width; the layout fits an item in its
    // column less the section's insets (8 each side); the height is the cell's own.
    #expect(summary?.width == layout.contentWidth(of: .left) - 16)
    #expect(summary?.height == 120)
    // Two tiles a line in one column.
    let tiles = (0..<3).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame }
    #expect(tiles[0].minY == tiles[1].minY && tiles[2].minY > tiles[0].minY)
    expectFresh(layout, controller: controller)

    // The sample changes nothing on rotation: the ratio stays 1, the width grows.
    controller.headlessTransition(to: CGSize(width: 667, height: 375))
    let wider = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    #expect(wider?.width == layout.contentWidth(of: .left) - 16)
    #expect(wider!.width > summary!.width)
    expectFresh(layout, controller: controller)

    // Split by hand: three tiles a line on the right.
    layout.leftSideRatio = 0.5
    controller.view.layoutIfNeeded()
    let split = (0..<3).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame }
    #expect(split[0].minY == split[2].minY)
    #expect(split[0].minX >= layout.contentWidth(of: .left) + layout.splitSpacing)
    expectFresh(layout, controller: controller)
  }
}

#endif  // canImport(HeadlessUIKit)
