import CollectionLayout
import Foundation
import LayoutSpec
import Testing
import Yams

/// Mutated copies of every example — values of another type, extreme
/// numbers, deep nesting, aliases, removed and duplicated fields, garbage characters — each
/// end in a layout whose JSON and SVG are valid and finite, or in one error line naming the
/// file. Seeded: a failure names the example, the case and the mutation. Cases per example:
/// 12, or `COLLECTION_LAYOUT_FUZZ_CASES` (the long mode, e.g. 500).
@Suite struct SpecFuzzTests {
  static let examples: [String] = {
    let folder = CommandLineTests.packageRoot.appendingPathComponent("Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map {
      folder.appendingPathComponent($0).path
    }
  }()

  static var casesPerExample: Int {
    ProcessInfo.processInfo.environment["COLLECTION_LAYOUT_FUZZ_CASES"].flatMap(Int.init) ?? 12
  }

  @Test func everyExampleIsFuzzed() { #expect(Self.examples.count >= 20) }

  @Test(arguments: examples)
  func mutatedCopiesEndInValidOutputOrOneErrorLine(_ example: String) throws {
    let text = try String(contentsOfFile: example, encoding: .utf8)
    let root = try #require(try Yams.compose(yaml: text))
    var random = SpecMutator.Random(seed: UInt64(truncatingIfNeeded: example.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
    var outcomes = (layouts: 0, errors: 0)
    for k in 0..<Self.casesPerExample {
      let (mutated, what) = SpecMutator.mutate(text: text, root: root, random: &random)
      let label = "\(URL(fileURLWithPath: example).lastPathComponent) case \(k): \(what)"
      let started = Date()
      let outcome = Self.outcome(of: mutated)
      if ProcessInfo.processInfo.environment["COLLECTION_LAYOUT_FUZZ_VERBOSE"] != nil {
        print("\(label): \(Date().timeIntervalSince(started)) s")
      }
      switch outcome {
      case .layout(let json, let svg):
        outcomes.layouts += 1
        // A non-finite number would make the JSON invalid (no reader accepts `inf`) or
        // print as null; diagnostics' messages may name the repaired input in words.
        let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(parsed != nil, "\(label): invalid JSON")
        #expect(!json.contains(": null"), "\(label): null")
        #expect(!Self.holdsNonFiniteNumber(svg), "\(label): SVG holds a non-finite number")
      case .error(let line):
        outcomes.errors += 1
        #expect(line.hasPrefix("fuzz.yaml:") && !line.contains("\n"), "\(label): \(line)")
      }
    }
    if ProcessInfo.processInfo.environment["COLLECTION_LAYOUT_FUZZ_VERBOSE"] != nil {
      print(
        "\(URL(fileURLWithPath: example).lastPathComponent): \(outcomes.layouts) layouts, \(outcomes.errors) errors")
    }
  }

  /// Whether an SVG attribute that holds a number (they hold numbers only) reads `inf` or
  /// `nan`.
  static func holdsNonFiniteNumber(_ svg: String) -> Bool {
    svg.firstMatch(of: #/(x|y|width|height|viewBox|rx)="[^"]*(inf|nan)/#) != nil
  }

  enum Outcome {
    case layout(json: String, svg: String)
    case error(String)
  }

  static func outcome(of text: String) -> Outcome {
    do {
      let layout = ComputedLayout(spec: try Spec.decode(text, file: "fuzz.yaml"))
      return .layout(json: LayoutReport.json(layout), svg: SVGRenderer.svg(layout, title: layout.spec.title))
    } catch {
      return .error(error.description)
    }
  }
}

/// Mutations of a spec: on its YAML tree (a value of another type, an extreme number, deep
/// nesting, a field removed or duplicated) or on its text (an alias bomb in front, garbage
/// characters in the middle, the end cut off).
enum SpecMutator {
  /// SplitMix64.
  struct Random {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(Swift.max(1, bound)))
    }
  }

  static let extremeNumbers = [
    "1e308", "-1e308", "1.7976931348623157e308", ".nan", ".inf", "-.inf", "0", "-0.0", "-1", "1e-320", "2147483648",
    "9223372036854775807", "1e15", "0.0000001", "123456789.123",
  ]
  static let otherTypes = ["\"text\"", "[]", "{}", "[1, 2]", "{a: 1}", "true", "null", "\"\"", "\"\\n\""]

  static func mutate(text: String, root: Node, random r: inout Random) -> (String, String) {
    switch r.next(8) {
    case 0:
      let bomb =
        "x0: &x0 [a, a, a, a, a, a, a, a, a, a]\n"
        + (1...7).map { "x\($0): &x\($0) [" + Array(repeating: "*x\($0 - 1)", count: 10).joined(separator: ", ") + "]" }
        .joined(separator: "\n") + "\n"
      return (bomb + text, "alias bomb in front")
    case 1:
      var scalars = Array(text.unicodeScalars)
      let garbage: [Unicode.Scalar] = ["\u{0}", "\u{7}", "\u{FFFD}", "\t", "\"", "{", "]", ":", "&", "*", "\u{202E}"]
      for _ in 0..<(1 + r.next(4)) {
        scalars.insert(garbage[r.next(garbage.count)], at: r.next(scalars.count + 1))
      }
      return (String(String.UnicodeScalarView(scalars)), "garbage characters")
    case 2:
      let cut = r.next(text.count)
      return (String(text.prefix(cut)), "cut at character \(cut)")
    default:
      let count = nodeCount(root)
      let target = r.next(count)
      var index = 0
      let (kind, replacement) = replacementKind(&r)
      let mutated = replacing(root, target: target, index: &index, with: replacement)
      let yaml = (try? Yams.serialize(node: mutated)) ?? text
      return (yaml, "node \(target) of \(count): \(kind)")
    }
  }

  /// What replaces the target node, given the node.
  static func replacementKind(_ r: inout Random) -> (String, (Node) -> Node) {
    switch r.next(5) {
    case 0:
      let number = extremeNumbers[r.next(extremeNumbers.count)]
      return ("number \(number)", { _ in Node(number) })
    case 1:
      let other = otherTypes[r.next(otherTypes.count)]
      return ("value \(other)", { _ in (try? Yams.compose(yaml: "v: \(other)"))??["v"] ?? Node("") })
    case 2:
      let depth = [10, 200, 1200][r.next(3)]
      return (
        "nested \(depth) deep",
        { node in (0..<depth).reduce(node) { inner, _ in Node.sequence(Node.Sequence([inner])) } }
      )
    case 3:
      return (
        "first field removed",
        { node in
          guard case .mapping(let m) = node, !m.isEmpty else { return Node("") }
          return Node.mapping(Node.Mapping(Array(m.dropFirst())))
        }
      )
    default:
      return (
        "list element repeated 50 times",
        { node in
          guard case .sequence(let s) = node, let first = s.first else { return node }
          return Node.sequence(Node.Sequence(Array(s) + Array(repeating: first, count: 50)))
        }
      )
    }
  }

  static func nodeCount(_ node: Node) -> Int {
    switch node {
    case .scalar, .alias: 1
    case .sequence(let s): 1 + s.reduce(0) { $0 + nodeCount($1) }
    case .mapping(let m): 1 + m.reduce(0) { $0 + nodeCount($1.value) }
    }
  }

  /// `node` with its `target`-th node in preorder (counting from `index`) replaced.
  static func replacing(_ node: Node, target: Int, index: inout Int, with replacement: (Node) -> Node) -> Node {
    let mine = index
    index += 1
    if mine == target { return replacement(node) }
    switch node {
    case .scalar, .alias: return node
    case .sequence(let s):
      return .sequence(Node.Sequence(s.map { replacing($0, target: target, index: &index, with: replacement) }))
    case .mapping(let m):
      var pairs: [(Node, Node)] = []
      for (key, value) in m { pairs.append((key, replacing(value, target: target, index: &index, with: replacement))) }
      return .mapping(Node.Mapping(pairs))
    }
  }
}
