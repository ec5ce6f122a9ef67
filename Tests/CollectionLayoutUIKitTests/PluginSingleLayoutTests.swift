import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The one-plugin layouts as drop-in replacements: the reference's G1 through `FlowLayout`.
@MainActor
@Suite("Plugin adapter: one-plugin layouts")
struct PluginSingleLayoutTests {
  /// G1's flow delegate: insets 10, spacing 5 and 8, header 60, footer 40.
  final class G1Controller: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let sizes = [(100, 50), (100, 80), (150, 60), (120, 40), (200, 100), (50, 50)].map {
      CGSize(width: $0.0, height: $0.1)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collectionView.register(
          UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "S")
      }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      sizes.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    override func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "S", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.item] }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets { UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { 5 }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 8 }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: 375, height: 60) }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize { CGSize(width: 375, height: 40) }
  }

  static let g1: [FlowLayoutAlignment: [CGPoint]] = [
    .default: [(10, 85), (265, 70), (10, 158), (245, 168), (10, 226), (215, 226)].map { CGPoint(x: $0.0, y: $0.1) },
    .end: [(160, 85), (265, 70), (90, 158), (245, 168), (110, 226), (315, 251)].map { CGPoint(x: $0.0, y: $0.1) },
  ]

  @Test(arguments: [FlowLayoutAlignment.default, .end])
  func flowLayoutIsTheReferenceFlow(_ alignment: FlowLayoutAlignment) {
    let layout = FlowLayout()
    layout.alignment = alignment
    let controller = G1Controller(collectionViewLayout: layout)
    controller.show(width: 375, height: 667)
    let origins = (0..<6).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.origin }
    #expect(origins == Self.g1[alignment])
    #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 376))
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 336, width: 375, height: 40))
    #expect(controller.collectionView.refusals.isEmpty)
  }

  @Test func pinningAPropertyRebuildsThePlugin() {
    let layout = FlowLayout()
    let controller = G1Controller(collectionViewLayout: layout)
    controller.show(width: 375, height: 300)
    layout.sectionHeadersPinToVisibleBounds = true
    controller.collectionView.contentOffset = CGPoint(x: 0, y: 100)
    controller.collectionView.layoutIfNeeded()
    // G14: at offset 100 the sticky header is at 100.
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
  }

  /// A delegate that sizes items from the bounds: a quarter of the height, the full width.
  final class BoundsSizedController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: collectionView.bounds.width, height: collectionView.bounds.height / 4) }
  }

  /// A change of the main-axis extent alone asks the delegate again, as
  /// UIKit's flow layout does (its bounds-change context invalidates the delegate metrics).
  @Test func aHeightChangeAsksTheDelegateAgain() {
    let layout = FlowLayout()
    let controller = BoundsSizedController(collectionViewLayout: layout)
    controller.show(width: 320, height: 400)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 100)
    controller.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    controller.collectionView.layoutIfNeeded()
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 150, width: 320, height: 150))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 900))
    #expect(controller.collectionView.refusals.isEmpty)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
