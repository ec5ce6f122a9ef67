import CollectionLayout
import Foundation
import LayoutSpec
import Testing

#if os(macOS) || os(Linux) || os(Windows)

/// Hostile files and arguments end in one error line and exit
/// status 2; negative numbers are values; `-` is standard input and output.
@Suite struct CommandLineInputTests {
  typealias Run = CommandLineTests.Run
  static let fixture = CommandLineTests.fixtures.appendingPathComponent("upstream-tests.yaml").path

  static func run(_ arguments: [String], input: String? = nil, shell: Bool = false) throws -> Run {
    try CommandLineTests.run(arguments, input: input, executable: shell ? URL(fileURLWithPath: "/bin/sh") : nil)
  }

  /// Exit 2, nothing on standard output, exactly one line on standard error.
  static func expectOneErrorLine(_ run: Run, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.status == 2, sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(run.stderr == "error: " + expected + "\n", sourceLocation: sourceLocation)
  }

  /// Where this test writes; removed when it ends.
  let scratch = ScratchFolders()

  /// Nine levels of aliases of ten-element lists stand for 10⁹ strings in 380 bytes.
  @Test func anAliasBombIsRefusedInOneLine() throws {
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    var text = "a: &a [x,x,x,x,x,x,x,x,x,x]\n"
    for (previous, name) in zip(names, names.dropFirst()) {
      text += "\(name): &\(name) [" + Array(repeating: "*" + previous, count: 10).joined(separator: ",") + "]\n"
    }
    text += "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: []\n"
    #expect(text.utf8.count < 450)
    let path = try scratch.file(text)
    Self.expectOneErrorLine(
      try Self.run(["layout", path]),
      "\(path): expected at most 1,000,000 values with every alias expanded, found more (aliases nested in aliases?)")
    // Aliases within the bound still work.
    let shared =
      "container: {width: 100, height: 100}\nlayout: {split: {}}\nsections:\n"
      + "  - {items: {count: 2, size: &s {width: 10, height: 10}}}\n  - {items: {count: 1, size: *s}}\n"
    let ok = try Self.run(["layout", try scratch.file(shared)])
    #expect(ok.status == 0, "\(ok.stderr)")
  }

