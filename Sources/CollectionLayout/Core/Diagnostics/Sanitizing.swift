/// The bounds the engine puts on what it is given, so that every sum it forms stays finite
/// and exact to well under a point.
public enum LayoutLimits {
  /// The longest length the engine accepts — an item's, a header's, a spacing, an inset, a
  /// container's side: 10,000,000 points (about 30,000 screens). Longer finite lengths are
  /// clamped to it (`value.clamped`). 10,000,000 items of this length and spacing add up
  /// to 2 × 10¹⁴, far inside a `Double`'s exact range (2⁵³ ≈ 9 × 10¹⁵).
  public static let maximumLength = 10_000_000.0

  /// The farthest position the engine accepts — a content offset, a strip offset:
  /// 10¹⁵ points. Queries clamp farther ones to it (``ScrollState/bounded``; the spec
  /// tool reports it as `scroll.offset`).
  public static let maximumPosition = 1e15

  /// The most items one layout holds, in all its sections together: 10,000,000 (about
  /// 320 MB of frames). A data source that gives more keeps the first ones in section order;
  /// the rest are not laid out (`section.itemCount`). Spec files have the same limit.
  public static let maximumItemCount = 10_000_000

  /// The most sections one layout holds: 100,000 (about 90 MB laid out, a tenth of a
  /// second). Later ones are not laid out (`layout.sectionCount`).
  public static let maximumSectionCount = 100_000
}

/// Repairs of out-of-range numbers, each reporting what it changed.
extension DiagnosticLog {
  /// A length that must be finite, non-negative and at most ``LayoutLimits/maximumLength``:
  /// NaN, negative and infinite become 0, longer ones the maximum.
  public mutating func nonNegative(
    _ value: Double, _ what: @autoclosure () -> String, section: Int? = nil, item: Int? = nil
  ) -> Double {
    if value >= 0 && value <= LayoutLimits.maximumLength { return value }
    if value.isFinite && value > 0 { return boundedLength(value, what(), section: section, item: item) }
    report("value.invalid", section: section, item: item, "\(what()) was \(value); used 0")
    return 0
  }

  /// `value`, or ``LayoutLimits/maximumLength`` (reported) when it is finite and longer; NaN,
  /// negative and infinite values pass through for the caller's own repair.
  public mutating func boundedLength(
    _ value: Double, _ what: @autoclosure () -> String, section: Int? = nil, item: Int? = nil
  ) -> Double {
    guard value.isFinite && value > LayoutLimits.maximumLength else { return value }
    report(
      "value.clamped", section: section, item: item, "\(what()) was \(value); used the maximum length, 10,000,000")
    return LayoutLimits.maximumLength
  }

  /// A length that may be negative (an offset, an inset that grows an element) but must be
  /// finite and at most ``LayoutLimits/maximumLength`` either way: NaN and infinite become
  /// 0 (`invalid`), longer ones ± the maximum (`clamped`), each reported.
  mutating func boundedSigned(
    _ value: Double, _ what: @autoclosure () -> String, section: Int? = nil,
    invalid: DiagnosticCode = .valueInvalid, clamped: DiagnosticCode = .valueClamped
  ) -> Double {
    let m = LayoutLimits.maximumLength
    if abs(value) <= m { return value }
    guard value.isFinite else {
      report(invalid, section: section, "\(what()) was \(value); used 0")
      return 0
    }
    report(clamped, section: section, "\(what()) was \(value); used ±10,000,000")
    return value > 0 ? m : -m
  }

  /// Insets whose edges must be finite and non-negative.
  public mutating func nonNegative(
    _ insets: LayoutEdgeInsets, _ what: @autoclosure () -> String, section: Int? = nil
  ) -> LayoutEdgeInsets {
    let m = LayoutLimits.maximumLength
    if insets.top >= 0 && insets.left >= 0 && insets.bottom >= 0 && insets.right >= 0
      && insets.top <= m && insets.left <= m && insets.bottom <= m && insets.right <= m
    {
      return insets
    }
    let name = what()
    return LayoutEdgeInsets(
      top: nonNegative(insets.top, "\(name).top", section: section),
      left: nonNegative(insets.left, "\(name).left", section: section),
      bottom: nonNegative(insets.bottom, "\(name).bottom", section: section),
      right: nonNegative(insets.right, "\(name).right", section: section))
  }

  /// A size whose extents must be finite and non-negative.
  public mutating func nonNegative(
    _ size: Size, _ what: @autoclosure () -> String, section: Int? = nil, item: Int? = nil
  ) -> Size {
    let m = LayoutLimits.maximumLength
    if size.width >= 0 && size.height >= 0 && size.width <= m && size.height <= m {
      return size
    }
    let name = what()
    return Size(
      width: nonNegative(size.width, "\(name).width", section: section, item: item),
      height: nonNegative(size.height, "\(name).height", section: section, item: item))
  }
}
