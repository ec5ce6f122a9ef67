import CollectionLayout
import Testing

/// Where a strip scrolls to when focus moves to one of its items: the least that shows
/// the item whole and a quarter of the next group on the way, on the snapping grid where
/// the grid allows it.
@Suite struct StripRevealTests {
  /// The snapping table's row: ten groups 100 wide, 10 apart, in a 375 viewport (maximum
  /// offset 715), as `behavior`.
  static func row(_ behavior: OrthogonalScrollingBehavior) -> OrthogonalStrip {
    var strip = OrthogonalSnappingTests.row
    strip.behavior = behavior
    return strip
  }

  @Test func aContinuousStripMovesTheLeastThatShowsTheItemWhole() {
    let strip = Self.row(.continuous)
    // At 0 the viewport shows 0..<375: group 2 (220..<320) is whole, group 3 (330..<430) is
    // cut. Showing group 3 takes 55; showing a quarter of group 4 (440..<465) too, 90.
    #expect(strip.offset(revealing: 220, 320, from: 0) == 0)
    #expect(strip.offset(revealing: 330, 430, from: 0) == 90)
    // Back: at 300 the viewport starts at 300; group 2 comes in with the last quarter of
    // group 1 (185..<210) before it.
    #expect(strip.offset(revealing: 220, 320, from: 300) == 185)
    // The last group brings the strip to its end, the first to its start.
    #expect(strip.offset(revealing: 990, 1090, from: 100) == 715)
    #expect(strip.offset(revealing: 0, 100, from: 600) == 0)
  }

  @Test func theNextGroupShowsOnlyWhereTheItemStillShowsWhole() {
    // Group 3 with a quarter of group 4 needs 90. A span of 400..<700 would need 420 to
    // show a quarter of the group at 770, but past 400 its own start is cut: 400.
    #expect(Self.row(.continuous).offset(revealing: 330, 430, from: 0) == 90)
    #expect(Self.row(.continuous).offset(revealing: 400, 700, from: 0) == 400)
    // A span as long as the viewport leaves no room at all.
    #expect(Self.row(.continuous).offset(revealing: 330, 705, from: 0) == 330)
  }

  @Test func aSpanLongerThanTheViewportShowsItsStart() {
    #expect(Self.row(.continuous).offset(revealing: 110, 600, from: 0) == 110)
    #expect(Self.row(.continuous).offset(revealing: 110, 600, from: 300) == 110)
  }

  @Test func theInsetsStayClearOfTheItem() {
    // The centred strip of the snapping table, made continuous: insets of 37.5 each side.
    var strip = OrthogonalSnappingTests.centred
    strip.behavior = .continuous
    // Group 1 spans 347.5..<647.5: its end and the trailing inset fit at 310.
    #expect(strip.offset(revealing: 347.5, 647.5, from: 0) == 310)
    // Back to group 0 (37.5..<337.5): its start sits at the leading inset, at offset 0.
    #expect(strip.offset(revealing: 37.5, 337.5, from: 310) == 0)
  }

  @Test func aStripThatSnapsStaysOnItsGridWhereTheGridShowsTheItem() {
    // Paging rests at 0, 375 and 715: group 4 (440..<540) shows whole on the second page;
    // back, group 2 on the first.
    let paging = Self.row(.paging)
    #expect(paging.offset(revealing: 440, 540, from: 0) == 375)
    #expect(paging.offset(revealing: 220, 320, from: 375) == 0)
    // Group paging rests at each group's start: group 4 (440..<540) from 0 goes to the
    // nearest start that shows it whole (165 would, but is not a start; 220 is).
    let groups = Self.row(.groupPaging)
    #expect(groups.offset(revealing: 440, 540, from: 0) == 220)
    // Already whole: the strip does not move, even off its grid.
    #expect(groups.offset(revealing: 440, 540, from: 200) == 200)
    // Centred group paging rests where a group is centred: 310 shows group 1.
    #expect(OrthogonalSnappingTests.centred.offset(revealing: 347.5, 647.5, from: 0) == 310)
  }

  @Test func whenNoRestingOffsetShowsTheItemItIsShownOffTheGrid() {
    // Paging rests at 0, 375, 715; group 3 (330..<430) is cut at 0 and at 375 shows from
    // 375 on: no page shows it whole, so the strip moves as a continuous one would, to 90.
    let strip = Self.row(.paging)
    #expect(strip.offset(revealing: 330, 430, from: 0) == 90)
    #expect(strip.restingOffsets.allSatisfy { !(330 >= $0 && 430 <= $0 + 375) })
  }

  @Test func aBadCurrentOffsetCountsAsTheStart() {
    #expect(Self.row(.continuous).offset(revealing: 330, 430, from: .nan) == 90)
    #expect(Self.row(.continuous).offset(revealing: 330, 430, from: -.infinity) == 90)
    // A huge one is clamped to the end (715), from where group 2 is back.
    #expect(Self.row(.continuous).offset(revealing: 220, 320, from: 1e300) == 185)
  }

  /// The model's form: an item of an orthogonal compositional section, by index path.
  @Test func theModelRevealsAnItemOfASection() throws {
    let model = OrthogonalSnappingTests.tenItems(.continuous)
    let strip = try #require(model.orthogonalStrip(ofSection: 0))
    // Item 5 sits at 550..<650 of the strip, whatever the viewport; a quarter of item 6
    // (660..<685) shows after it.
    #expect(model.offset(revealingItem: 5, inSection: 0, from: 0) == strip.offset(revealing: 550, 650, from: 0))
    #expect(model.offset(revealingItem: 5, inSection: 0, from: 0) == 685 - strip.viewportLength)
    #expect(model.offset(revealingItem: 10, inSection: 0, from: 0) == nil)
    #expect(model.offset(revealingItem: 0, inSection: 1, from: 0) == nil)
  }
}
