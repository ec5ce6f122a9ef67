/// The boundary a compositional section's content insets are measured from across the
/// scroll axis, as `UIContentInsetsReference` (iOS 14).
///
/// The iPhoneOS SDK header documents the defaults this package keeps: a configuration's
/// reference is the safe area, a section's `automatic` follows its configuration's, and a
/// section's supplementaries follow the configuration's unless told otherwise.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
  /// The system's choice: a section follows its configuration; a configuration keeps to
  /// the safe area.
  case automatic
  /// No boundary: the insets are measured from the content's edges.
  case none
  /// The safe area.
  case safeArea
  /// The collection view's layout margins guide.
  case layoutMargins
  /// The collection view's readable content guide.
  case readableContent

  /// The engine's boundary for this reference, `automatic` standing for `fallback`.
  func resolved(automatic fallback: SectionInsetReference) -> SectionInsetReference {
    switch self {
    case .automatic: fallback
    case .none: .fromContentInset
    case .safeArea: .fromSafeArea
    case .layoutMargins: .fromLayoutMargins
    case .readableContent: .fromReadableContent
    }
  }
}

/// How far a compositional section's boundary lies inside the column it sits in, across
/// the scroll axis, in canonical terms: zero when both keep to the same boundary, negative
/// where the section's boundary lies outside the column's (`none` in a column keeping to
/// the safe area).
struct CrossBoundary: Hashable, Sendable {
  var leading = 0.0
  var trailing = 0.0

  static let zero = CrossBoundary()

  /// `reference`'s boundary in `environment`, relative to the boundary `column` keeps to.
  init(_ reference: SectionInsetReference, column: SectionInsetReference, in environment: LayoutEnvironment) {
    guard reference != column else { return }
    let base = environment.canonicalCrossInsets(from: column)
    let boundary = environment.canonicalCrossInsets(from: reference)
    leading = boundary.leading - base.leading
    trailing = boundary.trailing - base.trailing
  }

  private init() {}

  /// Leading plus trailing.
  var sum: Double { leading + trailing }
}
