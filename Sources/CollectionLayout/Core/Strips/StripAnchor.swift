/// Where a scrolled strip is, in terms of its items rather than points: the item whose
/// leading edge is the last at or before the strip's leading edge, and how far the offset
/// has gone towards the next item's. A relayout that resizes the strip (rotation) brings the
/// same item back to the same place, so a paging banner stays on its page and a carousel
/// on its card.
public struct StripAnchor: Hashable, Sendable {
  /// The item at the leading edge.
  public var item: Int
  /// How far towards the next item's leading edge, as a fraction of the distance between
  /// them (0 when the item's edge is at the strip's).
  public var fraction: Double
  /// Whether the strip was scrolled to its end (it then stays at the end).
  public var isAtEnd: Bool

  /// Creates an anchor.
  public init(item: Int, fraction: Double, isAtEnd: Bool = false) {
    self.item = item
    self.fraction = fraction
    self.isAtEnd = isAtEnd
  }
}

extension LayoutModel {
  /// What a strip shows at an offset, to bring back after a relayout resizes the strip.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - offset: The strip's offset.
  /// - Returns: The anchor, or `nil` for a section without a strip or without items.
  /// - Complexity: O(log n) for n items.
  public func stripAnchor(ofSection section: Int, at offset: Double) -> StripAnchor? {
    guard let strip = orthogonalStrip(ofSection: section), offset.isFinite else { return nil }
    let count = sections[section].items.frames.count
    guard count > 0 else { return nil }
    // Items lie along the strip in order: the last whose leading offset is at or before.
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) >> 1
      if leadingOffset(ofItem: mid, in: section, strip) <= offset { low = mid + 1 } else { high = mid }
    }
    let item = Swift.max(0, low - 1)
    let start = leadingOffset(ofItem: item, in: section, strip)
    let span = span(after: item, in: section, strip)
    return StripAnchor(
      item: item, fraction: span > 0 ? (offset - start) / span : 0,
      isAtEnd: strip.maximumOffset > 0 && offset >= strip.maximumOffset - 0.5)
  }

  /// The offset that brings an anchor back in a section's strip, at rest as its behaviour
  /// says (the nearest page or group for the paging behaviours) and within the strip.
  ///
  /// - Parameters:
  ///   - anchor: The anchor ``stripAnchor(ofSection:at:)`` gave before the relayout.
  ///   - section: The section.
  /// - Returns: The offset, or `nil` for a section without a strip or items.
  /// - Complexity: O(log n + groups).
  public func offset(of anchor: StripAnchor, inSection section: Int) -> Double? {
    guard let strip = orthogonalStrip(ofSection: section) else { return nil }
    let count = sections[section].items.frames.count
    guard count > 0 else { return nil }
    if anchor.isAtEnd { return strip.maximumOffset }
    let item = Swift.min(Swift.max(anchor.item, 0), count - 1)
    let fraction = anchor.fraction.isFinite ? anchor.fraction : 0
    let offset = leadingOffset(ofItem: item, in: section, strip) + fraction * span(after: item, in: section, strip)
    let clamped = strip.clamped(offset)
    return strip.behavior == .continuous
      ? clamped : strip.restingOffset(current: clamped, proposed: clamped, velocity: 0)
  }

  /// The strip offset that puts item `i`'s leading edge at the strip's (unclamped).
  private func leadingOffset(ofItem i: Int, in section: Int, _ strip: OrthogonalStrip) -> Double {
    let g = sections[section]
    return g.items.frames[i].minY + g.itemsOrigin.x - strip.leadingInset
  }

  /// The distance from item `i`'s leading offset to the next item's that differs (to the
  /// strip's end after the last).
  private func span(after i: Int, in section: Int, _ strip: OrthogonalStrip) -> Double {
    let start = leadingOffset(ofItem: i, in: section, strip)
    var next = i + 1
    let count = sections[section].items.frames.count
    // Items of one vertical group share a leading edge.
    while next < count, leadingOffset(ofItem: next, in: section, strip) <= start { next += 1 }
    let end = next < count ? leadingOffset(ofItem: next, in: section, strip) : strip.maximumOffset
    return Swift.max(0, end - start)
  }
}

extension SectionOffsets {
  /// Every scrolled strip's anchor, before a relayout that may resize them.
  ///
  /// - Parameter model: The layout before the relayout.
  /// - Returns: The anchors, by section.
  /// - Complexity: O(scrolled sections · log n).
  public func anchors(in model: LayoutModel) -> [Int: StripAnchor] {
    var anchors: [Int: StripAnchor] = [:]
    for (section, offset) in values {
      if let anchor = model.stripAnchor(ofSection: section, at: offset) { anchors[section] = anchor }
    }
    return anchors
  }

  /// After that relayout: each anchored strip scrolls so its anchor item is back in place
  /// (see ``LayoutModel/offset(of:inSection:)``); others are clamped as by
  /// ``clamp(to:)``.
  ///
  /// - Parameters:
  ///   - anchors: What ``anchors(in:)`` gave before the relayout.
  ///   - model: The layout after it.
  /// - Complexity: O(scrolled sections · (log n + groups)).
  public mutating func restore(_ anchors: [Int: StripAnchor], in model: LayoutModel) {
    var log = DiagnosticLog()
    for (section, anchor) in anchors {
      if let offset = model.offset(of: anchor, inSection: section) {
        set(offset, forSection: section, in: model, diagnostics: &log)
      }
    }
    clamp(to: model)
  }
}
