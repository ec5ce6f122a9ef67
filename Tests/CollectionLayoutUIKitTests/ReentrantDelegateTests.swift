import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A delegate (or a section provider) that, while the layout asks it for sizes, queries the
/// layout, lays the collection view out, or invalidates the layout. A query made then
/// starts no relayout; before, it laid out again, which asked the delegate again, which
/// queried again: a stack overflow in every adapter. It answers the last complete layout's
/// content size and no elements: those of the layout before may name items the data source
/// no longer has. An invalidation made then holds for the next relayout, as UIKit's layouts
/// are laid out again at the next pass after one.
///
/// The same holds where the layout asks the delegate while it answers a query: a plugin's
/// effects, and a strip's scroll-view configuration.
@MainActor
@Suite("Adapters: a delegate that calls back into the layout")
struct ReentrantDelegateTests {
  enum Adapter: CaseIterable {
    case split, plugin, scrollableSections, compositional
  }

  /// What the delegate does from inside a sizing call.
  enum CallBack {
    case nothing
    /// Reads the content size, one item's attributes and a rect's.
    case queries
    /// Lays the collection view out (a layout pass inside the layout's own).
    case layoutPass
    /// Invalidates the layout, the first time only.
    case invalidatesOnce
  }

  /// Ten sections of twelve items (at first) whose sizes differ, for every family's delegate.
  final class Delegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
    PluginLayoutDelegate, UICollectionViewDelegateSectionSplitLayout, CollectionViewDelegateScrollableSectionLayout
  {
    let callBack: CallBack
    /// Sizing calls (items, or compositional sections) so far.
    var sizingCalls = 0
    /// The content sizes the queries saw.
    var seenContentSizes: [CGSize] = []
    /// The elements the queries saw (one item's attributes, a rect's).
    var seenElements = 0
    private var invalidated = false
    lazy var flow = FlowLayoutPlugin(delegate: self)

    init(_ callBack: CallBack) { self.callBack = callBack }

    /// Items per section.
    var counts = Array(repeating: 12, count: 10)

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func size(at indexPath: IndexPath) -> CGSize {
      CGSize(
        width: 40 + CGFloat((indexPath.item * 7 + indexPath.section) % 5) * 17,
        height: 30 + CGFloat(indexPath.item % 3) * 9)
    }

    /// Counts a sizing call and calls back into `layout`.
    func sizing(_ layout: UICollectionViewLayout) {
      sizingCalls += 1
      switch callBack {
      case .nothing: break
      case .queries:
        seenContentSizes.append(layout.collectionViewContentSize)
        if layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) != nil { seenElements += 1 }
        seenElements += layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))?.count ?? 0
      case .layoutPass:
        layout.collectionView?.setNeedsLayout()
        layout.collectionView?.layoutIfNeeded()
      case .invalidatesOnce:
        if !invalidated { layout.invalidateLayout() }
        invalidated = true
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      sizing(collectionViewLayout)
      return size(at: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
    ) -> PluginType? { flow }

