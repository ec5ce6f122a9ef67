import ArgumentParser
import Foundation
import LayoutSpec

/// `collection-layout pictures`: redraws the README's and the documentation's pictures.
struct PicturesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pictures",
    abstract:
      "Redraw every NAME-portrait.svg / NAME-landscape.svg of docs/images and the DocC catalogs from Examples/.",
    discussion:
      "With --check nothing is written: the command lists the pictures that differ from what the renderer draws and exits with status 1 if there are any (CI runs it)."
  )

  @Flag(help: "Only compare; exit 1 when a picture differs from its drawing.")
  var check = false

  @Option(
    name: .customLong("folder"),
    help: "A folder of pictures (repeatable; default: docs/images and Sources/*/*.docc/Resources).")
  var folders: [String] = []

  @Option(help: "The folder of spec files (default: Examples/ of this package).")
  var examples: String?

  func run() throws {
    let root = GalleryCommand.packageRoot()
    let chosen = folders.isEmpty ? Self.defaultFolders(root: root) : folders
    let changes: [Pictures.Change]
    do {
      changes = try Pictures.refresh(
        folders: chosen, examples: examples ?? GalleryCommand.defaultExamples(), check: check)
    } catch let error as SpecError {
      fail(error.description)
    }
    for change in changes {
      print("\(check ? "differs" : "redrawn"): \(change.path)\(change.existed ? "" : " (new)")")
    }
    print("\(changes.count) of the pictures in \(chosen.joined(separator: ", ")) \(check ? "differ" : "redrawn")")
    if check && !changes.isEmpty { throw ExitCode(1) }
  }

  /// `docs/images` and every DocC catalog's `Resources` below `root`.
  static func defaultFolders(root: String) -> [String] {
    var folders = [(root as NSString).appendingPathComponent("docs/images")]
    let sources = (root as NSString).appendingPathComponent("Sources")
    for target in ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted() {
      let dir = (sources as NSString).appendingPathComponent(target)
      for catalog in ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
      where catalog.hasSuffix(".docc") {
        let resources = ((dir as NSString).appendingPathComponent(catalog) as NSString)
          .appendingPathComponent("Resources")
        if FileManager.default.fileExists(atPath: resources) { folders.append(resources) }
      }
    }
    return folders
  }
}
