/// A layout facade whose sections may scroll on their own: it keeps their offsets and
/// scrolls them on request. ``ScrollableSectionsLayout`` and ``CompositionalLayoutEngine``
/// conform.
public protocol StripScrollingEngine {
  /// The computed layout.
  var model: LayoutModel { get }
  /// Where each section that scrolls on its own is scrolled to.
  var sectionOffsets: SectionOffsets { get set }
  /// What the last scrolling request repaired.
  var scrollDiagnostics: [Diagnostic] { get set }
}

extension StripScrollingEngine {
  /// Scrolls `section` to `offset` along its strip, clamped to it (reported in
  /// ``scrollDiagnostics``); returns the offset used (0 for a section without a strip).
  @discardableResult
  public mutating func scrollSection(_ section: Int, to offset: Double) -> Double {
    var log = DiagnosticLog()
    let used = sectionOffsets.set(offset, forSection: section, in: model, diagnostics: &log)
    scrollDiagnostics = log.diagnostics
    return used
  }

  /// Scrolls `section` so that `item` is at `position` of its strip, as
  /// `scrollToItem(at:at:animated:)` does for the collection view; returns the offset, or
  /// `nil` (nothing changed) for an unknown item or a section without a strip.
  @discardableResult
  public mutating func scrollSection(_ section: Int, toItem item: Int, at position: StripPosition) -> Double? {
    guard let offset = model.offset(showingItem: item, inSection: section, at: position) else { return nil }
    return scrollSection(section, to: offset)
  }

  /// A scroll state at `contentOffset` with the sections' offsets, for queries.
  public func scrollState(contentOffset: Point) -> ScrollState {
    sectionOffsets.scrollState(contentOffset: contentOffset)
  }
}
