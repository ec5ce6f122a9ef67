/// Where a reader is in the content, kept while the content changes under the viewport: a
/// resize lays every item out again at another width, a batch update inserts or deletes
/// items before the visible ones.
///
/// UIKit's own layouts keep the content offset's number, so the content under it changes.
/// An anchor keeps what the reader was looking at instead: the first visible item stays as
/// far from the viewport's start as it was, or, when the viewport was at the content's start,
/// the viewport stays there (new items at the start then come into view). From the end
/// (``Edge/end``, a chat's way), the last visible item keeps its distance from the viewport's
/// end, and a viewport at the content's end stays at the end.
///
/// Take one from the model before the change (``LayoutModel/scrollAnchor(at:from:where:)``)
/// and ask the model after it where to scroll
/// (``LayoutModel/contentOffset(restoring:proposed:)``).
public struct ScrollAnchor: Hashable, Sendable {
  /// The end of the viewport an anchor is measured from.
  public enum Edge: Hashable, Sendable {
    /// The start along the scroll axis (the top): the first visible item.
    case start
    /// The end along the scroll axis (the bottom): the last visible item.
    case end
  }

  /// What the anchor holds on to.
  public enum Target: Hashable, Sendable {
    /// The start of the content: the viewport was at it, and stays at it.
    case contentStart
    /// The end of the content: the viewport was at it, and stays at it.
    case contentEnd
    /// An item, and how far its leading edge lay past the viewport's start along the scroll
    /// axis (negative when the item was partly scrolled off).
    case item(ItemPath, distance: Double)
    /// An item, and how far its trailing edge lay past the viewport's end along the scroll
    /// axis (negative when the item ended inside the viewport).
    case itemEnd(ItemPath, distance: Double)
  }

  /// What the anchor holds on to.
  public var target: Target

  /// Creates an anchor.
  public init(_ target: Target) {
    self.target = target
  }

  /// The item the anchor holds on to, if it holds one.
  public var item: ItemPath? {
    switch target {
    case .item(let path, _), .itemEnd(let path, _): path
    case .contentStart, .contentEnd: nil
    }
  }

  /// The same anchor on an item's new path (a batch update moved it); `self` when it holds
  /// an end of the content.
  ///
  /// - Parameter newPath: The item's path after the change.
  /// - Returns: The anchor on that path, at the same distance.
  public func following(to newPath: ItemPath) -> ScrollAnchor {
    switch target {
    case .item(_, let distance): ScrollAnchor(.item(newPath, distance: distance))
    case .itemEnd(_, let distance): ScrollAnchor(.itemEnd(newPath, distance: distance))
    case .contentStart, .contentEnd: self
    }
  }
}

extension ScrollAnchor {
  /// The anchor that keeps what `viewport` shows, among any layout's items: from the
  /// start, the content's start when the viewport rests there, else the item whose leading
  /// edge comes first along the scroll axis, the lowest index path among items that start
  /// together; from the end, the content's end when the viewport shows it, else the item
  /// whose trailing edge comes last, the highest index path among items that end together.
  /// ``LayoutModel/scrollAnchor(at:from:where:)`` takes its anchors so; an adapter takes one
  /// so from a layout that is not this package's, from its attributes.
  ///
  /// - Parameters:
  ///   - viewport: The part of the screen the reader sees, in content coordinates.
  ///   - edge: The end of the viewport to keep the reader's place from.
  ///   - direction: The axis the content scrolls along.
  ///   - restsAtContentStart: Whether the viewport rests at the content's start.
  ///   - showsContentEnd: Whether the viewport shows the content's end.
  ///   - items: The items that show in the viewport and may hold the anchor, with their
  ///     frames; asked for only when the viewport is at neither end that `edge` keeps.
  /// - Returns: The anchor, or `nil` when no item is given.
  /// - Complexity: O(k) for k items.
  public static func keeping<Items: Sequence<(path: ItemPath, frame: Rect)>>(
    _ viewport: Rect, from edge: Edge, along direction: ScrollDirection, restsAtContentStart: Bool,
    showsContentEnd: Bool, items: () -> Items
  ) -> ScrollAnchor? {
    switch edge {
    case .start where restsAtContentStart: return ScrollAnchor(.contentStart)
    case .end where showsContentEnd: return ScrollAnchor(.contentEnd)
    default: break
    }
    let axis = MainAxis(direction)
    // Measured towards the edge kept: the start as it is, the end negated, so the item
    // sought is the one with the least key either way; among equal keys the start keeps the
    // lowest path, the end the highest.
    func precedes(_ a: (path: ItemPath, key: Double), _ b: (path: ItemPath, key: Double)) -> Bool {
      a.key != b.key ? a.key < b.key : (edge == .start ? a.path < b.path : a.path > b.path)
    }
    var best: (path: ItemPath, key: Double)?
    for item in items() {
      let candidate = (path: item.path, key: edge == .start ? axis.start(of: item.frame) : -axis.end(of: item.frame))
      if let found = best, !precedes(candidate, found) { continue }
      best = candidate
    }
    guard let best else { return nil }
    switch edge {
    case .start: return ScrollAnchor(.item(best.path, distance: best.key - axis.start(of: viewport)))
    case .end: return ScrollAnchor(.itemEnd(best.path, distance: -best.key - axis.end(of: viewport)))
    }
  }
}

