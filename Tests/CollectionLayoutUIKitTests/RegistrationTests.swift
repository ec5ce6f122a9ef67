import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The way Apple's modern samples feed a compositional layout (iOS 14): a diffable data
/// source whose cells and supplementary views come from registrations, the supplementary
/// registration reading the snapshot at the index path it is given. An item's badge has
/// the item's index path; a group's supplementary its first item's.
@MainActor
@Suite("Compositional adapter: registrations and a diffable data source")
struct RegistrationTests {
  final class DayCell: UICollectionViewCell {
    var day = 0
  }

  final class LabelView: UICollectionReusableView {
    var text = ""
  }

  struct Shown {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
  }

  /// `section` in a 375 × 667 collection view, items `days`; every supplementary of
  /// `kinds` is labelled with the item at its index path.
  @available(iOS 14, tvOS 14, *)
  static func show(_ section: LayoutSection, kinds: [String], days: [Int]) -> Shown {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: CompositionalLayout(section: section))
    let cells = UICollectionView.CellRegistration<DayCell, Int> { cell, _, day in cell.day = day }
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var labels: [String: UICollectionView.SupplementaryRegistration<LabelView>] = [:]
    for kind in kinds {
      labels[kind] = UICollectionView.SupplementaryRegistration<LabelView>(elementKind: kind) { view, _, indexPath in
        view.text = dataSource.itemIdentifier(for: indexPath).map { "day \($0)" } ?? "none"
      }
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, day in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: day)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      guard let registration = labels[kind] else { return nil }
      return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(days)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return Shown(collectionView: collectionView, dataSource: dataSource)
  }

  static func labels(_ collectionView: UICollectionView, kind: String) -> [Int: String] {
    var labels: [Int: String] = [:]
    for path in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
      labels[path.item] = (collectionView.supplementaryView(forElementKind: kind, at: path) as? LabelView)?.text
    }
    return labels
  }

  @available(iOS 15, tvOS 15, *)
  @Test func badgesAndRowLabelsReadTheItemAtTheirIndexPath() {
    let badges = Self.show(CompositionalSamples.badges(), kinds: [CompositionalSamples.badgeKind], days: Array(1...8))
    #expect(
      Self.labels(badges.collectionView, kind: CompositionalSamples.badgeKind)
        == Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, "day \($0 + 1)") }))
    #expect((badges.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? DayCell)?.day == 4)
    // A month starting on the 1st: each week's label names its first day.
    let month = Self.show(
      CompositionalSamples.labelledRows(), kinds: [CompositionalSamples.rowLabelKind], days: Array(1...31))
    #expect(
      Self.labels(month.collectionView, kind: CompositionalSamples.rowLabelKind)
        == [0: "day 1", 7: "day 8", 14: "day 15", 21: "day 22", 28: "day 29"])
    // Two days dropped from the front: the weeks start on other days. A batch update keeps
    // the supplementary views whose index paths stay (UIKit asks for one when it appears),
    // so the app reloads to relabel them; the labels then name the new first days.
    var snapshot = month.dataSource.snapshot()
    snapshot.deleteItems([1, 2])
    month.dataSource.applySnapshotUsingReloadData(snapshot)
    month.collectionView.layoutIfNeeded()
    #expect(
      Self.labels(month.collectionView, kind: CompositionalSamples.rowLabelKind)
        == [0: "day 3", 7: "day 10", 14: "day 17", 21: "day 24", 28: "day 31"])
    #expect(badges.collectionView.refusals.isEmpty && month.collectionView.refusals.isEmpty)
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
