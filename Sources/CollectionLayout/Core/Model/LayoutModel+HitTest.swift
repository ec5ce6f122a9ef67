/// Which section is under a point.
extension LayoutModel {
  /// The section whose frame holds `point`: across, its column's width; along the main
  /// axis, from its start to its end (header, item area with its insets, footer). What
  /// sticks out of a section (a badge, a boundary supplementary placed outside it) does not
  /// count.
  ///
  /// - Parameter point: The point, physical (as a collection view's content).
  /// - Returns: The section, or `nil` between columns, in the spacing between sections,
  ///   past the content, or for a point that is not finite.
  /// - Complexity: O(columns · log sections).
  public func section(at point: Point) -> Int? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    let p = space.canonical(Rect(x: point.x, y: point.y, width: 0, height: 0)).origin
    // Candidates from a one-point probe (the section query is strict); the exact test below.
    for s in sectionsMeeting(Rect(x: p.x - 0.5, y: p.y - 0.5, width: 1, height: 1)) {
      let origin = sectionOrigin(s)
      let g = sections[s]
      if p.x >= origin.x, p.x < origin.x + g.crossExtent, p.y >= origin.y, p.y < origin.y + g.length { return s }
    }
    return nil
  }
}
