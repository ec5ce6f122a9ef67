import CollectionLayout

extension Spec {
  /// The most items a spec may have, in all its sections together (and so in any one).
  public static let maximumItemCount = 10_000_000

  /// Decodes a spec from the text of a JSON or YAML file; errors name `file`.
  public static func decode(_ text: String, file: String) throws(SpecError) -> Spec {
    let root = SpecReader(try SpecParser.parse(text, file: file), file: file)
    let top = try root.object(allowing: [
      "title", "description", "container", "layout", "sections", "scroll", "shortContentAlignment",
    ])
    let container = try ContainerSpec(try top.required("container"))
    let layout = try LayoutSpecKind(try top.required("layout"))
    var compositional: CompositionalSpec?
    if case .compositional(let c) = layout { compositional = c }
    var scrollable: ScrollableSpec?
    if case .scrollable(let s) = layout { scrollable = s }
    var itemCount = 0
    let sections = try top.required("sections").array().map { (r) throws(SpecError) in
      let section: SectionSpec
      if let scrollable {
        section = try SectionSpec(scrollable: r, showsBackgrounds: scrollable.configuration.showsSectionBackgrounds)
      } else if let compositional {
        section = try SectionSpec(compositional: r)
        if section.compositionalSection == nil && compositional.section == nil {
          throw r.failure(message: "missing required field \"section\" (layout.compositional has no section for all)")
        }
      } else {
        section = try SectionSpec(r)
      }
      // The cap is on the whole spec: many sections of allowed size add up.
      itemCount += section.items.count
      if itemCount > maximumItemCount {
        throw r.failure(
          message: "expected at most \(maximumItemCount.grouped) items in all sections, found \(itemCount.grouped) "
            + "up to this one")
      }
      return section
    }
    var spec = Spec(
      title: try top["title"]?.string(), summary: try top["description"]?.string(), container: container,
      layout: layout, sections: sections)
    if let r = top["scroll"] { spec.scroll = try ScrollSpec(r) }
    if let r = top["shortContentAlignment"] {
      spec.shortContentAlignment = try r.choice(ShortContentAlignment.allCases.map { ($0.rawValue, $0) })
    }
    return spec
  }
}

extension ContainerSpec {
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: [
      "width", "height", "safeArea", "contentInset", "contentOffset", "layoutDirection", "displayScale",
      "layoutMargins", "readableContentInsets", "reduceMotion",
    ])
    self.init(width: try o.required("width").nonNegative(), height: try o.required("height").nonNegative())
    if let r = o["safeArea"] { safeArea = try r.insets() }
    if let r = o["contentInset"] { contentInset = try r.insets() }
    if let r = o["layoutMargins"] { layoutMargins = try r.insets() }
    if let r = o["readableContentInsets"] { readableContentInsets = try r.insets() }
    if let r = o["contentOffset"] {
      let p = try r.object(allowing: ["x", "y"])
      contentOffset = Point(x: try p.required("x").number(), y: try p.required("y").number())
    }
    if let r = o["layoutDirection"] {
      layoutDirection = try r.choice([("ltr", .leftToRight), ("rtl", .rightToLeft)])
    }
    if let r = o["displayScale"] { displayScale = try r.positive() }
    if let r = o["reduceMotion"] { reducesMotion = try r.bool() }
  }
}

extension LayoutSpecKind {
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: ["split", "stacked", "compositional", "scrollable"])
    guard reader.memberCount == 1 else {
      throw reader.failure(message: "expected one layout kind: split, stacked, compositional or scrollable")
    }
    if let split = o["split"] {
      self = .split(try SplitSpec(split))
    } else if let stacked = o["stacked"] {
      self = .stacked(try StackedSpec(stacked))
    } else if let compositional = o["compositional"] {
      self = .compositional(try CompositionalSpec(compositional))
    } else if let scrollable = o["scrollable"] {
      self = .scrollable(try ScrollableSpec(scrollable))
    } else {
      throw reader.failure(message: "expected a layout kind: split, stacked, compositional or scrollable")
    }
  }
}

