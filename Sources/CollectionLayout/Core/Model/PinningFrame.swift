/// Where pinned headers and footers go for one scroll position.
///
/// Computed at query time from the cached geometry, which it never changes: a pure
/// scroll costs only the pinned elements it returns.
///
/// A pinned header rests at the start of the unobscured area (the visible rect less the
/// adjusted content inset) but never above its natural place nor below the end of its
/// section's item area less its own length, so it never leaves its section. A pinned footer
/// mirrors this at the end of the unobscured area, never below its natural place nor above
/// the start of the item area.
struct PinningFrame {
  /// The unobscured area's main-axis start and end, canonical.
  let visibleStart: Double
  let visibleEnd: Double
  let model: LayoutModel
  /// The scroll position these frames were computed for.
  let scroll: ScrollState

  init(model: LayoutModel, scroll: ScrollState) {
    self.scroll = scroll
    let visible = model.space.canonical(scroll.unobscuredRect(in: model.configuration.environment))
    self.visibleStart = visible.minY
    self.visibleEnd = visible.maxY
    self.model = model
  }

  /// The header's section-local main-axis start.
  func headerStart(of s: Int, natural: Double) -> Double {
    guard model.configuration.pinsHeaders, let header = model.sections[s].header else { return natural }
    let latest = Swift.max(natural, model.sections[s].itemArea.maxY - header.height)
    return Swift.min(Swift.max(visibleStart - model.mainOrigins[s], natural), latest)
  }

  /// The footer's section-local main-axis start.
  func footerStart(of s: Int, natural: Double) -> Double {
    guard model.configuration.pinsFooters, let footer = model.sections[s].footer else { return natural }
    let earliest = Swift.min(natural, model.sections[s].itemArea.minY)
    return Swift.max(Swift.min(visibleEnd - model.mainOrigins[s] - footer.height, natural), earliest)
  }

  /// The item-area main-axis start of a pinned element a section layout placed itself
  /// (`natural` in item-area coordinates): it follows the unobscured area's `edge` but
  /// stays within the section's item area, and never moves past its natural place away
  /// from that edge.
  func elementStart(of s: Int, natural: Rect, edge: PinnedEdge) -> Double {
    let g = model.sections[s]
    let itemsStart = model.mainOrigins[s] + g.itemsOrigin.y
    let areaEnd = g.itemArea.maxY - g.itemsOrigin.y
    let areaStart = g.itemArea.minY - g.itemsOrigin.y
    switch edge {
    case .start:
      let latest = Swift.max(natural.minY, areaEnd - natural.height)
      return Swift.min(Swift.max(visibleStart - itemsStart, natural.minY), latest)
    case .end:
      let earliest = Swift.min(natural.minY, areaStart)
      return Swift.max(Swift.min(visibleEnd - itemsStart - natural.height, natural.minY), earliest)
    }
  }
}
