/// How a flow line shares its free cross-axis space.
public enum FlowAlignment: String, Hashable, Sendable, CaseIterable {
  /// As `UICollectionViewFlowLayout`: a line is justified (first item at the leading edge,
  /// last at the trailing edge), a lone item is centred, and the last line is left as
  /// packed.
  case `default`
  /// Items packed from the leading edge.
  case start
  /// Items packed and centred.
  case center
  /// Items packed against the trailing edge.
  case end
}
