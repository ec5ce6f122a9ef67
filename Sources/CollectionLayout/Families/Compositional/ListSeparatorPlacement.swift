/// A list section's separators as its ``LayoutListConfiguration`` asked for them.
package struct ListSeparators: Sendable {
  /// The list's appearance.
  var appearance: LayoutListConfiguration.Appearance
  /// The section-wide configuration.
  var configuration: ListSeparatorConfiguration
  /// The per-item handler, if any.
  var handler: LayoutListConfiguration.ItemSeparatorHandler?
  /// Whether each section's first item stands for its header (`firstItemInSection`).
  var firstItemIsHeader: Bool
}

/// Places a list section's separators beside its items, as an ``ItemDecorator``: each
/// item's top and bottom hairline, derived from its frame when a query finds the item, so a
/// list costs nothing more to lay out and its lines follow their rows through measured
/// sizes, updates and a strip's scrolling.
///
/// The section-wide configuration is resolved (and its unusable insets repaired and
/// reported) once, when the section is laid out; an item handler runs when its item is
/// queried, as UIKit's runs when it configures a cell, and what it returns is repaired
/// without a report, as a visible-items handler's changes are.
///
/// A line lies inside its item's frame, at its leading-to-trailing extent less the insets:
/// a top line along the item's start, a bottom one along its end, one pixel thick (less in
/// an item thinner than that).
///
/// - Complexity: O(1) per item queried, plus the handler's call when there is one.
struct ListSeparatorPlacement: ItemDecorator {
  let separators: ListSeparators
  /// One pixel: `1 / displayScale`.
  let hairline: Double
  /// The automatic leading inset: the collection view's leading layout margin.
  let automaticLeading: Double
  /// Above the section's cells.
  let zIndex: Int
  /// Without a handler: the lines of a row between rows, and of an item with no automatic
  /// line below it (the section's last, or a first item standing for the header).
  private let shared: [Line]
  private let last: [Line]

  /// Resolves `separators`' section-wide lines, reporting unusable insets to `log`.
  init(
    separators: ListSeparators, hairline: Double, automaticLeading: Double, zIndex: Int, section: Int,
    log: inout DiagnosticLog
  ) {
    self.separators = separators
    self.hairline = hairline
    self.automaticLeading = automaticLeading
    self.zIndex = zIndex
    // The section's own insets are checked even when a handler decides each item's.
    var unreported = DiagnosticLog()
    shared = Self.lines(
      Self.resolved(separators, automaticLeading, separators.configuration, noLineBelow: false), section: section,
      log: &log)
    last = Self.lines(
      Self.resolved(separators, automaticLeading, separators.configuration, noLineBelow: true), section: section,
      log: &unreported)
  }

  func places(_ kind: ElementKind) -> Bool { kind == .listTopSeparator || kind == .listBottomSeparator }

  func forEachDecoration(
    ofItem item: Int, of itemCount: Int, section: Int, frame: Rect, _ body: (ItemDecoration) -> Void
  ) {
    let noLineBelow = item == itemCount - 1 || (item == 0 && separators.firstItemIsHeader)
    guard let handler = separators.handler else {
      place(noLineBelow ? last : shared, in: frame, body)
      return
    }
    let resolved = Self.resolved(separators, automaticLeading, separators.configuration, noLineBelow: noLineBelow)
    let chosen = Self.resolved(
      separators, automaticLeading, handler(ItemPath(section: section, item: item), resolved),
      noLineBelow: noLineBelow)
    var unreported = DiagnosticLog()
    place(Self.lines(chosen, section: section, log: &unreported), in: frame, body)
  }

  /// One separator of an item, resolved: whether it runs along the item's start (a top
  /// line) or its end, its insets across the item and its colour.
  private struct Line {
    var isTop: Bool
    var leading: Double
    var trailing: Double
    var color: LayoutColor
  }

  /// Calls `body` with `lines` placed in the item's `frame` (canonical: x across from the
  /// leading edge, y along the scroll axis).
  private func place(_ lines: [Line], in frame: Rect, _ body: (ItemDecoration) -> Void) {
    let thickness = Swift.min(hairline, frame.height)
    for line in lines {
      let width = Swift.max(0, frame.width - line.leading - line.trailing)
      let y = line.isTop ? frame.minY : frame.maxY - thickness
      body(
        ItemDecoration(
          kind: line.isTop ? .listTopSeparator : .listBottomSeparator,
          frame: Rect(x: frame.minX + Swift.min(line.leading, frame.width), y: y, width: width, height: thickness),
          zIndex: zIndex, color: line.color))
    }
  }

  /// The visible lines of configuration `c` (resolved), insets repaired into `log`.
  private static func lines(_ c: ListSeparatorConfiguration, section: Int, log: inout DiagnosticLog) -> [Line] {
    var lines: [Line] = []
    func add(_ isTop: Bool, _ insets: DirectionalEdgeInsets, log: inout DiagnosticLog) {
      let name = isTop ? "list top separator" : "list bottom separator"
      lines.append(
        Line(
          isTop: isTop, leading: log.nonNegative(insets.leading, "\(name) leading inset", section: section),
          trailing: log.nonNegative(insets.trailing, "\(name) trailing inset", section: section), color: c.color))
    }
    if c.topSeparatorVisibility == .visible { add(true, c.topSeparatorInsets, log: &log) }
    if c.bottomSeparatorVisibility == .visible { add(false, c.bottomSeparatorInsets, log: &log) }
    return lines
  }

  /// `c` with automatic visibilities and insets resolved for an item that has, or has not
  /// (`noLineBelow`: the section's last, or its header), a row after it (see
  /// ``ListSeparatorConfiguration``'s rules).
  private static func resolved(
    _ separators: ListSeparators, _ automaticLeading: Double, _ c: ListSeparatorConfiguration, noLineBelow: Bool
  ) -> ListSeparatorConfiguration {
    var c = c
    let sidebar = separators.appearance == .sidebar || separators.appearance == .sidebarPlain
    if c.topSeparatorVisibility == .automatic { c.topSeparatorVisibility = .hidden }
    if c.bottomSeparatorVisibility == .automatic {
      c.bottomSeparatorVisibility = sidebar || noLineBelow ? .hidden : .visible
    }
    func insets(_ i: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
      var i = i
      if i.leading == .infinity { i.leading = automaticLeading }
      if i.trailing == .infinity { i.trailing = 0 }
      if i.top == .infinity { i.top = 0 }
      if i.bottom == .infinity { i.bottom = 0 }
      return i
    }
    c.topSeparatorInsets = insets(c.topSeparatorInsets)
    c.bottomSeparatorInsets = insets(c.bottomSeparatorInsets)
    return c
  }
}
