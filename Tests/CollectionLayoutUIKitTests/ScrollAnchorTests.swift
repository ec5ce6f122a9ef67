import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The reader keeps their place: after an animated resize (a rotation) or a batch update,
/// the first visible item is as far from the top of the unobscured viewport as it was, as
/// MagazineLayout keeps it; at the top, the content stays at the top. UIKit asks for the
/// offset in both (`targetContentOffset(forProposedContentOffset:)`, MagazineLayout relies on
/// it); its own layouts keep the offset's number, which `scrollPositionAnchor =
/// .contentOffset` restores.
@MainActor
@Suite("Adapters: the first visible item stays in place")
struct ScrollAnchorTests {
  enum Adapter: CaseIterable {
    case split, plugin, scrollableSections, compositional
  }

  /// Sections of items whose rows depend on the width: items 100 wide in the flow,
  /// compositional and strip layouts; the split layout's items take their side's width and
  /// a height that shrinks as it widens.
  final class Delegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
    PluginLayoutDelegate, UICollectionViewDelegateSectionSplitLayout, CollectionViewDelegateScrollableSectionLayout
  {
    var counts: [Int]
    lazy var flow = FlowLayoutPlugin(delegate: self)
    /// What the collection view's delegate answers for the offset to rest at, if anything.
    var restingOffset: CGPoint?

    /// Six sections of 40 items; forty sections of 12 for strips (a row each).
    init(_ adapter: Adapter) {
      counts = adapter == .scrollableSections ? Array(repeating: 12, count: 40) : Array(repeating: 40, count: 6)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: 60 + CGFloat(indexPath.item % 3) * 10) }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
    ) -> PluginType? { flow }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sideForSection section: Int
    ) -> UICollectionViewSplitLayoutSide { section % 2 == 0 ? .left : .right }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
    ) -> CGSize { CGSize(width: width, height: (12_000 / width).rounded()) }
    func collectionView(
      _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { restingOffset ?? proposedContentOffset }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
  }

  static func layout(_ adapter: Adapter) -> EngineBackedLayout {
    switch adapter {
    case .split: return UICollectionViewSplitLayout()
    case .plugin: return PluginLayout()
    case .scrollableSections: return ScrollableSectionCollectionViewLayout()
    case .compositional:
      let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(70)))
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)), subitems: [item])
      group.interItemSpacing = .fixed(0)
      let section = LayoutSection(group: group)
      section.interGroupSpacing = 8
      return CompositionalLayout(section: section)
    }
  }

  /// A collection view of `adapter` 390 × 844 under 100 points of bars (the content inset),
  /// scrolled to `offset`, with its delegate (which the view holds weakly).
  @MainActor
  struct Shown {
    let delegate: Delegate
    let view: UICollectionView
    var layout: EngineBackedLayout { view.collectionViewLayout as! EngineBackedLayout }

    init(_ adapter: Adapter, keeping: Bool = true, offset: CGFloat) {
      delegate = Delegate(adapter)
      let layout = ScrollAnchorTests.layout(adapter)
      layout.scrollPositionAnchor = keeping ? .firstVisibleItem : .contentOffset
      view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      view.contentInset.top = 100
      (view.dataSource, view.delegate) = (delegate, delegate)
      view.layoutIfNeeded()
      view.contentOffset.y = offset
      view.layoutIfNeeded()
    }

    /// The top of the unobscured viewport, in content coordinates.
    var viewportTop: CGFloat { view.contentOffset.y + view.adjustedContentInset.top }

    /// The first item showing below the bars (the lowest top, then the lowest index path),
    /// and its top's distance from them.
    var firstVisible: (path: IndexPath, distance: CGFloat)? { firstVisible(excluding: nil) }

    /// The same, leaving out the item at `excluded`.
    func firstVisible(excluding excluded: IndexPath?) -> (path: IndexPath, distance: CGFloat)? {
      let top = viewportTop
      let visible = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - 100)
      let cells = (layout.layoutAttributesForElements(in: visible) ?? []).filter {
        $0.representedElementCategory == .cell && $0.frame.maxY > top && $0.indexPath != excluded
      }
      let first = cells.min { ($0.frame.minY, $0.indexPath) < ($1.frame.minY, $1.indexPath) }
      return first.map { ($0.indexPath, $0.frame.minY - top) }
    }

    /// How far the top of the item at `path` lies below the bars.
    func distance(of path: IndexPath) -> CGFloat? {
      layout.layoutAttributesForItem(at: path).map { $0.frame.minY - viewportTop }
    }

    /// Rotates to `size` inside an animation block, as a device rotation does.
    func rotate(to size: CGSize) {
      UIView.animate(withDuration: 0.3) { view.frame = CGRect(origin: .zero, size: size) }
      view.layoutIfNeeded()
    }
  }

  @Test(arguments: Adapter.allCases)
  func aRotationKeepsTheFirstVisibleItemWhereItWas(_ adapter: Adapter) throws {
    let shown = Shown(adapter, offset: 1500)
    let (path, distance) = try #require(shown.firstVisible)
    let frameBefore = try #require(shown.layout.layoutAttributesForItem(at: path)).frame
    shown.rotate(to: CGSize(width: 844, height: 390))
    #expect(abs(try #require(shown.distance(of: path)) - distance) < 0.01)
    if adapter != .scrollableSections {
      // The rows changed at the new width, so the offset did.
      #expect(shown.layout.layoutAttributesForItem(at: path)?.frame.minY != frameBefore.minY)
      #expect(shown.view.contentOffset.y != 1500)
    }
    // And back: the first visible item then (the row may begin earlier now) stays.
    let (turned, turnedDistance) = try #require(shown.firstVisible)
    shown.rotate(to: CGSize(width: 390, height: 844))
    #expect(abs(try #require(shown.distance(of: turned)) - turnedDistance) < 0.01)
    #expect(shown.view.refusals.isEmpty)
  }

  @Test(arguments: [Adapter.split, .plugin, .compositional])
  func turnedOffTheOffsetKeepsItsNumberAsInUIKitsLayouts(_ adapter: Adapter) throws {
    let shown = Shown(adapter, keeping: false, offset: 1500)
    let (path, distance) = try #require(shown.firstVisible)
    shown.rotate(to: CGSize(width: 844, height: 390))
    #expect(shown.view.contentOffset.y == 1500)
    #expect(try #require(shown.distance(of: path)) != distance)
  }

  @Test(arguments: Adapter.allCases)
  func itemsInsertedAboveLeaveTheFirstVisibleItemInPlace(_ adapter: Adapter) throws {
    let kept = Shown(adapter, offset: 1500)
    let plain = Shown(adapter, keeping: false, offset: 1500)
    var (path, distance) = try #require(kept.firstVisible)
    #expect(path.section > 0)
    for shown in [kept, plain] {
      shown.view.performBatchUpdates {
        if adapter == .scrollableSections {
          // A strip is one row: a row is inserted above.
          shown.delegate.counts.insert(12, at: 0)
          shown.view.insertSections(IndexSet(integer: 0))
        } else {
          shown.delegate.counts[0] += 6
          shown.view.insertItems(at: (0..<6).map { IndexPath(item: $0, section: 0) })
        }
      }
      shown.view.layoutIfNeeded()
    }
    if adapter == .scrollableSections { path.section += 1 }
    #expect(abs(try #require(kept.distance(of: path)) - distance) < 0.01)
    #expect(kept.view.contentOffset.y > 1500)
    // UIKit's behaviour: the offset stays, so the content under it moves down.
    #expect(plain.view.contentOffset.y == 1500)
    #expect(try #require(plain.distance(of: path)) > distance)
  }

  @Test(arguments: Adapter.allCases)
  func aDeletedFirstItemHandsTheAnchorToTheNextVisibleOne(_ adapter: Adapter) throws {
    let shown = Shown(adapter, offset: 1500)
    let (deleted, _) = try #require(shown.firstVisible)
    // The first visible item but the deleted one, and where it is.
    let (survivor, distance) = try #require(shown.firstVisible(excluding: deleted))
    shown.view.performBatchUpdates {
      shown.delegate.counts[deleted.section] -= 1
      shown.view.deleteItems(at: [deleted])
    }
    shown.view.layoutIfNeeded()
    let moved =
      survivor.section == deleted.section && survivor.item > deleted.item
      ? IndexPath(item: survivor.item - 1, section: survivor.section) : survivor
    #expect(abs(try #require(shown.distance(of: moved)) - distance) < 0.01)
  }

  @Test(arguments: Adapter.allCases)
  func atTheTopNewItemsAtTheTopComeIntoView(_ adapter: Adapter) throws {
    let shown = Shown(adapter, offset: -100)
    shown.view.performBatchUpdates {
      shown.delegate.counts[0] += 3
      shown.view.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
    }
    shown.view.layoutIfNeeded()
    #expect(shown.view.contentOffset.y == -100)
    // The new first item shows at the top of the section, below the bars.
    let distance = try #require(shown.distance(of: IndexPath(item: 0, section: 0)))
    #expect(distance >= 0 && distance < 50)
  }

  @Test(arguments: [Adapter.split, .plugin, .compositional])
  func aReorderingScrollsNothing(_ adapter: Adapter) throws {
    let shown = Shown(adapter, offset: 1500)
    let (path, _) = try #require(shown.firstVisible)
    let start = try #require(shown.layout.layoutAttributesForItem(at: path)).center
    #expect(shown.view.beginInteractiveMovementForItem(at: path))
    // Down the screen, past the items after it, which each shift back by a place.
    for step in 1...4 {
      shown.view.updateInteractiveMovementTargetPosition(CGPoint(x: start.x, y: start.y + CGFloat(step) * 90))
      shown.view.layoutIfNeeded()
      #expect(shown.view.contentOffset.y == 1500)
    }
    shown.view.endInteractiveMovement()
    shown.view.layoutIfNeeded()
    #expect(shown.view.contentOffset.y == 1500)
  }

  /// A one-column list: every item the whole width, 44 high.
  static func list() -> CompositionalLayout {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let group = LayoutGroup.horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
    return CompositionalLayout(section: LayoutSection(group: group))
  }

  @Test(arguments: [true, false])
  func aGridBecomingAListOnScreenKeepsTheFirstVisibleItem(_ keeping: Bool) throws {
    let shown = Shown(.plugin, keeping: keeping, offset: 1500)
    let window = UIWindow(frame: shown.view.frame)
    window.addSubview(shown.view)
    shown.view.layoutIfNeeded()
    #expect(shown.view.window === window)
    let (path, distance) = try #require(shown.firstVisible)
    let list = Self.list()
    list.scrollPositionAnchor = keeping ? .firstVisibleItem : .contentOffset
    shown.view.setCollectionViewLayout(list, animated: false)
    shown.view.layoutIfNeeded()
    if keeping {
      #expect(abs(try #require(shown.distance(of: path)) - distance) < 0.01)
    } else {
      // UIKit's behaviour: the offset keeps its number, so other items show.
      #expect(shown.view.contentOffset.y == 1500)
      #expect(try #require(shown.distance(of: path)) != distance)
    }
    // And back to a grid, animated.
    let (listed, listedDistance) = try #require(shown.firstVisible)
    let grid = Self.layout(.plugin)
    grid.scrollPositionAnchor = keeping ? .firstVisibleItem : .contentOffset
    shown.view.setCollectionViewLayout(grid, animated: true)
    shown.view.layoutIfNeeded()
    if keeping { #expect(abs(try #require(shown.distance(of: listed)) - listedDistance) < 0.01) }
    withExtendedLifetime(window) {}
  }

  @Test(arguments: Adapter.allCases)
  func aChatAtItsBottomStaysThereAsMessagesArrive(_ adapter: Adapter) throws {
    let shown = Shown(adapter, offset: 0)
    shown.layout.scrollPositionAnchor = .lastVisibleItem
    let bottom = shown.view.contentSize.height - 844
    shown.view.contentOffset.y = bottom
    shown.view.layoutIfNeeded()
    let last = shown.delegate.counts.count - 1
    let arriving = shown.delegate.counts[last]
    shown.view.performBatchUpdates {
      if adapter == .scrollableSections {
        shown.delegate.counts.append(12)
        shown.view.insertSections(IndexSet(integer: last + 1))
      } else {
        shown.delegate.counts[last] += 3
        shown.view.insertItems(at: (arriving..<arriving + 3).map { IndexPath(item: $0, section: last) })
      }
    }
    shown.view.layoutIfNeeded()
    #expect(shown.view.contentOffset.y > bottom)
    #expect(shown.view.contentOffset.y == shown.view.contentSize.height - 844)
  }

  /// A chat bubble: as tall as its message, known once the cell measures itself.
  final class BubbleCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
      -> UICollectionViewLayoutAttributes
    {
      let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
      fitted.size.height = 50 + CGFloat(layoutAttributes.indexPath.item % 4) * 25
      return fitted
    }
  }

  /// A chat of `messages` self-sizing bubbles in a compositional list estimated at 44,
  /// shown 390 × 844 and laid out, with its delegate (which the view holds weakly).
  static func chat(messages: Int, keeping anchor: ScrollPositionAnchor) -> (UICollectionView, Delegate) {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = LayoutGroup.vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
    let layout = CompositionalLayout(section: LayoutSection(group: group))
    layout.scrollPositionAnchor = anchor
    let delegate = Delegate(.compositional)
    delegate.counts = [messages]
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.register(BubbleCell.self, forCellWithReuseIdentifier: "Cell")
    (view.dataSource, view.delegate) = (delegate, delegate)
    view.layoutIfNeeded()
    return (view, delegate)
  }

  @Test(arguments: [true, false])
  func aChatOfSelfSizingBubblesStaysAtItsBottom(_ keepingTheBottom: Bool) throws {
    let (view, delegate) = Self.chat(messages: 60, keeping: keepingTheBottom ? .lastVisibleItem : .firstVisibleItem)
    // Scrolled to the bottom, every bubble there measured.
    for _ in 0..<4 {
      view.contentOffset.y = view.contentSize.height - 844
      view.layoutIfNeeded()
    }
    let bottom = view.contentSize.height - 844
    #expect(view.contentOffset.y == bottom)
    // Three messages arrive, estimated at 44, then measured taller.
    view.performBatchUpdates {
      delegate.counts[0] += 3
      view.insertItems(at: (60..<63).map { IndexPath(item: $0, section: 0) })
    }
    view.layoutIfNeeded()
    if keepingTheBottom {
      #expect(view.contentOffset.y == view.contentSize.height - 844)
      #expect(view.contentOffset.y > bottom)
    } else {
      // The first visible item stays: the new messages wait below the screen.
      #expect(view.contentOffset.y == bottom)
    }
  }

  @Test func aChatShorterThanTheScreenStaysAtItsTop() throws {
    let (view, delegate) = Self.chat(messages: 3, keeping: .lastVisibleItem)
    // Bubbles measured taller than estimated move nothing while the content is shorter
    // than the screen: no offset past the content.
    #expect(view.contentOffset.y == 0)
    view.performBatchUpdates {
      delegate.counts[0] += 2
      view.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
    }
    view.layoutIfNeeded()
    #expect(view.contentSize.height < 844)
    #expect(view.contentOffset.y == 0)
  }

  @Test(arguments: [Adapter.split, .plugin, .compositional])
  func fromTheBottomRowsInsertedAboveLeaveTheLastVisibleItemInPlace(_ adapter: Adapter) throws {
    let shown = Shown(adapter, offset: 1500)
    shown.layout.scrollPositionAnchor = .lastVisibleItem
    // The last item that shows, and how far its end lies above the screen's bottom.
    let bottom = shown.view.contentOffset.y + 844
    let cells = (shown.layout.layoutAttributesForElements(in: shown.view.bounds) ?? []).filter {
      $0.representedElementCategory == .cell && $0.frame.minY < bottom
    }
    let last = try #require(cells.max { ($0.frame.maxY, $0.indexPath) < ($1.frame.maxY, $1.indexPath) })
    let gap = bottom - last.frame.maxY
    shown.view.performBatchUpdates {
      shown.delegate.counts[0] += 6
      shown.view.insertItems(at: (0..<6).map { IndexPath(item: $0, section: 0) })
    }
    let moved =
      last.indexPath.section == 0 ? IndexPath(item: last.indexPath.item + 6, section: 0) : last.indexPath
    let frame = try #require(shown.layout.layoutAttributesForItem(at: moved)).frame
    #expect(abs((shown.view.contentOffset.y + 844 - frame.maxY) - gap) < 0.01)
    #expect(shown.view.contentOffset.y > 1500)
  }

  @Test func theDelegateHasTheLastWord() throws {
    let shown = Shown(.plugin, offset: 1500)
    shown.delegate.restingOffset = CGPoint(x: 0, y: 700)
    shown.view.performBatchUpdates {
      shown.delegate.counts[0] += 6
      shown.view.insertItems(at: (0..<6).map { IndexPath(item: $0, section: 0) })
    }
    #expect(shown.view.contentOffset.y == 700)
  }

  @Test func nearTheEndTheOffsetStaysWithinTheContent() throws {
    let shown = Shown(.plugin, offset: 0)
    let end = shown.view.contentSize.height - 844
    shown.view.contentOffset.y = end
    shown.view.layoutIfNeeded()
    // Deleting most of the last section shortens the content past the offset.
    shown.view.performBatchUpdates {
      shown.delegate.counts[5] = 2
      shown.view.deleteItems(at: (2..<40).map { IndexPath(item: $0, section: 5) })
    }
    shown.view.layoutIfNeeded()
    #expect(shown.view.contentOffset.y == shown.view.contentSize.height - 844)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
