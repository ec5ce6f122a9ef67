import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// A delegate written the way PluginLayout's demo writes its delegates (our code, in Swift 5
/// mode, with one import): it serves a `UICollectionViewFlowLayout` or a `PluginLayout`,
/// reads the scroll direction from whichever it is given, gives every element upstream's
/// fade and elastic effects, and sizes pictures from their ratios.
class PicturesDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, PluginLayoutDelegate {
  let ratios: [CGFloat] = [1, 1.5, 0.75, 2, 1, 1.25]

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { ratios.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout,
    effectsForItemAt indexPath: IndexPath, kind: String?
  ) -> [PluginEffect] {
    [FadeEffect(), ElasticEffect()]
  }

  private func direction(from layout: UICollectionViewLayout) -> UICollectionView.ScrollDirection {
    switch layout {
    case let flow as UICollectionViewFlowLayout: return flow.scrollDirection
    case let plugin as PluginLayout: return plugin.scrollDirection
    default: return .vertical
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { 2 }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { 2 }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    switch direction(from: collectionViewLayout) {
    case .horizontal:
      let height = collectionView.frame.height - 4
      return CGSize(width: height * ratios[indexPath.item], height: height)
    default:
      let width = collectionView.frame.width - 4
      return CGSize(width: width, height: width / ratios[indexPath.item])
    }
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
