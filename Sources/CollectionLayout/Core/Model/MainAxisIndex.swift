/// The frames of one section's items with an index for rect queries along the main axis.
///
/// Items are kept in item order and grouped in blocks of ``blockSize``. For every block the
/// index keeps the largest main-axis end (`maxY` in canonical terms) among the items up to
/// the block's end, and the smallest main-axis start (`minY`) among the items from the
/// block's start on. Both sequences are non-decreasing, so the blocks that can hold an item
/// intersecting a query form one run: binary search finds its first block (the first whose
/// prefix-maximum end passes the query's start), and the scan stops at the first block
/// whose suffix-minimum start reaches the query's end.
///
/// Three shapes, chosen once per section in O(n):
/// - **ordered** (starts never decrease in item order, as line-by-line layouts produce):
///   the scan also stops at the first item that starts at or after the query's end, and
///   the start table is not needed. 32 bytes per item plus 8 per block.
/// - **local** (items start out of order, but only within a few blocks, as flow and grid
///   centring, staggered columns and mosaic spans do): whole blocks are scanned. A point
///   lies in the interval of at most ``maximumBlockDepth`` blocks, so a query costs
///   O(log n + k + blockSize · (lines crossed + depth)). 32 bytes per item plus 16 per block.
/// - **sorted** (disorder spans more blocks than that, such as items listed bottom-up): a
///   visiting order sorted by start stands in for item order, as in the ordered shape, and
///   hits are sorted back into item order. 36 bytes per item plus 8 per block; the sort
///   costs O(n log n) once.
///
/// Every shape finds exactly the items whose frames intersect the query: the choice only
/// changes cost, never results. Every shape also keeps, each ``checkpointBlocks`` blocks,
/// the union of the frames before them (32 bytes), so a replacement of as many frames
/// rebuilds the tables from the checkpoint before its run (``replace(_:with:shiftingFollowingBy:)``).
struct MainAxisIndex: Sendable, Equatable {
  /// Items per block.
  static let blockSize = 32
  /// The most blocks whose start–end intervals may share a point before the index sorts a
  /// visiting order instead (the local shape's bound on wasted scanning: 2,048 items).
  static let maximumBlockDepth = 64

  /// Frames in item order, canonical, relative to the item area's origin.
  private(set) var frames: [Rect]
  /// `blockMaxEnd[b]`: the largest `maxY` among the visited items before `(b+1)·blockSize`.
  private var blockMaxEnd: [Double]
  /// `blockMinStart[b]`: the smallest `minY` among items from `b·blockSize` on; empty
  /// unless the shape is local.
  private var blockMinStart: [Double]
  /// Visiting order by `minY`, or `nil` when it is the item order.
  private var order: [Int32]?
  /// The union of the frames with area before every 1,024th item (see ``Scan``), so a
  /// replacement's pass starts near its first frame.
  private var checkpoints: [Union]
  /// The first block holding an item that starts before the one before it; the block
  /// count when none does (the shape is ordered).
  private var firstDisorderedBlock: Int
  /// The union of the frames that have area, or `nil` when none has.
  let bounds: Rect?
  /// Whether every frame is finite with non-negative extents (see ``isValid(_:)``); may be
  /// false for valid frames whose sum overflows, so callers re-check frame by frame.
  let framesAreValid: Bool

  /// Whether `frame` has a finite origin and finite, non-negative extents (false for NaN).
  @inline(__always)
  static func isValid(_ frame: Rect) -> Bool {
    abs(frame.minX) < .infinity && abs(frame.minY) < .infinity && frame.size.width >= 0
      && frame.size.height >= 0 && frame.size.width < .infinity && frame.size.height < .infinity
  }

