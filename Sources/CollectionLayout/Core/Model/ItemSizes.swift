/// Sizes of some items of one section (those that measured themselves), their items
/// ascending beside their sizes: a relayout, which visits items in order, finds each one's
/// by a binary search of the few recorded, without hashing, and a batch update carries
/// them across in one ordered pass. Memory grows with the sizes recorded, not with the
/// indices they name.
struct ItemSizes: Sendable {
  /// The items, ascending, each once.
  private(set) var items: [Int] = []
  /// The size of each of ``items``.
  private(set) var sizes: [Size] = []

  init() {}

  /// The sizes of `sizes`, sorted by item.
  ///
  /// - Complexity: O(n log n) for n sizes.
  init(_ sizes: [Int: Size]) {
    let sorted = sizes.sorted { $0.key < $1.key }
    items = sorted.map(\.key)
    self.sizes = sorted.map(\.value)
  }

  var isEmpty: Bool { items.isEmpty }
  var count: Int { items.count }

  /// The sizes by item.
  var dictionary: [Int: Size] { Dictionary(zip(items, sizes)) { _, later in later } }

  /// The size recorded for `item`, if any; `lowerBound` is where to start looking among
  /// ``items`` (an index no later than the item's).
  ///
  /// - Complexity: O(log n); two comparisons for an item outside the recorded range.
  @inline(__always)
  func size(of item: Int, from lowerBound: Int = 0) -> Size? {
    // Inlined: a relayout asks for every item, and most lie outside the recorded range.
    guard let first = items.first, let last = items.last, item >= first, item <= last else { return nil }
    return recordedSize(of: item, from: lowerBound)
  }

  /// The size of `item`, which lies within the recorded range.
  private func recordedSize(of item: Int, from lowerBound: Int) -> Size? {
    let index = firstIndex(notBelow: item, from: lowerBound)
    return items[index] == item ? sizes[index] : nil
  }

  /// Records `size` for `item`; returns whether it changed.
  ///
  /// - Complexity: O(n): later items move up to make room.
  mutating func set(_ size: Size, for item: Int) -> Bool {
    let index = firstIndex(notBelow: item)
    if index < items.count, items[index] == item {
      guard sizes[index] != size else { return false }
      sizes[index] = size
    } else {
      items.insert(item, at: index)
      sizes.insert(size, at: index)
    }
    return true
  }

  /// Adds `size` for `item` after every recorded item, as a batch update's ordered pass
  /// does; returns whether the items are still ascending (if not, call ``sort()``).
  ///
  /// - Complexity: O(1) amortized.
  mutating func append(_ size: Size, for item: Int) -> Bool {
    let ascending = items.last.map { $0 < item } ?? true
    items.append(item)
    sizes.append(size)
    return ascending
  }

  /// Puts the items back in ascending order, each beside its size.
  ///
  /// - Complexity: O(n log n).
  mutating func sort() {
    let sorted = zip(items, sizes).sorted { $0.0 < $1.0 }
    items = sorted.map(\.0)
    sizes = sorted.map(\.1)
  }

  /// The index of the first of ``items`` from `lowerBound` on that is not below `item`, or
  /// their count.
  ///
  /// - Complexity: O(log n).
  func firstIndex(notBelow item: Int, from lowerBound: Int = 0) -> Int {
    items.withUnsafeBufferPointer { items in
      guard lowerBound < items.count else { return items.count }
      // Halving without a branch on the comparison (a conditional move): a relayout asks
      // for every item, and a mispredicted branch per halving costs more than the search.
      // The reads are unchecked, so the start is kept inside the buffer.
      var base = Swift.max(0, lowerBound)
      var length = items.count - base
      while length > 1 {
        let half = length / 2
        base = items[base + half - 1] < item ? base + half : base
        length -= half
      }
      return items[base] < item ? base + 1 : base
    }
  }
}
