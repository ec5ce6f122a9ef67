import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// The UIKit code of the README and the DocC articles (CollectionLayoutUIKit.docc, and the
// UIKit parts of CollectionLayout.docc), compiled here for Linux and, by the iOS check,
// for iOS; each test checks what its article says of it.

/// MigratingFromUICollectionViewSplitLayout.md: upstream's adoption, import changed only.
final class PhotosViewController: UICollectionViewController, UICollectionViewDelegateSectionSplitLayout {
  let layout = UICollectionViewSplitLayout()

  init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.leftSideRatio = 0.4
    layout.splitSpacing = 8
    layout.minimumInterItemSpacing = 8
    layout.minimumItemLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.sectionPinToVisibleBounds = true
    collectionView.collectionViewLayout = layout
  }

  // The data source, which the article leaves to the reader.
  override func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.plainCell(at: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide {
    section % 2 == 0 ? .left : .right
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    let side = layout.calculateFixedWidthRoughly(
      to: 3, of: side, minimumInterItemSpacing: 8, sectionInset: layout.sectionInset)
    return CGSize(width: side, height: side)
  }
}

/// CustomSectionLayouts.md's plugin: a section layout of your own behind `PluginType`.
@MainActor protocol TimelineLayoutDelegate: FlowLayoutDelegate {
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, heightForItemAt indexPath: IndexPath)
    -> CGFloat
}

final class TimelinePlugin: PluginType {
  weak var delegate: TimelineLayoutDelegate?
  var flowDelegate: FlowLayoutDelegate? { delegate }
  var sectionHeadersPinToVisibleBounds = true
  var sectionFootersPinToVisibleBounds = false
  init(delegate: TimelineLayoutDelegate) { self.delegate = delegate }

  func sectionLayout(with parameters: SectionParameters, layout: PluginLayout) -> any ItemArranger {
    TimelineLayout(gap: Double(parameters.itemSpacing))
  }

  func itemInput(at indexPath: IndexPath, layout: PluginLayout) -> ItemInput {
    guard let collectionView = layout.collectionView, let delegate else { return ItemInput() }
    let height = delegate.collectionView(collectionView, layout: layout, heightForItemAt: indexPath)
    return ItemInput(size: Size(width: 0, height: Double(height)))
  }
}

/// A stand-in for the article's timeline (its code runs in `CustomLayoutExampleTests`, a
/// target this one cannot see): full-width rows `gap` apart, as tall as the plugin's
/// delegate says, so the test sees the plugin's spacing and heights reach the engine.
struct TimelineLayout: ItemArranger {
  var gap: Double
  func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    ListSectionLayout(lineSpacing: gap).arrangeItems(in: context, item: item, diagnostics: &diagnostics)
  }
}

final class JournalController: UICollectionViewController, PluginLayoutDelegate, TimelineLayoutDelegate {
  let layout = PluginLayout()
  lazy var timeline = TimelinePlugin(delegate: self)

  init() { super.init(collectionViewLayout: layout) }
  required init?(coder: NSCoder) { nil }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.plainCell(at: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType? { timeline }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, heightForItemAt indexPath: IndexPath)
    -> CGFloat
  { CGFloat(40 + 10 * indexPath.item) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { 8 }
}

/// MigratingFromPluginLayout.md: upstream's Mixed demo shape, import changed only.
final class MixedViewController: UICollectionViewController, PluginLayoutDelegate, StaggeredLayoutDelegate,
  GridLayoutDelegate, MosaicLayoutDelegate
{
  lazy var plugins: [PluginType] = [
    FlowLayoutPlugin(delegate: self, pinSectionHeaders: true, pinSectionFooters: true),
    StaggeredLayoutPlugin(delegate: self, pinSectionHeaders: true, pinSectionFooters: true),
    MosaicLayoutPlugin(delegate: self, pinSectionHeaders: true, pinSectionFooters: true),
    GridLayoutPlugin(delegate: self),
  ]

  // The data source and the flow delegate, which the article leaves to the reader.
  override func numberOfSections(in collectionView: UICollectionView) -> Int { 4 }
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.plainCell(at: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 100, height: 50) }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.setCollectionViewLayout(PluginLayout(), animated: false)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType? { plugins[section] }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout,
    effectsForItemAt indexPath: IndexPath, kind: String?
  ) -> [PluginEffect] {
    kind == nil ? [FadeEffect(span: 200)] : []
  }
  // lineCountForSectionAt, aspectRatioAt, lineFractionAt, canBeBigAt, and the flow delegate's methods.
}

