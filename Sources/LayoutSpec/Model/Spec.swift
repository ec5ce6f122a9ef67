import CollectionLayout

/// A layout described by a spec file: the container, the layout and its sections.
///
/// See Sources/LayoutSpec/LayoutSpec.docc/SpecFormat.md for the file format.
public struct Spec: Sendable {
  /// A title for galleries.
  public var title: String?
  /// A sentence about what the spec shows.
  public var summary: String?
  /// The collection view's size, insets, offset and direction.
  public var container: ContainerSpec
  /// The layout and its layout-wide properties.
  public var layout: LayoutSpecKind
  /// The sections, in order.
  public var sections: [SectionSpec]
  /// Section offsets of sections that scroll on their own (`scroll` in the file).
  public var scroll = ScrollSpec()
  /// Where content shorter than the container rests along the scroll axis.
  public var shortContentAlignment = ShortContentAlignment.start

  /// Creates a spec.
  public init(
    title: String? = nil, summary: String? = nil, container: ContainerSpec, layout: LayoutSpecKind,
    sections: [SectionSpec]
  ) {
    self.title = title
    self.summary = summary
    self.container = container
    self.layout = layout
    self.sections = sections
  }
}

/// The collection view a spec is laid out in.
public struct ContainerSpec: Sendable {
  /// The bounds' width.
  public var width: Double
  /// The bounds' height.
  public var height: Double
  /// Safe-area insets.
  public var safeArea: LayoutEdgeInsets = .zero
  /// The content inset.
  public var contentInset: LayoutEdgeInsets = .zero
  /// The content offset; `nil` means resting at the top (`-adjustedContentInset.top`).
  public var contentOffset: Point?
  /// Left to right or right to left.
  public var layoutDirection: ReadingDirection = .leftToRight
  /// Points per pixel.
  public var displayScale: Double = 2
  /// How far the layout margins guide lies inside the bounds (safe area included).
  public var layoutMargins: LayoutEdgeInsets = .zero
  /// How far the readable content guide lies inside the bounds.
  public var readableContentInsets: LayoutEdgeInsets = .zero
  /// Whether the device asks for reduced motion: effects run in their reduced forms
  /// (`LayoutModel.reducesMotion`).
  public var reducesMotion = false

  /// Creates a container of the given size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The engine environment for this container.
  public var environment: LayoutEnvironment {
    LayoutEnvironment(
      containerSize: Size(width: width, height: height), safeArea: safeArea, contentInset: contentInset,
      layoutDirection: layoutDirection, displayScale: displayScale, layoutMargins: layoutMargins,
      readableContentInsets: readableContentInsets)
  }
}

/// Which layout a spec uses.
public enum LayoutSpecKind: Sendable {
  /// The split layout (`layout: {split: {…}}`).
  case split(SplitSpec)
  /// Sections stacked along the scroll axis, each with its plugin (`layout: {stacked: {…}}`).
  case stacked(StackedSpec)
  /// Apple's compositional model (`layout: {compositional: {…}}`).
  case compositional(CompositionalSpec)
  /// `scrollable`: the scrollable-section layout.
  case scrollable(ScrollableSpec)
}

/// The split layout's properties in a spec: the engine's configuration, with a ratio that
/// may depend on the orientation.
public struct SplitSpec: Sendable {
  /// Every property but the ratio.
  public var configuration: SplitLayoutConfiguration
  /// The ratio, possibly one for portrait and one for landscape.
  public var leftSideRatio: Adaptive<Double>

  /// Creates a split spec.
  public init(configuration: SplitLayoutConfiguration, leftSideRatio: Adaptive<Double>) {
    self.configuration = configuration
    self.leftSideRatio = leftSideRatio
  }

  /// The configuration for a container of `size`.
  public func configuration(for size: Size) -> SplitLayoutConfiguration {
    var c = configuration
    c.leftSideRatio = leftSideRatio.value(for: size)
    return c
  }
}

/// A value that may differ between portrait (height ≥ width) and landscape containers.
public struct Adaptive<Value: Sendable>: Sendable {
  /// The value when the container is at least as tall as it is wide.
  public var portrait: Value
  /// The value when the container is wider than it is tall.
  public var landscape: Value

  /// One value for both orientations.
  public init(_ value: Value) {
    portrait = value
    landscape = value
  }

  /// A value per orientation.
  public init(portrait: Value, landscape: Value) {
    self.portrait = portrait
    self.landscape = landscape
  }

  /// The value for a container of `size`.
  public func value(for size: Size) -> Value {
    size.width > size.height ? landscape : portrait
  }
}
