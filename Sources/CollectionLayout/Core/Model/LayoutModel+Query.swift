/// Rect and identity queries.
extension LayoutModel {
  /// Every element whose frame strictly intersects `rect` (touching edges do not count),
  /// with pinned headers and footers where `scroll` puts them and each section's effects
  /// applied (an element is kept when its frame after effects meets the rect).
  ///
  /// Order: by section ascending; in a section the header, the cells in item order, the
  /// elements the section's layout attached to them, the decorations it derives from them
  /// (a list's separators), its own elements, the footer, then the background — the order
  /// of ``allElements(scroll:)``.
  ///
  /// - Parameters:
  ///   - rect: The rect to query, physical (as `layoutAttributesForElements(in:)`'s).
  ///   - scroll: The content offset and each strip's offset.
  /// - Returns: The elements, physical.
  /// - Complexity: O(columns · log sections + log items + k) for k elements returned.
  public func elements(in rect: Rect, scroll: ScrollState) -> [LayoutAttributes] {
    var all = CollectedElements()
    collectElements(in: rect, scroll: scroll, into: &all)
    return all.elements
  }

  /// The elements ``elements(in:scroll:)`` returns, in the same order, handed to `body` in
  /// batches, so a caller that writes them out never holds them all.
  ///
  /// - Parameters:
  ///   - rect: The rect to query, physical.
  ///   - scroll: The content offset and each strip's offset.
  ///   - batchSize: About how many elements each batch holds (a section with a
  ///     visible-items handler comes in one batch).
  ///   - body: Called with each batch, in order.
  /// - Complexity: O(log n + k) time, O(batch) memory.
  public func forEachBatch(
    in rect: Rect, scroll: ScrollState, batchSize: Int = 4096, _ body: ([LayoutAttributes]) -> Void
  ) {
    withoutActuallyEscaping(body) { body in
      var batch = Batch(size: batchSize, body: body)
      collectElements(in: rect, scroll: scroll, into: &batch)
      batch.flush()
    }
  }

  /// The rect query, into `sink` (specialised for each kind of sink, so a plain query pays
  /// nothing for batching).
  private func collectElements<Sink: ElementSink>(in rect: Rect, scroll: ScrollState, into sink: inout Sink) {
    let scroll = scroll.bounded
    // Frames are stored relative to their section and translated on the way out, so a
    // returned frame can differ from the stored one in the last bit. Candidates are found
    // with a query grown by a rounding slack; the exact test is on each frame returned, so
    // the result is exactly the brute-force filter of the frames the model reports.
    let query = space.canonical(rect).grownByRoundingSlack
    let pinning = PinningFrame(model: self, scroll: scroll)
    let effects = EffectScroll(model: self, scroll: scroll)
    // Sections whose effects move elements are found that much beyond the rect.
    let reach = effects.distance(effectReach)
    let sectionQuery = Rect(x: query.minX, y: query.minY - reach, width: query.width, height: query.height + 2 * reach)
    for s in sectionsMeeting(sectionQuery) {
      appendElements(of: s, in: rect, canonical: query, pinning: pinning, effects: effects, to: &sink)
    }
  }

  /// The sections whose extent along the main axis, with what sticks out of them
  /// (``mainOverhang``), meets `query` (canonical), ascending; columns the query misses are
  /// skipped when that is safe.
  ///
  /// - Complexity: O(columns · log sections + m) for m sections returned.
  func sectionsMeeting(_ query: Rect) -> [Int] {
    // A section reaching `after` past its end meets a query starting that much later; one
    // reaching `before` ahead of its start, a query ending that much earlier.
    let query = Rect(
      x: query.minX, y: query.minY - mainOverhang.after, width: query.width,
      height: query.height + mainOverhang.after + mainOverhang.before)
    var hits: [Int] = []
    for (c, members) in sectionsByColumn.enumerated() where !members.isEmpty {
      let x0 = columns.origins[c]
      // Skipping a column the query misses only pays with several; with one, elements
      // that overhang it (badges, even in a column of width 0) must still be found.
      guard
        hasStrips || sectionsByColumn.count == 1
          || Swift.max(query.minX, x0) < Swift.min(query.maxX, x0 + columns.widths[c])
      else { continue }
      // First section of the column that ends after the query's start.
      var low = 0
      var high = members.count
      while low < high {
        let mid = (low + high) >> 1
        let s = members[mid]
        if mainOrigins[s] + sections[s].length > query.minY { high = mid } else { low = mid + 1 }
      }
      var k = low
      while k < members.count, mainOrigins[members[k]] < query.maxY {
        hits.append(members[k])
        k += 1
      }
    }
    if sectionsByColumn.count > 1 { hits.sort() }
    return hits
  }

