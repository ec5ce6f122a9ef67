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
  /// Scrolls a section along its strip.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - offset: The offset asked for; it is clamped to the strip and the repair reported
  ///     in ``scrollDiagnostics``.
  /// - Returns: The offset used, 0 for a section without a strip.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func scrollSection(_ section: Int, to offset: Double) -> Double {
    var log = DiagnosticLog()
    let used = sectionOffsets.set(offset, forSection: section, in: model, diagnostics: &log)
    scrollDiagnostics = log.diagnostics
    return used
  }

  /// Scrolls a section so that one of its items shows at a position of its strip, as
  /// `scrollToItem(at:at:animated:)` does for the collection view.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - item: The item, by index in the section.
  ///   - position: Where in the strip's viewport the item should show.
  /// - Returns: The offset, or `nil` (nothing changed) for an unknown item or a section
  ///   without a strip.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func scrollSection(_ section: Int, toItem item: Int, at position: StripPosition) -> Double? {
    guard let offset = model.offset(showingItem: item, inSection: section, at: position) else { return nil }
    return scrollSection(section, to: offset)
  }

  /// A scroll state for queries.
  ///
  /// - Parameter contentOffset: The collection view's content offset.
  /// - Returns: The state at `contentOffset` with the sections' offsets.
  /// - Complexity: O(1).
  public func scrollState(contentOffset: Point) -> ScrollState {
    sectionOffsets.scrollState(contentOffset: contentOffset)
  }
}
