import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A visible-items handler as code for `UICollectionViewCompositionalLayout` writes it: its
/// items are references (`NSCollectionLayoutVisibleItem`), changed in a `forEach`. Ported by
/// deleting prefixes (`CGAffineTransform` → `LayoutTransform`), it runs unchanged.
@MainActor
@Suite("Compositional adapter: visible-items handlers ported from UIKit")
struct VisibleItemsHandlerPortTests {
  /// Cards 80 % of the width, centred one at a time, scaled by their distance from the
  /// centre: the carousel idiom of compositional-layout tutorials, as written for UIKit.
  static func carousel(seen: SeenItems) -> LayoutSection {
    let itemSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = LayoutItem(layoutSize: itemSize)
    let groupSize = LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200))
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      items.forEach { item in
        let distanceFromCenter = abs((item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
        let minScale: CGFloat = 0.7
        let maxScale: CGFloat = 1.1
        let scale = max(maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
        item.transform = LayoutTransform(scaleX: scale, y: scale)
      }
      seen.record(items.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
    }
    return section
  }

  /// What the handler was shown, for the test to read (the handler is `@Sendable`).
  final class SeenItems: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<IndexPath> = []
    func record(_ new: [IndexPath]) { lock.withLock { paths.formUnion(new) } }
    var all: Set<IndexPath> { lock.withLock { paths } }
  }

  @Test func theCarouselIdiomScalesCardsByTheirDistanceFromTheCentre() throws {
    let seen = SeenItems()
    let controller = CompositionalController(
      layout: CompositionalLayout(section: Self.carousel(seen: seen)), counts: [5])
    controller.show(width: 375, height: 667)
    let layout = controller.layout
    // Cards 300 wide, the first centred (leading inset 37.5): its centre is the screen's,
    // scale 1.1. The second's centre is 310 points to the right: 1.1 − 310 / 375 is below
    // 0.7, so 0.7.
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(first.transform.a - 1.1) < 1e-9 && abs(first.transform.d - 1.1) < 1e-9)
    #expect(abs(second.transform.a - 0.7) < 1e-9)
    #expect(first.frame == CGRect(x: 37.5, y: 0, width: 300, height: 200))
    // The handler read UIKit's index paths and categories.
    #expect(seen.all.contains(IndexPath(item: 0, section: 0)) && seen.all.contains(IndexPath(item: 1, section: 0)))
    let shown = controller.collectionView.shownAttributes[
      DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0))]
    #expect(shown?.transform == first.transform)
    #expect(controller.collectionView.refusals.isEmpty, "\(controller.collectionView.refusals)")
  }

  /// Cover flow, as UIKit code writes it: each card turned about the vertical axis by its
  /// distance from the centre, with perspective (`m34`). Ported by deleting prefixes:
  /// `CATransform3DIdentity` → `LayoutTransform3D.identity`, `CATransform3DRotate(t, …)` →
  /// `t.rotated(by:x:y:z:)`.
  @Test func aCoverFlowHandlerTurnsTheCellsShownInDepth() throws {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(200)), subitems: [item])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      let width = environment.container.contentSize.width
      items.forEach { item in
        let distance = (item.frame.midX - offset.x - width / 2) / width
        var transform = LayoutTransform3D.identity
        transform.m34 = -1.0 / 500
        item.transform3D = transform.rotated(by: -distance * .pi / 3, x: 0, y: 1, z: 0)
      }
    }
    let controller = CompositionalController(layout: CompositionalLayout(section: section), counts: [5])
    controller.show(width: 375, height: 667)
    // Card 0 is centred (inset 87.5); card 1's centre is 200 points to the right.
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    let expected = CATransform3DRotate(perspective, -200.0 / 375 * .pi / 3, 0, 1, 0)
    let second = try #require(controller.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(Self.close(second.transform3D, expected))
    // UIKit's pair: the plane transform is the 3D one's affine part.
    #expect(second.transform == CATransform3DGetAffineTransform(second.transform3D))
    #expect(second.frame == CGRect(x: 287.5, y: 0, width: 200, height: 200))
    let first = try #require(controller.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(Self.close(first.transform3D, perspective))
    // The cell shown carries it.
    let shown = controller.collectionView.shownAttributes[
      DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 1, section: 0))]
    #expect(shown.map { Self.close($0.transform3D, expected) } == true)
    #expect(controller.collectionView.refusals.isEmpty, "\(controller.collectionView.refusals)")
  }

  /// Every entry within 10⁻¹² of the other's.
  static func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
      (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14), (a.m21, b.m21), (a.m22, b.m22),
      (a.m23, b.m23), (a.m24, b.m24), (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
      (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= 1e-12 }
  }

  @Test func aHandlerThatMovesCentresMovesTheCellsShown() throws {
    // A list whose rows the handler nudges 8 points to the trailing side while the list is
    // scrolled, as a parallax handler does with `center`.
    let row = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let section = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)), subitems: [row]))
    section.visibleItemsInvalidationHandler = { items, offset, _ in
      items.forEach { item in item.center.x += offset.y > 0 ? 8 : 0 }
    }
    let controller = CompositionalController(layout: CompositionalLayout(section: section), counts: [40])
    controller.show(width: 375, height: 667)
    let collectionView = controller.collectionView!
    let rest = try #require(controller.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    #expect(rest.frame == CGRect(x: 0, y: 150, width: 375, height: 50))
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    collectionView.layoutIfNeeded()
    let moved = try #require(controller.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    #expect(moved.frame == CGRect(x: 8, y: 150, width: 375, height: 50))
    let shown = collectionView.shownAttributes[
      DisplayedElement(category: .cell, kind: nil, indexPath: IndexPath(item: 3, section: 0))]
    #expect(shown?.frame == moved.frame)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
