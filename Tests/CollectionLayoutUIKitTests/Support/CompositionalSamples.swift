import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Apple's compositional samples and the seed article's layouts, ported by deleting
/// prefixes (`NSCollectionLayoutItem` → `LayoutItem`, …), and one of ours for what no Apple
/// sample shows (`labelledRows`), each with its item counts.
@MainActor
enum CompositionalSamples {
  static let badgeKind = "badge-element-kind"
  static let rowLabelKind = "row-label-element-kind"
  static let backgroundKind = "background-element-kind"
  static let headerKind = UICollectionView.elementKindSectionHeader
  static let footerKind = UICollectionView.elementKindSectionFooter

  /// ListViewController.
  static func list() -> LayoutSection {
    let itemSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = LayoutItem(layoutSize: itemSize)
    let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    return LayoutSection(group: group)
  }

  /// A list section of `configuration` first, then grid sections (``grid()``).
  static func listThenGrids(_ configuration: LayoutListConfiguration) -> CompositionalLayout {
    let grid = grid()
    return CompositionalLayout(sectionProvider: { index, environment in
      index == 0 ? .list(using: configuration, layoutEnvironment: environment) : grid
    })
  }

  /// GridViewController.
  static func grid() -> LayoutSection {
    let itemSize = LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
    let item = LayoutItem(layoutSize: itemSize)
    let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    return LayoutSection(group: group)
  }

  /// ItemBadgeSupplementaryViewController.
  static func badges() -> LayoutSection {
    let badgeAnchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3))
    let badgeSize = LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
    let badge = LayoutSupplementaryItem(layoutSize: badgeSize, elementKind: badgeKind, containerAnchor: badgeAnchor)
    let itemSize = LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
    let item = LayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    return section
  }

  /// Not one of Apple's samples (none puts supplementaries on groups): a month of days,
  /// seven to a row, each row labelled by a supplementary above its leading edge
  /// (`group.supplementaryItems`, anchored to the row). The label of a row has the index
  /// path of the row's first day.
  static func labelledRows() -> LayoutSection {
    let day = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 7), heightDimension: .fractionalHeight(1.0)))
    let week = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 7)),
      subitems: [day])
    let label = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(16)),
      elementKind: rowLabelKind,
      containerAnchor: LayoutAnchor(edges: [.top, .leading], fractionalOffset: Point(x: 0, y: -1)))
    week.supplementaryItems = [label]
    let section = LayoutSection(group: week)
    section.interGroupSpacing = 20
    section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
    return section
  }

  /// SectionDecorationViewController.
  static func sectionBackground() -> LayoutSection {
    let section = list()
    section.interGroupSpacing = 5
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let sectionBackgroundDecoration = LayoutDecorationItem.background(elementKind: backgroundKind)
    sectionBackgroundDecoration.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [sectionBackgroundDecoration]
    return section
  }

  /// PinnedSectionHeaderFooterViewController.
  static func pinnedHeaders() -> LayoutSection {
    let section = list()
    section.interGroupSpacing = 5
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let headerFooterSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let sectionHeader = LayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize, elementKind: headerKind, alignment: .top)
    let sectionFooter = LayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize, elementKind: footerKind, alignment: .bottom)
    sectionHeader.pinToVisibleBounds = true
    sectionHeader.zIndex = 2
    section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
    return section
  }

  /// Self-sizing rows (estimated 44) as in Apple's list-with-dynamic-type samples.
  static func estimatedList() -> LayoutSection {
    let size = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let group = LayoutGroup.horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 4
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: headerKind, alignment: .top)
    ]
    return section
  }

  /// The article's "tree" (continuousGroupLeadingBoundary left out: laid out as none).
  static func tree() -> LayoutSection {
    func item(_ w: Double, _ h: Double) -> LayoutItem {
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(w), heightDimension: .fractionalHeight(h)))
      item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      return item
    }
    func pair() -> LayoutGroup {
      LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.25)),
        subitem: item(0.5, 1.0), count: 2)
    }
    let halfSize = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(1.0))
    let leadingFullGroup = LayoutGroup.vertical(layoutSize: halfSize, subitems: [item(1.0, 0.5), pair(), pair()])
    let trailingFullGroup = LayoutGroup.vertical(layoutSize: halfSize, subitems: [pair(), pair(), item(1.0, 0.5)])
    let nestedGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .fractionalWidth(0.9)),
      subitems: [leadingFullGroup, trailingFullGroup])
    let section = LayoutSection(group: nestedGroup)
    section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    return section
  }

  /// Examples/AppStorePage.yaml in code: a paging banner (5 pages), a carousel of cards
  /// 80 % wide resting centred and scaled by their distance from the centre (6), rows of
  /// three paged by group (12) and a continuous row (10); headers on all but the banner.
  static func appStorePage(_ section: Int, _ environment: LayoutEnvironment) -> LayoutSection? {
    func item(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutItem {
      LayoutItem(layoutSize: LayoutSize(widthDimension: width, heightDimension: height))
    }
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
      elementKind: headerKind, alignment: .top)
    let result: LayoutSection
    switch section {
    case 0:
      let page = item(.fractionalWidth(1), .fractionalHeight(1))
      page.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
      result = LayoutSection(
        group: .horizontal(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)), subitems: [page]
        ))
      result.orthogonalScrollingBehavior = .paging
      return result
    case 1:
      result = LayoutSection(
        group: .horizontal(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(220)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
      result.orthogonalScrollingBehavior = .groupPagingCentered
      result.interGroupSpacing = 10
      result.visibleItemsInvalidationHandler = { elements, offset, environment in
        for k in elements.indices where elements[k].id.category == .cell {
          let distance = abs(elements[k].frame.midX - offset.x - environment.containerSize.width / 2)
          let scale = Swift.max(0.8, 1 - distance / environment.containerSize.width)
          elements[k].transform = LayoutTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
        }
      }
    case 2:
      let rows = LayoutGroup.vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(204)),
        subitem: item(.fractionalWidth(1), .absolute(64)), count: 3)
      rows.interItemSpacing = .fixed(6)
      result = LayoutSection(group: rows)
      result.orthogonalScrollingBehavior = .groupPaging
      result.interGroupSpacing = 12
      result.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    default:
      result = LayoutSection(
        group: .horizontal(
          layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(130)),
          subitems: [item(.fractionalWidth(1), .absolute(100))]))
      result.orthogonalScrollingBehavior = .continuous
      result.interGroupSpacing = 12
      result.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
    result.boundarySupplementaryItems = [header]
    return result
  }

  /// The App Store page's item counts.
  static let appStoreCounts = [5, 6, 12, 10]

  /// The samples' names, for test arguments (which are evaluated off the main actor).
  nonisolated static let names = [
    "list", "grid", "badges", "labelledRows", "sectionBackground", "pinnedHeaders", "tree",
  ]

  /// Every sample with its item counts.
  static func all() -> [(name: String, section: LayoutSection, counts: [Int])] {
    [
      ("list", list(), [40]), ("grid", grid(), [60]), ("badges", badges(), [40]),
      ("labelledRows", labelledRows(), [31]),
      ("sectionBackground", sectionBackground(), [5, 5, 5, 5, 5]), ("pinnedHeaders", pinnedHeaders(), [5, 12, 8]),
      ("tree", tree(), [30, 10]),
    ]
  }
}

