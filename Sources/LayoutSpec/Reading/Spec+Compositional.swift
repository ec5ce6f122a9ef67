import CollectionLayout

/// Reading the compositional model. Field names are the Swift API's (`layoutSize`,
/// `widthDimension`, `subitems`, `interItemSpacing`, `boundarySupplementaryItems`, …), so
/// a spec reads like the code it stands for; Sources/LayoutSpec/LayoutSpec.docc/SpecFormat.md lists them.
extension CompositionalSpec {
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: [
      "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "contentInsetsReference", "section",
    ])
    self.init()
    if let r = o["scrollDirection"] {
      configuration.scrollDirection = try r.choice([("vertical", .vertical), ("horizontal", .horizontal)])
    }
    if let r = o["interSectionSpacing"] { configuration.interSectionSpacing = try r.nonNegative() }
    configuration.boundaries = try o["boundarySupplementaryItems"]?.list(BoundaryNode.init) ?? []
    if let r = o["contentInsetsReference"] { configuration.contentInsetsReference = try r.insetsReference() }
    section = try o["section"].map { (r) throws(SpecError) in try SectionNode(r) }
  }
}

extension SectionNode {
  /// A `LayoutSection`'s fields.
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: [
      "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
      "supplementariesFollowContentInsets", "contentInsetsReference", "supplementaryContentInsetsReference",
      "decorationItems", "orthogonalScrollingProperties", "list",
    ])
    // `list` stands for `LayoutSection.list(using:layoutEnvironment:)`; the other fields
    // then change the section it makes, as code changes the returned section.
    if let list = o["list"] {
      if let extra = o["group"] { throw extra.failure(message: "cannot be combined with \"list\"") }
      self = LayoutSection.listNode(using: try list.listConfiguration())
    } else {
      self.init(group: try ItemNode(group: try o.required("group")))
    }
    if let r = o["contentInsets"] { contentInsets = try r.directionalInsets() }
    if let r = o["interGroupSpacing"] { interGroupSpacing = try r.nonNegative() }
    if let r = o["orthogonalScrollingBehavior"] {
      orthogonalScrollingBehavior = try r.choice(OrthogonalScrollingBehavior.allCases.map { ($0.rawValue, $0) })
    }
    if let r = o["boundarySupplementaryItems"] { boundaries = try r.list(BoundaryNode.init) }
    if let r = o["supplementariesFollowContentInsets"] { supplementariesFollowContentInsets = try r.bool() }
    if let r = o["contentInsetsReference"] { contentInsetsReference = try r.insetsReference() }
    if let r = o["supplementaryContentInsetsReference"] {
      supplementaryContentInsetsReference = try r.insetsReference()
    }
    if let r = o["decorationItems"] { decorations = try r.list(DecorationNode.init) }
    if let r = o["orthogonalScrollingProperties"] { orthogonalScrollingProperties = try r.scrollingProperties() }
  }
}

extension SpecReader {
  /// `{bounce: automatic | always | never, decelerationRate: automatic | normal | fast | number}`,
  /// each optional; a number is read as given (the engine repairs one outside 0…1).
  fileprivate func scrollingProperties() throws(SpecError) -> OrthogonalScrollingProperties {
    let o = try object(allowing: ["bounce", "decelerationRate"])
    var properties = OrthogonalScrollingProperties()
    if let r = o["bounce"] {
      properties.bounce = try r.choice(OrthogonalScrollingProperties.Bounce.allCases.map { ($0.rawValue, $0) })
    }
    if let r = o["decelerationRate"] {
      let named: [(String, OrthogonalScrollingProperties.DecelerationRate)] = [
        ("automatic", .automatic), ("normal", .normal), ("fast", .fast),
      ]
      if let number = try? r.number() {
        properties.decelerationRate = .init(rawValue: number)
      } else if let rate = try? r.choice(named) {
        properties.decelerationRate = rate
      } else {
        throw r.failure(expected: "automatic, normal, fast or a number")
      }
    }
    return properties
  }

