/// A frame a custom group's closure returns, as `NSCollectionLayoutGroupCustomItem`.
public struct LayoutGroupCustomItem: Hashable, Sendable {
  /// The item's frame relative to the group's origin (x leading, y down).
  public var frame: Rect
  /// The stacking order, kept for source compatibility: the engine gives every cell of a
  /// section the same zIndex.
  public var zIndex: Int
  /// Creates a custom item.
  public init(frame: Rect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// What a custom group's closure is told: the group's size as its container.
public typealias LayoutGroupCustomItemProvider = @Sendable (_ environment: LayoutContainer) -> [LayoutGroupCustomItem]

/// Items laid out along an axis, or by a closure, as `NSCollectionLayoutGroup`. A group is
/// an item of its parent group, so groups nest to any depth.
open class LayoutGroup: LayoutItem {
  /// The subitems: each placed once, then repeated in order while the next fits (or one
  /// subitem `count` times).
  public let subitems: [LayoutItem]
  /// The space between neighbouring subitems along the group's axis.
  public var interItemSpacing: LayoutSpacing?
  /// Supplementaries anchored to the group, as `NSCollectionLayoutGroup.supplementaryItems`:
  /// one per group the section places, sized and anchored against the group's frame (its
  /// content insets inset the subitems, not the group). Each has the index path of the
  /// group's first item; one whose kind already has that index path (a badge of that item,
  /// a nested group's supplementary) is dropped, as is one of a group holding no items
  /// (reported as `group.supplementaryItem`).
  public override var supplementaryItems: [LayoutSupplementaryItem] {
    get { attachedSupplementaryItems }
    set { attachedSupplementaryItems = newValue }
  }
  let arrangement: GroupNode.Arrangement

  private init(layoutSize: LayoutSize, subitems: [LayoutItem], arrangement: GroupNode.Arrangement) {
    self.subitems = subitems
    self.arrangement = arrangement
    super.init(layoutSize: layoutSize)
  }

  /// Subitems side by side, leading to trailing: each once, then repeated in order while
  /// the next fits.
  public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal(.whileTheyFit))
  }
  /// `count` copies of `subitem` side by side, each (width − spacing · (count − 1)) / count
  /// wide whatever the subitem's own width (UIKit's iOS 13 form, deprecated there in iOS 16
  /// for ``horizontal(layoutSize:repeatingSubitem:count:)``).
  public static func horizontal(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal(.equalSlots(count)))
  }
  /// `count` copies of `subitem` side by side at the subitem's own width, `interItemSpacing`
  /// apart, as `horizontalGroupWithLayoutSize:repeatingSubitem:count:` (iOS 16). As in UIKit,
  /// making the group wide enough for them is the caller's part: copies that do not fit run
  /// past its trailing edge.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item (or group) to repeat; a fraction of its width is of the group's.
  ///   - count: How many copies; below 1 is read as 1 and above 10,000 as 10,000
  ///     (reported as `group.count`).
  /// - Returns: The group.
  public static func horizontal(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int)
    -> LayoutGroup
  {
    LayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal(.ownLength(count)))
  }
  /// Subitems stacked top to bottom: each once, then repeated in order while the next fits.
  public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .vertical(.whileTheyFit))
  }
  /// `count` copies of `subitem` stacked, each (height − spacing · (count − 1)) / count high
  /// (UIKit's iOS 13 form, deprecated there in iOS 16 for
  /// ``vertical(layoutSize:repeatingSubitem:count:)``).
  public static func vertical(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical(.equalSlots(count)))
  }
  /// `count` copies of `subitem` stacked at the subitem's own height, `interItemSpacing`
  /// apart, as `verticalGroupWithLayoutSize:repeatingSubitem:count:` (iOS 16); copies that
  /// do not fit run past the group's bottom edge.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item (or group) to repeat; a fraction of its height is of the group's.
  ///   - count: How many copies; below 1 is read as 1 and above 10,000 as 10,000
  ///     (reported as `group.count`).
  /// - Returns: The group.
  public static func vertical(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int)
    -> LayoutGroup
  {
    LayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical(.ownLength(count)))
  }
  /// Items wherever `itemProvider` puts them; one item per frame it returns.
  public static func custom(layoutSize: LayoutSize, itemProvider: @escaping LayoutGroupCustomItemProvider)
    -> LayoutGroup
  {
    LayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider))
  }

  override func snapshot() -> ItemNode {
    var node = super.snapshot()
    node.group = GroupNode(
      arrangement: arrangement, subitems: subitems.map { $0.snapshot() }, interItemSpacing: interItemSpacing)
    return node
  }
}
