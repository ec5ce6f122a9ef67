import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// An interactive layout change (`startInteractiveTransition(to:completion:)`, a pinch
/// between two of the adapters) on screen: the transition layout starts at the old
/// adapter's frames and ends at the new one's, nothing is refused along the way, and
/// finishing or cancelling leaves the installed adapter equal to a fresh one, its strips
/// (and only its) driven by scroll views.
@MainActor
@Suite("Interactive layout changes between adapters")
struct InteractiveTransitionTests {
  nonisolated static let pairs: [(FuzzAdapter, FuzzAdapter)] = [
    (.split, .plugin), (.plugin, .scrollable), (.scrollable, .compositional), (.compositional, .split),
  ]

  /// Sections of every kind: the compositional one with id 2 scrolls on its own, and so do
  /// the scrollable adapter's rows.
  static let world = FuzzWorld(
    sections: [
      .init(id: 0, items: Array(1...7)), .init(id: 1, items: Array(101...104)), .init(id: 2, items: Array(201...209)),
    ], nextID: 1_000)

  /// `adapter`'s controller on screen, in a window (layout changes tell the layouts there),
  /// its cells self-sizing or not whatever the adapter, so that both sides of a comparison
  /// measure alike.
  static func shown(_ adapter: FuzzAdapter, selfSizing: Bool) -> (FuzzController, UIWindow) {
    let controller = FuzzController(adapter, world: world)
    controller.cellsSelfSize = selfSizing
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    controller.collectionView.frame = window.bounds
    controller.collectionView.layoutIfNeeded()
    return (controller, window)
  }

  /// Each frame `expected` has, in `frames` too.
  static func expectFrames(_ frames: [ElementKey: CGRect], include expected: [ElementKey: CGRect], _ comment: String) {
    for (key, frame) in expected {
      #expect(frames[key] == frame, "\(comment): \(key)")
    }
  }

  @Test(arguments: pairs)
  func aPinchFromOneAdapterToAnotherEndsAsAFreshLayout(_ from: FuzzAdapter, _ to: FuzzAdapter) {
    for (finishing, selfSizing) in [(true, false), (false, false), (true, true), (false, true)] {
      let (controller, window) = Self.shown(from, selfSizing: selfSizing)
      let collectionView = controller.collectionView!
      let old = controller.collectionViewLayout
      let next = FuzzController.layout(to, box: controller.box)
      let comment = "\(from) → \(to)\(finishing ? "" : ", cancelled")\(selfSizing ? ", self-sizing" : "")"
      let transition = collectionView.startInteractiveTransition(to: next)
      Self.expectFrames(transition.allFrames(), include: old.allFrames(), "\(comment), at 0")
      transition.transitionProgress = 0.5
      transition.invalidateLayout()
      collectionView.layoutIfNeeded()
      #expect(collectionView.refusals.isEmpty, "\(comment): \(collectionView.refusals)")
      transition.transitionProgress = 1
      transition.invalidateLayout()
      // Shown at the end of the pinch: every view already where the next layout puts it.
      collectionView.layoutIfNeeded()
      Self.expectFrames(transition.allFrames(), include: next.allFrames(), "\(comment), at 1")
      if finishing {
        collectionView.finishInteractiveTransition()
      } else {
        collectionView.cancelInteractiveTransition()
      }
      let installed = finishing ? next : old
      #expect(collectionView.collectionViewLayout === installed, "\(comment)")
      let (fresh, freshWindow) = Self.shown(finishing ? to : from, selfSizing: selfSizing)
      AdapterFuzz.expectSame(installed, fresh.collectionViewLayout, comment)
      let sections = Self.world.sections.count
      #expect(
        AdapterFuzz.stripsWithScrollViews(installed, sections: sections)
          == AdapterFuzz.stripsWithScrollViews(fresh.collectionViewLayout, sections: sections), "\(comment)")
      #expect(
        AdapterFuzz.stripScrollViewCount(collectionView)
          == AdapterFuzz.stripScrollViewCount(fresh.collectionView), "\(comment): scroll views")
      #expect(collectionView.refusals.isEmpty, "\(comment): \(collectionView.refusals)")
      withExtendedLifetime((window, freshWindow)) {}
    }
  }

  /// A rotation during the pinch: whichever adapter is installed at the end has the new
  /// width (the adapters relayout on a width change by themselves).
  @Test(arguments: pairs)
  func aRotationDuringAPinchReachesBothLayouts(_ from: FuzzAdapter, _ to: FuzzAdapter) {
    for finishing in [true, false] {
      let (controller, window) = Self.shown(from, selfSizing: false)
      let collectionView = controller.collectionView!
      let old = controller.collectionViewLayout
      let next = FuzzController.layout(to, box: controller.box)
      let transition = collectionView.startInteractiveTransition(to: next)
      transition.transitionProgress = 0.5
      transition.invalidateLayout()
      collectionView.layoutIfNeeded()
      collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
      collectionView.layoutIfNeeded()
      if finishing {
        collectionView.finishInteractiveTransition()
      } else {
        collectionView.cancelInteractiveTransition()
      }
      let (fresh, freshWindow) = Self.shown(finishing ? to : from, selfSizing: false)
      fresh.collectionView.frame = collectionView.frame
      fresh.collectionView.layoutIfNeeded()
      let comment = "\(from) → \(to)\(finishing ? "" : ", cancelled"), rotated"
      AdapterFuzz.expectSame(finishing ? next : old, fresh.collectionViewLayout, comment)
      #expect(collectionView.refusals.isEmpty, "\(comment): \(collectionView.refusals)")
      withExtendedLifetime((window, freshWindow)) {}
    }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
