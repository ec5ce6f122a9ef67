import CollectionLayoutUIKit
import Testing

// Headless only: UIKit raises for each of these, which ends a test run on a simulator.
#if canImport(HeadlessUIKit)
import HeadlessUIKit

/// What UIKit refuses of a diffable data source, refused headless too: a cell provider
/// that makes no cell is recorded as a rejection, and a snapshot that names an identifier
/// twice, or one it does not hold, stops the program with UIKit's complaint (Apple: "each
/// of your sections and items must have unique identifiers").
@MainActor
@Suite("Diffable data sources: what UIKit refuses")
struct DiffableRefusalTests {
  @Test func aCellProviderThatMakesNoCellIsRejected() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      collectionViewLayout: CompositionalLayout(section: CompositionalSamples.grid()))
    let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { _, _, _ in nil }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1])
    source.apply(snapshot)
    view.layoutIfNeeded()
    #expect(view.headlessRejections.map(\.reason) == [.missingCell])
  }

  @Test func aDuplicateItemStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 1])
    }
  }

  @Test func aDuplicateSectionStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0, 0])
    }
  }

  @Test func itemsWithoutASectionStopTheProgram() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendItems([1])
    }
  }

  @Test func movingAnItemTheSnapshotDoesNotHoldStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1])
      snapshot.moveItem(2, afterItem: 1)
    }
  }
}

#endif  // canImport(HeadlessUIKit)
