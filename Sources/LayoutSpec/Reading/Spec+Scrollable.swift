import CollectionLayout

extension ScrollableSpec {
  /// `{itemSize, minimumInteritemSpacing, headerReferenceSize, footerReferenceSize,
  /// sectionInset, showsSectionBackgrounds, sectionHeadersPinToVisibleBounds, scrolling}`,
  /// each optional (JEK's defaults).
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: [
      "itemSize", "minimumInteritemSpacing", "headerReferenceSize", "footerReferenceSize", "sectionInset",
      "showsSectionBackgrounds", "sectionHeadersPinToVisibleBounds", "scrolling",
    ])
    var c = ScrollableSectionsConfiguration()
    if let r = o["itemSize"] { c.itemSize = try r.size() }
    if let r = o["minimumInteritemSpacing"] { c.minimumInteritemSpacing = try r.nonNegative() }
    if let r = o["headerReferenceSize"] { c.headerReferenceSize = try r.size() }
    if let r = o["footerReferenceSize"] { c.footerReferenceSize = try r.size() }
    if let r = o["sectionInset"] { c.sectionInset = try r.insets() }
    if let r = o["showsSectionBackgrounds"] { c.showsSectionBackgrounds = try r.bool() }
    if let r = o["sectionHeadersPinToVisibleBounds"] { c.sectionHeadersPinToVisibleBounds = try r.bool() }
    if let r = o["scrolling"] { c.sectionScrolling = try StripScrollSettings(r) }
    self.init(configuration: c)
  }
}

extension StripScrollSettings {
  /// `{snapping, pagingEnabled, scrollEnabled, bounces, alwaysBounces, showsScrollIndicator,
  /// decelerationRate}`, each optional.
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: [
      "snapping", "pagingEnabled", "scrollEnabled", "bounces", "alwaysBounces", "showsScrollIndicator",
      "decelerationRate",
    ])
    self.init()
    if let r = o["snapping"] { snapping = try r.choice(OrthogonalScrollingBehavior.allCases.map { ($0.rawValue, $0) }) }
    if let r = o["pagingEnabled"] { isPagingEnabled = try r.bool() }
    if let r = o["scrollEnabled"] { isScrollEnabled = try r.bool() }
    if let r = o["bounces"] { bounces = try r.bool() }
    if let r = o["alwaysBounces"] { alwaysBounces = try r.bool() }
    if let r = o["showsScrollIndicator"] { showsScrollIndicator = try r.bool() }
    if let r = o["decelerationRate"] {
      let rate = try r.number()
      guard rate > 0 && rate < 1 else { throw r.failure(expected: "a deceleration rate between 0 and 1") }
      decelerationRate = rate
    }
  }
}

extension ScrollSpec {
  /// `{sectionOffsets: {"2": 120, …}}`: keys are section indices.
  init(_ reader: SpecReader) throws(SpecError) {
    let o = try reader.object(allowing: ["sectionOffsets"])
    self.init()
    guard let offsets = o["sectionOffsets"] else { return }
    guard case .object(let pairs) = offsets.value.content else { throw offsets.failure(expected: "an object") }
    for pair in pairs {
      let r = SpecReader(pair.value, path: "\(offsets.path).\(pair.key)", file: offsets.file)
      guard let section = Int(pair.key), section >= 0 else {
        throw r.failure(message: "expected a section index (a whole number ≥ 0) as the key, found \"\(pair.key)\"")
      }
      sectionOffsets[section] = try r.number()
    }
  }
}

extension SectionSpec {
  /// The fields a scrollable layout's sections may have: those it uses. `side`, `plugin`,
  /// `effects` and `minimumItemLineSpacing` have no meaning there (one spacing, JEK's
  /// `minimumInteritemSpacing`, serves both directions) and are refused.
  static let scrollableKeys = [
    "items", "header", "footer", "inset", "minimumInterItemSpacing", "backgroundColor", "wraps", "scrolling",
  ]

  /// A section of a scrollable layout: `items` may be a bare count, of the layout's
  /// `itemSize`; plus `wraps` and `scrolling`. A `backgroundColor` needs the layout's
  /// `showsSectionBackgrounds`, as JEK draws backgrounds only then.
  init(scrollable reader: SpecReader, showsBackgrounds: Bool) throws(SpecError) {
    try self.init(reader, keys: Self.scrollableKeys, bareCounts: true)
    let o = try reader.object(allowing: Self.scrollableKeys)
    if let r = o["wraps"] { wraps = try r.bool() }
    if let r = o["scrolling"] { scrolling = try StripScrollSettings(r) }
    if let r = o["backgroundColor"], !showsBackgrounds {
      throw r.failure(
        message:
          "expected layout.scrollable.showsSectionBackgrounds: true beside a backgroundColor (without it no background is drawn), found it false"
      )
    }
  }
}
