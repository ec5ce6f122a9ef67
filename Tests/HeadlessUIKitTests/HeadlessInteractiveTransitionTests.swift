import HeadlessUIKit
import Testing

/// Interactive layout changes as Apple documents them: the transition layout is installed
/// "quietly", is "a linear transition" between the two layouts driven by
/// `transitionProgress`, and finishing or cancelling installs the next or the old layout.
@MainActor
@Suite("HeadlessUIKit: interactive layout transitions")
struct HeadlessInteractiveTransitionTests {
  /// A flow layout that logs the transition calls.
  final class Logging: UICollectionViewFlowLayout {
    let name: String
    var log: [String] = []
    init(name: String, itemSize: CGSize) {
      self.name = name
      super.init()
      self.itemSize = itemSize
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) { log.append("\(name) to") }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { log.append("\(name) from") }
    override func finalizeLayoutTransition() { log.append("\(name) finalize") }
  }

  typealias Grid = HeadlessInteractiveMovementTests.Board

  /// A grid of 50-point items on screen (in a window), and the 100-point layout to go to.
  static func grid() -> (Grid, Logging, Logging, UIWindow) {
    let small = Logging(name: "small", itemSize: CGSize(width: 50, height: 50))
    let large = Logging(name: "large", itemSize: CGSize(width: 100, height: 100))
    let grid = Grid(collectionViewLayout: small)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = grid
    grid.collectionView.layoutIfNeeded()
    return (grid, small, large, window)
  }

  static func frame(_ item: Int, _ layout: UICollectionViewLayout) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test func theTransitionLayoutMovesEachItemLinearlyBetweenTheTwo() throws {
    let (grid, small, large, window) = Self.grid()
    let collectionView = grid.collectionView!
    let transition = collectionView.startInteractiveTransition(to: large)
    #expect(collectionView.collectionViewLayout === transition)
    #expect(transition.currentLayout === small && transition.nextLayout === large)
    #expect(small.collectionView === collectionView && large.collectionView === collectionView)
    #expect(small.log == ["small to"] && large.log == ["large from"])
    for item in [0, 5, 9] {
      let from = try #require(Self.frame(item, small))
      let to = try #require(Self.frame(item, large))
      #expect(Self.frame(item, transition) == from)
      transition.transitionProgress = 0.25
      transition.invalidateLayout()
      let quarter = try #require(Self.frame(item, transition))
      #expect(abs(quarter.minX - (from.minX + (to.minX - from.minX) / 4)) < 1e-9)
      #expect(abs(quarter.width - (from.width + (to.width - from.width) / 4)) < 1e-9)
      transition.transitionProgress = 1
      #expect(Self.frame(item, transition) == to)
      transition.transitionProgress = 0
    }
    transition.transitionProgress = 0.5
    transition.invalidateLayout()
    collectionView.layoutIfNeeded()
    let shown = collectionView.headlessDisplayedAttributes[
      DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0))]
    #expect(shown?.size == CGSize(width: 75, height: 75))
    #expect(collectionView.headlessRejections.isEmpty)
    withExtendedLifetime(window) {}
  }

  @Test func finishingInstallsTheNextLayoutAndCancellingTheOld() {
    let (grid, small, large, window) = Self.grid()
    let collectionView = grid.collectionView!
    var completions: [[Bool]] = []
    collectionView.startInteractiveTransition(to: large) { completions.append([$0, $1]) }
    collectionView.finishInteractiveTransition()
    #expect(collectionView.collectionViewLayout === large)
    #expect(small.collectionView == nil)
    #expect(completions == [[true, true]])
    #expect(small.log == ["small to", "small finalize"] && large.log == ["large from", "large finalize"])
    #expect(collectionView.headlessDisplayedAttributes.values.allSatisfy { $0.size == CGSize(width: 100, height: 100) })

    collectionView.startInteractiveTransition(to: small) { completions.append([$0, $1]) }
    collectionView.cancelInteractiveTransition()
    #expect(collectionView.collectionViewLayout === large)
    #expect(small.collectionView == nil)
    #expect(completions == [[true, true], [true, false]])
    #expect(collectionView.headlessRejections.isEmpty)
    withExtendedLifetime(window) {}
  }

  /// A rotation during the pinch reaches both layouts, each with its own bounds-change
  /// context: the flow layout installed at the end fills the new width.
  @Test func aRotationDuringThePinchReachesBothLayouts() throws {
    for finishing in [true, false] {
      let (grid, small, large, window) = Self.grid()
      let collectionView = grid.collectionView!
      collectionView.startInteractiveTransition(to: large)
      collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
      collectionView.layoutIfNeeded()
      if finishing {
        collectionView.finishInteractiveTransition()
      } else {
        collectionView.cancelInteractiveTransition()
      }
      let installed = finishing ? large : small
      let side: CGFloat = finishing ? 100 : 50
      // As many items as the new width holds on the first row (flow spacing 10).
      let perRow = Int((480 + 10) / (side + 10))
      let firstRow = (0..<10).compactMap { Self.frame($0, installed) }.filter { $0.minY == 0 }
      #expect(firstRow.count == perRow, "\(finishing ? "finished" : "cancelled")")
      withExtendedLifetime(window) {}
    }
  }

  /// A batch update or a reload during a pinch cancels it first (HeadlessUIKit's choice:
  /// the update then reaches the layout that stays).
  @Test func anUpdateDuringThePinchCancelsIt() {
    let (grid, small, large, window) = Self.grid()
    let collectionView = grid.collectionView!
    var completions: [[Bool]] = []
    collectionView.startInteractiveTransition(to: large) { completions.append([$0, $1]) }
    grid.items[0].append(10)
    collectionView.insertItems(at: [IndexPath(item: 10, section: 0)])
    #expect(collectionView.collectionViewLayout === small && completions == [[true, false]])
    #expect(Self.frame(10, small) != nil)
    collectionView.startInteractiveTransition(to: large) { completions.append([$0, $1]) }
    collectionView.reloadData()
    #expect(collectionView.collectionViewLayout === small && completions.count == 2)
    #expect(collectionView.headlessRejections.isEmpty)
    withExtendedLifetime(window) {}
  }

  /// The delegate may provide its own transition layout; its animated values are kept. A
  /// second start while one runs is refused, as UIKit raises.
  @Test func theDelegateProvidesTheTransitionLayout() {
    final class Fading: UICollectionViewTransitionLayout {}
    final class Provider: NSObject, UICollectionViewDelegate {
      func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
      ) -> UICollectionViewTransitionLayout { Fading(currentLayout: fromLayout, nextLayout: toLayout) }
    }
    let (grid, _, large, window) = Self.grid()
    let provider = Provider()
    grid.collectionView.delegate = provider
    let transition = grid.collectionView.startInteractiveTransition(to: large)
    #expect(transition is Fading)
    transition.updateValue(0.3, forAnimatedKey: "fade")
    #expect(transition.value(forAnimatedKey: "fade") == 0.3 && transition.value(forAnimatedKey: "other") == 0)
    #expect(grid.collectionView.startInteractiveTransition(to: UICollectionViewFlowLayout()) === transition)
    #expect(grid.collectionView.headlessRejections.map(\.reason) == [.layoutTransitionInProgress])
    withExtendedLifetime((window, provider)) {}
  }
}
