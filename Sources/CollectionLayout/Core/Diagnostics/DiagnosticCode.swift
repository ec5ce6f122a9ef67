/// A diagnostic's stable, machine-readable identifier, such as `value.invalid`: the part
/// before the dot names what the value belongs to, the part after what was wrong.
///
/// Typed, so a code is compared with a known constant (`diagnostic.code == .valueInvalid`);
/// a string literal still makes one, and ``rawValue`` is what JSON output and messages show.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The code as text.
  public var rawValue: String

  /// A code from its text.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A code from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The code as text.
  public var description: String { rawValue }
}

/// Every code the engine, the adapters and the spec tool report.
extension DiagnosticCode {
  /// `columns.empty`: A layout was given no columns; one was used.
  public static let columnsEmpty: DiagnosticCode = "columns.empty"
  /// `columns.ratio`: A column's width ratio was not usable; it was repaired.
  public static let columnsRatio: DiagnosticCode = "columns.ratio"
  /// `columns.spacing`: The spacing between columns was not usable; it was repaired.
  public static let columnsSpacing: DiagnosticCode = "columns.spacing"
  /// `container.inset`: An edge of the container's content inset was not usable.
  public static let containerInset: DiagnosticCode = "container.inset"
  /// `container.size`: The container's size (or its cross extent after insets) was not usable.
  public static let containerSize: DiagnosticCode = "container.size"
  /// `dimension.invalid`: A compositional dimension was not usable.
  public static let dimensionInvalid: DiagnosticCode = "dimension.invalid"
  /// `element.frame`: An element's frame was not finite; it was replaced.
  public static let elementFrame: DiagnosticCode = "element.frame"
  /// `grid.lineFraction`: A grid item's line fraction was out of range.
  public static let gridLineFraction: DiagnosticCode = "grid.lineFraction"
  /// `group.count`: A group's item count was out of range.
  public static let groupCount: DiagnosticCode = "group.count"
  /// `group.customEmpty`: A custom group gave no frames.
  public static let groupCustomEmpty: DiagnosticCode = "group.customEmpty"
  /// `group.customFrame`: A custom group gave an unusable frame.
  public static let groupCustomFrame: DiagnosticCode = "group.customFrame"
  /// `group.emptySubitems`: A group had no subitems.
  public static let groupEmptySubitems: DiagnosticCode = "group.emptySubitems"
  /// `group.interItemSpacing`: A group's spacing was not usable.
  public static let groupInterItemSpacing: DiagnosticCode = "group.interItemSpacing"
  /// `group.supplementaryItem`: A group's supplementary had no index path of its own (the
  /// group held no items, or its first item's index path was taken by another of its kind).
  public static let groupSupplementaryItem: DiagnosticCode = "group.supplementaryItem"
  /// `group.tooManyItems`: A group asked for more items than the engine lays out.
  public static let groupTooManyItems: DiagnosticCode = "group.tooManyItems"
  /// `group.zeroLength`: A group had no length along its axis.
  public static let groupZeroLength: DiagnosticCode = "group.zeroLength"
  /// `item.aspectRatio`: An item's aspect ratio was out of range.
  public static let itemAspectRatio: DiagnosticCode = "item.aspectRatio"
  /// `item.contentInsets`: An item's content insets were not usable.
  public static let itemContentInsets: DiagnosticCode = "item.contentInsets"
  /// `item.oversized`: An item was wider than its section; it was clamped.
  public static let itemOversized: DiagnosticCode = "item.oversized"
  /// `layout.frame`: A custom section layout gave an unusable frame.
  public static let layoutFrame: DiagnosticCode = "layout.frame"
  /// `layout.frameCount`: A custom section layout gave the wrong number of frames.
  public static let layoutFrameCount: DiagnosticCode = "layout.frameCount"
  /// `layout.interSectionSpacing`: The spacing between sections was not usable.
  public static let layoutInterSectionSpacing: DiagnosticCode = "layout.interSectionSpacing"
  /// `layout.sectionCount`: The data source gave more sections than a layout holds
  /// (``LayoutLimits/maximumSectionCount``); the later ones were not laid out.
  public static let layoutSectionCount: DiagnosticCode = "layout.sectionCount"
  /// `layout.strip`: A section that scrolls on its own was given something it cannot do.
  public static let layoutStrip: DiagnosticCode = "layout.strip"
  /// `mosaic.lineMultiple`: A mosaic line multiple was out of range.
  public static let mosaicLineMultiple: DiagnosticCode = "mosaic.lineMultiple"
  /// `plugin.frame`: A plugin gave an item no usable frame.
  public static let pluginFrame: DiagnosticCode = "plugin.frame"
  /// `scroll.offset`: A scroll offset was not usable or out of range.
  public static let scrollOffset: DiagnosticCode = "scroll.offset"
  /// `scroll.item`: A scroll to an item named one the layout does not have.
  public static let scrollItem: DiagnosticCode = "scroll.item"
  /// `scroll.position`: A scroll position named two positions on one axis.
  public static let scrollPosition: DiagnosticCode = "scroll.position"
  /// `scroll.section`: A section offset named a section that does not scroll on its own.
  public static let scrollSection: DiagnosticCode = "scroll.section"
  /// `scroll.velocity`: A scroll velocity was not usable.
  public static let scrollVelocity: DiagnosticCode = "scroll.velocity"
  /// `section.itemCount`: A section's items went past the most a layout holds
  /// (``LayoutLimits/maximumItemCount``, all sections together); the rest were not laid out.
  public static let sectionItemCount: DiagnosticCode = "section.itemCount"
  /// `section.column`: A section asked for a column that does not exist.
  public static let sectionColumn: DiagnosticCode = "section.column"
  /// `section.emptyGroup`: A section's group lays out nothing.
  public static let sectionEmptyGroup: DiagnosticCode = "section.emptyGroup"
  /// `section.inset`: A section's insets were not usable.
  public static let sectionInset: DiagnosticCode = "section.inset"
  /// `section.interGroupSpacing`: A section's spacing between groups was not usable.
  public static let sectionInterGroupSpacing: DiagnosticCode = "section.interGroupSpacing"
  /// `section.interitemSpacing`: A section's spacing between items was not usable.
  public static let sectionInteritemSpacing: DiagnosticCode = "section.interitemSpacing"
  /// `section.missing`: A section was asked for that does not exist.
  public static let sectionMissing: DiagnosticCode = "section.missing"
  /// `split.ratio`: The split ratio was out of range.
  public static let splitRatio: DiagnosticCode = "split.ratio"
  /// `update.inconsistent`: A batch update did not match the data; everything was laid out again.
  public static let updateInconsistent: DiagnosticCode = "update.inconsistent"
  /// `value.clamped`: A finite value was longer than the engine's limit; the limit was used.
  public static let valueClamped: DiagnosticCode = "value.clamped"
  /// `value.invalid`: A value was NaN, infinite or negative; it was replaced.
  public static let valueInvalid: DiagnosticCode = "value.invalid"
}

/// Code written when codes were strings keeps working.
extension DiagnosticCode {
  /// Whether `code`'s text is `text`.
  public static func == (code: DiagnosticCode, text: String) -> Bool { code.rawValue == text }

  /// Whether `code`'s text is not `text`.
  public static func != (code: DiagnosticCode, text: String) -> Bool { code.rawValue != text }

  /// Whether the code's text contains `part` (`code.contains("ratio")`).
  public func contains(_ part: String) -> Bool {
    // By hand: the standard library's substring search needs iOS 16.
    let text = Array(rawValue.utf8)
    let pattern = Array(part.utf8)
    guard pattern.count <= text.count else { return false }
    return (0...(text.count - pattern.count)).contains { text[$0..<$0 + pattern.count].elementsEqual(pattern) }
  }
}