extension SplitSpec {
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: [
      "leftSideRatio", "splitSpacing", "columnRatios", "minimumInterItemSpacing", "minimumItemLineSpacing",
      "sectionInset", "sectionInsetReference", "isNormalizingLineHeight", "sectionPinToVisibleBounds",
      "sectionFooterPinToVisibleBounds",
    ])
    var c = SplitLayoutConfiguration()
    if let r = o["splitSpacing"] { c.splitSpacing = try r.nonNegative() }
    if let r = o["columnRatios"] {
      let ratios = try r.array().map { (e) throws(SpecError) in try e.nonNegative() }
      guard !ratios.isEmpty else { throw r.failure(expected: "a non-empty list of ratios") }
      c.columnRatios = ratios
    }
    if let r = o["minimumInterItemSpacing"] { c.minimumInterItemSpacing = try r.nonNegative() }
    if let r = o["minimumItemLineSpacing"] { c.minimumItemLineSpacing = try r.nonNegative() }
    if let r = o["sectionInset"] { c.sectionInset = try r.insets() }
    if let r = o["sectionInsetReference"] {
      c.sectionInsetReference = try r.choice(SectionInsetReference.allCases.map { ($0.rawValue, $0) })
    }
    if let r = o["isNormalizingLineHeight"] { c.isNormalizingLineHeight = try r.bool() }
    if let r = o["sectionPinToVisibleBounds"] { c.sectionPinToVisibleBounds = try r.bool() }
    if let r = o["sectionFooterPinToVisibleBounds"] { c.sectionFooterPinToVisibleBounds = try r.bool() }
    let ratio = try o["leftSideRatio"].map { (r) throws(SpecError) in
      try r.adaptive { (v) throws(SpecError) in try v.number() }
    }
    self.init(configuration: c, leftSideRatio: ratio ?? Adaptive(1))
  }
}

extension SectionSpec {
  /// The fields every layout kind's sections may have.
  static let commonKeys = [
    "side", "items", "header", "footer", "inset", "minimumInterItemSpacing", "minimumItemLineSpacing",
    "backgroundColor", "plugin", "effects",
  ]

  /// A section; with `bareCounts`, `items` may be a bare count (items of the layout's
  /// size, ``itemsUseLayoutSize``).
  init(_ reader: SpecReader, keys: [String] = commonKeys, bareCounts: Bool = false) throws(SpecError) {
    let o = try reader.object(allowing: keys)
    let items = try o.required("items")
    if bareCounts, case .number = items.value.content {
      self.init(items: .uniform(count: try items.integer(), item: ItemInput()))
      itemsUseLayoutSize = true
    } else {
      self.init(items: try ItemsSpec(items))
    }
    if let r = o["side"] {
      if case .number = r.value.content {
        side = SplitSide(column: try r.integer(maximum: 64))
      } else {
        side = try r.choice([("left", .left), ("right", .right)])
      }
    }
    header = try o["header"].map { (r) throws(SpecError) in try ChromeSizeSpec(r) }
    footer = try o["footer"].map { (r) throws(SpecError) in try ChromeSizeSpec(r) }
    inset = try o["inset"]?.insets()
    minimumInterItemSpacing = try o["minimumInterItemSpacing"]?.nonNegative()
    minimumItemLineSpacing = try o["minimumItemLineSpacing"]?.nonNegative()
    backgroundColor = try o["backgroundColor"]?.color()
    plugin = try o["plugin"].map { (r) throws(SpecError) in try PluginSpec(r) }
    effects = try o["effects"]?.array().map { (r) throws(SpecError) in try EffectSpec(r) } ?? []
  }
}

extension SectionSpec {
  /// A section of a compositional layout: `items` (a count), its own `section` and
  /// `measured` sizes.
  init(compositional reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: ["items", "section", "measured"])
    let items = try o.required("items")
    let count: Int
    if items.isObject {
      count = try items.object(allowing: ["count"]).required("count").integer()
    } else {
      count = try items.integer()
    }
    self.init(items: .uniform(count: count, item: ItemInput()))
    compositionalSection = try o["section"].map { (r) throws(SpecError) in try SectionNode(r) }
    measured = try o["measured"].map { (r) throws(SpecError) in try MeasuredSizesSpec(r) } ?? MeasuredSizesSpec()
  }
}

extension ItemsSpec {
  init(_ reader: SpecReader) throws(SpecError) {
    if reader.isArray {
      self = .list(try reader.array().map { (r) throws(SpecError) in try r.itemInput() })
      return
    }
    let o = try reader.object(allowing: [
      "count", "size", "perLine", "aspectRatio", "height", "lineFraction", "canBeBig", "cycle",
    ])
    let count = try o.required("count").integer()
    if let perLine = o["perLine"] {
      if let extra = o["size"] ?? o["cycle"] ?? o["lineFraction"] ?? o["canBeBig"] {
        throw extra.failure(message: "cannot be combined with \"perLine\"")
      }
      let n = try perLine.adaptive { (v) throws(SpecError) in try v.integer(minimum: 1, maximum: 1000) }
      if let ratio = o["aspectRatio"], o["height"] != nil {
        throw ratio.failure(message: "cannot be combined with \"height\"; give one of them")
      }
      let height: ItemHeightSpec =
        if let h = o["height"] { .fixed(try h.nonNegative()) } else {
          .aspectRatio(try o["aspectRatio"]?.positive() ?? 1)
        }
      self = .perLine(count: count, perLine: n, height: height)
    } else if let cycle = o["cycle"] {
      if let extra = o["size"] ?? o["aspectRatio"] ?? o["height"] ?? o["lineFraction"] ?? o["canBeBig"] {
        throw extra.failure(message: "cannot be combined with \"cycle\"; put it in the cycle's entries")
      }
      let pattern = try cycle.array().map { (r) throws(SpecError) in try r.itemInput() }
      guard !pattern.isEmpty else { throw cycle.failure(expected: "a non-empty list of items") }
      self = .cycle(count: count, pattern: pattern)
    } else {
      if let height = o["height"] { throw height.failure(message: "\"height\" needs \"perLine\"") }
      guard o["size"] != nil || o["aspectRatio"] != nil || o["lineFraction"] != nil || o["canBeBig"] != nil else {
        throw reader.failure(message: "expected \"size\", \"perLine\", \"aspectRatio\" or \"cycle\" beside \"count\"")
      }
      self = .uniform(count: count, item: try reader.itemInput(in: o))
    }
  }
}

