import CollectionLayout

/// A spec's sections presented to the stacked layout as its data source.
struct StackedSpecDataSource: StackedLayoutDataSource {
  let sections: [SectionSpec]
  let layout: StackedSpec
  let containerSize: Size

  var numberOfSections: Int { sections.count }

  func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

  func descriptor(forSection section: Int, crossExtent: Double) -> SectionDescriptor {
    let spec = sections[section]
    let plugin = spec.plugin ?? layout.plugin
    return SectionDescriptor(
      layout: plugin.sectionLayout(interItemSpacing: interItemSpacing(section), lineSpacing: lineSpacing(section)),
      headerSize: spec.header?.size(columnWidth: crossExtent) ?? .zero,
      footerSize: spec.footer?.size(columnWidth: crossExtent) ?? .zero, inset: inset(section),
      backgroundColor: spec.backgroundColor, effects: spec.effects.map(\.sectionEffect))
  }

  func itemInput(at path: ItemPath, crossExtent: Double) -> ItemInput {
    let items = sections[path.section].items
    if let input = items.input(path.item) { return input }
    guard case .perLine(_, let perLine, let height) = items else { return ItemInput() }
    // As the split layout's `perLine`: whole points, across the section's cross extent.
    let across = layout.scrollDirection == .vertical
    let w = SplitLayoutConfiguration.fixedWidthRoughly(
      to: perLine.value(for: containerSize), columnWidth: crossExtent,
      minimumInterItemSpacing: interItemSpacing(path.section),
      sectionInset: across ? inset(path.section) : inset(path.section).transposed)
    let length = height.height(forWidth: w)
    return ItemInput(size: across ? Size(width: w, height: length) : Size(width: length, height: w))
  }

  private func interItemSpacing(_ s: Int) -> Double {
    sections[s].minimumInterItemSpacing ?? layout.minimumInterItemSpacing
  }

  private func lineSpacing(_ s: Int) -> Double { sections[s].minimumItemLineSpacing ?? layout.minimumItemLineSpacing }

  private func inset(_ s: Int) -> EdgeInsets { sections[s].inset ?? layout.sectionInset }
}
