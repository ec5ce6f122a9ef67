import HeadlessUIKit
import Testing

/// The headless collection view catches what UIKit rejects, and HeadlessUIKit's types
/// keep UIKit's semantics.
@MainActor
@Suite("HeadlessUIKit")
struct HeadlessUIKitTests {
  /// A layout that breaks every rule: a NaN frame, a duplicate, an index path the data
  /// source does not have, an unregistered decoration, nothing for per-item queries.
  final class BrokenLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      let nan = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      nan.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
      let twice = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      let missing = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 5, section: 0))
      let decoration = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: "unregistered", with: IndexPath(item: 0, section: 0))
      return [nan, twice, missing, decoration]
    }
  }

  final class OneSection: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      UICollectionViewCell(frame: .zero)
    }
  }

  /// What the collection view flags when `layout` lays out two cells in 100 × 100.
  static func rejections(laidOutBy layout: UICollectionViewLayout) -> [UIKitRejection.Reason] {
    let dataSource = OneSection()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return collectionView.headlessRejections.map(\.reason)
  }

  @Test func rejectsWhatUIKitRejects() {
    let reasons = Set(Self.rejections(laidOutBy: BrokenLayout()))
    #expect(
      reasons == [
        .nonFiniteGeometry, .duplicateElement, .indexPathOutOfRange, .unregisteredDecorationKind, .missingAttributes,
      ])
  }

  /// A layout whose per-item answer fades the cell its rect query shows opaque, and turns
  /// the other in depth only in the rect query.
  final class TwoFacedLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
    func cell(_ item: Int) -> UICollectionViewLayoutAttributes {
      let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      a.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: 100, height: 50)
      return a
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      let turned = cell(1)
      var t = CATransform3DMakeRotation(0.5, 0, 1, 0)
      t.m34 = -1.0 / 500
      turned.transform3D = t
      return [cell(0), turned]
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      let a = cell(indexPath.item)
      if indexPath.item == 0 { a.alpha = 0.5 }
      return a
    }
  }

  @Test func anElementWhoseOwnQueryDiffersFromTheRectQueryIsFlagged() {
    #expect(Self.rejections(laidOutBy: TwoFacedLayout()) == [.inconsistentAttributes, .inconsistentAttributes])
  }

  @Test func attributesCopyKeepsClassAndValues() throws {
    final class Custom: UICollectionViewLayoutAttributes {
      var extra = 0
      override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! Custom
        copy.extra = extra
        return copy
      }
    }
    let original = Custom(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 3))
    original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    original.zIndex = 7
    original.alpha = 0.5
    original.extra = 42
    let copy = try #require(original.copy() as? Custom)
    #expect(copy !== original)
    #expect(copy.extra == 42)
    #expect(copy.isEqual(original))
    #expect(copy.representedElementCategory == .supplementaryView)
    #expect(copy.representedElementKind == UICollectionView.elementKindSectionHeader)
    copy.frame.origin.x = 10
    #expect(original.frame.origin.x == 1)
    #expect(!copy.isEqual(original))
  }

  @Test func invalidateLayoutMarksEverything() {
    final class Spy: UICollectionViewLayout {
      var contexts: [UICollectionViewLayoutInvalidationContext] = []
      override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
      }
    }
    let layout = Spy()
    layout.invalidateLayout()
    #expect(layout.contexts.first?.invalidateEverything == true)
    #expect(layout.contexts.first?.invalidateDataSourceCounts == false)
  }

  @Test func indexPathAndInsetsSpellings() {
    let path = IndexPath(item: 4, section: 2)
    #expect(path.section == 2 && path.item == 4 && path.row == 4)
    let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
  }

  @Test func rightToLeftFollowsTraitsAndSemanticContent() {
    let view = UIView(frame: .zero)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.headlessTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    view.semanticContentAttribute = .forceLeftToRight
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  /// A layout of two 50-point rows, enough to display cells.
  final class Rows: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      (0..<2).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 100, height: 50)
      return a
    }
  }

  /// Counts the cells it makes.
  final class CountingSource: NSObject, UICollectionViewDataSource {
    var made: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      made.append(indexPath)
      return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  /// Apple's `reloadItems(at:)`: the collection view "discard[s] any cells associated with
  /// those items and redisplay[s] them" — the data source makes a new cell for each reloaded
  /// item (and only for it), so a cell configured from new data self-sizes with it.
  @Test func reloadingAnItemAsksTheDataSourceForANewCell() {
    let source = CountingSource()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: Rows())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    #expect(source.made == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    source.made = []
    collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
    collectionView.layoutIfNeeded()
    #expect(source.made == [IndexPath(item: 1, section: 0)])
    #expect(collectionView.headlessRejections.isEmpty)
  }
}
