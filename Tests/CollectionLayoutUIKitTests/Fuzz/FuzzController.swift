import CollectionLayout
import CollectionLayoutUIKit

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The adapters the differential fuzz drives.
enum FuzzAdapter: String, CaseIterable, Sendable {
  case split, plugin, scrollable, compositional
}

/// A collection view controller over a ``FuzzWorld`` for any adapter: every delegate value
/// follows from the item and section ids (some hostile), compositional cells self-size by
/// id.
class FuzzController: UICollectionViewController {
  let adapter: FuzzAdapter
  let box: WorldBox
  var world: FuzzWorld {
    get { box.world }
    set { box.world = newValue }
  }

  static let kinds = [
    UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "header", "badge", "row",
    "card", "layout-header", "layout-footer", ScrollableSectionCollectionViewLayout.elementKindSectionBackground,
  ]

  /// Whether cells answer self-sizing (`fittingHeight`): for the compositional adapter,
  /// unless a test says otherwise.
  var cellsSelfSize: Bool

  /// Whether the layout scrolls horizontally (not the split layout, which only scrolls
  /// vertically).
  let horizontal: Bool

  init(_ adapter: FuzzAdapter, world: FuzzWorld, horizontal: Bool = false) {
    self.adapter = adapter
    self.horizontal = horizontal
    cellsSelfSize = adapter == .compositional
    let box = WorldBox()
    box.world = world
    self.box = box
    let layout = Self.layout(adapter, box: box)
    if horizontal {
      (layout as? PluginLayout)?.scrollDirection = .horizontal
      (layout as? ScrollableSectionCollectionViewLayout)?.scrollDirection = .horizontal
      if let compositional = layout as? CompositionalLayout {
        let configuration = FuzzCompositional.configuration
        configuration.scrollDirection = .horizontal
        compositional.configuration = configuration
      }
    }
    super.init(collectionViewLayout: layout)
  }

