/// The frames of one section's items with an index for rect queries along the main axis.
///
/// Items are visited in order of their main-axis start (`minY` in canonical terms). For
/// every block of ``blockSize`` visited items the index keeps the largest main-axis end
/// seen up to the block's end: a non-decreasing sequence, so binary search finds the
/// first block that can reach past a query's start; no item before that block can
/// intersect the query. The scan from there stops at the first item that starts at or
/// after the query's end. A query costs O(log n + k + blockSize + f), where f counts
/// items that share the band without reaching the query, bounded by the items of the
/// lines it crosses.
///
/// Memory: 32 bytes per item (the frame) plus 8 bytes per block when the layout produced
/// frames in main-axis order, as line-based layouts do; 4 more bytes per item otherwise,
/// for the visiting order.
struct MainAxisIndex: Sendable {
  /// Items per block of the prefix-maximum table.
  static let blockSize = 32

  /// Frames in item order, canonical, relative to the item area's origin.
  private(set) var frames: [Rect]
  /// `blockMaxEnd[b]` is the largest `maxY` among the visited items before `(b+1)·blockSize`.
  private var blockMaxEnd: [Double]
  /// Visiting order by `minY`, or `nil` when it is the item order.
  private var order: [Int32]?

  init(frames: [Rect]) {
    self.frames = frames
    let block = Self.blockSize
    var table = [Double]()
    table.reserveCapacity((frames.count + block - 1) / block)
    var maxEnd = -Double.infinity
    var previousStart = -Double.infinity
    var sorted = true
    // One pass assumes item order is main-axis order; only if an item starts before its
    // predecessor is a visiting order sorted and the table rebuilt.
    frames.withUnsafeBufferPointer { buffer in
      for (k, f) in buffer.enumerated() {
        if f.minY < previousStart {
          sorted = false
          break
        }
        previousStart = f.minY
        if f.maxY > maxEnd { maxEnd = f.maxY }
        if k % block == block - 1 || k == buffer.count - 1 { table.append(maxEnd) }
      }
    }
    if !sorted {
      // Stable, so that equal starts keep item order and results stay deterministic.
      let indices = frames.indices.sorted { a, b in
        frames[a].minY != frames[b].minY ? frames[a].minY < frames[b].minY : a < b
      }
      order = indices.map { Int32(truncatingIfNeeded: $0) }
      table.removeAll(keepingCapacity: true)
      maxEnd = -Double.infinity
      for (k, i) in indices.enumerated() {
        if frames[i].maxY > maxEnd { maxEnd = frames[i].maxY }
        if k % block == block - 1 || k == indices.count - 1 { table.append(maxEnd) }
      }
    }
    blockMaxEnd = table
  }

  var count: Int { frames.count }

  /// Calls `body` with the index of every item whose frame strictly intersects `rect`
  /// (canonical, item-area coordinates), in item order.
  ///
  /// Callers that test the final, translated frames pass a rect grown by a rounding slack:
  /// this index only has to find every candidate.
  func forEachItem(intersecting rect: Rect, _ body: (Int) -> Void) {
    // First block whose prefix maximum end passes the query's start.
    var low = 0
    var high = blockMaxEnd.count
    while low < high {
      let mid = (low + high) >> 1
      if blockMaxEnd[mid] > rect.minY { high = mid } else { low = mid + 1 }
    }
    var k = low * Self.blockSize
    guard let order else {
      while k < frames.count {
        let f = frames[k]
        if f.minY >= rect.maxY { break }
        if f.intersects(rect) { body(k) }
        k += 1
      }
      return
    }
    // Visiting order differs from item order: report hits in item order, like the
    // ordered case, so results never depend on how the layout listed its frames.
    var hits: [Int] = []
    while k < frames.count {
      let i = Int(order[k])
      if frames[i].minY >= rect.maxY { break }
      if frames[i].intersects(rect) { hits.append(i) }
      k += 1
    }
    hits.sort()
    hits.forEach(body)
  }

  /// Bytes held by this index per item (frames, the block table and the order, if any).
  var bytesPerItem: Double {
    guard !frames.isEmpty else { return 0 }
    let perItem = MemoryLayout<Rect>.stride + (order == nil ? 0 : MemoryLayout<Int32>.stride)
    return Double(perItem) + Double(blockMaxEnd.count * MemoryLayout<Double>.stride) / Double(frames.count)
  }
}
