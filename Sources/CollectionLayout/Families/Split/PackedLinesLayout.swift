/// Items packed into lines from the leading edge, as the split layout arranges them.
///
/// Each item goes right after the previous one (exactly `interItemSpacing` apart, no
/// justification) if it fits; otherwise a new line starts `lineSpacing` below the tallest
/// item of the line. Items are top-aligned in their line.
///
/// Repairs: an item wider than the line is narrowed to the line and put on a line of its
/// own (`item.oversized`); a zero-size item gets a zero-size frame at the cursor and
/// takes no space.
///
/// - Complexity: O(n) time, one pass (two with line-height normalisation), no allocation
/// beyond the frames.
public struct PackedLinesLayout: ItemArranger, Hashable {
  /// The exact gap between neighbouring items of a line.
  public var interItemSpacing: Double
  /// The gap between lines.
  public var lineSpacing: Double
  /// Whether every item of a line takes the line's tallest height.
  public var normalizesLineHeight: Bool

  /// Creates the layout.
  public init(interItemSpacing: Double = 0, lineSpacing: Double = 0, normalizesLineHeight: Bool = false) {
    self.interItemSpacing = interItemSpacing
    self.lineSpacing = lineSpacing
    self.normalizesLineHeight = normalizesLineHeight
  }

  /// Only sizes are read.
  public var readsItemSizesOnly: Bool { true }

  /// Lays out the items; see the type's description.
  public func arrangeItems(
    in context: SectionLayoutContext, item: (Int) -> ItemInput, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    let section = context.section
    let spacing = diagnostics.nonNegative(interItemSpacing, "interItemSpacing", section: section)
    let lineGap = diagnostics.nonNegative(lineSpacing, "lineSpacing", section: section)
    let limit = context.availableCrossExtent
    // An exact fit stays on its line even when the sums round differently.
    let tolerance = 1e-9 * Swift.max(1, limit)

    var frames: [Rect] = []
    frames.reserveCapacity(context.itemCount)
    var x = 0.0
    var lineTop = 0.0
    var lineHeight = 0.0
    var lineStart = 0
    var lineIsOpen = false

    func closeLine(upTo end: Int) {
      guard normalizesLineHeight else { return }
      for j in lineStart..<end where frames[j].size.width > 0 {
        frames[j].size.height = lineHeight
      }
    }

    for i in 0..<context.itemCount {
      var s = item(i).size
      guard s.width > 0 && s.height > 0 else {
        frames.append(Rect(x: Swift.min(x, limit), y: lineTop, width: 0, height: 0))
        continue
      }
      if s.width > limit + tolerance {
        diagnostics.report(
          "item.oversized", section: section, item: i,
          "item width \(s.width) exceeds its line (\(limit)); narrowed to the line and placed alone")
        s.width = limit
      }
      if lineIsOpen && x + s.width > limit + tolerance {
        closeLine(upTo: i)
        lineTop += lineHeight + lineGap
        x = 0
        lineHeight = 0
        lineStart = i
      }
      frames.append(Rect(x: x, y: lineTop, width: s.width, height: s.height))
      lineIsOpen = true
      x += s.width + spacing
      if s.height > lineHeight { lineHeight = s.height }
    }
    closeLine(upTo: frames.count)
    return ItemArrangement(frames: frames, mainExtent: lineIsOpen ? lineTop + lineHeight : 0)
  }
}