  /// A layout of `adapter`'s family as the fuzz configures it, over `box`'s world (for a
  /// controller, or for a layout change to).
  static func layout(_ adapter: FuzzAdapter, box: WorldBox) -> UICollectionViewLayout {
    switch adapter {
    case .split:
      {
        let split = UICollectionViewSplitLayout()
        split.leftSideRatio = 0.4
        split.minimumInterItemSpacing = 3
        split.minimumItemLineSpacing = 5
        split.sectionPinToVisibleBounds = true
        return split
      }()
    case .plugin:
      {
        let plugin = PluginLayout()
        plugin.showsSectionBackgrounds = true
        return plugin
      }()
    case .scrollable:
      {
        let scrollable = ScrollableSectionCollectionViewLayout()
        scrollable.headerReferenceSize = CGSize(width: 0, height: 22)
        scrollable.minimumInteritemSpacing = 5
        scrollable.showsSectionBackgrounds = true
        scrollable.sectionHeadersPinToVisibleBounds = true
        return scrollable
      }()
    case .compositional:
      {
        let layout = CompositionalLayout(
          sectionProvider: { index, _ in
            guard box.world.sections.indices.contains(index) else { return nil }
            return FuzzCompositional.section(
              id: box.world.sections[index].id, adjustingLists: AdapterFuzz.addSwipeActions)
          }, configuration: FuzzCompositional.configuration)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: FuzzCompositional.backgroundKind)
        return layout
      }()
    }
  }

  /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
  required init?(coder: NSCoder) { nil }

  /// Flow and mosaic sections pin their headers and footers.
  lazy var plugins: [PluginType] = [
    FlowLayoutPlugin(delegate: self, pinSectionHeaders: true, pinSectionFooters: true),
    StaggeredLayoutPlugin(delegate: self),
    MosaicLayoutPlugin(delegate: self, pinSectionHeaders: true, pinSectionFooters: true),
    GridLayoutPlugin(delegate: self),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    #if !os(tvOS)
    collectionView.dropDelegate = self
    #endif
    collectionView.register(FuzzCell.self, forCellWithReuseIdentifier: "cell")
    for kind in Self.kinds {
      collectionView.register(FuzzSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view")
    }
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { world.sections.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    world.sections[section].items.count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    let id = world.sections[indexPath.section].items[indexPath.item]
    (cell as? FuzzCell)?.fittingHeight =
      cellsSelfSize ? Self.fittingHeight(id, changed: world.changedContent.contains(id)) : nil
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    (view as? FuzzSupplementaryView)?.fittingSize = cellsSelfSize ? Self.fittingSize(ofKind: kind) : nil
    return view
  }

  /// What a compositional badge (`badge`: its width) or a row's label (`row`: its height)
  /// fits, other than its estimate; `nil` for other kinds. The same for every item: during
  /// an interactive movement the views shown at an index path stand for other items than
  /// the data source's, so content that differs per item would measure into the wrong
  /// item (the engine's badge-by-badge sizes are checked by the facade fuzz and
  /// `CompositionalBadgeMeasuringTests`).
  static func fittingSize(ofKind kind: String) -> CGSize? {
    switch kind {
    case "badge": CGSize(width: 26, height: 12)
    case "row": CGSize(width: 30, height: 18)
    default: nil
    }
  }

  /// Every item may be moved interactively.
  override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    true
  }

  #if !os(tvOS)
  /// The placeholders of the last drop (see the drop delegate below).
  var dropContexts: [any UICollectionViewDropPlaceholderContext] = []
  #endif

  /// The moving item's place in the data source and in the collection view, as the
  /// delegate last heard of it (the fuzz's record; the data does not move until the end).
  var movingItem: (original: IndexPath, current: IndexPath)?

  /// Every proposal is taken, and recorded.
  override func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    movingItem = (originalIndexPath, proposedIndexPath)
    return proposedIndexPath
  }

  /// The world moves the item when the movement ends, as Apple documents.
  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    world.moveItem(
      from: ItemPath(section: sourceIndexPath.section, item: sourceIndexPath.item),
      to: ItemPath(section: destinationIndexPath.section, item: destinationIndexPath.item))
  }

  /// A self-sizing answer: 20–110 points, or (for some ids) 0 or 3,000; 37 more once the
  /// item's content changed.
  static func fittingHeight(_ id: Int, changed: Bool = false) -> CGFloat {
    if changed { return fittingHeight(id) + 37 }
    return switch id % 17 {
    case 0: 0
    case 1: 3_000
    default: CGFloat(20 + id % 91)
    }
  }

  /// Item `id`'s size. Every seventeenth item's delegate first queries `layout` while
  /// being asked (as a delegate that reads the content size might), which the layout
  /// answers from its last complete layout.
  func itemSize(_ id: Int, askedBy layout: UICollectionViewLayout) -> CGSize {
    if id % 17 == 0 {
      _ = layout.collectionViewContentSize
      _ = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
      _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 400))
    }
    return CGSize(
      width: FuzzWorld.length(id, base: 20, spread: 90), height: FuzzWorld.length(id &* 7, base: 10, spread: 60))
  }
}

/// A supplementary view that answers `fittingSize` to self-sizing (when set).
final class FuzzSupplementaryView: UICollectionReusableView {
  var fittingSize: CGSize?

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    layoutAttributes.fitted(to: fittingSize)
  }
}

/// A cell that answers `fittingHeight` to self-sizing (when set), half again as tall at the
/// accessibility text sizes, as a cell of text grows with its font; at a new text size it
/// asks to be measured again, as a cell whose labels adjust their fonts does (iOS 16's
/// self-sizing invalidation).
final class FuzzCell: UICollectionViewCell {
  var fittingHeight: CGFloat?

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
      invalidateIntrinsicContentSize()
    }
  }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let scale: CGFloat = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 1.5 : 1
    return layoutAttributes.fitted(
      to: fittingHeight.map { CGSize(width: layoutAttributes.size.width, height: $0 * scale) })
  }
}

