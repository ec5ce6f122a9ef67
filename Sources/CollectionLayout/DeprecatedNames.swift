// Names that shipped in documented examples before they were made distinct (ItemArranger
// beside the compositional `LayoutSection`; the plugin family named as in UIKit). Each
// still compiles, with a fix-it to the new name.

/// The protocol a section's item arrangement conforms to, under its earlier name.
@available(*, deprecated, renamed: "ItemArranger")
public typealias SectionLayout = ItemArranger

/// The plugin family's engine facade, under its earlier name.
@available(*, deprecated, renamed: "PluginLayoutEngine")
public typealias StackedLayout = PluginLayoutEngine

/// The plugin family's data source, under its earlier name.
@available(*, deprecated, renamed: "PluginLayoutDataSource")
public typealias StackedLayoutDataSource = PluginLayoutDataSource
