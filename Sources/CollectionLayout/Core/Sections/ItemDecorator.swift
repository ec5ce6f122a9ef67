/// Decorations a section derives from each item's frame when its items are queried, rather
/// than storing an element per item: a list's separators.
///
/// A section layout that has them sets ``ItemArrangement/itemDecorator``; the engine keeps
/// it with the section and asks it about the items a query finds, so a million rows with a
/// line each cost nothing to lay out and O(k) to query. A decoration lies inside its item's
/// frame, so the items a rect meets are the only candidates, and moves with its item through
/// measured sizes, updates and a strip's scrolling.
package protocol ItemDecorator: Sendable {
  /// Whether the decorator places decorations of `kind` (look-ups by identity ask it).
  func places(_ kind: ElementKind) -> Bool

  /// Calls `body` with each decoration of item `item` of `itemCount` in section `section`,
  /// whose frame is `frame` (canonical; the decoration's frame is in the same coordinates
  /// and lies inside it).
  func forEachDecoration(
    ofItem item: Int, of itemCount: Int, section: Int, frame: Rect, _ body: (ItemDecoration) -> Void)
}

/// One decoration an ``ItemDecorator`` derives from an item.
package struct ItemDecoration: Sendable {
  /// The decoration's kind.
  package var kind: ElementKind
  /// Its frame, in the coordinates of the item frame it was derived from.
  package var frame: Rect
  /// Its stacking order.
  package var zIndex: Int
  /// The colour it is drawn in, if the layout gives one.
  package var color: LayoutColor?

  /// A decoration.
  package init(kind: ElementKind, frame: Rect, zIndex: Int, color: LayoutColor?) {
    self.kind = kind
    self.frame = frame
    self.zIndex = zIndex
    self.color = color
  }
}