extension LayoutModel {
  /// The anchor that keeps what `scroll` shows. From the start: the content's start when
  /// the viewport rests there, else the first item, along the scroll axis, that shows in the
  /// unobscured part of the viewport (the bounds less the adjusted content inset), the lowest
  /// index path among items that start together. From the end: the content's end when the
  /// viewport shows it, else the last item to end, the highest index path among items that
  /// end together. Items are found where a rect query draws them and measured where their
  /// section laid them out: effects and a visible-items handler move them differently at
  /// every scroll position, the layout does not.
  ///
  /// - Parameters:
  ///   - scroll: Where the content is scrolled.
  ///   - edge: The end of the viewport to keep the reader's place from.
  ///   - isKept: Whether an item may hold the anchor (a batch update leaves out the ones it
  ///     deletes); the first (or last) visible item that may is taken.
  /// - Returns: The anchor, or `nil` when no item that may hold it shows, or when the layout
  ///   scrolls horizontally right to left (whose content starts at its far end).
  /// - Complexity: O(log n + k) for k elements in the viewport.
  public func scrollAnchor(
    at scroll: ScrollState, from edge: ScrollAnchor.Edge = .start, where isKept: (ItemPath) -> Bool = { _ in true }
  ) -> ScrollAnchor? {
    let environment = configuration.environment
    guard environment.scrollDirection == .vertical || environment.layoutDirection == .leftToRight else { return nil }
    let scroll = scroll.bounded
    let range = scrollRange()
    let offset = MainAxis(environment.scrollDirection).along(scroll.contentOffset)
    var viewport = scroll.unobscuredRect(in: environment)
    if viewport.width <= 0 || viewport.height <= 0 { viewport = scroll.visibleRect(in: environment) }
    // Half a point: an offset UIKit rounded to the screen's pixels still counts as resting.
    // The cells are read lazily, once, while the call runs (so `isKept` does not escape).
    return withoutActuallyEscaping(isKept) { isKept in
      ScrollAnchor.keeping(
        viewport, from: edge, along: environment.scrollDirection,
        restsAtContentStart: offset <= range.lowerBound + 0.5, showsContentEnd: offset >= range.upperBound - 0.5
      ) {
        elements(in: viewport, scroll: scroll).lazy.compactMap { element -> (path: ItemPath, frame: Rect)? in
          let path = ItemPath(section: element.id.section, item: element.id.item)
          guard element.id.category == .cell, isKept(path), let frame = plainFrame(of: path, scroll: scroll) else {
            return nil
          }
          return (path, frame)
        }
      }
    }
  }

