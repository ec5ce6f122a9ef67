// Swipe actions exist where UIKit has `UIContextualAction`: not on tvOS (nor AppKit).
#if (canImport(UIKit) && !os(tvOS)) || canImport(HeadlessUIKit)

/// Where a swiped row rests and how its actions share the space it reveals: plain numbers,
/// in points along the row, measured from the edge whose actions show (a row swiped open
/// by 120 points has moved 120 points away from that edge).
///
/// The rules are the adapter's own; UIKit documents none of them:
/// - The row follows the finger up to the actions' width. Past it, it goes on following
///   the finger when a full swipe may run the first action, up to the row's width, and
///   moves a quarter as fast otherwise (a rubber band).
/// - A full swipe runs the first action when the finger lifts past ``fullSwipeThreshold``:
///   the greater of 60 % of the row and the actions' width plus 24 points, when that is
///   less than the row's width.
/// - Otherwise a flick (over ``flickSpeed``) opens or closes the row in its direction,
///   and a slow lift opens it past half the actions' width and closes it before.
package struct ListSwipeGeometry: Equatable {
  /// How the row rests when the finger lifts.
  package enum Resting: Equatable {
    /// Closed.
    case closed
    /// Open, its actions shown at their widths.
    case open
    /// Swiped all the way: the first action runs.
    case fullSwipe
  }

  /// The narrowest an action is (UIKit's look: a button for a short word).
  package static let minimumActionWidth = 74.0
  /// The padding each side of an action's title.
  package static let actionPadding = 15.0
  /// A lift faster than this (points per second) opens or closes whatever the distance.
  package static let flickSpeed = 300.0
  /// How fast the row moves past its actions when no full swipe can run.
  package static let rubberBand = 0.25

  /// The row's width.
  package let rowWidth: Double
  /// Each action's width at rest, the edge's first.
  package let actionWidths: [Double]
  /// Whether a full swipe runs the first action (`performsFirstActionWithFullSwipe`).
  package let performsFullSwipe: Bool

  /// Geometry for a row `rowWidth` wide revealing actions of `actionWidths`.
  package init(rowWidth: Double, actionWidths: [Double], performsFullSwipe: Bool) {
    self.rowWidth = rowWidth.isFinite ? Swift.max(0, rowWidth) : 0
    self.actionWidths = actionWidths.map {
      $0.isFinite ? Swift.max(Self.minimumActionWidth, $0) : Self.minimumActionWidth
    }
    self.performsFullSwipe = performsFullSwipe
  }

  /// The width the actions take at rest.
  package var openWidth: Double { actionWidths.reduce(0, +) }

  /// How far the row must be swiped for a full swipe, or `nil` when none can run.
  package var fullSwipeThreshold: Double? {
    guard performsFullSwipe, !actionWidths.isEmpty else { return nil }
    let threshold = Swift.max(0.6 * rowWidth, openWidth + 24)
    return threshold < rowWidth ? threshold : nil
  }

  /// How far the row has moved when the finger has travelled `travel` from where the row
  /// was closed (a negative travel closes it: the row never moves towards the other edge).
  package func offset(forTravel travel: Double) -> Double {
    guard travel.isFinite, travel > 0 else { return 0 }
    let open = openWidth
    guard travel > open else { return travel }
    if fullSwipeThreshold != nil { return Swift.min(travel, rowWidth) }
    return open + (travel - open) * Self.rubberBand
  }

  /// Whether the row at `offset` shows a full swipe (the first action across the space).
  package func isFullSwipe(at offset: Double) -> Bool {
    guard let threshold = fullSwipeThreshold else { return false }
    return offset >= threshold
  }

  /// Where the row rests when the finger lifts at `offset`, moving at `velocity` points
  /// per second (positive: opening further).
  package func resting(at offset: Double, velocity: Double) -> Resting {
    if isFullSwipe(at: offset) { return .fullSwipe }
    let velocity = velocity.isFinite ? velocity : 0
    if velocity > Self.flickSpeed { return .open }
    if velocity < -Self.flickSpeed { return .closed }
    return offset > openWidth / 2 ? .open : .closed
  }

  /// The offset a resting state shows the row at.
  package func offset(for resting: Resting) -> Double {
    switch resting {
    case .closed: 0
    case .open: openWidth
    case .fullSwipe: rowWidth
    }
  }

  /// Each action's span in the space the row reveals at `offset`, measured from the edge
  /// (the first action's span starts at 0): the actions share the space in proportion to
  /// their widths, and in a full swipe the first takes all of it.
  package func actionSpans(at offset: Double) -> [(start: Double, length: Double)] {
    let offset = Swift.max(0, offset.isFinite ? offset : 0)
    guard !actionWidths.isEmpty else { return [] }
    if isFullSwipe(at: offset) {
      return [(0, offset)] + actionWidths.dropFirst().map { _ in (offset, 0) }
    }
    let scale = openWidth > 0 ? offset / openWidth : 0
    var start = 0.0
    return actionWidths.map { width in
      defer { start += width * scale }
      return (start, width * scale)
    }
  }
}

#endif
