import CollectionLayout
import Testing

/// Random batch edits of one section's items, as the staggered and mosaic replacement
/// suites draw them, and the checks every replacement of one must pass.
enum RandomItemEdits {
  /// Edits `values` at random and returns what it did (`nil` when it changed nothing): a
  /// third of the time one or two reloads (`make` draws the new value, maybe the old
  /// one's), else up to two deletions and up to two insertions; deleted items by index
  /// before, inserted ones by index after, both ascending.
  static func next<Value>(
    _ values: inout [Value], _ random: inout SplitMix64, make: (inout SplitMix64) -> Value
  ) -> (
    deleted: [Int], inserted: [Int], oldCount: Int
  )? {
    let old = values.count
    var deleted: Set<Int> = []
    var inserted: [Int] = []
    if old > 0 && random.next() % 3 == 0 {
      for _ in 0..<Int(1 + random.next() % 2) { deleted.insert(Int(random.next() % UInt64(old))) }
      inserted = deleted.sorted()
      for i in inserted { values[i] = make(&random) }
    } else {
      if old > 0 {
        for _ in 0..<Int(random.next() % 3) { deleted.insert(Int(random.next() % UInt64(old))) }
      }
      values = values.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
      for _ in 0..<Int(random.next() % 3) {
        let at = Int(random.next() % UInt64(values.count + 1))
        inserted = inserted.map { $0 >= at ? $0 + 1 : $0 } + [at]
        values.insert(make(&random), at: at)
      }
    }
    guard !deleted.isEmpty || !inserted.isEmpty else { return nil }
    return (deleted.sorted(), inserted.sorted(), old)
  }

  /// Expects `replacement` of `edit` to start where it replaces, to change the count as
  /// the edit does and to shift nothing; splices it into `frames`, which must then be
  /// `fresh`'s, as must the extent. Returns whether the run stopped before the end.
  static func expectSplice(
    _ replacement: ItemReplacement, of edit: ItemEdit, into frames: inout [Rect], fresh: ItemArrangement,
    _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    #expect(replacement.items.lowerBound == replacement.replacedItems.lowerBound, sourceLocation: sourceLocation)
    #expect(
      replacement.items.count - replacement.replacedItems.count == edit.countChange, sourceLocation: sourceLocation)
    #expect(replacement.shift == 0, sourceLocation: sourceLocation)
    frames.replaceSubrange(replacement.replacedItems, with: replacement.frames)
    #expect(frames == fresh.frames, "\(comment): \(edit)", sourceLocation: sourceLocation)
    #expect(replacement.mainExtent == fresh.mainExtent, comment, sourceLocation: sourceLocation)
    return replacement.items.upperBound < edit.newItemCount
  }
}
