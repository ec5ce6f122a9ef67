import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A waterfall feed (the staggered plugin) updated through `performBatchUpdates`: posts
/// inserted at its top, one deleted, one reloaded with another shape and one dragged
/// elsewhere each re-place the section from the first change (the engine's edit). The
/// delegate is asked for the aspect ratios of the inserted, reloaded and moved posts
/// alone, and the layout equals a fresh one built from the same posts.
@MainActor
@Suite("Plugin layout: a waterfall feed's batch updates")
struct StaggeredFeedAdapterTests {
  final class Feed: UICollectionViewController, PluginLayoutDelegate, StaggeredLayoutDelegate {
    /// Each post's aspect ratio, in feed order.
    var ratios: [CGFloat]
    var ratioCalls = 0
    lazy var plugin = StaggeredLayoutPlugin(delegate: self)

    init(ratios: [CGFloat]) {
      self.ratios = ratios
      super.init(collectionViewLayout: PluginLayout())
    }
    /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      ratios.count
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
    ) -> PluginType? { plugin }
    func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineCountForSectionAt section: Int)
      -> Int
    { 3 }
    func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
      -> CGFloat
    {
      ratioCalls += 1
      return ratios[indexPath.item]
    }
  }

  static func shapes(_ count: Int, from first: Int) -> [CGFloat] {
    (first..<first + count).map { [1, 0.75, 1.5, 0.6, 1.25][$0 % 5] }
  }

  @Test func postsInsertedDeletedReloadedAndMovedReplaceTheFeedFromTheFirstChange() {
    let feed = Feed(ratios: Self.shapes(600, from: 0))
    feed.show(width: 390, height: 844)
    let collectionView = feed.collectionView!
    let layout = feed.collectionViewLayout as! PluginLayout
    func update(_ comment: Comment, asks expected: Int, _ changes: @escaping () -> Void) {
      feed.ratioCalls = 0
      collectionView.performBatchUpdates(changes)
      collectionView.layoutIfNeeded()
      #expect(layout.lastUpdate.sectionsEdited == 1 && layout.lastUpdate.sectionsLaidOut == 0, comment)
      #expect(feed.ratioCalls == expected, comment)
      let fresh = Feed(ratios: feed.ratios)
      fresh.show(width: 390, height: 844)
      #expect(layout.allFrames() == fresh.collectionViewLayout.allFrames(), comment)
    }
    func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    update("two new posts at the top", asks: 2) {
      feed.ratios.insert(contentsOf: Self.shapes(2, from: 3), at: 0)
      collectionView.insertItems(at: [path(0), path(1)])
    }
    update("a post deleted", asks: 0) {
      feed.ratios.remove(at: 40)
      collectionView.deleteItems(at: [path(40)])
    }
    update("a post reloaded with another shape", asks: 1) {
      feed.ratios[100] = 2
      collectionView.reloadItems(at: [path(100)])
    }
    update("a post dragged further down", asks: 1) {
      feed.ratios.insert(feed.ratios.remove(at: 10), at: 300)
      collectionView.moveItem(at: path(10), to: path(300))
    }
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }
}

#endif
