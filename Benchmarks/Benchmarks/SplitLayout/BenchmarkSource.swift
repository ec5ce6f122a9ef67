import CollectionLayout

/// A split layout of `itemCount` items in 100 sections, alternating sides, with sizes
/// computed from the index path (no storage), and one item's size overridable.
struct BenchmarkSource: SplitLayoutDataSource {
  let itemCount: Int
  var sections: Int { 100 }
  var override: (ItemPath, Size)?

  var numberOfSections: Int { sections }

  func numberOfItems(inSection section: Int) -> Int { itemCount / sections }

  func side(forSection section: Int) -> SplitSide { section % 2 == 0 ? .left : .right }

  func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size {
    if let override, override.0 == path { return override.1 }
    let w = 40 + Double((path.item &* 7) % 5) * 12
    let h = 40 + Double((path.item &* 13) % 4) * 10
    return Size(width: w, height: h)
  }

  func headerSize(forSection section: Int, width: Double, side: SplitSide) -> Size {
    Size(width: width, height: 44)
  }
}

/// A split layout of one section of `itemCount` items on the left, sized as
/// ``BenchmarkSource``'s.
struct OneSectionSource: SplitLayoutDataSource {
  let itemCount: Int

  var numberOfSections: Int { 1 }

  func numberOfItems(inSection section: Int) -> Int { itemCount }

  func side(forSection section: Int) -> SplitSide { .left }

  func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size {
    BenchmarkSource(itemCount: itemCount).sizeForItem(at: path, width: width, side: side)
  }
}

extension SplitLayoutConfiguration {
  /// The Basic sample's settings with pinned headers.
  static var benchmark: SplitLayoutConfiguration {
    var c = SplitLayoutConfiguration()
    c.leftSideRatio = 0.4
    c.splitSpacing = 8
    c.minimumInterItemSpacing = 8
    c.minimumItemLineSpacing = 8
    c.sectionInset = LayoutEdgeInsets(all: 8)
    c.sectionPinToVisibleBounds = true
    return c
  }
}

enum Screens {
  static let portrait = LayoutEnvironment(containerSize: Size(width: 375, height: 667))
  static let landscape = LayoutEnvironment(containerSize: Size(width: 667, height: 375))

  static func prepared(_ items: Int, environment: LayoutEnvironment = portrait) -> SplitLayout {
    var layout = SplitLayout(configuration: .benchmark, environment: environment)
    layout.prepare(environment: environment, dataSource: BenchmarkSource(itemCount: items))
    return layout
  }
}
