import Foundation
import LayoutSpec
import Testing

/// The playground's answers, without a server or a browser (Tests/Browser drives the page).
struct PlaygroundTests {
  static let examples = CommandLineTests.packageRoot.appendingPathComponent("Examples")

  static func example(_ name: String) throws -> String {
    try String(contentsOf: examples.appendingPathComponent(name + ".yaml"), encoding: .utf8)
  }

  static func answer(_ request: PlaygroundRequest) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Playground.layout(request)) as? [String: Any])
  }

  @Test func aPinnedHeaderFollowsTheScrollOffset() throws {
    let answer = try Self.answer(PlaygroundRequest(spec: try Self.example("CompositionalPinnedHeader"), scroll: 400))
    #expect(answer["scroll"] as? Double == 400)
    let svg = try #require(answer["svg"] as? String)
    // Hovering a pinned header reads its frame at the top of the visible rect.
    #expect(svg.contains("data-info=\"header 1.0 · frame 10, 400, 355 × 44 · zIndex 2\""))
  }

  @Test func aSpecErrorComesBackWithItsLine() throws {
    let answer = try Self.answer(PlaygroundRequest(spec: "title: t\ncontainer: [\n  width: 3\n"))
    // The list opened on line 2 is still open where the text ends, on line 4.
    #expect(answer["line"] as? Int == 4)
    #expect((answer["error"] as? String)?.contains("is not valid JSON or YAML") == true)
    let missing = try Self.answer(PlaygroundRequest(spec: "title: t\n"))
    #expect(missing["svg"] == nil && missing["error"] != nil)
  }

  @Test func aReleasedPagingStripRestsOnAPage() throws {
    let spec = try Self.example("AppStorePage")
    // Section 0 pages by 375: dragged to 200 and released slowly it rests at 375; flicked
    // back it rests at 0.
    let slow = try Self.answer(PlaygroundRequest(spec: spec, sectionOffsets: [0: 200], release: (0, 0)))
    let fast = try Self.answer(PlaygroundRequest(spec: spec, sectionOffsets: [0: 200], release: (0, -900)))
    func offset(_ answer: [String: Any]) -> Double? {
      (answer["strips"] as? [[String: Any]])?.first { $0["section"] as? Int == 0 }?["offset"] as? Double
    }
    #expect(offset(slow) == 375)
    #expect(offset(fast) == 0)
  }

  /// Right to left a horizontal strip's leading end is its right end (as a mirrored
  /// `UIScrollView` shows it): a larger offset moves the items right, so the page must turn
  /// a drag to the right into a larger offset. The answer says which strips are mirrored.
  @Test func aRightToLeftStripIsMirroredAndItsOffsetMovesItemsRight() throws {
    let leftToRight = try Self.example("CompositionalCarousel")
    let rightToLeft = leftToRight.replacingOccurrences(
      of: "container: {width: 375, height: 667}", with: "container: {width: 375, height: 667, layoutDirection: rtl}")
    #expect(rightToLeft != leftToRight)
    func strip(_ answer: [String: Any]) throws -> [String: Any] {
      try #require((answer["strips"] as? [[String: Any]])?.first { $0["section"] as? Int == 0 })
    }
    func firstItemX(_ answer: [String: Any]) throws -> Double {
      let svg = try #require(answer["svg"] as? String)
      let marker = try #require(svg.range(of: "data-info=\"item 0.0 · frame "))
      return try #require(Double(svg[marker.upperBound...].prefix { $0 != "," }))
    }
    let mirroredAtRest = try Self.answer(PlaygroundRequest(spec: rightToLeft, sectionOffsets: [0: 0]))
    let mirroredScrolled = try Self.answer(PlaygroundRequest(spec: rightToLeft, sectionOffsets: [0: 100]))
    let plainAtRest = try Self.answer(PlaygroundRequest(spec: leftToRight, sectionOffsets: [0: 0]))
    let plainScrolled = try Self.answer(PlaygroundRequest(spec: leftToRight, sectionOffsets: [0: 100]))
    #expect(try strip(mirroredAtRest)["mirrored"] as? Bool == true)
    #expect(try strip(plainAtRest)["mirrored"] as? Bool == false)
    #expect(try firstItemX(mirroredScrolled) - firstItemX(mirroredAtRest) == 100)
    #expect(try firstItemX(plainScrolled) - firstItemX(plainAtRest) == -100)
  }

  @Test func hostileRequestsAreRefusedOrRepaired() throws {
    #expect(PlaygroundRequest(json: Data("not json".utf8)) == nil)
    #expect(PlaygroundRequest(json: Data("{\"spec\": 3}".utf8)) == nil)
    let request = try #require(
      PlaygroundRequest(
        json: Data(
          #"{"spec": "x", "width": "wide", "scroll": null, "sectionOffsets": {"a": 1, "2": 5, "3": "far"}}"#.utf8)))
    #expect(request.width == nil && request.scroll == nil && request.sectionOffsets == [2: 5])
    // A huge container is bounded by the engine, and the answer holds no non-finite number.
    let huge = Playground.layout(PlaygroundRequest(spec: try Self.example("Basic"), width: 1e300, height: 1e300))
    let answer = try #require(JSONSerialization.jsonObject(with: huge) as? [String: Any])
    #expect(answer["svg"] is String)
    func allFinite(_ value: Any) -> Bool {
      if let number = value as? Double { return number.isFinite }
      if let list = value as? [Any] { return list.allSatisfy(allFinite) }
      if let object = value as? [String: Any] { return object.values.allSatisfy(allFinite) }
      return true
    }
    #expect(allFinite(answer))
    #expect(!(answer["svg"] as? String ?? "").contains("inf\"") && !(answer["svg"] as? String ?? "").contains("nan"))
  }

  /// A spec the page cannot show usefully is refused before it is laid out (10,000,000
  /// items cost the server gigabytes and a minute per request); at the limit it is drawn.
  /// `refused`: the count the refusal names, or `nil` when the spec is drawn.
  @Test(arguments: [
    (10_000_000, 1, "10,000,001"), (99_999, 1, nil), (100_000, 1, "100,001"), (49_999, 2, nil),
    (50_000, 2, "100,002"),
  ])
  func theDrawnCountIsBounded(items: Int, sections: Int, refused: String?) throws {
    let spec =
      "container: {width: 375, height: 667}\nlayout: {split: {}}\nsections:\n"
      + String(repeating: "  - {items: {count: \(items), size: {width: 100, height: 40}}}\n", count: sections)
    let answer = try Self.answer(PlaygroundRequest(spec: spec))
    if let refused {
      #expect(answer["svg"] == nil)
      #expect(
        answer["error"] as? String
          == "spec: expected at most 100,000 items and sections together in the playground, found \(refused) "
          + "(collection-layout render draws larger specs)")
    } else {
      #expect(answer["error"] == nil)
      #expect((answer["svg"] as? String)?.hasSuffix("</svg>\n") == true)
    }
  }

  @Test func theExamplesMenuListsEverySpec() throws {
    let files = try Gallery.specFiles(in: Self.examples.path)
    let list = try #require(
      JSONSerialization.jsonObject(with: Playground.examples(files: files)) as? [String: [[String: Any]]])
    #expect(list["examples"]?.count == files.count)
    #expect(list["examples"]?.first?["text"] as? String != nil)
  }

  @Test func thePageHasEveryControlTheBrowserTestUses() {
    for id in [
      "examples", "spec", "gutter", "error", "width", "height", "portrait", "landscape", "scroll", "drawing", "info",
      "left", "right",
    ] {
      #expect(PlaygroundPage.html.contains("id=\"\(id)\""), "missing #\(id)")
    }
  }
}

