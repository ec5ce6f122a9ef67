import CollectionLayoutUIKit
import Testing

// Headless only: on iOS, UIKit's own flow layout is what a test would meet.
#if canImport(HeadlessUIKit)

/// HeadlessUIKit's `UICollectionViewFlowLayout`, computed by the engine's flow with UIKit's
/// alignment (the reference's "UIKit flow style"), so flow-layout screens run on Linux.
@MainActor
@Suite("HeadlessUIKit: UICollectionViewFlowLayout")
struct HeadlessFlowLayoutTests {
  /// A cell 30 points high, whatever it is given.
  final class FittingCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
      -> UICollectionViewLayoutAttributes
    {
      let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
      fitted.size = CGSize(width: 100, height: 30)
      return fitted
    }
  }

  /// The reference's G1 through the flow delegate (the plugin tests' controller: insets 10,
  /// spacing 5 and 8, header 60, footer 40), its cells fitting at 100 × 30.
  static func show(_ layout: UICollectionViewFlowLayout) -> PluginSingleLayoutTests.G1Controller {
    let controller = PluginSingleLayoutTests.G1Controller(collectionViewLayout: layout)
    controller.loadViewIfNeeded()
    controller.collectionView.register(FittingCell.self, forCellWithReuseIdentifier: "Cell")
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
    controller.collectionView.layoutIfNeeded()
    return controller
  }

  /// G1's origins (the reference, `.default`): lines justified, a line's items centred on
  /// it, the last line left as it is; header at 0, footer after the bottom inset.
  @Test func theReferencesFlowThroughTheDelegate() {
    let layout = UICollectionViewFlowLayout()
    let controller = Self.show(layout)
    let origins = (0..<6).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.origin }
    #expect(
      origins == [(10, 85), (265, 70), (10, 158), (245, 168), (10, 226), (215, 226)].map { CGPoint(x: $0.0, y: $0.1) })
    #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 376))
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 336, width: 375, height: 40))
    #expect(controller.collectionView.headlessRejections.isEmpty)
  }

  /// `sectionInsetReference = .fromLayoutMargins`: the sections keep to the margins guide
  /// (safe area 44 plus margins 16 on each side here), and follow a change of the margins.
  @Test func sectionsKeepToTheLayoutMargins() {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInsetReference = .fromLayoutMargins
    let controller = PluginSingleLayoutTests.G1Controller(collectionViewLayout: layout)
    controller.loadViewIfNeeded()
    let collectionView = controller.collectionView!
    collectionView.register(FittingCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.headlessSafeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    collectionView.frame = CGRect(x: 0, y: 0, width: 812, height: 375)
    collectionView.layoutIfNeeded()
    let footer = IndexPath(item: 0, section: 0)
    let kind = UICollectionView.elementKindSectionFooter
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: footer)?.frame.minX == 60)
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: footer)?.frame.width == 692)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 70)
    // UIKit lays the view out again when its margins change; HeadlessUIKit's collection
    // view invalidates its layout with them.
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
    collectionView.layoutIfNeeded()
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: footer)?.frame.minX == 74)
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: footer)?.frame.width == 694)
    #expect(collectionView.headlessRejections.isEmpty)
  }

  /// `sectionHeadersPinToVisibleBounds`: the header stays at the top while the section's
  /// items pass (G14 at offset 100).
  @Test func pinnedHeadersStayInView() {
    let layout = UICollectionViewFlowLayout()
    layout.sectionHeadersPinToVisibleBounds = true
    let controller = Self.show(layout)
    controller.collectionView.contentOffset = CGPoint(x: 0, y: 100)
    controller.collectionView.layoutIfNeeded()
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.minY == 100)
    #expect(controller.collectionView.headlessRejections.isEmpty)
  }

  /// With an `estimatedItemSize` cells self-size: each cell's preferred 100 × 30 replaces
  /// the estimate (three per line: 10 + 3 · 100 + 2 · 5 ≤ 365).
  @Test func estimatedCellsSelfSize() {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 100)
    let controller = Self.show(layout)
    let frames = (0..<6).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(frames.allSatisfy { $0.size == CGSize(width: 100, height: 30) })
    #expect(frames[3].minY == frames[0].maxY + 8)
    #expect(controller.collectionView.headlessRejections.isEmpty)
  }

  /// The layout's properties stand in for delegate methods it does not implement, with
  /// UIKit's defaults (50 × 50, spacing 10); a horizontal flow lays lines down the height.
  @Test func propertiesAndDirection() {
    final class Plain: UICollectionViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      }
      override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
      override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
    }
    let layout = UICollectionViewFlowLayout()
    let controller = Plain(collectionViewLayout: layout)
    controller.view.frame = CGRect(x: 0, y: 0, width: 170, height: 400)
    controller.collectionView.layoutIfNeeded()
    // 3 per line (3 · 50 + 2 · 10 = 170), 3 lines of 50 with 10 between.
    #expect(layout.collectionViewContentSize == CGSize(width: 170, height: 170))
    layout.scrollDirection = .horizontal
    controller.collectionView.layoutIfNeeded()
    // Six fit down 400 (6 · 50 + 5 · 10 = 350); the line is closed by the seventh, so it
    // is justified: gaps of 10 + 50 / 5 = 20.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 70)
    #expect(layout.collectionViewContentSize.height == 400)
  }

  /// A flow delegate that reads the layout while it is asked for sizes (its content size,
  /// a cell's attributes, the elements of a rect), as a delegate deriving a size from the
  /// content might: UIKit's flow layout answers from its last layout and carries on, so the
  /// model does too, where it used to end the process (two accesses to its engine at once).
  final class ReadingDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var reads: [CGSize] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      reads.append(collectionViewLayout.collectionViewContentSize)
      _ = collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds)
      _ = collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
      return CGSize(width: 100, height: 50)
    }
  }

  @Test func aDelegateThatReadsTheLayoutWhileAskedGetsTheLastLayout() {
    let delegate = ReadingDelegate()
    let layout = UICollectionViewFlowLayout()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    (view.dataSource, view.delegate) = (delegate, delegate)
    view.layoutIfNeeded()
    // Three items to a 320-point line, ten apart: four lines of 50.
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 230))
    #expect(delegate.reads.first == .zero)
    // Laid out again at another width, the delegate reads the layout before it.
    delegate.reads = []
    view.frame.size.width = 220
    view.layoutIfNeeded()
    #expect(delegate.reads.first == CGSize(width: 320, height: 230))
    #expect(layout.collectionViewContentSize.height > 230)
  }
}

#endif  // canImport(HeadlessUIKit)
