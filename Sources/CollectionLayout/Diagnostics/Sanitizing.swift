/// Repairs of out-of-range numbers, each reporting what it changed.
extension DiagnosticLog {
  /// A length that must be finite and non-negative: NaN, negative and infinite become 0.
  public mutating func nonNegative(
    _ value: Double, _ what: @autoclosure () -> String, section: Int? = nil, item: Int? = nil
  ) -> Double {
    if value >= 0 && value.isFinite { return value }
    report("value.invalid", section: section, item: item, "\(what()) was \(value); used 0")
    return 0
  }

  /// Insets whose edges must be finite and non-negative.
  public mutating func nonNegative(
    _ insets: EdgeInsets, _ what: @autoclosure () -> String, section: Int? = nil
  ) -> EdgeInsets {
    if insets.top >= 0 && insets.left >= 0 && insets.bottom >= 0 && insets.right >= 0
      && insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite && insets.right.isFinite
    {
      return insets
    }
    let name = what()
    return EdgeInsets(
      top: nonNegative(insets.top, "\(name).top", section: section),
      left: nonNegative(insets.left, "\(name).left", section: section),
      bottom: nonNegative(insets.bottom, "\(name).bottom", section: section),
      right: nonNegative(insets.right, "\(name).right", section: section))
  }

  /// A size whose extents must be finite and non-negative.
  public mutating func nonNegative(
    _ size: Size, _ what: @autoclosure () -> String, section: Int? = nil, item: Int? = nil
  ) -> Size {
    if size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite {
      return size
    }
    let name = what()
    return Size(
      width: nonNegative(size.width, "\(name).width", section: section, item: item),
      height: nonNegative(size.height, "\(name).height", section: section, item: item))
  }
}
