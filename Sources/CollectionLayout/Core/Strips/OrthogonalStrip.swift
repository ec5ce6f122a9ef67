/// A section whose content scrolls on its own across the layout's scroll direction: a
/// horizontal strip in a vertical layout, a vertical one in a horizontal layout.
///
/// An ``ItemArranger`` that lays its items out in a strip returns one in
/// ``ItemArrangement/strip``, with positions along the strip measured from the leading edge
/// of its item area. The engine stores it re-based to the section (the section's own
/// leading and trailing insets added, ``viewportLength`` set to the section's cross
/// extent): that is what ``LayoutModel/orthogonalStrip(ofSection:)`` returns.
///
/// Offsets along a strip run from 0 (the leading edge in view) to ``maximumOffset``; cells
/// are drawn at their position at rest minus the offset.
public struct OrthogonalStrip: Hashable, Sendable {
  /// Where a gesture comes to rest.
  public var behavior: OrthogonalScrollingBehavior
  /// The length of the strip's content along the strip: insets and items.
  public var contentLength: Double
  /// Where a group's leading edge rests with ``OrthogonalScrollingBehavior/groupPaging`` and
  /// ``OrthogonalScrollingBehavior/continuousGroupLeadingBoundary``: the leading inset.
  public var leadingInset: Double
  /// The inset after the last group: where an item shown at the trailing end rests.
  public var trailingInset: Double
  /// The leading edge of each group along the strip, ascending (one per item when every
  /// item is its own group).
  public var groupStarts: [Double]
  /// The extent of each group along the strip, parallel to ``groupStarts``.
  public var groupLengths: [Double]
  /// The visible length of the strip: the section's cross extent. The engine sets it.
  public var viewportLength: Double

