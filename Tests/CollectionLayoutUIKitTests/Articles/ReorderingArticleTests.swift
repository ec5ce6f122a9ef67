import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The Reordering article's controller: a split layout whose items are as wide as their
/// numbers, its `reorder(_:at:)` and the data source's two methods as the article shows them.
final class BoardViewController: UICollectionViewController, UICollectionViewDelegateSectionSplitLayout {
  struct Section {
    var items: [Int]
  }

  var sections = [Section(items: [40, 60, 80, 100]), Section(items: [50, 70])]

  init() {
    let layout = UICollectionViewSplitLayout()
    layout.leftSideRatio = 0.5
    layout.minimumInterItemSpacing = 4
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  }

  func reorder(_ state: UIGestureRecognizer.State, at point: CGPoint) {
    switch state {
    case .began:
      guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
      collectionView.beginInteractiveMovementForItem(at: indexPath)
    case .changed:
      collectionView.updateInteractiveMovementTargetPosition(point)
    case .ended:
      collectionView.endInteractiveMovement()
    default:
      collectionView.cancelInteractiveMovement()
    }
  }

  override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    true
  }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    let item = sections[sourceIndexPath.section].items.remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].items.insert(item, at: destinationIndexPath.item)
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].items.count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide { section == 0 ? .left : .right }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    let number = CGFloat(sections[indexPath.section].items[indexPath.item])
    return CGSize(width: number, height: number)
  }
}

@MainActor
@Suite("The Reordering article's code")
struct ReorderingArticleTests {
  /// A long press on the first item, a drag over the last of the other column, a release:
  /// every item keeps its own size throughout ("every item keeps its own size while the
  /// others make room"), and the data ends moved.
  @Test func aDragMovesAnItemIntoTheOtherColumnKeepingEverySize() throws {
    let controller = BoardViewController()
    controller.show(width: 375, height: 667)
    let layout = controller.collectionViewLayout
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    let first = try #require(frame(0, 0))
    controller.reorder(.began, at: CGPoint(x: first.midX, y: first.midY))
    let last = try #require(frame(1, 1))
    controller.reorder(.changed, at: CGPoint(x: last.midX, y: last.midY))
    controller.collectionView.layoutIfNeeded()
    // While it moves: the left column holds 60, 80, 100; the right 50, 40, 70.
    #expect((0..<3).compactMap { frame($0, 0)?.width } == [60, 80, 100])
    #expect((0..<3).compactMap { frame($0, 1)?.width } == [50, 40, 70])
    #expect(controller.sections.map(\.items) == [[40, 60, 80, 100], [50, 70]])
    controller.reorder(.ended, at: CGPoint(x: last.midX, y: last.midY))
    #expect(controller.sections.map(\.items) == [[60, 80, 100], [50, 40, 70]])
    #expect((0..<3).compactMap { frame($0, 1)?.width } == [50, 40, 70])
    #expect(controller.collectionView.refusals.isEmpty)
  }

  /// A cancelled gesture puts the item back and leaves the data alone.
  @Test func aCancelledDragLeavesTheData() throws {
    let controller = BoardViewController()
    controller.show(width: 375, height: 667)
    let before = controller.collectionViewLayout.allFrames()
    let first = try #require(
      controller.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    controller.reorder(.began, at: first.center)
    controller.reorder(.changed, at: CGPoint(x: 300, y: 30))
    controller.reorder(.cancelled, at: CGPoint(x: 300, y: 30))
    controller.collectionView.layoutIfNeeded()
    #expect(controller.sections.map(\.items) == [[40, 60, 80, 100], [50, 70]])
    #expect(controller.collectionViewLayout.allFrames() == before)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
