/// The attributes of one stored element, as a query returns it: moved from its section's
/// coordinates to the content's, scrolled with its strip, pinned, and made physical.
extension LayoutModel {
  /// Whether section `section` attaches elements of `kind` to its items (badges, groups'
  /// supplementaries) rather than to itself. O(kinds in the section).
  func attachesElements(ofKind kind: ElementKind, inSection section: Int) -> Bool {
    sections.indices.contains(section) && sections[section].elements.attaches(kind)
  }

  /// The canonical origin of section `s`.
  func sectionOrigin(_ s: Int) -> Point {
    Point(x: columns.origins[sections[s].column], y: mainOrigins[s])
  }

  /// Where the item frames of `g` start, canonical, for a section at `origin`.
  func itemAreaOrigin(_ g: SectionGeometry, _ origin: Point) -> Point {
    Point(x: origin.x + g.itemsOrigin.x, y: origin.y + g.itemsOrigin.y)
  }

  /// A stored item or element frame as canonical item-area coordinates: strip frames are
  /// turned back and scrolled by `offset`.
  @inline(__always)
  func scrolled(_ f: Rect, in g: SectionGeometry, offset: Double) -> Rect {
    g.strip == nil ? f : Rect(x: f.minY - offset, y: f.minX, width: f.height, height: f.width)
  }

  func cell(_ i: Int, of s: Int, in g: SectionGeometry, at items: Point, offset: Double) -> LayoutAttributes {
    let frame = scrolled(g.items.frames[i], in: g, offset: offset).offsetBy(dx: items.x, dy: items.y)
    return LayoutAttributes(id: .cell(section: s, item: i), frame: space.physical(frame), zIndex: g.cellZIndex)
  }

  func element(_ k: Int, of s: Int, in g: SectionGeometry, at items: Point, offset: Double)
    -> LayoutAttributes
  {
    let info = g.elements.info[k]
    let frame = scrolled(g.elements.floating.frames[k], in: g, offset: offset).offsetBy(dx: items.x, dy: items.y)
    return LayoutAttributes(
      id: ElementID(category: info.category, kind: g.elements.kind(at: k), section: s, item: info.item),
      frame: space.physical(frame), zIndex: info.zIndex)
  }

  /// Calls `body` with the decorations `g`'s ``ItemDecorator`` derives from item `i` where
  /// it is now (scrolled with its strip), as attributes.
  func forEachDecoration(
    ofItem i: Int, of s: Int, in g: SectionGeometry, at items: Point, offset: Double,
    _ body: (LayoutAttributes) -> Void
  ) {
    guard let decorator = g.itemDecorator else { return }
    let frame = scrolled(g.items.frames[i], in: g, offset: offset).offsetBy(dx: items.x, dy: items.y)
    decorator.forEachDecoration(ofItem: i, of: g.items.count, section: s, frame: frame) { d in
      body(
        LayoutAttributes(
          id: .decoration(d.kind, section: s, item: i), frame: space.physical(d.frame), zIndex: d.zIndex,
          backgroundColor: d.color))
    }
  }

  /// A section-level element (a boundary supplementary, a decoration): in a strip section it
  /// stays put while the strip scrolls.
  func sectionLevelElement(_ e: ArrangedElement, of s: Int, in g: SectionGeometry, at items: Point) -> LayoutAttributes
  {
    LayoutAttributes(
      id: e.id(section: s), frame: space.physical(e.frame.offsetBy(dx: items.x, dy: items.y)), zIndex: e.zIndex,
      // A list's background is drawn by the layout, in the section's colour.
      backgroundColor: e.isListBackground ? g.backgroundColor : nil)
  }

  func pinnedElement(
    _ e: ArrangedElement, of s: Int, in g: SectionGeometry, at items: Point, pinning: PinningFrame
  ) -> LayoutAttributes {
    var frame = e.frame
    frame.origin.y = pinning.elementStart(of: s, natural: frame, edge: e.pinnedEdge ?? .start)
    return LayoutAttributes(
      id: e.id(section: s), frame: space.physical(frame.offsetBy(dx: items.x, dy: items.y)), zIndex: e.zIndex)
  }

  func background(of s: Int, in g: SectionGeometry, origin: Point) -> LayoutAttributes? {
    guard g.hasBackground else { return nil }
    return LayoutAttributes(
      id: .decoration(.background, section: s),
      frame: space.physical(g.backgroundArea.offsetBy(dx: origin.x, dy: origin.y)), zIndex: ZIndex.background,
      backgroundColor: g.backgroundColor)
  }

  func header(of s: Int, in g: SectionGeometry, origin: Point, pinning: PinningFrame) -> LayoutAttributes? {
    chrome(.header, frame: g.header, of: s, origin: origin, pinned: configuration.pinsHeaders) {
      pinning.headerStart(of: s, natural: $0)
    }
  }

  func footer(of s: Int, in g: SectionGeometry, origin: Point, pinning: PinningFrame) -> LayoutAttributes? {
    chrome(.footer, frame: g.footer, of: s, origin: origin, pinned: configuration.pinsFooters) {
      pinning.footerStart(of: s, natural: $0)
    }
  }

  /// A header or footer: its section-local frame moved to where pinning puts it.
  func chrome(
    _ kind: ElementKind, frame: Rect?, of s: Int, origin: Point, pinned: Bool, start: (Double) -> Double
  ) -> LayoutAttributes? {
    guard var frame else { return nil }
    frame.origin.y = start(frame.minY)
    return LayoutAttributes(
      id: .supplementary(kind, section: s), frame: space.physical(frame.offsetBy(dx: origin.x, dy: origin.y)),
      zIndex: pinned ? ZIndex.pinned : ZIndex.supplementary)
  }
}