  /// The speed, in points per millisecond (the unit of UIKit's
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`), from which a
  /// gesture counts as a flick: paging behaviours then move one page in its direction.
  public static let flickVelocity = 0.3

  /// Creates a strip; positions are relative to the item area's leading edge.
  public init(
    behavior: OrthogonalScrollingBehavior, contentLength: Double, leadingInset: Double = 0, trailingInset: Double = 0,
    groupStarts: [Double] = [], groupLengths: [Double] = [], viewportLength: Double = 0
  ) {
    self.behavior = behavior
    self.contentLength = contentLength
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.groupStarts = groupStarts
    self.groupLengths = groupLengths
    self.viewportLength = viewportLength
  }

  /// The largest offset: the strip's end at the viewport's end (0 when it fits).
  public var maximumOffset: Double { Swift.max(0, contentLength - viewportLength) }

  /// An offset brought within the strip.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: `offset` within `0...maximumOffset`.
  /// - Complexity: O(1).
  public func clamped(_ offset: Double) -> Double { Swift.min(Swift.max(offset, 0), maximumOffset) }

  /// The offsets the behaviour may rest at, ascending, without repeats, always including 0
  /// and ``maximumOffset``; empty for ``OrthogonalScrollingBehavior/continuous`` (any
  /// offset) and ``OrthogonalScrollingBehavior/none`` (only 0).
  ///
  /// - `paging`: multiples of ``viewportLength``;
  /// - `groupPaging`, `continuousGroupLeadingBoundary`: each group's start less
  ///   ``leadingInset``;
  /// - `groupPagingCentered`: each group's centre less half the viewport;
  ///
  /// each clamped to `0...maximumOffset`. O(groups) (O(pages) for paging).
  public var restingOffsets: [Double] {
    var raw: [Double] = []
    switch behavior {
    case .none, .continuous:
      return []
    case .paging:
      guard viewportLength > 0 else { break }
      var k = 0.0
      while k * viewportLength < maximumOffset {
        raw.append(k * viewportLength)
        k += 1
      }
    case .groupPaging, .continuousGroupLeadingBoundary:
      raw = groupStarts.map { $0 - leadingInset }
    case .groupPagingCentered:
      raw = zip(groupStarts, groupLengths).map { $0 + $1 / 2 - viewportLength / 2 }
    }
    var result: [Double] = [0]
    for offset in raw.map(clamped) + [maximumOffset] where offset > result[result.count - 1] {
      result.append(offset)
    }
    return result
  }

  /// Where a gesture that left the strip at `current`, heading for `proposed` at
  /// `velocity` (points per millisecond, positive towards the strip's end) comes to rest.
  ///
  /// - `none`: 0.
  /// - `continuous`: `proposed`, clamped to `0...maximumOffset`.
  /// - `continuousGroupLeadingBoundary`: the resting offset nearest `proposed`.
  /// - `paging`, `groupPaging`, `groupPagingCentered`: a flick (|velocity| ≥
  ///   ``flickVelocity``) goes to the first resting offset past `current` in its direction
  ///   (one page or group per gesture); a slow drag to the resting offset nearest `current`.
  ///
  /// Inputs are taken as given; ``LayoutModel/restingOffset(ofSection:current:proposed:velocity:diagnostics:)``
  /// sanitises them first.
  ///
  /// - Parameters:
  ///   - current: The offset when the finger lifted.
  ///   - proposed: Where the flick would coast to.
  ///   - velocity: The finger's velocity, in points per millisecond.
  /// - Returns: The resting offset.
  /// - Complexity: O(groups) (O(pages) for paging).
  public func restingOffset(current: Double, proposed: Double, velocity: Double) -> Double {
    switch behavior {
    case .none:
      return 0
    case .continuous:
      return clamped(proposed)
    case .continuousGroupLeadingBoundary:
      return Self.nearest(to: proposed, in: restingOffsets)
    case .paging, .groupPaging, .groupPagingCentered:
      let targets = restingOffsets
      // A tolerance so an offset that sits on a target (to rounding) counts as on it.
      let tolerance = 1e-9 * Swift.max(1, abs(current))
      if velocity >= Self.flickVelocity {
        return targets.first { $0 > current + tolerance } ?? targets[targets.count - 1]
      }
      if velocity <= -Self.flickVelocity {
        return targets.last { $0 < current - tolerance } ?? targets[0]
      }
      return Self.nearest(to: current, in: targets)
    }
  }

  /// The offset that shows the span `start..<end` (along the strip, at rest) at `position`
  /// of the viewport: its start at the leading inset, its centre at the viewport's centre,
  /// or its end before the trailing inset.
  ///
  /// - Parameters:
  ///   - start: Where the span starts along the strip.
  ///   - end: Where it ends.
  ///   - position: Where in the viewport it should show.
  /// - Returns: The offset, clamped to `0...maximumOffset`.
  /// - Complexity: O(1).
  public func offset(showing start: Double, _ end: Double, at position: StripPosition) -> Double {
    switch position {
    case .leading: clamped(start - leadingInset)
    case .center: clamped((start + end) / 2 - viewportLength / 2)
    case .trailing: clamped(end + trailingInset - viewportLength)
    }
  }

  /// The element of `targets` (ascending, not empty) nearest `offset`; the lower on a tie.
  private static func nearest(to offset: Double, in targets: [Double]) -> Double {
    var low = 0
    var high = targets.count
    while low < high {
      let mid = (low + high) >> 1
      if targets[mid] < offset { low = mid + 1 } else { high = mid }
    }
    if low == 0 { return targets[0] }
    if low == targets.count { return targets[targets.count - 1] }
    return offset - targets[low - 1] <= targets[low] - offset ? targets[low - 1] : targets[low]
  }

  /// This strip, reported relative to an item area, re-based to its section: `leading`
  /// and `trailing` insets around it, seen through a viewport of `viewport`.
  func rebased(leading: Double, trailing: Double, viewport: Double) -> OrthogonalStrip {
    var strip = self
    strip.contentLength += leading + trailing
    strip.leadingInset += leading
    strip.trailingInset += trailing
    strip.groupStarts = groupStarts.map { $0 + leading }
    strip.viewportLength = viewport
    return strip
  }
}

/// Where in a strip's viewport an item is brought by programmatic scrolling
/// (``LayoutModel/offset(showingItem:inSection:at:)``).
public enum StripPosition: String, Hashable, Sendable, CaseIterable {
  /// The item's leading edge at the strip's leading inset.
  case leading
  /// The item centred in the viewport.
  case center
  /// The item's trailing edge at the strip's trailing inset.
  case trailing
}
