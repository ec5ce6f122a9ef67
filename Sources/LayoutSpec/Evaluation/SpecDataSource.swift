import CollectionLayout

/// A spec's sections presented to the split layout as its data source.
struct SpecDataSource: SplitLayoutDataSource, SpecSections {
  let sections: [SectionSpec]
  let configuration: SplitLayoutConfiguration
  let containerSize: Size

  func side(forSection section: Int) -> SplitSide { sections[section].side }

  func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size {
    itemInput(at: path, width: width, side: side).size
  }

  func itemInput(at path: ItemPath, width: Double, side: SplitSide) -> ItemInput {
    let items = sections[path.section].items
    if let input = items.input(path.item) { return input }
    switch items {
    case .list, .uniform, .cycle: return ItemInput()
    case .perLine(_, let perLine, let height):
      let metrics = metrics(forSection: path.section, side: side, defaults: configuration.sectionDefaults)
      let w = SplitLayoutConfiguration.fixedWidthRoughly(
        to: perLine.value(for: containerSize), columnWidth: width, minimumInterItemSpacing: metrics.interItemSpacing,
        sectionInset: metrics.inset)
      return ItemInput(size: Size(width: w, height: height.height(forWidth: w)))
    }
  }

  func sectionLayout(forSection section: Int, side: SplitSide) -> (any ItemArranger)? {
    let metrics = metrics(forSection: section, side: side, defaults: configuration.sectionDefaults)
    return sections[section].plugin?.sectionLayout(
      interItemSpacing: metrics.interItemSpacing, lineSpacing: metrics.lineSpacing,
      normalizesLineHeight: configuration.isNormalizingLineHeight)
  }

  func effects(forSection section: Int, side: SplitSide) -> [SectionEffect] {
    sections[section].effects.map(\.sectionEffect)
  }

  func headerSize(forSection section: Int, width: Double, side: SplitSide) -> Size {
    sections[section].header?.size(columnWidth: width) ?? .zero
  }

  func footerSize(forSection section: Int, width: Double, side: SplitSide) -> Size {
    sections[section].footer?.size(columnWidth: width) ?? .zero
  }

  func inset(forSection section: Int, side: SplitSide) -> LayoutEdgeInsets? { sections[section].inset }

  func minimumInterItemSpacing(forSection section: Int, side: SplitSide) -> Double? {
    sections[section].minimumInterItemSpacing
  }

  func minimumItemLineSpacing(forSection section: Int, side: SplitSide) -> Double? {
    sections[section].minimumItemLineSpacing
  }

  func backgroundColor(forSection section: Int, side: SplitSide) -> LayoutColor? { sections[section].backgroundColor }
}
