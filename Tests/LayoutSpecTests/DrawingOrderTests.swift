import CollectionLayout
import Foundation
import PropertyBased
import Testing

@testable import LayoutSpec

/// A drawing paints by zIndex, ties in the layout's order, holding a bounded number of
/// elements whatever the layout's size (10,000,000 items took about 9 GB to draw).
@Suite struct DrawingOrderTests {
  @Test func valuesAreGroupedLowestFirstWithinTheBudget() {
    let order = DrawingOrder(counts: [5: 1, -1: 2, 0: 10, 3: 4, 9: 3], budget: 5)
    #expect(
      order.passes == [
        .init(zIndices: -1 ... -1, count: 2),  // with the next it would hold 12
        .init(zIndices: 0...0, count: 10),  // one value over the budget: painted as it comes
        .init(zIndices: 3...5, count: 5),  // two values held and sorted
        .init(zIndices: 9...9, count: 3),
      ])
    #expect(DrawingOrder(counts: [:], budget: 5).passes.isEmpty)
  }

  /// Every zIndex is painted by exactly one pass, passes rise, a pass that holds stays
  /// within the budget, and there are at most 2n/budget + 1 of them.
  @Test func passesCoverEveryValueOnceWithinTheBudget() async {
    let counts = zip(Gen.int(in: -40...40), Gen.int(in: 1...500)).dictionary(ofAtMost: 0...60)
    await propertyCheck(count: 300, input: counts, Gen.int(in: 1...1000)) { counts, budget in
      let passes = DrawingOrder(counts: counts, budget: budget).passes
      let total = counts.values.reduce(0, +)
      for (z, count) in counts {
        #expect(passes.filter { $0.zIndices.contains(z) }.count == 1, "zIndex \(z) of \(count)")
      }
      for (a, b) in zip(passes, passes.dropFirst()) {
        #expect(a.zIndices.upperBound < b.zIndices.lowerBound)
        #expect(a.count + b.count > budget, "two neighbouring passes would fit in one")
      }
      for pass in passes {
        #expect(pass.count == counts.filter { pass.zIndices.contains($0.key) }.values.reduce(0, +))
        #expect(pass.isSingleLayer || pass.count <= budget)
      }
      #expect(passes.count <= 2 * total / budget + 1)
    }
  }

  /// The drawing of every example is the same in however many passes it is painted: one
  /// pass holding every element (what every example fits in) or many small ones.
  @Test(arguments: SpecFuzzTests.examples)
  func theDrawingIsTheSameWhateverTheBudget(_ example: String) throws {
    let layout = ComputedLayout(spec: try Spec.load(path: example))
    let whole = SVGRenderer.svg(layout, title: "t")
    for budget in [1, 2, 5, 40] {
      var drawn = ""
      SVGRenderer.write(layout, title: "t", annotated: false, budget: budget) { drawn += $0 }
      #expect(drawn == whole, "budget \(budget)")
    }
  }

  /// The test above reaches the passes that hold and sort: most examples have headers,
  /// backgrounds or badges above their cells, so a small budget paints them in several passes,
  /// some holding more than one zIndex.
  @Test func theExamplesArePaintedInSeveralPassesWithASmallBudget() throws {
    var layered = 0
    var holding = 0
    for example in SpecFuzzTests.examples {
      var counts: [Int: Int] = [:]
      for element in ComputedLayout(spec: try Spec.load(path: example)).elements() {
        counts[element.zIndex, default: 0] += 1
      }
      let passes = DrawingOrder(counts: counts, budget: 40).passes
      if passes.count > 1 { layered += 1 }
      if passes.contains(where: { !$0.isSingleLayer }) { holding += 1 }
    }
    #expect(layered >= 10 && holding >= 10, "\(layered) layered, \(holding) holding")
  }
}
