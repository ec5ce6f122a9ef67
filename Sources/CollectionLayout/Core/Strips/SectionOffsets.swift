/// The offsets of the sections that scroll on their own, kept across relayouts: each
/// follows its section through batch updates and is clamped to its strip after every
/// layout (a strip that shrank brings its offset back in).
///
/// The facades keep one (``ScrollableSectionsLayout/sectionOffsets``,
/// ``CompositionalLayoutEngine/sectionOffsets``); adapters read it into the
/// ``ScrollState`` of every query.
public struct SectionOffsets: Hashable, Sendable {
  /// The offset of each section scrolled away from 0.
  public private(set) var values: [Int: Double] = [:]

  /// No section scrolled.
  public init() {}

  /// A section's offset.
  ///
  /// - Parameter section: The section.
  /// - Returns: Its offset, 0 when it was never scrolled.
  /// - Complexity: O(1).
  public subscript(section: Int) -> Double { values[section] ?? 0 }

  /// Scrolls a section along its strip.
  ///
  /// - Parameters:
  ///   - offset: The offset asked for; it is clamped to the strip and the repair reported,
  ///     as ``LayoutModel/sanitized(_:diagnostics:)`` does.
  ///   - section: The section.
  ///   - model: The layout the strip is in.
  ///   - diagnostics: Where repairs are reported.
  /// - Returns: The offset used, 0 for a section without a strip.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func set(
    _ offset: Double, forSection section: Int, in model: LayoutModel, diagnostics: inout DiagnosticLog
  ) -> Double {
    let used =
      model.sanitized(ScrollState(contentOffset: .zero, sectionOffsets: [section: offset]), diagnostics: &diagnostics)
      .sectionOffsets[section] ?? 0
    values[section] = used == 0 ? nil : used
    return used
  }

  /// Moves the offsets with their sections through a batch update (see
  /// ``ScrollState/following(_:)``): a moved section keeps its offset, a deleted one loses it.
  ///
  /// - Parameter update: The batch update.
  /// - Complexity: O(scrolled sections).
  public mutating func follow(_ update: BatchUpdate) {
    values = ScrollState(contentOffset: .zero, sectionOffsets: values).following(update).sectionOffsets
  }

  /// Clamps every offset to its section's strip in `model`, quietly: after a relayout a
  /// shorter strip or a section that no longer scrolls is normal, not an error.
  ///
  /// - Parameter model: The layout, after the relayout.
  /// - Complexity: O(scrolled sections).
  public mutating func clamp(to model: LayoutModel) {
    var log = DiagnosticLog()
    values = model.sanitized(ScrollState(contentOffset: .zero, sectionOffsets: values), diagnostics: &log)
      .sectionOffsets.filter { $0.value != 0 }
  }

  /// A scroll state for queries.
  ///
  /// - Parameter contentOffset: The collection view's content offset.
  /// - Returns: The state at `contentOffset` with these section offsets.
  /// - Complexity: O(1).
  public func scrollState(contentOffset: Point) -> ScrollState {
    ScrollState(contentOffset: contentOffset, sectionOffsets: values)
  }
}
