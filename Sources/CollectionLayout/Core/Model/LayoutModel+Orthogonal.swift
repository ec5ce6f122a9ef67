/// Sections that scroll on their own: their strips, where gestures rest, programmatic
/// scrolling and sanitised offsets.
extension LayoutModel {
  /// The strip a section scrolls in, re-based to the section (its insets included, its
  /// viewport the section's cross extent).
  ///
  /// - Parameter section: The section.
  /// - Returns: The strip, or `nil` for an unknown section or one that scrolls with the
  ///   layout.
  /// - Complexity: O(1).
  public func orthogonalStrip(ofSection section: Int) -> OrthogonalStrip? {
    sections.indices.contains(section) ? sections[section].strip : nil
  }

  /// Where a section's strip shows on screen: the band its cells occupy across the strip,
  /// over the section's whole width (headers, footers and insets across the strip left
  /// out). A scroll view that drives the strip covers this rect.
  ///
  /// - Parameter section: The section.
  /// - Returns: The rect, physical, or `nil` for an unknown section, one without a strip
  ///   or without cells.
  /// - Complexity: O(1).
  public func stripFrame(ofSection section: Int) -> Rect? {
    guard sections.indices.contains(section), sections[section].strip != nil,
      let cells = sections[section].items.bounds
    else { return nil }
    let g = sections[section]
    let origin = sectionOrigin(section)
    // Strip frames run along y; x is across the strip, from the item area's origin.
    let band = Rect(
      x: origin.x, y: origin.y + g.itemsOrigin.y + cells.minX, width: g.crossExtent, height: cells.width)
    return space.physical(band)
  }

  /// The sections whose strips show in `rect`: those whose ``stripFrame(ofSection:)``
  /// strictly intersects it, whether or not any of their cells does (a strip scrolled to a
  /// gap wider than the screen still shows, and still takes a finger).
  ///
  /// - Parameter rect: The rect, physical (the collection view's visible bounds, or a
  ///   rect UIKit queries).
  /// - Returns: The sections, ascending.
  /// - Complexity: O(columns · log sections + m) for m sections meeting the rect along the
  ///   main axis; O(1) for a layout without strips.
  public func stripSections(in rect: Rect) -> [Int] {
    guard hasStrips else { return [] }
    return sectionsMeeting(space.canonical(rect).grownByRoundingSlack).filter { section in
      stripFrame(ofSection: section)?.intersects(rect) == true
    }
  }

  /// Where a gesture on section `section`'s strip comes to rest (see
  /// ``OrthogonalStrip/restingOffset(current:proposed:velocity:)``).
  ///
  /// Bad input is repaired and reported in `diagnostics`: an unknown section or one without
  /// a strip rests at 0 (`scroll.section`); a non-finite offset counts as 0
  /// (`scroll.offset`) and a non-finite velocity as 0 (`scroll.velocity`); a current offset
  /// outside the strip is clamped to it (`scroll.offset`); a proposed one is clamped
  /// silently (a flick's projection passes the ends).
  ///
  /// - Parameters:
  ///   - section: The section whose strip was dragged.
  ///   - current: The strip's offset when the finger lifted.
  ///   - proposed: Where the flick would coast to (UIKit's target content offset).
  ///   - velocity: The finger's velocity along the strip, in points per millisecond,
  ///     positive towards the strip's end.
  ///   - diagnostics: Where repaired input is reported.
  /// - Returns: The offset the strip rests at, in `0...maximumOffset`.
  /// - Complexity: O(groups).
  public func restingOffset(
    ofSection section: Int, current: Double, proposed: Double, velocity: Double, diagnostics: inout DiagnosticLog
  ) -> Double {
    guard let strip = orthogonalStrip(ofSection: section) else {
      diagnostics.report(
        "scroll.section", section: section, "section \(section) does not scroll on its own; it rests at 0")
      return 0
    }
    var velocity = velocity
    if !velocity.isFinite {
      diagnostics.report("scroll.velocity", section: section, "velocity \(velocity) is not finite; used 0")
      velocity = 0
    }
    var proposed = proposed
    if !proposed.isFinite {
      diagnostics.report("scroll.offset", section: section, "proposed offset \(proposed) is not finite; used 0")
      proposed = 0
    }
    // A flick's projection beyond the strip's ends is normal: the proposed offset is
    // clamped without a report.
    return strip.restingOffset(
      current: sanitized(current, for: strip, section: section, diagnostics: &diagnostics),
      proposed: strip.clamped(proposed), velocity: velocity)
  }

