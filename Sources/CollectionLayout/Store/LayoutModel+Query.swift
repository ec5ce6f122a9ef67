/// Rect and identity queries.
extension LayoutModel {
  /// Every element whose frame strictly intersects `rect` (touching edges do not count),
  /// with pinned headers and footers where `scroll` puts them and each section's effects
  /// applied (an element is kept when its frame after effects meets the rect).
  ///
  /// Order: by section ascending; in a section the header, the cells in item order, the
  /// footer, then the background — the order of ``allElements(scroll:)``.
  ///
  /// Complexity: O(columns · log sections + log items + k).
  public func elements(in rect: Rect, scroll: ScrollState) -> [LayoutAttributes] {
    // Frames are stored relative to their section and translated on the way out, so a
    // returned frame can differ from the stored one in the last bit. Candidates are found
    // with a query grown by a rounding slack; the exact test is on each frame returned, so
    // the result is exactly the brute-force filter of the frames the model reports.
    let exact = space.canonical(rect)
    let slack = 1e-9 * Swift.max(1, abs(exact.minX), abs(exact.maxX), abs(exact.minY), abs(exact.maxY))
    let query = Rect(
      x: exact.minX - slack, y: exact.minY - slack, width: exact.width + 2 * slack, height: exact.height + 2 * slack)
    let pinning = PinningFrame(model: self, scroll: scroll)
    let effects = EffectScroll(model: self, scroll: scroll)
    // Sections whose effects move elements are found that much beyond the rect.
    let reach = effects.distance(effectReach)
    let sectionQuery = Rect(x: query.minX, y: query.minY - reach, width: query.width, height: query.height + 2 * reach)
    var hits: [Int] = []
    for (c, members) in sectionsByColumn.enumerated() where !members.isEmpty {
      let x0 = columns.origins[c]
      guard Swift.max(sectionQuery.minX, x0) < Swift.min(sectionQuery.maxX, x0 + columns.widths[c]) else { continue }
      // First section of the column that ends after the query's start.
      var low = 0
      var high = members.count
      while low < high {
        let mid = (low + high) >> 1
        let s = members[mid]
        if mainOrigins[s] + sections[s].length > sectionQuery.minY { high = mid } else { low = mid + 1 }
      }
      var k = low
      while k < members.count, mainOrigins[members[k]] < sectionQuery.maxY {
        hits.append(members[k])
        k += 1
      }
    }
    if sectionsByColumn.count > 1 { hits.sort() }
    var result: [LayoutAttributes] = []
    for s in hits {
      appendElements(of: s, in: rect, canonical: query, pinning: pinning, effects: effects, to: &result)
    }
    return result
  }

  /// What an effect applied to an element of `section` sees at `scroll`, or `nil` for an
  /// unknown section: for adapters whose own effects run on the engine's elements.
  public func effectContext(forSection section: Int, scroll: ScrollState) -> EffectContext? {
    guard sections.indices.contains(section) else { return nil }
    let g = sections[section]
    let origin = sectionOrigin(section)
    let items = itemAreaOrigin(g, origin)
    return EffectScroll(model: self, scroll: scroll).context(g, origin: origin, itemsOrigin: items)
  }

  /// How far `reach` extends at `scroll`: for adapters that grow a query by the reach of
  /// effects they apply themselves.
  public func effectReachDistance(_ reach: EffectReach, scroll: ScrollState) -> Double {
    EffectScroll(model: self, scroll: scroll).distance(reach)
  }