extension SpecReader {
  /// An item: `{width, height}` and/or `{aspectRatio, lineFraction, canBeBig}`.
  func itemInput() throws(SpecError) -> ItemInput {
    try itemInput(in: try object(allowing: ["width", "height", "aspectRatio", "lineFraction", "canBeBig"]))
  }

  /// The item fields of `o` (a `size` object or `width`/`height`, and plugin parameters).
  /// Aspect ratios and line fractions are taken as given, even when out of range: the
  /// engine repairs them with a diagnostic.
  func itemInput(in o: SpecObject) throws(SpecError) -> ItemInput {
    var input = ItemInput()
    if let size = o["size"] {
      input.size = try size.size()
    } else if o["width"] != nil || o["height"] != nil {
      input.size = Size(
        width: try o.required("width").nonNegative(), height: try o.required("height").nonNegative())
    }
    if let r = o["aspectRatio"] { input.aspectRatio = try r.ratio() }
    if let r = o["lineFraction"] { input.lineFraction = try r.integer(minimum: -1000, maximum: 1000) }
    if let r = o["canBeBig"] { input.canBeBig = try r.bool() }
    return input
  }

  /// A number, or a fraction written `"16/9"`.
  func ratio() throws(SpecError) -> Double {
    if case .string(let s) = value.content {
      let parts = s.split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard parts.count == 2, let a = parts[0], let b = parts[1] else {
        throw failure(expected: "a number or a fraction such as \"16/9\"")
      }
      return a / b
    }
    return try number()
  }
}

extension ChromeSizeSpec {
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: ["width", "height"])
    func extent(_ r: SpecReader) throws(SpecError) -> Double? {
      if case .string = r.value.content { return try r.choice([("full", nil)]) }
      return try r.nonNegative()
    }
    self.init(width: try extent(try o.required("width")), height: try extent(try o.required("height")))
  }
}

extension SpecReader {
  /// `{width, height}`, both ≥ 0.
  func size() throws(SpecError) -> Size {
    let o = try object(allowing: ["width", "height"])
    return Size(width: try o.required("width").nonNegative(), height: try o.required("height").nonNegative())
  }

  /// `{top, left, bottom, right}`, each ≥ 0 and optional (0), or one number for all four.
  func insets() throws(SpecError) -> LayoutEdgeInsets {
    if case .number = value.content { return LayoutEdgeInsets(all: try nonNegative()) }
    let o = try object(allowing: ["top", "left", "bottom", "right"])
    return LayoutEdgeInsets(
      top: try o["top"]?.nonNegative() ?? 0, left: try o["left"]?.nonNegative() ?? 0,
      bottom: try o["bottom"]?.nonNegative() ?? 0, right: try o["right"]?.nonNegative() ?? 0)
  }

  /// `"#RRGGBB"` or `"#RRGGBBAA"`.
  func color() throws(SpecError) -> LayoutColor {
    let expected = "a colour \"#RRGGBB\" or \"#RRGGBBAA\""
    guard case .string(let s) = value.content, s.hasPrefix("#"), s.count == 7 || s.count == 9,
      let bits = UInt32(s.dropFirst(), radix: 16)
    else { throw failure(expected: expected) }
    if s.count == 7 { return LayoutColor(rgb: bits) }
    return LayoutColor(
      red: Double(bits >> 24) / 255, green: Double((bits >> 16) & 0xFF) / 255, blue: Double((bits >> 8) & 0xFF) / 255,
      alpha: Double(bits & 0xFF) / 255)
  }

  /// A value, or `{portrait: value, landscape: value}`.
  func adaptive<T>(_ read: (SpecReader) throws(SpecError) -> T) throws(SpecError) -> Adaptive<T> {
    guard isObject else { return Adaptive(try read(self)) }
    let o = try object(allowing: ["portrait", "landscape"])
    return Adaptive(portrait: try read(try o.required("portrait")), landscape: try read(try o.required("landscape")))
  }
}
