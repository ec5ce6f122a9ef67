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
  let arrangement: GroupNode.Arrangement

  private init(layoutSize: LayoutSize, subitems: [LayoutItem], arrangement: GroupNode.Arrangement) {
    self.subitems = subitems
    self.arrangement = arrangement
    super.init(layoutSize: layoutSize)
  }

  /// Subitems side by side, leading to trailing: each once, then repeated in order while
  /// the next fits.
  public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal(count: nil))
  }
  /// `count` copies of `subitem` side by side, each (width − spacing · (count − 1)) / count
  /// wide whatever the subitem's own width.
  public static func horizontal(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal(count: count))
  }
  /// Subitems stacked top to bottom: each once, then repeated in order while the next fits.
  public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .vertical(count: nil))
  }
  /// `count` copies of `subitem` stacked, each (height − spacing · (count − 1)) / count high.
  public static func vertical(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical(count: count))
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
