import Foundation
import Testing

// The tool runs as a child process, which only desktop and server platforms allow.
#if os(macOS) || os(Linux) || os(Windows)

/// End-to-end tests of the `collection-layout` executable, run as a child process.
@Suite struct CommandLineTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built executable, beside the test bundle (SwiftPM builds it for this target).
  static let executable: URL = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for dir in [beside, beside.deletingLastPathComponent()] {
      let candidate = dir.appendingPathComponent("collection-layout")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return packageRoot.appendingPathComponent(".build/debug/collection-layout")
  }()

  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

  static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil, executable: URL? = nil)
    throws -> Run
  {
    let process = Process()
    process.executableURL = executable ?? Self.executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    inPipe.fileHandleForWriting.write(Data((input ?? "").utf8))
    try inPipe.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Where this test writes; removed when it ends.
  let scratch = ScratchFolders()

  @Test func layoutPrintsTheDocumentedSchema() throws {
    let run = try Self.run(["layout", Self.fixtures.appendingPathComponent("upstream-tests.yaml").path])
    #expect(run.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(json["contentSize"] as? [String: Double] == ["width": 400, "height": 400])
    let elements = try #require(json["elements"] as? [[String: Any]])
    #expect(elements.count == 15)
    let first = elements[0]
    #expect(first["category"] as? String == "cell")
    #expect(first["kind"] == nil, "cells have no kind")
    #expect(first["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 100, "height": 100])
    #expect(first["zIndex"] as? Int == 0)
    let background = try #require(elements.first { $0["category"] as? String == "decoration" })
    #expect(background["kind"] as? String == "background")
    #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
  }

  @Test func layoutWithRectAndOverrides() throws {
    let spec = Self.fixtures.appendingPathComponent("upstream-tests.yaml").path
    let run = try Self.run(["layout", spec, "--rect", "0,100,400,100"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect((json["elements"] as? [Any])?.count == 5)
    // At width 200 two items fit a line: sections of 3, 6, 3 take 2, 3, 2 lines.
    let narrow = try Self.run(["layout", spec, "--width", "200", "--height", "300"])
    let narrowJSON = try #require(try JSONSerialization.jsonObject(with: Data(narrow.stdout.utf8)) as? [String: Any])
    #expect(narrowJSON["contentSize"] as? [String: Double] == ["width": 200, "height": 700])
  }

  @Test func layoutAtAnOffsetPinsHeaders() throws {
    let spec = Self.fixtures.appendingPathComponent("pinned-header.yaml").path
    let run = try Self.run(["layout", spec, "--offset", "0,0"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let header = try #require(
      (json["elements"] as? [[String: Any]])?.first { $0["kind"] as? String == "header" && $0["section"] as? Int == 0 })
    // Unobscured area starts at 0 + 20 + 30 = 50.
    #expect((header["frame"] as? [String: Double])?["y"] == 50)
  }

  @Test func sectionOffsetsFromTheSpecAndTheCommandLine() throws {
    let spec = Self.packageRoot.appendingPathComponent("Examples/ScrollableSections.yaml").path
    func cellX(_ run: Run, section: Int, item: Int) throws -> Double? {
      let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
      let cell = (json["elements"] as? [[String: Any]])?.first {
        $0["category"] as? String == "cell" && $0["section"] as? Int == section && $0["item"] as? Int == item
      }
      return (cell?["frame"] as? [String: Double])?["x"]
    }
    // The spec scrolls section 1 by 120: item 3 at 165 − 120.
    #expect(try cellX(try Self.run(["layout", spec]), section: 1, item: 3) == 45)
    // The command line overrides it; an offset past the row's end is clamped and reported.
    let moved = try Self.run(["layout", spec, "--section-offset", "1=20", "--section-offset", "0=9999"])
    #expect(try cellX(moved, section: 1, item: 3) == 145)
    #expect(try cellX(moved, section: 0, item: 3) == 165 - 170)
    #expect(moved.stdout.contains("scroll.offset"))
  }

  @Test func snapPrintsTheRestingOffset() throws {
    let spec = Self.packageRoot.appendingPathComponent("Examples/AppStorePage.yaml").path
    // Section 1 rests groups centred: groups 300 + 10 apart, a slow drag past half.
    let run = try Self.run(["snap", spec, "--section", "1", "--offset", "160", "--velocity", "0.1"])
    #expect(run.status == 0)
    #expect(run.stdout == "310\n")
    let flick = try Self.run(["snap", spec, "--section", "0", "--offset", "100", "--velocity", "2"])
    #expect(flick.stdout == "375\n")
    let bad = try Self.run(["snap", spec, "--section", "7", "--offset", "10"])
    #expect(bad.stdout == "0\n")
    #expect(bad.stderr.contains("scroll.section"))
  }

  @Test func renderWritesAnSVGWithTheVisibleRect() throws {
    let dir = try scratch.make()
    let file = dir.appendingPathComponent("out.svg").path
    let run = try Self.run(["render", Self.fixtures.appendingPathComponent("basic-375.yaml").path, "-o", file])
    #expect(run.status == 0)
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains(">1.19<"), "cells are labelled with their index paths")
    #expect(svg.contains("stroke-dasharray"), "the visible rect is outlined")
    #expect(svg.components(separatedBy: "<rect").count - 1 == 2 + 63 + 1, "page, content, elements, visible rect")
  }

  @Test func galleryRendersEveryExampleInBothOrientations() throws {
    let dir = try scratch.make()
    let run = try Self.run(["gallery", "-o", dir.path], in: Self.packageRoot)
    #expect(run.status == 0, "\(run.stderr)")
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Self.packageRoot.appendingPathComponent("Examples").path
    )
    .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
    let written = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    #expect(written.filter { $0.hasSuffix(".svg") }.count == examples.count * 2)
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    for name in ["Basic", "Emoji", "SectionDivided", "ThreeColumns", "RightToLeft"] {
      #expect(html.contains("\(name)-portrait.svg") && html.contains("\(name)-landscape.svg"), "\(name)")
    }
  }

  @Test func badFileExitsWithStatusTwoAndOneLine() throws {
    let dir = try scratch.make()
    let bad = dir.appendingPathComponent("bad.yaml")
    try
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: [{items: {count: -2, size: {width: 1, height: 1}}}]"
      .write(to: bad, atomically: true, encoding: .utf8)
    for arguments in [["layout", bad.path], ["render", bad.path, "-o", dir.appendingPathComponent("x.svg").path]] {
      let run = try Self.run(arguments)
      #expect(run.status == 2)
      #expect(run.stdout.isEmpty, "no partial output")
      #expect(
        run.stderr
          == "error: \(bad.path): sections[0].items.count (line 3): expected a non-negative integer, at most 10,000,000, found -2\n"
      )
    }
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.svg").path))
    let missing = try Self.run(["layout", dir.appendingPathComponent("none.yaml").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasSuffix("none.yaml: expected a JSON or YAML file, found no such file\n"))
  }

  @Test func badExampleFolderWritesNoGallery() throws {
    let dir = try scratch.make()
    let examples = dir.appendingPathComponent("examples")
    try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
    try "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: []".write(
      to: examples.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try "container: {width: 1}".write(to: examples.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("gallery")
    let run = try Self.run(["gallery", "--examples", examples.path, "-o", out.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("b.yaml: container (line 1): missing required field \"height\""))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test(arguments: [[], ["layout"], ["render"], ["gallery"]])
  func everySubcommandHasHelp(_ path: [String]) throws {
    let run = try Self.run(path + ["--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE:"))
  }
}

#endif  // os(macOS) || os(Linux) || os(Windows)