extension MixedViewController {
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineCountForSectionAt section: Int)
    -> Int
  { 3 }
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
  { 1 }
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineFractionAt indexPath: IndexPath)
    -> Int
  { 4 }
  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, canBeBigAt indexPath: IndexPath) -> Bool
  {
    indexPath.item % 5 == 0
  }
}

/// MigratingFromJEKScrollableSectionCollectionViewLayout.md: rows that scroll on their own.
final class ShelvesViewController: UICollectionViewController, CollectionViewDelegateScrollableSectionLayout {
  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = ScrollableSectionCollectionViewLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.headerReferenceSize = CGSize(width: 0, height: 22)
    layout.minimumInteritemSpacing = 5
    layout.showsSectionBackgrounds = true  // kind ScrollableSectionCollectionViewLayout.elementKindSectionBackground
    layout.defaultScrollViewConfiguration.snapping = .groupPaging  // rows rest on an item's edge
    collectionView.collectionViewLayout = layout
  }

  // The data source, which the article leaves to the reader.
  init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
  required init?(coder: NSCoder) { nil }
  override func numberOfSections(in collectionView: UICollectionView) -> Int { 4 }
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.plainCell(at: indexPath)
  }
  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.plainSupplementary(ofKind: kind, at: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sectionWillEndDragging section: Int, withVelocity velocity: CGFloat,
    targetOffset: UnsafeMutablePointer<CGFloat>
  ) {
    // Already snapped to the row's behaviour; change it for custom snapping.
  }
}

extension UICollectionView {
  /// A plain cell, its class registered on first use.
  func plainCell(at indexPath: IndexPath) -> UICollectionViewCell {
    register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    return dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  /// A plain supplementary view of `kind`, its class registered on first use.
  func plainSupplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
  }
}

/// A collection view of `sections` × `items` plain cells, for the articles' one-line snippets.
@MainActor final class PlainDataSource: NSObject, UICollectionViewDataSource {
  let sections: Int
  let items: Int
  init(sections: Int, items: Int) {
    self.sections = sections
    self.items = items
  }
  func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.plainCell(at: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.plainSupplementary(ofKind: kind, at: indexPath)
  }
}

@MainActor
@Suite("The articles' UIKit code")
struct UIKitArticleTests {
  @Test func splitAdoptionLaysOutTwoColumns() {
    let controller = PhotosViewController()
    controller.show(width: 375, height: 667)
    // "Only the import changes": the layout is installed and its delegate is the controller.
    #expect(controller.collectionView.collectionViewLayout === controller.layout)
    // Left column (375 − 8) · 0.4 = 146.8 wide: three items of (146.8 − 16 − 16) / 3, truncated.
    #expect(controller.layout.contentWidth(of: .left) == 146.8)
    let item = controller.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect(item?.frame == CGRect(x: 8 + 38 + 8, y: 8, width: 38, height: 38))
    #expect(controller.collectionView.refusals.isEmpty)
  }

