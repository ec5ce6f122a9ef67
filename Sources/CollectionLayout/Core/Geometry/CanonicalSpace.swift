/// The bridge between physical coordinates and the engine's *canonical* coordinates.
///
/// Every section layout and placement computes in one canonical frame: x is the cross axis
/// (measured from the leading edge) and y is the main axis (the scroll direction). This is
/// what lets vertical and horizontal scrolling, left-to-right and right-to-left share one
/// code path: a vertical left-to-right layout is the identity; horizontal scrolling swaps
/// the axes; right-to-left mirrors the horizontal physical axis across the content width.
package struct CanonicalSpace: Hashable, Sendable {
  /// The scroll direction (which physical axis is main).
  package var scrollDirection: ScrollDirection
  /// The layout direction (whether physical x is mirrored).
  package var layoutDirection: ReadingDirection
  /// The physical content width, the line that right-to-left mirrors across.
  package var contentWidth: Double

  /// Creates the mapping for a layout.
  package init(scrollDirection: ScrollDirection, layoutDirection: ReadingDirection, contentWidth: Double) {
    self.scrollDirection = scrollDirection
    self.layoutDirection = layoutDirection
    self.contentWidth = contentWidth
  }

  /// A physical size as (cross, main).
  @inlinable public func canonical(_ size: Size) -> Size {
    scrollDirection == .vertical ? size : size.transposed
  }

  /// A canonical (cross, main) size in physical terms.
  @inlinable public func physical(_ size: Size) -> Size {
    scrollDirection == .vertical ? size : size.transposed
  }

  /// Insets given as leading/trailing (left means leading) in canonical terms: top and
  /// bottom are the main axis's start and end, left and right the cross axis's.
  @inlinable public func canonical(logicalInsets insets: LayoutEdgeInsets) -> LayoutEdgeInsets {
    scrollDirection == .vertical ? insets : insets.transposed
  }

  /// A canonical rectangle in physical coordinates.
  @inlinable public func physical(_ rect: Rect) -> Rect {
    var r = scrollDirection == .vertical ? rect : rect.transposed
    if layoutDirection == .rightToLeft {
      r.origin.x = contentWidth - r.maxX
    }
    return r
  }

  /// A physical rectangle in canonical coordinates (the inverse of ``physical(_:)-(Rect)``).
  @inlinable public func canonical(_ rect: Rect) -> Rect {
    var r = rect
    if layoutDirection == .rightToLeft {
      r.origin.x = contentWidth - r.maxX
    }
    return scrollDirection == .vertical ? r : r.transposed
  }
}
