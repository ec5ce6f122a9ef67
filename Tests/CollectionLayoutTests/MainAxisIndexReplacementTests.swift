import Testing

@testable import CollectionLayout

/// A replacement resumes the index's pass at the checkpoint before its run
/// (`MainAxisIndex.replace`): whatever the frames' shape before and after, the index it
/// leaves equals one built afresh over the same frames (every table, the union and the
/// validity), and answers every query as the frames do.
@Suite struct MainAxisIndexReplacementTests {
  /// Frames of one shape: in order (lines), out of order within a few blocks (centred lines
  /// of five, so a line's tallest item may start a block after a shorter one), or listed
  /// bottom-up (sorted visiting order).
  enum Shape: CaseIterable { case ordered, local, bottomUp }

  static func frames(_ count: Int, _ shape: Shape, _ random: inout SplitMix64) -> [Rect] {
    (0..<count).map { i in
      let line = Double(i / 5)
      let height = Double(5 + random.next() % 30)
      let top: Double =
        switch shape {
        case .ordered: line * 40
        // Centred across a 40-point line: shorter items start lower than taller ones.
        case .local: line * 40 + (35 - height) / 2
        case .bottomUp: Double(count - i) * 8
        }
      return Rect(x: Double(i % 5) * 40, y: top, width: 35, height: height)
    }
  }

  /// The items whose frames intersect `rect`, by the index and by brute force.
  static func hits(_ index: MainAxisIndex, _ rect: Rect) -> [Int] {
    var hits: [Int] = []
    index.forEachItem(intersecting: rect) { hits.append($0) }
    return hits
  }

  /// Replaces `range` of `index` by `run`, the frames after it moved by `shift`, and
  /// expects the frames replaced by hand, an index equal to one built afresh over them,
  /// and `queries` random rect queries (their tops `queryScale` points apart per step)
  /// answered as by brute force.
  static func replace(
    _ range: Range<Int>, of index: inout MainAxisIndex, with run: [Rect], shift: Double, queries: Int,
    queryScale: Double, _ random: inout SplitMix64, _ comment: String
  ) {
    var expected = index.frames
    expected.replaceSubrange(range, with: run)
    for k in (range.lowerBound + run.count)..<expected.count { expected[k].origin.y += shift }
    index.replace(range, with: run, shiftingFollowingBy: shift)
    #expect(index.frames == expected, "\(comment)")
    #expect(index == MainAxisIndex(frames: expected), "\(comment)")
    for _ in 0..<queries {
      let top = Double(Int(random.next() % 4000)) * queryScale - 20
      let rect = Rect(x: 0, y: top, width: 200, height: Double(1 + random.next() % 300))
      let brute = expected.indices.filter { expected[$0].intersects(rect) }
      #expect(Self.hits(index, rect) == brute, "\(comment): \(rect)")
    }
  }

  @Test(arguments: Shape.allCases)
  func replacementsAnswerAsAFreshIndex(_ shape: Shape) {
    var random = SplitMix64(seed: 0x1DE7_0000 + UInt64(Shape.allCases.firstIndex(of: shape)!))
    for round in 0..<40 {
      let count = [1, 31, 33, 1024, 1025, 3000, 5000][round % 7]
      var index = MainAxisIndex(frames: Self.frames(count, shape, &random))
      for step in 0..<8 {
        // A run anywhere (mostly past the first checkpoint), its frames moved and resized,
        // now and then invalid; the frames after it moved by `shift`.
        // A third of the runs start at a checkpoint, where the line across it ends.
        let start =
          random.next() % 3 == 0
          ? Swift.min(count - 1, 1024 * Int(random.next() % UInt64(count / 1024 + 1)))
          : Int(random.next() % UInt64(count))
        let end = Swift.min(count, start + 1 + Int(random.next() % 9))
        var run = Array(index.frames[start..<end])
        // Now and then far up or down: the start table of the blocks before it changes.
        let reach = random.next() % 4 == 0 ? 600 : 20
        for k in run.indices {
          run[k].origin.y += Double(Int(random.next() % UInt64(2 * reach + 1)) - reach)
          run[k].size.height = Double(random.next() % 50)
          if random.next() % 97 == 0 { run[k].size.width = -1 }
        }
        // Now and then a run of another length (elements may differ in number).
        if random.next() % 9 == 0 { run.append(run[0]) }
        let shift = random.next() % 3 == 0 ? 0 : Double(Int(random.next() % UInt64(2 * reach + 1)) - reach)
        Self.replace(
          start..<end, of: &index, with: run, shift: shift, queries: 12, queryScale: Double(count) / 500, &random,
          "\(shape) round \(round) step \(step): \(count) frames, run \(start)..<\(end), shift \(shift)")
      }
    }
  }

  /// Runs of another length, as a batch update's insertions and deletions leave them: at
  /// the front, inside, up to the end and past it (an append), long enough to add or drop
  /// blocks and checkpoints; the frames after the run move by `shift`.
  @Test(arguments: Shape.allCases)
  func editsAnswerAsAFreshIndex(_ shape: Shape) {
    var random = SplitMix64(seed: 0xED17_0000 + UInt64(Shape.allCases.firstIndex(of: shape)!))
    for round in 0..<30 {
      let count = [1, 32, 33, 1024, 1025, 2048, 3000][round % 7]
      var index = MainAxisIndex(frames: Self.frames(count, shape, &random))
      for step in 0..<8 {
        let frames = index.frames
        let start: Int =
          switch random.next() % 4 {
          case 0: frames.count  // an append
          case 1: 0
          default: Int(random.next() % UInt64(frames.count + 1))
          }
        // Up to the end now and then (the tail deleted), else a few items.
        let end =
          random.next() % 5 == 0 ? frames.count : Swift.min(frames.count, start + Int(random.next() % 40))
        let inserted = Int(random.next() % 3 == 0 ? random.next() % 1_500 : random.next() % 6)
        let top = start > 0 ? frames[start - 1].maxY : 0
        let run = (0..<inserted).map { k in
          Rect(x: Double(k % 5) * 40, y: top + Double(k / 5) * 40 + Double(random.next() % 9), width: 35, height: 30)
        }
        guard !(frames.count - (end - start) + run.count == 0) else { continue }
        let shift = Double(Int(random.next() % 801) - 400)
        let newCount = frames.count - (end - start) + run.count
        Self.replace(
          start..<end, of: &index, with: run, shift: shift, queries: 8, queryScale: Double(newCount) / 400, &random,
          "\(shape) round \(round) step \(step): \(frames.count) frames, \(start)..<\(end) → \(run.count), shift \(shift)"
        )
      }
    }
  }
}
