import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A layout of this package that replaces one of UIKit's on screen (a flow-layout grid
/// becoming a list, as an app adopting the package screen by screen does) keeps the reader's
/// place too: the anchor is taken from the old layout's attributes, the first (or last) cell
/// in the unobscured viewport, along the axis its content overflows. Apple documents that
/// the collection view asks `targetContentOffset(forProposedContentOffset:)` "when
/// transitioning between layouts", after the new layout's `prepare()` and content size.
@MainActor
@Suite("Adapters: a layout replacing one of UIKit's keeps the reader's place")
struct ForeignLayoutAnchorTests {
  typealias Delegate = ScrollAnchorTests.Delegate

  /// A collection view in a window, 390 × 844 under 100 points of bars, laid out by a
  /// UIKit flow layout (the delegate's sizes: items 100 wide, 60 to 80 high, six sections of
  /// 40) and scrolled to `offset`.
  @MainActor
  struct Shown {
    let delegate = Delegate(.plugin)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view: UICollectionView

    init(offset: CGFloat, direction: UICollectionView.ScrollDirection = .vertical) {
      let flow = UICollectionViewFlowLayout()
      flow.scrollDirection = direction
      flow.minimumLineSpacing = 8
      view = UICollectionView(frame: window.bounds, collectionViewLayout: flow)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      view.contentInset.top = 100
      (view.dataSource, view.delegate) = (delegate, delegate)
      window.addSubview(view)
      view.layoutIfNeeded()
      if direction == .vertical { view.contentOffset.y = offset } else { view.contentOffset.x = offset }
      view.layoutIfNeeded()
    }

    /// The cells the layout shows below the bars.
    var visibleCells: [UICollectionViewLayoutAttributes] {
      let screen = view.bounds.inset(by: view.adjustedContentInset)
      return (view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []).filter {
        $0.representedElementCategory == .cell && $0.frame.intersects(screen)
      }
    }

    /// The first cell below the bars (the lowest top, then the lowest index path) and how far
    /// its top lies below them.
    var firstVisible: (path: IndexPath, distance: CGFloat)? {
      let first = visibleCells.min { ($0.frame.minY, $0.indexPath) < ($1.frame.minY, $1.indexPath) }
      return first.map { ($0.indexPath, $0.frame.minY - view.contentOffset.y - view.adjustedContentInset.top) }
    }

    /// The last cell above the bottom (the greatest bottom, then the highest index path) and
    /// how far its bottom lies from the screen's.
    var lastVisible: (path: IndexPath, distance: CGFloat)? {
      let last = visibleCells.max { ($0.frame.maxY, $0.indexPath) < ($1.frame.maxY, $1.indexPath) }
      return last.map { ($0.indexPath, $0.frame.maxY - view.contentOffset.y - view.bounds.height) }
    }
  }

  @Test(arguments: [ScrollPositionAnchor.firstVisibleItem, .lastVisibleItem, .contentOffset])
  func aFlowGridBecomingAListKeepsTheReadersPlace(_ anchor: ScrollPositionAnchor) throws {
    let shown = Shown(offset: 1500)
    let first = try #require(shown.firstVisible)
    let last = try #require(shown.lastVisible)
    let list = ScrollAnchorTests.list()
    list.scrollPositionAnchor = anchor
    shown.view.setCollectionViewLayout(list, animated: true)
    shown.view.layoutIfNeeded()
    func distance(_ path: IndexPath, fromEnd: Bool) throws -> CGFloat {
      let frame = try #require(list.layoutAttributesForItem(at: path)).frame
      return fromEnd
        ? frame.maxY - shown.view.contentOffset.y - shown.view.bounds.height
        : frame.minY - shown.view.contentOffset.y - shown.view.adjustedContentInset.top
    }
    switch anchor {
    case .firstVisibleItem: #expect(abs(try distance(first.path, fromEnd: false) - first.distance) < 0.01)
    case .lastVisibleItem: #expect(abs(try distance(last.path, fromEnd: true) - last.distance) < 0.01)
    case .contentOffset: #expect(shown.view.contentOffset.y == 1500)
    }
    withExtendedLifetime(shown.window) {}
  }

  @Test func atTheTopTheListStaysAtTheTop() throws {
    let shown = Shown(offset: -100)
    let list = ScrollAnchorTests.list()
    shown.view.setCollectionViewLayout(list, animated: false)
    shown.view.layoutIfNeeded()
    #expect(shown.view.contentOffset.y == -100)
    withExtendedLifetime(shown.window) {}
  }

  @Test func aHorizontalFlowGridGivesAVerticalListNoAnchor() throws {
    // The old content scrolls along x, the list along y: the offset's number is kept.
    let shown = Shown(offset: 900, direction: .horizontal)
    #expect(shown.view.contentSize.width > 390)
    let offset = shown.view.contentOffset
    let list = ScrollAnchorTests.list()
    shown.view.setCollectionViewLayout(list, animated: false)
    shown.view.layoutIfNeeded()
    #expect(shown.view.contentOffset == offset)
    withExtendedLifetime(shown.window) {}
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
