import HeadlessUIKit
import Testing

/// When UIKit calls a layout, as HeadlessUIKit reproduces it.
@MainActor
@Suite("HeadlessUIKit: call order")
struct HeadlessCallOrderTests {
  /// Reads the collection view's bounds where MagazineLayout does: in
  /// `invalidateLayout(with:)` and `prepare()`.
  final class BoundsReadingLayout: UICollectionViewLayout {
    var seenByShouldInvalidate: [CGSize] = []
    var seenByInvalidate: [CGSize] = []
    var preparedWidth: CGFloat = 0
    var events: [String] = []

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      seenByShouldInvalidate.append(collectionView!.bounds.size)
      return newBounds.size != collectionView!.bounds.size
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      super.invalidateLayout(with: context)
      if let collectionView { seenByInvalidate.append(collectionView.bounds.size) }
      events.append(context.invalidateDataSourceCounts ? "invalidate counts" : "invalidate")
    }
    override func prepare() {
      super.prepare()
      preparedWidth = collectionView!.bounds.width
      events.append("prepare")
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      events.append("prepare updates")
    }
    override var collectionViewContentSize: CGSize { CGSize(width: preparedWidth, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      events.append("query")
      return (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap {
        layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
      }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 10, width: preparedWidth, height: 10)
      return a
    }
  }

  final class Items: NSObject, UICollectionViewDataSource {
    var count = 3
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  static func make() -> (UICollectionView, BoundsReadingLayout, Items) {
    let layout = BoundsReadingLayout()
    let items = Items()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = items
    collectionView.layoutIfNeeded()
    return (collectionView, layout, items)
  }

  /// UIKit asks `shouldInvalidateLayout(forBoundsChange:)` while the old bounds are in
  /// place, applies the new bounds, then invalidates: a layout reading its bounds in
  /// `prepare()` relayouts at the new size on rotation (what MagazineLayout relies on).
  @Test func rotationAppliesTheBoundsBeforeInvalidating() {
    let (collectionView, layout, _) = Self.make()
    collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    collectionView.layoutIfNeeded()
    #expect(layout.seenByShouldInvalidate.last == CGSize(width: 320, height: 480))
    #expect(layout.seenByInvalidate.last == CGSize(width: 480, height: 320))
    #expect(layout.preparedWidth == 480)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 480)
  }

  /// MagazineLayout: "layout attributes can be requested after invalidation due to data
  /// source changes but before prepare(forCollectionViewUpdates:)". HeadlessUIKit queries
  /// in that window unless `headlessQueriesDuringUpdates` is off.
  @Test(arguments: [true, false])
  func aBatchUpdateMayQueryBeforeTheUpdateItems(_ queries: Bool) {
    let (collectionView, layout, items) = Self.make()
    collectionView.headlessQueriesDuringUpdates = queries
    layout.events = []
    items.count = 4
    collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
    let window = Array(layout.events.prefix(while: { $0 != "prepare updates" }))
    #expect(window == (queries ? ["invalidate counts", "prepare", "query"] : ["invalidate counts", "prepare"]))
    #expect(layout.events.contains("prepare updates"))
  }

  /// Initial attributes that carry the item's old index path (MagazineLayout returns an
  /// item's previous attributes as they were): UIKit animates from their geometry and
  /// refuses nothing, so neither does HeadlessUIKit.
  final class PreviousAttributesLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap {
        layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
      }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 10, width: 100, height: 10)
      return a
    }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard itemIndexPath.item > 0 else { return nil }
      return layoutAttributesForItem(at: IndexPath(item: itemIndexPath.item - 1, section: 0))
    }
  }

  @Test func initialAttributesMayCarryTheOldIndexPath() {
    let items = Items()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: PreviousAttributesLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = items
    collectionView.layoutIfNeeded()
    items.count = 4
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(collectionView.headlessRejections.isEmpty)
    let moved = collectionView.headlessLastUpdate.initial[
      DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 2, section: 0))]
    #expect(moved??.frame.minY == 10, "animates from the old frame")
  }
}
