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

  init(model: LayoutModel, scroll: ScrollState) {
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
}