  /// `{appearance, headerMode, footerMode, headerTopPadding, showsSeparators,
  /// separatorColor, backgroundColor}`: a `LayoutListConfiguration`, `appearance` required; a
  /// padding is taken as given (the engine repairs a negative one); colours are `#RRGGBB` or
  /// `#RRGGBBAA`.
  fileprivate func listConfiguration() throws(SpecError) -> LayoutListConfiguration {
    let o = try object(allowing: [
      "appearance", "headerMode", "footerMode", "headerTopPadding", "showsSeparators", "separatorColor",
      "backgroundColor",
    ])
    var configuration = LayoutListConfiguration(
      appearance: try o.required("appearance").choice(
        LayoutListConfiguration.Appearance.allCases.map { ($0.rawValue, $0) }))
    if let r = o["headerMode"] {
      configuration.headerMode = try r.choice(LayoutListConfiguration.HeaderMode.allCases.map { ($0.rawValue, $0) })
    }
    if let r = o["footerMode"] {
      configuration.footerMode = try r.choice(LayoutListConfiguration.FooterMode.allCases.map { ($0.rawValue, $0) })
    }
    if let r = o["headerTopPadding"] { configuration.headerTopPadding = try r.number() }
    if let r = o["showsSeparators"] { configuration.showsSeparators = try r.bool() }
    if let r = o["separatorColor"] { configuration.separatorConfiguration.color = try r.color() }
    if let r = o["backgroundColor"] { configuration.backgroundColor = try r.color() }
    return configuration
  }

  /// A `UIContentInsetsReference` by its Swift case name (`automatic`, `none`, `safeArea`,
  /// `layoutMargins`, `readableContent`).
  fileprivate func insetsReference() throws(SpecError) -> ContentInsetsReference {
    try choice(ContentInsetsReference.allCases.map { ($0.rawValue, $0) })
  }
}

extension ItemNode {
  /// A group: `{horizontal: {…}}`, `{vertical: {…}}` or `{custom: {layoutSize, items: [{frame, zIndex}]}}`.
  init(group reader: SpecReader) throws(SpecError) {
    let kinds = ["horizontal", "vertical", "custom"]
    let outer = try reader.object(allowing: kinds)
    guard let name = kinds.first(where: { outer[$0] != nil }), let body = outer[name] else {
      throw reader.failure(expected: "a group: {horizontal: …}, {vertical: …} or {custom: …}")
    }
    if name == "custom" {
      let o = try body.object(allowing: ["layoutSize", "items", "contentInsets", "edgeSpacing", "supplementaryItems"])
      let items = try o.required("items").list { (r) throws(SpecError) in
        let item = try r.object(allowing: ["frame", "zIndex"])
        return LayoutGroupCustomItem(
          frame: try item.required("frame").rect(), zIndex: try item["zIndex"]?.integer(minimum: -10_000) ?? 0)
      }
      let group = GroupNode(arrangement: .custom({ _ in items }), subitems: [])
      self.init(size: try o.required("layoutSize").layoutSize(), group: group)
      try readInsetsAndSpacing(o)
      return
    }
    let o = try body.object(allowing: [
      "layoutSize", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "contentInsets",
      "edgeSpacing", "supplementaryItems",
    ])
    let subitems: [ItemNode]
    let repetition: GroupNode.Repetition
    // `subitem` + `count`: equal slots (iOS 13); `repeatingSubitem` + `count`: the
    // subitem's own length (iOS 16); `subitems`: repeated while they fit.
    let given = ["subitem", "subitems", "repeatingSubitem"].filter { o[$0] != nil }
    if given.count > 1, let extra = o[given[1]] {
      throw extra.failure(message: "cannot be combined with \"\(given[0])\"")
    }
    if let subitem = o["subitem"] ?? o["repeatingSubitem"] {
      subitems = [try ItemNode(subitem: subitem)]
      let count = try o.required("count").integer(minimum: -1000, maximum: 10_000)
      repetition = o["subitem"] != nil ? .equalSlots(count) : .ownLength(count)
    } else {
      if let extra = o["count"] {
        throw extra.failure(message: "\"count\" needs \"subitem\" or \"repeatingSubitem\" (one subitem repeated)")
      }
      subitems = try o.required("subitems").list { (r) throws(SpecError) in try ItemNode(subitem: r) }
      repetition = .whileTheyFit
    }
    var group = GroupNode(
      arrangement: name == "horizontal" ? .horizontal(repetition) : .vertical(repetition), subitems: subitems)
    if let r = o["interItemSpacing"] { group.interItemSpacing = try r.spacing() }
    self.init(size: try o.required("layoutSize").layoutSize(), group: group)
    try readInsetsAndSpacing(o)
  }

