/// The passes that paint a layout's elements by zIndex, ties in the layout's order, while
/// holding at most a budget of elements at a time.
///
/// Sorting every element by zIndex would hold them all: 10,000,000 items took about 9 GB to
/// draw. Instead the zIndex values, lowest first, are grouped into passes over the layout: a
/// pass of one zIndex paints its elements as they come (the layout's order is already the
/// tie order), a pass of several holds only the elements of its zIndex values — at most the
/// budget — and sorts those.
struct DrawingOrder: Equatable {
  /// One walk over the layout: the zIndex values it paints, and whether it holds and sorts
  /// them (several values) or paints as it goes (one).
  struct Pass: Equatable {
    /// The lowest and highest zIndex this pass paints; no other pass paints one between.
    var zIndices: ClosedRange<Int>
    /// How many elements it paints.
    var count: Int
    /// Whether it paints a single zIndex, in the layout's order, holding nothing.
    var isSingleLayer: Bool { zIndices.lowerBound == zIndices.upperBound }
  }

  /// The passes, lowest zIndex first.
  var passes: [Pass]

  /// The passes for a layout whose elements have the zIndex values counted in `counts`.
  ///
  /// Values are taken lowest first into the current pass while its count stays within
  /// `budget`; a value that would push it over starts the next pass. Two neighbouring passes
  /// together exceed the budget, so there are at most 2n/budget + 1 of them.
  ///
  /// - Parameters:
  ///   - counts: How many elements have each zIndex.
  ///   - budget: The most elements a pass of several zIndex values may hold.
  /// - Complexity: O(d log d) for d distinct zIndex values.
  init(counts: [Int: Int], budget: Int) {
    passes = []
    for (z, count) in counts.sorted(by: { $0.key < $1.key }) {
      if let last = passes.last, last.count + count <= budget {
        passes[passes.count - 1] = Pass(zIndices: last.zIndices.lowerBound...z, count: last.count + count)
      } else {
        passes.append(Pass(zIndices: z...z, count: count))
      }
    }
  }
}