  /// The offset that brings an item to a position of its strip's viewport, as
  /// `scrollToItem(at:at:animated:)` within a strip.
  ///
  /// - Parameters:
  ///   - item: The item, by index in the section.
  ///   - section: The section.
  ///   - position: Where in the viewport the item should show.
  /// - Returns: The offset, clamped to the strip, or `nil` for an unknown item or a section
  ///   without a strip.
  /// - Complexity: O(1).
  public func offset(showingItem item: Int, inSection section: Int, at position: StripPosition) -> Double? {
    stripSpan(ofItem: item, inSection: section).map { $0.strip.offset(showing: $0.start, $0.end, at: position) }
  }

  /// The offset nearest `current` at which an item shows whole in its strip, as when focus
  /// moves to it (``OrthogonalStrip/offset(revealing:_:from:)``).
  ///
  /// - Parameters:
  ///   - item: The item, by index in the section.
  ///   - section: The section.
  ///   - current: The strip's offset now.
  /// - Returns: The offset, clamped to the strip, or `nil` for an unknown item or a section
  ///   without a strip.
  /// - Complexity: O(log groups) for a continuous strip, O(groups) for one that snaps.
  public func offset(revealingItem item: Int, inSection section: Int, from current: Double) -> Double? {
    stripSpan(ofItem: item, inSection: section).map { $0.strip.offset(revealing: $0.start, $0.end, from: current) }
  }

  /// An item's strip and where the item starts and ends along it; `nil` for an unknown
  /// item or a section without a strip. O(1).
  private func stripSpan(ofItem item: Int, inSection section: Int) -> (
    strip: OrthogonalStrip, start: Double, end: Double
  )? {
    guard let strip = orthogonalStrip(ofSection: section), sections[section].items.frames.indices.contains(item)
    else { return nil }
    let g = sections[section]
    // Strip frames run along y; the item area starts `itemsOrigin.x` into the section.
    let frame = g.items.frames[item]
    return (strip, frame.minY + g.itemsOrigin.x, frame.maxY + g.itemsOrigin.x)
  }

  /// `scroll` with each section offset clamped to its strip: offsets of unknown sections
  /// or sections without a strip are dropped, non-finite ones become 0, others are clamped
  /// to `0...maximumOffset`, each reported in `diagnostics` (`scroll.section`,
  /// `scroll.offset`).
  ///
  /// - Parameters:
  ///   - scroll: The scroll state to repair.
  ///   - diagnostics: Where each repair is reported.
  /// - Returns: The repaired state.
  /// - Complexity: O(sections listed in `scroll`).
  public func sanitized(_ scroll: ScrollState, diagnostics: inout DiagnosticLog) -> ScrollState {
    var result = scroll
    for (section, offset) in scroll.sectionOffsets.sorted(by: { $0.key < $1.key }) {
      guard let strip = orthogonalStrip(ofSection: section) else {
        diagnostics.report(
          "scroll.section", section: section, "section \(section) does not scroll on its own; its offset is ignored")
        result.sectionOffsets[section] = nil
        continue
      }
      result.sectionOffsets[section] = sanitized(offset, for: strip, section: section, diagnostics: &diagnostics)
    }
    return result
  }

  private func sanitized(
    _ offset: Double, for strip: OrthogonalStrip, section: Int, diagnostics: inout DiagnosticLog
  ) -> Double {
    guard offset.isFinite else {
      diagnostics.report("scroll.offset", section: section, "offset \(offset) is not finite; used 0")
      return 0
    }
    let clamped = strip.clamped(offset)
    if clamped != offset {
      diagnostics.report(
        "scroll.offset", section: section,
        "offset \(offset) is outside the strip (0...\(strip.maximumOffset)); used \(clamped)")
    }
    return clamped
  }
}
