import CollectionLayout

/// The spec's values turned into the compositional model's objects, as an app would write
/// them.
extension CompositionalSectionSpec {
  /// The `LayoutSection` this spec describes.
  public func makeSection() -> LayoutSection {
    let section = LayoutSection(group: group.makeGroup())
    section.contentInsets = contentInsets
    section.interGroupSpacing = interGroupSpacing
    section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    section.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.makeItem() }
    section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    section.decorationItems = decorationItems.map { d in
      let item = LayoutDecorationItem.background(elementKind: d.kind)
      item.contentInsets = d.contentInsets
      item.zIndex = d.zIndex
      return item
    }
    return section
  }
}

extension CompositionalSpec {
  /// The configuration this spec describes.
  public func makeConfiguration() -> CompositionalLayoutConfiguration {
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = scrollDirection
    configuration.interSectionSpacing = interSectionSpacing
    configuration.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.makeItem() }
    return configuration
  }
}

extension GroupSpec {
  /// The `LayoutGroup` this spec describes.
  public func makeGroup() -> LayoutGroup {
    let items = subitems.map { $0.makeItem() }
    let group: LayoutGroup
    switch arrangement {
    case .horizontal:
      if let count, let first = items.first {
        group = .horizontal(layoutSize: layoutSize, subitem: first, count: count)
      } else {
        group = .horizontal(layoutSize: layoutSize, subitems: items)
      }
    case .vertical:
      if let count, let first = items.first {
        group = .vertical(layoutSize: layoutSize, subitem: first, count: count)
      } else {
        group = .vertical(layoutSize: layoutSize, subitems: items)
      }
    case .custom(let frames):
      group = .custom(layoutSize: layoutSize) { _ in frames }
    }
    group.interItemSpacing = interItemSpacing
    group.contentInsets = contentInsets
    group.edgeSpacing = edgeSpacing
    return group
  }
}

extension SubitemSpec {
  /// The item or group.
  func makeItem() -> LayoutItem {
    switch self {
    case .item(let spec):
      let item = LayoutItem(
        layoutSize: spec.layoutSize, supplementaryItems: spec.supplementaryItems.map { $0.makeItem() })
      item.contentInsets = spec.contentInsets
      item.edgeSpacing = spec.edgeSpacing
      return item
    case .group(let spec): return spec.makeGroup()
    }
  }
}

extension SupplementarySpec {
  func makeItem() -> LayoutSupplementaryItem {
    let item = LayoutSupplementaryItem(layoutSize: layoutSize, elementKind: kind, containerAnchor: containerAnchor)
    item.zIndex = zIndex
    return item
  }
}

extension BoundarySupplementarySpec {
  func makeItem() -> LayoutBoundarySupplementaryItem {
    let item = LayoutBoundarySupplementaryItem(
      layoutSize: layoutSize, elementKind: kind, alignment: alignment, absoluteOffset: offset)
    item.extendsBoundary = extendsBoundary
    item.pinToVisibleBounds = pinToVisibleBounds
    item.zIndex = zIndex
    return item
  }
}