/// The README's and the docs' pictures are what the renderer draws.
struct PicturesTests {
  /// Where this test writes; removed when it ends.
  let scratch = ScratchFolders()

  @Test func theCommittedPicturesAreCurrent() throws {
    let root = CommandLineTests.packageRoot
    let changes = try Pictures.refresh(
      folders: [root.appendingPathComponent("docs/images").path],
      examples: root.appendingPathComponent("Examples").path, check: true)
    #expect(changes.isEmpty, "stale: \(changes.map(\.path)); run `swift run collection-layout pictures`")
  }

  @Test func aPictureEditedByHandIsFoundAndRedrawn() throws {
    let root = CommandLineTests.packageRoot
    let folder = try scratch.make()
    let picture = folder.appendingPathComponent("Basic-portrait.svg")
    try "<svg>edited by hand</svg>".write(to: picture, atomically: true, encoding: .utf8)
    let examples = root.appendingPathComponent("Examples").path
    let found = try Pictures.refresh(folders: [folder.path], examples: examples, check: true)
    #expect(found.map(\.path) == [picture.path] && found.first?.existed == true)
    #expect(try String(contentsOf: picture, encoding: .utf8) == "<svg>edited by hand</svg>")
    _ = try Pictures.refresh(folders: [folder.path], examples: examples, check: false)
    #expect(try Pictures.refresh(folders: [folder.path], examples: examples, check: true).isEmpty)
    #expect(try String(contentsOf: picture, encoding: .utf8).hasPrefix("<svg xmlns"))
  }

