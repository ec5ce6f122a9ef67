import Foundation
import Testing

/// Every Swift snippet of the README and the DocC articles is code a test compiles.
///
/// A snippet counts as compiled when each of its paragraphs (the lines between blank
/// lines, `import` lines left out) appears in a test source, or in a library source with
/// its `///` doc comments left out, ignoring whitespace and trailing commas, so that
/// `swift format` may break lines differently. The tests that hold the snippets (the
/// `Articles/` folders of the test targets) also check what the articles say of them.
@Suite struct ArticleSnippetTests {
  static let root: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()

  /// The documents whose Swift snippets must compile: the README and every DocC article.
  static var documents: [String] {
    let catalogs = ["CollectionLayout", "CollectionLayoutUIKit", "LayoutSpec"]
    return ["README.md"]
      + catalogs.flatMap { module in
        TextFiles.list("Sources/\(module)/\(module).docc", in: root).filter { $0.hasSuffix(".md") }
      }
  }

  /// Every compiled source, whitespace removed, as one searchable text.
  static let compiledCode: String = {
    var corpus = ""
    for folder in ["Tests", "Sources"] {
      // This file is left out: its own examples of code must not count as compiled snippets.
      for file in TextFiles.list(folder, in: root, recursively: true)
      where file.hasSuffix(".swift") && !file.hasSuffix("/ArticleSnippetTests.swift") {
        let lines = (TextFiles.read(file, in: root) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        corpus += squeezed(lines.filter { !$0.trimmingLeadingSpaces.hasPrefix("///") }.joined(separator: "\n"))
        corpus += "\u{0}"
      }
    }
    return corpus
  }()

  @Test(arguments: documents)
  func everySwiftSnippetIsCompiledByATest(document: String) throws {
    let text = try #require(TextFiles.read(document, in: Self.root), "\(document) is readable")
    for snippet in Self.swiftSnippets(in: text) {
      if Self.isManifestFragment(snippet.code) {
        // A fragment of an app's Package.swift: it names products this package declares.
        for product in Self.productNames(in: snippet.code) {
          #expect(Self.declaredProducts.contains(product), "\(document) line \(snippet.line): no product \(product)")
        }
        continue
      }
      for paragraph in Self.paragraphs(of: snippet.code) {
        let compiled = Self.compiledCode.contains(Self.squeezed(paragraph))
        #expect(compiled, "\(document) line \(snippet.line): this code is in no test:\n\(paragraph)")
      }
    }
  }

  @Test func theArticlesHaveSnippetsAndTheCheckCanFail() throws {
    let counts = try Self.documents.map { document in
      Self.swiftSnippets(in: try #require(TextFiles.read(document, in: Self.root))).count
    }
    #expect(counts.reduce(0, +) >= 20, "the README and the articles show Swift code: \(counts)")
    // A snippet with one changed argument is not found: the check compares code, not shapes.
    let found = Self.compiledCode.contains(Self.squeezed("layout.configuration.leftSideRatio = 0.4\n"))
    let changed = Self.compiledCode.contains(Self.squeezed("layout.configuration.leftSideRatio = 0.4123"))
    #expect(found && !changed)
  }

  @Test func paragraphsAndWhitespaceAreReadAsDocumented() {
    let snippets = Self.swiftSnippets(
      in: "a\n```swift\nimport X\nlet a = f(\n  1,\n)\n\nlet b = 2\n```\n```sh\nls\n```\n")
    #expect(snippets.count == 1)
    #expect(snippets.first?.line == 3)
    #expect(Self.paragraphs(of: snippets.first?.code ?? "") == ["let a = f(\n  1,\n)", "let b = 2"])
    #expect(Self.squeezed("let a = f(\n  1,\n)") == "leta=f(1)")
    #expect(Self.isManifestFragment(".package(url: \"u\", from: \"0.1.0\")"))
    #expect(
      Self.productNames(in: ".product(name: \"A\", package: \"P\"), .product(name: \"B\", package: \"P\")") == [
        "A", "B",
      ])
    #expect(
      Self.declaredProducts.sorted() == ["CollectionLayout", "CollectionLayoutUIKit", "HeadlessUIKit", "LayoutSpec"])
  }

  // MARK: - Manifest fragments

  /// Whether a snippet is a piece of an app's `Package.swift` rather than code.
  static func isManifestFragment(_ code: String) -> Bool {
    let first = code.split(separator: "\n").first?.trimmingLeadingSpaces ?? ""
    return first.hasPrefix(".package(") || first.hasPrefix("dependencies:")
  }

  /// The `X` of every `.product(name: "X"` and `.library(name: "X"` in `code`.
  static func productNames(in code: String, marker: String = ".product(name: \"") -> [String] {
    code.components(separatedBy: marker).dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
  }

  static var declaredProducts: [String] {
    productNames(in: TextFiles.read("Package.swift", in: root) ?? "", marker: ".library(name: \"")
  }

  // MARK: - Reading snippets

  struct Snippet {
    /// The line of the snippet's first code line, counting from 1.
    var line: Int
    var code: String
  }

  static func swiftSnippets(in markdown: String) -> [Snippet] {
    var snippets: [Snippet] = []
    var current: [Substring]?
    var start = 0
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingLeadingSpaces
      if current == nil, trimmed.hasPrefix("```swift") {
        current = []
        start = index + 2
      } else if current != nil, trimmed.hasPrefix("```") {
        snippets.append(Snippet(line: start, code: current!.joined(separator: "\n")))
        current = nil
      } else if current != nil {
        current!.append(line)
      }
    }
    return snippets
  }

  /// A snippet's paragraphs, without `import` lines.
  static func paragraphs(of code: String) -> [String] {
    var paragraphs: [String] = []
    var lines: [Substring] = []
    func close() {
      if !lines.isEmpty { paragraphs.append(lines.joined(separator: "\n")) }
      lines = []
    }
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingLeadingSpaces
      if trimmed.isEmpty {
        close()
      } else if !trimmed.hasPrefix("import ") {
        lines.append(line)
      }
    }
    close()
    return paragraphs
  }

  /// Code without whitespace and without the trailing commas `swift format` may add.
  static func squeezed(_ code: some StringProtocol) -> String {
    var result = String(code.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    for closer in [")", "]"] { result = result.replacingOccurrences(of: ",\(closer)", with: closer) }
    return result
  }
}

extension Substring {
  fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}

/// The repository's text files, read with Foundation (the engine itself has none).
enum TextFiles {
  /// Paths relative to `root` of the files in `folder`, sorted.
  static func list(_ folder: String, in root: String, recursively: Bool = false) -> [String] {
    let base = root + "/" + folder
    let names =
      recursively
      ? (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? [])
      : ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [])
    return names.map { folder + "/" + $0 }.sorted()
  }

  static func read(_ path: String, in root: String) -> String? {
    try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }
}
