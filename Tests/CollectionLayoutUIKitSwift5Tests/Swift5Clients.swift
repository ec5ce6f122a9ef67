import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

// App code as a Swift 5 app writes it: no `@MainActor`, no `Sendable`, helpers and
// delegates as plain classes and functions. It compiles because UIKit's classes reach
// Swift 5 code as `@preconcurrency @MainActor`; HeadlessUIKit and the adapters must do the
// same, or this target stops compiling.

/// A factory with no isolation of its own, as apps write them.
func makeSplitLayout(ratio: CGFloat) -> UICollectionViewSplitLayout {
  let layout = UICollectionViewSplitLayout()
  layout.leftSideRatio = ratio
  layout.minimumItemLineSpacing = 8
  layout.minimumInterItemSpacing = 8
  layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  layout.splitSpacing = 0
  return layout
}

/// A subclass of the split layout that counts its relayouts.
class CountingSplitLayout: UICollectionViewSplitLayout {
  var prepareCount = 0

  override func prepare() {
    super.prepare()
    prepareCount += 1
  }
}

/// A split layout's data source and delegate: a plain `NSObject`, as upstream's samples.
class SplitPhotos: NSObject, UICollectionViewDataSource, UICollectionViewDelegateSectionSplitLayout {
  var counts = [6, 4]

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    let layout = collectionViewLayout as! UICollectionViewSplitLayout
    let side = layout.calculateFixedWidthRoughly(
      to: 2, of: side, minimumInterItemSpacing: layout.minimumInterItemSpacing, sectionInset: layout.sectionInset)
    return CGSize(width: side, height: side)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide {
    section == 0 ? .left : .right
  }
}

/// A plugin layout's delegate: every section a two-column grid of squares.
class GridPhotos: NSObject, UICollectionViewDataSource, PluginLayoutDelegate, GridLayoutDelegate {
  lazy var grid = GridLayoutPlugin(delegate: self)

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType? {
    grid
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineFractionAt indexPath: IndexPath)
    -> Int
  {
    2
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
  {
    1
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    0
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    0
  }
}

/// A compositional list built by a plain function and a section provider closure that
/// captures app state, as Swift 5 apps write them.
#if !os(tvOS)
/// A list whose rows swipe to delete, from a factory with no isolation of its own: the
/// provider and the action's handler are plain closures, as a Swift 5 app writes them.
func makeSwipeToDeleteList(onDelete: @escaping (IndexPath) -> Void) -> CompositionalLayout {
  var configuration = LayoutListConfiguration(appearance: .plain)
  configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
      onDelete(indexPath)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
  return CompositionalLayout.list(using: configuration)
}
#endif

func makeListLayout(rowHeight: CGFloat) -> CompositionalLayout {
  var built = 0
  return CompositionalLayout(sectionProvider: { _, _ in
    built += 1
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
      subitems: [item])
    return LayoutSection(group: group)
  })
}

/// A scrollable-section layout's delegate: rows of 100 × 80 cards, the second row wraps.
class CardRows: NSObject, UICollectionViewDataSource, CollectionViewDelegateScrollableSectionLayout {
  var scrolledSections: [Int] = []

  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: 100, height: 80)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    shouldUseFlowLayoutInSection section: Int
  ) -> Bool {
    section == 1
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, section: Int,
    didScrollToOffset offset: CGFloat
  ) {
    scrolledSections.append(section)
  }
}

/// A collection view for any layout and data source, sized and laid out as a screen.
func showCollectionView(
  layout: UICollectionViewLayout, dataSource: UICollectionViewDataSource & UICollectionViewDelegate,
  width: CGFloat = 375, height: CGFloat = 667
) -> UICollectionView {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  collectionView.dataSource = dataSource
  collectionView.delegate = dataSource
  collectionView.layoutIfNeeded()
  return collectionView
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
