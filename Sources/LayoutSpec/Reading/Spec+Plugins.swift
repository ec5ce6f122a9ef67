import CollectionLayout

extension StackedSpec {
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: [
      "scrollDirection", "sectionInsetReference", "plugin", "minimumInterItemSpacing", "minimumItemLineSpacing",
      "sectionInset",
    ])
    self.init()
    if let r = o["scrollDirection"] {
      scrollDirection = try r.choice([("vertical", .vertical), ("horizontal", .horizontal)])
    }
    if let r = o["sectionInsetReference"] {
      insetReference = try r.choice(SectionInsetReference.allCases.map { ($0.rawValue, $0) })
    }
    if let r = o["plugin"] { plugin = try PluginSpec(r) }
    if let r = o["minimumInterItemSpacing"] { minimumInterItemSpacing = try r.nonNegative() }
    if let r = o["minimumItemLineSpacing"] { minimumItemLineSpacing = try r.nonNegative() }
    if let r = o["sectionInset"] { sectionInset = try r.insets() }
  }
}

extension PluginSpec {
  /// `flow`, `{flow: {alignment}}`, `grid`, `{grid: {alignment}}`, `{staggered: {lineCount,
  /// placement}}`, `{mosaic: {lineCount, lineMultiple}}`, `list`, `packed`.
  init(_ reader: SpecReader) throws(SpecError) {
    let names = ["packed", "flow", "grid", "staggered", "mosaic", "list"]
    let name: String
    let parameters: SpecReader?
    if case .string(let s) = reader.value.content {
      guard names.contains(s) else { throw reader.failure(expected: names.joined(separator: " or ")) }
      name = s
      parameters = nil
    } else {
      let o = try reader.object(allowing: names)
      guard let key = names.first(where: { o[$0] != nil }) else {
        throw reader.failure(expected: "one of " + names.joined(separator: ", "))
      }
      name = key
      parameters = o[key]
    }
    let alignments: [(String, FlowAlignment)] = FlowAlignment.allCases.map { ($0.rawValue, $0) }
    switch name {
    case "flow", "grid":
      let p = try parameters?.object(allowing: ["alignment"])
      let alignment = try p?["alignment"]?.choice(alignments) ?? (name == "flow" ? .default : .start)
      self = name == "flow" ? .flow(alignment) : .grid(alignment)
    case "staggered":
      let p = try parameters?.object(allowing: ["lineCount", "placement"])
      self = .staggered(
        lineCount: try p?["lineCount"]?.integer(minimum: -1000, maximum: 100_000) ?? 2,
        placement: try p?["placement"]?.choice(StaggeredSectionLayout.Placement.allCases.map { ($0.rawValue, $0) })
          ?? .roundRobin)
    case "mosaic":
      let p = try parameters?.object(allowing: ["lineCount", "lineMultiple"])
      self = .mosaic(
        lineCount: try p?["lineCount"]?.integer(minimum: -1000, maximum: 100_000) ?? 3,
        lineMultiple: try p?["lineMultiple"]?.number() ?? 50)
    case "list": self = .list
    default: self = .packed
    }
  }
}

extension EffectSpec {
  /// A name (`sticky`, `stickyFooter`, `elastic`, `fade`, `parallax`, `scale`) or
  /// `{NAME: {parameters}, on: TARGETS}`.
  init(_ reader: SpecReader) throws(SpecError) {
    let names = ["sticky", "stickyFooter", "elastic", "fade", "parallax", "scale"]
    let name: String
    var parameters: SpecReader?
    var on: SpecReader?
    if case .string(let s) = reader.value.content {
      guard names.contains(s) else { throw reader.failure(expected: names.joined(separator: " or ")) }
      name = s
    } else {
      let o = try reader.object(allowing: names + ["on"])
      guard let key = names.first(where: { o[$0] != nil }) else {
        throw reader.failure(expected: "one of " + names.joined(separator: ", "))
      }
      name = key
      parameters = o[key]
      on = o["on"]
    }
    func object(_ keys: [String]) throws(SpecError) -> SpecObject? {
      guard let parameters, parameters.isObject else { return nil }
      return try parameters.object(allowing: keys)
    }
    let defaultTargets: EffectTargets
    switch name {
    case "sticky", "stickyFooter":
      var edge: StickyEffect.Edge = name == "sticky" ? .start : .end
      if let parameters, !parameters.isObject {
        edge = try parameters.choice([("start", .start), ("end", .end)])
      }
      effect = StickyEffect(edge: edge)
      defaultTargets = edge == .start ? .header : .footer
    case "elastic":
      let p = try object(["spacing", "span"])
      effect = ElasticEffect(spacing: try p?["spacing"]?.number() ?? 90, span: try p?["span"]?.number() ?? 200)
      defaultTargets = .cells
    case "fade":
      let p = try object(["span"])
      effect = FadeEffect(span: try p?["span"]?.number() ?? 200)
      defaultTargets = .cells
    case "parallax":
      let p = try object(["fraction"])
      effect = ParallaxEffect(fraction: try p?["fraction"]?.number() ?? 0.5)
      defaultTargets = .cells
    default:
      let p = try object(["minimumScale", "span"])
      effect = ScaleEffect(minimumScale: try p?["minimumScale"]?.number() ?? 0.8, span: try p?["span"]?.number())
      defaultTargets = .cells
    }
    targets = try on.map { (r) throws(SpecError) in try r.effectTargets() } ?? defaultTargets
  }
}

extension SpecReader {
  /// `cells`, `header`, `footer`, `background`, `all`, or a list of them.
  func effectTargets() throws(SpecError) -> EffectTargets {
    let choices: [(String, EffectTargets)] = [
      ("cells", .cells), ("header", .header), ("footer", .footer), ("background", .background), ("all", .all),
    ]
    if isArray {
      var set = EffectTargets()
      for r in try array() { set.formUnion(try r.choice(choices)) }
      return set
    }
    return try choice(choices)
  }
}
