/// Self-sizing in the compositional engine: measured sizes of items and supplementaries
/// with estimated dimensions, kept per section (see ``CompositionalLayoutEngine``'s
/// self-sizing protocol).
extension CompositionalLayoutEngine {
  /// Records the measured size of an item with an estimated dimension.
  ///
  /// - Parameters:
  ///   - size: The size the cell measured. A negative, NaN or infinite extent is reported
  ///     and the call ignored; a too long one is bounded and reported.
  ///   - path: The item.
  /// - Returns: Whether it differs from what was known. Then only that item is marked: the
  ///   next ``prepare(environment:dataSource:)`` re-places its group and shifts what follows.
  /// - Complexity: O(m) for m sizes measured in the section (kept sorted by item).
  @discardableResult
  public mutating func setMeasuredSize(_ size: Size, forItemAt path: ItemPath) -> Bool {
    guard let size = bounded(size, "measured size of item \(path.item)", section: path.section) else { return false }
    guard factory.measuredItems[path.section, default: ItemSizes()].set(size, for: path.item) else { return false }
    model.invalidateItems([path.item], inSection: path.section)
    return true
  }

  /// Records the measured size of a supplementary with an estimated dimension: a boundary
  /// supplementary (a header or a footer), or a badge (an item's supplementary, or a
  /// group's, at its first item), as UIKit self-sizes every `NSCollectionLayoutItem` with an
  /// estimated dimension. Supplementaries are told apart as UIKit tells them: by kind and
  /// index path.
  ///
  /// - Parameters:
  ///   - size: The size the view measured. A negative, NaN or infinite extent is reported
  ///     and the call ignored; a too long one is bounded and reported.
  ///   - kind: The supplementary's kind.
  ///   - index: Which supplementary of that kind, in the section's order; for a badge, its
  ///     item.
  ///   - section: The section.
  /// - Returns: Whether it changed; then the section is marked for layout (for a badge,
  ///   only its item: its group is placed again, and nothing else moves).
  /// - Complexity: O(kinds in the section).
  @discardableResult
  public mutating func setMeasuredSize(
    _ size: Size, forSupplementaryOf kind: ElementKind, index: Int = 0, inSection section: Int
  ) -> Bool {
    guard let size = bounded(size, "measured size of \(kind.rawValue) \(index)", section: section) else { return false }
    let key = CompositionalSectionLayout.SupplementaryKey(kind: kind, index: index)
    guard factory.measuredSupplementaries[section]?[key] != size else { return false }
    factory.measuredSupplementaries[section, default: [:]][key] = size
    if model.attachesElements(ofKind: kind, inSection: section) {
      // A badge changes no item's frame: its group is placed again.
      model.invalidateItems([index], inSection: section)
    } else {
      model.invalidateSections([section])
    }
    return true
  }

  /// Forgets the measured sizes of sections whose items changed, and marks them for layout.
  ///
  /// - Parameter indices: The sections.
  /// - Complexity: O(k) for k sections.
  public mutating func invalidateMeasurements(inSections indices: some Sequence<Int>) {
    let list = Array(indices)
    for s in list {
      factory.measuredItems[s] = nil
      factory.measuredSupplementaries[s] = nil
    }
    model.invalidateSections(list)
  }

  /// The measured size recorded for an item.
  ///
  /// - Parameter path: The item.
  /// - Returns: The size, or `nil` when none is recorded.
  /// - Complexity: O(log m) for m sizes measured in the section.
  public func measuredSize(forItemAt path: ItemPath) -> Size? {
    factory.measuredItems[path.section]?.size(of: path.item)
  }

  /// The measured size recorded for a supplementary (a boundary supplementary or a badge).
  ///
  /// - Parameters:
  ///   - kind: The supplementary's kind.
  ///   - index: Which supplementary of that kind, in the section's order; for a badge, its
  ///     item.
  ///   - section: The section.
  /// - Returns: The size, or `nil` when none is recorded.
  /// - Complexity: O(1).
  public func measuredSize(forSupplementaryOf kind: ElementKind, index: Int = 0, inSection section: Int) -> Size? {
    factory.measuredSupplementaries[section]?[.init(kind: kind, index: index)]
  }

  /// Records a cell's measured size (``setMeasuredSize(_:forItemAt:)``) or a
  /// supplementary's, a boundary one or a badge
  /// (``setMeasuredSize(_:forSupplementaryOf:index:inSection:)``); decorations have none
  /// (`false`).
  @discardableResult
  public mutating func setMeasuredSize(_ size: Size, for element: ElementID) -> Bool {
    switch element.category {
    case .cell: return setMeasuredSize(size, forItemAt: ItemPath(section: element.section, item: element.item))
    case .supplementary:
      guard let kind = element.kind else { return false }
      return setMeasuredSize(size, forSupplementaryOf: kind, index: element.item, inSection: element.section)
    case .decoration: return false
    }
  }

  /// The measured size recorded for `element`, if any.
  public func measuredSize(of element: ElementID) -> Size? {
    switch element.category {
    case .cell: return measuredSize(forItemAt: ItemPath(section: element.section, item: element.item))
    case .supplementary:
      return element.kind.flatMap {
        measuredSize(forSupplementaryOf: $0, index: element.item, inSection: element.section)
      }
    case .decoration: return nil
    }
  }

  /// Forgets every measured size and marks everything for layout.
  public mutating func removeMeasuredSizes() {
    factory.measuredItems = [:]
    factory.measuredSupplementaries = [:]
    model.invalidateAll()
  }

  /// A measured size within the engine's bounds: `nil` (ignored, reported) when an extent is
  /// NaN, negative or infinite; clamped to ``LayoutLimits/maximumLength`` (reported) when longer.
  private mutating func bounded(_ size: Size, _ what: String, section: Int) -> Size? {
    guard size.width >= 0 && size.height >= 0 && size.width < .infinity && size.height < .infinity else {
      measurementLog.report("value.invalid", section: section, "\(what) was \(size.width) × \(size.height); ignored")
      return nil
    }
    return measurementLog.nonNegative(size, what, section: section)
  }

  /// The kinds attached to items (badges, groups' supplementaries) among the measured
  /// supplementaries of each section that has some. O(measured sizes · kinds per section).
  func measuredBadgeKinds() -> [Int: Set<ElementKind>] {
    var kinds: [Int: Set<ElementKind>] = [:]
    for (section, sizes) in factory.measuredSupplementaries {
      for key in sizes.keys where model.attachesElements(ofKind: key.kind, inSection: section) {
        kinds[section, default: []].insert(key.kind)
      }
    }
    return kinds
  }
}
