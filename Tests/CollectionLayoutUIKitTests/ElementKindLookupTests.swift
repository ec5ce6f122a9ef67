import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A layout answers for the element kinds it has and no others: a plugin layout, whose
/// headers UIKit knows as `elementKindSectionHeader`, has no element of an app's own kind
/// `"header"` (the engine's name for its headers), as UIKit's flow layout has none.
@MainActor
@Suite("Adapters answer only for their own element kinds")
struct ElementKindLookupTests {
  @Test func anAppsOwnHeaderKindIsNotThePluginLayoutsSectionHeader() {
    let controller = MixedPluginController()
    controller.show(width: 375, height: 667)
    let layout = controller.layout
    let path = IndexPath(item: 0, section: 1)
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: path)
    #expect(header?.frame.height == 60)
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: path) == nil)
    #expect(layout.layoutAttributesForDecorationView(ofKind: "header", at: path) == nil)
    #expect(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "header", at: path) == nil)
  }

  #if canImport(HeadlessUIKit)
  /// The adapter fuzz's failure, reduced: a pinch from a compositional layout whose headers
  /// are of kind `"header"` to a plugin layout asked the plugin layout for `"header"` and got
  /// its section header, which the transition then showed twice.
  @Test func aPinchBetweenLayoutsWithLookalikeKindsShowsEachElementOnce() throws {
    let controller = MixedPluginController()
    controller.show(width: 375, height: 667)
    let view = try #require(controller.collectionView)
    view.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "Supplementary")
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let section = LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
    ]
    view.setCollectionViewLayout(CompositionalLayout(section: section), animated: false)
    view.layoutIfNeeded()
    let pinch = view.startInteractiveTransition(to: controller.layout)
    pinch.transitionProgress = 0.75
    pinch.invalidateLayout()
    view.layoutIfNeeded()
    view.cancelInteractiveTransition()
    #expect(view.headlessRejections.isEmpty, "\(view.headlessRejections)")
  }
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
