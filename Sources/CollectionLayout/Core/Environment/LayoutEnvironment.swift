/// Everything outside the data that a layout depends on: the container and its insets,
/// directions, scale and the traits section providers read.
///
/// Changing any property except `containerSize`'s main-axis extent invalidates every
/// section (see ``LayoutModel/setConfiguration(_:)``).
public struct LayoutEnvironment: Hashable, Sendable {
  /// The collection view's bounds size.
  public var containerSize: Size
  /// The safe-area insets (physical: left is always the left edge).
  public var safeArea: LayoutEdgeInsets
  /// The collection view's `contentInset` (physical).
  public var contentInset: LayoutEdgeInsets
  /// Which way the content scrolls.
  public var scrollDirection: ScrollDirection
  /// Left to right, or mirrored.
  public var layoutDirection: ReadingDirection
  /// Points per pixel of the screen (informational: the engine does not snap to pixels).
  public var displayScale: Double
  /// How far the collection view's layout margins guide lies inside its bounds (physical),
  /// as the view resolves it: UIKit adds the safe area when the view insets its margins
  /// from it (the default). Read by ``SectionInsetReference/fromLayoutMargins``.
  public var layoutMargins: LayoutEdgeInsets
  /// How far the collection view's readable content guide lies inside its bounds
  /// (physical). Read by ``SectionInsetReference/fromReadableContent``.
  public var readableContentInsets: LayoutEdgeInsets
  /// The collection view's horizontal size class (informational: for section providers).
  public var horizontalSizeClass: SizeClass
  /// The collection view's vertical size class (informational: for section providers).
  public var verticalSizeClass: SizeClass
  /// The person's preferred text size (Dynamic Type), for section providers. Sizes that
  /// elements measured at one size are stale at another: changing it forgets them.
  public var contentSizeCategory: LayoutContentSizeCategory

  /// Creates an environment; insets and margins zero, vertical, left to right, scale 2,
  /// size classes and text size unspecified by default.
  public init(
    containerSize: Size, safeArea: LayoutEdgeInsets = .zero, contentInset: LayoutEdgeInsets = .zero,
    scrollDirection: ScrollDirection = .vertical, layoutDirection: ReadingDirection = .leftToRight,
    displayScale: Double = 2, layoutMargins: LayoutEdgeInsets = .zero, readableContentInsets: LayoutEdgeInsets = .zero,
    horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
    contentSizeCategory: LayoutContentSizeCategory = .unspecified
  ) {
    self.containerSize = containerSize
    self.safeArea = safeArea
    self.contentInset = contentInset
    self.scrollDirection = scrollDirection
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
    self.layoutMargins = layoutMargins
    self.readableContentInsets = readableContentInsets
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.contentSizeCategory = contentSizeCategory
  }

  /// UIKit's `adjustedContentInset` for this engine: the content inset plus the safe area
  /// on the main axis's two edges (as `contentInsetAdjustmentBehavior = .automatic` does for
  /// a collection view scrolling that way).
  public var adjustedContentInset: LayoutEdgeInsets {
    var inset = contentInset
    switch scrollDirection {
    case .vertical:
      inset.top += safeArea.top
      inset.bottom += safeArea.bottom
    case .horizontal:
      inset.left += safeArea.left
      inset.right += safeArea.right
    }
    return inset
  }

  /// The content offset at which the content rests at its start, as UIKit
  /// (`-adjustedContentInset.top` on a vertical layout).
  public var restingContentOffset: Point {
    let a = adjustedContentInset
    // 0 − x, not −x: no inset rests at 0, not at −0 (which JSON and the playground print as "-0").
    return Point(x: 0 - a.left, y: 0 - a.top)
  }

  /// The cross-axis extent of the content: the bounds' cross extent less the content inset.
  public var contentCrossExtent: Double {
    switch scrollDirection {
    case .vertical: containerSize.width - contentInset.horizontal
    case .horizontal: containerSize.height - contentInset.vertical
    }
  }

  /// The safe-area insets on the cross axis as (leading, trailing) in canonical terms.
  public var canonicalCrossSafeArea: (leading: Double, trailing: Double) {
    canonicalCrossInsets(from: .fromSafeArea)
  }

