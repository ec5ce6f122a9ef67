import CollectionLayout

extension Spec {
  /// Decodes a spec from the text of a JSON or YAML file; errors name `file`.
  public static func decode(_ text: String, file: String) throws(SpecError) -> Spec {
    let root = SpecReader(try SpecParser.parse(text, file: file), file: file)
    let top = try root.object(allowing: ["title", "description", "container", "layout", "sections"])
    let container = try ContainerSpec(try top.required("container"))
    let layout = try LayoutSpecKind(try top.required("layout"))
    let sections = try top.required("sections").array().map { (r) throws(SpecError) in try SectionSpec(r) }
    return Spec(
      title: try top["title"]?.string(), summary: try top["description"]?.string(), container: container,
      layout: layout, sections: sections)
  }
}

extension ContainerSpec {
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: [
      "width", "height", "safeArea", "contentInset", "contentOffset", "layoutDirection", "displayScale",
    ])
    self.init(width: try o.required("width").nonNegative(), height: try o.required("height").nonNegative())
    if let r = o["safeArea"] { safeArea = try r.insets() }
    if let r = o["contentInset"] { contentInset = try r.insets() }
    if let r = o["contentOffset"] {
      let p = try r.object(allowing: ["x", "y"])
      contentOffset = Point(x: try p.required("x").number(), y: try p.required("y").number())
    }
    if let r = o["layoutDirection"] {
      layoutDirection = try r.choice([("ltr", .leftToRight), ("rtl", .rightToLeft)])
    }
    if let r = o["displayScale"] { displayScale = try r.positive() }
  }
}

extension LayoutSpecKind {
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: ["split"])
    guard let split = o["split"] else {
      throw reader.failure(message: "expected a layout kind: split")
    }
    self = .split(try SplitSpec(split))
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
      c.sectionInsetReference = try r.choice([
        ("fromSafeArea", .fromSafeArea), ("fromContentInset", .fromContentInset),
      ])
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
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: [
      "side", "items", "header", "footer", "inset", "minimumInterItemSpacing", "minimumItemLineSpacing",
      "backgroundColor",
    ])
    self.init(items: try ItemsSpec(try o.required("items")))
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
  }
}

extension ItemsSpec {
  init(_ reader: SpecReader) throws(SpecError) {
    if reader.isArray {
      self = .sizes(try reader.array().map { (r) throws(SpecError) in try r.size() })
      return
    }
    let o = try reader.object(allowing: ["count", "size", "perLine", "aspectRatio", "height"])
    let count = try o.required("count").integer()
    if let size = o["size"] {
      if let extra = o["perLine"] ?? o["aspectRatio"] ?? o["height"] {
        throw extra.failure(message: "cannot be combined with \"size\"; give either size or perLine")
      }
      self = .uniform(count: count, size: try size.size())
    } else if let perLine = o["perLine"] {
      let n = try perLine.adaptive { (v) throws(SpecError) in try v.integer(minimum: 1, maximum: 1000) }
      if let ratio = o["aspectRatio"], o["height"] != nil {
        throw ratio.failure(message: "cannot be combined with \"height\"; give one of them")
      }
      let height: ItemHeightSpec =
        if let h = o["height"] { .fixed(try h.nonNegative()) } else {
          .aspectRatio(try o["aspectRatio"]?.positive() ?? 1)
        }
      self = .perLine(count: count, perLine: n, height: height)
    } else {
      throw reader.failure(message: "expected \"size\" or \"perLine\" beside \"count\"")
    }
  }
}

extension ChromeSizeSpec {
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: ["width", "height"])
    let w = try o.required("width")
    let width: Double? =
      if case .string = w.value.content { try w.choice([("full", nil)]) } else { try w.nonNegative() }
    self.init(width: width, height: try o.required("height").nonNegative())
  }
}

extension SpecReader {
  /// `{width, height}`, both ≥ 0.
  func size() throws(SpecError) -> Size {
    let o = try object(allowing: ["width", "height"])
    return Size(width: try o.required("width").nonNegative(), height: try o.required("height").nonNegative())
  }

  /// `{top, left, bottom, right}`, each ≥ 0 and optional (0), or one number for all four.
  func insets() throws(SpecError) -> EdgeInsets {
    if case .number = value.content { return EdgeInsets(all: try nonNegative()) }
    let o = try object(allowing: ["top", "left", "bottom", "right"])
    return EdgeInsets(
      top: try o["top"]?.nonNegative() ?? 0, left: try o["left"]?.nonNegative() ?? 0,
      bottom: try o["bottom"]?.nonNegative() ?? 0, right: try o["right"]?.nonNegative() ?? 0)
  }

  /// `"#RRGGBB"` or `"#RRGGBBAA"`.
  func color() throws(SpecError) -> Color {
    let expected = "a colour \"#RRGGBB\" or \"#RRGGBBAA\""
    guard case .string(let s) = value.content, s.hasPrefix("#"), s.count == 7 || s.count == 9,
      let bits = UInt32(s.dropFirst(), radix: 16)
    else { throw failure(expected: expected) }
    if s.count == 7 { return Color(rgb: bits) }
    return Color(
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
