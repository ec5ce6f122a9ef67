import CollectionLayout
import Foundation
import LayoutSpec
import Testing
import Yams

/// Every number of every example, replaced in turn by each hostile value, ends in one error
/// line or in a layout inside the engine's bounds: every frame and the content size finite
/// and no farther out than ``LayoutLimits/maximumPosition``, and an SVG that holds only
/// finite numbers. Where ``SpecFuzzTests`` samples mutations at random, this sweep tries
/// every pair, so a field the engine forgets to bound cannot hide behind luck (it found
/// item content insets of −1e308 that reached the output as frames 1e308 long).
@Suite struct ExtremeNumberSweepTests {
  static let hostileNumbers = ["1e308", "-1e308", ".nan", ".inf", "-.inf", "-1", "0", "1e-320", "1e15", "-1e15"]

  /// Farther than any layout the engine accepts can reach: 10,000,000 items of the
  /// maximum length, and a strip or content offset at ``LayoutLimits/maximumPosition``.
  static let farthest = 4 * LayoutLimits.maximumPosition

  /// The examples, the fixtures, and the specs in `Fixtures/Sweep/` that hold every
  /// numeric field no example or fixture uses.
  static let specs: [String] = {
    let fixtures = CommandLineTests.fixtures
    let sweep = fixtures.appendingPathComponent("Sweep")
    let found = [fixtures, sweep].flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }
        .map { folder.appendingPathComponent($0).path }
    }
    return SpecFuzzTests.examples + found.sorted()
  }()

  @Test func theSweepCoversTheExamplesAndEveryFieldSpec() {
    #expect(Self.specs.count >= SpecFuzzTests.examples.count + 4)
    #expect(Self.specs.filter { $0.contains("/Sweep/") }.count == 4)
  }

  @Test(arguments: specs)
  func everyNumberReplacedByEveryHostileValueStaysInBounds(_ example: String) throws {
    let text = try String(contentsOfFile: example, encoding: .utf8)
    let root = try #require(try Yams.compose(yaml: text))
    let name = URL(fileURLWithPath: example).lastPathComponent
    let targets = Self.numberPositions(root)
    #expect(!targets.isEmpty, "\(name) holds no number")
    for target in targets {
      for number in Self.hostileNumbers {
        var index = 0
        let mutated = SpecMutator.replacing(root, target: target.index, index: &index) { _ in Node(number) }
        let yaml = try Yams.serialize(node: mutated)
        let label = "\(name) \(target.path) = \(number)"
        let spec: Spec
        do {
          spec = try Spec.decode(yaml, file: "fuzz.yaml")
        } catch {
          let line = error.description
          #expect(line.hasPrefix("fuzz.yaml:") && !line.contains("\n"), "\(label): \(line)")
          continue
        }
        let layout = ComputedLayout(spec: spec)
        Self.expectInBounds(layout, label)
        let svg = SVGRenderer.svg(layout, title: spec.title)
        #expect(!SpecFuzzTests.holdsNonFiniteNumber(svg), "\(label): SVG holds a non-finite number")
      }
    }
  }

  static func expectInBounds(_ layout: ComputedLayout, _ label: String) {
    func inBounds(_ v: Double) -> Bool { abs(v) <= farthest }
    let size = layout.model.contentSize
    #expect(inBounds(size.width) && inBounds(size.height), "\(label): content size \(size)")
    for e in layout.elements() {
      let f = e.frame
      let ok = [f.minX, f.minY, f.maxX, f.maxY].allSatisfy(inBounds) && e.alpha.isFinite && e.transform.isFinite
      #expect(ok, "\(label): \(e.id) \(f)")
      if !ok { return }
    }
  }

  /// The preorder index (as ``SpecMutator/replacing(_:target:index:with:)`` counts) and
  /// path of every scalar that reads as a number.
  static func numberPositions(_ root: Node) -> [(index: Int, path: String)] {
    var found: [(index: Int, path: String)] = []
    var index = 0
    func walk(_ node: Node, _ path: String) {
      let mine = index
      index += 1
      switch node {
      case .scalar(let s): if Double(s.string) != nil { found.append((mine, path)) }
      case .alias: break
      case .sequence(let s): for (k, child) in s.enumerated() { walk(child, "\(path)[\(k)]") }
      case .mapping(let m): for (key, value) in m { walk(value, "\(path).\(key.string ?? "?")") }
      }
    }
    walk(root, "")
    return found
  }
}