  @Test func newlinesInValuesAndKeysAreEscaped() throws {
    let value = try scratch.file(
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: [{side: \"mid\\ndle\", items: []}]\n")
    Self.expectOneErrorLine(
      try Self.run(["layout", value]),
      "\(value): sections[0].side (line 3): expected left or right, found \"mid\\ndle\"")
    let key = try scratch.file(
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: [{\"si\\nde\": left}]\n")
    let run = try Self.run(["layout", key])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("error: \(key): sections[0].si\\nde (line 3): unknown field"))
    #expect(run.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func aDuplicateKeyIsNamedWithItsPathAndLine() throws {
    let path = try scratch.file(
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections:\n  - items: []\n    side: left\n    side: right\n"
    )
    Self.expectOneErrorLine(
      try Self.run(["layout", path]),
      "\(path): sections[0].side (line 5): expected each key once in an object, found \"side\" more than once")
  }

  @Test func tooDeepNestingStatesTheLimit() throws {
    let deep = String(repeating: "[", count: 1500) + String(repeating: "]", count: 1500)
    let path = try scratch.file("container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: []\nx: \(deep)\n")
    let run = try Self.run(["layout", path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("expected lists and objects nested at most 1000 deep, found deeper at line 4"))
    #expect(!run.stderr.contains("yaml_"))
  }

  @Test func fileErrorsAreOneLineWithStatusTwo() throws {
    let dir = try scratch.make()
    Self.expectOneErrorLine(
      try Self.run(["layout", dir.path]), "\(dir.path): expected a JSON or YAML file, found a folder")
    let binary = dir.appendingPathComponent("binary.yaml")
    try Data([0xff, 0xfe, 0x00, 0x41]).write(to: binary)
    Self.expectOneErrorLine(
      try Self.run(["layout", binary.path]), "\(binary.path): expected UTF-8 text, found other bytes")
    let unwritable = dir.appendingPathComponent("missing/folder/x.svg").path
    let render = try Self.run(["render", Self.fixture, "-o", unwritable])
    #expect(render.status == 2)
    #expect(render.stderr.hasPrefix("error: \(unwritable): expected a file that can be written, found: "))
    #expect(render.stderr.filter { $0 == "\n" }.count == 1)
    let gallery = try Self.run(["gallery", "-o", "/proc/collection-layout-gallery"])
    #expect(gallery.status == 2)
    #expect(gallery.stderr.hasPrefix("error: /proc/collection-layout-gallery: expected a folder that can be written"))
    #expect(gallery.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func negativeNumbersAreValues() throws {
    let rect = try Self.run(["layout", Self.fixture, "--rect", "-10,0,100,100"])
    #expect(rect.status == 0, "\(rect.stderr)")
    let everything = try Self.run(["layout", Self.fixture, "--rect", "-10,-10,1000,1000", "--offset", "-5,-20"])
    #expect(everything.status == 0, "\(everything.stderr)")
    #expect(rect.stdout.count < everything.stdout.count)
    Self.expectOneErrorLine(
      try Self.run(["layout", Self.fixture, "--width", "-100"]),
      "--width: expected a number ≥ 0, found -100.0 (see --help)")
    let snap = try Self.run([
      "snap", CommandLineTests.packageRoot.appendingPathComponent("Examples/ScrollableSections.yaml").path,
      "--section", "0", "--offset", "30", "--velocity", "-0.5",
    ])
    #expect(snap.status == 0, "\(snap.stderr)")
  }

  @Test(arguments: ["0,abc,0,100,100", "0,0,100", "0,0,-1,5", "0,0,nan,5", "1,,2,3"])
  func aMalformedRectIsRefused(_ value: String) throws {
    Self.expectOneErrorLine(
      try Self.run(["layout", Self.fixture, "--rect", value]),
      "The value '\(value)' is invalid for '--rect <rect>': expected four numbers X,Y,W,H with W and H ≥ 0 (see --help)"
    )
  }

  @Test func aDashReadsStandardInputAndWritesStandardOutput() throws {
    let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
    let fromFile = try Self.run(["layout", Self.fixture])
    let fromInput = try Self.run(["layout", "-"], input: text)
    #expect(fromInput.status == 0)
    #expect(fromInput.stdout == fromFile.stdout)
    let svg = try Self.run(["render", "-", "-o", "-"], input: text)
    #expect(svg.status == 0)
    #expect(svg.stdout.hasPrefix("<svg") && svg.stdout.hasSuffix("</svg>\n"))
    Self.expectOneErrorLine(
      try Self.run(["layout", "-"], input: "container: [1"),
      "<stdin>: is not valid JSON or YAML: did not find expected ',' or ']' at line 2, column 1")
  }

  /// A named pipe (what a shell's `<(…)` hands over) is read to its end like a file; it
  /// used to be refused as "without read permission".
  @Test func aNamedPipeIsReadLikeAFile() throws {
    let pipe = try scratch.make().appendingPathComponent("spec.fifo").path
    let run = try Self.run(
      [
        "-c", "mkfifo \"$2\" && { cat \"$1\" > \"$2\" & } && exec \"$0\" layout \"$2\"",
        CommandLineTests.executable.path, Self.fixture, pipe,
      ],
      shell: true)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == (try Self.run(["layout", Self.fixture])).stdout)
  }

  /// A spec of exactly `Spec.maximumFileBytes` is read; one byte more is refused, as a file
  /// and as standard input.
  @Test func theSizeLimitIsExact() throws {
    let spec = "container: {width: 100, height: 100}\nlayout: {split: {}}\nsections: []\n"
    let padding = Spec.maximumFileBytes - spec.utf8.count - 2
    let atTheLimit = spec + "#" + String(repeating: "x", count: padding) + "\n"
    #expect(atTheLimit.utf8.count == Spec.maximumFileBytes)
    let path = try scratch.file(atTheLimit)
    #expect(try Spec.load(path: path).container.width == 100)
    let overPath = try scratch.file(atTheLimit + " ")
    do {
      _ = try Spec.load(path: overPath)
      Issue.record("a spec one byte over the limit was read")
    } catch {
      #expect(error.description == "\(overPath): expected a spec of at most 8 MiB, found more")
    }
    Self.expectOneErrorLine(
      try Self.run(["layout", "-"], input: atTheLimit + " "), "<stdin>: expected a spec of at most 8 MiB, found more")
  }

  /// The example promises a background behind section 3; it is drawn.
  @Test func theScrollableExamplesPromisedBackgroundIsDrawn() throws {
    let spec = CommandLineTests.packageRoot.appendingPathComponent("Examples/ScrollableSections.yaml").path
    let svg = try Self.run(["render", spec, "-o", "-"])
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(svg.stdout.contains("fill=\"#FDE9C9\""))
  }

  /// The gallery's Reduce Motion example is the effects example with the setting on: no
  /// element is scaled or moved by an effect (every frame is the list's own), and only the
  /// fade is left to change the drawing.
  @Test func theReducedMotionExampleKeepsOnlyTheFade() throws {
    let examples = CommandLineTests.packageRoot.appendingPathComponent("Examples")
    let reduced = ComputedLayout(
      spec: try Spec.load(path: examples.appendingPathComponent("PluginEffectsReducedMotion.yaml").path))
    var effects = try Spec.load(path: examples.appendingPathComponent("PluginEffects.yaml").path)
    #expect(reduced.spec.container.reducesMotion && !effects.container.reducesMotion)
    effects.container.reducesMotion = true
    let elements = reduced.elements()
    #expect(ComputedLayout(spec: effects).elements() == elements)
    #expect(elements.allSatisfy { $0.transform == .identity })
    var still = effects
    for s in still.sections.indices { still.sections[s].effects = [] }
    #expect(ComputedLayout(spec: still).elements().map(\.frame) == elements.map(\.frame))
  }

  /// The report shows what the effects did — alpha, transform, zIndex
  /// and hidden, as the engine gives them.
  @Test func theReportShowsEffectsResults() throws {
    let path = CommandLineTests.packageRoot.appendingPathComponent("Examples/PluginEffects.yaml").path
    let run = try Self.run(["layout", path, "--offset", "0,0"])
    #expect(run.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let elements = try #require(json["elements"] as? [[String: Any]])
    var spec = try Spec.load(path: path)
    spec.container.contentOffset = Point(x: 0, y: 0)
    let shown = ComputedLayout(spec: spec).elements()
    #expect(elements.count == shown.count)
    for (printed, attributes) in zip(elements, shown) {
      #expect(printed["alpha"] as? Double == attributes.alpha)
      #expect(printed["hidden"] as? Bool == attributes.isHidden)
      #expect(printed["zIndex"] as? Int == attributes.zIndex)
      let transform = printed["transform"] as? [String: Double]
      // Printed in shortest round-trip form; JSONSerialization may read the last bit differently.
      #expect(abs((transform?["a"] ?? 1) - attributes.transform.a) < 1e-12)
      #expect(abs((transform?["d"] ?? 1) - attributes.transform.d) < 1e-12)
      #expect((transform == nil) == (attributes.transform == .identity))
    }
    #expect(elements.contains { ($0["alpha"] as? Double ?? 1) < 1 }, "the fade shows")
    #expect(elements.contains { ($0["transform"] as? [String: Double])?["a"] == 0.85 }, "the scale shows")
  }

  // `timeout` and `ulimit -v` as Debian has them (macOS has no `timeout`).
  #if os(Linux)
  /// Hostile files end within bounds — the tool runs under a 1 GB
  /// address-space limit and a 120-second watchdog (either would end it with another
  /// status); each ends with status 0 and valid output or status 2 and one line.
  @Test(arguments: [
    "alias bomb", "100,000 items", "100 sections of 10,000,000 items", "nested 5,000 deep", "garbage",
    "4,000,000 values in 8 MiB",
  ])
  func hostileFilesEndWithinBounds(_ name: String) throws {
    let text: String
    switch name {
    case "alias bomb":
      text =
        "a: &a [x,x,x,x,x,x,x,x,x,x]\n"
        + (1...8).map {
          "b\($0): &b\($0) [" + Array(repeating: $0 == 1 ? "*a" : "*b\($0 - 1)", count: 10).joined(separator: ",") + "]"
        }.joined(separator: "\n")
    case "100,000 items":
      text =
        "container: {width: 375, height: 667}\nlayout: {split: {}}\nsections: [{items: {count: 100000, size: {width: 100, height: 40}}}]\n"
    case "100 sections of 10,000,000 items":
      text =
        "container: {width: 375, height: 667}\nlayout: {split: {}}\nsections:\n"
        + String(repeating: "  - {items: {count: 10000000, size: {width: 1, height: 1}}}\n", count: 100)
    case "4,000,000 values in 8 MiB":
      // The most values the size limit lets through, each held by the parser before it counts them.
      text = "container: [" + String(repeating: "1,", count: Spec.maximumFileBytes / 2 - 8) + "1]\n"
    case "nested 5,000 deep":
      text = "container: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n"
    default:
      text = String(decoding: (0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }, as: UTF8.self)
    }
    let path = try scratch.file(text)
    let run = try Self.run(
      [
        "-c", "ulimit -v 1000000; exec timeout 120 \"$0\" layout \"$1\"", CommandLineTests.executable.path, path,
      ], shell: true)
    #expect(run.status == 0 || run.status == 2, "\(name): status \(run.status) \(run.stderr.prefix(200))")
    if run.status == 0 {
      #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) is [String: Any], "\(name)")
    } else {
      #expect(
        run.stdout.isEmpty && run.stderr.hasPrefix("error: ") && run.stderr.filter { $0 == "\n" }.count == 1,
        "\(name): \(run.stderr.prefix(300))")
    }
  }

  /// A drawing of 300,000 items is written in pieces, painting by zIndex without holding
  /// every element, by `render` and by `gallery`: the tool stays within 200 MB of address
  /// space (it used to hold all the elements and the whole text, about 0.8 KB an item).
  @Test(arguments: ["render", "gallery"])
  func aLargeDrawingIsWrittenInPieces(_ command: String) throws {
    let examples = try scratch.make()
    let spec = examples.appendingPathComponent("Big.yaml")
    try Data(
      ("container: {width: 375, height: 667}\nlayout: {split: {}}\n"
        + "sections: [{header: {width: 375, height: 30}, items: {count: 300000, size: {width: 100, height: 40}}}]\n")
        .utf8
    ).write(to: spec)
    let folder = try scratch.make()
    let arguments =
      command == "render"
      ? "render \"$1\" -o \"$2/Big-portrait.svg\"" : "gallery --examples \"$(dirname \"$1\")\" -o \"$2\""
    let run = try Self.run(
      [
        "-c", "ulimit -v 200000; exec timeout 120 \"$0\" \(arguments)", CommandLineTests.executable.path, spec.path,
        folder.path,
      ], shell: true)
    #expect(run.status == 0, "\(run.stderr.prefix(300))")
    let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent("Big-portrait.svg")), as: UTF8.self)
    #expect(text.hasSuffix("</svg>\n"))
    #expect(text.components(separatedBy: "rx=\"2\"").count - 1 == 300_000, "every cell drawn")
    // The header (zIndex above the cells') comes after the last cell.
    let header = try #require(text.range(of: ">header 0<"))
    #expect(!text[header.upperBound...].contains("rx=\"2\""))
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      written == (command == "render" ? ["Big-portrait.svg"] : ["Big-landscape.svg", "Big-portrait.svg", "index.html"]))
  }

  /// A drawing that cannot be put in place leaves nothing behind: no partial file, and a
  /// folder in the way stays as it was.
  @Test func aDrawingThatCannotBePutInPlaceLeavesNothing() throws {
    let folder = try scratch.make()
    let inTheWay = folder.appendingPathComponent("drawing.svg")
    try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: false)
    let run = try Self.run(["render", Self.fixture, "-o", inTheWay.path])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("error: \(inTheWay.path): expected a file that can be written, found: "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["drawing.svg"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: inTheWay.path).isEmpty)
  }

  /// An input without end — a device, or standard input from one — is refused at
  /// `Spec.maximumFileBytes` under the same limits (it used to be read until memory ran out).
  @Test(arguments: ["/dev/zero", "- < /dev/zero"])
  func anEndlessInputIsRefusedAtTheSizeLimit(_ input: String) throws {
    let run = try Self.run(
      ["-c", "ulimit -v 1000000; exec timeout 120 \"$0\" layout \(input)", CommandLineTests.executable.path],
      shell: true)
    let name = input == "/dev/zero" ? "/dev/zero" : "<stdin>"
    Self.expectOneErrorLine(run, "\(name): expected a spec of at most 8 MiB, found more")
  }
  #endif

  @Test func versionIsTheChangelogs() throws {
    let run = try Self.run(["--version"])
    #expect(run.status == 0)
    let version = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let changelog = try String(
      contentsOf: CommandLineTests.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("## \(version) "), "\(version)")
  }

  /// The help text is wrapped by the argument parser only: no line of a paragraph breaks
  /// early (a short line that does not end a sentence).
  @Test(arguments: [["--help"], ["layout", "--help"], ["snap", "--help"], ["render", "--help"]])
  func helpParagraphsAreNotBrokenMidSentence(_ arguments: [String]) throws {
    let run = try Self.run(arguments)
    #expect(run.status == 0)
    let prose = run.stdout.components(separatedBy: "USAGE:")[0].split(separator: "\n", omittingEmptySubsequences: false)
    for (line, next) in zip(prose, prose.dropFirst()) where !next.isEmpty && line.count < 60 {
      #expect(line.hasSuffix(".") || line.hasSuffix(":") || line.isEmpty, "\(arguments): \"\(line)\"")
    }
  }
}

#endif  // os(macOS) || os(Linux) || os(Windows)
