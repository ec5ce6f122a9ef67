import CollectionLayout

/// A spec's sections presented to the scrollable-section layout as its data source.
struct ScrollableSpecDataSource: ScrollableSectionsDataSource, SpecSections {
  let sections: [SectionSpec]

  func sizeForItem(at path: ItemPath) -> Size? {
    let section = sections[path.section]
    return section.itemsUseLayoutSize ? nil : section.items.input(path.item)?.size
  }
  func interitemSpacing(forSection section: Int) -> Double? { sections[section].minimumInterItemSpacing }
  func inset(forSection section: Int) -> LayoutEdgeInsets? { sections[section].inset }
  func headerReferenceSize(forSection section: Int) -> Size? {
    sections[section].header.map { Size(width: $0.width ?? 0, height: $0.height ?? 0) }
  }
  func footerReferenceSize(forSection section: Int) -> Size? {
    sections[section].footer.map { Size(width: $0.width ?? 0, height: $0.height ?? 0) }
  }
  func wrapsItems(inSection section: Int) -> Bool { sections[section].wraps }
  func scrollConfiguration(forSection section: Int) -> StripScrollSettings? { sections[section].scrolling }
  func backgroundColor(forSection section: Int) -> LayoutColor? { sections[section].backgroundColor }
}
