import CollectionLayout
import CollectionLayoutUIKit
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Badges with an estimated width size themselves through their views, as UIKit's do (an
/// `NSCollectionLayoutSupplementaryItem` is an `NSCollectionLayoutItem`, and an estimated
/// dimension is the system's to compute): an unread count of one, two or three digits.
@MainActor
@Suite("Badges size themselves")
struct BadgeSelfSizingAdapterTests {
  /// Rows 60 high, each with a count badge estimated 20 wide, 20 high, over its
  /// top-trailing corner.
  static func rows() -> LayoutSection {
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .estimated(20), heightDimension: .absolute(20)),
      elementKind: CompositionalSamples.badgeKind, containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    let row = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
      supplementaryItems: [badge])
    return LayoutSection(group: .vertical(layoutSize: row.layoutSize, subitems: [row]))
  }

  func makeController(counts: [Int] = [200]) -> CompositionalController {
    let controller = CompositionalController(
      layout: CompositionalLayout(section: Self.rows()), counts: counts, supplementaryClass: CountBadge.self)
    controller.show(width: 375, height: 667)
    return controller
  }

  /// Every badge on screen takes its view's width at the row's trailing edge; rows do not
  /// move; scrolling on, the next badges size themselves too; and the layout equals one made
  /// afresh that is told the same sizes.
  @Test func badgesOnScreenTakeTheirViewsWidths() throws {
    let controller = makeController()
    let collectionView = try #require(controller.collectionView)
    for y in [0.0, 3000] {
      collectionView.contentOffset = CGPoint(x: 0, y: y)
      collectionView.layoutIfNeeded()
      // The badges measured after scrolling re-place their groups only: the section is
      // patched, not laid out again.
      if y > 0 {
        let update = controller.layout.lastUpdate
        #expect(update.sectionsPatched == 1 && update.sectionsLaidOut == 0, "\(update)")
      }
      let badges = collectionView.visibleSupplementaryViews(ofKind: CompositionalSamples.badgeKind)
      #expect(badges.count >= 11, "at \(y)")
      for view in badges {
        let item = try #require(
          controller.layout.layoutAttributesForSupplementaryView(
            ofKind: CompositionalSamples.badgeKind, at: IndexPath(item: Int(view.frame.minY / 60), section: 0)))
        #expect(item.frame == view.frame)
        #expect(view.frame.width == CountBadge.width(of: item.indexPath.item), "item \(item.indexPath.item)")
        #expect(view.frame.maxX == 375 && view.frame.height == 20)
      }
    }
    #expect(abs(controller.layout.collectionViewContentSize.height - 200 * 60) < 1e-6, "rows do not move")
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }

  /// An item inserted at the top takes the first badge's place; every measured badge moves
  /// down with its row, keeping its width until its view measures again.
  @Test func measuredBadgesMoveWithTheirRows() throws {
    let controller = makeController(counts: [30])
    let collectionView = try #require(controller.collectionView)
    let kind = CompositionalSamples.badgeKind
    let width = { (item: Int) in
      controller.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: 0))?
        .frame.width
    }
    #expect(width(2) == CountBadge.width(of: 2))
    controller.counts = [31]
    collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    collectionView.layoutIfNeeded()
    // Old item 2 is item 3 now; its view measures the new index path's count.
    #expect(width(3) == CountBadge.width(of: 3))
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }
}

/// A count badge: 16 points for one digit, 24 for two, 32 for three (item mod 3 gives the
/// digits), whatever the estimate.
final class CountBadge: UICollectionReusableView {
  static func width(of item: Int) -> CGFloat { 16 + 8 * CGFloat(item % 3) }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    // Headers and footers of other samples keep their size.
    guard layoutAttributes.representedElementKind == CompositionalSamples.badgeKind else { return layoutAttributes }
    return layoutAttributes.fitted(to: CGSize(width: Self.width(of: layoutAttributes.indexPath.item), height: 20))
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
