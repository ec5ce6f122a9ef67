/// The frames of one section's items with an index for rect queries along the main axis.
///
/// Items are visited in order of their main-axis start (`minY` in canonical terms). Beside
/// them runs the prefix maximum of their main-axis ends, which is non-decreasing, so the
/// first item that can reach below a query's start is found by binary search; the scan
/// stops at the first item that starts at or after the query's end. A query costs
/// O(log n + k + f), where f counts items that share the band without reaching the query,
/// bounded by the items of the lines it crosses.
///
/// Memory: 40 bytes per item (a 32-byte frame and an 8-byte running maximum) when the
/// layout produced frames in main-axis order, as packed lines always do; 4 more bytes per
/// item otherwise, for the visiting order.
struct MainAxisIndex: Sendable {
  /// Frames in item order, canonical, relative to the item area's origin.
  private(set) var frames: [Rect]
  /// `runningMaxEnd[k]` is the largest `maxY` among the first k+1 visited items.
  private var runningMaxEnd: [Double]
  /// Visiting order by `minY`, or `nil` when it is the item order.
  private var order: [Int32]?

  init(frames: [Rect]) {
    self.frames = frames
    var sorted = true
    var previous = -Double.infinity
    for f in frames {
      if f.minY < previous {
        sorted = false
        break
      }
      previous = f.minY
    }
    if !sorted {
      // Stable, so that equal starts keep item order and results stay deterministic.
      let indices = frames.indices.sorted { a, b in
        frames[a].minY != frames[b].minY ? frames[a].minY < frames[b].minY : a < b
      }
      order = indices.map { Int32(truncatingIfNeeded: $0) }
    }
    var running = [Double]()
    running.reserveCapacity(frames.count)
    var maxEnd = -Double.infinity
    for k in frames.indices {
      let f = frames[order.map { Int($0[k]) } ?? k]
      if f.maxY > maxEnd { maxEnd = f.maxY }
      running.append(maxEnd)
    }
    runningMaxEnd = running
  }

  var count: Int { frames.count }

  /// Calls `body` with the index of every item whose frame strictly intersects `rect`
  /// (canonical, item-area coordinates), in visiting order.
  ///
  /// Callers that test the final, translated frames pass a rect grown by a rounding slack:
  /// this index only has to find every candidate.
  func forEachItem(intersecting rect: Rect, _ body: (Int) -> Void) {
    // First k whose running maximum end passes the query's start.
    var low = 0
    var high = runningMaxEnd.count
    while low < high {
      let mid = (low + high) >> 1
      if runningMaxEnd[mid] > rect.minY { high = mid } else { low = mid + 1 }
    }
    var k = low
    while k < frames.count {
      let i = order.map { Int($0[k]) } ?? k
      let f = frames[i]
      if f.minY >= rect.maxY { break }
      if f.intersects(rect) { body(i) }
      k += 1
    }
  }

  /// Bytes held per item by this index (frames, running maxima and the order, if any).
  var bytesPerItem: Int {
    MemoryLayout<Rect>.stride + MemoryLayout<Double>.stride + (order == nil ? 0 : MemoryLayout<Int32>.stride)
  }
}
