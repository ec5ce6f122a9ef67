/// Keeps a header at the start (or a footer at the end) of the visible area while its
/// section's cells scroll past, as PluginLayout's sticky effect.
///
/// With R the union of the section's cell frames and h the element's length along the
/// scroll axis:
/// - `start`: y = max(R.minY − h − inset.top, min(R.maxY − h, unobscured.minY));
/// - `end`: y = max(R.minY − inset.top, min(R.maxY + inset.bottom, unobscured.maxY − h)).
///
/// The element is raised to ``ZIndex/pinned``. It applies to headers and footers only
/// (cells and backgrounds are left alone), and never moves an element out of its section,
/// so it needs no ``ScrollEffect/reach``. A section without cells keeps its elements where
/// they are.
public struct StickyEffect: ScrollEffect, Hashable {
  /// Which end of the visible area the element sticks to.
  public enum Edge: String, Hashable, Sendable, CaseIterable {
    /// The start (top in a vertical layout): for headers.
    case start
    /// The end (bottom in a vertical layout): for footers.
    case end
  }

  /// Where the element sticks.
  public var edge: Edge

  /// Creates a sticky effect.
  public init(edge: Edge = .start) {
    self.edge = edge
  }

  /// Moves the element; see the type's description.
  public func apply(to element: inout EffectedElement, in context: EffectContext) {
    guard element.id.category == .supplementary, let cells = context.sectionCells else { return }
    let h = element.frame.height
    switch edge {
    case .start:
      element.frame.origin.y = Swift.max(
        cells.minY - h - context.sectionInset.top, Swift.min(cells.maxY - h, context.unobscured.minY))
    case .end:
      element.frame.origin.y = Swift.max(
        cells.minY - context.sectionInset.top,
        Swift.min(cells.maxY + context.sectionInset.bottom, context.unobscured.maxY - h))
    }
    element.zIndex = Swift.max(element.zIndex, ZIndex.pinned)
  }
}