    /// A delegate that queries asks about the screen while a strip gets its scroll view
    /// (before, the strip's scroll view was made again, which asked again, without end).
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      scrollViewConfigurationForSection section: Int
    ) -> ScrollViewConfiguration? {
      if callBack == .queries { _ = collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) }
      return nil
    }

    /// Every cell fades; a delegate that queries asks about the first cell and a rect while
    /// it is asked (before, the layout asked it again for the same cell, without end).
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout,
      effectsForItemAt indexPath: IndexPath, kind: String?
    ) -> [PluginEffect] {
      if callBack == .queries {
        _ = collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        _ = collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 400))
      }
      return kind == nil ? [FadeEffect()] : []
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sideForSection section: Int
    ) -> UICollectionViewSplitLayoutSide { section % 2 == 0 ? .left : .right }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
    ) -> CGSize {
      sizing(collectionViewLayout)
      return size(at: indexPath)
    }
  }

  /// The layout of `adapter`; a compositional one asks `delegate` from its section provider.
  func layout(_ adapter: Adapter, _ delegate: Delegate) -> UICollectionViewLayout {
    switch adapter {
    case .split: return UICollectionViewSplitLayout()
    case .plugin: return PluginLayout()
    case .scrollableSections: return ScrollableSectionCollectionViewLayout()
    case .compositional:
      final class LayoutBox: @unchecked Sendable {
        weak var layout: UICollectionViewLayout?
      }
      let box = LayoutBox()
      let layout = CompositionalLayout(sectionProvider: { index, _ in
        onMainThread {
          if let layout = box.layout { delegate.sizing(layout) }
        }
        let item = LayoutItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(30 + Double(index % 3) * 9)))
        let group = LayoutGroup.horizontal(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)), subitems: [item]
        )
        return LayoutSection(group: group)
      })
      box.layout = layout
      return layout
    }
  }

  /// A collection view laid out by an adapter's layout, shown 390 × 844, with its delegate
  /// (which the view holds weakly).
  @MainActor
  struct Shown {
    let delegate: Delegate
    let view: UICollectionView
    var layout: UICollectionViewLayout { view.collectionViewLayout }
    var frames: [ElementKey: CGRect] { layout.allFrames() }
  }

  /// `adapter`'s layout shown twice: with a delegate that calls nothing back, and with one
  /// that does `callBack`.
  func shown(_ adapter: Adapter, _ callBack: CallBack) -> (plain: Shown, callingBack: Shown) {
    let both = [CallBack.nothing, callBack].map { callBack in
      let delegate = Delegate(callBack)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout(adapter, delegate))
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      (view.dataSource, view.delegate) = (delegate, delegate)
      view.layoutIfNeeded()
      return Shown(delegate: delegate, view: view)
    }
    return (both[0], both[1])
  }

  @Test(arguments: Adapter.allCases)
  func queriesStartNoRelayoutAndAnswerNoElements(_ adapter: Adapter) {
    let (plain, calling) = shown(adapter, .queries)
    // One sizing call each, as without the queries; the first layout's queries saw none.
    #expect(calling.delegate.sizingCalls == plain.delegate.sizingCalls)
    #expect(calling.delegate.sizingCalls > 0)
    #expect(calling.delegate.seenContentSizes.allSatisfy { $0 == .zero })
    #expect(calling.delegate.seenElements == 0)
    #expect(calling.frames == plain.frames)
    #expect(calling.layout.collectionViewContentSize == plain.layout.collectionViewContentSize)

    // A relayout of everything: its queries see the content size before it.
    let before = calling.layout.collectionViewContentSize
    calling.delegate.seenContentSizes = []
    calling.view.reloadData()
    calling.view.layoutIfNeeded()
    #expect(!calling.delegate.seenContentSizes.isEmpty)
    #expect(calling.delegate.seenContentSizes.allSatisfy { $0 == before })
    #expect(calling.delegate.seenElements == 0)
    #expect(calling.frames == plain.frames)

    // A batch update (its relayout's model has the new structure, not yet laid out).
    for shown in [plain, calling] {
      shown.view.performBatchUpdates {
        shown.delegate.counts[3] += 2
        shown.delegate.counts[7] -= 1
        shown.view.insertItems(at: [IndexPath(item: 0, section: 3), IndexPath(item: 5, section: 3)])
        shown.view.deleteItems(at: [IndexPath(item: 4, section: 7)])
      }
      shown.view.layoutIfNeeded()
    }
    #expect(calling.delegate.seenElements == 0)
    #expect(calling.frames == plain.frames)
    #expect(calling.view.refusals.isEmpty)
  }

  @Test func pluginEffectsAskedOfADelegateThatQueriesApplyOnce() throws {
    let (plain, calling) = shown(.plugin, .queries)
    let rect = CGRect(x: 0, y: 300, width: 390, height: 844)
    let expected = plain.layout.attributes(in: rect)
    let found = calling.layout.attributes(in: rect)
    #expect(!expected.isEmpty)
    #expect(found.mapValues(\.frame) == expected.mapValues(\.frame))
    #expect(found.mapValues(\.alpha) == expected.mapValues(\.alpha))
    #expect(expected.values.contains { $0.alpha < 1 })
  }

  @Test func stripsConfiguredByADelegateThatQueriesGetTheirScrollViewsOnce() throws {
    let (plain, calling) = shown(.scrollableSections, .queries)
    func stripsWithScrollViews(_ shown: Shown) throws -> [Int] {
      let layout = try #require(shown.layout as? ScrollableSectionCollectionViewLayout)
      _ = layout.layoutAttributesForElements(in: shown.view.bounds)
      return (0..<10).filter { layout.scrollView(forSection: $0) != nil }
    }
    let expected = try stripsWithScrollViews(plain)
    #expect(!expected.isEmpty)
    #expect(try stripsWithScrollViews(calling) == expected)
  }

  @Test(arguments: Adapter.allCases)
  func aLayoutPassInsideTheLayoutsOwnLaysNothingOut(_ adapter: Adapter) {
    let (plain, calling) = shown(adapter, .layoutPass)
    #expect(calling.delegate.sizingCalls == plain.delegate.sizingCalls)
    #expect(calling.frames == plain.frames)
    // The outer pass shows what the plain view shows.
    #expect(!calling.view.shownCellFrames.isEmpty)
    #expect(calling.view.shownCellFrames == plain.view.shownCellFrames)
    #expect(calling.view.refusals.isEmpty)
  }

  @Test(arguments: Adapter.allCases)
  func anInvalidationInsideARelayoutHoldsForTheNext(_ adapter: Adapter) {
    let (plain, calling) = shown(adapter, .invalidatesOnce)
    let once = plain.delegate.sizingCalls
    // The first relayout's invalidation laid everything out once more, the second none.
    _ = calling.layout.collectionViewContentSize
    #expect(calling.delegate.sizingCalls == 2 * once)
    _ = calling.layout.layoutAttributesForElements(in: calling.view.bounds)
    #expect(calling.delegate.sizingCalls == 2 * once)
    #expect(calling.frames == plain.frames)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
