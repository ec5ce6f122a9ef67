import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// `orthogonalScrollingProperties` (iOS 17, here on every version): a strip's scroll view
/// bounces and slows down as its section asks. Apple's documentation: `.automatic` bounces
/// at a content boundary, `.always` "even if the content is smaller than its bounds",
/// `.never` stops there; an automatic deceleration "matches the parent scroll view's".
@MainActor
@Suite("Orthogonal scrolling properties")
struct OrthogonalScrollingPropertiesTests {
  /// One strip of `count` cards 100 wide (a 375-point screen scrolls when there are four).
  static func controller(
    _ properties: OrthogonalScrollingProperties, behavior: OrthogonalScrollingBehavior = .continuous,
    count: Int = 10
  ) -> CompositionalController {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80)), subitems: [item])
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.orthogonalScrollingProperties = properties
    let controller = CompositionalController(layout: CompositionalLayout(section: section), counts: [count])
    controller.show(width: 375, height: 667)
    return controller
  }

  static func properties(
    _ bounce: OrthogonalScrollingProperties.Bounce, _ rate: OrthogonalScrollingProperties.DecelerationRate = .automatic
  ) -> OrthogonalScrollingProperties {
    var properties = OrthogonalScrollingProperties()
    properties.bounce = bounce
    properties.decelerationRate = rate
    return properties
  }

  /// The strip scroll view of a controller made with `properties`; the controller is
  /// returned too (a layout holds its collection view weakly).
  static func strip(
    _ properties: OrthogonalScrollingProperties, behavior: OrthogonalScrollingBehavior = .continuous,
    count: Int = 10
  ) -> (CompositionalController, UIScrollView?) {
    let controller = controller(properties, behavior: behavior, count: count)
    return (controller, controller.layout.scrollView(forSection: 0))
  }

  @Test func bounceSetsTheStripsScrollView() throws {
    let (c1, automatic) = Self.strip(Self.properties(.automatic))
    #expect(automatic?.bounces == true && automatic?.alwaysBounceHorizontal == false)
    let (c2, never) = Self.strip(Self.properties(.never))
    #expect(never?.bounces == false && never?.alwaysBounceHorizontal == false)
    // Three cards fit the screen: only `.always` gives the strip a scroll view to bounce.
    let (c3, fits) = Self.strip(Self.properties(.automatic), count: 3)
    #expect(fits == nil)
    let (c4, always) = Self.strip(Self.properties(.always), count: 3)
    #expect(always?.bounces == true && always?.alwaysBounceHorizontal == true)
    withExtendedLifetime((c1, c2, c3, c4)) {}
  }

  @Test func decelerationIsTheSectionsOrTheCollectionViews() throws {
    let (c1, fast) = Self.strip(Self.properties(.automatic, .fast))
    #expect(fast?.decelerationRate.rawValue == 0.99)
    let (c2, custom) = Self.strip(Self.properties(.automatic, .init(rawValue: 0.995)))
    #expect(custom?.decelerationRate.rawValue == 0.995)
    // Automatic: the collection view's rate; the paging behaviours slow down fast.
    let controller = Self.controller(Self.properties(.automatic))
    #expect(try #require(controller.layout.scrollView(forSection: 0)).decelerationRate.rawValue == 0.998)
    controller.collectionView.decelerationRate = .fast
    controller.layout.invalidateLayout()
    controller.collectionView.layoutIfNeeded()
    #expect(try #require(controller.layout.scrollView(forSection: 0)).decelerationRate.rawValue == 0.99)
    let (c3, paging) = Self.strip(Self.properties(.automatic), behavior: .groupPaging)
    #expect(paging?.decelerationRate.rawValue == 0.99)
    withExtendedLifetime((c1, c2, c3)) {}
  }

  @Test(arguments: [Double.nan, 0.9999999999 + 1, -0.5, .infinity])
  func aRateNoScrollViewTakesIsAutomaticAndReported(_ value: Double) throws {
    let controller = Self.controller(Self.properties(.automatic, .init(rawValue: value)))
    #expect(try #require(controller.layout.scrollView(forSection: 0)).decelerationRate.rawValue == 0.998)
    #expect(controller.layout.diagnostics.contains { $0.code == .layoutStrip && $0.section == 0 })
  }

  #if canImport(HeadlessUIKit)
  /// Headless, a finger drags the strip past its start: with `.never` it stops at the edge,
  /// with `.automatic` it rubber-bands; both rest at 0.
  @Test func aStripThatNeverBouncesStopsAtItsEdge() throws {
    for (bounce, pastTheEdge) in [(OrthogonalScrollingProperties.Bounce.never, false), (.automatic, true)] {
      let controller = Self.controller(Self.properties(bounce))
      let strip = try #require(controller.layout.scrollView(forSection: 0))
      strip.fingerDown()
      strip.fingerMove(by: CGPoint(x: 60, y: 0))
      #expect((strip.contentOffset.x < 0) == pastTheEdge, "\(bounce): \(strip.contentOffset)")
      strip.fingerUp(velocity: .zero)
      #expect(controller.layout.contentOffset(ofSection: 0) == 0)
    }
  }
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