extension FuzzController: UICollectionViewDelegateSectionSplitLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sideForSection section: Int
  ) -> UICollectionViewSplitLayoutSide {
    world.sections[section].id % 2 == 0 ? .left : .right
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAtIndexPath indexPath: IndexPath, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    itemSize(world.sections[indexPath.section].items[indexPath.item], askedBy: collectionViewLayout)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int, width: CGFloat, side: UICollectionViewSplitLayoutSide
  ) -> CGSize {
    CGSize(width: width, height: CGFloat(world.sections[section].id % 3) * 20)
  }

  /// Every third section has a background.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    itemsBackgroundColorFor section: Int, side: UICollectionViewSplitLayoutSide
  ) -> UIColor? {
    world.sections[section].id % 3 == 1 ? UIColor(red: 0.9, green: 0.9, blue: 1, alpha: 1) : nil
  }
}

extension FuzzController: PluginLayoutDelegate, StaggeredLayoutDelegate, GridLayoutDelegate, MosaicLayoutDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
  ) -> PluginType? {
    plugins[world.sections[section].id % plugins.count]
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineCountForSectionAt section: Int)
    -> Int
  {
    [3, 0, -2, 4, 1_000_000][world.sections[section].id % 5]
  }

  /// Effects by id, so they travel with an item that moves: cells fade, scale, parallax or
  /// tilt in depth (an upstream-style effect, then an engine one over it); every third
  /// section's header sticks. Every seventeenth item's delegate queries the layout first.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout,
    effectsForItemAt indexPath: IndexPath, kind: String?
  ) -> [PluginEffect] {
    if kind != nil { return world.sections[indexPath.section].id % 3 == 0 ? [StickyEffect(position: .start)] : [] }
    let id = world.sections[indexPath.section].items[indexPath.item]
    // As the sizes: every seventeenth item's delegate queries the layout while asked.
    if id % 17 == 0 { _ = collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) }
    switch id % 6 {
    case 0: return [FadeEffect()]
    case 1: return [ScaleEffect()]
    case 2: return [ParallaxEffect()]
    case 3: return [FuzzTiltEffect(), FadeEffect()]
    default: return []
    }
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
  {
    let id = world.sections[indexPath.section].items[indexPath.item]
    return [1, 0.5, 2, .nan, -1, .infinity, CGFloat(Double.leastNonzeroMagnitude), 1e308][id % 8]
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineFractionAt indexPath: IndexPath)
    -> Int
  {
    let id = world.sections[indexPath.section].items[indexPath.item]
    return [1, 2, 3, 0, -1, Int.max][id % 6]
  }

  func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, canBeBigAt indexPath: IndexPath) -> Bool
  {
    world.sections[indexPath.section].items[indexPath.item] % 3 != 1
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    itemSize(world.sections[indexPath.section].items[indexPath.item], askedBy: collectionViewLayout)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    let v = FuzzWorld.length(world.sections[section].id, base: 2, spread: 6, hostileEvery: 7)
    return UIEdgeInsets(top: v, left: 4, bottom: v, right: 4)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    FuzzWorld.length(world.sections[section].id &* 3, base: 2, spread: 4, hostileEvery: 11)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width, height: CGFloat(world.sections[section].id % 3) * 15)
  }
}

/// Drops: a placeholder at the destination for each item, the contexts kept for the test
/// to commit or delete (compiled for iOS too, so the iOS check holds this drop API to
/// UIKit's; tvOS has no drag and drop).
#if !os(tvOS)
extension FuzzController: UICollectionViewDropDelegate {
  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
  ) {
    guard let destination = coordinator.destinationIndexPath else { return }
    for item in coordinator.items {
      dropContexts.append(
        coordinator.drop(
          item.dragItem, to: UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell")
        ))
    }
  }
}
#endif

/// Tilts a cell back in depth by its place across the visible rect, as upstream effects
/// write `transform3D`.
struct FuzzTiltEffect: PluginEffect {
  func apply(
    to originalAttribute: PluginLayoutAttributes, layout: PluginLayout, plugin: PluginType,
    sectionAttributes attributes: [PluginLayoutAttributes]
  ) -> PluginLayoutAttributes {
    guard let attribute = originalAttribute.copy() as? PluginLayoutAttributes else { return originalAttribute }
    let across = percentage(from: originalAttribute, layout: layout, span: 300)
    var t = CATransform3DMakeRotation(across.y * .pi / 4, 1, 0, 0)
    t.m34 = -1.0 / 500
    attribute.transform3D = t
    return attribute
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
