/// How a section scrolls across the layout's scroll direction, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// With any behaviour but `none` the section's content is laid out in one strip along the
/// cross axis that scrolls on its own (see ``OrthogonalStrip``); the behaviour decides where
/// a gesture comes to rest (``OrthogonalStrip/restingOffset(current:proposed:velocity:)``).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
  /// No orthogonal scrolling: groups follow one another along the main axis.
  case none
  /// Scrolls freely and rests wherever the deceleration ends.
  case continuous
  /// Scrolls freely and rests with a group's leading edge at the section's leading inset.
  case continuousGroupLeadingBoundary
  /// Pages of the section's visible extent (the collection view's width in a vertical
  /// layout), one page per gesture.
  case paging
  /// Pages of one group (its extent plus the inter-group spacing), one group per gesture.
  case groupPaging
  /// Group paging with each group resting centred; the strip gets the leading and trailing
  /// inset that centres the first and last group.
  case groupPagingCentered
}
