import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// An app whose item or header changed size tells the layout with an invalidation context
/// naming it (`invalidateItems(at:)`, `invalidateSupplementaryElements(ofKind:at:)`). Every
/// adapter lays out again only the sections of the named elements: the delegate is asked
/// about those sections' items alone, once each (a compositional layout's provider about
/// the section), and the layout then equals a fresh one (KeepingLayoutsFast).
@MainActor
@Suite("Adapters: an invalidation context naming elements")
struct NarrowInvalidationTests {
  enum Adapter: CaseIterable {
    case split, plugin, scrollableSections, compositional
  }

  @Test(arguments: Adapter.allCases)
  func onlyTheNamedItemsSectionsAreLaidOutAgain(_ adapter: Adapter) {
    let (controller, table) = Self.shown(adapter)
    table.heights[1][2] = 150

    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 2, section: 1)])
    controller.collectionViewLayout.invalidateLayout(with: context)

    Self.expectSectionOneAloneLaidOutAgain(controller, table, adapter)
    let frame = controller.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
    #expect(frame?.height == 150, "\(adapter): \(String(describing: frame))")
  }

  @Test(arguments: Adapter.allCases)
  func onlyTheNamedHeadersSectionIsLaidOutAgain(_ adapter: Adapter) {
    let (controller, table) = Self.shown(adapter)
    table.headerHeights[1] = 80

    let header = UICollectionView.elementKindSectionHeader
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateSupplementaryElements(ofKind: header, at: [IndexPath(item: 0, section: 1)])
    controller.collectionViewLayout.invalidateLayout(with: context)

    Self.expectSectionOneAloneLaidOutAgain(controller, table, adapter)
    let frame = controller.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
    #expect(frame?.height == 80, "\(adapter): \(String(describing: frame))")
  }

  /// A controller of the adapter shown at 390 × 844, its table's counts then cleared.
  static func shown(_ adapter: Adapter) -> (SizeTableController, SizeTable) {
    let table = SizeTable()
    let controller = SizeTableController(adapter, table: table)
    controller.show(width: 390, height: 844)
    table.asked = [:]
    return (controller, table)
  }

  /// After the next layout pass: section 1 alone was asked about (its six items' sizes, or
  /// once the compositional section provider), and the layout equals a fresh one's.
  static func expectSectionOneAloneLaidOutAgain(
    _ controller: SizeTableController, _ table: SizeTable, _ adapter: Adapter
  ) {
    controller.collectionView.layoutIfNeeded()
    #expect(table.asked == [1: adapter == .compositional ? 1 : 6], "\(adapter): \(table.asked)")
    let fresh = SizeTableController(adapter, table: table)
    fresh.show(width: 390, height: 844)
    AdapterFuzz.expectSame(controller.collectionViewLayout, fresh.collectionViewLayout, "\(adapter)")
    #expect(controller.collectionView.refusals.isEmpty)
  }
}

/// Item heights the test edits, and how often each section was asked about.
final class SizeTable {
  var heights: [[Double]] = Array(repeating: Array(repeating: 50, count: 6), count: 3)
  /// Each section's header height.
  var headerHeights: [Double] = [30, 30, 30]
  /// Per section: how many times its items (or, compositional, the section) were asked.
  var asked: [Int: Int] = [:]
}

/// Three sections of six items whose heights come from a ``SizeTable``, laid out by one of
/// the adapters.
final class SizeTableController: UICollectionViewController {
  let table: SizeTable
  lazy var flow = FlowLayoutPlugin(delegate: self)

  init(_ adapter: NarrowInvalidationTests.Adapter, table: SizeTable = SizeTable()) {
    self.table = table
    switch adapter {
    case .split: super.init(collectionViewLayout: UICollectionViewSplitLayout())
    case .plugin: super.init(collectionViewLayout: PluginLayout())
    case .scrollableSections: super.init(collectionViewLayout: ScrollableSectionCollectionViewLayout())
    case .compositional: super.init(collectionViewLayout: Self.rows(of: table))
    }
  }

  /// Each section a column of full-width rows of the table's heights.
  static func rows(of table: SizeTable) -> CompositionalLayout {
    CompositionalLayout { index, _ in
      table.asked[index, default: 0] += 1
      let heights = table.heights[index]
      let rows = heights.map {
        LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute($0)))
      }
      let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(heights.reduce(0, +)))
      let section = LayoutSection(group: .vertical(layoutSize: size, subitems: rows))
      let headerSize = LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(table.headerHeights[index]))
      section.boundarySupplementaryItems = [
        LayoutBoundarySupplementaryItem(
          layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      ]
      return section
    }
  }

  /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { table.heights.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    table.heights[section].count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  private func size(_ indexPath: IndexPath) -> CGSize {
    table.asked[indexPath.section, default: 0] += 1
    return CGSize(width: 100, height: table.heights[indexPath.section][indexPath.item])
  }
}

extension SizeTableController: UICollectionViewDelegateSectionSplitLayout, PluginLayoutDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize { size(indexPath) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide { .left }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { size(indexPath) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize { CGSize(width: width, height: table.headerHeights[section]) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { CGSize(width: collectionView.bounds.width, height: table.headerHeights[section]) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType? { flow }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