  /// Whether every frame of `frames` is valid (``isValid(_:)``), without a branch per frame:
  /// a coordinate times zero is NaN exactly when it is not finite, so one sum says whether
  /// all are finite, and one minimum whether no extent is negative.
  ///
  /// - Complexity: O(n), one pass the compiler vectorises.
  static func areValid(_ frames: [Rect]) -> Bool {
    var poison = 0.0
    var smallestExtent = 0.0
    frames.withUnsafeBufferPointer { buffer in
      for frame in buffer {
        poison += frame.minX * 0 + frame.minY * 0 + frame.size.width * 0 + frame.size.height * 0
        smallestExtent = Swift.min(smallestExtent, Swift.min(frame.size.width, frame.size.height))
      }
    }
    return poison == 0 && smallestExtent >= 0
  }

  init(frames: [Rect]) {
    var scan = Scan(count: frames.count)
    frames.withUnsafeBufferPointer { Self.scan(ReadFrames(buffer: $0), into: &scan) }
    self.init(frames: frames, scan: scan, previousStarts: [])
  }

  /// The index of `frames` from the pass `scan` made over them (from its first block; the
  /// start table before it is `previousStarts`, see ``suffixMinima(after:previous:frames:)``).
  private init(frames: [Rect], scan: Scan, previousStarts: [Double]) {
    self.frames = frames
    self.bounds = scan.bounds.rect
    framesAreValid = scan.checksum.isFinite && scan.smallestExtent >= 0
    blockMaxEnd = scan.maxEnds
    checkpoints = scan.checkpoints
    firstDisorderedBlock = scan.firstDisorderedBlock
    blockMinStart = []
    order = nil
    guard firstDisorderedBlock < blockMaxEnd.count else { return }
    blockMinStart = Self.suffixMinima(after: scan, previous: previousStarts, frames: frames)
    if Self.maximumDepth(starts: blockMinStart, ends: blockMaxEnd) > Self.maximumBlockDepth {
      blockMinStart = []
      sortVisitingOrder()
    }
  }

  var count: Int { frames.count }

