/// The line packing shared by the flow and grid plugins.
///
/// Items go after the previous one (`spacing` apart) while they fit, else on a new line
/// `lineSpacing` below the lowest item so far. A closed line is realigned by its
/// ``FlowAlignment`` and each of its items is centred across the line's height; with the
/// `default` alignment the last line is left as packed (as UIKit's flow layout does).
///
/// A fit is tested with a relative tolerance of 1e-9, so items whose sizes were computed to
/// fill a line exactly never wrap because of rounding. An item wider than the line is
/// narrowed to it (`item.oversized`).
///
/// - Complexity: O(n) time; each item is moved at most once when its line closes.
struct FlowLinePacker {
  var limit: Double
  var spacing: Double
  var lineSpacing: Double
  var alignment: FlowAlignment

  func arrange(
    count: Int, section: Int, size: (Int) -> Size, diagnostics: inout DiagnosticLog
  ) -> ItemArrangement {
    let tolerance = 1e-9 * Swift.max(1, limit)
    var frames: [Rect] = []
    frames.reserveCapacity(count)
    // The open line is built in a small buffer and written to `frames` once aligned, so
    // each frame is written once (the 1M-item prepare is bound by memory traffic).
    var line: [Rect] = []
    var x = 0.0
    var lineTop = 0.0
    var lineEndX = 0.0
    var lineEndY = 0.0
    var bottom = 0.0

    for i in 0..<count {
      var s = size(i)
      if s.width > limit + tolerance {
        diagnostics.report(
          "item.oversized", section: section, item: i,
          "item width \(s.width) exceeds its line (\(limit)); narrowed to the line")
        s.width = limit
      }
      if !line.isEmpty && x + s.width > limit + tolerance {
        close(&line, endX: lineEndX, endY: lineEndY, isLast: false, into: &frames)
        bottom = Swift.max(bottom, lineEndY)
        lineTop = bottom + lineSpacing
        x = 0
        lineEndY = lineTop
      }
      line.append(Rect(x: x, y: lineTop, width: s.width, height: s.height))
      lineEndX = x + s.width
      lineEndY = Swift.max(lineEndY, lineTop + s.height)
      x = lineEndX + spacing
    }
    guard count > 0 else { return ItemArrangement(frames: [], mainExtent: 0) }
    close(&line, endX: lineEndX, endY: lineEndY, isLast: true, into: &frames)
    return ItemArrangement(frames: frames, mainExtent: Swift.max(bottom, lineEndY))
  }

  /// Realigns one line (shifts it along the cross axis by the alignment, centres each item
  /// across the line), appends it to `frames` and empties it.
  private func close(
    _ line: inout [Rect], endX: Double, endY: Double, isLast: Bool, into frames: inout [Rect]
  ) {
    defer { line.removeAll(keepingCapacity: true) }
    if isLast && alignment == .default {
      frames.append(contentsOf: line)
      return
    }
    let free = Swift.max(0, limit - endX)
    let n = line.count
    for k in 0..<n {
      var f = line[k]
      let shift: Double =
        switch alignment {
        case .start: 0
        case .center: free / 2
        case .end: free
        case .default: n == 1 ? free / 2 : free * Double(k) / Double(n - 1)
        }
      f.origin.x += shift
      f.origin.y += (endY - f.maxY) / 2
      frames.append(f)
    }
  }
}