  /// Every element of the layout, zero-size ones included, in section order, with pinned
  /// elements where `scroll` puts them and effects applied.
  ///
  /// - Parameter scroll: The content offset and each strip's offset.
  /// - Returns: The elements, physical.
  /// - Complexity: O(elements).
  public func allElements(scroll: ScrollState) -> [LayoutAttributes] {
    var all = CollectedElements()
    collectAllElements(scroll: scroll, into: &all)
    return all.elements
  }

  /// The elements ``allElements(scroll:)`` returns, in the same order, handed to `body` in
  /// batches: `collection-layout layout` writes 10,000,000 items holding one batch at a time.
  ///
  /// - Parameters:
  ///   - scroll: The content offset and each strip's offset.
  ///   - batchSize: About how many elements each batch holds (a section with a
  ///     visible-items handler comes in one batch).
  ///   - body: Called with each batch, in order.
  /// - Complexity: O(elements) time, O(batch) memory.
  public func forEachBatch(scroll: ScrollState, batchSize: Int = 4096, _ body: ([LayoutAttributes]) -> Void) {
    withoutActuallyEscaping(body) { body in
      var batch = Batch(size: batchSize, body: body)
      collectAllElements(scroll: scroll, into: &batch)
      batch.flush()
    }
  }

  private func collectAllElements<Sink: ElementSink>(scroll: ScrollState, into sink: inout Sink) {
    let scroll = scroll.bounded
    let pinning = PinningFrame(model: self, scroll: scroll)
    let effects = EffectScroll(model: self, scroll: scroll)
    for s in sections.indices {
      appendElements(of: s, in: nil, canonical: nil, pinning: pinning, effects: effects, to: &sink)
    }
  }

