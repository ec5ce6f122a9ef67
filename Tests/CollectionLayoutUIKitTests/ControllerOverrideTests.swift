import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A collection view controller subclass overrides the delegate and scroll-delegate
/// methods it inherits, as UIKit code does (`override func scrollViewDidScroll(_:)`): the
/// same source compiles for iOS and against HeadlessUIKit, and the collection view calls
/// the overrides.
@MainActor
@Suite("Collection view controller overrides")
struct ControllerOverrideTests {
  final class Listening: UICollectionViewController {
    var events: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      400
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    override func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      events.append("willDisplay \(indexPath.item)")
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      events.append("didScroll \(Int(scrollView.contentOffset.y))")
    }

    override func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      events.append("willEndDragging")
      targetContentOffset.pointee.y = 100
    }
  }

  static func shown() -> Listening {
    let controller = Listening(collectionViewLayout: CompositionalLayout(section: CompositionalSamples.grid()))
    controller.show(width: 320, height: 480)
    return controller
  }

  @Test func theDelegateOverridesAreCalled() {
    let controller = Self.shown()
    #expect(controller.events.contains("willDisplay 0"))
    controller.events = []
    controller.collectionView.contentOffset = CGPoint(x: 0, y: 30)
    #expect(controller.events.first == "didScroll 30")
  }

  #if canImport(HeadlessUIKit)
  /// A drag asks the override where to rest, and rests there.
  @Test func aDragAsksTheOverrideWhereToRest() {
    let controller = Self.shown()
    controller.collectionView.headlessSwipe(by: CGPoint(x: 0, y: -300), velocity: CGPoint(x: 0, y: 1))
    #expect(controller.events.contains("willEndDragging"))
    #expect(controller.collectionView.contentOffset.y == 100)
  }
  #endif
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
