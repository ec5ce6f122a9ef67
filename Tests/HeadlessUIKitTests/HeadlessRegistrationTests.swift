import HeadlessUIKit
import Testing

/// iOS 14's cell and supplementary registrations, as Apple's documentation of
/// `UICollectionView.CellRegistration` and `SupplementaryRegistration` describes them: the
/// class is registered on first use, the handler configures each view, and a registration
/// made in a cell provider is refused (UIKit raises from iOS 15).
@MainActor
@Suite("HeadlessUIKit: cell and supplementary registrations")
struct HeadlessRegistrationTests {
  final class TitleCell: UICollectionViewCell {
    var title = ""
    var reuses = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  final class BadgeView: UICollectionReusableView {
    var text = ""
  }

  /// A flow layout of 100 × 40 cells, with 20-point headers when `headers`.
  static func collectionView(headers: Bool = false) -> UICollectionView {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 40)
    if headers { flow.headerReferenceSize = CGSize(width: 0, height: 20) }
    return UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: flow)
  }

  @Test func aDiffableDataSourceWithRegistrationsConfiguresEveryViewAndReusesCells() throws {
    let collectionView = Self.collectionView(headers: true)
    let cells = UICollectionView.CellRegistration<TitleCell, String> { cell, indexPath, title in
      cell.title = "\(indexPath.item): \(title)"
    }
    let headers = UICollectionView.SupplementaryRegistration<BadgeView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in
      view.text = "\(kind) \(indexPath.section)"
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, title in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<60).map { "item \($0)" })
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()

    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? TitleCell)
    #expect(first.title == "4: item 4")
    let header = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? BadgeView)
    #expect(header.text == "\(UICollectionView.elementKindSectionHeader) 0")
    // Scrolled down a screen at a time, cells that left the screen come back for other
    // items, configured again by the handler.
    for y in [300, 600] {
      collectionView.contentOffset = CGPoint(x: 0, y: y)
      collectionView.layoutIfNeeded()
    }
    let shown = collectionView.visibleCells.compactMap { $0 as? TitleCell }
    #expect(!shown.isEmpty && shown.count == collectionView.visibleCells.count)
    #expect(shown.contains { $0.reuses > 0 })
    for cell in shown {
      let path = try #require(collectionView.indexPath(for: cell))
      #expect(cell.title == "\(path.item): item \(path.item)")
    }
    #expect(collectionView.headlessRejections.isEmpty, "\(collectionView.headlessRejections)")
  }

  @Test func aRegistrationMadeInTheCellProviderIsRefused() {
    let collectionView = Self.collectionView()
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      let made = UICollectionView.CellRegistration<TitleCell, Int> { cell, _, item in cell.title = "\(item)" }
      return collectionView.dequeueConfiguredReusableCell(using: made, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let reasons = Set(collectionView.headlessRejections.map(\.reason))
    #expect(reasons == [.registrationMadeDuringViewRequest])
    // The cells are still made and configured, so the test can go on.
    #expect((collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? TitleCell)?.title == "3")
  }

  @Test func aNilItemLeavesTheCellUnconfiguredAndANibRegistrationIsRefused() {
    let collectionView = Self.collectionView()
    var configured = 0
    let cells = UICollectionView.CellRegistration<TitleCell, String> { _, _, _ in configured += 1 }
    let cell = collectionView.dequeueConfiguredReusableCell(
      using: cells, for: IndexPath(item: 0, section: 0), item: nil)
    #expect(configured == 0 && cell.title.isEmpty)
    #expect(collectionView.headlessRejections.isEmpty)
    let fromNib = UICollectionView.CellRegistration<TitleCell, String>(cellNib: UINib(nibName: "Title", bundle: nil)) {
      _, _, _ in
    }
    _ = collectionView.dequeueConfiguredReusableCell(using: fromNib, for: IndexPath(item: 1, section: 0), item: "x")
    #expect(collectionView.headlessRejections.map(\.reason) == [.unregisteredReuseIdentifier])
  }
}
