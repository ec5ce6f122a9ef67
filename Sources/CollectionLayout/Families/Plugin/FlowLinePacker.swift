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
    // Each item is appended where it stays and moved in place when its line closes: no
    // buffer for the open line (the 1M-item prepare is bound by memory traffic).
    var lineStart = 0
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
      if lineStart < i && x + s.width > limit + tolerance {
        close(lineStart..<i, endX: lineEndX, endY: lineEndY, isLast: false, in: &frames)
        lineStart = i
        bottom = Swift.max(bottom, lineEndY)
        lineTop = bottom + lineSpacing
        x = 0
        lineEndY = lineTop
      }
      frames.append(Rect(x: x, y: lineTop, width: s.width, height: s.height))
      lineEndX = x + s.width
      lineEndY = Swift.max(lineEndY, lineTop + s.height)
      x = lineEndX + spacing
    }
    guard count > 0 else { return ItemArrangement(frames: [], mainExtent: 0) }
    close(lineStart..<count, endX: lineEndX, endY: lineEndY, isLast: true, in: &frames)
    return ItemArrangement(frames: frames, mainExtent: Swift.max(bottom, lineEndY))
  }

  /// Realigns one line, the frames at `line`: shifts it along the cross axis by the
  /// alignment and centres each item across the line.
  private func close(_ line: Range<Int>, endX: Double, endY: Double, isLast: Bool, in frames: inout [Rect]) {
    if isLast && alignment == .default { return }
    let free = Swift.max(0, limit - endX)
    let n = line.count
    frames.withUnsafeMutableBufferPointer { buffer in
      for k in 0..<n {
        let shift: Double =
          switch alignment {
          case .start: 0
          case .center: free / 2
          case .end: free
          case .default: n == 1 ? free / 2 : free * Double(k) / Double(n - 1)
          }
        let j = line.lowerBound + k
        buffer[j].origin.x += shift
        buffer[j].origin.y += (endY - buffer[j].maxY) / 2
      }
    }
  }
}
