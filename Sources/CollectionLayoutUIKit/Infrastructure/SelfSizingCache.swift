import CollectionLayout

/// Sizes that views asked for through `preferredLayoutAttributesFitting`, by element.
/// They replace the delegate's (estimated) sizes until the element's data changes (a
/// reload), the cross extent changes (sizes depend on it), or the data is reloaded.
struct SelfSizingCache: Sendable {
  private var sizes: [ElementID: Size] = [:]

  /// Whether nothing is cached.
  var isEmpty: Bool { sizes.isEmpty }

  /// The preferred size of `id`, if a view gave one.
  func size(of id: ElementID) -> Size? { sizes.isEmpty ? nil : sizes[id] }

  /// Records a preferred size.
  mutating func set(_ size: Size, for id: ElementID) { sizes[id] = size }

  /// Forgets every size.
  mutating func removeAll() { sizes = [:] }

  /// Carries sizes across a batch update: moved elements keep theirs, deleted and
  /// reloaded ones lose them. O(cached sizes).
  mutating func remap(through update: BatchUpdate) {
    guard !sizes.isEmpty else { return }
    var moved: [ElementID: Size] = [:]
    for (id, size) in sizes {
      if let new = update.newID(of: id) { moved[new] = size }
    }
    sizes = moved
  }
}
