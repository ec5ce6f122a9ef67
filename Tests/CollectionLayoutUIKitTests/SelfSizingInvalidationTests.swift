import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The heights cells fit to, by item, which a test changes as an app's content would (an
/// image arriving, a text expanding).
@MainActor
private final class Heights {
  var byItem: [Int: CGFloat] = [:]
  func height(of item: Int) -> CGFloat { byItem[item] ?? 40 }
}

/// A cell fitting the height its item has in `heights` now.
private final class ContentCell: UICollectionViewCell {
  var heights: Heights?

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    fitted.size = CGSize(
      width: layoutAttributes.size.width, height: heights?.height(of: layoutAttributes.indexPath.item) ?? 40)
    return fitted
  }
}

/// Eight rows of one section, each cell fitting its item's height in `heights`.
private final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let heights: Heights
  init(_ heights: Heights) { self.heights = heights }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    (cell as? ContentCell)?.heights = heights
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width, height: 44)
  }
}

/// A cell on screen whose content changed asks to be measured again
/// (`invalidateIntrinsicContentSize()` on it or its content view, iOS 16's
/// `selfSizingInvalidation`), and every adapter takes the new size as a fresh layout would.
@MainActor
@Suite("Self-sizing invalidation (iOS 16)")
struct SelfSizingInvalidationTests {
  enum Adapter: CaseIterable { case compositional, plugin }

  private static func layout(_ adapter: Adapter, _ source: Source) -> UICollectionViewLayout {
    switch adapter {
    case .compositional:
      let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      return CompositionalLayout(
        section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    case .plugin:
      let plugin = PluginLayout()
      plugin.defaultPlugin = FlowLayoutPlugin(delegate: source)
      return plugin
    }
  }

  private static func show(_ adapter: Adapter, _ heights: Heights) -> (UICollectionView, Source) {
    let source = Source(heights)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 1000), collectionViewLayout: layout(adapter, source))
    view.register(ContentCell.self, forCellWithReuseIdentifier: "Cell")
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    return (view, source)
  }

  @Test(arguments: Adapter.allCases, [false, true])
  func aCellWhoseContentChangedIsMeasuredAgain(_ adapter: Adapter, throughContentView: Bool) throws {
    let heights = Heights()
    let (view, source) = Self.show(adapter, heights)
    defer { withExtendedLifetime(source) {} }  // the collection view holds its data source weakly
    let second = IndexPath(item: 1, section: 0)
    #expect(view.collectionViewLayout.layoutAttributesForItem(at: second)?.frame.height == 40)
    heights.byItem[1] = 150
    let cell = try #require(view.cellForItem(at: second))
    if throughContentView {
      cell.contentView.invalidateIntrinsicContentSize()
    } else {
      cell.invalidateIntrinsicContentSize()
    }
    view.layoutIfNeeded()
    Self.expectSecondGrownTo150(in: view, adapter, heights)
  }

  /// Expects `view`'s second item 150 high, the third below it, and everything as a
  /// collection view shown for the first time with `heights`.
  private static func expectSecondGrownTo150(
    in view: UICollectionView, _ adapter: Adapter, _ heights: Heights,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let layout = view.collectionViewLayout
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 150,
      sourceLocation: sourceLocation)
    let third: CGFloat = 40 + 150
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == third,
      sourceLocation: sourceLocation)
    let (fresh, freshSource) = show(adapter, heights)
    defer { withExtendedLifetime(freshSource) {} }
    #expect(layout.allFrames() == fresh.collectionViewLayout.allFrames(), sourceLocation: sourceLocation)
    #expect(
      layout.collectionViewContentSize == fresh.collectionViewLayout.collectionViewContentSize,
      sourceLocation: sourceLocation)
    #if canImport(HeadlessUIKit)
    #expect(view.headlessRejections.isEmpty, "\(view.headlessRejections)", sourceLocation: sourceLocation)
    #endif
  }

  /// "After cells are reconfigured, they're always self-sized again" (Tyler Fox of Apple's
  /// UIKit team, introducing iOS 15's reconfiguring): with `selfSizingInvalidation`
  /// `.disabled` too.
  @Test(arguments: Adapter.allCases)
  func aReconfiguredCellIsMeasuredAgainEvenWithInvalidationDisabled(_ adapter: Adapter) throws {
    guard #available(iOS 16, tvOS 16, *) else { return }
    let heights = Heights()
    let (view, source) = Self.show(adapter, heights)
    defer { withExtendedLifetime(source) {} }
    view.selfSizingInvalidation = .disabled
    let second = IndexPath(item: 1, section: 0)
    let cell = try #require(view.cellForItem(at: second))
    heights.byItem[1] = 150
    // The content changed, but nothing told the collection view: the size stays.
    view.layoutIfNeeded()
    #expect(view.collectionViewLayout.layoutAttributesForItem(at: second)?.frame.height == 40)
    view.reconfigureItems(at: [second])
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: second) === cell)
    Self.expectSecondGrownTo150(in: view, adapter, heights)
  }

  @Test(arguments: Adapter.allCases)
  func disabledInvalidationLeavesTheSizeAsMeasured(_ adapter: Adapter) throws {
    guard #available(iOS 16, tvOS 16, *) else { return }
    let heights = Heights()
    let (view, source) = Self.show(adapter, heights)
    defer { withExtendedLifetime(source) {} }
    view.selfSizingInvalidation = .disabled
    heights.byItem[1] = 150
    let second = IndexPath(item: 1, section: 0)
    try #require(view.cellForItem(at: second)).invalidateIntrinsicContentSize()
    view.layoutIfNeeded()
    #expect(view.collectionViewLayout.layoutAttributesForItem(at: second)?.frame.height == 40)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