  /// How far `reference`'s boundary lies inside the content's cross extent, as (leading,
  /// trailing) in canonical terms: zero for the content inset itself, else the safe area,
  /// the layout margins or the readable content guide on the two cross-axis edges.
  ///
  /// - Parameter reference: The boundary.
  /// - Complexity: O(1).
  public func canonicalCrossInsets(from reference: SectionInsetReference) -> (leading: Double, trailing: Double) {
    let insets: LayoutEdgeInsets
    switch reference {
    case .fromContentInset: return (0, 0)
    case .fromSafeArea: insets = safeArea
    case .fromLayoutMargins: insets = layoutMargins
    case .fromReadableContent: insets = readableContentInsets
    }
    return switch (scrollDirection, layoutDirection) {
    case (.vertical, .leftToRight): (insets.left, insets.right)
    case (.vertical, .rightToLeft): (insets.right, insets.left)
    case (.horizontal, _): (insets.top, insets.bottom)
    }
  }
}

/// What measured sizes depend on: the cross-axis lengths item widths (heights, scrolling
/// horizontally) depend on — the content's cross extent and the cross-axis edges of every
/// boundary a section may keep to — and the text size the views were measured at. Sizes
/// measured under one key are stale under another.
package struct MeasurementKey: Hashable, Sendable {
  var extent: Double
  var safeArea: Pair
  var layoutMargins: Pair
  var readableContent: Pair
  var contentSizeCategory: LayoutContentSizeCategory

  struct Pair: Hashable, Sendable {
    var leading: Double
    var trailing: Double
  }
}

extension LayoutEnvironment {
  /// See ``MeasurementKey``. O(1).
  package var measurementKey: MeasurementKey {
    func pair(_ reference: SectionInsetReference) -> MeasurementKey.Pair {
      let insets = canonicalCrossInsets(from: reference)
      return MeasurementKey.Pair(leading: insets.leading, trailing: insets.trailing)
    }
    return MeasurementKey(
      extent: contentCrossExtent, safeArea: pair(.fromSafeArea), layoutMargins: pair(.fromLayoutMargins),
      readableContent: pair(.fromReadableContent), contentSizeCategory: contentSizeCategory)
  }
}

extension LayoutEnvironment {
  /// This environment with every length in the engine's bounds: the container's sides
  /// within 0…``LayoutLimits/maximumLength`` and inset edges within ±that (NaN → 0), each
  /// change reported, so that no sum with them overflows.
  public func bounded(diagnostics: inout DiagnosticLog) -> LayoutEnvironment {
    let m = LayoutLimits.maximumLength
    func side(_ v: Double, _ name: String) -> Double {
      if v >= 0 && v <= m { return v }
      let used = v.isFinite && v > m ? m : 0
      diagnostics.report("container.size", "container \(name) was \(v); used \(used == 0 ? "0" : "10,000,000")")
      return used
    }
    // Names are built only for a report: an environment in bounds costs no allocation.
    func edge(_ v: Double, _ name: String, _ side: String) -> Double {
      if abs(v) <= m { return v }
      let used = v.isFinite ? (v < 0 ? -m : m) : 0
      diagnostics.report(
        "container.inset",
        "\(name).\(side) was \(v); used \(used == 0 ? "0" : used < 0 ? "-10,000,000" : "10,000,000")")
      return used
    }
    func insets(_ e: LayoutEdgeInsets, _ name: String) -> LayoutEdgeInsets {
      LayoutEdgeInsets(
        top: edge(e.top, name, "top"), left: edge(e.left, name, "left"), bottom: edge(e.bottom, name, "bottom"),
        right: edge(e.right, name, "right"))
    }
    var result = self
    result.containerSize = Size(width: side(containerSize.width, "width"), height: side(containerSize.height, "height"))
    result.safeArea = insets(safeArea, "safe area")
    result.contentInset = insets(contentInset, "content inset")
    result.layoutMargins = insets(layoutMargins, "layout margins")
    result.readableContentInsets = insets(readableContentInsets, "readable content insets")
    return result
  }
}
