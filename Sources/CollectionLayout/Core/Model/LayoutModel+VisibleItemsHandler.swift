/// A section's visible-items handler, as a query hands it the section's elements.
extension LayoutModel {
  /// Runs a section's visible-items handler on `range` of `result`, each element handed over
  /// as a ``LayoutVisibleItem``, then takes back what it may change, repaired (alpha
  /// clamped, non-finite transforms and moves undone); identities and sizes stay.
  ///
  /// For a section in a strip the handler sees, as UIKit's handler of an orthogonal
  /// section does, the elements that scroll with the strip at rest
  /// (`scrollingWithStrip`, indices into `range`) and an offset whose cross-axis component
  /// is the strip's offset: `frame.midX − offset.x` is where a cell is on screen.
  func handOver(
    _ range: Range<Int>, of result: inout [LayoutAttributes], to handler: VisibleItemsHandler, scroll: ScrollState,
    section: Int, scrollingWithStrip: [Int]
  ) {
    let items = result[range].map(LayoutVisibleItem.init)
    var offset = scroll.contentOffset
    if sections[section].strip != nil {
      let stripOffset = scroll.offset(ofSection: section)
      let shift = space.physical(Rect(x: stripOffset, y: 0, width: 0, height: 0)).origin
      let zero = space.physical(Rect(x: 0, y: 0, width: 0, height: 0)).origin
      for k in scrollingWithStrip { items[k].handOverAtRest(dx: shift.x - zero.x, dy: shift.y - zero.y) }
      if configuration.environment.scrollDirection == .vertical {
        offset.x = stripOffset
      } else {
        offset.y = stripOffset
      }
    }
    handler(items, offset, configuration.environment)
    // Each element where the query placed it (in a strip, scrolled), moved as far as the
    // handler moved it.
    for (k, item) in items.enumerated() {
      result[range.lowerBound + k] = item.applied(to: result[range.lowerBound + k])
    }
  }
}