  /// A group's subitem: `{item: {…}}` or a group (`{horizontal: …}`, `{vertical: …}`, `{custom: …}`).
  init(subitem reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: ["item", "horizontal", "vertical", "custom"])
    guard let item = o["item"] else {
      try self.init(group: reader)
      return
    }
    guard reader.memberCount == 1 else { throw reader.failure(expected: "one of item, horizontal, vertical, custom") }
    let fields = try item.object(allowing: ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"])
    self.init(size: try fields.required("layoutSize").layoutSize())
    try readInsetsAndSpacing(fields)
  }

  /// `contentInsets`, `edgeSpacing` and `supplementaryItems`, which items and groups share.
  private mutating func readInsetsAndSpacing(_ o: SpecObject) throws(SpecError) {
    if let r = o["contentInsets"] { contentInsets = try r.directionalInsets() }
    if let r = o["edgeSpacing"] { edgeSpacing = try r.edgeSpacing() }
    badges = try o["supplementaryItems"]?.list(BadgeNode.init) ?? []
  }
}

extension BadgeNode {
  /// A `LayoutSupplementaryItem`'s fields.
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: ["elementKind", "layoutSize", "containerAnchor", "itemAnchor", "zIndex"])
    self.init(
      size: try o.required("layoutSize").layoutSize(),
      kind: ElementKind(rawValue: try o.required("elementKind").string()),
      anchor: try o.required("containerAnchor").anchor())
    if let r = o["itemAnchor"] { itemAnchor = try r.anchor() }
    if let r = o["zIndex"] { zIndex = try r.integer(minimum: -10_000) }
  }
}

extension BoundaryNode {
  /// A `LayoutBoundarySupplementaryItem`'s fields.
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: [
      "elementKind", "layoutSize", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "zIndex",
    ])
    self.init(
      size: try o.required("layoutSize").layoutSize(),
      kind: ElementKind(rawValue: try o.required("elementKind").string()),
      alignment: try o.required("alignment").choice(RectAlignment.allCases.map { ("\($0)", $0) }))
    if let r = o["absoluteOffset"] { offset = try r.point() }
    if let r = o["extendsBoundary"] { extendsBoundary = try r.bool() }
    if let r = o["pinToVisibleBounds"] { pinned = try r.bool() }
    if let r = o["zIndex"] { zIndex = try r.integer(minimum: -10_000) }
  }
}

extension DecorationNode {
  /// `{background: {elementKind, contentInsets, zIndex}}`.
  init(_ reader: SpecReader) throws(SpecError) {
    let body = try reader.object(allowing: ["background"]).required("background")
    let o = try body.object(allowing: ["elementKind", "contentInsets", "zIndex"])
    self.init(kind: ElementKind(rawValue: try o.required("elementKind").string()))
    if let r = o["contentInsets"] { contentInsets = try r.directionalInsets() }
    if let r = o["zIndex"] { zIndex = try r.integer(minimum: -10_000) }
  }
}

extension MeasuredSizesSpec {
  /// `[{item: 3, width: 375, height: 80}, {elementKind: header, index: 0, width, height}]`.
  init(_ reader: SpecReader) throws(SpecError) {
    self.init()
    for r in try reader.array() {
      let o = try r.object(allowing: ["item", "elementKind", "index", "width", "height"])
      let size = Size(width: try o.required("width").nonNegative(), height: try o.required("height").nonNegative())
      if let kind = o["elementKind"] {
        if let extra = o["item"] { throw extra.failure(message: "cannot be combined with \"elementKind\"") }
        let key = CompositionalSectionLayout.SupplementaryKey(
          kind: ElementKind(rawValue: try kind.string()), index: try o["index"]?.integer() ?? 0)
        supplementaries[key] = size
      } else {
        if let extra = o["index"] { throw extra.failure(message: "\"index\" belongs with \"elementKind\"") }
        items[try o.required("item").integer()] = size
      }
    }
  }
}

extension SpecReader {
  /// Each element of a list read by `read`.
  func list<T>(_ read: (SpecReader) throws(SpecError) -> T) throws(SpecError) -> [T] {
    try array().map { (r) throws(SpecError) in try read(r) }
  }

  /// The number of members of an object (0 for anything else).
  var memberCount: Int {
    if case .object(let pairs) = value.content { return pairs.count }
    return 0
  }

  /// `{widthDimension: D, heightDimension: D}`.
  func layoutSize() throws(SpecError) -> LayoutSize {
    let o = try object(allowing: ["widthDimension", "heightDimension"])
    return LayoutSize(
      widthDimension: try o.required("widthDimension").dimension(),
      heightDimension: try o.required("heightDimension").dimension())
  }

