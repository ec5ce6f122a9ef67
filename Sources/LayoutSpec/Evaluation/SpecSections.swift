/// A data source reading a spec's sections: every family's counts come from them.
protocol SpecSections {
  /// The spec's sections, in order.
  var sections: [SectionSpec] { get }
}

extension SpecSections {
  /// One per spec section.
  var numberOfSections: Int { sections.count }

  /// The section's item count; the section must exist.
  func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
}