  /// The content offset that shows `anchor` as it was: its item as far past the viewport's
  /// start as before, or the viewport at the content's start; within the content's scroll
  /// range, and `proposed` across the scroll axis.
  ///
  /// - Parameters:
  ///   - anchor: An anchor from this model's layout before the change, on the item's path in
  ///     this one.
  ///   - proposed: The offset UIKit proposes (the one before the change).
  /// - Returns: The offset to rest at; `proposed` when the anchor's item is not in this
  ///   layout or an offset is not finite.
  /// - Complexity: O(1).
  public func contentOffset(restoring anchor: ScrollAnchor, proposed: Point) -> Point {
    let environment = configuration.environment
    guard proposed.x.isFinite, proposed.y.isFinite else { return proposed }
    let axis = MainAxis(environment.scrollDirection)
    let wanted: Double
    switch anchor.target {
    case .contentStart:
      wanted = scrollRange().lowerBound
    case .contentEnd:
      wanted = scrollRange().upperBound
    case .item(let path, let distance), .itemEnd(let path, let distance):
      guard distance.isFinite, let frame = plainFrame(of: path, scroll: ScrollState(contentOffset: proposed)) else {
        return proposed
      }
      let insets = environment.adjustedContentInset
      if case .item = anchor.target {
        wanted = axis.start(of: frame) - distance - axis.start(of: insets)
      } else {
        // The viewport's end lies the container's length less the end inset past the offset.
        wanted = axis.end(of: frame) - distance - axis.length(of: environment.containerSize) + axis.end(of: insets)
      }
    }
    return clampedContentOffset(axis.replacing(proposed, along: wanted))
  }

  /// `offset` within the content's scroll range along the scroll axis: from the resting
  /// offset at the content's start to the one that shows its end above the adjusted content
  /// inset (the resting one when the content is shorter than the viewport).
  ///
  /// - Parameters:
  ///   - offset: A content offset; returned as it is when it is not finite.
  ///   - contentGrowth: How much longer along the scroll axis the content will be than this
  ///     layout's (cells measured since it was laid out, say).
  /// - Returns: The offset, clamped along the scroll axis.
  /// - Complexity: O(1).
  public func clampedContentOffset(_ offset: Point, contentGrowth: Double = 0) -> Point {
    guard offset.x.isFinite, offset.y.isFinite else { return offset }
    let axis = MainAxis(configuration.environment.scrollDirection)
    let range = scrollRange(contentGrowth: contentGrowth)
    return axis.replacing(offset, along: Swift.min(Swift.max(axis.along(offset), range.lowerBound), range.upperBound))
  }

  /// The content offsets along the scroll axis the content can rest at, the content
  /// `contentGrowth` longer: from the one at its start to the one that shows its end above
  /// the adjusted content inset.
  private func scrollRange(contentGrowth: Double = 0) -> ClosedRange<Double> {
    let environment = configuration.environment
    let axis = MainAxis(environment.scrollDirection)
    // The environment is sanitised before layout; a range must still never hold NaN.
    let start = axis.along(environment.restingContentOffset)
    let resting = start.isFinite ? start : 0
    let insetEnd = axis.end(of: environment.adjustedContentInset)
    let last = contentLength(growingBy: contentGrowth) + insetEnd - axis.length(of: environment.containerSize)
    return resting...(last.isFinite ? Swift.max(resting, last) : resting)
  }

  /// An item's frame as the section laid it out, at its strip's offset: without effects or
  /// a visible-items handler, which move it differently at every scroll position.
  private func plainFrame(of path: ItemPath, scroll: ScrollState) -> Rect? {
    guard sections.indices.contains(path.section) else { return nil }
    let g = sections[path.section]
    guard g.items.frames.indices.contains(path.item) else { return nil }
    let items = itemAreaOrigin(g, sectionOrigin(path.section))
    return cell(path.item, of: path.section, in: g, at: items, offset: scroll.offset(ofSection: path.section)).frame
  }
}

/// The physical axis a layout scrolls along, for reading and writing physical geometry.
private struct MainAxis {
  let isVertical: Bool

  init(_ direction: ScrollDirection) { isVertical = direction == .vertical }

  func along(_ p: Point) -> Double { isVertical ? p.y : p.x }
  func start(of r: Rect) -> Double { isVertical ? r.minY : r.minX }
  func end(of r: Rect) -> Double { isVertical ? r.maxY : r.maxX }
  func length(of s: Size) -> Double { isVertical ? s.height : s.width }
  func start(of insets: LayoutEdgeInsets) -> Double { isVertical ? insets.top : insets.left }
  func end(of insets: LayoutEdgeInsets) -> Double { isVertical ? insets.bottom : insets.right }
  func replacing(_ p: Point, along value: Double) -> Point {
    isVertical ? Point(x: p.x, y: value) : Point(x: value, y: p.y)
  }
}
