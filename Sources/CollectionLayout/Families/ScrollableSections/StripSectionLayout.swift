/// The scrollable-section layout's section (JEKScrollableSectionCollectionViewLayout): its
/// items in one row that scrolls on its own, or, when the section opts out, wrapped into
/// lines like a flow layout.
///
/// In a row, items follow one another from the item area's leading edge, `interitemSpacing`
/// apart, top-aligned; the row is as deep as its tallest item, and every item is a group
/// for snapping. Wrapped, the spacing also separates lines, and an item starts a new line
/// when `previous end + spacing + width` exceeds the item area; lines are as deep as their
/// tallest item, items top-aligned.
///
/// - Complexity: O(n) time; a row keeps two numbers per item for snapping.
public struct StripSectionLayout: ItemArranger {
  /// Space between neighbouring items (and lines, when wrapped).
  public var interitemSpacing: Double
  /// Whether items wrap into lines instead of scrolling in one row.
  public var wraps: Bool
  /// Where a gesture on the row comes to rest.
  public var behavior: OrthogonalScrollingBehavior

  /// Creates a row layout.
  public init(interitemSpacing: Double = 10, wraps: Bool = false, behavior: OrthogonalScrollingBehavior = .continuous) {
    self.interitemSpacing = interitemSpacing
    self.wraps = wraps
    self.behavior = behavior
  }

  /// Only item sizes are read.
  public var readsItemSizesOnly: Bool { true }

  /// Arranges the items in a row (a strip) or in wrapped lines.
  public func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    var spacing = diagnostics.boundedLength(interitemSpacing, "inter-item spacing", section: context.section)
    if !(spacing >= 0 && spacing < .infinity) {
      diagnostics.report(
        "section.interitemSpacing", section: context.section, "inter-item spacing \(spacing) is invalid; used 0")
      spacing = 0
    }
    return wraps ? wrapped(context, item, spacing) : row(context, item, spacing)
  }

  /// One strip: frames in strip coordinates (y along the row).
  private func row(_ context: SectionLayoutContext, _ item: (Int) -> ItemInput, _ spacing: Double) -> ItemArrangement {
    let n = context.itemCount
    var frames: [Rect] = []
    var starts: [Double] = []
    var lengths: [Double] = []
    frames.reserveCapacity(n)
    starts.reserveCapacity(n)
    lengths.reserveCapacity(n)
    var cursor = 0.0
    var depth = 0.0
    for i in 0..<n {
      let size = item(i).size
      if i > 0 { cursor += spacing }
      frames.append(Rect(x: 0, y: cursor, width: size.height, height: size.width))
      starts.append(cursor)
      lengths.append(size.width)
      cursor += size.width
      depth = Swift.max(depth, size.height)
    }
    let strip = OrthogonalStrip(behavior: behavior, contentLength: cursor, groupStarts: starts, groupLengths: lengths)
    return ItemArrangement(frames: frames, mainExtent: depth, strip: strip)
  }

  /// Lines like a flow layout's, left-aligned and top-aligned.
  private func wrapped(_ context: SectionLayoutContext, _ item: (Int) -> ItemInput, _ spacing: Double)
    -> ItemArrangement
  {
    let available = context.availableCrossExtent
    var frames: [Rect] = []
    frames.reserveCapacity(context.itemCount)
    var x = 0.0
    var lineTop = 0.0
    var lineDepth = 0.0
    var lineEmpty = true
    for i in 0..<context.itemCount {
      let size = item(i).size
      if !lineEmpty && x + spacing + size.width > available {
        lineTop += lineDepth + spacing
        lineDepth = 0
        lineEmpty = true
      }
      let start = lineEmpty ? 0 : x + spacing
      frames.append(Rect(x: start, y: lineTop, width: size.width, height: size.height))
      x = start + size.width
      lineDepth = Swift.max(lineDepth, size.height)
      lineEmpty = false
    }
    return ItemArrangement(frames: frames, mainExtent: frames.isEmpty ? 0 : lineTop + lineDepth)
  }
}
