import CollectionLayout

/// A spec laid out: the engine's model with the environment and scroll position it was
/// computed for.
public struct ComputedLayout: Sendable {
  /// The spec, with any overrides applied.
  public let spec: Spec
  /// The environment the layout was computed in.
  public let environment: LayoutEnvironment
  /// The scroll position (the spec's offset, or resting at the top).
  public let scroll: ScrollState
  /// The computed model.
  public let model: LayoutModel
  /// Every repaired input.
  public private(set) var diagnostics: [Diagnostic]

  /// Lays out `spec`; `width`, `height` and `offset` override the container's, and
  /// `sectionOffsets` the spec's section offsets (by section). Section offsets are clamped
  /// to their strips; what was clamped is in ``diagnostics``.
  public init(
    spec: Spec, width: Double? = nil, height: Double? = nil, offset: Point? = nil, sectionOffsets: [Int: Double] = [:]
  ) {
    var spec = spec
    if let width { spec.container.width = width }
    if let height { spec.container.height = height }
    if let offset { spec.container.contentOffset = offset }
    spec.scroll.sectionOffsets.merge(sectionOffsets) { $1 }
    var environment = spec.container.environment
    environment.scrollDirection = spec.scrollDirection
    var engine = Self.preparedEngine(for: spec, environment: environment)
    engine.shortContentAlignment = spec.shortContentAlignment
    engine.reducesMotion = spec.container.reducesMotion
    self.model = engine.model
    self.diagnostics = engine.diagnostics
    self.spec = spec
    var log = DiagnosticLog()
    // The engine bounded the container and reported it; the drawing uses the same bounds.
    var unreported = DiagnosticLog()
    self.environment = environment.bounded(diagnostics: &unreported)
    let requested = ScrollState(
      contentOffset: spec.container.contentOffset ?? self.environment.restingContentOffset,
      sectionOffsets: spec.scroll.sectionOffsets)
    let bounded = requested.bounded
    if bounded.contentOffset != requested.contentOffset {
      log.report(
        "scroll.offset",
        "content offset \(requested.contentOffset.x), \(requested.contentOffset.y) is beyond ±10¹⁵ or not finite; used \(bounded.contentOffset.x), \(bounded.contentOffset.y)"
      )
    }
    self.scroll = model.sanitized(bounded, diagnostics: &log)
    self.diagnostics += log.diagnostics
  }

  /// A compositional spec laid out: each spec section's own section or the layout's, the
  /// measured sizes given, then one prepare (as an adapter does after self-sizing).
  /// The spec's family engine, prepared from its sections, as an adapter drives it.
  private static func preparedEngine(for spec: Spec, environment: LayoutEnvironment) -> any LayoutEngine {
    let sections = spec.sections
    let size = environment.containerSize
    switch spec.layout {
    case .split(let split):
      let configuration = split.configuration(for: size)
      var engine = SplitLayout(configuration: configuration, environment: environment)
      let source = SpecDataSource(sections: sections, configuration: configuration, containerSize: size)
      engine.prepare(environment: environment, dataSource: source)
      return engine
    case .stacked(let stacked):
      var engine = PluginLayoutEngine(insetReference: stacked.insetReference, environment: environment)
      engine.prepare(
        environment: environment,
        dataSource: StackedSpecDataSource(sections: sections, layout: stacked, containerSize: size))
      return engine
    case .compositional(let compositional):
      return Self.compositional(compositional, sections: sections, environment: environment)
    case .scrollable(let scrollable):
      var engine = ScrollableSectionsLayout(configuration: scrollable.configuration, environment: environment)
      engine.prepare(environment: environment, dataSource: ScrollableSpecDataSource(sections: sections))
      return engine
    }
  }

  private static func compositional(
    _ spec: CompositionalSpec, sections: [SectionSpec], environment: LayoutEnvironment
  ) -> CompositionalLayoutEngine {
    let fallback = spec.section
    var layout = CompositionalLayoutEngine(perIndex: true, configuration: { spec.configuration }) { s, _ in
      guard sections.indices.contains(s) else { return nil }
      return sections[s].compositionalSection ?? fallback
    }
    for (s, section) in sections.enumerated() {
      for (item, size) in section.measured.items {
        layout.setMeasuredSize(size, forItemAt: ItemPath(section: s, item: item))
      }
      for (key, size) in section.measured.supplementaries {
        layout.setMeasuredSize(size, forSupplementaryOf: key.kind, index: key.index, inSection: s)
      }
    }
    layout.prepare(environment: environment, dataSource: CompositionalSpecCounts(sections: sections))
    return layout
  }

  /// The collection view's visible rect at the scroll position.
  public var visibleRect: Rect { scroll.visibleRect(in: environment) }

  /// Every element (pinned ones where the scroll position puts them), or only those whose
  /// frames strictly intersect `rect`.
  public func elements(in rect: Rect? = nil) -> [LayoutAttributes] {
    if let rect { return model.elements(in: rect, scroll: scroll) }
    return model.allElements(scroll: scroll)
  }
}

/// A compositional spec's item counts.
private struct CompositionalSpecCounts: CompositionalLayoutDataSource, SpecSections {
  let sections: [SectionSpec]
}

extension Spec {
  /// The axis the layout scrolls along: the plugin or compositional layout's own, else the
  /// container's.
  public var scrollDirection: ScrollDirection {
    switch layout {
    case .stacked(let stacked): stacked.scrollDirection
    case .compositional(let compositional): compositional.scrollDirection
    case .split, .scrollable: container.environment.scrollDirection
    }
  }
}
