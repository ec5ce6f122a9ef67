import ArgumentParser
import CollectionLayout
import Foundation
import LayoutSpec

/// `collection-layout`: computes, draws and collects layouts described by spec files.
@main
struct CollectionLayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "collection-layout",
    abstract: "Compute and draw collection-view layouts described by JSON or YAML spec files.",
    discussion: "The spec format is documented in docs/spec-format.md.",
    subcommands: [LayoutCommand.self, RenderCommand.self, GalleryCommand.self, SnapCommand.self])
}

/// Options that override the spec's container.
struct ContainerOptions: ParsableArguments {
  @Option(help: "Container width in points (overrides the spec).")
  var width: Double?

  @Option(help: "Container height in points (overrides the spec).")
  var height: Double?

  @Option(help: "Content offset as X,Y (overrides the spec; default: resting at the top).")
  var offset: PointArgument?

  @Option(
    name: .customLong("section-offset"),
    help: "A section's offset along its strip as SECTION=OFFSET (repeatable; overrides the spec).")
  var sectionOffsets: [SectionOffsetArgument] = []

  init() {}

  /// Options with only a container size (for commands without a content offset).
  init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  func validate() throws {
    for (name, value) in [("width", width), ("height", height)] {
      if let value, !(value.isFinite && value >= 0) {
        throw ValidationError("--\(name) must be a number ≥ 0, found \(value)")
      }
    }
  }

  /// Loads and lays out `path`; a bad spec prints one line and exits with status 2.
  func compute(_ path: String) throws -> ComputedLayout {
    let spec = try loadSpec(path)
    var offsets: [Int: Double] = [:]
    for o in sectionOffsets { offsets[o.section] = o.offset }
    return ComputedLayout(spec: spec, width: width, height: height, offset: offset?.point, sectionOffsets: offsets)
  }
}

/// Loads a spec or exits with status 2 after printing its one-line error.
func loadSpec(_ path: String) throws -> Spec {
  do {
    return try Spec.load(path: path)
  } catch {
    FileHandle.standardError.write(Data(("error: " + error.description + "\n").utf8))
    throw ExitCode(2)
  }
}