  /// The attributes of one element, as `layoutAttributesForItem(at:)` and its
  /// supplementary and decoration counterparts.
  ///
  /// - Parameters:
  ///   - id: The element: a cell, a supplementary or a decoration, by index path and kind.
  ///   - scroll: The content offset and each strip's offset.
  /// - Returns: Its attributes, physical, or `nil` when the layout has no such element.
  /// - Complexity: O(1).
  public func attributes(for id: ElementID, scroll: ScrollState) -> LayoutAttributes? {
    let scroll = scroll.bounded
    guard sections.indices.contains(id.section) else { return nil }
    let g = sections[id.section]
    let origin = sectionOrigin(id.section)
    var found: LayoutAttributes?
    let items = itemAreaOrigin(g, origin)
    // Elements the section's layout placed itself come first: a compositional section
    // names its own headers "header" too.
    let offset = scroll.offset(ofSection: id.section)
    // Cells and the section layout's floating elements are the ones that move with a strip.
    var followsStrip = id.category == .cell
    // Whether the section's handler sees the element (not a list's background, which is the
    // layout's own drawing, as a rect query leaves it out).
    var handsOver = true
    if id.category != .cell, let k = g.elements.floatingIndex(of: id) {
      found = element(k, of: id.section, in: g, at: items, offset: offset)
      followsStrip = true
    } else if id.category != .cell, let k = g.elements.pinnedIndex(of: id) {
      found = pinnedElement(
        g.elements.pinned[k], of: id.section, in: g, at: items, pinning: PinningFrame(model: self, scroll: scroll))
    } else if id.category != .cell, let k = g.elements.sectionLevelIndex(of: id) {
      let e = g.elements.sectionLevel[k]
      found = sectionLevelElement(e, of: id.section, in: g, at: items)
      handsOver = !e.isListBackground
    } else if id.category == .decoration, let kind = id.kind, g.itemDecorator?.places(kind) == true,
      g.items.frames.indices.contains(id.item)
    {
      // Effects and the handler reach it through its item.
      return derivedDecoration(kind, ofItem: id.item, section: id.section, scroll: scroll)
    } else {
      switch (id.category, id.kind) {
      case (.cell, _):
        guard g.items.frames.indices.contains(id.item) else { return nil }
        found = cell(id.item, of: id.section, in: g, at: items, offset: offset)
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
    if handsOver, let handler = g.visibleItemsHandler, let element = found {
      var one = [element]
      let scrolls = g.strip != nil && followsStrip
      handOver(
        0..<1, of: &one, to: handler, scroll: scroll, section: id.section, scrollingWithStrip: scrolls ? [0] : [])
      found = one[0]
    }
    return found
  }

  /// Appends the elements of section `s` whose frames intersect `physicalQuery` (all when
  /// `nil`); `query` is the canonical candidate rect (the same rect grown by a slack).
  private func appendElements<Sink: ElementSink>(
    of s: Int, in physicalQuery: Rect?, canonical query: Rect?, pinning: PinningFrame, effects: EffectScroll,
    to batch: inout Sink
  ) {
    let g = sections[s]
    let origin = sectionOrigin(s)
    let items = itemAreaOrigin(g, origin)
    let hasEffects = !g.effects.isEmpty
    // With a visible-items handler the section's elements are gathered, handed to it, and
    // filtered by the query afterwards.
    let handler = g.visibleItemsHandler
    // A handler sees the section's elements together: no flushing until it has run.
    if handler == nil { batch.flushIfFull() }
    let sectionStart = batch.elements.count
    let offset = pinning.scroll.offset(ofSection: s)
    // Which of the section's results scroll with its strip (for the handler, which sees
    // them at rest).
    var scrollingWithStrip: [Int] = []
    let tracksStrip = handler != nil && g.strip != nil
    // Where the decorations derived from items go (after the elements attached to them).
    var derivedAt = sectionStart
    func keep(_ a: LayoutAttributes?, scrollsWithStrip: Bool = false) {
      guard var a else { return }
      if hasEffects { effects.apply(g, origin: origin, itemsOrigin: items, of: self, to: &a) }
      if handler == nil, let physicalQuery, !a.frame.intersects(physicalQuery) { return }
      if tracksStrip && scrollsWithStrip { scrollingWithStrip.append(batch.elements.count - sectionStart) }
      batch.elements.append(a)
      if handler == nil { batch.flushIfFull() }
    }
    keep(header(of: s, in: g, origin: origin, pinning: pinning))
    if let query {
      // Cells an effect may move into the rect are candidates too.
      let reach = hasEffects ? effects.distance(g.effectReach) : 0
      var local = Rect(
        x: query.minX - items.x, y: query.minY - items.y - reach, width: query.width, height: query.height + 2 * reach)
      // A strip's index runs along the strip, at rest: the rect is turned and scrolled too.
      if g.strip != nil {
        local = Rect(x: local.minY, y: local.minX + offset, width: local.height, height: local.width)
      }
      g.items.forEachItem(intersecting: local) { i in
        keep(cell(i, of: s, in: g, at: items, offset: offset), scrollsWithStrip: true)
      }
      if !g.elements.isEmpty {
        g.elements.floating.forEachItem(intersecting: local) { k in
          keep(element(k, of: s, in: g, at: items, offset: offset), scrollsWithStrip: true)
        }
      }
      // An item's decorations lie inside it: the items the rect meets are the candidates.
      // With a handler they follow their cells, once it has run.
      derivedAt = batch.elements.count
      if g.itemDecorator != nil && handler == nil {
        g.items.forEachItem(intersecting: local) { i in
          forEachDecoration(ofItem: i, of: s, in: g, at: items, offset: offset) { keep($0, scrollsWithStrip: true) }
        }
      }
    } else if hasEffects || handler != nil {
      for i in g.items.frames.indices { keep(cell(i, of: s, in: g, at: items, offset: offset), scrollsWithStrip: true) }
      for k in g.elements.info.indices {
        keep(element(k, of: s, in: g, at: items, offset: offset), scrollsWithStrip: true)
      }
      derivedAt = batch.elements.count
      if g.itemDecorator != nil && handler == nil {
        for i in g.items.frames.indices {
          forEachDecoration(ofItem: i, of: s, in: g, at: items, offset: offset) { keep($0, scrollsWithStrip: true) }
        }
      }
    } else {
      for i in g.items.frames.indices {
        batch.elements.append(cell(i, of: s, in: g, at: items, offset: offset))
        batch.flushIfFull()
      }
      for k in g.elements.info.indices {
        batch.elements.append(element(k, of: s, in: g, at: items, offset: offset))
        batch.flushIfFull()
      }
      if g.itemDecorator != nil {
        for i in g.items.frames.indices {
          forEachDecoration(ofItem: i, of: s, in: g, at: items, offset: offset) { batch.elements.append($0) }
          batch.flushIfFull()
        }
      }
    }
    // A list's background is the layout's own drawing, as its separators are: a handler is
    // not handed it (it is added after the handler has run).
    var listBackground: ArrangedElement?
    for e in g.elements.sectionLevel {
      if handler != nil && e.isListBackground {
        listBackground = e
      } else {
        keep(sectionLevelElement(e, of: s, in: g, at: items))
      }
    }
    for e in g.elements.pinned { keep(pinnedElement(e, of: s, in: g, at: items, pinning: pinning)) }
    keep(footer(of: s, in: g, origin: origin, pinning: pinning))
    keep(background(of: s, in: g, origin: origin))
    if let handler {
      let handed =
        g.itemDecorator == nil
        ? []
        : (sectionStart..<batch.elements.count).filter { batch.elements[$0].id.category == .cell }.map {
          (index: $0, cell: batch.elements[$0])
        }
      handOver(
        batch.elements[sectionStart...].indices, of: &batch.elements, to: handler, scroll: pinning.scroll, section: s,
        scrollingWithStrip: scrollingWithStrip)
      if !handed.isEmpty {
        batch.elements.insert(
          contentsOf: derivedDecorations(
            of: s, following: handed, in: batch.elements, effects: effects, offset: offset),
          at: derivedAt)
      }
      if let physicalQuery {
        var kept = sectionStart
        for k in sectionStart..<batch.elements.count where batch.elements[k].frame.intersects(physicalQuery) {
          batch.elements[kept] = batch.elements[k]
          kept += 1
        }
        batch.elements.removeSubrange(kept...)
      }
    }
    if let listBackground {
      var a = sectionLevelElement(listBackground, of: s, in: g, at: items)
      if hasEffects { effects.apply(g, origin: origin, itemsOrigin: items, of: self, to: &a) }
      if physicalQuery.map(a.frame.intersects) ?? true { batch.elements.append(a) }
    }
  }
}

extension Rect {
  /// The rect grown on every side by a slack for the last bits a frame loses when it is
  /// translated from its section's coordinates, so candidates found with it include every
  /// frame that meets the rect itself.
  var grownByRoundingSlack: Rect {
    let slack = 1e-9 * Swift.max(1, abs(minX), abs(maxX), abs(minY), abs(maxY))
    return Rect(x: minX - slack, y: minY - slack, width: width + 2 * slack, height: height + 2 * slack)
  }
}
