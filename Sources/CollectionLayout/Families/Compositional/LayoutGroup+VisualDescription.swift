/// A text drawing of a group for debugging, as `NSCollectionLayoutGroup.visualDescription()`
/// prints one. Apple does not document its format; this one is the engine's own.
extension LayoutGroup {
  /// The group solved in `container` and drawn in text: a first line with its size and
  /// item count, then each item as a box numbered in order, one character for every 5
  /// points across and every 10 down (coarser for a group wider than 600 or taller than
  /// 600 points, so a drawing stays within 120 columns and 60 rows).
  ///
  /// - Parameter container: What fractions resolve against (an iPhone's screen by
  ///   default).
  /// - Returns: The drawing, lines separated by newlines.
  /// - Complexity: O(items + the drawing's characters).
  public func visualDescription(in container: Size = Size(width: 375, height: 667)) -> String {
    var solver = GroupSolver(section: 0, firstItem: 0, measured: { _ in nil })
    let size = solver.solveTopLevel(snapshot(), container: container)
    let frames = solver.leaves.map(\.frame)
    let scaleX = Swift.max(5, size.width / 120)
    let scaleY = Swift.max(10, size.height / 60)
    let columns = Swift.max(1, Int((size.width / scaleX).rounded(.up)))
    let rows = Swift.max(1, Int((size.height / scaleY).rounded(.up)))
    var canvas = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
    for (index, frame) in frames.enumerated() where MainAxisIndex.isValid(frame) {
      // Cells the box covers, kept on the canvas (an item may reach past its group).
      let left = Swift.min(columns - 1, Swift.max(0, Int((frame.minX / scaleX).rounded(.down))))
      let right = Swift.min(columns - 1, Swift.max(left, Int((frame.maxX / scaleX).rounded(.up)) - 1))
      let top = Swift.min(rows - 1, Swift.max(0, Int((frame.minY / scaleY).rounded(.down))))
      let bottom = Swift.min(rows - 1, Swift.max(top, Int((frame.maxY / scaleY).rounded(.up)) - 1))
      for c in left...right {
        canvas[top][c] = "-"
        canvas[bottom][c] = "-"
      }
      for r in top...bottom {
        canvas[r][left] = "|"
        canvas[r][right] = "|"
      }
      for (r, c) in [(top, left), (top, right), (bottom, left), (bottom, right)] { canvas[r][c] = "+" }
      let label = Array(String(index))
      if bottom - top >= 2 && right - left - 1 >= label.count {
        for (k, character) in label.enumerated() { canvas[top + 1][left + 1 + k] = character }
      }
    }
    let header =
      "group \(Self.number(size.width)) × \(Self.number(size.height)) in \(Self.number(container.width)) × "
      + "\(Self.number(container.height)): \(frames.count) item\(frames.count == 1 ? "" : "s")"
    return ([header] + canvas.map { String($0) }).joined(separator: "\n")
  }

  /// `value` without a fraction when it has none.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
