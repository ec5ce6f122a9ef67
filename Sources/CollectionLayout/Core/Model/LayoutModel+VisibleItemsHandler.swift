/// A section's visible-items handler, as a query hands it the section's elements.
extension LayoutModel {
  /// Runs a section's visible-items handler on `range` of `result`, then restores what it
  /// may not change (identities and frames) and sanitises what it may (alpha clamped,
  /// non-finite transforms undone).
  ///
  /// For a section in a strip the handler sees, as UIKit's handler of an orthogonal
  /// section does, the elements that scroll with the strip at rest
  /// (`scrollingWithStrip`, indices into `range`) and an offset whose cross-axis component
  /// is the strip's offset: `frame.midX − offset.x` is where a cell is on screen.
  func handOver(
    _ range: Range<Int>, of result: inout [LayoutAttributes], to handler: VisibleItemsHandler, scroll: ScrollState,
    section: Int, scrollingWithStrip: [Int]
  ) {
    var elements = Array(result[range])
    let before = elements
    var offset = scroll.contentOffset
    if sections[section].strip != nil {
      let stripOffset = scroll.offset(ofSection: section)
      let shift = space.physical(Rect(x: stripOffset, y: 0, width: 0, height: 0)).origin
      let zero = space.physical(Rect(x: 0, y: 0, width: 0, height: 0)).origin
      let dx = shift.x - zero.x
      let dy = shift.y - zero.y
      for k in scrollingWithStrip { elements[k].frame = elements[k].frame.offsetBy(dx: dx, dy: dy) }
      if configuration.environment.scrollDirection == .vertical {
        offset.x = stripOffset
      } else {
        offset.y = stripOffset
      }
    }
    handler(&elements, offset, configuration.environment)
    for (k, original) in before.enumerated() {
      var a = original
      if k < elements.count && elements[k].id == original.id {
        let changed = elements[k]
        a.alpha = changed.alpha.isNaN ? original.alpha : Swift.min(Swift.max(changed.alpha, 0), 1)
        a.transform = changed.transform.isFinite ? changed.transform : original.transform
        a.zIndex = changed.zIndex
        a.isHidden = changed.isHidden
      }
      result[range.lowerBound + k] = a
    }
  }
}
