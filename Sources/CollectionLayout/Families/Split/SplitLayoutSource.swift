/// Presents a ``SplitLayoutDataSource`` to the engine as a ``LayoutSource``: the split
/// layout is the engine's column placement with a ``PackedLinesLayout`` in every section
/// that does not ask for a layout of its own.
extension SplitLayoutDataSource {
  /// The spacing and insets of `section` on `side`: the data source's own values, else
  /// `defaults` (the configuration's).
  package func metrics(forSection section: Int, side: SplitSide, defaults: SectionMetrics) -> SectionMetrics {
    defaults.overridden(
      interItemSpacing: minimumInterItemSpacing(forSection: section, side: side),
      lineSpacing: minimumItemLineSpacing(forSection: section, side: side),
      inset: inset(forSection: section, side: side))
  }
}

struct SplitLayoutSource<DataSource: SplitLayoutDataSource>: CountedLayoutSource {
  let configuration: SplitLayoutConfiguration
  let dataSource: DataSource

  func column(forSection section: Int) -> Int { dataSource.side(forSection: section).column }

  func descriptor(forSection section: Int, in column: ColumnContext) -> SectionDescriptor {
    let side = SplitSide(column: column.index)
    let metrics = dataSource.metrics(forSection: section, side: side, defaults: configuration.sectionDefaults)
    return SectionDescriptor(
      layout: dataSource.sectionLayout(forSection: section, side: side)
        ?? PackedLinesLayout(
          interItemSpacing: metrics.interItemSpacing, lineSpacing: metrics.lineSpacing,
          normalizesLineHeight: configuration.isNormalizingLineHeight),
      headerSize: dataSource.headerSize(forSection: section, width: column.width, side: side),
      footerSize: dataSource.footerSize(forSection: section, width: column.width, side: side),
      inset: metrics.inset,
      backgroundColor: dataSource.backgroundColor(forSection: section, side: side),
      effects: dataSource.effects(forSection: section, side: side))
  }

  func sizeForItem(at path: ItemPath, in column: ColumnContext) -> Size {
    dataSource.sizeForItem(at: path, width: column.width, side: SplitSide(column: column.index))
  }

  func itemInput(at path: ItemPath, in column: ColumnContext) -> ItemInput {
    dataSource.itemInput(at: path, width: column.width, side: SplitSide(column: column.index))
  }
}
