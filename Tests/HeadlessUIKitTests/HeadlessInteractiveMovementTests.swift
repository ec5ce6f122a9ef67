import HeadlessUIKit
import Testing

/// Interactive movement (reordering) as Apple documents it: the data source's
/// `canMoveItemAt` and `moveItemAt`, the delegate's target, the layout's four hooks and
/// their defaults, the contexts they fill, and a tentative batch update per step.
@MainActor
@Suite("HeadlessUIKit: interactive movement")
struct HeadlessInteractiveMovementTests {
  /// A flow layout that keeps the contexts it is invalidated with.
  final class ContextKeepingLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var updates: [[UICollectionViewUpdateItem]] = []
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      contexts.append(context)
      super.invalidateLayout(with: context)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      updates.append(updateItems)
    }
  }

  /// Two sections of 50 × 50 items in rows of five on a 320-point width (gaps of 17.5); the data moves an
  /// item when told to, and items may move only where `movable` says.
  final class Board: UICollectionViewController {
    var items = [Array(0..<10), Array(100..<104)]
    var movable = true
    var moves: [(IndexPath, IndexPath)] = []
    var redirect: ((IndexPath, IndexPath, IndexPath) -> IndexPath)?

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      items[section].count
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      movable
    }
    override func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      moves.append((sourceIndexPath, destinationIndexPath))
      items[destinationIndexPath.section].insert(
        items[sourceIndexPath.section].remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    override func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      redirect?(originalIndexPath, currentIndexPath, proposedIndexPath) ?? proposedIndexPath
    }
  }

  static func board() -> (Board, ContextKeepingLayout) {
    let layout = ContextKeepingLayout()
    let board = Board(collectionViewLayout: layout)
    board.loadViewIfNeeded()
    board.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    board.collectionView.layoutIfNeeded()
    return (board, layout)
  }

  static func center(_ item: Int, _ section: Int, _ layout: UICollectionViewLayout) -> CGPoint {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.center
  }

  /// Each step: the layout's target, a context with the previous and new index paths and
  /// the point, and (for a new index path) a batch update with one move, which changes the
  /// collection view's counts and not the data source's.
  @Test func aStepIsATentativeMove() {
    let (board, layout) = Self.board()
    let collectionView = board.collectionView!
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    layout.contexts = []
    collectionView.headlessClearRecords()
    let finger = Self.center(0, 1, layout)
    collectionView.updateInteractiveMovementTargetPosition(finger)
    let methods = collectionView.headlessLayoutCalls.map(\.method)
    #expect(
      methods.prefix(3) == [
        .targetIndexPathForInteractivelyMovingItem, .invalidationContextForInteractivelyMovingItems, .invalidateLayout,
      ])
    let context = layout.contexts.first
    #expect(context?.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 1, section: 0)])
    #expect(context?.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 0, section: 1)])
    #expect(context?.interactiveMovementTarget == finger)
    #expect(context?.invalidateDataSourceCounts == true)
    #expect(layout.updates.last?.map(\.description) == ["move [0, 1] → [1, 0]"])
    #expect(collectionView.numberOfItems(inSection: 0) == 9 && collectionView.numberOfItems(inSection: 1) == 5)
    #expect(board.items[1].count == 4 && board.moves.isEmpty)
    #expect(collectionView.headlessRejections.isEmpty)
  }

  /// `UIDataSourceTranslating` (iOS 11): while the item moves, the collection view presents
  /// it at its current place and the data source still has it at its original one; each
  /// presented item maps to its data-source place and back, and outside a movement the
  /// paths are the same.
  @Test func presentationAndDataSourcePathsTranslate() {
    let (board, layout) = Self.board()
    let collectionView = board.collectionView!
    let original = IndexPath(item: 1, section: 0)
    #expect(collectionView.dataSourceIndexPath(forPresentationIndexPath: original) == original)
    #expect(collectionView.beginInteractiveMovementForItem(at: original))
    collectionView.updateInteractiveMovementTargetPosition(Self.center(2, 1, layout))
    let current = IndexPath(item: 2, section: 1)
    #expect(collectionView.dataSourceIndexPath(forPresentationIndexPath: current) == original)
    #expect(
      collectionView.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 1, section: 0))
        == IndexPath(item: 2, section: 0))
    #expect(
      collectionView.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 3, section: 1))
        == IndexPath(item: 2, section: 1))
    // The presented order is the data's with the item moved: each presented path maps to
    // the data source's place of the item presented there, and back.
    var presented = board.items
    presented[1].insert(presented[0].remove(at: 1), at: 2)
    for section in 0..<2 {
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        let data = collectionView.dataSourceIndexPath(forPresentationIndexPath: path)
        #expect(data.map { board.items[$0.section][$0.item] } == presented[section][item], "\(path)")
        #expect(collectionView.presentationIndexPath(forDataSourceIndexPath: data) == path)
      }
    }
    collectionView.endInteractiveMovement()
    #expect(collectionView.dataSourceIndexPath(forPresentationIndexPath: current) == current)
  }

  /// "The default implementation … returns a copy of the item's existing attributes with
  /// two changes: the center point is set to the value in position and the zIndex value is
  /// set to NSIntegerMax." The cell under the finger shows them.
  @Test func theMovingCellFloatsUnderTheFinger() {
    let (board, layout) = Self.board()
    let collectionView = board.collectionView!
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    let over = Self.center(2, 0, layout)
    let finger = CGPoint(x: over.x - 7, y: over.y + 16)
    collectionView.updateInteractiveMovementTargetPosition(finger)
    let shown = collectionView.headlessDisplayedAttributes[
      DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 2, section: 0))]
    #expect(shown?.center == finger)
    #expect(shown?.zIndex == Int.max)
    #expect(shown?.size == CGSize(width: 50, height: 50))
    // Over a gap between items there is no cell: the item stays where it is.
    let gap = CGPoint(x: Self.center(3, 0, layout).x - 33, y: over.y)
    #expect(
      layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(item: 2, section: 0), withPosition: gap)
        == IndexPath(item: 2, section: 0))
  }

  /// `endInteractiveMovement()`: "The collection view responds by calling the
  /// collectionView(_:moveItemAt:to:) method of its data source"; `moveItemAt`: "the
  /// collection view calls this method if the position of the item changed."
  @Test func theEndTellsTheDataSourceOnlyOfAChange() {
    let (board, layout) = Self.board()
    let collectionView = board.collectionView!
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(Self.center(4, 0, layout))
    collectionView.updateInteractiveMovementTargetPosition(Self.center(3, 0, layout))
    layout.contexts = []
    collectionView.endInteractiveMovement()
    #expect(board.moves.map { [$0.0, $0.1] } == [[IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)]])
    #expect(board.items[0].prefix(4) == [1, 2, 3, 0])
    let ending = layout.contexts.first
    #expect(ending?.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 3, section: 0)])
    #expect(ending?.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 3, section: 0)])
    #expect(!collectionView.hasUncommittedUpdates)

    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
    collectionView.endInteractiveMovement()
    #expect(board.moves.count == 1)
  }

  /// A data source that does not move the item between sections when told to is flagged
  /// at once (UIKit raises at the next update, "invalid number of items").
  @Test func aDataSourceThatDoesNotMoveTheItemIsFlagged() {
    final class Forgetful: UICollectionViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      }
      override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
      override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
      override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
      }
    }
    let layout = UICollectionViewFlowLayout()
    let forgetful = Forgetful(collectionViewLayout: layout)
    forgetful.loadViewIfNeeded()
    forgetful.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    forgetful.collectionView.layoutIfNeeded()
    #expect(forgetful.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    forgetful.collectionView.updateInteractiveMovementTargetPosition(Self.center(1, 1, layout))
    forgetful.collectionView.endInteractiveMovement()
    #expect(forgetful.collectionView.headlessRejections.map(\.reason) == [.inconsistentUpdate])
  }

  /// `cancelInteractiveMovement()`: "return the item to its original location"; the ending
  /// context's final index paths are "the original index paths of the items".
  @Test func aCancelMovesBackWithoutTheDataSource() {
    let (board, layout) = Self.board()
    let collectionView = board.collectionView!
    let before = collectionView.headlessDisplayedAttributes.mapValues(\.frame)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(Self.center(1, 1, layout))
    layout.contexts = []
    layout.updates = []
    collectionView.cancelInteractiveMovement()
    #expect(board.moves.isEmpty)
    #expect(layout.updates.last?.map(\.description) == ["move [1, 1] → [0, 2]"])
    let ending = layout.contexts.first
    #expect(ending?.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 2, section: 0)])
    #expect(ending?.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 1, section: 1)])
    #expect(collectionView.headlessDisplayedAttributes.mapValues(\.frame) == before)
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
  }

  /// The data source decides (`canMoveItemAt`); the default is no, since Swift on Linux
  /// cannot see whether `moveItemAt` is implemented.
  @Test func theDataSourceDecides() {
    let (board, _) = Self.board()
    // The header: "Defaults to YES" (headless it installs no gesture: there are no touches).
    #expect(board.installsStandardGestureForInteractiveMovement)
    board.movable = false
    #expect(!board.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    final class Silent: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { UICollectionViewCell(frame: .zero) }
    }
    let silent = Silent()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.dataSource = silent
    collectionView.layoutIfNeeded()
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
  }

  /// The delegate may redirect a step (it is told the original and current index paths);
  /// a place the collection view does not have is refused and the item stays.
  @Test func theDelegateRedirects() {
    let (board, layout) = Self.board()
    let collectionView = board.collectionView!
    var told: [[IndexPath]] = []
    board.redirect = { original, current, proposed in
      told.append([original, current, proposed])
      return IndexPath(item: 0, section: 0)
    }
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(Self.center(2, 1, layout))
    #expect(told == [[IndexPath(item: 3, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 2, section: 1)]])
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
    #expect(layout.updates.last?.map(\.description) == ["move [0, 3] → [0, 0]"])
    board.redirect = { _, _, _ in IndexPath(item: 7, section: 1) }
    collectionView.updateInteractiveMovementTargetPosition(Self.center(5, 0, layout))
    #expect(collectionView.headlessRejections.map(\.reason) == [.indexPathOutOfRange])
    collectionView.endInteractiveMovement()
    #expect(board.items[0].first == 3)
  }

  /// The iOS 15 delegate method falls back on the iOS 9 one, as UIKit does for delegates
  /// that implement only that one.
  @Test func theIOS9DelegateMethodIsTheFallback() {
    final class Old: NSObject, UICollectionViewDelegate {
      func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
      ) -> IndexPath { currentIndexPath }
    }
    let old = Old()
    let (board, layout) = Self.board()
    board.collectionView.delegate = old
    #expect(board.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    board.collectionView.updateInteractiveMovementTargetPosition(Self.center(4, 0, layout))
    board.collectionView.endInteractiveMovement()
    #expect(board.moves.isEmpty)
  }

  /// `reloadData()` "will discard any uncommitted updates"; an update while an item moves
  /// cancels the movement first (HeadlessUIKit's order: UIKit documents none).
  @Test func aReloadOrAnUpdateEndsTheMovement() {
    let (board, layout) = Self.board()
    let collectionView = board.collectionView!
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(Self.center(0, 1, layout))
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(!collectionView.hasUncommittedUpdates && collectionView.numberOfItems(inSection: 1) == 4)

    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(Self.center(0, 1, layout))
    board.items[1].append(104)
    collectionView.insertItems(at: [IndexPath(item: 4, section: 1)])
    #expect(!collectionView.hasUncommittedUpdates)
    #expect(collectionView.numberOfItems(inSection: 0) == 10 && collectionView.numberOfItems(inSection: 1) == 5)
    #expect(collectionView.headlessRejections.isEmpty)
  }
}
