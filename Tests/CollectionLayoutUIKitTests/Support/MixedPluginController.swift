import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// Upstream's Mixed demo: flow, staggered (3 columns), mosaic (4) and grid sections in one
/// PluginLayout, the first three pinning headers and footers. Its delegate methods are
/// upstream's, unchanged; the random "chance to be big" is a fixed pattern here.
final class MixedPluginController: UICollectionViewController {
  let layout = PluginLayout()
  /// Aspect ratios per section (upstream's pictures).
  var ratios: [[CGFloat]] = [
    cycle([1], count: 10), cycle([4.0 / 3, 3.0 / 4, 16.0 / 9, 1, 9.0 / 16], count: 100),
    cycle([1.5, 0.75, 1, 2], count: 100), cycle([4.0 / 3], count: 30),
  ]
  /// How many times the delegate was asked for a section's plugin.
  var pluginQueries = 0

  static func cycle(_ pattern: [CGFloat], count: Int) -> [CGFloat] {
    (0..<count).map { pattern[$0 % pattern.count] }
  }
  /// Extra effects per element, keyed by kind ("cell" for cells).
  var extraEffects: [String: [PluginEffect]] = [:]

  lazy var plugins: [PluginType] = [
    FlowLayoutPlugin(delegate: self, pinSectionHeaders: true, pinSectionFooters: true),
    StaggeredLayoutPlugin(delegate: self, pinSectionHeaders: true, pinSectionFooters: true),
    MosaicLayoutPlugin(delegate: self, pinSectionHeaders: true, pinSectionFooters: true),
    GridLayoutPlugin(delegate: self),
  ]

  init() { super.init(collectionViewLayout: layout) }

  /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Supplementary")
    }
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { ratios.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    ratios[section].count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Supplementary", for: indexPath)
  }
}

extension MixedPluginController: PluginLayoutDelegate, StaggeredLayoutDelegate, GridLayoutDelegate,
  MosaicLayoutDelegate
{
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType? {
    pluginQueries += 1
    return plugins[section]
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout,
    effectsForItemAt indexPath: IndexPath,
    kind: String?
  ) -> [PluginEffect] {
    extraEffects[kind ?? "cell"] ?? []
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineCountForSectionAt section: Int)
    -> Int
  {
    switch section {
    case 1: return 3
    default: return 4
    }
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
  {
    ratios[indexPath.section][indexPath.item]
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineFractionAt indexPath: IndexPath)
    -> Int
  {
    switch indexPath.item {
    case 0..<4: return 2
    case 0..<7: return 4
    case 0..<16: return 5
    default: return 3
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    2
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    2
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width - 4, height: 100)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    CGSize(width: collectionView.frame.width, height: 60)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    CGSize(width: collectionView.frame.width, height: 60)
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, canBeBigAt indexPath: IndexPath) -> Bool
  {
    indexPath.item % 5 != 1
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
