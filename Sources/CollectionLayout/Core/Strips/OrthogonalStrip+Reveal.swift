extension OrthogonalStrip {
  /// The offset nearest `current` at which the span `start..<end` shows whole, between the
  /// strip's leading and trailing insets: what a strip scrolls to when focus moves to one
  /// of its items (tvOS's remote, an iPad's keyboard).
  ///
  /// - A span already whole in view keeps `current`.
  /// - One cut off at the trailing side comes in to the trailing inset, one cut off at the
  ///   leading side to the leading inset, one longer than the viewport to the leading inset.
  /// - Where it fits, the next group in the direction of travel shows a quarter of itself
  ///   too, so that focus, which moves among what is on screen, has somewhere to go next.
  /// - A strip that snaps (paging, group paging, leading boundaries) stays on its grid: of
  ///   its ``restingOffsets`` that show the span whole, the one nearest the offset the rules
  ///   above give.
  ///   When none does, the span is shown anyway, off the grid, since what has focus must be
  ///   seen.
  ///
  /// - Parameters:
  ///   - start: Where the span starts along the strip.
  ///   - end: Where it ends.
  ///   - current: The strip's offset now.
  /// - Returns: The offset, within `0...maximumOffset`.
  /// - Complexity: O(log groups) for a continuous strip; O(groups) (O(pages) for paging)
  ///   for one that snaps.
  public func offset(revealing start: Double, _ end: Double, from current: Double) -> Double {
    let current = current.isFinite ? clamped(current) : 0
    // The span shows whole at offsets in `earliest...latest` (before clamping).
    let latest = start - leadingInset
    let earliest = end + trailingInset - viewportLength
    let tolerance = 1e-9 * Swift.max(1, abs(current), abs(earliest), abs(latest))
    if current >= earliest - tolerance && current <= latest + tolerance { return current }
    var wanted: Double
    if earliest > latest {
      wanted = latest
    } else if current < earliest {
      // Forward: the span at the trailing inset, or further to show the next group's start.
      wanted = earliest
      if let next = groupIndex(startingAtOrAfter: end - tolerance) {
        let peek = groupStarts[next] + groupLengths[next] / 4 + trailingInset - viewportLength
        wanted = Swift.max(wanted, Swift.min(latest, peek))
      }
    } else {
      // Back: the span at the leading inset, or further to show the previous group's end.
      wanted = latest
      let previous = (groupIndex(startingAtOrAfter: start - tolerance) ?? groupStarts.count) - 1
      if previous >= 0, groupStarts[previous] + groupLengths[previous] <= start + tolerance {
        let peek = groupStarts[previous] + groupLengths[previous] * 3 / 4 - leadingInset
        wanted = Swift.min(wanted, Swift.max(earliest, peek))
      }
    }
    let minimal = clamped(wanted)
    var best: Double?
    for target in restingOffsets where target >= earliest - tolerance && target <= latest + tolerance {
      if best.map({ abs(target - minimal) < abs($0 - minimal) }) ?? true { best = target }
    }
    return best ?? minimal
  }

  /// The first group that starts at or after `position`, by binary search.
  private func groupIndex(startingAtOrAfter position: Double) -> Int? {
    var low = 0
    var high = groupStarts.count
    while low < high {
      let mid = (low + high) >> 1
      if groupStarts[mid] < position { low = mid + 1 } else { high = mid }
    }
    return low < groupStarts.count ? low : nil
  }
}
