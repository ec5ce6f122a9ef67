extension MainAxisIndex {
  /// What one pass over a section's frames, in item order, gathers for its index.
  struct Scan {
    /// `maxEnds[b]`: the largest `maxY` among the frames before `(b + 1) · blockSize`.
    var maxEnds: [Double]
    /// `minStarts[b]`: the smallest `minY` among the frames of block `b` (its own, not a
    /// suffix's: the local shape's table is these, minimised from the end).
    var minStarts: [Double]
    /// Whether no frame starts before the one before it.
    var ordered: Bool
    /// The sum of every frame's components: not finite when one is not (or, rarely, when
    /// the sum overflows, which only costs the exact re-check).
    var checksum: Double
    /// The smallest width or height seen, 0 at most.
    var smallestExtent: Double
    /// The union of the frames with area; its minimum above its maximum when none has.
    var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)
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

  /// One pass builds the prefix maxima and each block's smallest start, checks whether
  /// starts ever decrease and takes the union (a 1M-item section is bound by memory
  /// traffic: each frame is visited once here). Specialised for each kind of frames, so the
  /// loop holds no dynamic call; block by block, so no item tests whether it ends a block.
  @inline(__always)
  static func scan<Frames: ScannedFrames>(_ frames: Frames) -> Scan {
    let count = frames.count
    let blockCount = (count + blockSize - 1) / blockSize
    var maxEnds = [Double](repeating: 0, count: blockCount)
    var minStarts = [Double](repeating: 0, count: blockCount)
    var ordered = true
    var checksum = 0.0
    var smallestExtent = 0.0
    var bounds = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
    var maxEnd = -Double.infinity
    var previousStart = -Double.infinity
    var k = 0
    for b in 0..<blockCount {
      let end = Swift.min(count, k + blockSize)
      var blockMinStart = Double.infinity
      while k < end {
        let f = frames.frame(k)
        if f.minY < previousStart { ordered = false }
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
      minStarts[b] = blockMinStart
    }
    return Scan(
      maxEnds: maxEnds, minStarts: minStarts, ordered: ordered, checksum: checksum, smallestExtent: smallestExtent,
      bounds: bounds)
  }
}
