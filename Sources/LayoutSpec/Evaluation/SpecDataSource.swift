import CollectionLayout

/// A spec's sections presented to the split layout as its data source.
struct SpecDataSource: SplitLayoutDataSource {
  let sections: [SectionSpec]
  let configuration: SplitLayoutConfiguration
  let containerSize: Size

  var numberOfSections: Int { sections.count }

  func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

  func side(forSection section: Int) -> SplitSide { sections[section].side }

  func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size {
    switch sections[path.section].items {
    case .sizes(let sizes): return sizes[path.item]
    case .uniform(_, let size): return size
    case .perLine(_, let perLine, let height):
      let w = SplitLayoutConfiguration.fixedWidthRoughly(
        to: perLine.value(for: containerSize), columnWidth: width,
        minimumInterItemSpacing: minimumInterItemSpacing(forSection: path.section, side: side)
          ?? configuration.minimumInterItemSpacing,
        sectionInset: inset(forSection: path.section, side: side) ?? configuration.sectionInset)
      return Size(width: w, height: height.height(forWidth: w))
    }
  }

  func headerSize(forSection section: Int, width: Double, side: SplitSide) -> Size {
    sections[section].header?.size(columnWidth: width) ?? .zero
  }

  func footerSize(forSection section: Int, width: Double, side: SplitSide) -> Size {
    sections[section].footer?.size(columnWidth: width) ?? .zero
  }

  func inset(forSection section: Int, side: SplitSide) -> EdgeInsets? { sections[section].inset }

  func minimumInterItemSpacing(forSection section: Int, side: SplitSide) -> Double? {
    sections[section].minimumInterItemSpacing
  }

  func minimumItemLineSpacing(forSection section: Int, side: SplitSide) -> Double? {
    sections[section].minimumItemLineSpacing
  }

  func backgroundColor(forSection section: Int, side: SplitSide) -> Color? { sections[section].backgroundColor }
}
