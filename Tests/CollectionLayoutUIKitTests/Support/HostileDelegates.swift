import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// One number a delegate answers an adapter with.
enum DelegateAnswer: String, CaseIterable, CustomStringConvertible {
  case itemWidth, itemHeight, headerWidth, headerHeight, footerWidth, footerHeight
  case insetTop, insetLeft, insetBottom, insetRight, lineSpacing, interItemSpacing
  /// The plugins' own answers: grid and staggered aspect ratios, the mosaic's line multiple.
  case aspectRatio, lineMultiple

  var description: String { rawValue }
  /// Whether the answer is an item's (poisoned for one item) or a section's (for every section).
  var isPerItem: Bool { [.itemWidth, .itemHeight, .aspectRatio].contains(self) }
}

/// Every delegate answer is a sensible value, except `poisoned`, which answers `value`:
/// for one item (item 2 of every section) or for every section.
@MainActor final class PoisonedAnswers {
  var poisoned: DelegateAnswer?
  var value: CGFloat = 0
  /// The whole-number answers (grid line fractions, staggered and mosaic line counts) for
  /// every section, when set.
  var lineCount: Int?

  func answer(_ answer: DelegateAnswer, normal: CGFloat, item: Int = 2) -> CGFloat {
    guard answer == poisoned, !answer.isPerItem || item == 2 else { return normal }
    return value
  }

  func size(_ width: DelegateAnswer, _ height: DelegateAnswer, normal: CGSize, item: Int = 2) -> CGSize {
    CGSize(
      width: answer(width, normal: normal.width, item: item), height: answer(height, normal: normal.height, item: item))
  }

  var inset: UIEdgeInsets {
    UIEdgeInsets(
      top: answer(.insetTop, normal: 4), left: answer(.insetLeft, normal: 4), bottom: answer(.insetBottom, normal: 4),
      right: answer(.insetRight, normal: 4))
  }
}

/// A data source of `counts` items with a header and a footer per section, for any layout.
class HostileDataSource: NSObject, UICollectionViewDataSource {
  let answers: PoisonedAnswers
  let counts: [Int]

  init(counts: [Int], answers: PoisonedAnswers = PoisonedAnswers()) {
    self.counts = counts
    self.answers = answers
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "View", for: indexPath)
  }

  /// `layout` in a 375 × 667 collection view with this as data source and delegate, laid out.
  func show(_ layout: UICollectionViewLayout, kinds: [String]) -> ShownLayout {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    view.register(HostileCell.self, forCellWithReuseIdentifier: "Cell")
    for kind in kinds {
      view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "View")
    }
    view.dataSource = self
    view.delegate = self as? UICollectionViewDelegate
    view.layoutIfNeeded()
    return ShownLayout(layout: layout, view: view, source: self)
  }
}

/// A layout shown in a collection view, with the object that answers for it: a collection
/// view holds its data source and delegate weakly, so this keeps them for later passes.
@MainActor struct ShownLayout {
  let layout: UICollectionViewLayout
  let view: UICollectionView
  let source: AnyObject
}

/// The split layout's delegate: two sections, left and right, every answer through ``answers``.
final class HostileSplitDelegate: HostileDataSource, UICollectionViewDelegateSectionSplitLayout {
  init(answers: PoisonedAnswers = PoisonedAnswers()) { super.init(counts: [6, 6], answers: answers) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide {
    section == 0 ? .left : .right
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    answers.size(.itemWidth, .itemHeight, normal: CGSize(width: 40, height: 40), item: indexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    answers.size(.headerWidth, .headerHeight, normal: CGSize(width: width, height: 30))
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    answers.size(.footerWidth, .footerHeight, normal: CGSize(width: width, height: 20))
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIEdgeInsets {
    answers.inset
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInterItemSpacingForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> CGFloat {
    answers.answer(.interItemSpacing, normal: 4)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumItemLineSpacingForSectionAtIndex section: Int, side: UICollectionViewSplitLayoutSide
  ) -> CGFloat {
    answers.answer(.lineSpacing, normal: 4)
  }
}

/// The flow delegate's answers through ``answers``, for the plugin layout (with the
/// grid's, staggered's and mosaic's own) and the scrollable-section layout.
final class HostileFlowDelegate: HostileDataSource, UICollectionViewDelegateFlowLayout {
  /// The plugin layout's sections' plugins, in turn (their delegate is this object).
  var plugins: [PluginType] = []

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    answers.size(.itemWidth, .itemHeight, normal: CGSize(width: 60, height: 40), item: indexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    answers.inset
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    answers.answer(.lineSpacing, normal: 4)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    answers.answer(.interItemSpacing, normal: 4)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    answers.size(.headerWidth, .headerHeight, normal: CGSize(width: 375, height: 30))
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    answers.size(.footerWidth, .footerHeight, normal: CGSize(width: 375, height: 20))
  }
}

extension HostileFlowDelegate: PluginLayoutDelegate, GridLayoutDelegate, StaggeredLayoutDelegate, MosaicLayoutDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType? {
    plugins.isEmpty ? nil : plugins[section % plugins.count]
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineFractionAt indexPath: IndexPath)
    -> Int
  {
    answers.lineCount ?? 3
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
  {
    answers.answer(.aspectRatio, normal: 1.5, item: indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineCountForSectionAt section: Int)
    -> Int
  {
    answers.lineCount ?? 3
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineMultipleForSectionAt section: Int)
    -> CGFloat
  {
    answers.answer(.lineMultiple, normal: 40)
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, canBeBigAt indexPath: IndexPath) -> Bool
  {
    indexPath.item % 3 == 0
  }
}

extension HostileFlowDelegate: CollectionViewDelegateScrollableSectionLayout {
  /// Section 1 wraps like a flow layout; section 0 scrolls on its own.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    shouldUseFlowLayoutInSection section: Int
  ) -> Bool {
    section == 1
  }
}

/// A cell that prefers `preferred` for item 2 (when set): the size self-sizing hands the layout.
final class HostileCell: UICollectionViewCell {
  static var preferred: CGSize?

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard let preferred = Self.preferred, layoutAttributes.indexPath.item == 2 else { return layoutAttributes }
    let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    fitted.size = preferred
    return fitted
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