  /// `{fractionalWidth: f}`, `{fractionalHeight: f}`, `{absolute: n}`, `{estimated: n}` or
  /// `{uniformAcrossSiblings: n}`. Values are taken as given (negative fractions included):
  /// the engine repairs them with a diagnostic, as it would for code.
  func dimension() throws(SpecError) -> LayoutDimension {
    let kinds: [(String, (Double) -> LayoutDimension)] = [
      ("fractionalWidth", LayoutDimension.fractionalWidth), ("fractionalHeight", LayoutDimension.fractionalHeight),
      ("absolute", LayoutDimension.absolute), ("estimated", LayoutDimension.estimated),
      ("uniformAcrossSiblings", { LayoutDimension.uniformAcrossSiblings(estimate: $0) }),
    ]
    let o = try object(allowing: kinds.map(\.0))
    guard memberCount == 1, let kind = kinds.first(where: { o[$0.0] != nil }), let r = o[kind.0] else {
      throw failure(expected: "one of " + kinds.map { "{\($0.0): n}" }.joined(separator: ", "))
    }
    return kind.1(try r.number())
  }

  /// `{fixed: n}` or `{flexible: n}`.
  func spacing() throws(SpecError) -> LayoutSpacing {
    let o = try object(allowing: ["fixed", "flexible"])
    if let r = o["fixed"], memberCount == 1 { return .fixed(try r.number()) }
    if let r = o["flexible"], memberCount == 1 { return .flexible(try r.number()) }
    throw failure(expected: "{fixed: n} or {flexible: n}")
  }

  /// `{leading, top, trailing, bottom}`, each a spacing, missing ones none.
  func edgeSpacing() throws(SpecError) -> LayoutEdgeSpacing {
    let o = try object(allowing: ["leading", "top", "trailing", "bottom"])
    return LayoutEdgeSpacing(
      leading: try o["leading"]?.spacing(), top: try o["top"]?.spacing(), trailing: try o["trailing"]?.spacing(),
      bottom: try o["bottom"]?.spacing())
  }

  /// `{top, leading, bottom, trailing}`, missing ones 0, or one number for all four.
  /// Negative values are taken as given and repaired by the engine with a diagnostic.
  func directionalInsets() throws(SpecError) -> DirectionalEdgeInsets {
    if case .number = value.content {
      let n = try number()
      return DirectionalEdgeInsets(top: n, leading: n, bottom: n, trailing: n)
    }
    let o = try object(allowing: ["top", "leading", "bottom", "trailing"])
    return DirectionalEdgeInsets(
      top: try o["top"]?.number() ?? 0, leading: try o["leading"]?.number() ?? 0,
      bottom: try o["bottom"]?.number() ?? 0, trailing: try o["trailing"]?.number() ?? 0)
  }

  /// `{edges: [top, trailing], absoluteOffset: {x, y}}` or with `fractionalOffset`.
  func anchor() throws(SpecError) -> LayoutAnchor {
    let o = try object(allowing: ["edges", "absoluteOffset", "fractionalOffset"])
    let names: [(String, DirectionalRectEdge)] = [
      ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing), ("all", .all),
    ]
    var edges = DirectionalRectEdge()
    for r in try o.required("edges").array() { edges.formUnion(try r.choice(names)) }
    if let absolute = o["absoluteOffset"] {
      if let extra = o["fractionalOffset"] {
        throw extra.failure(message: "cannot be combined with \"absoluteOffset\"")
      }
      return LayoutAnchor(edges: edges, absoluteOffset: try absolute.point())
    }
    if let fractional = o["fractionalOffset"] {
      return LayoutAnchor(edges: edges, fractionalOffset: try fractional.point())
    }
    return LayoutAnchor(edges: edges)
  }

  /// `{x, y}`, finite numbers.
  func point() throws(SpecError) -> Point {
    let o = try object(allowing: ["x", "y"])
    return Point(x: try o.required("x").number(), y: try o.required("y").number())
  }

  /// `{x, y, width, height}`, finite numbers (sizes may be negative: the engine repairs).
  func rect() throws(SpecError) -> Rect {
    let o = try object(allowing: ["x", "y", "width", "height"])
    return Rect(
      x: try o.required("x").number(), y: try o.required("y").number(), width: try o.required("width").number(),
      height: try o.required("height").number())
  }
}
