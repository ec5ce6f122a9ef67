import Testing

/// `FuzzWorld.Random` given a script, as the coverage-guided fuzzer (`Fuzz/`) drives it:
/// its draws must be the script's, must reach every value of a small bound, and must go on
/// with the seed's own draws when the script ends.
@Suite("Fuzz runs: random draws from a script")
struct FuzzRandomScriptTests {
  @Test func theSeedsDrawsFollowTheScript() {
    var plain = FuzzWorld.Random(seed: 42)
    var scripted = FuzzWorld.Random(seed: 42, script: [7, 7, 200])
    let scriptDraws = (0..<3).map { _ in scripted.next() }
    #expect(Set(scriptDraws).count == 3, "the same byte at two places draws two numbers")
    #expect((0..<50).map { _ in scripted.next() } == (0..<50).map { _ in plain.next() })
  }

  @Test func aScriptIsReadTheSameWayEveryTime() {
    var a = FuzzWorld.Random(seed: 1, script: [3, 1, 4, 1, 5])
    var b = FuzzWorld.Random(seed: 99, script: [3, 1, 4, 1, 5])
    #expect((0..<5).map { _ in a.next(1_000) } == (0..<5).map { _ in b.next(1_000) })
  }

  /// A first version repeated the byte five times across the draw (the byte times
  /// 0x01_0101_0101, which is 0 modulo 5 as 256 is 1): every draw of `next(5)` came out 0,
  /// so whatever a run picks from five (a container, a bound) was never picked.
  @Test(arguments: [2, 3, 5, 6, 7, 10, 13])
  func everyValueOfASmallBoundIsReachable(bound: Int) {
    let reached = Set(
      (0...255).map { byte in
        var random = FuzzWorld.Random(seed: 0, script: [UInt8(byte)])
        return random.next(bound)
      })
    #expect(reached == Set(0..<bound))
  }
}