/// A collection view controller for any compositional sample: cells, the samples'
/// supplementary kinds and the background decoration registered.
final class CompositionalController: SectionEventRecordingController {
  var counts: [Int]
  let layout: CompositionalLayout
  /// The cell class (a fitting cell for self-sizing samples).
  let cellClass: UICollectionViewCell.Type
  /// The header and footer class.
  let supplementaryClass: UICollectionReusableView.Type

  init(
    layout: CompositionalLayout, counts: [Int], cellClass: UICollectionViewCell.Type = UICollectionViewCell.self,
    supplementaryClass: UICollectionReusableView.Type = UICollectionReusableView.self
  ) {
    self.layout = layout
    self.counts = counts
    self.cellClass = cellClass
    self.supplementaryClass = supplementaryClass
    super.init(collectionViewLayout: layout)
  }

  /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: CompositionalSamples.backgroundKind)
    collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
    let kinds = [
      CompositionalSamples.headerKind, CompositionalSamples.footerKind, CompositionalSamples.badgeKind,
      CompositionalSamples.rowLabelKind,
    ]
    for kind in kinds {
      collectionView.register(supplementaryClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view")
    }
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "view", for: indexPath)
  }
}

/// A header that fits its content at 60 points, whatever the estimate.
final class FittingHeader: UICollectionReusableView {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    fitted.size = CGSize(width: layoutAttributes.size.width, height: 60)
    return fitted
  }
}

/// A cell whose fitting height depends on its item: 30 + 10 · (item mod 5).
final class VaryingCell: UICollectionViewCell {
  static func height(of item: Int) -> CGFloat { 30 + 10 * CGFloat(item % 5) }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    fitted.size = CGSize(width: layoutAttributes.size.width, height: Self.height(of: layoutAttributes.indexPath.item))
    return fitted
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
