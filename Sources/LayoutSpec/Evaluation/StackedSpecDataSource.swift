import CollectionLayout

/// A spec's sections presented to the stacked layout as its data source.
struct StackedSpecDataSource: PluginLayoutDataSource, SpecSections {
  let sections: [SectionSpec]
  let layout: StackedSpec
  let containerSize: Size

  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
    let spec = sections[section]
    let plugin = spec.plugin ?? layout.plugin
    let metrics = metrics(section)
    return SectionDescriptor(
      layout: plugin.sectionLayout(interItemSpacing: metrics.interItemSpacing, lineSpacing: metrics.lineSpacing),
      headerSize: spec.header?.size(columnWidth: crossExtent) ?? .zero,
      footerSize: spec.footer?.size(columnWidth: crossExtent) ?? .zero, inset: metrics.inset,
      backgroundColor: spec.backgroundColor, effects: spec.effects.map(\.sectionEffect))
  }

  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
    let items = sections[path.section].items
    if let input = items.input(path.item) { return input }
    guard case .perLine(_, let perLine, let height) = items else { return ItemInput() }
    // As the split layout's `perLine`: whole points, across the section's cross extent.
    let across = layout.scrollDirection == .vertical
    let metrics = metrics(path.section)
    let w = SplitLayoutConfiguration.fixedWidthRoughly(
      to: perLine.value(for: containerSize), columnWidth: crossExtent,
      minimumInterItemSpacing: metrics.interItemSpacing,
      sectionInset: across ? metrics.inset : metrics.inset.transposed)
    let length = height.height(forWidth: w)
    return ItemInput(size: across ? Size(width: w, height: length) : Size(width: length, height: w))
  }

  private func metrics(_ s: Int) -> SectionMetrics { sections[s].metrics(defaults: layout.sectionDefaults) }
}
