/// The local shape's table of starts (``MainAxisIndex``): for each block, the smallest
/// start among the items from the block's start to the end.
extension MainAxisIndex {
  /// The table after `scan`: from its blocks' own smallest starts, and before its first
  /// block from `previous` (the index's table before the pass; empty when the frames
  /// started in order). Going back from the pass's first block, a block's minimum is its
  /// own smallest start or the next block's, whichever is smaller; the walk stops at the
  /// first block whose next one kept its minimum (every earlier one keeps its too), and
  /// reads a block's frames only when the table cannot tell its own smallest start.
  ///
  /// - Complexity: O(blocks read by the pass + blocks back to the first unchanged one),
  ///   plus 32 frames for each block whose own start is not known; O(blocks) strided reads
  ///   when the frames before the pass started in order.
  static func suffixMinima(after scan: Scan, previous: [Double], frames: [Rect]) -> [Double] {
    let blockCount = scan.maxEnds.count
    let first = scan.firstBlock
    // The previous table describes the blocks before the pass's first as they are (their
    // frames did not change), however many blocks follow now.
    let keepsPrevious = first > 0 && previous.count > first
    var minima =
      !keepsPrevious
      ? [Double](repeating: .infinity, count: blockCount)
      : previous.count == blockCount
        ? previous : Array(previous[..<first]) + repeatElement(.infinity, count: blockCount - first)
    // The previous minimum of the block after the one being set, read before it is replaced.
    var previousNext = keepsPrevious && first < blockCount ? previous[first] : -Double.infinity
    var running = Double.infinity
    var b = blockCount - 1
    while b >= first {
      running = Swift.min(running, scan.minStarts[b - first])
      minima[b] = running
      b -= 1
    }
    while b >= 0 {
      let next = minima[b + 1]
      let own: Double
      if !keepsPrevious {
        // Frames in order before the pass: a block's smallest start is its first item's.
        own = frames[b * blockSize].minY
      } else {
        if next == previousNext { break }
        let old = minima[b]
        if old < previousNext {
          own = old  // The block's own smallest start was its minimum.
        } else if next <= old {
          own = .infinity  // Its own smallest start is at least `old`: `next` is the minimum.
        } else {
          own = ownSmallestStart(ofBlock: b, in: frames)
        }
        previousNext = old
      }
      minima[b] = Swift.min(own, next)
      b -= 1
    }
    return minima
  }

  /// The smallest start among the frames of block `b`.
  private static func ownSmallestStart(ofBlock b: Int, in frames: [Rect]) -> Double {
    var smallest = Double.infinity
    for k in (b * blockSize)..<Swift.min(frames.count, (b + 1) * blockSize) where frames[k].minY < smallest {
      smallest = frames[k].minY
    }
    return smallest
  }
}
