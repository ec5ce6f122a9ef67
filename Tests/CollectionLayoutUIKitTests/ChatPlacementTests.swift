import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// What a chat needs beyond keeping its last visible item through updates: a few messages
/// rest just above the input bar (`shortContentAlignment = .end`, ChatLayout's
/// `keepContentAtBottomOfVisibleArea`), and a resize without animation — the keyboard
/// dragged down, a window resized live — keeps the reader's place too. UIKit asks no one
/// where to rest then, so the layout moves the offset by the invalidation context's
/// `contentOffsetAdjustment`, which UIKit applies as it invalidates (ChatLayout sets it in
/// `invalidateLayout(with:)`; MagazineLayout keeps its bottom so on a height change).
@MainActor
@Suite("Adapters: a chat rests above its input bar and keeps its place through a resize")
struct ChatPlacementTests {
  typealias Adapter = ScrollAnchorTests.Adapter
  typealias Shown = ScrollAnchorTests.Shown

  /// The cells' frames, by index path.
  static func cellFrames(_ shown: Shown) -> [IndexPath: CGRect] {
    let all = CGRect(x: 0, y: -1000, width: 10_000, height: 100_000)
    let cells = (shown.layout.layoutAttributesForElements(in: all) ?? []).filter {
      $0.representedElementCategory == .cell
    }
    return Dictionary(uniqueKeysWithValues: cells.map { ($0.indexPath, $0.frame) })
  }

  @Test(arguments: Adapter.allCases)
  func aFewItemsRestAboveTheInputBar(_ adapter: Adapter) throws {
    // Under 100 points of bars, above a 60-point input bar: 684 points show.
    let shown = Shown(adapter, offset: -100)
    shown.view.contentInset.bottom = 60
    shown.delegate.counts = adapter == .scrollableSections ? [12, 12] : [4]
    shown.view.reloadData()
    shown.view.layoutIfNeeded()
    let atTop = Self.cellFrames(shown)
    let shortBy = 684 - shown.view.contentSize.height
    #expect(shortBy > 0)
    shown.layout.shortContentAlignment = .end
    shown.view.layoutIfNeeded()
    #expect(shown.view.contentSize.height == 684)
    #expect(Self.cellFrames(shown) == atTop.mapValues { $0.offsetBy(dx: 0, dy: shortBy) })
    #expect(shown.view.contentOffset.y == -100)
    // Content longer than the screen is laid out as at the top.
    shown.delegate.counts = adapter == .scrollableSections ? Array(repeating: 12, count: 40) : [40, 40]
    shown.view.reloadData()
    shown.view.layoutIfNeeded()
    let long = Self.cellFrames(shown)
    shown.layout.shortContentAlignment = .start
    shown.view.layoutIfNeeded()
    #expect(Self.cellFrames(shown) == long)
  }

  @Test func aShortChatOfSelfSizingBubblesGrowsUpFromItsBottom() throws {
    let (view, delegate) = ScrollAnchorTests.chat(messages: 3, keeping: .lastVisibleItem)
    let layout = view.collectionViewLayout as! EngineBackedLayout
    layout.shortContentAlignment = .end
    view.layoutIfNeeded()
    // Measured bubbles 50, 75 and 100 high end at the screen's bottom.
    let last = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(last.frame.maxY == 844)
    #expect(last.frame.height == 100)
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
    #expect(first.minY == CGFloat(844 - 225))
    // Two arrive (125 and 50 high once measured): the first moves up by them.
    view.performBatchUpdates {
      delegate.counts[0] += 2
      view.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
    }
    view.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.maxY == 844)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == CGFloat(844 - 400))
    #expect(view.contentOffset.y == 0)
    // Twenty more outgrow the screen: the chat scrolls, and stays at its bottom.
    view.performBatchUpdates {
      delegate.counts[0] += 20
      view.insertItems(at: (5..<25).map { IndexPath(item: $0, section: 0) })
    }
    view.layoutIfNeeded()
    #expect(view.contentSize.height > 844)
    #expect(view.contentOffset.y == view.contentSize.height - 844)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
  }

  @Test(arguments: Adapter.allCases)
  func theKeyboardLeavesAChatAtItsBottom(_ adapter: Adapter) throws {
    let shown = Shown(adapter, offset: 0)
    shown.layout.scrollPositionAnchor = .lastVisibleItem
    shown.view.contentOffset.y = shown.view.contentSize.height - 844
    shown.view.layoutIfNeeded()
    // The keyboard shrinks the view by 300 points, without an animation block (an app that
    // pins the view to `keyboardLayoutGuide`, which follows a finger dragging the keyboard).
    shown.view.frame.size.height = 544
    shown.view.layoutIfNeeded()
    #expect(shown.view.contentOffset.y == shown.view.contentSize.height - 544)
    shown.view.frame.size.height = 844
    shown.view.layoutIfNeeded()
    #expect(shown.view.contentOffset.y == shown.view.contentSize.height - 844)
    #expect(shown.view.refusals.isEmpty)
  }

  @Test(arguments: Adapter.allCases)
  func aWindowResizedLiveKeepsTheFirstVisibleItem(_ adapter: Adapter) throws {
    let shown = Shown(adapter, offset: 1500)
    // An iPad window dragged wider, one frame at a time, outside any animation block: at
    // each frame the first item that shows stays as far below the bars.
    for width in stride(from: 400, through: 700, by: 100) {
      let (path, distance) = try #require(shown.firstVisible)
      shown.view.frame.size.width = CGFloat(width)
      shown.view.layoutIfNeeded()
      #expect(abs(try #require(shown.distance(of: path)) - distance) < 0.01, "at \(width) wide")
    }
    if adapter != .scrollableSections { #expect(shown.view.contentOffset.y != 1500) }
  }

  @Test(arguments: [Adapter.split, .plugin, .compositional])
  func turnedOffAResizeKeepsTheOffsetsNumber(_ adapter: Adapter) throws {
    let shown = Shown(adapter, keeping: false, offset: 1500)
    shown.view.frame.size.width = 700
    shown.view.layoutIfNeeded()
    #expect(shown.view.contentOffset.y == 1500)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
