/// How far a section's elements stick out of it along the main axis, so rect queries find
/// them: a badge anchored outside an item at the top of a section, items grown past their
/// slot by negative insets, a repeating subitem that runs past its group, a boundary
/// supplementary moved by its offset.
extension SectionGeometry {
  /// How far, canonical, the section's cells and elements at rest reach before its start
  /// and past its end (0 when they stay inside).
  struct MainOverhang: Equatable {
    var before = 0.0
    var after = 0.0

    /// The larger reach on each side.
    func union(_ other: MainOverhang) -> MainOverhang {
      MainOverhang(before: Swift.max(before, other.before), after: Swift.max(after, other.after))
    }
  }

  /// The overhang of the section as it is laid out now. O(section-level elements): cells
  /// and attached elements are read from their indexes' bounds.
  func measuredOverhang() -> MainOverhang {
    var low = Double.infinity
    var high = -Double.infinity
    func include(_ start: Double, _ end: Double) {
      low = Swift.min(low, start)
      high = Swift.max(high, end)
    }
    // Main-axis extents in item-area coordinates: a strip's index runs along the strip,
    // so its cells' main-axis extent is the index's x extent.
    func include(indexBounds b: Rect?) {
      guard let b else { return }
      if strip == nil { include(b.minY, b.maxY) } else { include(b.minX, b.maxX) }
    }
    include(indexBounds: items.bounds)
    include(indexBounds: elements.floating.bounds)
    for e in elements.sectionLevel { include(e.frame.minY, e.frame.maxY) }
    for e in elements.pinned { include(e.frame.minY, e.frame.maxY) }
    guard low <= high else { return MainOverhang() }
    return MainOverhang(
      before: Swift.max(0, -(itemsOrigin.y + low)), after: Swift.max(0, itemsOrigin.y + high - length))
  }
}
