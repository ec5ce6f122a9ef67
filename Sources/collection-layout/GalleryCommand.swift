import ArgumentParser
import Foundation
import LayoutSpec

/// `collection-layout gallery`: draws every example in portrait and landscape.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Render every spec in Examples/ at 375×667 and 667×375 into SVGs and an index.html.")

  @Option(name: .shortAndLong, help: "The folder to write to.")
  var output = "gallery"

  @Option(help: "The folder of spec files (default: Examples/ of this package).")
  var examples: String?

  func run() throws {
    let folder = examples ?? Self.defaultExamples()
    let entries: [Gallery.Entry]
    do {
      entries = try Gallery.render(examples: folder, output: output)
    } catch let error as SpecError {
      fail(error.description)
    } catch let error as OutputFile.Failure {
      fail("\(output): expected a folder that can be written, found: \(error.reason)")
    } catch {
      fail("\(output): expected a folder that can be written, found: \(OutputError.reason(error))")
    }
    for e in entries { print("\(e.name): \(e.files.joined(separator: ", "))") }
    print("wrote \(entries.count) examples to \(output)/index.html")
  }

  /// `Examples` in the working directory, or else the one beside this package's sources.
  static func defaultExamples() -> String {
    if FileManager.default.fileExists(atPath: "Examples") { return "Examples" }
    return (packageRoot() as NSString).appendingPathComponent("Examples")
  }

  /// The working directory when it holds `Examples`, else this package's root.
  static func packageRoot() -> String {
    if FileManager.default.fileExists(atPath: "Examples") { return "." }
    let source = URL(fileURLWithPath: #filePath)
    return source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  }
}
