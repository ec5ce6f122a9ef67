import CollectionLayout
import PropertyBased

/// A random compositional section: nested horizontal/vertical/count groups whose subitems
/// fit their group (fractions along the axis summing to at most 0.8, spacing only in the
/// top group; one subitem in equal slots or repeated at its own length), item insets,
/// badges (inside their item's corner or outside it), group supplementaries, optional
/// boundary supplementaries and a background, random counts, a container width, a scroll
/// direction, estimated sizes measured or not, and random content insets references in a
/// container that may have a safe area, margins and a readable guide.
struct CompositionalScenario: Sendable, CustomStringConvertible {
  var seed: UInt64
  var width: Double
  var horizontal: Bool

  var description: String { "seed \(seed), width \(width), \(horizontal ? "horizontal" : "vertical")" }

  static let generator = zip(Gen.uint64(in: 0...UInt64.max), Gen.int(in: 200...900), Gen.bool).map {
    CompositionalScenario(seed: $0, width: Double($1), horizontal: $2)
  }

  /// A small deterministic generator (SplitMix64).
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
  }

  /// The container: `width` across for a vertical layout, down for a horizontal one. Half
  /// the scenarios have a safe area inside a margins guide inside a readable guide, the
  /// same on opposite edges (so right to left mirrors left to right).
  var environment: LayoutEnvironment {
    var environment = LayoutEnvironment(
      containerSize: horizontal ? Size(width: 700, height: width) : Size(width: width, height: 700))
    var r = Random(state: seed ^ 0x5AFE)
    guard r.chance(0.5) else { return environment }
    let safe = r.double(0...30)
    let margins = safe + r.double(0...20)
    let readable = margins + r.double(0...60)
    environment.safeArea = LayoutEdgeInsets(all: safe)
    environment.layoutMargins = LayoutEdgeInsets(all: margins)
    environment.readableContentInsets = LayoutEdgeInsets(all: readable)
    return environment
  }

  /// A random boundary (`automatic` among them).
  static func reference(_ r: inout Random) -> ContentInsetsReference {
    ContentInsetsReference.allCases[r.int(0...(ContentInsetsReference.allCases.count - 1))]
  }

  var configuration: CompositionalLayoutConfiguration {
    let c = CompositionalLayoutConfiguration()
    c.scrollDirection = horizontal ? .horizontal : .vertical
    c.interSectionSpacing = 7
    var r = Random(state: seed ^ 0x12EF)
    c.contentInsetsReference = Self.reference(&r)
    return c
  }

  var counts: [Int] {
    var r = Random(state: seed ^ 0xC0FFEE)
    return [r.int(0...40), r.int(1...25)]
  }

  /// The measured sizes to give: a third of the items of section 0.
  var measured: [(item: Int, size: Size)] {
    var r = Random(state: seed ^ 0xBEEF)
    return (0..<counts[0]).filter { _ in r.chance(0.33) }.map {
      ($0, Size(width: r.double(10...120), height: r.double(10...120)))
    }
  }

  /// The section (made anew on each call: sections are classes).
  func section() -> LayoutSection {
    var lists = Random(state: seed ^ 0x1157)
    if lists.chance(0.15) { return Self.listSection(&lists) }
    var r = Random(state: seed)
    let scroll = horizontal
    // The top group: across the scroll axis a fraction of the container, along it an
    // absolute, fractional or estimated length.
    let acrossFraction = LayoutDimension.fractionalWidth(r.double(0.6...1))
    let along: LayoutDimension =
      switch r.int(0...2) {
      case 0: .absolute(r.double(40...220))
      case 1: .fractionalWidth(r.double(0.2...0.7))
      default: .estimated(r.double(40...160))
      }
    let size =
      scroll
      ? LayoutSize(widthDimension: along, heightDimension: .fractionalHeight(r.double(0.6...1)))
      : LayoutSize(widthDimension: acrossFraction, heightDimension: along)
    let group = Self.group(size: size, horizontal: !scroll, depth: 0, random: &r)
    let section = LayoutSection(group: group)
    section.interGroupSpacing = r.double(0...12)
    let inset = r.double(0...10)
    section.contentInsets = DirectionalEdgeInsets(top: inset, leading: inset / 2, bottom: inset, trailing: inset)
    if r.chance(0.5) {
      let header = LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(r.double(20...50))),
        elementKind: "header", alignment: scroll ? .leading : .top)
      header.pinToVisibleBounds = r.chance(0.5)
      let footer = LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(r.double(10...40))),
        elementKind: "footer", alignment: scroll ? .trailing : .bottom)
      footer.extendsBoundary = r.chance(0.5)
      section.boundarySupplementaryItems = [header, footer]
    }
    if r.chance(0.4) { section.decorationItems = [.background(elementKind: "background")] }
    var references = Random(state: seed ^ 0x12EF5)
    section.contentInsetsReference = Self.reference(&references)
    section.supplementaryContentInsetsReference = Self.reference(&references)
    return section
  }

  /// A list section (`LayoutSection.list(using:layoutEnvironment:)`) of a random
  /// appearance, header and footer modes and padding (automatic or given).
  static func listSection(_ r: inout Random) -> LayoutSection {
    let appearances = LayoutListConfiguration.Appearance.allCases
    var configuration = LayoutListConfiguration(appearance: appearances[r.int(0...(appearances.count - 1))])
    let headers = LayoutListConfiguration.HeaderMode.allCases
    configuration.headerMode = headers[r.int(0...(headers.count - 1))]
    configuration.footerMode = r.chance(0.5) ? .supplementary : .none
    if r.chance(0.5) { configuration.headerTopPadding = r.double(0...40) }
    if r.chance(0.2) { configuration.showsSeparators = false }
    if r.chance(0.3) { configuration.separatorConfiguration.topSeparatorVisibility = .visible }
    if r.chance(0.3) { configuration.backgroundColor = LayoutColor(rgb: UInt32(r.int(0...0xFFFFFF))) }
    if r.chance(0.3) {
      // Insets of every sort, unusable ones included (repaired and reported).
      let insets: [Double] = [0, 12, 400, -3, .nan, .infinity, -.infinity]
      configuration.separatorConfiguration.bottomSeparatorInsets.leading = insets[r.int(0...(insets.count - 1))]
      configuration.separatorConfiguration.topSeparatorInsets.trailing = insets[r.int(0...(insets.count - 1))]
    }
    if r.chance(0.3) {
      let step = r.int(2...4)
      configuration.itemSeparatorHandler = { path, resolved in
        var c = resolved
        if path.item % step == 1 { c.bottomSeparatorVisibility = .hidden }
        if path.item % step == 0 { c.topSeparatorVisibility = .automatic }
        c.color = LayoutColor(red: 0, green: Double(path.item % step) / Double(step), blue: 1)
        return c
      }
    }
    let section = LayoutSection.list(
      using: configuration, layoutEnvironment: LayoutEnvironment(containerSize: Size(width: 375, height: 667)))
    if r.chance(0.2) {
      // Rows turned and faded by a visible-items handler carry their separators along (their
      // frames stay: the properties here are about frames).
      section.visibleItemsInvalidationHandler = { items, _, _ in
        for item in items where item.id.category == .cell && item.id.item % 3 == 0 {
          item.alpha = 0.6
          item.transform3D = LayoutTransform3D.identity.rotated(by: 0.3, x: 0, y: 1, z: 0)
        }
      }
    }
    return section
  }

  /// A group along `horizontal` whose subitems fit it.
  static func group(size: LayoutSize, horizontal: Bool, depth: Int, random r: inout Random) -> LayoutGroup {
    func dimension(_ fraction: Double, alongWidth: Bool) -> LayoutDimension {
      alongWidth ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
    }
    if r.chance(0.25) {
      let count = r.int(1...4)
      // Equal slots (iOS 13) ignore the subitem's length; a repeating subitem (iOS 16)
      // keeps it, so it is sized to leave room for the spacing.
      let repeating = r.chance(0.5)
      let along = repeating ? 0.8 / Double(count) : 1
      let item = Self.item(
        size: LayoutSize(
          widthDimension: .fractionalWidth(horizontal ? along : 1),
          heightDimension: .fractionalHeight(horizontal ? 1 : along)),
        random: &r)
      let g: LayoutGroup =
        switch (horizontal, repeating) {
        case (true, false): .horizontal(layoutSize: size, subitem: item, count: count)
        case (true, true): .horizontal(layoutSize: size, repeatingSubitem: item, count: count)
        case (false, false): .vertical(layoutSize: size, subitem: item, count: count)
        case (false, true): .vertical(layoutSize: size, repeatingSubitem: item, count: count)
        }
      g.interItemSpacing = .fixed(depth == 0 ? r.double(0...2) : 0)
      g.supplementaryItems = groupSupplementaries(depth: depth, random: r)
      return g
    }
    let n = r.int(1...3)
    let weights = (0..<n).map { _ in r.double(0.2...1) }
    let total = r.double(0.4...0.8) / weights.reduce(0, +)
    var subitems: [LayoutItem] = []
    for w in weights {
      let along = dimension(w * total, alongWidth: horizontal)
      let across = dimension(r.double(0.4...1), alongWidth: !horizontal)
      let subSize =
        horizontal
        ? LayoutSize(widthDimension: along, heightDimension: across)
        : LayoutSize(widthDimension: across, heightDimension: along)
      if depth < 2 && r.chance(0.35) {
        subitems.append(Self.group(size: subSize, horizontal: r.chance(0.5), depth: depth + 1, random: &r))
      } else {
        subitems.append(Self.item(size: subSize, random: &r))
      }
    }
    let g =
      horizontal
      ? LayoutGroup.horizontal(layoutSize: size, subitems: subitems)
      : LayoutGroup.vertical(layoutSize: size, subitems: subitems)
    // Spacing only where it fits for sure: the top group is at least 120 points along its
    // axis and its subitems leave 20 % free; nested groups may be a few points small.
    let spacing = depth == 0 ? r.double(0...2) : 0
    g.interItemSpacing = r.chance(0.5) ? .fixed(spacing) : .flexible(spacing)
    g.supplementaryItems = groupSupplementaries(depth: depth, random: r)
    return g
  }

  /// A third of the groups wear a supplementary at their bottom-trailing corner, a kind for
  /// each depth (so none takes another's index path). Drawn from a stream of their own, so
  /// the rest of a scenario is what it was before groups had them.
  static func groupSupplementaries(depth: Int, random: Random) -> [LayoutSupplementaryItem] {
    var r = Random(state: random.state ^ 0x6A0B)
    guard r.chance(0.33) else { return [] }
    let size = LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .absolute(6))
    let anchor =
      r.chance(0.5)
      ? LayoutAnchor(edges: [.bottom, .trailing])
      : LayoutAnchor(edges: [.bottom, .trailing], fractionalOffset: Point(x: 0, y: 0.5))
    return [LayoutSupplementaryItem(layoutSize: size, elementKind: "group\(depth)", containerAnchor: anchor)]
  }

  static func item(size: LayoutSize, random r: inout Random) -> LayoutItem {
    var badges: [LayoutSupplementaryItem] = []
    if r.chance(0.2) {
      let badgeSize = LayoutSize(widthDimension: .absolute(8), heightDimension: .absolute(8))
      let container = LayoutAnchor(edges: [.top, .trailing])
      // Half of them outside the corner, their bottom-leading corner on it.
      badges.append(
        r.chance(0.5)
          ? LayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge", containerAnchor: container)
          : LayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge", containerAnchor: container,
            itemAnchor: LayoutAnchor(edges: [.bottom, .leading], fractionalOffset: Point(x: 0.25, y: 0))))
    }
    let item = LayoutItem(layoutSize: size, supplementaryItems: badges)
    let i = r.double(0...1.5)
    item.contentInsets = DirectionalEdgeInsets(top: i, leading: i, bottom: i, trailing: i)
    return item
  }
}