  @Test func readmeSnippetInstallsTheSplitLayout() {
    let data = PlainDataSource(sections: 2, items: 10)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.dataSource = data

    let layout = UICollectionViewSplitLayout()
    layout.leftSideRatio = 0.4
    layout.sectionPinToVisibleBounds = true
    collectionView.collectionViewLayout = layout  // the delegate adopts UICollectionViewDelegateSectionSplitLayout

    collectionView.layoutIfNeeded()
    #expect(layout.contentWidth(of: .left) == 150)
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func aPluginOfYourOwnLaysOutItsSection() {
    let controller = JournalController()
    controller.show(width: 375, height: 667)
    let frames = (0..<6).compactMap {
      controller.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    // Heights from the plugin's own delegate, rows 8 apart (the flow delegate's spacing).
    #expect(frames.map(\.height) == [40, 50, 60, 70, 80, 90])
    #expect(frames.map(\.minY) == [0, 48, 106, 174, 252, 340])
    #expect(controller.collectionView.refusals.isEmpty)
  }

  @Test func mixedPluginsLayOutEachSectionWithItsPlugin() throws {
    let controller = MixedViewController(collectionViewLayout: UICollectionViewFlowLayout())
    controller.show(width: 375, height: 667)
    let layout = try #require(controller.collectionView.collectionViewLayout as? PluginLayout)
    // The delegate's plugins and effects reach the layout: sections 0–3 get them in order,
    // and cells carry the fade effect.
    #expect(layout.plugin(for: 2) === controller.plugins[2])
    #expect(layout.effects(at: IndexPath(item: 0, section: 0)).first is FadeEffect)
    #expect(layout.effects(at: IndexPath(item: 0, section: 0), kind: "header").isEmpty)
    #expect(controller.collectionView.refusals.isEmpty)
  }

  @Test func scrollableRowsSnapToAnItemEdge() throws {
    let controller = ShelvesViewController()
    controller.show(width: 375, height: 667)
    let layout = try #require(controller.collectionView.collectionViewLayout as? ScrollableSectionCollectionViewLayout)
    let row = try #require(layout.scrollView(forSection: 1))
    row.fingerSwipe(by: CGPoint(x: -80, y: 0), velocity: CGPoint(x: 0.1, y: 0))
    // Items 50 wide, 5 apart: a slow drag of 80 rests on an item's leading edge, 55 or 110.
    let rested = layout.contentOffset(ofSection: 1)
    #expect([55, 110].contains(rested))
    #expect(controller.collectionView.refusals.isEmpty)
  }

  /// MigratingFromUICollectionViewCompositionalLayout.md: Apple's "Item Badges" sample,
  /// ported (`CompositionalSamples.badges()`, as the article shows it).
  func badges() -> LayoutSection { CompositionalSamples.badges() }

  @Test func theBadgesSampleHasABadgePerItem() {
    let data = PlainDataSource(sections: 1, items: 8)
    let layout = CompositionalLayout(section: badges())
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.dataSource = data
    collectionView.layoutIfNeeded()
    // Fractions of the section's width inside its insets, 335: items a quarter wide and
    // groups a fifth (67) tall, each item less 5 on every side.
    let item = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    #expect(item == CGRect(x: 25, y: 25, width: 73.75, height: 57))
    let badge = layout.layoutAttributesForSupplementaryView(
      ofKind: CompositionalSamples.badgeKind, at: IndexPath(item: 0, section: 0))
    #expect(badge?.frame.width == 20)
    #expect(collectionView.refusals.isEmpty)
  }

  @Test func theScreenOfTheTutorialRunsInACollectionView() {
    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 16
    let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(44)), subitems: [row])
    let strip = LayoutSection(group: group)
    strip.orthogonalScrollingBehavior = .groupPagingCentered
    let sections = [strip, LayoutSection(group: group)]
    let data = PlainDataSource(sections: 2, items: 5)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.dataSource = data

    let layout = CompositionalLayout(sectionProvider: { index, _ in sections[index] }, configuration: configuration)
    collectionView.setCollectionViewLayout(layout, animated: false)

    collectionView.layoutIfNeeded()
    // Section 0 is a strip with a scroll view of its own; section 1 stacks below it, 16 apart.
    #expect(layout.scrollView(forSection: 0) != nil)
    let below = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY ?? 0
    #expect(abs(below - (44 + 16)) < 1e-9)
    #expect(collectionView.refusals.isEmpty)
  }
}

#if canImport(HeadlessUIKit)

/// TestingHeadless.md: a test of a layout through the headless collection view.
@MainActor
@Suite("Testing a layout headless (the article's test)")
struct HeadlessArticleTests {
  @Test func theLayoutAnswersWhatUIKitAccepts() {
    let controller = PhotosViewController()
    controller.loadViewIfNeeded()
    let collectionView = controller.collectionView!
    collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    collectionView.layoutIfNeeded()

    let methods = collectionView.headlessLayoutCalls.map(\.method)
    #expect(methods.contains(.prepare) && methods.contains(.layoutAttributesForElements))
    #expect(collectionView.headlessRejections.isEmpty)

    collectionView.headlessSwipe(by: CGPoint(x: 0, y: -300), velocity: CGPoint(x: 0, y: 1))
    #expect(collectionView.contentOffset.y > 300)
    #expect(collectionView.headlessRejections.isEmpty)
  }
}

#endif

#endif
