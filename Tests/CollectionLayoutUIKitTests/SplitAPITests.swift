import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Calls upstream's misspelled utility through a protocol, so the test exercises the
/// deprecated alias without a deprecation warning at the call site.
@MainActor
protocol UpstreamSpellingCaller {
  func width(_ layout: UICollectionViewSplitLayout) -> CGFloat
}

struct DeprecatedAliasCaller: UpstreamSpellingCaller {
  @available(*, deprecated, message: "calls upstream's spelling on purpose")
  func width(_ layout: UICollectionViewSplitLayout) -> CGFloat {
    layout.calculateFixedWidthRaughly(
      to: 3, of: .left, minimumInterItemSpacing: 8, sectionInset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }
}

/// The split adapter's public API beyond layout: utilities, side, properties, diagnostics,
/// right-to-left.
@MainActor
@Suite("Split adapter: API")
struct SplitAPITests {
  @Test func upstreamSpellingIsAnAliasOfTheUtility() {
    let controller = BasicCollectionViewController()
    controller.show(width: 375, height: 667)
    let caller: any UpstreamSpellingCaller = DeprecatedAliasCaller()
    let layout = controller.layout
    #expect(caller.width(layout) == 39)
    #expect(
      layout.calculateFixedWidthRoughly(
        to: 3, of: .left, minimumInterItemSpacing: 8, sectionInset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        == 39)
    #expect(layout.calculateFixedWidthRoughly(to: 0, of: .left, minimumInterItemSpacing: 8, sectionInset: .zero) == 0)
  }

  @Test func sideHelpersAsUpstream() {
    #expect(UICollectionViewSplitLayoutSide(leftSideRatio: 1) == .left)
    #expect(UICollectionViewSplitLayoutSide(leftSideRatio: 0) == .right)
    #expect(UICollectionViewSplitLayoutSide(leftSideRatio: 0.4) == nil)
    #expect(UICollectionViewSplitLayoutSide.left.rawValue == 1 && UICollectionViewSplitLayoutSide.right.rawValue == 0)
    #expect(UICollectionViewSplitLayoutSide.left.leftSideRatio == 1)
    #expect(UICollectionViewSplitLayoutSide.right.needsIgnored(to: 1))
    #expect(!UICollectionViewSplitLayoutSide.left.needsIgnored(to: 1))
  }

  @Test func defaultsAsUpstream() {
    let layout = UICollectionViewSplitLayout()
    #expect(layout.leftSideRatio == 1 && layout.splitSpacing == 0)
    #expect(layout.minimumInterItemSpacing == 0 && layout.minimumItemLineSpacing == 0)
    #expect(layout.sectionInset == .zero && layout.sectionInsetReference == .fromSafeArea)
    #expect(!layout.sectionPinToVisibleBounds && !layout.isNormalizingLineHeight)
    #expect(UICollectionViewSplitLayout.invalidationContextClass is UICollectionViewSplitLayoutInvalidationContext.Type)
  }

  @Test func settingAPropertyRelayoutsAtTheNextPass() {
    let controller = BasicCollectionViewController()
    controller.show(width: 375, height: 667)
    controller.layout.leftSideRatio = 0.5
    controller.collectionView.layoutIfNeeded()
    #expect(controller.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 187.5 + 8)
  }

  @Test func badRatioIsClampedAndReported() {
    let controller = BasicCollectionViewController()
    controller.show(width: 375, height: 667)
    controller.layout.leftSideRatio = CGFloat.nan
    controller.collectionView.layoutIfNeeded()
    #expect(controller.layout.diagnostics.contains { $0.code.contains("ratio") })
    #expect(controller.layout.contentWidth(of: .left) == 375)
    #expect(controller.collectionView.refusals.isEmpty)
  }

  @Test func rightToLeftMirrorsTheColumns() throws {
    let ltr = BasicCollectionViewController()
    ltr.show(width: 375, height: 667)
    let rtl = BasicCollectionViewController()
    rtl.loadViewIfNeeded()
    rtl.collectionView.semanticContentAttribute = .forceRightToLeft
    rtl.show(width: 375, height: 667)
    for s in 0..<3 {
      for i in [0, 7, 19] {
        let path = IndexPath(item: i, section: s)
        let a = try #require(ltr.layout.layoutAttributesForItem(at: path)).frame
        let b = try #require(rtl.layout.layoutAttributesForItem(at: path)).frame
        #expect(b == CGRect(x: 375 - a.maxX, y: a.minY, width: a.width, height: a.height))
      }
    }
    #expect(rtl.layout.contentMostLeft(of: .left) == 225)
  }

  @Test func attributesCarryTheSectionsSettings() throws {
    let controller = SectionDividedCollectionViewController()
    controller.show(width: 375, height: 667)
    let item = try #require(
      controller.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))
        as? UICollectionViewSplitLayoutAttributes)
    #expect(item.side == .left)
    #expect(item.sectionInset == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(item.minimumItemLineSpacing == 8)
    let copy = try #require(item.copy() as? UICollectionViewSplitLayoutAttributes)
    #expect(copy.isEqual(item) && copy.side == .left)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
