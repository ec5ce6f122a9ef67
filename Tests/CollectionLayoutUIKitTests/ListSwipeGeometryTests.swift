import CollectionLayoutUIKit
import Testing

#if (canImport(UIKit) && !os(tvOS)) || canImport(HeadlessUIKit)

/// The distances of a list row's swipe (`ListSwipeGeometry`): where the row is for a
/// finger's travel, where it rests when the finger lifts, and how its actions share the
/// space it reveals. UIKit documents none of them; these are the adapter's rules.
@Suite("List swipe geometry")
struct ListSwipeGeometryTests {
  /// A 375-point row with actions of 75 and 83 points (158 open); full swipes past 225.
  let geometry = ListSwipeGeometry(rowWidth: 375, actionWidths: [75, 83], performsFullSwipe: true)

  @Test func theRowFollowsTheFingerAndNeverPassesItsOtherEdge() {
    #expect(geometry.openWidth == 158)
    #expect(geometry.offset(forTravel: -40) == 0)
    #expect(geometry.offset(forTravel: 100) == 100)
    // Past the actions, towards a full swipe: still the finger, up to the row's width.
    #expect(geometry.offset(forTravel: 300) == 300)
    #expect(geometry.offset(forTravel: 900) == 375)
    #expect(geometry.offset(forTravel: .nan) == 0)
    #expect(geometry.offset(forTravel: .infinity) == 0)
  }

  @Test func withoutAFullSwipeTheRowRubberBandsPastItsActions() {
    let banded = ListSwipeGeometry(rowWidth: 375, actionWidths: [75, 83], performsFullSwipe: false)
    #expect(banded.fullSwipeThreshold == nil)
    #expect(banded.offset(forTravel: 158) == 158)
    #expect(banded.offset(forTravel: 258) == 158 + 25)
    #expect(banded.resting(at: 300, velocity: 0) == .open)
  }

  @Test func theFullSwipeThresholdIsSixtyPercentOrPastTheActions() {
    #expect(geometry.fullSwipeThreshold == 225)
    // Wide actions push it past them; actions wider than the row allow none.
    let wide = ListSwipeGeometry(rowWidth: 375, actionWidths: [120, 120], performsFullSwipe: true)
    #expect(wide.fullSwipeThreshold == 264)
    let wider = ListSwipeGeometry(rowWidth: 375, actionWidths: [200, 200], performsFullSwipe: true)
    #expect(wider.fullSwipeThreshold == nil)
    #expect(wider.offset(forTravel: 500) == 400 + 25)
  }

  @Test func theRowRestsByDistanceUnlessFlicked() {
    #expect(geometry.resting(at: 78, velocity: 0) == .closed)
    #expect(geometry.resting(at: 80, velocity: 0) == .open)
    #expect(geometry.resting(at: 30, velocity: 301) == .open)
    #expect(geometry.resting(at: 150, velocity: -301) == .closed)
    #expect(geometry.resting(at: 150, velocity: .nan) == .open)
    #expect(geometry.resting(at: 225, velocity: -2000) == .fullSwipe)
    #expect(geometry.offset(for: .open) == 158)
    #expect(geometry.offset(for: .fullSwipe) == 375)
    #expect(geometry.offset(for: .closed) == 0)
  }

  @Test func actionsShareTheRevealedSpaceAndAFullSwipeGivesItToTheFirst() {
    let half = geometry.actionSpans(at: 79)
    #expect(half.map(\.start) == [0, 37.5])
    #expect(half.map(\.length) == [37.5, 41.5])
    let open = geometry.actionSpans(at: 158)
    #expect(open.map(\.start) == [0, 75])
    #expect(open.map(\.length) == [75, 83])
    let full = geometry.actionSpans(at: 240)
    #expect(full.map(\.start) == [0, 240])
    #expect(full.map(\.length) == [240, 0])
  }

  @Test func actionsAreAtLeastTheMinimumWideAndBadWidthsAreRepaired() {
    let odd = ListSwipeGeometry(rowWidth: .nan, actionWidths: [10, .infinity, -5], performsFullSwipe: true)
    #expect(odd.actionWidths == [74, 74, 74])
    #expect(odd.rowWidth == 0)
    #expect(odd.fullSwipeThreshold == nil)
    #expect(odd.actionSpans(at: .nan).allSatisfy { $0.start == 0 && $0.length == 0 })
  }
}

#endif
