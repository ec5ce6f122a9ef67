import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// List sections in the compositional adapter (`UICollectionViewCompositionalLayout.list(using:)`
/// and `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, iOS 14): rows and headers
/// take the sizes their views prefer, headers and footers are asked for by UIKit's section
/// kinds, and an inset-grouped list keeps to the collection view's own layout margins.
@MainActor
@Suite("Compositional adapter: list configurations")
struct ListConfigurationAdapterTests {
  static func key(_ kind: String, _ item: Int, _ section: Int) -> ElementKey {
    ElementKey(kind: kind, indexPath: IndexPath(item: item, section: section))
  }

  /// The engine spells a list's kinds as UIKit's constants, so the adapter, which passes
  /// compositional kinds verbatim, asks the data source with UIKit's names.
  @Test func listKindsAreUIKitsSectionKinds() {
    #expect(ElementKind.listSectionHeader.rawValue == UICollectionView.elementKindSectionHeader)
    #expect(ElementKind.listSectionFooter.rawValue == UICollectionView.elementKindSectionFooter)
  }

  @Test func anInsetGroupedListSizesItsRowsAndHeaderAndKeepsToTheMargins() throws {
    var configuration = LayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let controller = CompositionalController(
      layout: .list(using: configuration), counts: [4], cellClass: VaryingCell.self,
      supplementaryClass: FittingHeader.self)
    controller.loadViewIfNeeded()
    let collectionView = try #require(controller.collectionView)
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 20)
    controller.show(width: 375, height: 800)
    collectionView.layoutIfNeeded()
    let margins = collectionView.layoutMarginsGuide.layoutFrame
    let x = margins.minX - collectionView.bounds.minX
    let frames = controller.layout.allFrames()
    // 35 of padding, the header as it fits (60), the rows at their cells' heights.
    let header = frames[Self.key(UICollectionView.elementKindSectionHeader, 0, 0)]
    #expect(header == CGRect(x: x, y: 35, width: margins.width, height: 60))
    var y: CGFloat = 95
    for item in 0..<4 {
      let height = VaryingCell.height(of: item)
      #expect(frames[Self.key("cell", item, 0)] == CGRect(x: x, y: y, width: margins.width, height: height))
      y += height
    }
    #expect(frames[Self.key(UICollectionView.elementKindSectionFooter, 0, 0)]?.minY == y)
    #expect(controller.layout.collectionViewContentSize.height == y + 60)
    #expect(controller.layout.diagnostics.isEmpty)
    #if canImport(HeadlessUIKit)
    #expect(collectionView.headlessRejections.isEmpty)
    #endif
  }

  @Test func listSectionsMixWithOthersAndAPlainHeaderStaysPinned() throws {
    var plain = LayoutListConfiguration(appearance: .plain)
    plain.headerMode = .supplementary
    let controller = CompositionalController(layout: CompositionalSamples.listThenGrids(plain), counts: [40, 10])
    controller.show(width: 375, height: 600)
    let collectionView = try #require(controller.collectionView)
    // 44 for the header and each of 40 rows: section 0 ends at 1804.
    collectionView.contentOffset = CGPoint(x: 0, y: 900)
    collectionView.layoutIfNeeded()
    let visible = collectionView.bounds
    let header = controller.layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.minY == visible.minY)
    let firstGridItem = controller.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
    #expect(firstGridItem?.frame.minY == 1804)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
