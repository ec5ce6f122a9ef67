extension MainAxisIndex {
  /// Blocks between two of the scan's checkpoints (1,024 items): a replacement's pass
  /// resumes at the checkpoint before its first frame.
  static let checkpointBlocks = 32

  /// A union of frames, its minimum above its maximum when it holds none.
  struct Union: Sendable, Equatable {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity

    /// The union as a rect, or `nil` when it holds no frame.
    var rect: Rect? { minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil }
  }

  /// What one pass over a section's frames, in item order, gathers for its index. A pass
  /// may start at a checkpoint (see `scan(_:into:)`): the tables before it are kept.
  struct Scan {
    /// `maxEnds[b]`: the largest `maxY` among the frames before `(b + 1) · blockSize`.
    var maxEnds: [Double]
    /// `minStarts[b - firstBlock]`: the smallest `minY` among the frames of block `b`, for
    /// the blocks the pass read (its own, not a suffix's: the local shape's table is
    /// these, minimised from the end).
    var minStarts: [Double] = []
    /// The first block the pass read.
    var firstBlock = 0
    /// `checkpoints[c]`: the union of the frames with area before block
    /// `c · checkpointBlocks`.
    var checkpoints: [Union]
    /// The first block holding an item that starts before the one before it; the block
    /// count when none does.
    var firstDisorderedBlock: Int
    /// The sum of every read frame's components: not finite when one is not (or, rarely,
    /// when the sum overflows, which only costs the exact re-check).
    var checksum = 0.0
    /// The smallest width or height read, 0 at most.
    var smallestExtent = 0.0
    /// The union of the frames with area.
    var bounds = Union()

    /// The tables of `count` frames before a pass from the first block.
    init(count: Int) {
      let blocks = (count + blockSize - 1) / blockSize
      maxEnds = [Double](repeating: 0, count: blocks)
      checkpoints = [Union](repeating: Union(), count: (blocks + checkpointBlocks - 1) / checkpointBlocks)
      firstDisorderedBlock = blocks
    }

    /// The tables of an index, for a pass over `count` frames that reads again from the
    /// checkpoint at or before item `item` (an item before and after the change): what the
    /// frames before the checkpoint gave is kept.
    init(
      resuming maxEnds: [Double], checkpoints: [Union], firstDisorderedBlock: Int, count: Int, atOrBefore item: Int
    ) {
      let blocks = (count + blockSize - 1) / blockSize
      self.maxEnds = Self.resized(maxEnds, to: blocks, filler: 0)
      self.checkpoints = Self.resized(
        checkpoints, to: (blocks + checkpointBlocks - 1) / checkpointBlocks, filler: Union())
      firstBlock = item / blockSize / checkpointBlocks * checkpointBlocks
      // A disorder after the checkpoint is found again by the pass.
      self.firstDisorderedBlock = firstDisorderedBlock < firstBlock ? firstDisorderedBlock : blocks
    }

    /// `table` cut or padded with `filler` to `count` entries (the pass writes the padding).
    private static func resized<T>(_ table: [T], to count: Int, filler: T) -> [T] {
      guard table.count != count else { return table }
      return table.count > count
        ? Array(table[..<count]) : table + repeatElement(filler, count: count - table.count)
    }
  }

  /// The frames a pass reads, one at a time in item order.
  protocol ScannedFrames {
    /// How many frames there are.
    var count: Int { get }
    /// Frame `k`, as it stands once the pass has gone by.
    func frame(_ k: Int) -> Rect
  }

  /// Frames read as they are.
  struct ReadFrames: ScannedFrames {
    let buffer: UnsafeBufferPointer<Rect>
    var count: Int { buffer.count }
    @inline(__always) func frame(_ k: Int) -> Rect { buffer[k] }
  }

  /// Frames from `from` on moved by `by` along the main axis as the pass reads them: a
  /// replacement's followers are read and written once, not once to move and again to scan.
  struct ShiftingFrames: ScannedFrames {
    let buffer: UnsafeMutableBufferPointer<Rect>
    let from: Int
    let by: Double
    var count: Int { buffer.count }
    @inline(__always) func frame(_ k: Int) -> Rect {
      if k >= from { buffer[k].origin.y += by }
      return buffer[k]
    }
  }

  /// One pass builds the prefix maxima and each block's smallest start, finds the first
  /// block holding an item that starts before its predecessor and takes the union, from
  /// `scan.firstBlock` on (a 1M-item section is bound by memory traffic: each frame is
  /// visited once here). Specialised for each kind of frames, so the loop holds no dynamic
  /// call; block by block, so no item tests whether it ends a block.
  @inline(__always)
  static func scan<Frames: ScannedFrames>(_ frames: Frames, into scan: inout Scan) {
    let count = frames.count
    let blockCount = scan.maxEnds.count
    let firstBlock = scan.firstBlock
    var minStarts = [Double](repeating: 0, count: blockCount - firstBlock)
    var maxEnds = scan.maxEnds
    var checkpoints = scan.checkpoints
    // The locals now hold the only references: written in place.
    scan.maxEnds = []
    scan.checkpoints = []
    var firstDisorderedBlock = scan.firstDisorderedBlock
    var disordered = false
    var checksum = 0.0
    var smallestExtent = 0.0
    var bounds = firstBlock == 0 ? Union() : checkpoints[firstBlock / checkpointBlocks]
    var maxEnd = firstBlock == 0 ? -Double.infinity : maxEnds[firstBlock - 1]
    var previousStart = firstBlock == 0 ? -Double.infinity : frames.frame(firstBlock * blockSize - 1).minY
    var k = firstBlock * blockSize
    for b in firstBlock..<blockCount {
      if b % checkpointBlocks == 0 { checkpoints[b / checkpointBlocks] = bounds }
      let end = Swift.min(count, k + blockSize)
      var blockMinStart = Double.infinity
      while k < end {
        let f = frames.frame(k)
        if f.minY < previousStart { disordered = true }
        previousStart = f.minY
        if f.maxY > maxEnd { maxEnd = f.maxY }
        if f.minY < blockMinStart { blockMinStart = f.minY }
        // Non-finite components poison the sum; one test after the pass instead of six per
        // frame (a false alarm from overflow only costs the exact re-check).
        checksum += (f.minX + f.minY) + (f.size.width + f.size.height)
        smallestExtent = Swift.min(smallestExtent, Swift.min(f.size.width, f.size.height))
        if f.size.width > 0 && f.size.height > 0 {
          bounds.minX = Swift.min(bounds.minX, f.minX)
          bounds.minY = Swift.min(bounds.minY, f.minY)
          bounds.maxX = Swift.max(bounds.maxX, f.maxX)
          bounds.maxY = Swift.max(bounds.maxY, f.maxY)
        }
        k += 1
      }
      maxEnds[b] = maxEnd
      minStarts[b - firstBlock] = blockMinStart
      if disordered && b < firstDisorderedBlock { firstDisorderedBlock = b }
    }
    scan.maxEnds = maxEnds
    scan.checkpoints = checkpoints
    scan.minStarts = minStarts
    scan.firstDisorderedBlock = firstDisorderedBlock
    scan.checksum = checksum
    scan.smallestExtent = smallestExtent
    scan.bounds = bounds
  }
}
