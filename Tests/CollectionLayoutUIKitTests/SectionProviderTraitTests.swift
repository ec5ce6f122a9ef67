import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A section provider reads the traits as UIKit's `NSCollectionLayoutEnvironment` gives
/// them (`environment.traitCollection.horizontalSizeClass`), so adaptive providers port
/// unchanged.
@MainActor
@Suite("Compositional adapter: traits for section providers")
struct SectionProviderTraitTests {
  @Test(arguments: [SizeClass.unspecified, .compact, .regular])
  func theEnvironmentsTraitsAreItsOwn(_ sizeClass: SizeClass) {
    let vertical: SizeClass = sizeClass == .regular ? .compact : .regular
    let environment = LayoutEnvironment(
      containerSize: Size(width: 375, height: 667), layoutDirection: .rightToLeft, displayScale: 3,
      horizontalSizeClass: sizeClass, verticalSizeClass: vertical)
    let traits = environment.traitCollection
    let expected: UIUserInterfaceSizeClass =
      switch sizeClass {
      case .unspecified: .unspecified
      case .compact: .compact
      case .regular: .regular
      }
    #expect(traits.horizontalSizeClass == expected)
    #expect(traits.verticalSizeClass == (vertical == .regular ? .regular : .compact))
    #expect(traits.displayScale == 3)
    #expect(traits.layoutDirection == .rightToLeft)
  }

  #if canImport(HeadlessUIKit)
  /// Apple's adaptive pattern: two columns when the width is regular, one when compact. A
  /// trait change lays the layout out again (UIKit invalidates a layout on a trait change)
  /// and the provider is asked with the new traits.
  @Test func aProviderChoosesItsSectionByTheHorizontalSizeClass() throws {
    var seen: [UIUserInterfaceSizeClass] = []
    let layout = CompositionalLayout(sectionProvider: { _, environment in
      let sizeClass = environment.traitCollection.horizontalSizeClass
      seen.append(sizeClass)
      let columns = sizeClass == .regular ? 2 : 1
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1 / Double(columns)), heightDimension: .absolute(50)))
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
      return LayoutSection(group: group)
    })
    let controller = CompositionalController(layout: layout, counts: [4])
    controller.loadViewIfNeeded()
    let collectionView = try #require(controller.collectionView)
    collectionView.headlessTraitCollection = UITraitCollection(traitsFrom: [
      collectionView.headlessTraitCollection, UITraitCollection(horizontalSizeClass: .compact),
    ])
    controller.show(width: 700, height: 800)
    let second = IndexPath(item: 1, section: 0)
    #expect(layout.layoutAttributesForItem(at: second)?.frame == CGRect(x: 0, y: 50, width: 700, height: 50))
    collectionView.headlessTraitCollection = UITraitCollection(traitsFrom: [
      collectionView.headlessTraitCollection, UITraitCollection(horizontalSizeClass: .regular),
    ])
    collectionView.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: second)?.frame == CGRect(x: 350, y: 0, width: 350, height: 50))
    #expect(seen.first == .compact && seen.last == .regular)
    #expect(collectionView.refusals.isEmpty, "\(collectionView.refusals)")
  }
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
