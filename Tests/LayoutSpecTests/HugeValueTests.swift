import CollectionLayout
import Foundation
import LayoutSpec
import Testing

#if os(macOS) || os(Linux) || os(Windows)

/// Huge finite values (1e308) for every kind of length — item sizes,
/// headers, insets, spacings, line multiples, container sides, offsets — are clamped to the
/// engine's bounds and reported; no output holds a non-finite number.
@Suite struct HugeValueTests {
  /// Where this test writes; removed when it ends.
  let scratch = ScratchFolders()

  static let specs: [(name: String, text: String)] = [
    (
      "two items 1e308 high",
      "container: {width: 375, height: 667}\nlayout: {split: {}}\nsections:\n  - {items: {count: 2, size: {width: 10, height: 1e308}}}\n"
    ),
    (
      "a header and an item",
      "container: {width: 375, height: 667}\nlayout: {split: {}}\nsections:\n  - {header: {width: full, height: 1e308}, items: {count: 1, size: {width: 10, height: 1e308}}}\n"
    ),
    (
      "insets, spacing, offset",
      """
      container: {width: 375, height: 667, contentInset: 1e308, contentOffset: {x: 1e308, y: -1e308}}
      layout: {stacked: {plugin: mosaic, minimumItemLineSpacing: 1e308, sectionInset: 1e308}}
      sections:
        - {items: {count: 5, size: {width: 1e308, height: 1e308}}, header: {width: full, height: 1e308}, footer: {width: full, height: 1e308}}

      """
    ),
    (
      "a line multiple",
      "container: {width: 375, height: 667}\nlayout: {stacked: {plugin: {mosaic: {lineMultiple: 1e308}}}}\nsections:\n  - {items: {count: 9, size: {width: 10, height: 10}}}\n"
    ),
    (
      "a compositional layout and its container",
      """
      container: {width: 1e308, height: 1e308, safeArea: {top: 1e308}, contentInset: {top: 1e308, bottom: 1e308}, contentOffset: {x: 1e308, y: -1e308}}
      layout:
        compositional:
          interSectionSpacing: 1e308
          section:
            interGroupSpacing: 1e308
            contentInsets: {top: 1e308, leading: 1e308, bottom: 1e308, trailing: 1e308}
            group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 1e308}}
                subitems:
                  - item:
                      layoutSize: {widthDimension: {fractionalWidth: 1e308}, heightDimension: {fractionalHeight: 1}}
      sections:
        - {items: 3}
        - {items: 3}

      """
    ),
    (
      "a scrollable row",
      "container: {width: 375, height: 667}\nlayout: {scrollable: {itemSize: {width: 1e308, height: 1e308}, minimumInteritemSpacing: 1e308}}\nsections: [{items: 4}, {items: 4}]\nscroll: {sectionOffsets: {\"0\": 1e308}}\n"
    ),
    (
      "a badge offset of -1e308 sizes",
      """
      container: {width: 375, height: 667}
      layout:
        compositional:
          section:
            group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 80}}
                subitems:
                  - item:
                      layoutSize: {widthDimension: {fractionalWidth: 0.25}, heightDimension: {fractionalHeight: 1}}
                      supplementaryItems:
                        - elementKind: badge
                          layoutSize: {widthDimension: {absolute: 20}, heightDimension: {absolute: 20}}
                          containerAnchor: {edges: [top, trailing], fractionalOffset: {x: -1e308, y: 1e308}}
      sections:
        - items: 4

      """
    ),
    (
      "an aspect ratio of 1e-320",
      "container: {width: 375, height: 667}\nlayout: {stacked: {plugin: {grid: {}}}}\nsections:\n  - items: {count: 3, cycle: [{aspectRatio: 1e-320}, {aspectRatio: 1e308}]}\n"
    ),
  ]

  @Test(arguments: specs.indices)
  func hugeValuesGiveFiniteOutputAndAreReported(_ index: Int) throws {
    let (name, text) = Self.specs[index]
    let layout = ComputedLayout(spec: try Spec.decode(text, file: "huge.yaml"))
    let size = layout.model.contentSize
    #expect(size.width.isFinite && size.height.isFinite, "\(name)")
    for e in layout.elements() {
      #expect(e.frame.isFinite && e.transform.isFinite && e.alpha.isFinite, "\(name): \(e.id) \(e.frame)")
    }
    #expect(
      layout.diagnostics.contains {
        ["value.clamped", "container.size", "container.inset", "item.aspectRatio"].contains($0.code)
      },
      "\(name): the clamp is reported")
    let path = try scratch.file(text)
    let json = try CommandLineInputTests.run(["layout", path])
    #expect(json.status == 0)
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any], "\(name): valid JSON")
    // Numbers follow ": " in the report; messages may name a repaired input in words.
    for token in [": inf", ": -inf", ": nan", ": null"] { #expect(!json.stdout.contains(token), "\(name): \(token)") }
    let svg = try CommandLineInputTests.run(["render", path, "-o", "-"])
    #expect(svg.status == 0)
    // Numbers in the SVG are attribute values or viewBox entries: none is inf or nan.
    for token in ["\"inf", "\"-inf", " inf", " -inf", "\"nan", " nan"] {
      #expect(!svg.stdout.contains(token), "\(name): \(token)")
    }
  }

  /// The same bounds hold without a spec: the engine clamps a delegate's 1e308 and the
  /// content size stays exact to the point.
  @Test func theEngineClampsDelegateLengths() {
    let source = TestSource(count: 3, size: Size(width: 300, height: 1e308))  // one per line
    var layout = SplitLayout(
      configuration: SplitLayoutConfiguration(),
      environment: LayoutEnvironment(containerSize: Size(width: 320, height: 480)))
    layout.prepare(environment: LayoutEnvironment(containerSize: Size(width: 320, height: 480)), dataSource: source)
    #expect(layout.model.contentSize.height == 3 * LayoutLimits.maximumLength)
    #expect(layout.diagnostics.contains { $0.code == "value.clamped" })
  }

  struct TestSource: SplitLayoutDataSource {
    let count: Int
    let size: Size
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { count }
    func side(forSection section: Int) -> SplitSide { .left }
    func sizeForItem(at path: ItemPath, width: Double, side: SplitSide) -> Size { size }
  }
}

#endif  // os(macOS) || os(Linux) || os(Windows)