  /// Every element of the layout, zero-size ones included, in section order, with pinned
  /// elements where `scroll` puts them and effects applied. O(elements).
  public func allElements(scroll: ScrollState) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    let pinning = PinningFrame(model: self, scroll: scroll)
    let effects = EffectScroll(model: self, scroll: scroll)
    for s in sections.indices {
      appendElements(of: s, in: nil, canonical: nil, pinning: pinning, effects: effects, to: &result)
    }
    return result
  }

  /// The attributes of one element, or `nil` when the layout has no such element.
  /// O(1).
  public func attributes(for id: ElementID, scroll: ScrollState) -> LayoutAttributes? {
    guard sections.indices.contains(id.section) else { return nil }
    let g = sections[id.section]
    let origin = sectionOrigin(id.section)
    var found: LayoutAttributes?
    let items = itemAreaOrigin(g, origin)
    // Elements the section's layout placed itself come first: a compositional section
    // names its own headers "header" too.
    if id.category != .cell, let k = g.elements.floatingIndex(of: id) {
      found = element(k, of: id.section, in: g, at: items)
    } else if id.category != .cell, let k = g.elements.pinnedIndex(of: id) {
      found = pinnedElement(
        g.elements.pinned[k], of: id.section, in: g, at: items, pinning: PinningFrame(model: self, scroll: scroll))
    } else {
      switch (id.category, id.kind) {
      case (.cell, _):
        guard g.items.frames.indices.contains(id.item) else { return nil }
        found = cell(id.item, of: id.section, in: g, at: items)
      case (.supplementary, ElementKind.header?) where id.item == 0:
        found = header(of: id.section, in: g, origin: origin, pinning: PinningFrame(model: self, scroll: scroll))
      case (.supplementary, ElementKind.footer?) where id.item == 0:
        found = footer(of: id.section, in: g, origin: origin, pinning: PinningFrame(model: self, scroll: scroll))
      case (.decoration, ElementKind.background?) where id.item == 0:
        found = background(of: id.section, in: g, origin: origin)
      default:
        return nil
      }
    }
    if !g.effects.isEmpty, found != nil {
      EffectScroll(model: self, scroll: scroll).apply(
        g, origin: origin, itemsOrigin: itemAreaOrigin(g, origin), of: self, to: &found!)
    }
    // The section's handler sees the element too, so a look-up agrees with a rect query.
    if let handler = g.visibleItemsHandler, let element = found {
      var one = [element]
      handOver(0..<1, of: &one, to: handler, scroll: scroll)
      found = one[0]
    }
    return found
  }

  /// The canonical origin of section `s`.
  func sectionOrigin(_ s: Int) -> Point {
    Point(x: columns.origins[sections[s].column], y: mainOrigins[s])
  }

  /// Appends the elements of section `s` whose frames intersect `physicalQuery` (all when
  /// `nil`); `query` is the canonical candidate rect (the same rect grown by a slack).
  private func appendElements(
    of s: Int, in physicalQuery: Rect?, canonical query: Rect?, pinning: PinningFrame, effects: EffectScroll,
    to result: inout [LayoutAttributes]
  ) {
    let g = sections[s]
    let origin = sectionOrigin(s)
    let items = itemAreaOrigin(g, origin)
    let hasEffects = !g.effects.isEmpty
    // With a visible-items handler the section's elements are gathered, handed to it, and
    // filtered by the query afterwards.
    let handler = g.visibleItemsHandler
    let sectionStart = result.count
    func keep(_ a: LayoutAttributes?) {
      guard var a else { return }
      if hasEffects { effects.apply(g, origin: origin, itemsOrigin: items, of: self, to: &a) }
      if handler == nil, let physicalQuery, !a.frame.intersects(physicalQuery) { return }
      result.append(a)
    }
    keep(header(of: s, in: g, origin: origin, pinning: pinning))
    if let query {
      // Cells an effect may move into the rect are candidates too.
      let reach = hasEffects ? effects.distance(g.effectReach) : 0
      let local = Rect(
        x: query.minX - items.x, y: query.minY - items.y - reach, width: query.width, height: query.height + 2 * reach)
      g.items.forEachItem(intersecting: local) { i in keep(cell(i, of: s, in: g, at: items)) }
      if !g.elements.isEmpty {
        g.elements.floating.forEachItem(intersecting: local) { k in keep(element(k, of: s, in: g, at: items)) }
      }
    } else if hasEffects || handler != nil {
      for i in g.items.frames.indices { keep(cell(i, of: s, in: g, at: items)) }
      for k in g.elements.info.indices { keep(element(k, of: s, in: g, at: items)) }
    } else {
      for i in g.items.frames.indices { result.append(cell(i, of: s, in: g, at: items)) }
      for k in g.elements.info.indices { result.append(element(k, of: s, in: g, at: items)) }
    }
    for e in g.elements.pinned { keep(pinnedElement(e, of: s, in: g, at: items, pinning: pinning)) }
    keep(footer(of: s, in: g, origin: origin, pinning: pinning))
    keep(background(of: s, in: g, origin: origin))
    if let handler {
      handOver(result[sectionStart...].indices, of: &result, to: handler, scroll: pinning.scroll)
      if let physicalQuery {
        var kept = sectionStart
        for k in sectionStart..<result.count where result[k].frame.intersects(physicalQuery) {
          result[kept] = result[k]
          kept += 1
        }
        result.removeSubrange(kept...)
      }
    }
  }

  /// Runs a section's visible-items handler on `range` of `result`, then restores what it
  /// may not change (identities and frames) and sanitises what it may (alpha clamped,
  /// non-finite transforms undone).
  private func handOver(
    _ range: Range<Int>, of result: inout [LayoutAttributes], to handler: VisibleItemsHandler, scroll: ScrollState
  ) {
    var elements = Array(result[range])
    let before = elements
    handler(&elements, scroll.contentOffset, configuration.environment)
    for (k, original) in before.enumerated() {
      var a = original
      if k < elements.count && elements[k].id == original.id {
        let changed = elements[k]
        a.alpha = changed.alpha.isNaN ? original.alpha : Swift.min(Swift.max(changed.alpha, 0), 1)
        a.transform = changed.transform.isFinite ? changed.transform : original.transform
        a.zIndex = changed.zIndex
        a.isHidden = changed.isHidden
      }
      result[range.lowerBound + k] = a
    }
  }

  /// Where the item frames of `g` start, canonical, for a section at `origin`.
  private func itemAreaOrigin(_ g: SectionGeometry, _ origin: Point) -> Point {
    Point(x: origin.x + g.itemsOrigin.x, y: origin.y + g.itemsOrigin.y)
  }

  private func cell(_ i: Int, of s: Int, in g: SectionGeometry, at items: Point) -> LayoutAttributes {
    let frame = g.items.frames[i].offsetBy(dx: items.x, dy: items.y)
    return LayoutAttributes(id: .cell(section: s, item: i), frame: space.physical(frame), zIndex: g.cellZIndex)
  }

  private func element(_ k: Int, of s: Int, in g: SectionGeometry, at items: Point) -> LayoutAttributes {
    let info = g.elements.info[k]
    let frame = g.elements.floating.frames[k].offsetBy(dx: items.x, dy: items.y)
    return LayoutAttributes(
      id: ElementID(category: info.category, kind: info.kind, section: s, item: info.item),
      frame: space.physical(frame), zIndex: info.zIndex)
  }

  private func pinnedElement(
    _ e: ArrangedElement, of s: Int, in g: SectionGeometry, at items: Point, pinning: PinningFrame
  ) -> LayoutAttributes {
    var frame = e.frame
    frame.origin.y = pinning.elementStart(of: s, natural: frame, edge: e.pinnedEdge ?? .start)
    return LayoutAttributes(
      id: e.id(section: s), frame: space.physical(frame.offsetBy(dx: items.x, dy: items.y)), zIndex: e.zIndex)
  }

  private func background(of s: Int, in g: SectionGeometry, origin: Point) -> LayoutAttributes? {
    guard g.hasBackground else { return nil }
    return LayoutAttributes(
      id: .decoration(.background, section: s),
      frame: space.physical(g.itemArea.offsetBy(dx: origin.x, dy: origin.y)), zIndex: ZIndex.background,
      backgroundColor: g.backgroundColor)
  }

  private func header(of s: Int, in g: SectionGeometry, origin: Point, pinning: PinningFrame) -> LayoutAttributes? {
    chrome(.header, frame: g.header, of: s, origin: origin, pinned: configuration.pinsHeaders) {
      pinning.headerStart(of: s, natural: $0)
    }
  }

  private func footer(of s: Int, in g: SectionGeometry, origin: Point, pinning: PinningFrame) -> LayoutAttributes? {
    chrome(.footer, frame: g.footer, of: s, origin: origin, pinned: configuration.pinsFooters) {
      pinning.footerStart(of: s, natural: $0)
    }
  }

  /// A header or footer: its section-local frame moved to where pinning puts it.
  private func chrome(
    _ kind: ElementKind, frame: Rect?, of s: Int, origin: Point, pinned: Bool, start: (Double) -> Double
  ) -> LayoutAttributes? {
    guard var frame else { return nil }
    frame.origin.y = start(frame.minY)
    return LayoutAttributes(
      id: .supplementary(kind, section: s), frame: space.physical(frame.offsetBy(dx: origin.x, dy: origin.y)),
      zIndex: pinned ? ZIndex.pinned : ZIndex.supplementary)
  }
}