  @Test func aPictureNamingNoExampleIsAnError() throws {
    let folder = try scratch.make()
    try "".write(to: folder.appendingPathComponent("Nothing-portrait.svg"), atomically: true, encoding: .utf8)
    #expect(throws: SpecError.self) {
      try Pictures.refresh(
        folders: [folder.path], examples: CommandLineTests.packageRoot.appendingPathComponent("Examples").path,
        check: true)
    }
  }
}

/// The gallery teaches: grouped and ordered, with contents, legend and specs, and labels
/// readable on their fills.
struct GalleryPageTests {
  /// Where this test writes; removed when it ends.
  let scratch = ScratchFolders()

  @Test func everyWhiteLabelHasAtLeastFourAndAHalfToOneContrast() throws {
    let root = CommandLineTests.packageRoot
    for file in try Gallery.specFiles(in: root.appendingPathComponent("Examples").path) {
      let svg = SVGRenderer.svg(ComputedLayout(spec: try Spec.load(path: file)))
      // Each labelled element is a rect with its fill, then its white text.
      let lines = svg.split(separator: "\n")
      for (rect, text) in zip(lines, lines.dropFirst()) where text.hasPrefix("<text") && text.contains("#FFFFFF") {
        guard let fill = rect.firstMatch(of: /fill="(#[0-9A-Fa-f]{6})"/)?.1 else { continue }
        #expect(Self.contrast(String(fill), "#FFFFFF") >= 4.5, "\(file): white on \(fill)")
      }
    }
  }

  @Test func thePageHasContentsLegendAndSpecsInTeachingOrder() throws {
    let root = CommandLineTests.packageRoot
    let output = try scratch.make().appendingPathComponent("gallery")
    let entries = try Gallery.render(examples: root.appendingPathComponent("Examples").path, output: output.path)
    let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("<h2>Contents</h2>") && page.contains("<h2>Legend</h2>"))
    #expect(entries.first?.name == "Basic" && entries.last?.name == "AppStorePage")
    #expect(
      entries.map(\.family)
        == entries.map(\.family).sorted { a, b in
          Gallery.Family.allCases.firstIndex(of: a)! < Gallery.Family.allCases.firstIndex(of: b)!
        })
    for e in entries { #expect(page.contains("href=\"#\(e.name)\""), "no contents entry for \(e.name)") }
    // The spec is shown (escaped) beside its pictures, and scrolled examples say where.
    #expect(page.contains("orthogonalScrollingBehavior: paging"))
    #expect(entries.first { $0.name == "AppStorePage" }?.offsets.contains("section 0's strip at 150") == true)
  }

  static func contrast(_ a: String, _ b: String) -> Double {
    func luminance(_ hex: String) -> Double {
      let v = Int(hex.dropFirst(), radix: 16)!
      func linear(_ channel: Int) -> Double {
        let c = Double(channel) / 255
        return c <= 0.03928 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
      }
      let c = [linear((v >> 16) & 255), linear((v >> 8) & 255), linear(v & 255)]
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    }
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
  }
}