  /// Replaces the frames of `range` by `newFrames` (as many, or another number after an
  /// insertion or a deletion) and moves every later frame by `shift` along the main axis
  /// while it rebuilds the tables. No reallocation when the frames are not shared and
  /// their number is kept (or fits their storage, which grows by a sixteenth).
  ///
  /// - Complexity: O(items from the run's first to the end): the pass resumes at the
  ///   checkpoint before the run (at most 1,023 items earlier, 2,047 when the run reaches
  ///   the end), plus O(blocks) for the tables of an index whose items start out of order.
  ///   O(n) when the index sorted a visiting order or a frame was not valid.
  mutating func replace(_ range: Range<Int>, with newFrames: [Rect], shiftingFollowingBy shift: Double) {
    // A run of every frame is a new index: splicing it would copy it once more.
    if range == 0..<frames.count {
      self = MainAxisIndex(frames: newFrames)
      return
    }
    var moved = frames
    let oldCount = moved.count
    frames = []  // `moved` now holds the only reference: mutated in place.
    let newCount = oldCount - range.count + newFrames.count
    // Grown by a sixteenth, not doubled: a section of a million rows keeps 34 MB of
    // frames, not 64, and appends still copy each frame O(1) times on average.
    if newCount > moved.capacity { moved.reserveCapacity(newCount + newCount / 16 + 16) }
    moved.replaceSubrange(range, with: newFrames)
    // Tables from before the run are kept when they still describe the frames there: in
    // item order, all valid. The pass starts in a block that exists before and after.
    let resumes = oldCount > 0 && !moved.isEmpty && order == nil && framesAreValid
    var scan =
      resumes
      ? Scan(
        resuming: blockMaxEnd, checkpoints: checkpoints, firstDisorderedBlock: firstDisorderedBlock,
        count: moved.count, atOrBefore: Swift.min(range.lowerBound, oldCount - 1, moved.count - 1))
      : Scan(count: moved.count)
    let previousStarts = resumes ? blockMinStart : []
    blockMaxEnd = []  // `scan` now holds the only reference.
    checkpoints = []
    blockMinStart = []
    // The frames after the run move in the pass that rebuilds the tables: each is read and
    // written once (measuring one item of a million is bound by memory traffic).
    let following = range.lowerBound + newFrames.count
    moved.withUnsafeMutableBufferPointer { buffer in
      if shift == 0 {
        Self.scan(ReadFrames(buffer: UnsafeBufferPointer(buffer)), into: &scan)
      } else {
        Self.scan(ShiftingFrames(buffer: buffer, from: following, by: shift), into: &scan)
      }
    }
    self = MainAxisIndex(frames: moved, scan: scan, previousStarts: previousStarts)
  }

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
    if let order {
      visitSorted(from: low, order: order, intersecting: rect, body)
    } else if blockMinStart.isEmpty {
      var k = low * Self.blockSize
      while k < frames.count {
        let f = frames[k]
        if f.minY >= rect.maxY { break }
        if f.intersects(rect) { body(k) }
        k += 1
      }
    } else {
      var b = low
      while b < blockMinStart.count && blockMinStart[b] < rect.maxY {
        let end = Swift.min(frames.count, (b + 1) * Self.blockSize)
        for k in (b * Self.blockSize)..<end where frames[k].intersects(rect) { body(k) }
        b += 1
      }
    }
  }

  /// Bytes held by this index per item (frames, the block tables, the checkpoints and the
  /// order, if any).
  var bytesPerItem: Double {
    guard !frames.isEmpty else { return 0 }
    let perItem = MemoryLayout<Rect>.stride + (order == nil ? 0 : MemoryLayout<Int32>.stride)
    let tables =
      (blockMaxEnd.count + blockMinStart.count) * MemoryLayout<Double>.stride
      + checkpoints.count * MemoryLayout<Union>.stride
    return Double(perItem) + Double(tables) / Double(frames.count)
  }

  /// The scan of the sorted shape: visiting order from block `first`, hits reported in item
  /// order so results never depend on how the layout listed its frames.
  private func visitSorted(from first: Int, order: [Int32], intersecting rect: Rect, _ body: (Int) -> Void) {
    var hits: [Int] = []
    var k = first * Self.blockSize
    while k < frames.count {
      let i = Int(order[k])
      if frames[i].minY >= rect.maxY { break }
      if frames[i].intersects(rect) { hits.append(i) }
      k += 1
    }
    hits.sort()
    hits.forEach(body)
  }

  /// Replaces item order by a visiting order sorted by start and rebuilds the end table
  /// over it.
  private mutating func sortVisitingOrder() {
    let frames = self.frames
    // Stable, so that equal starts keep item order and results stay deterministic.
    let indices = frames.indices.sorted { a, b in
      frames[a].minY != frames[b].minY ? frames[a].minY < frames[b].minY : a < b
    }
    order = indices.map { Int32(truncatingIfNeeded: $0) }
    blockMaxEnd.removeAll(keepingCapacity: true)
    var maxEnd = -Double.infinity
    for (k, i) in indices.enumerated() {
      if frames[i].maxY > maxEnd { maxEnd = frames[i].maxY }
      if k % Self.blockSize == Self.blockSize - 1 || k == indices.count - 1 { blockMaxEnd.append(maxEnd) }
    }
  }

  /// The largest number of blocks whose intervals `[starts[b], ends[b])` share a point. Both
  /// sequences are non-decreasing, so one merge-like pass counts, at each block's start,
  /// the blocks begun minus the blocks already ended.
  static func maximumDepth(starts: [Double], ends: [Double]) -> Int {
    var deepest = 0
    var ended = 0
    var b = 0
    while b < starts.count {
      let point = starts[b]
      // All blocks starting at this point are open here.
      var begun = b + 1
      while begun < starts.count && starts[begun] == point { begun += 1 }
      while ended < ends.count && ends[ended] <= point { ended += 1 }
      deepest = Swift.max(deepest, begun - ended)
      b = begun
    }
    return deepest
  }
}
