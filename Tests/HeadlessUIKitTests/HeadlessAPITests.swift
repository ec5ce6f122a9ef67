import HeadlessUIKit
import Testing

/// The UIKit API real layouts and apps use, each as Apple documents it.
/// "480×320", the same on every platform.
private func text(_ size: CGSize) -> String { "\(Int(size.width))×\(Int(size.height))" }

@MainActor
@Suite("HeadlessUIKit: API apps use")
struct HeadlessAPITests {
  final class Recording: UICollectionViewController {
    var events: [String] = []
    override func viewWillLayoutSubviews() { events.append("willLayout \(text(view.bounds.size))") }
    override func viewDidLayoutSubviews() { events.append("didLayout") }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
      events.append("willTransition \(text(size)) from \(text(view.bounds.size))")
      coordinator.animate(
        alongsideTransition: { _ in self.events.append("alongside \(text(self.view.bounds.size))") },
        completion: { _ in self.events.append("completion") })
    }
    override func awakeFromNib() {
      super.awakeFromNib()
      events.append("awake")
    }
  }

  /// Records the animated-bounds-change calls.
  final class AnimatedLayout: UICollectionViewLayout {
    var events: [String] = []
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
      super.prepare(forAnimatedBoundsChange: oldBounds)
      events.append("prepare animated from \(text(oldBounds.size)) at \(text(collectionView!.bounds.size))")
    }
    override func prepare() { events.append("prepare") }
    override func finalizeAnimatedBoundsChange() { events.append("finalize") }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
  }

  /// UIKit's `IndexPath(row:section:)` ("Creates an index path that references a row in a
  /// particular section") and `(item:section:)`: two indexes, the section first; `section`,
  /// `item` and `row` read and write them.
  @Test func indexPathsOfASectionAndAnItemAreTwoIndexesSectionFirst() {
    var path = IndexPath(item: 7, section: 3)
    #expect(path == IndexPath(indexes: [3, 7]))
    #expect(path.count == 2 && path.section == 3 && path.item == 7 && path.row == 7)
    #expect(IndexPath(row: 7, section: 3) == path)
    #expect(path.hashValue == IndexPath(indexes: [3, 7]).hashValue)
    path.item = 9
    path.section = 0
    #expect(path == IndexPath(indexes: [0, 9]))
    #expect(IndexPath(item: 1, section: 0) < IndexPath(item: 0, section: 1))
  }

  /// `UIWindow.rootViewController`: "the window … installs the view controller's view as
  /// the content view of the window" — sized to the window. A test host's app has a key
  /// window; HeadlessUIKit's is 375 × 667.
  @Test func aRootViewControllerGetsTheWindowsBounds() throws {
    let window = try #require(UIApplication.shared.keyWindow)
    #expect(window.bounds.size == CGSize(width: 375, height: 667))
    let own = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = Recording(collectionViewLayout: AnimatedLayout())
    own.rootViewController = controller
    #expect(controller.view.bounds.size == CGSize(width: 390, height: 844))
    own.makeKeyAndVisible()
    #expect(own.isKeyWindow && UIApplication.shared.windows.first === own)
    window.makeKeyAndVisible()
  }

  /// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` bracket the root view's layout;
  /// `viewWillTransition(to:with:)` comes before the size changes, the coordinator's
  /// alongside animations with the new size, its completion at the end.
  @Test func aRotationTellsTheControllerInUIKitsOrder() {
    let controller = Recording(collectionViewLayout: AnimatedLayout())
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller.view.layoutIfNeeded()
    controller.events = []
    controller.headlessTransition(to: CGSize(width: 480, height: 320))
    #expect(
      controller.events == [
        "willTransition 480×320 from 320×480", "alongside 480×320", "willLayout 480×320",
        "didLayout", "completion",
      ])
    controller.awakeFromNib()
    #expect(controller.events.last == "awake")
  }

  /// A size change inside `UIView.animate`: UIKit calls `prepare(forAnimatedBoundsChange:)`
  /// with the old bounds (the new ones applied), lays out, then
  /// `finalizeAnimatedBoundsChange()`.
  @Test func anAnimatedBoundsChangeIsBracketed() {
    let layout = AnimatedLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.layoutIfNeeded()
    layout.events = []
    UIView.animate(withDuration: 0.3) { collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320) }
    collectionView.layoutIfNeeded()
    #expect(layout.events == ["prepare animated from 320×480 at 480×320", "prepare", "finalize"])
    layout.events = []
    collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    collectionView.layoutIfNeeded()
    #expect(layout.events == ["prepare"], "not animated: no bracket")
  }

  /// A layout that, as ChatLayout does, moves the content offset on a bounds change by
  /// setting the context's `contentOffsetAdjustment` in `invalidateLayout(with:)` before
  /// calling super, and notes the animation duration it was invalidated in.
  final class AdjustingLayout: UICollectionViewLayout {
    var durations: [TimeInterval] = []
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      newBounds.size != collectionView?.bounds.size
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      durations.append(UIView.inheritedAnimationDuration)
      context.contentOffsetAdjustment.y = 25
      super.invalidateLayout(with: context)
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 5000) }
  }

  /// Apple: `inheritedAnimationDuration` "only returns a non-zero value if called within a
  /// UIView animation block"; nested blocks give the innermost's. The offset adjustment a
  /// layout puts in a bounds change's context is applied once the new bounds are.
  @Test func aBoundsChangeAppliesTheAdjustmentItsLayoutAsksFor() {
    #expect(UIView.inheritedAnimationDuration == 0)
    var inside: [TimeInterval] = []
    UIView.animate(withDuration: 0.3) {
      inside.append(UIView.inheritedAnimationDuration)
      UIView.animate(withDuration: 0.1) { inside.append(UIView.inheritedAnimationDuration) }
      inside.append(UIView.inheritedAnimationDuration)
    }
    #expect(inside == [0.3, 0.1, 0.3])
    let layout = AdjustingLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset.y = 100
    layout.durations = []
    collectionView.frame.size.height = 300
    #expect(collectionView.contentOffset.y == 125)
    #expect(collectionView.bounds.size == CGSize(width: 320, height: 300))
    UIView.animate(withDuration: 0.3) { collectionView.frame.size.height = 480 }
    #expect(collectionView.contentOffset.y == 150)
    #expect(layout.durations == [0, 0.3])
  }

  /// Apple: `UIAccessibility.isReduceMotionEnabled` says whether Reduce Motion is on, and
  /// `reduceMotionStatusDidChangeNotification` is posted when it changes. Headless it is off
  /// but inside `headlessWithReduceMotion(_:_:)`, which posts at each change and none when
  /// the setting already is what it asks for.
  @Test func reduceMotionIsOnForABlockAndPostsEachChange() {
    #expect(!UIAccessibility.isReduceMotionEnabled)
    var posts = 0
    let observer = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { posts += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    let seen = UIAccessibility.headlessWithReduceMotion(true) {
      #expect(posts == 1)
      UIAccessibility.headlessWithReduceMotion(true) {}
      #expect(posts == 1)
      return UIAccessibility.isReduceMotionEnabled
    }
    #expect(seen)
    #expect(posts == 2)
    #expect(!UIAccessibility.isReduceMotionEnabled)
    UIAccessibility.headlessWithReduceMotion(false) {}
    #expect(posts == 2)
  }

  /// `setCollectionViewLayout(_:animated:completion:)` installs the layout, which is
  /// prepared for the next pass; the completion runs with `true`.
  @Test func settingALayoutPreparesIt() {
    let first = AnimatedLayout()
    let second = AnimatedLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: first)
    collectionView.layoutIfNeeded()
    var finished: Bool?
    collectionView.setCollectionViewLayout(second, animated: true) { finished = $0 }
    #expect(collectionView.collectionViewLayout === second && second.collectionView === collectionView)
    #expect(first.collectionView == nil)
    #expect(second.events.contains("prepare") && finished == true)
  }

  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
  /// a required dimension keeps the target's, a fitting one takes the view's fitting size
  /// (HeadlessUIKit has no Auto Layout: the view says it in `headlessFittingSize`).
  @Test func fittingHonoursPriorities() {
    let cell = UICollectionViewCell(frame: .zero)
    cell.headlessFittingSize = CGSize(width: 120, height: 64)
    let target = CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height)
    #expect(
      cell.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        == CGSize(width: 375, height: 64))
    #expect(cell.systemLayoutSizeFitting(target) == CGSize(width: 120, height: 64))
    #expect(UILayoutPriority.defaultHigh < .required && UILayoutPriority(rawValue: 999) < .required)
  }

  /// `transform3D` and `transform` are two views of one transform: an affine 3D transform
  /// sets the 2D one; copies and equality include it.
  @Test func transform3DTravelsWithTheAttributes() throws {
    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
    #expect(a.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    a.transform3D = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
    let b = try #require(a.copy() as? UICollectionViewLayoutAttributes)
    #expect(CATransform3DEqualToTransform(b.transform3D, a.transform3D) && b.isEqual(a))
    b.transform3D = CATransform3DIdentity
    #expect(!b.isEqual(a))
    a.transform = .identity
    #expect(CATransform3DIsIdentity(a.transform3D))
  }

  /// Apple documents that assigning `transform3D` "replaces the value in the transform
  /// property with an affine version of the 3D transform": its affine part, also when the 3D
  /// transform has perspective.
  @Test func aTransform3DWithPerspectiveLeavesItsAffinePartInTransform() {
    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.transform = CGAffineTransform(scaleX: 3, y: 3)
    var t = CATransform3DMakeScale(0.5, 0.75, 1)
    t.m34 = -1.0 / 500
    a.transform3D = t
    #expect(a.transform == CGAffineTransform(scaleX: 0.5, y: 0.75))
    #expect(CATransform3DEqualToTransform(a.transform3D, t))
    // A view keeps one 3D transform; its plane transform is the affine part, and the
    // collection view hands a cell the attributes' 3D transform.
    let cell = UICollectionViewCell()
    cell.apply(a)
    #expect(
      CATransform3DEqualToTransform(cell.transform3D, t) && cell.transform == CGAffineTransform(scaleX: 0.5, y: 0.75))
    cell.transform = .identity
    #expect(CATransform3DIsIdentity(cell.transform3D))
  }

  /// Code that registers cells from nibs compiles; HeadlessUIKit cannot load a nib, so a
  /// dequeue is refused with the reason (register a class instead).
  @Test func aNibCellIsRefusedWithTheReason() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: AnimatedLayout())
    collectionView.register(UINib(nibName: "Cell", bundle: nil), forCellWithReuseIdentifier: "Cell")
    _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
    #expect(collectionView.headlessRejections.map(\.reason) == [.unregisteredReuseIdentifier])
    #expect(collectionView.headlessRejections.first?.message.contains("nib") == true)
    #expect(UINib(nibName: "Cell", bundle: nil).instantiate(withOwner: nil, options: nil).isEmpty)
    // A cell's content view has the cell's size, as UIKit keeps it.
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    cell.frame = CGRect(x: 10, y: 20, width: 120, height: 60)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
    let label = UILabel(frame: .zero)
    label.text = "Title"
    label.font = .boldSystemFont(ofSize: 17)
    #expect(label.text == "Title" && label.font.pointSize == 17)
  }
}
